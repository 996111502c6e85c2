// TRIPLE: dxil-pc-shadermodel6.6-compute
// any and all on a float3: compares with zero and an or/and reduction.
#include "hlsl_mini.hlsli"
RWStructuredBuffer<float4> V : register(u0);
RWStructuredBuffer<int3> I : register(u1);
RWStructuredBuffer<uint3> U : register(u2);
RWBuffer<float> F : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  float4 a = V[i];
  float4 b = V[i + 1];
  F[i] = any(a.xyz) ? 1.0 : 0.0;
  F[i + 1] = all(b.xyz) ? 1.0 : 0.0;
}
