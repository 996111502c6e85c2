; RUN: opt -S --passes="print-dx-shader-flags" 2>&1 %s | FileCheck %s
; a printer pass: rlv lower --print-shader-flags writes the same report
target triple = "dxil-pc-shadermodel6.7-library"

; CHECK: ; Shader Flags Value: 0x00000044
; CHECK: ; Function half_ratio : 0x00000044
define double @half_ratio(double %x) "hlsl.export" {
  %r = fdiv double %x, 2.0
  ret double %r
}
