; Two different resources of one class whose registers overlap in one space.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

; A: u0..u3, B: u2 (inside A), C: u6 and up (unbounded), D: u10 (inside C). Space 1: the same
; registers for an SRV and a UAV are fine, but two SRVs overlap.
; Sorted by class (SRV first), space and register.
; CHECK: in function @main: error: resource "A" at t0..t1 overlaps with resource "B" at t1 in space 1 [binding-overlap]
; CHECK: in function @main: error: resource "A" at u0..u3 overlaps with resource "B" at u2 in space 0 [binding-overlap]
; CHECK-NEXT: (i32 0, i32 2, i32 1, i32 0, ptr @B.str)
; CHECK: in function @main: error: resource "C" at u6 and up (unbounded) overlaps with resource "D" at u10 in space 0 [binding-overlap]
; The same name on two different resources: what tells them apart is named.
; CHECK: in function @other: error: resource "A" at u0 overlaps with resource "A" at u0 in space 5 (two different resources with one name: types target("dx.TypedBuffer", float, 1, 0, 0) and target("dx.TypedBuffer", i32, 1, 0, 0)) [binding-overlap]
; Each pair once: A/B, C/D, the SRVs and the two "A"s.
; CHECK-NOT: [binding-overlap]
define void @main() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 -1, i32 0, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 1, i32 0, ptr @D.str)
  %a2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 3, ptr @A.str)
  %e = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 0, i32 2, i32 0, ptr @A.str)
  %f = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 1, i32 1, i32 1, i32 0, ptr @B.str)
  %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 0, ptr @A.str)
  ret void
}

define void @other() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 5, i32 0, i32 1, i32 0, ptr @A.str)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", <{ float }>) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_sl_f32st(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
