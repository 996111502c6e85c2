; A value read from memory and written back unchanged leaves the memory's term as it was
; (smt/select_resolve.c: read-over-write resolved where indices are the same term or surely
; different). So a struct copied out and back, one member changed, is proved against an AFTER
; that writes only that member; and every near miss is not a write-back: the value written to
; another address or resource, written back after an overwrite (which it undoes), or after a
; write at an address that may be the same. Each wrong AFTER is refuted.
; RUN: %rlv prove %s %S/Inputs/write-back-after.ll | %FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/write-back-wrong.ll | %FileCheck %s --check-prefix=WRONG
; OK: in function @members: proved
; OK-NEXT: in function @copy: proved
; OK-NEXT: in function @other: proved
; OK-NEXT: in function @restore: proved
; OK-NEXT: in function @maybe: proved
; WRONG: in function @members: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte
; WRONG: in function @copy: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte
; WRONG: in function @other: refuted ({{[0-9.]+}} ms): memory of u1 space 0 "T" (raw) byte
; i = 68: BEFORE leaves S[544..547] as it found them, AFTER leaves the 5 it wrote there (its
; high byte, 547, is 0x00)
; WRONG: in function @restore: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte 1059: before 0x40, after 0x00{{$}}
; WRONG-NEXT: {{^}}  inputs: arg0 = 132{{$}}
; WRONG: in function @maybe: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
define void @members(i32 %i) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %a = mul i32 %i, 8
  %a4 = add i32 %a, 4
  %x.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison)
  %x = extractvalue { i32, i1 } %x.r, 0
  %y.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a4, i32 poison)
  %y = extractvalue { i32, i1 } %y.r, 0
  %x2 = add i32 %x, 1
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison, i32 %x2)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a4, i32 poison, i32 %y)
  ret void
}
define void @copy(i32 %i) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %a = mul i32 %i, 8
  %a4 = add i32 %a, 4
  %x.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison)
  %x = extractvalue { i32, i1 } %x.r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a4, i32 poison, i32 %x)
  ret void
}
define void @other(i32 %i) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %a = mul i32 %i, 8
  %x.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison)
  %x = extractvalue { i32, i1 } %x.r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %t, i32 %a, i32 poison, i32 %x)
  ret void
}
define void @restore(i32 %i) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %a = mul i32 %i, 8
  %x.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison)
  %x = extractvalue { i32, i1 } %x.r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison, i32 5)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %a, i32 poison, i32 %x)
  ret void
}
define void @maybe(i32 %i, i32 %j) #0 {
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  %x.r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 %i, i32 poison)
  %x = extractvalue { i32, i1 } %x.r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %j, i32 poison, i32 7)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %s, i32 %i, i32 poison, i32 %x)
  ret void
}
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
attributes #0 = { convergent "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
