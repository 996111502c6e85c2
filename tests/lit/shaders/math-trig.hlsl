// TRIPLE: dxil-pc-shadermodel6.6-compute
// The trigonometric functions with a DXIL op of their own (unary 12-17).
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = sin(x);
  F[i + 2] = cos(x);
  F[i + 3] = tan(x);
  F[i + 4] = asin(x);
  F[i + 5] = acos(x);
  F[i + 6] = atan(x);
}
