// TRIPLE: dxil-pc-shadermodel6.6-compute
// countbits (CountBits 31), reversebits (Bfrev 30), firstbithigh (FirstbitHi 33,
// FirstbitSHi 34), firstbitlow (FirstbitLo 32), on 32- and 64-bit values.
#include "hlsl_mini.hlsli"
RWBuffer<uint> U : register(u0);
RWBuffer<int> I : register(u1);
RWStructuredBuffer<uint64_t> L : register(u2);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 8;
  uint x = U[i];
  uint64_t w = L[i];
  U[i + 1] = countbits(x);
  U[i + 2] = reversebits(x);
  U[i + 3] = firstbithigh(x);
  U[i + 4] = firstbithigh(I[i]);
  U[i + 5] = firstbitlow(x);
  U[i + 6] = (uint)countbits(w) + firstbithigh(w) + firstbitlow(w);
  L[i + 1] = reversebits(w);
}
