// TRIPLE: dxil-pc-shadermodel6.2-compute
// 16-bit float math with -fnative-half-type: sqrt, sin, min, mad on half (f16 overloads).
// FLAGS: -fnative-half-type -fnative-int16-type
#include "hlsl_mini.hlsli"
ALIAS(__builtin_elementwise_sqrt) half sqrt(half);
ALIAS(__builtin_elementwise_sin) half sin(half);
ALIAS(__builtin_elementwise_min) half min(half, half);
ALIAS(__builtin_hlsl_mad) half mad(half, half, half);
RWBuffer<half> H : register(u0);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  half x = H[i];
  H[i + 1] = sqrt(x);
  H[i + 2] = sin(x);
  H[i + 3] = min(x, H[i + 1]) + mad(x, H[i + 2], H[i + 3]);
}
