; Implicit bindings: AFTER's registers are paired with BEFORE's orderIds by handle creation
; order; the assignment must be consistent, injective and free of overlaps.
; RUN: %rlv prove %s %S/Inputs/implicit-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/implicit-overlap.ll | %FileCheck %s --check-prefix=OVERLAP
; RUN: %not %rlv prove %s %S/Inputs/implicit-twice.ll | %FileCheck %s --check-prefix=TWICE
; OK: in function @main: proved
; OVERLAP: in function @main: refuted ({{[0-9.]+}} ms): implicit binding: implicit binding 7 is given register 0, inside the explicit binding of "First"
; TWICE: in function @main: refuted ({{[0-9.]+}} ms): implicit binding: implicit binding 7 is given two registers, 1 and 2
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@First.str = private unnamed_addr constant [6 x i8] c"First\00"
@Second.str = private unnamed_addr constant [7 x i8] c"Second\00"

define void @main(i32 %i, float %x) {
  %a = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @First.str)
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32 7, i32 0, i32 1, i32 0, ptr @Second.str)
  %c = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32 7, i32 0, i32 1, i32 0, ptr @Second.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %a, i32 %i, i32 0, float %x)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %b, i32 %i, i32 0, float %x)
  ret void
}

declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0), i32, i32, float)
