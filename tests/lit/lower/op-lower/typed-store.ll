; store.typedbuffer -> bufferStore (69, h, idx, undef, v0..v3, i8 15): the mask is always
; 15 and lanes past the element repeat lane 0; lanes come from the insertelement chain that
; built the value (which is then erased) or from extractelement in lane order.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower --stage=op-lower --sm=6.0 %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @scalar(
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, float %x, float %x, float %x, float %x, i8 15){{$}}
define void @scalar(i32 %i, float %x) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %x)
  ret void
}

; CHECK-LABEL: define void @chain2(
; CHECK-NOT: insertelement
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, float %a, float %b, float %a, float %a, i8 15)
define void @chain2(i32 %i, float %a, float %b) {
  %h = call target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %v0 = insertelement <2 x float> poison, float %a, i32 0
  %v1 = insertelement <2 x float> %v0, float %b, i32 1
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x float>, 1, 0, 0) %h, i32 %i, <2 x float> %v1)
  ret void
}

; A value not built here is extracted lane by lane, with i32 indices.
; CHECK-LABEL: define void @extract4(
; CHECK:      %[[E0:.*]] = extractelement <4 x i32> %v, i32 0
; CHECK-NEXT: %[[E1:.*]] = extractelement <4 x i32> %v, i32 1
; CHECK-NEXT: %[[E2:.*]] = extractelement <4 x i32> %v, i32 2
; CHECK-NEXT: %[[E3:.*]] = extractelement <4 x i32> %v, i32 3
; CHECK-NEXT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i32 %[[E0]], i32 %[[E1]], i32 %[[E2]], i32 %[[E3]], i8 15)
define void @extract4(i32 %i, <4 x i32> %v) {
  %h = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %h, i32 %i, <4 x i32> %v)
  ret void
}

; A partial chain over an existing vector: lanes 0 and 2 come from the chain (the outermost
; insert of lane 0 wins), lane 1 is extracted; the chain stays because it has another use.
; CHECK-LABEL: define void @partial3(
; CHECK:      %[[L1:.*]] = extractelement <3 x half> %c2, i32 1
; CHECK-NEXT: call void @dx.op.bufferStore.f16(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, half %z, half %[[L1]], half %y, half %z, i8 15)
; CHECK-NEXT: call void @use3(<3 x half> %c2)
define void @partial3(i32 %i, <3 x half> %base, half %x, half %y, half %z) {
  %h = call target("dx.TypedBuffer", <3 x half>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  %c0 = insertelement <3 x half> %base, half %x, i32 0
  %c1 = insertelement <3 x half> %c0, half %y, i32 2
  %c2 = insertelement <3 x half> %c1, half %z, i32 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <3 x half>, 1, 0, 0) %h, i32 %i, <3 x half> %c2)
  call void @use3(<3 x half> %c2)
  ret void
}
declare void @use3(<3 x half>)

; CHECK-LABEL: define void @i16(
; CHECK: call void @dx.op.bufferStore.i16(i32 69, %dx.types.Handle %{{.*}}, i32 %i, i32 undef, i16 %s, i16 %s, i16 %s, i16 %s, i8 15)
define void @i16(i32 %i, i16 %s) {
  %h = call target("dx.TypedBuffer", i16, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 4, i32 1, i32 0, ptr null)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", i16, 1, 0, 1) %h, i32 %i, i16 %s)
  ret void
}

; CHECK-NOT: llvm.dx.resource.store
; CHECK: declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) [[NU:#[0-9]+]]
; CHECK: attributes [[NU]] = { nounwind }
