// TRIPLE: dxil-pc-shadermodel6.6-domain
// A domain-stage entry as clang 22 takes one: two user-semantic inputs blended with lerp (no
// SV_DomainLocation or OutputPatch in clang 22).
#include "hlsl_mini.hlsli"
float3 main(float3 a : TEXCOORD0, float3 b : TEXCOORD1, float t : TEXCOORD2) : TEXCOORD3 {
  return lerp(a, b, (float3)t);
}
