; The scalarize stage (LLVM's Scalarizer with load-store, as LLVM's DirectX pipeline runs it)
; splits the vector arithmetic around a typed load and store, so that the full lowering leaves
; no vector instruction before SM 6.9; at SM 6.9 (native vectors) it leaves the module alone.
; RUN: %rlv lower --stage=scalarize %s | %FileCheck %s --check-prefix=STAGE
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s --check-prefix=FULL < %t.ll
; RUN: %expect-exit 0 %rlv verify --scalarized %t.ll
; RUN: %rlv lower --sm=6.9 --stage=scalarize %s | %FileCheck %s --check-prefix=SM69

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1

; STAGE-LABEL: define void @main(
; STAGE:      %v.i0 = extractelement <4 x float> %v, i64 0
; STAGE-NEXT: %w.i0 = fmul float %v.i0, 2.000000e+00
; STAGE:      %w.i3 = fmul float %v.i3, 2.000000e+00
; STAGE-NEXT: %w.upto0 = insertelement <4 x float> poison, float %w.i0, i64 0
; STAGE-NOT:  fmul <4 x float>
; FULL-LABEL: define void @main(
; FULL:       call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, float %w.i0, float %w.i1, float %w.i2, float %w.i3, i8 15)
; FULL-NOT:   <4 x float>
; SM69:       %w = fmul <4 x float> %v, splat (float 2.000000e+00)
define void @main() #0 {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %r = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id)
  %v = extractvalue { <4 x float>, i1 } %r, 0
  %w = fmul <4 x float> %v, splat (float 2.000000e+00)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> %w)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
