; load.typedbuffer -> bufferLoad (68, h, idx, undef): overload per scalar, constant lanes
; through extractvalue, the check bit through checkAccessFullyMapped only when used,
; dynamic lanes through a stack copy, whole-vector uses rebuilt from poison. The same at
; every shader model apart from the handle op.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower --stage=op-lower --sm=6.0 %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @f32(float)
declare void @i1(i1)
declare void @v4(<4 x float>)

; CHECK-LABEL: define void @scalar_float(
define void @scalar_float(i32 %i) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
; CHECK: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 undef)
; CHECK-NEXT: %[[V:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 0
; CHECK-NEXT: call void @f32(float %[[V]])
; CHECK-NOT: checkAccessFullyMapped
  %ld = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { float, i1 } %ld, 0
  call void @f32(float %v)
  ret void
}

; CHECK-LABEL: define void @check_bit(
define void @check_bit(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
; CHECK: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 undef)
; CHECK-NEXT: %[[S:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 4
; CHECK-NEXT: %ld_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S]])
; CHECK-NEXT: call void @i1(i1 %ld_check)
; CHECK-NEXT: call void @i1(i1 %ld_check)
  %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %c = extractvalue { <4 x float>, i1 } %ld, 1
  %c2 = extractvalue { <4 x float>, i1 } %ld, 1
  call void @i1(i1 %c)
  call void @i1(i1 %c2)
  ret void
}

; CHECK-LABEL: define void @lanes(
define void @lanes(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
; CHECK: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
; Each lane is extracted once, in use-list order (the last use first).
; CHECK-NEXT: %[[L1:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 1
; CHECK-NEXT: %[[L3:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 3
; CHECK-NEXT: call void @f32(float %[[L1]])
; CHECK-NEXT: call void @f32(float %[[L3]])
; CHECK-NEXT: call void @f32(float %[[L1]])
  %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %ld, 0
  %a = extractelement <4 x float> %v, i32 1
  %b = extractelement <4 x float> %v, i64 3
  %c = extractelement <4 x float> %v, i32 1
  call void @f32(float %a)
  call void @f32(float %b)
  call void @f32(float %c)
  ret void
}

; CHECK-LABEL: define void @dynamic_lane(
define void @dynamic_lane(i32 %i, i32 %k) {
  %h = call target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
; CHECK: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
; CHECK-NEXT: %[[A:.*]] = alloca [2 x float]
; CHECK-NEXT: %[[E0:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 0
; CHECK-NEXT: %[[G0:.*]] = getelementptr inbounds [2 x float], ptr %[[A]], i32 0, i32 0
; CHECK-NEXT: store float %[[E0]], ptr %[[G0]]
; CHECK-NEXT: %[[E1:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 1
; CHECK-NEXT: %[[G1:.*]] = getelementptr inbounds [2 x float], ptr %[[A]], i32 0, i32 1
; CHECK-NEXT: store float %[[E1]], ptr %[[G1]]
; CHECK-NEXT: %[[GK:.*]] = getelementptr inbounds [2 x float], ptr %[[A]], i32 0, i32 %k
; CHECK-NEXT: %[[X:.*]] = load float, ptr %[[GK]]
; CHECK-NEXT: call void @f32(float %[[X]])
  %ld = call { <2 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v2f32.tdx.TypedBuffer_v2f32_1_0_0t(target("dx.TypedBuffer", <2 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <2 x float>, i1 } %ld, 0
  %x = extractelement <2 x float> %v, i32 %k
  call void @f32(float %x)
  ret void
}

; CHECK-LABEL: define void @whole_vector(
define void @whole_vector(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr null)
; CHECK: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
; CHECK-NEXT: %[[E2:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 2
; CHECK-NEXT: %[[E0:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 0
; CHECK-NEXT: %[[E1:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 1
; CHECK-NEXT: %[[E3:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 3
; CHECK-NEXT: %[[V0:.*]] = insertelement <4 x float> poison, float %[[E0]], i64 0
; CHECK-NEXT: %[[V1:.*]] = insertelement <4 x float> %[[V0]], float %[[E1]], i64 1
; CHECK-NEXT: %[[V2:.*]] = insertelement <4 x float> %[[V1]], float %[[E2]], i64 2
; CHECK-NEXT: %[[V3:.*]] = insertelement <4 x float> %[[V2]], float %[[E3]], i64 3
; CHECK-NEXT: call void @f32(float %[[E2]])
; CHECK-NEXT: call void @v4(<4 x float> %[[V3]])
  %ld = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = extractvalue { <4 x float>, i1 } %ld, 0
  %e = extractelement <4 x float> %v, i32 2
  call void @f32(float %e)
  call void @v4(<4 x float> %v)
  ret void
}

; One scalar overload per element type.
; CHECK-LABEL: define void @types(
define void @types(i32 %i) {
; CHECK: call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68,
; CHECK: call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68,
; CHECK: call %dx.types.ResRet.i16 @dx.op.bufferLoad.i16(i32 68,
; CHECK: call %dx.types.ResRet.i16 @dx.op.bufferLoad.i16(i32 68,
; CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68,
; CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68,
  %hh = call target("dx.TypedBuffer", half, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 1, i32 0, ptr null)
  %a = call { half, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", half, 1, 0, 0) %hh, i32 %i)
  %hh4 = call target("dx.TypedBuffer", <4 x half>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 1, i32 1, i32 0, ptr null)
  %b = call { <4 x half>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x half>, 1, 0, 0) %hh4, i32 %i)
  %hs = call target("dx.TypedBuffer", i16, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 1, i32 2, i32 1, i32 0, ptr null)
  %c = call { i16, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", i16, 1, 0, 1) %hs, i32 %i)
  %hs3 = call target("dx.TypedBuffer", <3 x i16>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 3, i32 1, i32 0, ptr null)
  %d = call { <3 x i16>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <3 x i16>, 1, 0, 0) %hs3, i32 %i)
  %hi = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 1, i32 4, i32 1, i32 0, ptr null)
  %e = call { i32, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", i32, 1, 0, 1) %hi, i32 %i)
  %hi2 = call target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 5, i32 1, i32 0, ptr null)
  %f = call { <2 x i32>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) %hi2, i32 %i)
  ret void
}

; CHECK-NOT: llvm.dx.resource.load
; CHECK: declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) [[RO:#[0-9]+]]
; CHECK: declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) [[RO]]
; CHECK: attributes [[RO]] = { nounwind memory(read) }
