; Sampler type: Default (0) or Comparison (1); Mono (2) is unused.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.Sampler", 2): SamplerType 2 is not Default (0) or Comparison (1); Mono (2) is unused [type-sampler-kind]
; CHECK: error: target("dx.Sampler", 7): SamplerType 7 is not Default (0) or Comparison (1) [type-sampler-kind]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.Sampler", 2), ptr %p
  %b = load target("dx.Sampler", 7), ptr %p
  ret void
}
