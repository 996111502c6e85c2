; clang's typed accesses: whole elements, lane loads and stores (also at a dynamic lane), and
; loads inside a cbuffer: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-pointer-type]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, float }>
@t.name = private unnamed_addr constant [2 x i8] c"T\00"
@d.name = private unnamed_addr constant [2 x i8] c"D\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main(i32 %i) {
  %t = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @t.name)
  %d = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @d.name)
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 %i)
  %v = load <4 x float>, ptr %p
  store <4 x float> %v, ptr %p
  store float 1.0, ptr %p
  %p12 = getelementptr inbounds i8, ptr %p, i32 12
  %x = load float, ptr %p12
  %lane = getelementptr inbounds float, ptr %p, i32 %i
  store float %x, ptr %lane
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d, i32 %i)
  %q8 = getelementptr inbounds i8, ptr %q, i32 8
  store double 1.0, ptr %q8
  %c = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %cblayout) %cb, i32 0)
  %w = load <4 x float>, ptr addrspace(2) %c
  %c16 = getelementptr inbounds i8, ptr addrspace(2) %c, i32 16
  %f = load float, ptr addrspace(2) %c16
  ret void
}
