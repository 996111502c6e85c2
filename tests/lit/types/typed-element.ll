; Typed elements: a scalar or 1-4 vector of i16/i32/i64/half/float/double within 16 bytes.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.S = type { float, float }

; CHECK: error: target("dx.TypedBuffer", <3 x double>, 1, 0, 0): typed element <3 x double> is 24 bytes; at most 16 bytes fit in four 32-bit components [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", <4 x i64>, 0, 0, 0): typed element <4 x i64> is 32 bytes; at most 16 bytes fit in four 32-bit components [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", i1, 1, 0, 0): typed element i1 has i1 (bool) components; a typed resource stores booleans as i32 [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", <2 x i1>, 1, 0, 0): typed element <2 x i1> has i1 (bool) components{{.*}}[type-typed-element]
; CHECK: error: target("dx.TypedBuffer", <5 x float>, 1, 0, 0): typed element <5 x float> has more than 4 components; a typed element has at most four [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", %struct.S, 1, 0, 0): typed element %struct.S is a struct; a typed element is a scalar or a vector of 1 to 4 components (use a structured buffer) [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", [2 x float], 1, 0, 0): typed element [2 x float] is an array{{.*}}[type-typed-element]
; CHECK: error: target("dx.TypedBuffer", i8, 1, 0, 0): typed element i8 has integer components that are not 16, 32 or 64 bits wide [type-typed-element]
; CHECK: error: target("dx.TypedBuffer", ptr, 1, 0, 0): typed element ptr is a pointer{{.*}}[type-typed-element]
; CHECK: error: target("dx.TypedBuffer", bfloat, 1, 0, 0): typed element bfloat has components that are not i16, i32, i64, half, float or double [type-typed-element]
; CHECK: error: target("dx.Texture", <3 x i64>, 1, 0, 0, 2): typed element <3 x i64> is 24 bytes{{.*}}[type-typed-element]
; CHECK: error: target("dx.MSTexture", target("dx.Sampler", 0), 0, 1, 0, 3): typed element target("dx.Sampler", 0) is a target type{{.*}}[type-typed-element]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", <3 x double>, 1, 0, 0), ptr %p
  %b = load target("dx.TypedBuffer", <4 x i64>, 0, 0, 0), ptr %p
  %c = load target("dx.TypedBuffer", i1, 1, 0, 0), ptr %p
  %d = load target("dx.TypedBuffer", <2 x i1>, 1, 0, 0), ptr %p
  %e = load target("dx.TypedBuffer", <5 x float>, 1, 0, 0), ptr %p
  %g = load target("dx.TypedBuffer", %struct.S, 1, 0, 0), ptr %p
  %h = load target("dx.TypedBuffer", [2 x float], 1, 0, 0), ptr %p
  %i = load target("dx.TypedBuffer", i8, 1, 0, 0), ptr %p
  %j = load target("dx.TypedBuffer", ptr, 1, 0, 0), ptr %p
  %k = load target("dx.TypedBuffer", bfloat, 1, 0, 0), ptr %p
  %l = load target("dx.Texture", <3 x i64>, 1, 0, 0, 2), ptr %p
  %m = load target("dx.MSTexture", target("dx.Sampler", 0), 0, 1, 0, 3), ptr %p
  ret void
}
