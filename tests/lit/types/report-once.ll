; A bad type is reported once per module, at the first use the verifier meets (globals
; first, then live functions in order), however often and however deeply it is used.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.Holder = type { i32, [2 x target("dx.TypedBuffer", <3 x double>, 1, 0, 0)] }

@h = global target("dx.TypedBuffer", <3 x double>, 1, 0, 0) poison

; CHECK: error: target("dx.TypedBuffer", <3 x double>, 1, 0, 0): typed element <3 x double> is 24 bytes{{.*}}[type-typed-element]
; CHECK-NEXT: @h = global
; CHECK: in function @g: error: target("dx.Sampler", 5): SamplerType 5 is not Default (0) or Comparison (1) [type-sampler-kind]
; CHECK-NEXT: %s = alloca %struct.S
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <3 x double>, 1, 0, 0), ptr %p
  %b = alloca %struct.Holder
  %c = load %struct.Holder, ptr %p
  ret void
}

%struct.S = type { [4 x { float, target("dx.Sampler", 5) }] }

define void @g(ptr %p) {
  %s = alloca %struct.S
  %t = load %struct.S, ptr %p
  %u = load target("dx.Sampler", 5), ptr %p
  ret void
}
