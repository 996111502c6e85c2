; Undefined values at DXIL resource ops: a typed bufferStore under mask 0xF with undef lanes
; (a fully defined one and a raw store's unwritten undef lanes are fine); getDimensions on a
; buffer with a defined mip level, and with fields other than .x used (through a phi too);
; .x alone of a structured buffer's dimensions is fine.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
; CHECK: error: a typed bufferStore with mask 15 writes undef to lanes 1, 3; a typed store writes every component, so each needs a defined value [dxil-typed-store-undef]
; CHECK-NEXT: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %tid, i32 undef, float 1.000000e+00, float undef,
; CHECK: error: getDimensions on a RawBuffer takes no mip level: operand 2 must be undef [dxil-getdims-mip]
; CHECK-NEXT: %d0 = call
; CHECK: error: the getDimensions result of a TypedBuffer is used in .y, .w; a buffer defines only .x (its element count), the other fields are undefined [dxil-getdims-result]
; CHECK-NEXT: %d1 = call
; CHECK: error: the getDimensions result of a TypedBuffer is used in .w; {{.*}}[dxil-getdims-result]
; CHECK-NEXT: %d2 = call
; CHECK-NOT: error
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

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
%dx.types.Dimensions = type { i32, i32, i32, i32 }

@In = external constant %"Buffer<float4>"
@Out = external constant %"RWBuffer<float4>"
@Bytes = external constant %RWByteAddressBuffer
@Counted = external constant %"RWStructuredBuffer<float4>"
@Plain = external constant %"RWStructuredBuffer<float>"
@Parts = external constant [4 x %"StructuredBuffer<float4>"]
@CB = external constant %CBuffer.CB

define void @main() #0 {
  %in.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %in = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in.b, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %out.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out.b, %dx.types.ResourceProperties { i32 4106, i32 1033 })
  %bytes.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %bytes = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %bytes.b, %dx.types.ResourceProperties { i32 4107, i32 0 })
  %counted.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %counted = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %counted.b, %dx.types.ResourceProperties { i32 36876, i32 16 })
  %plain.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 1 }, i32 3, i1 false)
  %plain = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %plain.b, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %parts.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 4, i32 0, i8 0 }, i32 4, i1 false)
  %parts = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %parts.b, %dx.types.ResourceProperties { i32 12, i32 16 })
  %cb.b = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %cb = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb.b, %dx.types.ResourceProperties { i32 13, i32 32 })
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %tid, i32 undef, float 1.0, float undef, float 1.0, float poison, i8 15)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %tid, i32 undef, float 1.0, float 1.0, float 1.0, float 1.0, i8 15)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %bytes, i32 %tid, i32 undef, float 1.0, float undef, float undef, float undef, i8 1, i32 4)
  %d0 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %bytes, i32 %tid)
  %x0 = extractvalue %dx.types.Dimensions %d0, 0
  %d1 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out, i32 undef)
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %then, label %join
then:
  %d2 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %out, i32 undef)
  br label %join
join:
  %d = phi %dx.types.Dimensions [ %d1, %0 ], [ %d2, %then ]
  %x = extractvalue %dx.types.Dimensions %d, 0
  %y = extractvalue %dx.types.Dimensions %d1, 1
  %w = extractvalue %dx.types.Dimensions %d, 3
  %d3 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %counted, i32 undef)
  %x3 = extractvalue %dx.types.Dimensions %d3, 0
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
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #2

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
