; Wave intrinsics: the reductions are waveActiveOp (119) with the op kind (sum 0, min 2,
; max 3) and signedness (0 signed, 1 unsigned) as i8 operands; readlane keeps its lane
; operand; a vector reduction is one op call per element. getlaneindex and get.lane.count
; are memory(read), the other wave ops only nounwind (DXIL.td's attributes); the ballot's
; %dx.types.fouri32 stands for the intrinsic's <4 x i32>.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LEFT %s < %t.ll
; LEFT-NOT: llvm.dx.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @use32(i32)
declare void @use64(i64)
declare void @useb(i1)
declare void @usef(float)
declare void @useh(half)
declare void @used(double)
declare void @usev(<4 x i32>)

define void @main(float %x, i32 %i, i64 %w, half %h, double %d, i1 %c, <2 x float> %v) "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" {
; CHECK-LABEL: define void @main(
; CHECK: %first{{[0-9]+}} = call i1 @dx.op.waveIsFirstLane(i32 110)
; CHECK: %lane{{[0-9]+}} = call i32 @dx.op.waveGetLaneIndex(i32 111)
; CHECK: %count{{[0-9]+}} = call i32 @dx.op.waveGetLaneCount(i32 112)
; CHECK: %any{{[0-9]+}} = call i1 @dx.op.waveAnyTrue(i32 113, i1 %c)
; CHECK: %all{{[0-9]+}} = call i1 @dx.op.waveAllTrue(i32 114, i1 %c)
; CHECK: %bits{{[0-9]+}} = call i32 @dx.op.waveAllOp(i32 135, i1 %c)
; CHECK: %read{{[0-9]+}} = call float @dx.op.waveReadLaneAt.f32(i32 117, float %x, i32 %i)
; CHECK: %readb{{[0-9]+}} = call i1 @dx.op.waveReadLaneAt.i1(i32 117, i1 %c, i32 0)
; CHECK: %sum{{[0-9]+}} = call float @dx.op.waveActiveOp.f32(i32 119, float %x, i8 0, i8 0)
; CHECK: %usum{{[0-9]+}} = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 0, i8 1)
; CHECK: %max{{[0-9]+}} = call half @dx.op.waveActiveOp.f16(i32 119, half %h, i8 3, i8 0)
; CHECK: %umax{{[0-9]+}} = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %w, i8 3, i8 1)
; CHECK: %min{{[0-9]+}} = call double @dx.op.waveActiveOp.f64(i32 119, double %d, i8 2, i8 0)
; CHECK: %umin{{[0-9]+}} = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %i, i8 2, i8 1)
; CHECK: %v.i0 = extractelement <2 x float> %v, i64 0
; CHECK-NEXT: %vs.i0 = call float @dx.op.waveActiveOp.f32(i32 119, float %v.i0, i8 0, i8 0)
; CHECK-NEXT: %v.i1 = extractelement <2 x float> %v, i64 1
; CHECK-NEXT: %vs.i1 = call float @dx.op.waveActiveOp.f32(i32 119, float %v.i1, i8 0, i8 0)
; CHECK: %ballot = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %c)
; CHECK-NEXT: [[W0:%[0-9]+]] = extractvalue %dx.types.fouri32 %ballot, 0
; CHECK-NEXT: [[W1:%[0-9]+]] = extractvalue %dx.types.fouri32 %ballot, 1
; CHECK-NEXT: [[W2:%[0-9]+]] = extractvalue %dx.types.fouri32 %ballot, 2
; CHECK-NEXT: [[W3:%[0-9]+]] = extractvalue %dx.types.fouri32 %ballot, 3
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <4 x i32> poison, i32 [[W0]], i64 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <4 x i32> [[V0]], i32 [[W1]], i64 1
; CHECK-NEXT: [[V2:%[0-9]+]] = insertelement <4 x i32> [[V1]], i32 [[W2]], i64 2
; CHECK-NEXT: [[V3:%[0-9]+]] = insertelement <4 x i32> [[V2]], i32 [[W3]], i64 3
; CHECK-NEXT: call void @usev(<4 x i32> [[V3]])
; CHECK-NEXT: [[B2:%ballot2[0-9]*]] = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %c)
; CHECK-NEXT: [[X1:%[0-9]+]] = extractvalue %dx.types.fouri32 [[B2]], 1
; CHECK-NEXT: call void @use32(i32 [[X1]])
  %first = call i1 @llvm.dx.wave.is.first.lane()
  call void @useb(i1 %first)
  %lane = call i32 @llvm.dx.wave.getlaneindex()
  call void @use32(i32 %lane)
  %count = call i32 @llvm.dx.wave.get.lane.count()
  call void @use32(i32 %count)
  %any = call i1 @llvm.dx.wave.any(i1 %c)
  call void @useb(i1 %any)
  %all = call i1 @llvm.dx.wave.all(i1 %c)
  call void @useb(i1 %all)
  %bits = call i32 @llvm.dx.wave.active.countbits(i1 %c)
  call void @use32(i32 %bits)
  %read = call float @llvm.dx.wave.readlane.f32(float %x, i32 %i)
  call void @usef(float %read)
  %readb = call i1 @llvm.dx.wave.readlane.i1(i1 %c, i32 0)
  call void @useb(i1 %readb)
  %sum = call float @llvm.dx.wave.reduce.sum.f32(float %x)
  call void @usef(float %sum)
  %usum = call i32 @llvm.dx.wave.reduce.usum.i32(i32 %i)
  call void @use32(i32 %usum)
  %max = call half @llvm.dx.wave.reduce.max.f16(half %h)
  call void @useh(half %max)
  %umax = call i64 @llvm.dx.wave.reduce.umax.i64(i64 %w)
  call void @use64(i64 %umax)
  %min = call double @llvm.dx.wave.reduce.min.f64(double %d)
  call void @used(double %min)
  %umin = call i32 @llvm.dx.wave.reduce.umin.i32(i32 %i)
  call void @use32(i32 %umin)
  %vs = call <2 x float> @llvm.dx.wave.reduce.sum.v2f32(<2 x float> %v)
  %vs1 = extractelement <2 x float> %vs, i32 1
  call void @usef(float %vs1)
  %ballot = call <4 x i32> @llvm.dx.wave.ballot(i1 %c)
  call void @usev(<4 x i32> %ballot)
  %ballot2 = call <4 x i32> @llvm.dx.wave.ballot(i1 %c)
  %word = extractelement <4 x i32> %ballot2, i32 1
  call void @use32(i32 %word)
  ret void
}

