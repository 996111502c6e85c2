; Typed accesses must move the element type (or, for 64-bit elements, an i32 vector).
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@t.name = private unnamed_addr constant [2 x i8] c"T\00"
@i.name = private unnamed_addr constant [2 x i8] c"I\00"

define void @main() {
  %t = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @t.name)
  %i = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @i.name)
; CHECK: error: llvm.dx.resource.load.typedbuffer returns <3 x float>, but the element type is <4 x float> [access-typed-type]
  %a = call {<3 x float>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 0)
; CHECK: error: llvm.dx.resource.store.typedbuffer stores float, but the element type is <4 x float> [access-typed-type]
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 0, float 1.0)
; CHECK: error: llvm.dx.resource.load.typedbuffer returns float, but the element type is i32 [access-typed-type]
  %b = call {float, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", i32, 1, 0, 1) %i, i32 0)
; The i32-split form is only for 64-bit elements.
; CHECK: error: llvm.dx.resource.load.typedbuffer returns <2 x i32>, but the element type is i32 [access-typed-type]
  %c = call {<2 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", i32, 1, 0, 1) %i, i32 0)
  ret void
}
