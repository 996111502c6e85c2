; Side-effecting calls are events: BEFORE's and AFTER's must match in order (the k-th call on
; a path with the k-th), with the same arguments and the same memory at each; a barrier is
; llvm.dx.group.memory.barrier.with.group.sync <-> dx.op.barrier(80, 9). An external call's
; result is the same input on both sides; a call that may write memory leaves the same
; (unknown) memory on both sides.
; RUN: %not %rlv prove %s %S/Inputs/events-after.ll | %FileCheck %s
; CHECK: in function @barrier_ok: proved
; CHECK: in function @barrier_moved: refuted ({{[0-9.]+}} ms): memory at an event of u0 space 0 "A" (raw) byte {{[0-9]+}}: before 0x{{[0-9a-f]+}}, after 0x{{[0-9a-f]+}}
; CHECK: in function @barrier_dropped: refuted ({{[0-9.]+}} ms): event sequence: before 1 side-effecting calls, after 0 side-effecting calls
; CHECK: in function @external_ok: proved
; CHECK: in function @external_args: refuted ({{[0-9.]+}} ms): event arguments (side-effecting call #1): before call @log, after call @log
; CHECK: in function @external_order: refuted ({{[0-9.]+}} ms): event (side-effecting call #1): before call @log, after barrier mode 9
; CHECK: in function @branch_shapes: proved
; CHECK: in function @havoc: proved
; CHECK: in function @readonly: proved
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@A.str = private unnamed_addr constant [2 x i8] c"A\00"

declare void @llvm.dx.group.memory.barrier.with.group.sync()
declare void @log(i32) memory(inaccessiblemem: readwrite)
declare i32 @next() memory(inaccessiblemem: readwrite)
declare void @flush()
declare void @peek() memory(read)

define void @barrier_ok(i32 %i, i32 %x, i32 %y) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %x)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %y)
  ret void
}

define void @barrier_moved(i32 %i, i32 %x, i32 %y) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %x)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %y)
  ret void
}

define void @barrier_dropped(i32 %i, i32 %x) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %x)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

define void @external_ok(i32 %x) {
  call void @log(i32 %x)
  ret void
}

define void @external_args(i32 %x, i32 %y) {
  call void @log(i32 %x)
  ret void
}

define void @external_order(i32 %x) {
  call void @log(i32 %x)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

; one barrier on each branch in BEFORE, one before the branch in AFTER: the same sequence
define i32 @branch_shapes(i1 %c, i32 %x, i32 %y) {
  br i1 %c, label %t, label %f
t:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  br label %j
f:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  br label %j
j:
  %r = phi i32 [ %x, %t ], [ %y, %f ]
  ret i32 %r
}

; a call that may write anything: what is stored after it, and what it returns, agree
define i32 @havoc(i32 %i, i32 %x) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @flush()
  %n = call i32 @next()
  %s = add i32 %n, %x
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %s)
  ret i32 %n
}

; a call that only reads leaves memory as it was: AFTER forwards the stored value
define i32 @readonly(i32 %i, i32 %x) {
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0, i32 %x)
  call void @peek()
  %r = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %a, i32 %i, i32 0)
  %v = extractvalue { i32, i1 } %r, 0
  ret i32 %v
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0), i32, i32, i32)
