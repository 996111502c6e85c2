; A constant index not below a bounded range size (the index is relative to the lower bound).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

; CHECK: in function @f: error: index 4 is not below the range size 4 of "Bufs" (valid indices are 0..3; the index is relative to the start of the binding) [binding-index-out-of-range]
; CHECK-NEXT: (i32 0, i32 10, i32 4, i32 4, ptr @Bufs.str)
; CHECK: in function @f: error: index 4294967295 is not below the range size 2 of <unnamed> (valid indices are 0..1;
; CHECK: in function @f: error: index 1 is not below the range size 1 of <unnamed> (valid indices are 0..0;
define void @f() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 4, i32 4, ptr @Bufs.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 -1, ptr null)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 1, ptr null)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
