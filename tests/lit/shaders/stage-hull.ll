; A hull-stage entry as clang 22 takes one: user-semantic input and output, a wave op on the
; input. clang 22 knows no InputPatch/OutputPatch, SV_OutputControlPointID or patch constant
; function.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %expect-exit 0 %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms)
; CHECK: %TEXCOORD0.i0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK: %TEXCOORD0.i1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; CHECK: %TEXCOORD0.i2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK: %TEXCOORD0.i3 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 3, i32 undef)
; CHECK: %hlsl.wave.active.sum.i1 = call float @dx.op.waveActiveOp.f32(i32 119, float %TEXCOORD0.i3, i8 0, i8 0)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %TEXCOORD0.i2)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %TEXCOORD0.i1)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %TEXCOORD0.i0)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %TEXCOORD0.i3)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-hull -x hlsl -I Inputs  -O3 -emit-llvm -o stage-hull.ll stage-hull.hlsl
; ModuleID = 'stage-hull.hlsl'
source_filename = "stage-hull.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-hull"

@.str = private unnamed_addr constant [6 x i8] c"Total\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str)
  %TEXCOORD0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %1 = extractelement <4 x float> %TEXCOORD0, i64 3
  %hlsl.wave.active.sum.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.wave.reduce.sum.f32(float %1)
  %2 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 0)
  store float %hlsl.wave.active.sum.i, ptr %2, align 4, !tbaa !7
  %3 = shufflevector <4 x float> %TEXCOORD0, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %3)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.wave.reduce.sum.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="hull" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
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
