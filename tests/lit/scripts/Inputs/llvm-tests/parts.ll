; RUN: split-file %s %t
; RUN: opt -S -dxil-translate-metadata %t/compute.ll | FileCheck %t/compute.ll
; RUN: opt -S -dxil-translate-metadata %t/library.ll | FileCheck %t/library.ll
; lit's split-file: each part is a module of its own, run and checked apart

;--- compute.ll
; CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
; CHECK: ![[SM]] = !{!"cs", i32 6, i32 5}
target triple = "dxil-pc-shadermodel6.5-compute"
define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" {
  ret void
}

;--- library.ll
; CHECK: ![[SM:[0-9]+]] = !{!"lib", i32 6, i32 3}
target triple = "dxil-pc-shadermodel6.3-library"
