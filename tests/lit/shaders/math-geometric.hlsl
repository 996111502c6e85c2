// TRIPLE: dxil-pc-shadermodel6.6-compute
// length and distance (sqrt(dot(x, x)), as clang's header writes them), normalize, cross.
#include "hlsl_mini.hlsli"
RWStructuredBuffer<float4> V : register(u0);
RWStructuredBuffer<int3> I : register(u1);
RWStructuredBuffer<uint3> U : register(u2);
RWBuffer<float> F : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  float4 a = V[i];
  float4 b = V[i + 1];
  F[i] = sqrt(dot(a.xyz, a.xyz));
  float3 d = a.xyz - b.xyz;
  F[i + 1] = sqrt(dot(d, d));
  V[i + 2].xyz = normalize(a.xyz);
  V[i + 3].xyz = cross(a.xyz, b.xyz);
}
