; 16-bit float math with -fnative-half-type: sqrt, sin, min, mad on half (f16 overloads).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms)
; CHECK: %4 = call half @dx.op.unary.f16(i32 24, half %3)
; CHECK: %5 = call half @dx.op.unary.f16(i32 13, half %3)
; CHECK: %elt.min.i1 = call half @dx.op.binary.f16(i32 36, half %3, half %7)
; CHECK: %hlsl.fmad.i2 = call half @dx.op.tertiary.f16(i32 46, half %3, half %5, half %9)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.2-compute -x hlsl -I Inputs -fnative-half-type -fnative-int16-type -O3 -emit-llvm -o math-half.ll math-half.hlsl
; ModuleID = 'math-half.hlsl'
source_filename = "math-half.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-pc-shadermodel6.2-compute"

@.str = private unnamed_addr constant [2 x i8] c"H\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", half, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f16_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %1, 2
  %2 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f16_1_0_0t(target("dx.TypedBuffer", half, 1, 0, 0) %0, i32 %mul.i)
  %3 = load half, ptr %2, align 2, !tbaa !8
  %4 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sqrt.f16(half %3)
  %add.i = or disjoint i32 %mul.i, 1
  %5 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f16_1_0_0t(target("dx.TypedBuffer", half, 1, 0, 0) %0, i32 %add.i)
  store half %4, ptr %5, align 2, !tbaa !8
  %6 = tail call reassoc nnan ninf nsz arcp afn half @llvm.sin.f16(half %3)
  %add2.i = or disjoint i32 %mul.i, 2
  %7 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f16_1_0_0t(target("dx.TypedBuffer", half, 1, 0, 0) %0, i32 %add2.i)
  store half %6, ptr %7, align 2, !tbaa !8
  %8 = load half, ptr %5, align 2, !tbaa !8
  %elt.min.i = tail call reassoc nnan ninf nsz arcp afn half @llvm.minnum.f16(half %3, half %8)
  %add8.i = or disjoint i32 %mul.i, 3
  %9 = tail call noundef nonnull align 2 dereferenceable(2) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f16_1_0_0t(target("dx.TypedBuffer", half, 1, 0, 0) %0, i32 %add8.i)
  %10 = load half, ptr %9, align 2, !tbaa !8
  %hlsl.fmad.i = tail call reassoc nnan ninf nsz arcp afn half @llvm.fmuladd.f16(half %3, half %6, half %10)
  %add10.i = fadd reassoc nnan ninf nsz arcp afn half %hlsl.fmad.i, %elt.min.i
  store half %add10.i, ptr %9, align 2, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sin.f16(half) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", half, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f16_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f16_1_0_0t(target("dx.TypedBuffer", half, 1, 0, 0), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!dx.valver = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 1, i32 8}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"half", !6, i64 0}
