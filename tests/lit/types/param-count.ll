; Wrong number of type or integer parameters (LLVM's verifier does not check them).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: error: target("dx.TypedBuffer", float): dx.TypedBuffer takes 1 type parameter and 3 integer parameters (element type; IsWriteable, IsROV, IsSigned), not 1 and 0 [type-param-count]
; CHECK: error: target("dx.RawBuffer", i8, 1): dx.RawBuffer takes 1 type parameter and 2 integer parameters (element type; IsWriteable, IsROV), not 1 and 1 [type-param-count]
; CHECK: error: target("dx.FeedbackTexture", float, 0, 17): dx.FeedbackTexture takes 0 type parameters and 2 integer parameters (FeedbackType, Dimension), not 1 and 2 [type-param-count]
; CHECK: error: target("dx.Layout", { float }): dx.Layout takes 1 type parameter and at least 1 integer parameter (struct type; Size, Offset0, Offset1, ...), not 1 and 0 [type-param-count]
; CHECK: error: target("spirv.Image", float, 5, 2, 0, 0, 2, 3, 2, 0): spirv.Image takes 1 type parameter and 6 or 7 integer parameters (sampled type; Dim, Depth, Arrayed, MS, Sampled, Format[, AccessQualifier]), not 1 and 8 [type-param-count]
; CHECK: error: target("dx.MSTexture", float, 0, 0, 0): dx.MSTexture takes 1 type parameter and 4 integer parameters (element type; IsWriteable, SampleCount, IsSigned, Dimension), not 1 and 3 [type-param-count]
; The malformed type is not checked further: no other rule fires on it.
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", float), ptr %p
  %b = load target("dx.RawBuffer", i8, 1), ptr %p
  %c = load target("dx.FeedbackTexture", float, 0, 17), ptr %p
  %d = load target("dx.Layout", { float }), ptr %p
  %e = load target("spirv.Image", float, 5, 2, 0, 0, 2, 3, 2, 0), ptr %p
  %f = load target("dx.MSTexture", float, 0, 0, 0), ptr %p
  ret void
}
