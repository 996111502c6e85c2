; BUG: prover (issue 10): AFTER stores the value plus 1.0, so the two differ on the very
; first iteration (every loop runs at least once), but `rlv prove` said "bounded ... loops
; unrolled 4 times", exit 0: the executor's node budget (blocks x 1024 visits) ran out in the
; unrolled nest and every pending state was cut as if a loop had reached --unroll, the
; function's exit node included, so nothing reached `ret` and nothing was compared.
; EXPECT: refuted (element 0: before 0.0, after 1.0), or unknown naming the budget that ran
; out; never bounded or proved, at any --unroll.
; Six nested loops, each running thread.id(0) times (at least once), around one typed store
; of the innermost counter to element i0 of Out.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @main() {
entry:
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %n = call i32 @llvm.dx.thread.id(i32 0)
  br label %l0
l0:
  %i0 = phi i32 [ 0, %entry ], [ %i0.next, %l0.latch ]
  br label %l1
l1:
  %i1 = phi i32 [ 0, %l0 ], [ %i1.next, %l1.latch ]
  br label %l2
l2:
  %i2 = phi i32 [ 0, %l1 ], [ %i2.next, %l2.latch ]
  br label %l3
l3:
  %i3 = phi i32 [ 0, %l2 ], [ %i3.next, %l3.latch ]
  br label %l4
l4:
  %i4 = phi i32 [ 0, %l3 ], [ %i4.next, %l4.latch ]
  br label %l5
l5:
  %i5 = phi i32 [ 0, %l4 ], [ %i5.next, %l5.latch ]
  %v = uitofp i32 %i5 to float
  %w = fadd float %v, 1.0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i0, float %w)
  br label %l5.latch
l5.latch:
  %i5.next = add i32 %i5, 1
  %c5 = icmp ult i32 %i5.next, %n
  br i1 %c5, label %l5, label %l4.latch
l4.latch:
  %i4.next = add i32 %i4, 1
  %c4 = icmp ult i32 %i4.next, %n
  br i1 %c4, label %l4, label %l3.latch
l3.latch:
  %i3.next = add i32 %i3, 1
  %c3 = icmp ult i32 %i3.next, %n
  br i1 %c3, label %l3, label %l2.latch
l2.latch:
  %i2.next = add i32 %i2, 1
  %c2 = icmp ult i32 %i2.next, %n
  br i1 %c2, label %l2, label %l1.latch
l1.latch:
  %i1.next = add i32 %i1, 1
  %c1 = icmp ult i32 %i1.next, %n
  br i1 %c1, label %l1, label %l0.latch
l0.latch:
  %i0.next = add i32 %i0, 1
  %c0 = icmp ult i32 %i0.next, %n
  br i1 %c0, label %l0, label %exit
exit:
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
