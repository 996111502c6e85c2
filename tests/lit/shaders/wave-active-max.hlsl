// TRIPLE: dxil-pc-shadermodel6.6-compute
// WaveActiveMax on every element type LLVM 22 reduces: float, int, uint, double, int64_t,
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
  F[i] = WaveActiveMax(F[i]);
  I[i] = WaveActiveMax(I[i]);
  U[i] = WaveActiveMax(U[i]);
  D[i] = WaveActiveMax(D[i]);
  L[i] = WaveActiveMax(L[i]);
  UL[i] = WaveActiveMax(UL[i]);
  V[i] = WaveActiveMax(V[i]);
}
