// TRIPLE: dxil-pc-shadermodel6.6-compute
// atan2: no DXIL op; DXILIntrinsicExpansion builds it from atan(y / x) and quadrant selects.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = atan2(x, F[i + 2]);
}
