// TRIPLE: dxil-pc-shadermodel6.6-pixel
// The pixel-stage derivatives ddx/ddy coarse and fine (DerivCoarseX 83 ... DerivFineY 86) of
// a stage input, and clip (Discard 82 of x < 0).
#include "hlsl_mini.hlsli"
float4 main(float4 uv : TEXCOORD0) : SV_Target {
  clip(uv.w);
  return float4(ddx_coarse(uv.x), ddy_coarse(uv.y), ddx_fine(uv.z), ddy_fine(uv.x));
}
