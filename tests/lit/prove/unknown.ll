; Unknown verdicts: an unmodelled construct (the instruction is printed), a function in only
; one file, a refutation that rests on the format conversions (the replay shows no
; difference), and unusable input (exit 2).
; RUN: %expect-exit 3 %rlv prove %s %S/Inputs/unknown-after.ll | %FileCheck %s
; RUN: %expect-exit 2 %rlv prove %s %S/Inputs/does-not-exist.ll
; RUN: %expect-exit 2 %rlv prove %s
; RUN: %expect-exit 2 %rlv prove --unroll=x %s %s
; CHECK: in function @side_effect: unknown ({{[0-9.]+}} ms): BEFORE: a side-effecting call with a pointer, handle or aggregate argument: call void @external(ptr null)
; CHECK: in function @forwarded: unknown ({{[0-9.]+}} ms): the refutation depends on the freedom of an uninterpreted function (format conversion or floating point); a concrete replay shows no difference
; CHECK: in function @only_before: unknown ({{[0-9.]+}} ms): the function is defined only in BEFORE
; CHECK: in function @only_after: unknown ({{[0-9.]+}} ms): the function is defined only in AFTER
; CHECK-NOT: proved
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@A.str = private unnamed_addr constant [2 x i8] c"A\00"

declare void @external(ptr)

define void @side_effect() {
  call void @external(ptr null)
  ret void
}

; BEFORE stores x, loads it back through the format conversion and stores it again; AFTER
; stores x once. Equal with identity formats (and out of bounds, where neither writes), not
; provable for every format.
define void @forwarded(i32 %i, float %x) {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i, float %x)
  %r = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i)
  %y = extractvalue { float, i1 } %r, 0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i, float %y)
  ret void
}

define void @only_before() {
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
declare { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
