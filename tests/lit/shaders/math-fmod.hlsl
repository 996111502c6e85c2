// TRIPLE: dxil-pc-shadermodel6.6-compute
// fmod as clang 22's header writes it for DirectX: x / y, frac(abs(.)), the sign put back, * y.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = fmod(x, F[i + 2]);
}
