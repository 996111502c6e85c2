; An older LLVM named the op without its overload suffix; LLVM 22's makeDouble has one.
; RUN: opt -S -dxil-op-lower -mtriple=dxil-pc-shadermodel6.3-library %s | FileCheck %s

define double @join(i32 %lo, i32 %hi) {
; CHECK: call double @dx.op.makeDouble(i32 101, i32 %lo, i32 %hi)
  %d = call double @llvm.dx.asdouble.i32(i32 %lo, i32 %hi)
  ret double %d
}
