; AFTER of inline-call.ll: rlv lower's output, with @inlined and @returns inlined by hand,
; @put2_swapped wrong, and @no_return changed after the call that never returns.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Buffer<int32_t>" = type { i32 }
%"RWBuffer<int32_t2>" = type { <2 x i32> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

@In = external constant %"Buffer<int32_t>"
@Out = external constant %"RWBuffer<int32_t2>"

define void @put2(i32 %i, i32 %a, i32 %b) {
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 4106, i32 516 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h_annot, i32 %i, i32 undef, i32 %a, i32 %b, i32 %a, i32 %a, i8 15)
  ret void
}

; wrong: the lanes swapped
define void @put2_swapped(i32 %i, i32 %a, i32 %b) {
  call void @put2(i32 %i, i32 %b, i32 %a)
  ret void
}

define i32 @scaled(i32 %i) {
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 10, i32 260 })
  %r2 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h_annot, i32 %i, i32 undef)
  %1 = extractvalue %dx.types.ResRet.i32 %r2, 0
  %m = mul i32 %1, 3
  ret i32 %m
}

define void @kept(i32 %i, i32 %a) {
  call void @put2(i32 %i, i32 %a, i32 %a)
  ret void
}

; @put2 inlined
define void @inlined(i32 %i, i32 %a, i32 %b) {
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 4106, i32 516 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h_annot, i32 %i, i32 undef, i32 %a, i32 %b, i32 %a, i32 %a, i8 15)
  ret void
}

; @scaled inlined
define void @returns(i32 %i) {
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 10, i32 260 })
  %r2 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h_annot, i32 %i, i32 undef)
  %1 = extractvalue %dx.types.ResRet.i32 %r2, 0
  %s = mul i32 %1, 3
  call void @put2(i32 %i, i32 %s, i32 0)
  ret void
}

define void @two_calls(i32 %i, i32 %j, i32 %a) {
  call void @put2(i32 %i, i32 %a, i32 %a)
  call void @put2(i32 %j, i32 0, i32 %a)
  ret void
}

define void @calls_swapped(i32 %i, i32 %a, i32 %b) {
  call void @put2_swapped(i32 %i, i32 %a, i32 %b)
  ret void
}

define void @stop() {
  unreachable
}

; what follows the call that never returns differs: it never runs
define void @no_return(i32 %i, i32 %c) {
  %z = icmp eq i32 %c, 0
  br i1 %z, label %dead, label %live

dead:                                             ; preds = %0
  call void @stop()
  call void @put2(i32 %i, i32 7, i32 7)
  ret void

live:                                             ; preds = %0
  call void @put2(i32 %i, i32 2, i32 2)
  ret void
}

define i32 @rec(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more

more:                                             ; preds = %0
  %n1 = sub i32 %n, 1
  %r = call i32 @rec(i32 %n1)
  ret i32 %r

done:                                             ; preds = %0
  ret i32 0
}

define void @d0(i32 %i) {
  call void @d1(i32 %i)
  ret void
}

define void @d1(i32 %i) {
  call void @d2(i32 %i)
  ret void
}

define void @d2(i32 %i) {
  call void @d3(i32 %i)
  ret void
}

define void @d3(i32 %i) {
  call void @d4(i32 %i)
  ret void
}

define void @d4(i32 %i) {
  call void @d5(i32 %i)
  ret void
}

define void @d5(i32 %i) {
  call void @d6(i32 %i)
  ret void
}

define void @d6(i32 %i) {
  call void @d7(i32 %i)
  ret void
}

define void @d7(i32 %i) {
  call void @d8(i32 %i)
  ret void
}

define void @d8(i32 %i) {
  call void @put2(i32 %i, i32 %i, i32 %i)
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(read) }

!dx.resources = !{!0}

!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !3}
!3 = !{i32 0, i32 4}
!4 = !{!5}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
