; A domain-stage entry as clang 22 takes one: two user-semantic inputs blended with lerp (no
; SV_DomainLocation or OutputPatch in clang 22).
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %TEXCOORD0.i0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK: %TEXCOORD0.i1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; CHECK: %TEXCOORD0.i2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK: %TEXCOORD1.i0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK: %TEXCOORD1.i1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; CHECK: %TEXCOORD1.i2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK: %TEXCOORD21 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %dx.lerp.i05)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %dx.lerp.i16)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %dx.lerp.i27)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-domain -x hlsl -I Inputs  -O3 -emit-llvm -o stage-domain.ll stage-domain.hlsl
; ModuleID = 'stage-domain.hlsl'
source_filename = "stage-domain.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-domain"

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %TEXCOORD0 = tail call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD1 = tail call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD2 = tail call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %splat.splatinsert.i = insertelement <3 x float> poison, float %TEXCOORD2, i64 0
  %splat.splat.i = shufflevector <3 x float> %splat.splatinsert.i, <3 x float> poison, <3 x i32> zeroinitializer
  %hlsl.lerp.i = tail call reassoc nnan ninf nsz arcp afn noundef <3 x float> @llvm.dx.lerp.v3f32(<3 x float> nofpclass(nan inf) %TEXCOORD0, <3 x float> nofpclass(nan inf) %TEXCOORD1, <3 x float> %splat.splat.i)
  tail call void @llvm.dx.store.output.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <3 x float> %hlsl.lerp.i)
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32) #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v3f32(i32, i32, i32, i8, i32, <3 x float>) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x float> @llvm.dx.lerp.v3f32(<3 x float>, <3 x float>, <3 x float>) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="domain" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn }
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
