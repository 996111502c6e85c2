; dot on float2/3/4 (Dot2 54, Dot3 55, Dot4 56), int3 and uint3 (IMad/UMad chains).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %dot6 = call float @dx.op.dot2.f32(i32 54, float %13, float %12, float %18, float %17)
; CHECK: %dot17 = call float @dx.op.dot3.f32(i32 55, float %13, float %12, float %11, float %18, float %17, float %16)
; CHECK: %dot28 = call float @dx.op.dot4.f32(i32 56, float %13, float %12, float %11, float %10, float %18, float %17, float %16, float %15)
; CHECK: %27 = mul i32 %22, %26
; CHECK-NEXT: %dx.mad10 = call i32 @dx.op.tertiary.i32(i32 48, i32 %21, i32 %25, i32 %27)
; CHECK: %dx.mad39 = call i32 @dx.op.tertiary.i32(i32 48, i32 %20, i32 %24, i32 %dx.mad10)
; CHECK: %36 = mul i32 %31, %35
; CHECK-NEXT: %dx.mad412 = call i32 @dx.op.tertiary.i32(i32 49, i32 %30, i32 %34, i32 %36)
; CHECK: %dx.mad511 = call i32 @dx.op.tertiary.i32(i32 49, i32 %29, i32 %33, i32 %dx.mad412)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-dot.ll math-dot.hlsl
; ModuleID = 'math-dot.hlsl'
source_filename = "math-dot.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"F\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %4, 2
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %mul.i)
  %6 = load <4 x float>, ptr %5, align 16, !tbaa !7
  %add.i = or disjoint i32 %mul.i, 1
  %7 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add.i)
  %8 = load <4 x float>, ptr %7, align 16, !tbaa !7
  %9 = shufflevector <4 x float> %6, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %10 = shufflevector <4 x float> %8, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %hlsl.dot.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v2f32(<2 x float> %9, <2 x float> %10)
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %mul.i)
  store float %hlsl.dot.i, ptr %11, align 4, !tbaa !8
  %12 = shufflevector <4 x float> %6, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = shufflevector <4 x float> %8, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %hlsl.dot3.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %12, <3 x float> %13)
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %add.i)
  store float %hlsl.dot3.i, ptr %14, align 4, !tbaa !8
  %hlsl.dot6.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v4f32(<4 x float> %6, <4 x float> %8)
  %add7.i = or disjoint i32 %mul.i, 2
  %15 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %3, i32 %add7.i)
  store float %hlsl.dot6.i, ptr %15, align 4, !tbaa !8
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %1, i32 %mul.i)
  %17 = load <3 x i32>, ptr %16, align 16, !tbaa !7
  %18 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %1, i32 %add.i)
  %19 = load <3 x i32>, ptr %18, align 16, !tbaa !7
  %hlsl.dot12.i = tail call i32 @llvm.dx.sdot.v3i32(<3 x i32> %17, <3 x i32> %19)
  store i32 %hlsl.dot12.i, ptr %16, align 16
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %2, i32 %mul.i)
  %21 = load <3 x i32>, ptr %20, align 16, !tbaa !7
  %22 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %2, i32 %add.i)
  %23 = load <3 x i32>, ptr %22, align 16, !tbaa !7
  %hlsl.dot17.i = tail call i32 @llvm.dx.udot.v3i32(<3 x i32> %21, <3 x i32> %23)
  store i32 %hlsl.dot17.i, ptr %20, align 16
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v2f32(<2 x float>, <2 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v4f32(<4 x float>, <4 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sdot.v3i32(<3 x i32>, <3 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.udot.v3i32(<3 x i32>, <3 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!5, !5, i64 0}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !5, i64 0}
