// TRIPLE: dxil-pc-shadermodel6.6-compute
// mad on int (IMad 48) and uint (UMad 49).
#include "hlsl_mini.hlsli"
RWBuffer<int> I : register(u1);
RWBuffer<uint> U : register(u2);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  I[i] = mad(I[i], I[i + 1], I[i + 2]);
  U[i] = mad(U[i], U[i + 1], U[i + 2]);
}
