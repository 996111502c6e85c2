target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.barrier(i32, i32)
declare void @log(i32) memory(inaccessiblemem: readwrite)
declare i32 @next() memory(inaccessiblemem: readwrite)
declare void @flush()
declare void @peek() memory(read)
%dx.types.Dimensions = type { i32, i32, i32, i32 }
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)

define void @barrier_ok(i32 %i, i32 %x, i32 %y) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %y, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

; BUG: the first store is sunk past the barrier (merged into the second)
define void @barrier_moved(i32 %i, i32 %x, i32 %y) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.barrier(i32 80, i32 9)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %y, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

; BUG: the barrier is gone
define void @barrier_dropped(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

define void @external_ok(i32 %x) {
  %x2 = add i32 %x, 0
  call void @log(i32 %x2)
  ret void
}

; BUG: the wrong argument
define void @external_args(i32 %x, i32 %y) {
  call void @log(i32 %y)
  ret void
}

; BUG: the two calls swapped
define void @external_order(i32 %x) {
  call void @dx.op.barrier(i32 80, i32 9)
  call void @log(i32 %x)
  ret void
}

define i32 @branch_shapes(i1 %c, i32 %x, i32 %y) {
  call void @dx.op.barrier(i32 80, i32 9)
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}

define i32 @havoc(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @flush()
  %n = call i32 @next()
  %s = add i32 %x, %n
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %s, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret i32 %n
}

define i32 @readonly(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %a, i32 %i, i32 0, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @peek()
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %a, i32 undef)
  %n = extractvalue %dx.types.Dimensions %d, 0
  %in = icmp ult i32 %i, %n
  %v = select i1 %in, i32 %x, i32 0
  ret i32 %v
}
