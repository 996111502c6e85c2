// TRIPLE: dxil-pc-shadermodel6.6-amplification
// An amplification-stage entry as clang 22 takes one: [numthreads] and a wave count written
// by the first lane. clang 22 knows no DispatchMesh or payload, nor SV_ thread ids here.
#include "hlsl_mini.hlsli"
RWBuffer<uint> Counts : register(u0);
RWBuffer<uint> Flags : register(u1);
[numthreads(32, 1, 1)] void main() {
  uint n = WaveActiveCountBits(Flags[WaveGetLaneIndex()] != 0);
  if (WaveIsFirstLane())
    Counts[0] = n;
}
