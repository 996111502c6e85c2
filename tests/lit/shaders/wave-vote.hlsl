// TRIPLE: dxil-pc-shadermodel6.6-compute
// The wave votes: WaveActiveAnyTrue, WaveActiveAllTrue, WaveActiveCountBits.
#include "hlsl_mini.hlsli"
RWBuffer<uint> In : register(u0);
RWBuffer<uint> Out : register(u1);
[numthreads(64, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  bool b = In[tid.x] > 7;
  Out[tid.x * 3] = WaveActiveAnyTrue(b);
  Out[tid.x * 3 + 1] = WaveActiveAllTrue(b);
  Out[tid.x * 3 + 2] = WaveActiveCountBits(b);
}
