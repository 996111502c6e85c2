; MSTexture sample count: 0 or a power of two up to 128.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.MSTexture", float, 0, 3, 0, 3): sample count 3 is not 0 or a power of two up to 128 [type-sample-count]
; CHECK: error: target("dx.MSTexture", float, 0, 256, 0, 3): sample count 256 is not 0 or a power of two up to 128 [type-sample-count]
; CHECK: error: target("dx.MSTexture", <4 x float>, 0, 6, 0, 8): sample count 6 is not{{.*}}[type-sample-count]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.MSTexture", float, 0, 3, 0, 3), ptr %p
  %b = load target("dx.MSTexture", float, 0, 256, 0, 3), ptr %p
  %c = load target("dx.MSTexture", <4 x float>, 0, 6, 0, 8), ptr %p
  ret void
}
