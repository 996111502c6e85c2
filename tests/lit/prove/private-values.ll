; Private memory as values: a scalar stored whole at a constant offset is what a load of its
; width there returns, merged by path condition at joins (smt/private_values.c); everything
; else reads the bytes. A partial overwrite, a store at a dynamic offset, a narrower load and
; a store on one path only fall back to the bytes: the right AFTER is proved, the wrong one
; (which assumes the whole value survived) refuted at the byte that shows it.
; RUN: %rlv prove %s %S/Inputs/private-values-after.ll | %FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/private-values-wrong.ll | %FileCheck %s --check-prefix=WRONG
; OK: in function @partial: proved
; OK-NEXT: in function @merge: proved
; OK-NEXT: in function @dynamic: proved
; OK-NEXT: in function @narrow: proved
; OK-NEXT: in function @onepath: proved
; WRONG: in function @partial: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte 1: before 0x07, after
; WRONG: in function @merge: refuted
; WRONG: in function @dynamic: refuted
; WRONG: in function @narrow: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte 1: before 0x{{[0-9a-f]+}}, after 0x00
; WRONG: in function @onepath: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte {{[23]}}:
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
define void @partial(i32 %x) #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %b1 = getelementptr i8, ptr %a, i32 1
  store i8 7, ptr %b1, align 1
  %v = load i32, ptr %a, align 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %v)
  ret void
}
define void @merge(i32 %x, i32 %y, i32 %c) #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %a = alloca i32, align 4
  %t = icmp eq i32 %c, 0
  br i1 %t, label %T, label %F
T:
  store i32 %x, ptr %a, align 4
  br label %J
F:
  store i32 %y, ptr %a, align 4
  br label %J
J:
  %v = load i32, ptr %a, align 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %v)
  ret void
}
define void @dynamic(i32 %x, i32 %y, i32 %i) #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %a = alloca [2 x i32], align 4
  store i32 %x, ptr %a, align 4
  %j = and i32 %i, 1
  %p = getelementptr [2 x i32], ptr %a, i32 0, i32 %j
  store i32 %y, ptr %p, align 4
  %v = load i32, ptr %a, align 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %v)
  ret void
}
define void @narrow(i32 %x) #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %n = load i16, ptr %a, align 4
  %v = zext i16 %n to i32
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %v)
  ret void
}
define void @onepath(i32 %x, i32 %y, i32 %c) #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  %t = icmp eq i32 %c, 0
  br i1 %t, label %T, label %J
T:
  %y16 = trunc i32 %y to i16
  %hi = getelementptr i8, ptr %a, i32 2
  store i16 %y16, ptr %hi, align 2
  br label %J
J:
  %v = load i32, ptr %a, align 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %v)
  ret void
}
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
attributes #0 = { convergent "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
