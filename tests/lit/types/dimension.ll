; Texture dimensions are ResourceKind values of the right family; spirv.Image Dim is 0..6.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.Texture", float, 0, 0, 0, 3): Dimension 3 (Texture2DMS) is not a non-multisampled texture kind: 1, 2, 4, 5, 6, 7 or 9 [type-dimension]
; CHECK: error: target("dx.Texture", float, 0, 0, 0, 0): Dimension 0 (Invalid) is not a non-multisampled texture kind{{.*}}[type-dimension]
; CHECK: error: target("dx.Texture", float, 0, 0, 0, 10): Dimension 10 (TypedBuffer) is not a non-multisampled texture kind{{.*}}[type-dimension]
; CHECK: error: target("dx.MSTexture", float, 0, 4, 0, 2): Dimension 2 (Texture2D) is not a multisampled texture kind: 3 (Texture2DMS) or 8 (Texture2DMSArray) [type-dimension]
; CHECK: error: target("dx.FeedbackTexture", 0, 2): Dimension 2 (Texture2D) is not a feedback texture kind: 17 (FeedbackTexture2D) or 18 (FeedbackTexture2DArray) [type-dimension]
; CHECK: error: target("dx.Texture", float, 0, 0, 0, 300): Dimension 300 (Invalid) is not{{.*}}[type-dimension]
; CHECK: error: target("spirv.Image", float, 7, 2, 0, 0, 1, 0): Dim 7 is not a SPIR-V image dimension: 0 (1D), 1 (2D), 2 (3D), 3 (Cube), 4 (Rect), 5 (Buffer) or 6 (SubpassData) [type-dimension]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.Texture", float, 0, 0, 0, 3), ptr %p
  %b = load target("dx.Texture", float, 0, 0, 0, 0), ptr %p
  %c = load target("dx.Texture", float, 0, 0, 0, 10), ptr %p
  %d = load target("dx.MSTexture", float, 0, 4, 0, 2), ptr %p
  %e = load target("dx.FeedbackTexture", 0, 2), ptr %p
  %g = load target("dx.Texture", float, 0, 0, 0, 300), ptr %p
  %h = load target("spirv.Image", float, 7, 2, 0, 0, 1, 0), ptr %p
  ret void
}
