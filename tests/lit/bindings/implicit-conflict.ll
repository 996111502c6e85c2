; Implicit bindings with one order id are one resource: they must agree on space, range size
; and type. The first creation in program order is the reference.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

; CHECK: in function @main: error: implicit binding order id 0 ("A") disagrees with its first creation %a ("A") in @main: space 1 here vs 0 there; calls with one order id must create the same resource [binding-implicit-conflict]
; CHECK-NEXT: %a1 = call
; CHECK: in function @helper: error: implicit binding order id 2 ("C") disagrees with its first creation %c ("C") in @main: range size 3 here vs 2 there, type target("dx.TypedBuffer", float, 1, 0, 0) here vs target("dx.RawBuffer", <2 x float>, 1, 0) there; calls with one order id must create the same resource [binding-implicit-conflict]
; The same disagreeing variant again is not reported twice.
; CHECK-NOT: [binding-implicit-conflict]
define void @main() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %c = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 2, i32 0, i32 2, i32 1, ptr @C.str)
  %a1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  %a2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  call void @helper()
  ret void
}

define void @helper() {
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 3, i32 0, ptr @C.str)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr)
