; Near miss: clang 22's RWBuffer/Buffer images (float, double, signed i64), the range
; limits (Depth 2, Sampled 0..2, Format 41, AccessQualifier 2) and a void sampled type.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

define void @f(ptr %p) {
  %a = load target("spirv.Image", float, 5, 2, 0, 0, 2, 1), ptr %p
  %b = load target("spirv.Image", double, 5, 2, 0, 0, 1, 0), ptr %p
  %c = load target("spirv.SignedImage", i64, 5, 2, 0, 0, 2, 41), ptr %p
  %d = load target("spirv.Image", i32, 1, 0, 1, 1, 0, 33, 2), ptr %p
  %e = load target("spirv.Image", void, 6, 1, 0, 0, 2, 0, 0), ptr %p
  %g = load target("spirv.Image", half, 2, 2, 0, 0, 1, 0), ptr %p
  ret void
}
