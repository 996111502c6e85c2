// TRIPLE: dxil-pc-shadermodel6.6-geometry
// A geometry-stage entry as clang 22 takes one: a struct of user-semantic inputs and a
// user-semantic output. clang 22 knows no GS system values (SV_GSInstanceID, SV_PrimitiveID),
// no stream types (TriangleStream) and ignores [maxvertexcount].
#include "hlsl_mini.hlsli"
RWBuffer<float4> Seen : register(u0);
struct V {
  float4 a : TEXCOORD0;
  float2 b : TEXCOORD1;
};
float4 main(V v) : TEXCOORD2 {
  Seen[0] = v.a;
  return v.a * v.b.x + v.b.y;
}
