// TRIPLE: dxil-pc-shadermodel6.6-mesh
// A mesh-stage entry as clang 22 takes one: [numthreads] and a UAV write at the lane index.
// clang 22 rejects SV_GroupThreadID/SV_DispatchThreadID here ("requires compute") and knows
// no SetMeshOutputCounts, `indices`/`vertices` outputs or [outputtopology].
#include "hlsl_mini.hlsli"
RWBuffer<uint> Lanes : register(u0);
[numthreads(32, 1, 1)] void main() { Lanes[WaveGetLaneIndex()] = WaveGetLaneCount(); }
