; mem-intrinsics diagnostics: non-constant lengths, memmove within one resource, copies that
; do not split into 16/32/64-bit pieces. A memmove between two different resources and a
; memcpy of ordinary memory are fine (no diagnostic for them).
; RUN: %expect-exit 1 %rlv lower --stage=mem-intrinsics %s 2>&1 | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1

; CHECK-DAG: in function @main: error: memcpy on resource memory has a non-constant length [lower-mem-intrinsic]
; CHECK-DAG: in function @main: error: memmove of 8 bytes within one resource (or between handles rlv cannot tell apart) may overlap and cannot be expanded into loads and stores [lower-mem-intrinsic]
; CHECK-DAG: in function @main: error: memcpy of 3 bytes of <2 x float> at byte 0 (other side: [3 x i8] at byte 0) does not split into 16/32/64-bit scalars or vectors, and is not a whole number of aligned i32 units [lower-mem-intrinsic]
; CHECK-NOT: memmove of 8 bytes within one resource{{.*}}%pb
; CHECK-NOT: %local
define void @main(i32 %n, i32 %i) #0 {
  %buf = alloca [16 x i8], align 4
  %local = alloca [16 x i8], align 4
  %small = alloca [3 x i8], align 1
  %a = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %a, i32 %i)
  %pa2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %a, i32 0)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %b, i32 0)
  call void @llvm.memcpy.p0.p0.i32(ptr %buf, ptr %pa, i32 %n, i1 false)
  call void @llvm.memmove.p0.p0.i32(ptr %pa2, ptr %pa, i32 8, i1 false)
  call void @llvm.memmove.p0.p0.i32(ptr %pb, ptr %pa, i32 8, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr %small, ptr %pa, i32 3, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr %local, ptr %buf, i32 16, i1 false)
  ret void
}

declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0), i32)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)

attributes #0 = { "hlsl.export" }
