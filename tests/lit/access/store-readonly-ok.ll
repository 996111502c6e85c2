; Reading SRVs (loads, memcpy sources) and writing UAVs: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-store-readonly]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.S = type { float, i32 }
@sin.name = private unnamed_addr constant [4 x i8] c"SIn\00"
@out.name = private unnamed_addr constant [4 x i8] c"Out\00"
@tout.name = private unnamed_addr constant [5 x i8] c"TOut\00"

define void @main() {
  %sin = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @sin.name)
  %out = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @out.name)
  %tout = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @tout.name)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 0, 0) %tout, i32 0, float 1.0)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.S, 1, 0) %out, i32 0, i32 4, i32 7)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 0, 0) %sin, i32 3)
  %q = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.S, 1, 0) %out, i32 3)
  call void @llvm.memcpy.p0.p0.i32(ptr %q, ptr %p, i32 8, i1 false)
  %v = load float, ptr %p
  store float %v, ptr %q
  ret void
}
