; BUG: prover, check (issue 10): a switch of three or more cases crashed `rlv prove` and
; `rlv check` (SIGSEGV): case values were read as operand 2*i, but LLVM 22 keeps them out of
; the operand list, so the loop read past the operand array; a switch that did not crash
; could only give `unknown`. The fuzz interpreter had the same read. AFTER stores 13 where
; BEFORE stores 14 (thread id 0xFFFFFFFF, case -1).
; EXPECT: refuted (thread.id(0) = 4294967295, byte 0: before 0x0e, after 0x0d); `rlv check`
; on BEFORE: no crash, its own lowering proved.
; A switch of four cases and a default on the thread id, each storing its own number to byte 0
; of Out (the case values 1, 2, 7, -1 are not the successor indices).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @main() {
entry:
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  switch i32 %t, label %other [ i32 1, label %a i32 2, label %b i32 7, label %c i32 -1, label %d ]
a:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, i32 11)
  br label %done
b:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, i32 12)
  br label %done
c:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, i32 13)
  br label %done
d:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, i32 13)
  br label %done
other:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 0, i32 poison, i32 10)
  br label %done
done:
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
