// TRIPLE: dxil-pc-shadermodel6.6-geometry
// A per-vertex array input: clang 22 loads all three vertices as one [3 x <4 x float>], which
// no loadInput overload takes; LLVM's DXILOpLowering refuses it the same way.
#include "hlsl_mini.hlsli"
RWBuffer<float4> Seen : register(u0);
void main(float4 p[3] : TEXCOORD0) { Seen[0] = p[1] + p[2]; }
