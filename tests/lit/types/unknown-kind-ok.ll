; Near miss: every dx.* and spirv.* name LLVM 22 knows, well formed, and other SPIR-V
; backend types that are not resources.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %p
  %b = load target("dx.RawBuffer", i8, 0, 0), ptr %p
  %c = load target("dx.Texture", <4 x float>, 0, 0, 0, 2), ptr %p
  %d = load target("dx.MSTexture", float, 0, 8, 0, 3), ptr %p
  %e = load target("dx.FeedbackTexture", 0, 17), ptr %p
  %f = load target("dx.CBuffer", <{ float }>), ptr %p
  %g = load target("dx.Sampler", 0), ptr %p
  %h = load target("spirv.VulkanBuffer", [0 x i32], 12, 1), ptr %p
  %i = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3), ptr %p
  %j = load target("spirv.SignedImage", i32, 5, 2, 0, 0, 2, 24), ptr %p
  %k = load target("spirv.Sampler"), ptr %p
  %l = load target("spirv.Event"), ptr %p
  %m = load target("aarch64.svcount"), ptr %p
  ret void
}
