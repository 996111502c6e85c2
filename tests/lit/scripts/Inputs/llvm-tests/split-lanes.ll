; RUN: opt -S -dxil-intrinsic-expansion -scalarizer -dxil-op-lower -mtriple=dxil-pc-shadermodel6.8-library %s | FileCheck %s
; the scalarizer is opt's: it splits the vector compares the expansion leaves at SM 6.8
; CHECK: bitcast half %{{.*}} to i16
; CHECK: bitcast half %{{.*}} to i16
; CHECK: icmp eq i16 %{{.*}}, 31744
; CHECK-NOT: icmp eq <2 x i16>
define <2 x i1> @inf2(<2 x half> %x) {
  %r = call <2 x i1> @llvm.dx.isinf.v2f16(<2 x half> %x)
  ret <2 x i1> %r
}
