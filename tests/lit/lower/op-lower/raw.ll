; load/store.rawbuffer: rawBufferLoad/Store (139/140) with mask (1<<n)-1 and the scalar's
; preferred alignment from SM 6.2; bufferLoad/bufferStore (68/69) below, where the load has
; no mask and the store keeps its mask. Unused store lanes are undef; the offset operand is
; passed through (a structured byte offset), or written undef where the input has poison (a
; byte-address buffer), as LLVM writes it: DXIL has no poison.
; RUN: %rlv lower --stage=op-lower --sm=6.0 %s | %FileCheck %s --check-prefixes=CHECK,SM60
; RUN: %rlv lower --stage=op-lower --sm=6.1 %s | %FileCheck %s --check-prefixes=CHECK,SM60
; RUN: %rlv lower --stage=op-lower --sm=6.2 %s | %FileCheck %s --check-prefixes=CHECK,SM62
; RUN: %rlv lower --stage=op-lower --sm=6.3 %s | %FileCheck %s --check-prefixes=CHECK,SM62
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s --check-prefixes=CHECK,SM62

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @f32(float)
declare void @f16(half)
declare void @i1(i1)

; CHECK-LABEL: define void @float_scalar(
; SM62: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %i, i32 0, i8 1, i32 4)
; SM60: %ld{{[0-9]+}} = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 0)
; CHECK-NEXT: %[[S:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 4
; CHECK-NEXT: %ld_check = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S]])
; CHECK-NEXT: %[[V:.*]] = extractvalue %dx.types.ResRet.f32 %ld{{[0-9]+}}, 0
; CHECK-NEXT: call void @f32(float %[[V]])
; CHECK-NEXT: call void @i1(i1 %ld_check)
; SM62-NEXT: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %i, i32 0, float %[[V]], float undef, float undef, float undef, i8 1, i32 4){{$}}
; SM60-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 0, float %[[V]], float undef, float undef, float undef, i8 1){{$}}
define void @float_scalar(i32 %i) {
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %ld = call { float, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", float, 1, 0) %h, i32 %i, i32 0)
  %v = extractvalue { float, i1 } %ld, 0
  %c = extractvalue { float, i1 } %ld, 1
  call void @f32(float %v)
  call void @i1(i1 %c)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", float, 1, 0) %h, i32 %i, i32 0, float %v)
  ret void
}

; A half3 at byte 20 of a structured element: mask 7, align 2.
; CHECK-LABEL: define void @half3(
; SM62: call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %{{.*}}, i32 %i, i32 20, i8 7, i32 2)
; SM60: call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68, %dx.types.Handle %{{.*}}, i32 %i, i32 20)
; CHECK-NOT: checkAccessFullyMapped
; SM62: call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %{{.*}}, i32 %i, i32 20, half %a, half %b, half %c, half undef, i8 7, i32 2)
; SM60: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 20, half %a, half %b, half %c, half undef, i8 7)
define void @half3(i32 %i, half %a, half %b, half %c) {
  %h = call target("dx.RawBuffer", <{ <4 x float>, i32, <3 x half> }>, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %ld = call { <3 x half>, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", <{ <4 x float>, i32, <3 x half> }>, 1, 0) %h, i32 %i, i32 20)
  %v = extractvalue { <3 x half>, i1 } %ld, 0
  %x = extractelement <3 x half> %v, i32 2
  call void @f16(half %x)
  %s0 = insertelement <3 x half> poison, half %a, i32 0
  %s1 = insertelement <3 x half> %s0, half %b, i32 1
  %s2 = insertelement <3 x half> %s1, half %c, i32 2
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", <{ <4 x float>, i32, <3 x half> }>, 1, 0) %h, i32 %i, i32 20, <3 x half> %s2)
  ret void
}

; Byte-address buffer: the address is the index, the offset (poison in the input) is undef.
; CHECK-LABEL: define void @bab(
; SM62: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %a, i32 undef, i8 15, i32 4)
; SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %a, i32 undef)
; SM62: call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %{{.*}}, i32 %a, i32 undef, i16 %[[E0:.*]], i16 %[[E1:.*]], i16 undef, i16 undef, i8 3, i32 2)
; SM60: call void @dx.op.bufferStore.i16(i32 69, %dx.types.Handle %{{.*}}, i32 %a, i32 undef, i16 %[[E0:.*]], i16 %[[E1:.*]], i16 undef, i16 undef, i8 3)
define void @bab(i32 %a, <2 x i16> %w) {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %ld = call { <4 x i32>, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %h, i32 %a, i32 poison)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %h, i32 %a, i32 poison, <2 x i16> %w)
  ret void
}

; CHECK-NOT: llvm.dx.resource.{{load|store}}
; SM62: declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) [[NU:#[0-9]+]]
; SM62: declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) [[NU]]
; SM62: attributes [[NU]] = { nounwind }
