; RWStructuredBuffer<S> counters (struct, scalar and vector elements): no finding. A pixel shader: the ROV one is allowed there.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [counter-resource]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-pixel"

%struct.Item = type { <3 x float>, [4 x i8], i32 }
@a.name = private unnamed_addr constant [2 x i8] c"A\00"
@b.name = private unnamed_addr constant [2 x i8] c"B\00"

define void @main() {
  %a = call target("dx.RawBuffer", %struct.Item, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @a.name)
  %b = call target("dx.RawBuffer", <4 x float>, 1, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @b.name)
  %x = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", %struct.Item, 1, 0) %a, i8 1)
  %y = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", <4 x float>, 1, 1) %b, i8 -1)
  ret void
}
