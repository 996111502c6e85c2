; Expansions that cannot be made are reported, as LLVM reports them (a fatal usage error
; there): a class test with neither a DXIL op nor an expansion, a cross product of other
; than 3 elements, the normalize of a constant zero scalar.
; RUN: %expect-exit 1 %rlv lower %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @useb(i1)
declare void @usev(<4 x float>)
declare void @usef(float)

define void @main(float %x, <4 x float> %v) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK-DAG: error: unsupported intrinsic llvm.is.fpclass.f32 for DXIL lowering: the class test has no DXIL expansion [lower-unsupported-op]
; CHECK-DAG: error: unsupported intrinsic llvm.dx.cross.v4f32 for DXIL lowering: the return vector must have exactly 3 elements [lower-unsupported-op]
; CHECK-DAG: error: unsupported intrinsic llvm.dx.normalize.f32 for DXIL lowering: invalid input scalar: length is zero [lower-unsupported-op]
  %z = call i1 @llvm.is.fpclass.f32(float %x, i32 64)
  call void @useb(i1 %z)
  %c = call <4 x float> @llvm.dx.cross.v4f32(<4 x float> %v, <4 x float> %v)
  call void @usev(<4 x float> %c)
  %n = call float @llvm.dx.normalize.f32(float 0.0)
  call void @usef(float %n)
  ret void
}

declare i1 @llvm.is.fpclass.f32(float, i32)
declare <4 x float> @llvm.dx.cross.v4f32(<4 x float>, <4 x float>)
declare float @llvm.dx.normalize.f32(float)
