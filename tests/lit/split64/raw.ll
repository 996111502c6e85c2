; At SM 6.2 raw 64-bit accesses are split too: they must be scalars or vectors of i64/double.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

%struct.S = type { double, float, float }
@s.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(i32 %i) {
  %s = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 %i)
; CHECK-DAG: error: load of %struct.S through a raw buffer pointer mixes 64-bit values with other lanes; at SM 6.2 raw 64-bit accesses are split into i32 pairs, which needs a scalar or vector of i64/double [split64-shape]
  %v = load %struct.S, ptr %p
; CHECK-DAG: error: store of { double, float } through a raw buffer pointer mixes 64-bit values
  store { double, float } zeroinitializer, ptr %p
; CHECK-DAG: error: store of [2 x double] through a raw buffer pointer mixes 64-bit values
  store [2 x double] zeroinitializer, ptr %p
; The intrinsic's struct is split member by member before the 64-bit split: no finding.
; CHECK-NOT: llvm.dx.resource.load.rawbuffer of
  %w = call {{double, float}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %s, i32 0, i32 0)
  ret void
}
