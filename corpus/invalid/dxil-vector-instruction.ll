; RULE: dxil-vector-instruction
; ARGS: --scalarized
; insertelement and extractelement left in SM 6.0 DXIL (LLVM scalarizes them before op lowering).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

%"Buffer<float4>" = type { <4 x float> }
%"RWBuffer<float4>" = type { <4 x float> }
%RWByteAddressBuffer = type { i32 }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<float>" = type { float }
%"StructuredBuffer<float4>" = type { <4 x float> }
%CBuffer.CB = type { { <4 x float>, <4 x float> } }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.splitdouble = type { i32, i32 }

@In = external constant %"Buffer<float4>"
@Out = external constant %"RWBuffer<float4>"
@Bytes = external constant %RWByteAddressBuffer
@Counted = external constant %"RWStructuredBuffer<float4>"
@Plain = external constant %"RWStructuredBuffer<float>"
@Parts = external constant [4 x %"StructuredBuffer<float4>"]
@CB = external constant %CBuffer.CB

define void @main() #0 {
  %in = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %bytes = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %counted = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %plain = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
  %parts = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 4, i1 false)
  %cb = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %tid, i32 undef)
  %r0 = extractvalue %dx.types.ResRet.f32 %r, 0
  %r1 = extractvalue %dx.types.ResRet.f32 %r, 1
  %v0 = insertelement <2 x float> poison, float %r0, i32 0
  %v1 = insertelement <2 x float> %v0, float %r1, i32 1
  %m = fmul <2 x float> %v1, %v1
  %x = extractelement <2 x float> %m, i32 0
  %y = extractelement <2 x float> %m, i32 1
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %tid, i32 undef, float %x, float %y, float %x, float %x, i8 15)
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #1
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #2
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #3
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #3
declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32) #3
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #3
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #2
declare double @dx.op.makeDouble.f64(i32, i32, i32) #1
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #1

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }

!dx.resources = !{!0}
!0 = !{!1, !5, !12, null}
!1 = !{!2, !3}
!2 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !4}
!3 = !{i32 1, ptr @Parts, !"Parts", i32 0, i32 1, i32 4, i32 12, i32 0, !11}
!4 = !{i32 0, i32 9}
!5 = !{!6, !7, !8, !9}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !4}
!7 = !{i32 1, ptr @Bytes, !"Bytes", i32 0, i32 1, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!8 = !{i32 2, ptr @Counted, !"Counted", i32 0, i32 2, i32 1, i32 12, i1 false, i1 true, i1 false, !11}
!9 = !{i32 3, ptr @Plain, !"Plain", i32 0, i32 3, i32 1, i32 12, i1 false, i1 false, i1 false, !10}
!10 = !{i32 1, i32 4}
!11 = !{i32 1, i32 16}
!12 = !{!13}
!13 = !{i32 0, ptr @CB, !"CB", i32 0, i32 0, i32 1, i32 32, null}
