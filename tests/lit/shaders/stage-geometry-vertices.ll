; A per-vertex array input: clang 22 loads all three vertices as one [3 x <4 x float>], which
; no loadInput overload takes; LLVM's DXILOpLowering refuses it the same way. rlv lower and
; rlv check stop with the diagnostic, nothing is written.
; RUN: %expect-exit 1 %rlv lower %s -o %t.ll 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv check %s 2>&1 | %FileCheck %s
; CHECK: stage-geometry-vertices.ll: in function @main: error: cannot create loadInput operation: invalid overload type [3 x <4 x float>] at DXIL 1.6 (SM 6.6) [lower-invalid-overload]
; CHECK-NEXT: %TEXCOORD0 = tail call [3 x <4 x float>] @llvm.dx.load.input.a3v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-geometry -x hlsl -I Inputs  -O3 -emit-llvm -o stage-geometry-vertices.ll stage-geometry-vertices.hlsl
; ModuleID = 'stage-geometry-vertices.hlsl'
source_filename = "stage-geometry-vertices.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-geometry"

@.str = private unnamed_addr constant [5 x i8] c"Seen\00", align 1

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %TEXCOORD0 = tail call [3 x <4 x float>] @llvm.dx.load.input.a3v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0.fca.1.extract = extractvalue [3 x <4 x float>] %TEXCOORD0, 1
  %TEXCOORD0.fca.2.extract = extractvalue [3 x <4 x float>] %TEXCOORD0, 2
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %TEXCOORD0.fca.1.extract, %TEXCOORD0.fca.2.extract
  %1 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %0, i32 0)
  store <4 x float> %add.i, ptr %1, align 16, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn
declare [3 x <4 x float>] @llvm.dx.load.input.a3v4f32(i32, i32, i32, i8, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.shader"="geometry" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!7 = !{!5, !5, i64 0}
