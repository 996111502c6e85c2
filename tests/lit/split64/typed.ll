; Typed 64-bit accesses are always split into i32 lanes: at most 2 components, and an already
; split access has 2 lanes per 64-bit component of the element.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s --check-prefix=ACCESS
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@d.name = private unnamed_addr constant [2 x i8] c"D\00"
@l.name = private unnamed_addr constant [2 x i8] c"L\00"
@d2.name = private unnamed_addr constant [3 x i8] c"D2\00"

define void @main() {
  %d = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @d.name)
  %l = call target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @l.name)
  %d2 = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @d2.name)
; CHECK: error: llvm.dx.resource.load.typedbuffer of <4 x i32> is the i32-split form with 4 lanes, but element double needs 2 (2 per 64-bit component) [split64-shape]
  %a = call {<4 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", double, 1, 0, 0) %d, i32 0)
; CHECK: error: llvm.dx.resource.store.typedbuffer of <2 x i32> is the i32-split form with 2 lanes, but element <2 x i64> needs 4 (2 per 64-bit component) [split64-shape]
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x i64>, 1, 0, 0) %l, i32 0, <2 x i32> zeroinitializer)
; ACCESS: error: llvm.dx.resource.load.typedbuffer returns <3 x double>, but the element type is <2 x double> [access-typed-type]
; CHECK: error: llvm.dx.resource.load.typedbuffer of <3 x double> has 3 64-bit components; the typed split into i32 lanes can express at most 2 (4 lanes) [split64-shape]
  %b = call {<3 x double>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d2, i32 0)
  ret void
}
