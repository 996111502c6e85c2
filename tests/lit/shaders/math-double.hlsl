// TRIPLE: dxil-pc-shadermodel6.6-compute
// asdouble (MakeDouble 101) and splitdouble (SplitDouble 102), scalar and vector.
#include "hlsl_mini.hlsli"
RWStructuredBuffer<double> D : register(u0);
RWStructuredBuffer<double2> D2 : register(u1);
RWBuffer<uint> U : register(u2);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  D[i] = asdouble(U[i], U[i + 1]);
  D2[i] = asdouble(uint2(U[i], U[i + 2]), uint2(U[i + 1], U[i + 3]));
  uint lo, hi;
  splitdouble(D[i + 1], lo, hi);
  U[i + 2] = lo;
  U[i + 3] = hi;
}
