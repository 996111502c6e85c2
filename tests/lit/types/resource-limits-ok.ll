; Right at DXC's limits: a 65536-byte cbuffer, a 2048-byte structured element, read-only cube
; textures, and rasterizer-ordered resources in a pixel shader (the library case is below).
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; RUN: sed 's/-pixel"/-library"/' %s > %t.ll && %rlv verify --werror %t.ll 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

%Max = type <{ [4096 x <4 x float>] }>
%S = type { [512 x float] }

define void @f(ptr %p) {
  %a = load target("dx.CBuffer", %Max), ptr %p
  %b = load target("dx.CBuffer", target("dx.Layout", { float }, 65536, 0)), ptr %p
  %c = load target("dx.RawBuffer", %S, 1, 0), ptr %p
  %d = load target("dx.Texture", float, 0, 0, 0, 5), ptr %p
  %e = load target("dx.Texture", float, 0, 0, 0, 9), ptr %p
  %f = load target("dx.TypedBuffer", float, 1, 1, 0), ptr %p
  %g = load target("dx.RawBuffer", %S, 1, 1), ptr %p
  %h = load target("dx.Texture", float, 1, 1, 0, 2), ptr %p
  ret void
}
