; Structured accesses stay inside the stride and cover whole scalar members; pointer accesses
; stay inside the stride.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; stride 24: a@0 (float), b@8 (double), c@16 ([2 x i32])
%struct.S = type { float, double, [2 x i32] }
@s.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main() {
  %s = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
; CHECK: error: llvm.dx.resource.load.rawbuffer of <2 x i32> at offset 20 covers bytes 20..27, past the 24-byte stride of element %struct.S [access-struct-offset]
  %a = call {<2 x i32>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 20)
; CHECK: error: llvm.dx.resource.load.rawbuffer of float at offset 2 does not start on a scalar member of element %struct.S (stride 24) [access-struct-offset]
  %b = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 2)
; CHECK: error: llvm.dx.resource.store.rawbuffer of i32 at offset 8 ends at byte 12, inside a scalar member or padding of element %struct.S (stride 24) [access-struct-offset]
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 8, i32 0)
; Implicit padding after a: a 64-bit load at 0 ends inside it.
; CHECK: error: llvm.dx.resource.load.rawbuffer of i64 at offset 0 ends at byte 8, inside a scalar member or padding
  %c = call {i64, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 0)
; A struct access is moved member by member: each member must start and end on one of S's.
; CHECK: error: llvm.dx.resource.load.rawbuffer of { i32, i32 }, its 4-byte member at offset 4 does not start on a scalar member of element %struct.S (stride 24) [access-struct-offset]
  %s2 = call {{i32, i32}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 0)
; CHECK: error: llvm.dx.resource.store.rawbuffer of { [2 x float] }, its 4-byte member at offset 8 ends at byte 12, inside a scalar member or padding of element %struct.S (stride 24) [access-struct-offset]
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 8, {[2 x float]} zeroinitializer)
; CHECK: error: llvm.dx.resource.load.rawbuffer on a structured buffer has an undef/poison offset; it must be the byte offset in the element [access-struct-offset]
  %d = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 poison)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 1)
  %p20 = getelementptr inbounds i8, ptr %p, i32 20
; CHECK: error: load of i64 at offset 20 covers bytes 20..27, past the 24-byte stride of element %struct.S [access-struct-offset]
  %e = load i64, ptr %p20
; A GEP over the element type steps to the next element.
  %next = getelementptr %struct.S, ptr %p, i32 1
; CHECK: error: store of float at offset 24 covers bytes 24..27, past the 24-byte stride
  store float 1.0, ptr %next
  ret void
}
