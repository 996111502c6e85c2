// TRIPLE: dxil-pc-shadermodel6.6-compute
// f16tof32: LegacyF16ToF32 131, scalar and per element of a uint3.
#include "hlsl_mini.hlsli"
RWBuffer<uint> U : register(u0);
RWBuffer<float> F : register(u1);
RWStructuredBuffer<uint3> V : register(u2);
RWStructuredBuffer<float3> O : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  F[tid.x] = f16tof32(U[tid.x]);
  O[tid.x] = f16tof32(V[tid.x]);
}
