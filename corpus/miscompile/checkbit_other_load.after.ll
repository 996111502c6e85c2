; BUG: the check bit comes from the other load (element j)
; EXPECT: refuted
; EXPECT-CEX: memory of u1 space 0 "Flags" (typed)
; EXPECT-CEX: lane 0:
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.splitdouble = type { i32, i32 }

define void @main(i32 %i, i32 %j) {
  %t0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %t = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %t0, %dx.types.ResourceProperties { i32 4106, i32 265 })
  %f0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %f = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %f0, %dx.types.ResourceProperties { i32 4106, i32 261 })
  %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %t, i32 %i, i32 undef)
  %r2 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %t, i32 %j, i32 undef)
  %s = extractvalue %dx.types.ResRet.f32 %r2, 4
  %c = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %s)
  %z = zext i1 %c to i32
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %f, i32 %i, i32 undef, i32 %z, i32 %z, i32 %z, i32 %z, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)
