; A module without handle creations gets neither !dx.resources nor symbols.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; CHECK-NOT: dx.resources
; CHECK-NOT: external constant

target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() "hlsl.shader"="compute" {
  ret void
}
