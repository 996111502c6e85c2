; Near miss: the optional spirv.Image AccessQualifier, and dx.Layout's open offset list.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@CB.cb = global target("dx.CBuffer", target("dx.Layout", { float, <4 x float>, i32 }, 36, 0, 16, 32)) poison
@E.cb = global target("dx.CBuffer", target("dx.Layout", {}, 16)) poison

define void @f(ptr %p) {
  %a = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %p
  %b = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3, 2), ptr %p
  %c = load target("spirv.Sampler"), ptr %p
  %d = load target("dx.FeedbackTexture", 1, 18), ptr %p
  ret void
}
