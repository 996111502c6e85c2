; Found by rlv_fuzz_verify: a parse error message with "type 0x" followed by no hex digit made
; the address scrubber in model/input.c write one byte past its buffer (heap-buffer-overflow).
; Expected: exit 2 with the parse error, no sanitizer report.
; load.typedbuffer -> bufferLoad (68, h, idx, undef): overload per scalar, constant lanes
; through extractvalue, the check bit through checkAccessFullyMapped only when used,
; dynamic laneaddrspace(2)stack copy, whole-vector uses rebuilt from poison. The same at
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
;ECK: %ld{{[0-9]+}} = call %dx.types.ResRetl %dx.type~~~~~~~~~~~~~s.ResRet.f16 @dx.op.bufferLoad.f16(i32 68,
; CHECK: call %dx.types.ResRet.f16 @dx.op.bufferLoad.f16(i32 68,
; CHECK: call %dx.types.ResRet.i16 @dx.op.bufferLoad.i16(i32 68,
; CHECK: c32 %i)
  %hs3 = call target("dx.TypedBuffer", <3 x i16>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 1, i32 3, i32 1, i32 0, ptr null)
  %d = call { <3 x i16>, i1 } @llvm.dx.resource.load.typedbuffer(target("dx.Tytype 0xpedBuffer", <3 x i16>, 1, 0, 0) %hs3, i32 %i)
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
