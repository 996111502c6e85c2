; BUG: the scalarized fmul of lane 3 reads lane 2
; EXPECT: refuted
; EXPECT-CEX: memory of u1 space 0 "Out" (typed)
; EXPECT-CEX: lane 3:
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

define void @main(i32 %i) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %a, i32 %i, i32 undef)
  %e0 = extractvalue %dx.types.ResRet.f32 %r, 0
  %e1 = extractvalue %dx.types.ResRet.f32 %r, 1
  %e2 = extractvalue %dx.types.ResRet.f32 %r, 2
  %e3 = extractvalue %dx.types.ResRet.f32 %r, 3
  %w0 = fmul float %e0, 2.0
  %w1 = fmul float %e1, 2.0
  %w2 = fmul float %e2, 2.0
  %w3 = fmul float %e2, 2.0
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %b, i32 %i, i32 undef, float %w0, float %w1, float %w2, float %w3, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
