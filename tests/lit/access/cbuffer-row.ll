; A constant row must lie inside the cbuffer: size from the layout struct or dx.Layout.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, float }>
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"
@old.name = private unnamed_addr constant [4 x i8] c"Old\00"

define void @main() {
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %old = call target("dx.CBuffer", target("dx.Layout", {float, float}, 36, 0, 32)) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @old.name)
; CHECK: error: llvm.dx.resource.load.cbufferrow.4 reads row 2, but cbuffer 'CB' (CBuffer, space 0, register 0) is 20 bytes (2 rows of 16 bytes) [access-cbuffer-row]
  %a = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 2)
; CHECK: error: llvm.dx.resource.load.cbufferrow.4 reads row 3, but cbuffer 'Old' (CBuffer, space 0, register 1) is 36 bytes (3 rows of 16 bytes) [access-cbuffer-row]
  %b = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", target("dx.Layout", {float, float}, 36, 0, 32)) %old, i32 3)
  ret void
}
