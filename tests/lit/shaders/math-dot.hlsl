// TRIPLE: dxil-pc-shadermodel6.6-compute
// dot on float2/3/4 (Dot2 54, Dot3 55, Dot4 56), int3 and uint3 (IMad/UMad chains).
#include "hlsl_mini.hlsli"
RWStructuredBuffer<float4> V : register(u0);
RWStructuredBuffer<int3> I : register(u1);
RWStructuredBuffer<uint3> U : register(u2);
RWBuffer<float> F : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  float4 a = V[i];
  float4 b = V[i + 1];
  F[i] = dot(a.xy, b.xy);
  F[i + 1] = dot(a.xyz, b.xyz);
  F[i + 2] = dot(a, b);
  I[i].x = dot(I[i], I[i + 1]);
  U[i].x = dot(U[i], U[i + 1]);
}
