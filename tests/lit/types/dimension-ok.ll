; Near miss: every valid dimension of each family.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

define void @f(ptr %p) {
  %t1 = load target("dx.Texture", float, 0, 0, 0, 1), ptr %p
  %t2 = load target("dx.Texture", float, 0, 0, 0, 2), ptr %p
  %t4 = load target("dx.Texture", float, 0, 0, 0, 4), ptr %p
  %t5 = load target("dx.Texture", float, 0, 0, 0, 5), ptr %p
  %t6 = load target("dx.Texture", float, 0, 0, 0, 6), ptr %p
  %t7 = load target("dx.Texture", float, 1, 0, 0, 7), ptr %p
  %t9 = load target("dx.Texture", float, 0, 0, 0, 9), ptr %p
  %m3 = load target("dx.MSTexture", float, 0, 4, 0, 3), ptr %p
  %m8 = load target("dx.MSTexture", float, 0, 4, 0, 8), ptr %p
  %f17 = load target("dx.FeedbackTexture", 0, 17), ptr %p
  %f18 = load target("dx.FeedbackTexture", 1, 18), ptr %p
  %i0 = load target("spirv.Image", float, 0, 2, 0, 0, 1, 0), ptr %p
  %i3 = load target("spirv.Image", float, 3, 2, 0, 0, 1, 0), ptr %p
  %i6 = load target("spirv.Image", float, 6, 2, 0, 0, 2, 0), ptr %p
  ret void
}
