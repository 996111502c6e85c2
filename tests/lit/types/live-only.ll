; Only code the DirectX pipeline keeps is checked: a dead helper's types are not
; diagnosed (unless --all-functions), while a global's type always is.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty --check-prefix=LIVE %s
; RUN: %not %rlv verify --all-functions %s 2>&1 | %FileCheck --check-prefix=ALL %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; LIVE-NOT: [type-
; ALL: in function @dead_helper: error: target("dx.Sampler", 3): SamplerType 3 is not Default (0) or Comparison (1) [type-sampler-kind]
define void @main(ptr %p) #0 {
  %a = load target("dx.Sampler", 0), ptr %p
  ret void
}

define internal void @dead_helper(ptr %p) {
  %a = load target("dx.Sampler", 3), ptr %p
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
