// TRIPLE: dxil-pc-shadermodel6.6-compute
// The hyperbolic functions: DXIL ops HCos 18, HSin 19, HTan 20.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = sinh(x);
  F[i + 2] = cosh(x);
  F[i + 3] = tanh(x);
}
