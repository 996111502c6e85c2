; IsSigned=1 on a floating-point element. Reference §1.3 says LLVM ignores it; we reject it.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.TypedBuffer", <4 x float>, 1, 0, 1): IsSigned is 1 but the element <4 x float> is floating-point; only integer elements can be signed [type-signed-non-int]
; CHECK: error: target("dx.Texture", half, 0, 0, 1, 2): IsSigned is 1 but the element half is floating-point{{.*}}[type-signed-non-int]
; CHECK: error: target("dx.MSTexture", <2 x double>, 0, 4, 1, 3): IsSigned is 1 but the element <2 x double> is floating-point{{.*}}[type-signed-non-int]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <4 x float>, 1, 0, 1), ptr %p
  %b = load target("dx.Texture", half, 0, 0, 1, 2), ptr %p
  %c = load target("dx.MSTexture", <2 x double>, 0, 4, 1, 3), ptr %p
  ret void
}
