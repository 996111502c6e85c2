; makedouble_lohi_swapped as the reduction reached it before the signature kept the operands' origins: makeDouble's high word is 0, the swap is gone
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }

define void @main(i32 %i) {
  %t0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %t = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %t0, %dx.types.ResourceProperties { i32 10, i32 266 })
  %u0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %u = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %u0, %dx.types.ResourceProperties { i32 4108, i32 8 })
  %r = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %t, i32 %i, i32 undef)
  %e0 = extractvalue %dx.types.ResRet.i32 %r, 0
  %d = call double @dx.op.makeDouble.f64(i32 101, i32 0, i32 %e0)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %u, i32 %i, i32 0, double %d, double undef, double undef, double undef, i8 1, i32 8)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)

declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)

declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32)

declare double @dx.op.makeDouble.f64(i32, i32, i32)

declare void @dx.op.rawBufferStore.f64(i32, %dx.types.Handle, i32, i32, double, double, double, double, i8, i32)
