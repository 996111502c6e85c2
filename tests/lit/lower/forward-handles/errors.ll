; What forward-handles refuses to guess, each with LLVM's message: two different handles
; stored to one global (lower-handle-overwrite), a load its handle creation does not
; dominate (lower-handle-undominated), a global nothing is stored to in the function, and
; an alloca holding a select of handles or a handle itself, which LLVM does not forward
; either (lower-handle-unresolved).
; Every function is checked; the exit code is 1.
; RUN: %expect-exit 1 %rlv lower --stage=forward-handles %s 2>&1 | %FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@G = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison
@Never = internal global target("dx.TypedBuffer", float, 1, 0, 0) poison

; CHECK: in function @overwrite: error: Handle at "h2" overwrites handle at "h1" [lower-handle-overwrite]
define void @overwrite() "hlsl.shader"="compute" {
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr @G
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h2, ptr @G
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @G
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}

; CHECK: in function @undominated: error: Load at "b" is not dominated by handle creation at "h1" [lower-handle-undominated]
; CHECK-NEXT: %b = load
define void @undominated(i1 %c) "hlsl.export" {
entry:
  br i1 %c, label %make, label %use
make:
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h1, ptr @G
  br label %use
use:
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @G
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}

; CHECK: in function @never: error: Load of "Never" is not a global resource handle: no handle creation is stored there in this function [lower-handle-unresolved]
define void @never() "hlsl.export" {
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @Never
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}

; CHECK: in function @selected: error: Load of "slot" is not a global resource handle: a local variable holds it, and only a copy of a global's handle is forwarded from one (as LLVM does) [lower-handle-unresolved]
define void @selected(i1 %c) "hlsl.export" {
  %slot = alloca target("dx.TypedBuffer", float, 1, 0, 0)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %sel = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %h1, target("dx.TypedBuffer", float, 1, 0, 0) %h2
  store target("dx.TypedBuffer", float, 1, 0, 0) %sel, ptr %slot
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %slot
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}

; CHECK: in function @local: error: Load of "tmp" is not a global resource handle: a local variable holds it, and only a copy of a global's handle is forwarded from one (as LLVM does) [lower-handle-unresolved]
define void @local() "hlsl.export" {
  %tmp = alloca target("dx.TypedBuffer", float, 1, 0, 0)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr %tmp
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %tmp
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}

; The near miss: the same handle stored twice, and a load in the creating block after it.
; CHECK-NOT: @fine
define void @fine() "hlsl.export" {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr @Never
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr @Never
  %b = load target("dx.TypedBuffer", float, 1, 0, 0), ptr @Never
  %p = call ptr @llvm.dx.resource.getpointer.p0(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 0)
  store float 1.0, ptr %p
  ret void
}
