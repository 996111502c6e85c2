// TRIPLE: dxil-pc-shadermodel6.6-compute
// abs on int and int64_t: llvm.abs, expanded into smax(x, 0 - x).
#include "hlsl_mini.hlsli"
RWBuffer<int> I : register(u0);
RWBuffer<uint> U : register(u1);
RWBuffer<float> F : register(u2);
RWStructuredBuffer<int64_t> L : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 8;
  I[i] = abs(I[i]);
  L[i] = abs(L[i]);
}
