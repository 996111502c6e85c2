; Scalars and vectors of 64-bit values at SM 6.2, and aggregates at SM 6.3 (no raw split): no
; split64 finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; RUN: sed 's/shadermodel6.3/shadermodel6.2/' %s | grep -v AGGREGATE > %t.ll
; RUN: %expect-exit 0 %rlv verify %t.ll 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [split64-shape]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.3-compute"

%struct.S = type { double, float, float }
@s.name = private unnamed_addr constant [2 x i8] c"S\00"
@b.name = private unnamed_addr constant [2 x i8] c"B\00"

define void @main(i32 %i) {
  %s = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
  %b = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @b.name)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i)
  %d = load double, ptr %p
  %v = load %struct.S, ptr %p ; AGGREGATE
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i8, 1, 0) %b, i32 %i)
  store <2 x double> zeroinitializer, ptr %q
  %w = call {<3 x i64>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %b, i32 0, i32 poison)
  ret void
}
