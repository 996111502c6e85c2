// TRIPLE: dxil-pc-shadermodel6.6-compute
// mad on float (llvm.fmuladd: FMad 46) and fma on double (llvm.fma: Fma 47).
#include "hlsl_mini.hlsli"
RWBuffer<float> F : register(u0);
RWStructuredBuffer<double> D : register(u3);
[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint i = tid.x * 4;
  F[i] = mad(F[i], F[i + 1], F[i + 2]);
  D[i] = fma(D[i], D[i + 1], D[i + 2]);
}
