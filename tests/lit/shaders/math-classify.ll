; isinf and isnan: IsInf 9 and IsNaN 8 (i1 results, one op call per element).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %hlsl.isinf.i1 = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %10)
; CHECK: %hlsl.isnan.i2 = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %10)
; CHECK: %hlsl.isinf6.i.i0 = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %14)
; CHECK: %hlsl.isinf6.i.i1 = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %13)
; CHECK: %hlsl.isinf6.i.i2 = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %12)
; CHECK: %hlsl.isnan10.i.i0 = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %18)
; CHECK: %hlsl.isnan10.i.i1 = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %17)
; CHECK: %hlsl.isnan10.i.i2 = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %16)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-classify.ll math-classify.hlsl
; ModuleID = 'math-classify.hlsl'
source_filename = "math-classify.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"O\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %4, 2
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %mul.i)
  %6 = load float, ptr %5, align 4, !tbaa !7
  %hlsl.isinf.i = tail call i1 @llvm.dx.isinf.f32(float %6)
  %conv.i = zext i1 %hlsl.isinf.i to i32
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %1, i32 %mul.i)
  store i32 %conv.i, ptr %7, align 4, !tbaa !3
  %hlsl.isnan.i = tail call i1 @llvm.dx.isnan.f32(float %6)
  %conv3.i = zext i1 %hlsl.isnan.i to i32
  %add.i = or disjoint i32 %mul.i, 1
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %1, i32 %add.i)
  store i32 %conv3.i, ptr %8, align 4, !tbaa !3
  %9 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %2, i32 %mul.i)
  %10 = load <3 x float>, ptr %9, align 16, !tbaa !9
  %hlsl.isinf6.i = tail call <3 x i1> @llvm.dx.isinf.v3f32(<3 x float> %10)
  %conv7.i = zext <3 x i1> %hlsl.isinf6.i to <3 x i32>
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %3, i32 %mul.i)
  store <3 x i32> %conv7.i, ptr %11, align 16, !tbaa !9
  %12 = load <3 x float>, ptr %9, align 16, !tbaa !9
  %hlsl.isnan10.i = tail call <3 x i1> @llvm.dx.isnan.v3f32(<3 x float> %12)
  %conv11.i = zext <3 x i1> %hlsl.isnan10.i to <3 x i32>
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %3, i32 %add.i)
  store <3 x i32> %conv11.i, ptr %13, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.isinf.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.isnan.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i1> @llvm.dx.isinf.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i1> @llvm.dx.isnan.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0), i32) #2

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
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}
!9 = !{!5, !5, i64 0}
