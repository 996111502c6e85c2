; spirv.Image / spirv.SignedImage parameters (Dim and the Arrayed/MS flags have rules of
; their own: type-dimension, type-flag-not-bool).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

; CHECK: error: target("spirv.Image", float, 5, 3, 0, 0, 2, 3): Depth 3 is not 0 (not depth), 1 (depth) or 2 (unknown) [type-spirv-image]
; CHECK: error: target("spirv.Image", float, 5, 2, 0, 0, 3, 3): Sampled 3 is not 0 (unknown), 1 (sampled) or 2 (storage) [type-spirv-image]
; CHECK: error: target("spirv.Image", float, 5, 2, 0, 0, 2, 42): Format 42 is not a SPIR-V image format (0 to 41) [type-spirv-image]
; CHECK: error: target("spirv.Image", float, 5, 2, 0, 0, 2, 3, 3): AccessQualifier 3 is not 0 (ReadOnly), 1 (WriteOnly) or 2 (ReadWrite) [type-spirv-image]
; CHECK: error: target("spirv.Image", <4 x float>, 5, 2, 0, 0, 2, 1): sampled type <4 x float> is not a scalar integer, a scalar floating-point type or void [type-spirv-image]
; CHECK: error: target("spirv.SignedImage", float, 5, 2, 0, 0, 2, 3): spirv.SignedImage sampled type float is not an integer; only integer images are signed [type-spirv-image]
; CHECK: error: target("spirv.Image", ptr, 5, 2, 0, 0, 1, 0): sampled type ptr is not a scalar integer{{.*}}[type-spirv-image]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("spirv.Image", float, 5, 3, 0, 0, 2, 3), ptr %p
  %b = load target("spirv.Image", float, 5, 2, 0, 0, 3, 3), ptr %p
  %c = load target("spirv.Image", float, 5, 2, 0, 0, 2, 42), ptr %p
  %d = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3, 3), ptr %p
  %e = load target("spirv.Image", <4 x float>, 5, 2, 0, 0, 2, 1), ptr %p
  %g = load target("spirv.SignedImage", float, 5, 2, 0, 0, 2, 3), ptr %p
  %h = load target("spirv.Image", ptr, 5, 2, 0, 0, 1, 0), ptr %p
  ret void
}
