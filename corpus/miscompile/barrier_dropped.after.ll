; BUG: the group barrier is dropped
; EXPECT: refuted
; EXPECT-CEX: event sequence: before 1 side-effecting calls, after 0 side-effecting calls
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
declare void @dx.op.barrier(i32, i32)

define void @main(i32 %i, i32 %x, i32 %y) {
  %u0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %u = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %u0, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %j = add i32 %i, 4
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %u, i32 %i, i32 undef, i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %u, i32 %j, i32 undef, i32 %y, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}
