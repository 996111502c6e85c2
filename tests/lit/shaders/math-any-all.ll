; any and all on a float3: compares with zero and an or/and reduction.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %expect-exit 3 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: unknown ({{[0-9.]+}} ms): BEFORE: a pure call with an operand the prover does not model: %hlsl.any.i = tail call i1 @llvm.dx.any.v3f32(<3 x float> %4)
; CHECK: [[A:%[0-9]+]] = insertelement <3 x float> %{{[0-9]+}}, float %{{[0-9]+}}, i64 2
; CHECK: [[B:%[0-9]+]] = insertelement <3 x float> %{{[0-9]+}}, float %{{[0-9]+}}, i64 2
; CHECK-NEXT: [[NA:%[0-9]+]] = fcmp une <3 x float> [[A]], zeroinitializer
; CHECK-NEXT: [[A0:%[0-9]+]] = extractelement <3 x i1> [[NA]], i32 0
; CHECK-NEXT: [[A1:%[0-9]+]] = extractelement <3 x i1> [[NA]], i32 1
; CHECK-NEXT: [[OR1:%[0-9]+]] = or i1 [[A0]], [[A1]]
; CHECK-NEXT: [[A2:%[0-9]+]] = extractelement <3 x i1> [[NA]], i32 2
; CHECK-NEXT: [[ANY:%[0-9]+]] = or i1 [[OR1]], [[A2]]
; CHECK-NEXT: select {{.*}}i1 [[ANY]], float 1.000000e+00, float 0.000000e+00
; CHECK: [[NB:%[0-9]+]] = fcmp une <3 x float> [[B]], zeroinitializer
; CHECK-NEXT: [[B0:%[0-9]+]] = extractelement <3 x i1> [[NB]], i32 0
; CHECK-NEXT: [[B1:%[0-9]+]] = extractelement <3 x i1> [[NB]], i32 1
; CHECK-NEXT: [[AND1:%[0-9]+]] = and i1 [[B0]], [[B1]]
; CHECK-NEXT: [[B2:%[0-9]+]] = extractelement <3 x i1> [[NB]], i32 2
; CHECK-NEXT: [[ALL:%[0-9]+]] = and i1 [[AND1]], [[B2]]
; CHECK-NEXT: select {{.*}}i1 [[ALL]], float 1.000000e+00, float 0.000000e+00
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-any-all.ll math-any-all.hlsl
; ModuleID = 'math-any-all.hlsl'
source_filename = "math-any-all.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"F\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %2, 2
  %3 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %mul.i)
  %4 = load <3 x float>, ptr %3, align 16, !tbaa !7
  %add.i = or disjoint i32 %mul.i, 1
  %5 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add.i)
  %6 = load <3 x float>, ptr %5, align 16, !tbaa !7
  %hlsl.any.i = tail call i1 @llvm.dx.any.v3f32(<3 x float> %4)
  %cond.i = select reassoc nnan ninf nsz arcp afn i1 %hlsl.any.i, float 1.000000e+00, float 0.000000e+00
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %mul.i)
  store float %cond.i, ptr %7, align 4, !tbaa !8
  %hlsl.all.i = tail call i1 @llvm.dx.all.v3f32(<3 x float> %6)
  %cond3.i = select reassoc nnan ninf nsz arcp afn i1 %hlsl.all.i, float 1.000000e+00, float 0.000000e+00
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %add.i)
  store float %cond3.i, ptr %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.any.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.dx.all.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

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
