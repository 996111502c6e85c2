; Implicit bindings of ranges: AFTER's ranges for different orderIds must not overlap, even
; when their first registers differ.
; RUN: %rlv prove %s %S/Inputs/range-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/range-overlap.ll | %FileCheck %s --check-prefix=OVERLAP
; OK: in function @main: proved
; OVERLAP: in function @main: refuted ({{[0-9.]+}} ms): implicit binding: implicit bindings 0 (registers 0..3) and 1 (registers 2..3) overlap
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Four.str = private unnamed_addr constant [5 x i8] c"Four\00"
@Two.str = private unnamed_addr constant [4 x i8] c"Two\00"

define void @main(i32 %i, float %x) {
  %a = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 4, i32 1, ptr @Four.str)
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32 1, i32 0, i32 2, i32 0, ptr @Two.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %a, i32 %i, i32 0, float %x)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %b, i32 %i, i32 0, float %x)
  ret void
}

declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0), i32, i32, float)
