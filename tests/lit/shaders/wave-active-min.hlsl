// TRIPLE: dxil-pc-shadermodel6.6-compute
// WaveActiveMin on every element type LLVM 22 reduces: float, int, uint, double, int64_t,
// uint64_t, and a float3 (one op call per element).
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
RWBuffer<int> I : register(u1);
RWBuffer<uint> U : register(u2);
RWStructuredBuffer<double> D : register(u3);
RWStructuredBuffer<int64_t> L : register(u4);
RWStructuredBuffer<uint64_t> UL : register(u5);
RWStructuredBuffer<float3> V : register(u6);
[numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  F[i] = WaveActiveMin(F[i]);
  I[i] = WaveActiveMin(I[i]);
  U[i] = WaveActiveMin(U[i]);
  D[i] = WaveActiveMin(D[i]);
  L[i] = WaveActiveMin(L[i]);
  UL[i] = WaveActiveMin(UL[i]);
  V[i] = WaveActiveMin(V[i]);
}
