; Near miss: the largest typed elements that fit (16 bytes), <1 x i32> (int1), half, and
; 16-bit vectors.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <2 x double>, 1, 0, 0), ptr %p
  %b = load target("dx.TypedBuffer", <2 x i64>, 1, 0, 1), ptr %p
  %c = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %p
  %d = load target("dx.TypedBuffer", <4 x i32>, 0, 0, 0), ptr %p
  %e = load target("dx.TypedBuffer", <1 x i32>, 1, 0, 1), ptr %p
  %g = load target("dx.TypedBuffer", half, 1, 0, 0), ptr %p
  %h = load target("dx.TypedBuffer", <4 x i16>, 1, 0, 0), ptr %p
  %i = load target("dx.TypedBuffer", double, 1, 0, 0), ptr %p
  %j = load target("dx.Texture", <4 x half>, 0, 0, 0, 9), ptr %p
  %k = load target("dx.MSTexture", <3 x float>, 0, 2, 0, 8), ptr %p
  ret void
}
