// TRIPLE: dxil-pc-shadermodel6.6-compute
// exp2, log2, sqrt and rsqrt have DXIL ops (21, 23, 24, 25); rcp is clang's fdiv.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = exp2(x);
  F[i + 2] = log2(x);
  F[i + 3] = sqrt(x);
  F[i + 4] = rsqrt(x);
  F[i + 5] = rcp(x);
}
