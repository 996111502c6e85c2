; A test written for the pass's name before LLVM 22: LLVM 22's opt cannot run it either.
; RUN: opt -S -dxil-metadata-emit %s | FileCheck %s
target triple = "dxil-pc-shadermodel6.0-library"

; CHECK: !dx.valver
define void @f() {
  ret void
}
