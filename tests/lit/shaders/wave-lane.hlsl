// TRIPLE: dxil-pc-shadermodel6.6-compute
// The lane queries: WaveGetLaneIndex, WaveGetLaneCount, WaveIsFirstLane.
#include "hlsl_mini.hlsli"
RWBuffer<uint> Out : register(u0);
[numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint lane = WaveGetLaneIndex();
  Out[tid.x] = lane + WaveGetLaneCount() * 2;
  if (WaveIsFirstLane())
    Out[0] = lane;
}
