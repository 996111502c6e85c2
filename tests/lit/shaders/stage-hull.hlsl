// TRIPLE: dxil-pc-shadermodel6.6-hull
// A hull-stage entry as clang 22 takes one: user-semantic input and output, a wave op on the
// input. clang 22 knows no InputPatch/OutputPatch, SV_OutputControlPointID or patch constant
// function.
#include "hlsl_mini.hlsli"
RWBuffer<float> Total : register(u1);
float4 main(float4 p : TEXCOORD0) : TEXCOORD1 {
  Total[0] = WaveActiveSum(p.w);
  return p.zyxw;
}
