; BUG: prover: the unroll budget of an inner loop is spent across the iterations of its outer
; loop. BEFORE iterates the outer loop twice and the inner loop 3 times per entry (at most 3
; iterations of any loop per entry, below the default --unroll=4), then stores to Out; AFTER
; stores nothing. rlv prove says "bounded (loops unrolled 4 times)": the only execution is cut
; as if it were longer than the bound, so the bounded proof holds vacuously. With --unroll=16
; it says "refuted (memory of u0 space 0 (raw) byte 0: before 0x00, after 0x01)". Unrolling each
; loop 4 times per entry covers this execution. Expected: refuted at the default unroll.
; EXPECT: refuted
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define void @main() {
entry:
  br label %outer

outer:
  %first = phi i1 [ true, %entry ], [ false, %latch ]
  br label %inner

inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i, 2
  br i1 %more, label %inner, label %latch

latch:
  br i1 %first, label %outer, label %done

done:
  ret void
}
