; Byte-address accesses carry the address in the index; the offset operand must be poison.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"

define void @main(i32 %o) {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
; CHECK: error: llvm.dx.resource.load.rawbuffer on a byte-address buffer has offset operand 4; it must be poison (the byte address is the index operand) [access-bab-offset]
  %a = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 4)
; CHECK: error: llvm.dx.resource.store.rawbuffer on a byte-address buffer has a computed offset operand; it must be poison
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 %o, float 1.0)
  ret void
}
