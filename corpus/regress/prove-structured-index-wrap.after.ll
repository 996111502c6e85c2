; BUG: prover: a structured buffer's byte address index*stride+offset wraps at 32 bits. AFTER
; reads element %i + 0x40000000 instead of %i; with stride 4 both give the same 32-bit byte
; address, and rlv prove says "proved". But they are different elements: a structured access
; is out of bounds when its element index is not below the element count, so for %i below the
; count BEFORE reads the element and AFTER reads 0 (rlv_fuzz_prove's interpreter computes the
; address without wrapping). Expected: refuted (memory of u0 "Out" byte 0..3).
; EXPECT: refuted
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
%"StructuredBuffer<int32_t>" = type { i32 }
%"RWStructuredBuffer<int32_t>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
@In = external constant %"StructuredBuffer<int32_t>"
@Out = external constant %"RWStructuredBuffer<int32_t>"
define void @main(i32 %i) {
  %in1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
  %in_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in1, %dx.types.ResourceProperties { i32 12, i32 4 })
  %out2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %out_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out2, %dx.types.ResourceProperties { i32 4108, i32 4 })
  %j = add i32 %i, 1073741824
  %r3 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 %j, i32 0, i8 1, i32 4)
  %1 = extractvalue %dx.types.ResRet.i32 %r3, 0
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 0, i32 0, i32 %1, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32)
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)
!dx.resources = !{!0}
!0 = !{!1, !4, null, null}
!1 = !{!2}
!2 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !3}
!3 = !{i32 1, i32 4}
!4 = !{!5}
!5 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 false, i1 false, !3}
