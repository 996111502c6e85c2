// TRIPLE: dxil-pc-shadermodel6.6-compute
// radians and degrees: a multiplication by pi/180 and 180/pi.
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 16;
  float x = F[i];
  F[i + 1] = radians(x);
  F[i + 2] = degrees(x);
}
