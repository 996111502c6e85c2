// TRIPLE: dxil-pc-shadermodel6.6-compute
// isinf and isnan: IsInf 9 and IsNaN 8 (i1 results, one op call per element).
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
RWBuffer<uint> B : register(u1);
RWStructuredBuffer<float3> V : register(u2);
RWStructuredBuffer<uint3> O : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  B[i] = isinf(F[i]);
  B[i + 1] = isnan(F[i]);
  O[i] = (uint3)isinf(V[i]);
  O[i + 1] = (uint3)isnan(V[i]);
}
