; A range size of 0, explicit and implicit.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

; CHECK: error: the range size of "A" (space 1, lower bound 3) is 0; a binding must hold at least one resource (-1 means an unbounded array) [binding-range-zero]
; CHECK-NEXT: (i32 1, i32 3, i32 0, i32 0, ptr @A.str)
; CHECK: error: the range size of <unnamed> (order id 7) is 0; a binding must hold at least one resource (-1 means an unbounded array) [binding-range-zero]
; No index finding on an empty range.
; CHECK-NOT: [binding-index
define void @f() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 3, i32 0, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 7, i32 0, i32 0, i32 0, ptr null)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
