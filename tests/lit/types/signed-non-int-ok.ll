; Near miss: signed integer elements (clang's Buffer<int2>, RWBuffer<int64_t2>, int16_t3),
; and floats with IsSigned=0.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <2 x i32>, 0, 0, 1), ptr %p
  %b = load target("dx.TypedBuffer", <2 x i64>, 1, 0, 1), ptr %p
  %c = load target("dx.TypedBuffer", <3 x i16>, 1, 0, 1), ptr %p
  %d = load target("dx.TypedBuffer", <4 x float>, 1, 0, 0), ptr %p
  %e = load target("dx.Texture", <4 x i32>, 0, 0, 1, 2), ptr %p
  ret void
}
