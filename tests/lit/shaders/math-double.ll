; asdouble (MakeDouble 101) and splitdouble (SplitDouble 102), scalar and vector.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms)
; CHECK: %hlsl.asdouble.i1 = call double @dx.op.makeDouble.f64(i32 101, i32 %8, i32 %10)
; CHECK: %15 = call double @dx.op.makeDouble.f64(i32 101, i32 %8, i32 %10)
; CHECK: %16 = call double @dx.op.makeDouble.f64(i32 101, i32 %12, i32 %14)
; CHECK: %hlsl.splitdouble.i2 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %18)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-double.ll math-double.hlsl
; ModuleID = 'math-double.hlsl'
source_filename = "math-double.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"D\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"D2\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"U\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.RawBuffer", <2 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %3, 2
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %2, i32 %mul.i)
  %5 = load i32, ptr %4, align 4, !tbaa !3
  %add.i = or disjoint i32 %mul.i, 1
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %2, i32 %add.i)
  %7 = load i32, ptr %6, align 4, !tbaa !3
  %hlsl.asdouble.i = tail call reassoc nnan ninf nsz arcp afn double @llvm.dx.asdouble.i32(i32 %5, i32 %7)
  %8 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %0, i32 %mul.i)
  store double %hlsl.asdouble.i, ptr %8, align 8, !tbaa !7
  %add4.i = or disjoint i32 %mul.i, 2
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %2, i32 %add4.i)
  %vecinit.i = insertelement <2 x i32> poison, i32 %5, i64 0
  %10 = load i32, ptr %9, align 4, !tbaa !3
  %vecinit6.i = insertelement <2 x i32> %vecinit.i, i32 %10, i64 1
  %add9.i = or disjoint i32 %mul.i, 3
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %2, i32 %add9.i)
  %vecinit11.i = insertelement <2 x i32> poison, i32 %7, i64 0
  %12 = load i32, ptr %11, align 4, !tbaa !3
  %vecinit12.i = insertelement <2 x i32> %vecinit11.i, i32 %12, i64 1
  %hlsl.asdouble13.i = tail call reassoc nnan ninf nsz arcp afn <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32> %vecinit6.i, <2 x i32> %vecinit12.i)
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_1_0t(target("dx.RawBuffer", <2 x double>, 1, 0) %1, i32 %mul.i)
  store <2 x double> %hlsl.asdouble13.i, ptr %13, align 16, !tbaa !9
  %14 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0) %0, i32 %add.i)
  %15 = load double, ptr %14, align 8, !tbaa !7
  %hlsl.splitdouble.i = tail call { i32, i32 } @llvm.dx.splitdouble.i32(double %15)
  %16 = extractvalue { i32, i32 } %hlsl.splitdouble.i, 0
  %17 = extractvalue { i32, i32 } %hlsl.splitdouble.i, 1
  store i32 %16, ptr %9, align 4, !tbaa !3
  store i32 %17, ptr %11, align 4, !tbaa !3
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.dx.asdouble.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.dx.asdouble.v2i32(<2 x i32>, <2 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare { i32, i32 } @llvm.dx.splitdouble.i32(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", double, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <2 x double>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f64_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f64_1_0t(target("dx.RawBuffer", double, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f64_1_0t(target("dx.RawBuffer", <2 x double>, 1, 0), i32) #2

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
!8 = !{!"double", !5, i64 0}
!9 = !{!5, !5, i64 0}
