; Space, lower bound, range size (explicit) or order id, space, range size (implicit) that are
; not constants in live code.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

; CHECK: in function @explicit: error: the space %s, lower bound %lb and range size %n of the binding of "A" are not constants; a binding must be known at compile time [binding-not-constant]
; CHECK-NEXT: call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 %lb, i32 %n, i32 0, ptr @A.str)
define void @explicit(i32 %s, i32 %lb, i32 %n) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 %lb, i32 %n, i32 0, ptr @A.str)
  ret void
}

; One operand: computed in the function, with a null name.
; CHECK: in function @one: error: the lower bound %1 of this binding is not a constant; a binding must be known at compile time [binding-not-constant]
define void @one(i32 %x) {
  %1 = add i32 %x, 1
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 %1, i32 1, i32 0, ptr null)
  ret void
}

; CHECK: in function @implicit: error: the order id %id of the binding of "A" is not a constant; a binding must be known at compile time [binding-not-constant]
define void @implicit(i32 %id) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 %id, i32 0, i32 1, i32 0, ptr @A.str)
  ret void
}

; A non-constant binding is not checked further (no range or overlap findings from it).
; CHECK-NOT: [binding-
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
