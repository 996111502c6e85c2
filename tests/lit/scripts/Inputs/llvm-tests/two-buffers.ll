; RUN: not opt -S -dxil-resource-access -mtriple=dxil--shadermodel6.3-library %s 2>&1 | FileCheck %s
; LLVM 22's words for it, typo included; rlv splits the access per resource on purpose
; CHECK: error: Resource access is not guarenteed to map to a unique global resource
define i32 @pick(i1 %c) {
  %a = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %b = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %h = select i1 %c, target("dx.RawBuffer", i32, 0, 0) %a, target("dx.RawBuffer", i32, 0, 0) %b
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i32, 0, 0) %h, i32 0)
  %v = load i32, ptr %p
  ret i32 %v
}
