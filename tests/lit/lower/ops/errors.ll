; What the op lowering cannot lower is reported, every call, and nothing is written: an
; llvm.dx.* intrinsic LLVM 22's DirectX backend has no lowering for, an op in a stage
; DXIL.td does not allow it in (discard outside pixel shaders, derivatives), an overload
; the op lacks (Sqrt has no f64, Fma only f64, waveActiveOp no i1) and an op newer than
; the shader model (dot4AddPacked needs SM 6.4).
; RUN: %expect-exit 1 %rlv lower --stage=op-lower %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv lower %s -o /dev/null

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

declare void @used(double)
declare void @usef(float)
declare void @useb(i1)
declare void @use32(i32)

; CHECK-NOT: ModuleID
define void @main(double %d, float %x, i1 %c, i32 %i) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK-DAG: error: unsupported intrinsic llvm.dx.made.up for DXIL lowering: LLVM 22's DirectX backend has no lowering for it [lower-unsupported-op]
; CHECK-DAG: error: cannot create discard operation (opcode 82): invalid stage compute (it exists in: pixel) [lower-invalid-stage]
; CHECK-DAG: error: cannot create unary operation (opcode 83): invalid stage compute (it exists in: pixel, library) [lower-invalid-stage]
; CHECK-DAG: error: cannot create unary operation: invalid overload type double at DXIL 1.2 (SM 6.2) [lower-invalid-overload]
; CHECK-DAG: error: cannot create tertiary operation: invalid overload type float at DXIL 1.2 (SM 6.2) [lower-invalid-overload]
; CHECK-DAG: error: cannot create waveActiveOp operation: invalid overload type i1 at DXIL 1.2 (SM 6.2) [lower-invalid-overload]
; CHECK-DAG: error: cannot create dot4AddPacked operation: it does not exist at DXIL 1.2 (SM 6.2) [lower-invalid-overload]
  %m = call float @llvm.dx.made.up(float %x)
  call void @usef(float %m)
  call void @llvm.dx.discard(i1 %c)
  %dx = call float @llvm.dx.ddx.coarse.f32(float %x)
  call void @usef(float %dx)
  %s = call double @llvm.sqrt.f64(double %d)
  call void @used(double %s)
  %f = call float @llvm.fma.f32(float %x, float %x, float %x)
  call void @usef(float %f)
  %w = call i1 @llvm.dx.wave.reduce.sum.i1(i1 %c)
  call void @useb(i1 %w)
  %p = call i32 @llvm.dx.dot4add.i8packed(i32 %i, i32 %i, i32 %i)
  call void @use32(i32 %p)
  ret void
}

declare float @llvm.dx.made.up(float)
declare void @llvm.dx.discard(i1)
declare float @llvm.dx.ddx.coarse.f32(float)
declare double @llvm.sqrt.f64(double)
declare float @llvm.fma.f32(float, float, float)
declare i1 @llvm.dx.wave.reduce.sum.i1(i1)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
