; AFTER of textures.ll: rlv lower's output with one property wrong in each @wrong_*,
; @*_dropped and @feedback_wrong; the unknown functions are stubs.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"Texture2D<float4>" = type { <4 x float> }
%"Texture2DMS<float>" = type { float }
%"RWBuffer<int32_t>" = type { i32 }
%"RasterizerOrderedTexture3D<float>" = type { float }
%"FeedbackTexture2D<1>" = type { i32 }
%"SamplerState<1>" = type { i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@T = external constant %"Texture2D<float4>"
@M = external constant %"Texture2DMS<float>"
@Out = external constant %"RWBuffer<int32_t>"
@V = external constant %"RasterizerOrderedTexture3D<float>"
@F = external constant %"FeedbackTexture2D<1>"
@S = external constant %"SamplerState<1>"

define void @created(i32 %i, i32 %x) {
  %t1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %t_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %t1, %dx.types.ResourceProperties { i32 2, i32 1033 })
  %m2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %m_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %m2, %dx.types.ResourceProperties { i32 3, i32 524553 })
  %v3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %v_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %v3, %dx.types.ResourceProperties { i32 12292, i32 265 })
  %f4 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %f_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %f4, %dx.types.ResourceProperties { i32 4113, i32 1 })
  %s5 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %s_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %s5, %dx.types.ResourceProperties { i32 32782, i32 0 })
  %o6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %o_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %o6, %dx.types.ResourceProperties { i32 4106, i32 260 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %o_annot, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @wrong_kind() {
  %t1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %t_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %t1, %dx.types.ResourceProperties { i32 4, i32 1033 })
  ret void
}

define void @wrong_component() {
  %t1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false)
  %t_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %t1, %dx.types.ResourceProperties { i32 2, i32 1028 })
  ret void
}

define void @wrong_samples() {
  %m1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 0 }, i32 2, i1 false)
  %m_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %m1, %dx.types.ResourceProperties { i32 3, i32 262409 })
  ret void
}

define void @rov_dropped() {
  %v1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %v_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %v1, %dx.types.ResourceProperties { i32 4100, i32 265 })
  ret void
}

define void @feedback_wrong() {
  %f1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 2, i32 0, i8 1 }, i32 2, i1 false)
  %f_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %f1, %dx.types.ResourceProperties { i32 4113, i32 0 })
  ret void
}

define void @sampler_cmp_dropped() {
  %s1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
  %s_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %s1, %dx.types.ResourceProperties { i32 14, i32 0 })
  ret void
}


define i32 @dims() {
  ret i32 0
}

define float @pointer(i32 %i) {
  ret float 0.0
}

define void @bad_dimension() {
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #1

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }

!dx.resources = !{!0}

!0 = !{!1, !5, null, !11}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @T, !"T", i32 0, i32 1, i32 1, i32 2, i32 0, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @M, !"M", i32 0, i32 2, i32 1, i32 3, i32 8, !3}
!5 = !{!6, !8, !9}
!6 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !7}
!7 = !{i32 0, i32 4}
!8 = !{i32 1, ptr @V, !"V", i32 0, i32 1, i32 1, i32 4, i1 false, i1 false, i1 true, !3}
!9 = !{i32 2, ptr @F, !"F", i32 0, i32 2, i32 1, i32 17, i1 false, i1 false, i1 false, !10}
!10 = !{i32 2, i32 1}
!11 = !{!12}
!12 = !{i32 0, ptr @S, !"S", i32 0, i32 0, i32 1, i32 1, null}
