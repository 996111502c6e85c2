; The element type itself and its exact i32-split form: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [split64-shape]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.0-compute"

@d.name = private unnamed_addr constant [2 x i8] c"D\00"
@l.name = private unnamed_addr constant [2 x i8] c"L\00"

define void @main() {
  %d = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @d.name)
  %l = call target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @l.name)
  %a = call {<2 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %d, i32 0)
  %b = call {double, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %d, i32 0)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %l, i32 0, <4 x i32> zeroinitializer)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %l, i32 1, <2 x i64> zeroinitializer)
  ret void
}
