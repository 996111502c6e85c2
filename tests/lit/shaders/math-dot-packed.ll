; The packed dot products of SM 6.4: dot4add_i8packed (Dot4AddI8Packed 163), dot4add_u8packed
; (Dot4AddU8Packed 164), dot2add on half2 (Dot2AddHalf 162).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %hlsl.dot4add.i8packed.i1 = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %10, i32 %6, i32 %8)
; CHECK: %hlsl.dot4add.u8packed.i2 = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 %16, i32 %12, i32 %14)
; CHECK: %dx.dot2add.i3 = call float @dx.op.dot2AddHalf.f32(i32 162, float %18, half %20, half %22, half %24, half %26)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.4-compute -x hlsl -I Inputs -fnative-half-type -fnative-int16-type -O3 -emit-llvm -o math-dot-packed.ll math-dot-packed.hlsl
; ModuleID = 'math-dot-packed.hlsl'
source_filename = "math-dot-packed.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.4-pc-shadermodel6.4-compute"

@.str = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"H\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", <2 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f16_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %4, 2
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %mul.i)
  %6 = load i32, ptr %5, align 4, !tbaa !4
  %add.i = or disjoint i32 %mul.i, 1
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add.i)
  %8 = load i32, ptr %7, align 4, !tbaa !4
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %add.i)
  %10 = load i32, ptr %9, align 4, !tbaa !4
  %hlsl.dot4add.i8packed.i = tail call i32 @llvm.dx.dot4add.i8packed(i32 %10, i32 %6, i32 %8)
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %mul.i)
  store i32 %hlsl.dot4add.i8packed.i, ptr %11, align 4, !tbaa !4
  %12 = load i32, ptr %5, align 4, !tbaa !4
  %13 = load i32, ptr %7, align 4, !tbaa !4
  %add8.i = or disjoint i32 %mul.i, 3
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add8.i)
  %15 = load i32, ptr %14, align 4, !tbaa !4
  %hlsl.dot4add.u8packed.i = tail call i32 @llvm.dx.dot4add.u8packed(i32 %15, i32 %12, i32 %13)
  %add10.i = or disjoint i32 %mul.i, 2
  %16 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add10.i)
  store i32 %hlsl.dot4add.u8packed.i, ptr %16, align 4, !tbaa !4
  %17 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f16_1_0t(target("dx.RawBuffer", <2 x half>, 1, 0) %3, i32 %mul.i)
  %18 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f16_1_0t(target("dx.RawBuffer", <2 x half>, 1, 0) %3, i32 %add.i)
  %19 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 %add.i)
  %20 = load float, ptr %19, align 4, !tbaa !8
  %21 = load half, ptr %17, align 4, !tbaa !10
  %22 = getelementptr inbounds nuw i8, ptr %17, i32 2
  %23 = load half, ptr %22, align 2, !tbaa !10
  %24 = load half, ptr %18, align 4, !tbaa !10
  %25 = getelementptr inbounds nuw i8, ptr %18, i32 2
  %26 = load half, ptr %25, align 2, !tbaa !10
  %dx.dot2add.i = tail call reassoc nnan ninf nsz arcp afn noundef float @llvm.dx.dot2add(float nofpclass(nan inf) %20, half %21, half %23, half %24, half %26)
  %27 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %2, i32 %mul.i)
  store float %dx.dot2add.i, ptr %27, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.dot4add.u8packed(i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x half>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f16_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.dot2add(float, half, half, half, half) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f16_1_0t(target("dx.RawBuffer", <2 x half>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{!"float", !6, i64 0}
!10 = !{!6, !6, i64 0}
