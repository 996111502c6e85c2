// TRIPLE: dxil-pc-shadermodel6.6-compute
// sign on float, int and float3: compares, zexts and a subtraction.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
RWBuffer<int> I : register(u1);
RWStructuredBuffer<float3> V : register(u2);
RWStructuredBuffer<int3> O : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  I[i] = sign(F[i]);
  I[i + 1] = sign(I[i + 2]);
  O[i] = sign(V[i]);
}
