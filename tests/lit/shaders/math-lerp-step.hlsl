// TRIPLE: dxil-pc-shadermodel6.6-compute
// lerp and step: no DXIL op; expanded into fsub/fmul/fadd and fcmp/select.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = lerp(x, F[i + 2], F[i + 3]);
  F[i + 4] = step(x, F[i + 5]);
}
