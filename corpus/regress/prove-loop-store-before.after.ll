; BUG: prover (issue 10): AFTER makes an extra store (7 to byte 64) before the loop; with
; --unroll=10000 `rlv prove` said "bounded", exit 0 (--unroll=4 refuted it; 64 to 2000 gave
; unknown, "more than 64 paths join at one block"): the node budget ran out in the unrolled
; loop and cut every state, the one that leaves the loop first included, as if it had
; reached the bound.
; EXPECT: refuted at every --unroll (4 ... 10000), or unknown naming the budget; never
; bounded or proved.
; One loop of thread.id(0) iterations (at least one) storing i to Out at 4*i.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @main() {
entry:
  %out = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %n = call i32 @llvm.dx.thread.id(i32 0)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 64, i32 poison, i32 7)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %addr = shl i32 %i, 2
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %out, i32 %addr, i32 poison, i32 %i)
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
