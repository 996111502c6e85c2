; BUG: the typed buffer is annotated as a byte-address buffer (kind 11)
; EXPECT: refuted
; EXPECT-CEX: memory of u0 space 0 "Out" (raw) byte 2: before 0x00, after 0x80
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

define void @main(i32 %i, <4 x float> %v) {
  %h0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %v0 = extractelement <4 x float> %v, i32 0
  %v1 = extractelement <4 x float> %v, i32 1
  %v2 = extractelement <4 x float> %v, i32 2
  %v3 = extractelement <4 x float> %v, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, float %v0, float %v1, float %v2, float %v3, i8 15)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)
