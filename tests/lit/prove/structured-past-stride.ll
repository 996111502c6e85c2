; A structured load whose bytes leave its element's stride (offset + size > stride, the
; 32-bit offset taken as unsigned: -1 is past) reads an undefined value, as D3D's
; ld_structured says: poison, in an element inside the buffer. So BEFORE reading past the
; stride (at offset 4 of a 4-byte element, or at any offset but 0) is refined by any AFTER,
; and AFTER reading past it where BEFORE read inside is refuted, AFTER's bytes poison.
; The interpreter gives it the same meaning (interp/resource.c, cx_past_stride).
; RUN: %rlv prove %s %S/Inputs/structured-past-stride-after.ll | %FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/structured-past-stride-wrong.ll | %FileCheck %s --check-prefix=WRONG
; OK: in function @past: proved
; OK-NEXT: in function @inside: proved
; OK-NEXT: in function @dynamic: proved
; WRONG: in function @past: proved
; WRONG-NEXT: in function @inside: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte {{[0-3]}}: before 0x{{[0-9a-f]+}}, after poison
; WRONG: in function @dynamic: proved
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
@In.str = private unnamed_addr constant [3 x i8] c"In\00"
define void @past(i32 %i, i32 %o) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %in = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %in, i32 %i, i32 4)
  %v = extractvalue { i32, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 0, i32 poison, i32 %v)
  ret void
}
define void @inside(i32 %i, i32 %o) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %in = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %in, i32 %i, i32 0)
  %v = extractvalue { i32, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 0, i32 poison, i32 %v)
  ret void
}
define void @dynamic(i32 %i, i32 %o) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %in = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %in, i32 %i, i32 %o)
  %v = extractvalue { i32, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 0, i32 poison, i32 %v)
  ret void
}
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0), i32, i32)
attributes #0 = { convergent "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }

