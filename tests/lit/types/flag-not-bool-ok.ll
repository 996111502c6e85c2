; Near miss: flags of 0 and 1; the MSTexture's second integer is the sample count (8), and
; the Texture's last the Dimension, neither a flag.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <4 x i32>, 1, 1, 1), ptr %p
  %b = load target("dx.RawBuffer", i8, 1, 1), ptr %p
  %c = load target("dx.Texture", <2 x i32>, 1, 0, 1, 7), ptr %p
  %d = load target("dx.MSTexture", float, 1, 8, 0, 3), ptr %p
  %e = load target("spirv.VulkanBuffer", [0 x i32], 12, 0), ptr %p
  %g = load target("spirv.Image", float, 1, 2, 1, 1, 1, 0), ptr %p
  ret void
}
