; length and distance (sqrt(dot(x, x)), as clang's header writes them), normalize, cross.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %dot8 = call float @dx.op.dot3.f32(i32 55, float %8, float %7, float %6, float %8, float %7, float %6)
; CHECK: %13 = call float @dx.op.unary.f32(i32 24, float %dot8)
; CHECK: %dot17 = call float @dx.op.dot3.f32(i32 55, float %sub.i.i0, float %sub.i.i1, float %sub.i.i2, float %sub.i.i0, float %sub.i.i1, float %sub.i.i2)
; CHECK: %14 = call float @dx.op.unary.f32(i32 24, float %dot17)
; CHECK: %dot26 = call float @dx.op.dot3.f32(i32 55, float %8, float %7, float %6, float %8, float %7, float %6)
; CHECK: %dx.rsqrt9 = call float @dx.op.unary.f32(i32 25, float %dot26)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-geometric.ll math-geometric.hlsl
; ModuleID = 'math-geometric.hlsl'
source_filename = "math-geometric.hlsl"
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
  %hlsl.dot.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %4, <3 x float> %4)
  %7 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %hlsl.dot.i)
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %mul.i)
  store float %7, ptr %8, align 4, !tbaa !8
  %sub.i = fsub reassoc nnan ninf nsz arcp afn <3 x float> %4, %6
  %hlsl.dot3.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.fdot.v3f32(<3 x float> %sub.i, <3 x float> %sub.i)
  %9 = tail call reassoc nnan ninf nsz arcp afn float @llvm.sqrt.f32(float %hlsl.dot3.i)
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %add.i)
  store float %9, ptr %10, align 4, !tbaa !8
  %hlsl.normalize.i = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.normalize.v3f32(<3 x float> %4)
  %add6.i = or disjoint i32 %mul.i, 2
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add6.i)
  %12 = extractelement <3 x float> %hlsl.normalize.i, i64 0
  store float %12, ptr %11, align 16
  %13 = extractelement <3 x float> %hlsl.normalize.i, i64 1
  %14 = getelementptr inbounds nuw i8, ptr %11, i32 4
  store float %13, ptr %14, align 4
  %15 = extractelement <3 x float> %hlsl.normalize.i, i64 2
  %16 = getelementptr inbounds nuw i8, ptr %11, i32 8
  store float %15, ptr %16, align 8
  %hlsl.cross.i = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.dx.cross.v3f32(<3 x float> %4, <3 x float> %6)
  %add8.i = or disjoint i32 %mul.i, 3
  %17 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %0, i32 %add8.i)
  %18 = extractelement <3 x float> %hlsl.cross.i, i64 0
  store float %18, ptr %17, align 16
  %19 = extractelement <3 x float> %hlsl.cross.i, i64 1
  %20 = getelementptr inbounds nuw i8, ptr %17, i32 4
  store float %19, ptr %20, align 4
  %21 = extractelement <3 x float> %hlsl.cross.i, i64 2
  %22 = getelementptr inbounds nuw i8, ptr %17, i32 8
  store float %21, ptr %22, align 8
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.normalize.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.cross.v3f32(<3 x float>, <3 x float>) #2

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
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
