; discard (DESIGN.md, "Stages and lanes"): once the pixel discards it is a helper lane whose
; UAV and output writes are not observable. BEFORE discards when its input is negative, then
; writes 1 to U[i] and its input to the output. An AFTER that writes other values only on the
; discarded path is proved (so is one that drops them there, which DXC may do); one that
; writes another value on the live path, or writes U before the discard (that write is
; observed), is refuted.
; RUN: %rlv prove %s %S/Inputs/discard-helper-only.ll | %FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/discard-live-value.ll | %FileCheck %s --check-prefix=LIVE
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/discard-store-first.ll | %FileCheck %s --check-prefix=FIRST
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/discard-output.ll | %FileCheck %s --check-prefix=OUTPUT
; OK: in function @main: proved ({{[0-9.]+}} ms){{$}}
; LIVE: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "U" (raw) byte 2147483648: before 0x01, after 0x07{{$}}
; FIRST: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "U" (raw) byte 2147483648: before 0x00, after 0x01{{$}}
; OUTPUT: in function @main: refuted ({{[0-9.]+}} ms): event arguments (side-effecting call #2): before store.output, after store.output{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @main() #0 {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
  %x = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %i = call i32 @llvm.dx.load.input.i32(i32 5, i32 1, i32 0, i8 0, i32 poison)
  %c = fcmp olt float %x, 0.000000e+00
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  call void @llvm.dx.discard(i1 %c)
  %v = add i32 0, 1
  store i32 %v, ptr %p, align 4
  %o = fadd float %x, 1.0
  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %o)
  ret void
}

@U.str = private unnamed_addr constant [2 x i8] c"U\00"
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32)
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.discard(i1)
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)
attributes #0 = { "hlsl.shader"="pixel" }