; CHECK-DAG: declare i32 @dx.op.waveGetLaneIndex(i32) [[RO:#[0-9]+]]
; CHECK-DAG: declare i32 @dx.op.waveGetLaneCount(i32) [[RO]]
; CHECK-DAG: declare i1 @dx.op.waveIsFirstLane(i32) [[NU:#[0-9]+]]
; CHECK-DAG: declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8) [[NU]]
; CHECK-DAG: declare float @dx.op.waveReadLaneAt.f32(i32, float, i32) [[NU]]
; CHECK-DAG: declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1) [[NU]]
; CHECK-DAG: declare i32 @dx.op.waveAllOp(i32, i1) [[NU]]
; CHECK-DAG: attributes [[RO]] = { nounwind memory(read) }
; CHECK-DAG: attributes [[NU]] = { nounwind }

declare i1 @llvm.dx.wave.is.first.lane()
declare i32 @llvm.dx.wave.getlaneindex()
declare i32 @llvm.dx.wave.get.lane.count()
declare i1 @llvm.dx.wave.any(i1)
declare i1 @llvm.dx.wave.all(i1)
declare i32 @llvm.dx.wave.active.countbits(i1)
declare float @llvm.dx.wave.readlane.f32(float, i32)
declare i1 @llvm.dx.wave.readlane.i1(i1, i32)
declare float @llvm.dx.wave.reduce.sum.f32(float)
declare i32 @llvm.dx.wave.reduce.usum.i32(i32)
declare half @llvm.dx.wave.reduce.max.f16(half)
declare i64 @llvm.dx.wave.reduce.umax.i64(i64)
declare double @llvm.dx.wave.reduce.min.f64(double)
declare i32 @llvm.dx.wave.reduce.umin.i32(i32)
declare <2 x float> @llvm.dx.wave.reduce.sum.v2f32(<2 x float>)
declare <4 x i32> @llvm.dx.wave.ballot(i1)
