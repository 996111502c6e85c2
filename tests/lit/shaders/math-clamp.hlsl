// TRIPLE: dxil-pc-shadermodel6.6-compute
// clamp: llvm.dx.nclamp/sclamp/uclamp, expanded into a max then a min of the matching kind.
#include "hlsl_mini.hlsli"
RWBuffer<int> I : register(u0);
RWBuffer<uint> U : register(u1);
RWBuffer<float> F : register(u2);
RWStructuredBuffer<int64_t> L : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 8;
  F[i] = clamp(F[i], F[i + 1], F[i + 2]);
  I[i] = clamp(I[i], I[i + 1], I[i + 2]);
  U[i] = clamp(U[i], U[i + 1], U[i + 2]);
}
