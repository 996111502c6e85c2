// TRIPLE: dxil-pc-shadermodel6.6-compute
// exp, log, log10 and pow: no DXIL op; expanded into exp2/log2 and multiplications.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = exp(x);
  F[i + 2] = log(x);
  F[i + 3] = log10(x);
  F[i + 4] = pow(x, F[i + 5]);
}
