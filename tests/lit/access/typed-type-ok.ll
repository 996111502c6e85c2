; Exact element types and the i32-split forms of 64-bit elements: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-typed-type]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@t.name = private unnamed_addr constant [2 x i8] c"T\00"
@d.name = private unnamed_addr constant [2 x i8] c"D\00"
@d2.name = private unnamed_addr constant [3 x i8] c"D2\00"

define void @main() {
  %t = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @t.name)
  %d = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @d.name)
  %d2 = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @d2.name)
  %a = call {<4 x float>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 0)
  %v = extractvalue {<4 x float>, i1} %a, 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %t, i32 1, <4 x float> %v)
  %b = call {double, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %d, i32 0)
  %c = call {<2 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %d, i32 0)
  %e = call {<4 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d2, i32 0)
  %w = extractvalue {<4 x i32>, i1} %e, 0
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d2, i32 1, <4 x i32> %w)
  ret void
}
