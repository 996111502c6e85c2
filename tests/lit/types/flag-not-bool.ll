; Boolean parameters must be 0 or 1 (LLVM reads them by truthiness: 2 would silently mean 1).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.TypedBuffer", float, 2, 0, 0): IsWriteable is 2; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("dx.RawBuffer", i8, 1, 3): IsROV is 3; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("dx.Texture", <2 x i32>, 0, 0, 7, 2): IsSigned is 7; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("dx.MSTexture", float, 4, 8, 0, 3): IsWriteable is 4; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("spirv.VulkanBuffer", [0 x i32], 12, 2): IsWriteable is 2; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("spirv.Image", float, 1, 2, 2, 0, 1, 0): Arrayed is 2; it must be 0 or 1 [type-flag-not-bool]
; CHECK: error: target("spirv.Image", float, 1, 2, 0, 9, 1, 0): MS is 9; it must be 0 or 1 [type-flag-not-bool]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", float, 2, 0, 0), ptr %p
  %b = load target("dx.RawBuffer", i8, 1, 3), ptr %p
  %c = load target("dx.Texture", <2 x i32>, 0, 0, 7, 2), ptr %p
  %d = load target("dx.MSTexture", float, 4, 8, 0, 3), ptr %p
  %e = load target("spirv.VulkanBuffer", [0 x i32], 12, 2), ptr %p
  %g = load target("spirv.Image", float, 1, 2, 2, 0, 1, 0), ptr %p
  %h = load target("spirv.Image", float, 1, 2, 0, 9, 1, 0), ptr %p
  ret void
}
