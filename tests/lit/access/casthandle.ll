; casthandle is internal to op lowering.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"

define void @main() {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
; CHECK: error: llvm.dx.resource.casthandle is internal to DXIL op lowering and must not appear in input [access-casthandle]
; CHECK-NEXT: %h = call %dx.types.Handle @llvm.dx.resource.casthandle
  %h = call %dx.types.Handle @llvm.dx.resource.casthandle(target("dx.RawBuffer", i8, 1, 0) %bab)
  ret void
}
