; A freeze of poison picks one arbitrary value. The prover ties BEFORE's k-th choice to
; AFTER's k-th: sound for proofs, but a difference under that tie may be one BEFORE could have
; avoided by another choice. AFTER that picks 7 where BEFORE froze a poison shift (i >= 32) is
; a legal refinement: not refuted, unknown with the reason. A pair that also differs where
; nothing was frozen is refuted there (i < 32), and the same freeze on both sides is proved.
; RUN: %expect-exit 3 %rlv prove %s %S/Inputs/freeze-constant.ll 2>&1 | %FileCheck %s --check-prefix=CONST
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/freeze-wrong.ll 2>&1 | %FileCheck %s --check-prefix=WRONG
; RUN: %rlv prove %s %s 2>&1 | %FileCheck %s --check-prefix=SAME
; CONST: in function @main: unknown ({{[0-9.]+}} ms): the refutation rests on the value BEFORE's freeze of poison picks, which another choice may have matched{{$}}
; WRONG: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "S" (raw) byte {{[4-7]}}:
; WRONG-NEXT: inputs: thread.id(0) = {{[0-9]+}}, thread.id(1) = {{([0-9]|[12][0-9]|3[01])$}}
; SAME: in function @main: proved ({{[0-9.]+}} ms){{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
define void @main() #0 {
  %v = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %i = call i32 @llvm.dx.thread.id(i32 1)
  %s = shl i32 %v, %i
  %f = freeze i32 %s
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %f)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 4, i32 poison, i32 %v)
  ret void
}
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { convergent "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
