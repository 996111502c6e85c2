; A file the table lists that passes here: reported FIXED.
; RUN: opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.3-library %s | FileCheck %s

define double @join(i32 %lo, i32 %hi) {
; CHECK: call double @dx.op.makeDouble.f64(i32 101, i32 %lo, i32 %hi)
  %d = call double @llvm.dx.asdouble.i32(i32 %lo, i32 %hi)
  ret double %d
}
