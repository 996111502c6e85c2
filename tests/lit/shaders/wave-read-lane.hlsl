// TRIPLE: dxil-pc-shadermodel6.6-compute
// WaveReadLaneAt on float, int, bool, double and float3 (one op call per element).
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
RWBuffer<int> I : register(u1);
RWBuffer<uint> B : register(u2);
RWStructuredBuffer<double> D : register(u3);
RWStructuredBuffer<float3> V : register(u4);
[numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x;
  uint src = i ^ 1;
  F[i] = WaveReadLaneAt(F[i], src);
  I[i] = WaveReadLaneAt(I[i], 3);
  B[i] = WaveReadLaneAt(B[i] != 0, src);
  D[i] = WaveReadLaneAt(D[i], src);
  V[i] = WaveReadLaneAt(V[i], src);
}
