; The pixel-stage derivatives ddx/ddy coarse and fine (DerivCoarseX 83 ... DerivFineY 86) of
; a stage input, and clip (Discard 82 of x < 0).
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
; CHECK: call void @dx.op.discard(i32 82, i1 %0)
; CHECK: %hlsl.ddx.coarse.i1 = call float @dx.op.unary.f32(i32 83, float %TEXCOORD0.i0)
; CHECK: %hlsl.ddy.coarse.i2 = call float @dx.op.unary.f32(i32 84, float %TEXCOORD0.i1)
; CHECK: %hlsl.ddx.fine.i3 = call float @dx.op.unary.f32(i32 85, float %TEXCOORD0.i2)
; CHECK: %hlsl.ddy.fine.i4 = call float @dx.op.unary.f32(i32 86, float %TEXCOORD0.i0)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %hlsl.ddx.coarse.i1)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %hlsl.ddy.coarse.i2)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %hlsl.ddx.fine.i3)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %hlsl.ddy.fine.i4)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-pixel -x hlsl -I Inputs  -O3 -emit-llvm -o pixel-derivatives.ll pixel-derivatives.hlsl
; ModuleID = 'pixel-derivatives.hlsl'
source_filename = "pixel-derivatives.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %TEXCOORD0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %0 = extractelement <4 x float> %TEXCOORD0, i64 3
  %1 = fcmp reassoc nnan ninf nsz arcp afn olt float %0, 0.000000e+00
  tail call void @llvm.dx.discard(i1 %1)
  %2 = extractelement <4 x float> %TEXCOORD0, i64 0
  %hlsl.ddx.coarse.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddx.coarse.f32(float %2)
  %vecinit.i = insertelement <4 x float> poison, float %hlsl.ddx.coarse.i, i64 0
  %3 = extractelement <4 x float> %TEXCOORD0, i64 1
  %hlsl.ddy.coarse.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddy.coarse.f32(float %3)
  %vecinit1.i = insertelement <4 x float> %vecinit.i, float %hlsl.ddy.coarse.i, i64 1
  %4 = extractelement <4 x float> %TEXCOORD0, i64 2
  %hlsl.ddx.fine.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddx.fine.f32(float %4)
  %vecinit2.i = insertelement <4 x float> %vecinit1.i, float %hlsl.ddx.fine.i, i64 2
  %hlsl.ddy.fine.i = tail call reassoc nnan ninf nsz arcp afn float @llvm.dx.ddy.fine.f32(float %2)
  %vecinit3.i = insertelement <4 x float> %vecinit2.i, float %hlsl.ddy.fine.i, i64 3
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %vecinit3.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.discard(i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddx.coarse.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddy.coarse.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddx.fine.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.dx.ddy.fine.f32(float) #3

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="pixel" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn }
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
