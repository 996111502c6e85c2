target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.f64 = type { double, double }
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32)
declare void @dx.op.rawBufferStore.f64(i32, %dx.types.Handle, i32, i32, double, double, double, double, i8, i32)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32)
declare i32 @dx.op.threadId.i32(i32, i32)

define void @main() #0 {
  %cb0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb0, %dx.types.ResourceProperties { i32 13, i32 24 })
  %u0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %u = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %u0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %i = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %r0 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 0)
  %k = extractvalue %dx.types.CBufRet.f32 %r0, 0
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %u, i32 %i, i32 0, float %k, float undef, float undef, float undef, i8 1, i32 4)
  %rd = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %cb, i32 0)
  %d = extractvalue %dx.types.CBufRet.f64 %rd, 1
  %df = fptrunc double %d to float
  %i1 = add i32 %i, 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %u, i32 %i1, i32 0, float %df, float undef, float undef, float undef, i8 1, i32 4)
  %r1 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb, i32 1)
  %vy = extractvalue %dx.types.CBufRet.f32 %r1, 1
  %i2 = add i32 %i, 2
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %u, i32 %i2, i32 0, float %vy, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" }

