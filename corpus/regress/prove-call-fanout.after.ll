; BUG: prover, check (issue 10): inlining was bounded in depth, not in total size, so this
; 5 KB pair grew to 2-8 GB and crashed (Z3 ran out of memory and returned a NULL term that rlv
; passed back into Z3). AFTER stores 2 where BEFORE stores 1.
; EXPECT: refuted, or unknown naming the budget (inlined size, terms, memory); within 60 s
; and 1 GiB with the default options; never a crash, never bounded or proved. `rlv check` on
; BEFORE: no crash, no runaway.
; Eight functions, each calling the next four times (4^8 = 65,536 calls of the last, which
; stores to Out at 4 * its argument).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @f0(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f1(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f1(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f1(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f1(i32 %a3)
  ret void
}
define void @f1(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f2(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f2(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f2(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f2(i32 %a3)
  ret void
}
define void @f2(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f3(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f3(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f3(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f3(i32 %a3)
  ret void
}
define void @f3(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f4(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f4(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f4(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f4(i32 %a3)
  ret void
}
define void @f4(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f5(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f5(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f5(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f5(i32 %a3)
  ret void
}
define void @f5(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f6(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f6(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f6(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f6(i32 %a3)
  ret void
}
define void @f6(i32 %x) {
entry:
  %a0 = add i32 %x, 0
  call void @f7(i32 %a0)
  %a1 = add i32 %x, 1
  call void @f7(i32 %a1)
  %a2 = add i32 %x, 2
  call void @f7(i32 %a2)
  %a3 = add i32 %x, 3
  call void @f7(i32 %a3)
  ret void
}
define void @f7(i32 %x) {
entry:
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %addr = shl i32 %x, 2
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 %addr, i32 poison, i32 2)
  ret void
}
define void @main() {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %t4 = and i32 %t, 3
  call void @f0(i32 %t4)
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
