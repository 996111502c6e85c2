target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)

; the guard dropped: out-of-bounds stores do nothing anyway
define void @guarded(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %a, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

; the load forwarded: x goes to B[i] even when A[i] does not exist
define void @forward_oob(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %a, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %b, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @forward_same(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %a, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  %r = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %a, i32 %i, i32 undef)
  %y = extractvalue %dx.types.ResRet.i32 %r, 0
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %b, i32 %i, i32 undef, i32 %y, i32 %y, i32 %y, i32 %y, i8 15)
  ret void
}

define void @raw_guard_wrong(i32 %a) {
  %r0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %r = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %r0, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %d = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %r, i32 undef)
  %n = extractvalue %dx.types.Dimensions %d, 0
  %a4 = add nuw i32 %a, 4
  %in = icmp ule i32 %a4, %n
  br i1 %in, label %copy, label %done
copy:
  %v = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %r, i32 %a4, i32 undef, i8 1, i32 4)
  %x = extractvalue %dx.types.ResRet.i32 %v, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %r, i32 %a, i32 undef, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %done
done:
  ret void
}
