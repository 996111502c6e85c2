// TRIPLE: dxil-pc-shadermodel6.6-compute
// Rounding and float unary ops: floor, ceil, trunc, round (roundeven), frac, saturate, abs.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = floor(x);
  F[i + 2] = ceil(x);
  F[i + 3] = trunc(x);
  F[i + 4] = round(x);
  F[i + 5] = frac(x);
  F[i + 6] = saturate(x);
  F[i + 7] = abs(x);
}
