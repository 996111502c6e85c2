target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)

define void @store_ok(%dx.types.Handle %h0, i32 %i, i32 %x, i32 %y) {
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4106, i32 516 })
  %x2 = or i32 %x, 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x2, i32 %y, i32 %x2, i32 %x, i8 15)
  ret void
}

; BUG: lanes 0 and 1 swapped
define void @store_wrong(%dx.types.Handle %h0, i32 %i, i32 %x, i32 %y) {
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4106, i32 516 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %y, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

; copies a[i] to b[i]: the two arguments may be the same resource
define void @two_args(%dx.types.Handle %a0, %dx.types.Handle %b0, i32 %i) {
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %r = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %a, i32 %i, i32 undef)
  %v = extractvalue %dx.types.ResRet.i32 %r, 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %b, i32 %i, i32 undef, i32 %v, i32 %v, i32 %v, i32 %v, i8 15)
  ret void
}
