; WaveActiveMax on every element type LLVM 22 reduces: float, int, uint, double, int64_t,
; uint64_t, and a float3 (one op call per element).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms)
; CHECK: %hlsl.wave.active.max.i1 = call float @dx.op.waveActiveOp.f32(i32 119, float %16, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max3.i2 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %18, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max6.i3 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %20, i8 3, i8 1)
; CHECK: %hlsl.wave.active.max9.i4 = call double @dx.op.waveActiveOp.f64(i32 119, double %22, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max12.i5 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %24, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max15.i6 = call i64 @dx.op.waveActiveOp.i64(i32 119, i64 %26, i8 3, i8 1)
; CHECK: %hlsl.wave.active.max18.i.i0 = call float @dx.op.waveActiveOp.f32(i32 119, float %30, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max18.i.i1 = call float @dx.op.waveActiveOp.f32(i32 119, float %29, i8 3, i8 0)
; CHECK: %hlsl.wave.active.max18.i.i2 = call float @dx.op.waveActiveOp.f32(i32 119, float %28, i8 3, i8 0)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o wave-active-max.ll wave-active-max.hlsl
; ModuleID = 'wave-active-max.hlsl'
source_filename = "wave-active-max.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"UL\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"V\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @.str.8)
  %5 = tail call target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32 0, i32 5, i32 1, i32 0, ptr nonnull @.str.10)
  %6 = tail call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 6, i32 1, i32 0, ptr nonnull @.str.12)
  %7 = tail call i32 @llvm.dx.thread.id(i32 0)
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %7)
  %9 = load float, ptr %8, align 4, !tbaa !7
  %hlsl.wave.active.max.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.wave.reduce.max.f32(float %9)
  store float %hlsl.wave.active.max.i, ptr %8, align 4, !tbaa !7
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %7)
  %11 = load i32, ptr %10, align 4, !tbaa !3
  %hlsl.wave.active.max3.i = tail call i32 @llvm.dx.wave.reduce.max.i32(i32 %11)
  store i32 %hlsl.wave.active.max3.i, ptr %10, align 4, !tbaa !3
  %12 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %2, i32 %7)
  %13 = load i32, ptr %12, align 4, !tbaa !3
  %hlsl.wave.active.max6.i = tail call i32 @llvm.dx.wave.reduce.umax.i32(i32 %13)
  store i32 %hlsl.wave.active.max6.i, ptr %12, align 4, !tbaa !3
  %14 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %3, i32 %7)
  %15 = load double, ptr %14, align 8, !tbaa !9
  %hlsl.wave.active.max9.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.wave.reduce.max.f64(double %15)
  store double %hlsl.wave.active.max9.i, ptr %14, align 8, !tbaa !9
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) %4, i32 %7)
  %17 = load i64, ptr %16, align 8, !tbaa !11
  %hlsl.wave.active.max12.i = tail call i64 @llvm.dx.wave.reduce.max.i64(i64 %17)
  store i64 %hlsl.wave.active.max12.i, ptr %16, align 8, !tbaa !11
  %18 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) %5, i32 %7)
  %19 = load i64, ptr %18, align 8, !tbaa !11
  %hlsl.wave.active.max15.i = tail call i64 @llvm.dx.wave.reduce.umax.i64(i64 %19)
  store i64 %hlsl.wave.active.max15.i, ptr %18, align 8, !tbaa !11
  %20 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %6, i32 %7)
  %21 = load <3 x float>, ptr %20, align 16, !tbaa !13
  %hlsl.wave.active.max18.i = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.wave.reduce.max.v3f32(<3 x float> %21)
  store <3 x float> %hlsl.wave.active.max18.i, ptr %20, align 16, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.wave.reduce.max.f32(float) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.wave.reduce.max.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.wave.reduce.umax.i32(i32) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.wave.reduce.max.f64(double) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.wave.reduce.max.i64(i64) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.dx.wave.reduce.umax.i64(i64) #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.wave.reduce.max.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !5, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !5, i64 0}
!13 = !{!5, !5, i64 0}
