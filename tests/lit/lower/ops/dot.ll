; Dot products: dx.dot2/3/4 are dot2/dot3/dot4 ops on scalars; dot2add (162) and the
; packed dot4add (163 signed, 164 unsigned) exist from DXIL 1.4 (SM 6.4). dx.fdot is
; expanded into the dot2/3/4 of the vectors' lanes, dx.sdot/udot into a mul and an
; imad/umad chain (DXILIntrinsicExpansion), then lowered.
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck --check-prefix=EXP %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck %s < %t.ll

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.4-compute"

declare void @usef(float)
declare void @useh(half)
declare void @use32(i32)

define void @main(float %a, float %b, half %h, i32 %i, i32 %j, <3 x float> %u, <3 x float> %v, <2 x i32> %p, <2 x i32> %q) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; EXP-LABEL: define void @main(
; EXP: [[U0:%[0-9]+]] = extractelement <3 x float> %u, i32 0
; EXP-NEXT: [[U1:%[0-9]+]] = extractelement <3 x float> %u, i32 1
; EXP-NEXT: [[U2:%[0-9]+]] = extractelement <3 x float> %u, i32 2
; EXP-NEXT: [[V0:%[0-9]+]] = extractelement <3 x float> %v, i32 0
; EXP-NEXT: [[V1:%[0-9]+]] = extractelement <3 x float> %v, i32 1
; EXP-NEXT: [[V2:%[0-9]+]] = extractelement <3 x float> %v, i32 2
; EXP-NEXT: %dot = call float @llvm.dx.dot3.f32(float [[U0]], float [[U1]], float [[U2]], float [[V0]], float [[V1]], float [[V2]])
; EXP-NEXT: call void @usef(float %dot)
; EXP-NEXT: [[P0:%[0-9]+]] = extractelement <2 x i32> %p, i64 0
; EXP-NEXT: [[Q0:%[0-9]+]] = extractelement <2 x i32> %q, i64 0
; EXP-NEXT: [[M:%[0-9]+]] = mul i32 [[P0]], [[Q0]]
; EXP-NEXT: [[P1:%[0-9]+]] = extractelement <2 x i32> %p, i64 1
; EXP-NEXT: [[Q1:%[0-9]+]] = extractelement <2 x i32> %q, i64 1
; EXP-NEXT: %dx.mad = call i32 @llvm.dx.imad.i32(i32 [[P1]], i32 [[Q1]], i32 [[M]])
; EXP: call i32 @llvm.dx.umad.i32(

; CHECK-LABEL: define void @main(
; CHECK: %d2{{[0-9]+}} = call float @dx.op.dot2.f32(i32 54, float %a, float %b, float %b, float %a)
; CHECK: %d3{{[0-9]+}} = call half @dx.op.dot3.f16(i32 55, half %h, half %h, half %h, half %h, half %h, half %h)
; CHECK: %d4{{[0-9]+}} = call float @dx.op.dot4.f32(i32 56, float %a, float %a, float %a, float %a, float %b, float %b, float %b, float %b)
; CHECK: %acc{{[0-9]+}} = call float @dx.op.dot2AddHalf.f32(i32 162, float %a, half %h, half %h, half %h, half %h)
; CHECK: %si{{[0-9]+}} = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %i, i32 %j, i32 %i)
; CHECK: %ui{{[0-9]+}} = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 %i, i32 %j, i32 %i)
; CHECK: %dot{{[0-9]+}} = call float @dx.op.dot3.f32(i32 55,
; CHECK: %dx.mad{{[0-9]+}} = call i32 @dx.op.tertiary.i32(i32 48,
; CHECK: %dx.mad{{[0-9]+}} = call i32 @dx.op.tertiary.i32(i32 49,
  %d2 = call float @llvm.dx.dot2.f32(float %a, float %b, float %b, float %a)
  call void @usef(float %d2)
  %d3 = call half @llvm.dx.dot3.f16(half %h, half %h, half %h, half %h, half %h, half %h)
  call void @useh(half %d3)
  %d4 = call float @llvm.dx.dot4.f32(float %a, float %a, float %a, float %a, float %b, float %b, float %b, float %b)
  call void @usef(float %d4)
  %acc = call float @llvm.dx.dot2add(float %a, half %h, half %h, half %h, half %h)
  call void @usef(float %acc)
  %si = call i32 @llvm.dx.dot4add.i8packed(i32 %i, i32 %j, i32 %i)
  call void @use32(i32 %si)
  %ui = call i32 @llvm.dx.dot4add.u8packed(i32 %i, i32 %j, i32 %i)
  call void @use32(i32 %ui)
  %fd = call float @llvm.dx.fdot.v3f32(<3 x float> %u, <3 x float> %v)
  call void @usef(float %fd)
  %sd = call i32 @llvm.dx.sdot.v2i32(<2 x i32> %p, <2 x i32> %q)
  call void @use32(i32 %sd)
  %ud = call i32 @llvm.dx.udot.v2i32(<2 x i32> %p, <2 x i32> %q)
  call void @use32(i32 %ud)
  ret void
}

; CHECK-DAG: declare float @dx.op.dot2AddHalf.f32(i32, float, half, half, half, half) [[RN:#[0-9]+]]
; CHECK-DAG: declare i32 @dx.op.dot4AddPacked.i32(i32, i32, i32, i32) [[RN]]
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }

declare float @llvm.dx.dot2.f32(float, float, float, float)
declare half @llvm.dx.dot3.f16(half, half, half, half, half, half)
declare float @llvm.dx.dot4.f32(float, float, float, float, float, float, float, float)
declare float @llvm.dx.dot2add(float, half, half, half, half)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
declare i32 @llvm.dx.dot4add.u8packed(i32, i32, i32)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>)
declare i32 @llvm.dx.sdot.v2i32(<2 x i32>, <2 x i32>)
declare i32 @llvm.dx.udot.v2i32(<2 x i32>, <2 x i32>)
