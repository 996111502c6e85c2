; Without !dx.resources (LLVM-test-style SM 6.6 input) the resource limits are judged on
; annotateHandle's properties, each distinct properties constant once: a TextureCube UAV, a
; ROV in a compute shader, a globally coherent UAV with a counter, a 2052-byte stride and a
; 65552-byte cbuffer. Near misses: a TextureCube SRV, stride 2048, a 65536-byte cbuffer.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
; CHECK: error: the resource whose properties are { 4101, 1033 } is a TextureCube UAV; TextureCube and TextureCubeArray cannot be UAVs [dxil-cube-uav]
; CHECK-NEXT: %cube = call
; CHECK: error: the resource whose properties are { 12298, 265 } is rasterizer-ordered in a compute shader; rasterizer-ordered resources are only allowed in pixel shaders (and libraries) [dxil-rov-stage]
; CHECK: error: the resource whose properties are { 53260, 16 } is globally coherent and has a counter; globallycoherent cannot be used with append/consume buffers [dxil-coherent-counter]
; CHECK: error: the resource whose properties are { 4108, 2052 } has stride 2052; structured buffer elements hold at most 2048 bytes [dxil-struct-stride]
; CHECK: error: the resource whose properties are { 13, 65552 } is 65552 bytes; a cbuffer holds at most 65536 bytes (4096 rows of 16) [dxil-cbuffer-size]
; CHECK-NOT: error
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

define void @main() #0 {
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %cube = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4101, i32 1033 })
  %cube2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4101, i32 1033 })
  %b1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %rov = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b1, %dx.types.ResourceProperties { i32 12298, i32 265 })
  %b2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %glc = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b2, %dx.types.ResourceProperties { i32 53260, i32 16 })
  %b3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
  %wide = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b3, %dx.types.ResourceProperties { i32 4108, i32 2052 })
  %b4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %big = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b4, %dx.types.ResourceProperties { i32 13, i32 65552 })
  %b5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 0 }, i32 0, i1 false)
  %cubesrv = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b5, %dx.types.ResourceProperties { i32 5, i32 1033 })
  %b6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %max = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b6, %dx.types.ResourceProperties { i32 4108, i32 2048 })
  %b7 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 2 }, i32 1, i1 false)
  %maxcb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b7, %dx.types.ResourceProperties { i32 13, i32 65536 })
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
