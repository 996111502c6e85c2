; Near miss: ROV UAVs (RasterizerOrderedBuffer, ROSB, ROBAB), and an SRV MSTexture whose
; second integer (the sample count, 4) sits where other types have IsROV.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", float, 1, 1, 0), ptr %p
  %b = load target("dx.RawBuffer", float, 1, 1), ptr %p
  %c = load target("dx.RawBuffer", i8, 1, 1), ptr %p
  %d = load target("dx.MSTexture", float, 0, 4, 0, 3), ptr %p
  %e = load target("dx.Texture", float, 1, 1, 0, 2), ptr %p
  ret void
}
