// TRIPLE: dxil-pc-shadermodel6.6-compute
// WaveActiveBallot: a uint4 mask of the lanes whose condition holds.
#include "hlsl_mini.hlsli"
RWBuffer<uint> In : register(u0);
RWBuffer<uint4> Out : register(u1);
[numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = WaveActiveBallot(In[tid.x] == 0);
}
