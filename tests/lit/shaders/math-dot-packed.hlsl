// TRIPLE: dxil-pc-shadermodel6.4-compute
// FLAGS: -fnative-half-type -fnative-int16-type
// The packed dot products of SM 6.4: dot4add_i8packed (Dot4AddI8Packed 163), dot4add_u8packed
// (Dot4AddU8Packed 164), dot2add on half2 (Dot2AddHalf 162).
#include "hlsl_mini.hlsli"
RWBuffer<uint> U : register(u0);
RWBuffer<int> I : register(u1);
RWBuffer<float> F : register(u2);
RWStructuredBuffer<half2> H : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  I[i] = dot4add_i8packed(U[i], U[i + 1], I[i + 1]);
  U[i + 2] = dot4add_u8packed(U[i], U[i + 1], U[i + 3]);
  F[i] = dot2add(H[i], H[i + 1], F[i + 1]);
}
