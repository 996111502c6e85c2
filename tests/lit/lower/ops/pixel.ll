; A pixel shader: discard (82, no overload, nounwind only) and the four derivatives
; (83-86, dx.op.unary, f16/f32, per element), which DXIL.td allows in pixel shaders and
; libraries only.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LEFT %s < %t.ll
; LEFT-NOT: llvm.dx.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-pixel"

declare void @usef(float)
declare void @useh(half)

define void @main(float %x, half %h, <2 x float> %v, i1 %kill) "hlsl.shader"="pixel" {
; CHECK-LABEL: define void @main(
; CHECK: call void @dx.op.discard(i32 82, i1 %kill)
; CHECK: %cx{{[0-9]+}} = call float @dx.op.unary.f32(i32 83, float %x)
; CHECK: %cy{{[0-9]+}} = call half @dx.op.unary.f16(i32 84, half %h)
; CHECK: %fx{{[0-9]+}} = call float @dx.op.unary.f32(i32 85, float %x)
; CHECK: %fy{{[0-9]+}} = call float @dx.op.unary.f32(i32 86, float %x)
; CHECK: %v.i0 = extractelement <2 x float> %v, i64 0
; CHECK-NEXT: %vx.i0 = call float @dx.op.unary.f32(i32 83, float %v.i0)
; CHECK-NEXT: %v.i1 = extractelement <2 x float> %v, i64 1
; CHECK-NEXT: %vx.i1 = call float @dx.op.unary.f32(i32 83, float %v.i1)
  call void @llvm.dx.discard(i1 %kill)
  %cx = call float @llvm.dx.ddx.coarse.f32(float %x)
  call void @usef(float %cx)
  %cy = call half @llvm.dx.ddy.coarse.f16(half %h)
  call void @useh(half %cy)
  %fx = call float @llvm.dx.ddx.fine.f32(float %x)
  call void @usef(float %fx)
  %fy = call float @llvm.dx.ddy.fine.f32(float %x)
  call void @usef(float %fy)
  %vx = call <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float> %v)
  %vx0 = extractelement <2 x float> %vx, i32 0
  call void @usef(float %vx0)
  ret void
}

; CHECK-DAG: declare void @dx.op.discard(i32, i1) [[NU:#[0-9]+]]
; CHECK-DAG: declare float @dx.op.unary.f32(i32, float) [[NU]]
; CHECK-DAG: attributes [[NU]] = { nounwind }

declare void @llvm.dx.discard(i1)
declare float @llvm.dx.ddx.coarse.f32(float)
declare half @llvm.dx.ddy.coarse.f16(half)
declare float @llvm.dx.ddx.fine.f32(float)
declare float @llvm.dx.ddy.fine.f32(float)
declare <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float>)
