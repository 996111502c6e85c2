// TRIPLE: dxil-pc-shadermodel6.6-compute
// min and max on float (FMin 36/FMax 35), int (SMin 38/SMax 37), uint (UMin 40/UMax 39), int64.
#include "hlsl_mini.hlsli"
RWBuffer<int> I : register(u0);
RWBuffer<uint> U : register(u1);
RWBuffer<float> F : register(u2);
RWStructuredBuffer<int64_t> L : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 8;
  F[i] = min(F[i], F[i + 1]);
  F[i + 2] = max(F[i], F[i + 3]);
  I[i] = min(I[i], I[i + 1]);
  I[i + 2] = max(I[i], I[i + 3]);
  U[i] = min(U[i], U[i + 1]);
  U[i + 2] = max(U[i], U[i + 3]);
  L[i] = max(L[i], L[i + 1]);
}
