; handle-index-range.ll lowered with a ResBind of registers 0..2 where BEFORE may use 3.
; ModuleID = 'tests/lit/prove/handle-index-range.ll'
source_filename = "tests/lit/prove/handle-index-range.ll"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%"RWBuffer<float>" = type { float }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@Four = external constant [4 x %"RWBuffer<float>"]
@Next = external constant %"RWBuffer<float>"

define void @main(i32 %x) #0 {
  %i = and i32 %x, 7
  %h01 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 2, i32 0, i8 1 }, i32 %i, i1 false)
  %h0_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h01, %dx.types.ResourceProperties { i32 4106, i32 265 })
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h0_annot, i32 0, i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
  %h12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false)
  %h1_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h12, %dx.types.ResourceProperties { i32 4106, i32 265 })
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %h1_annot, i32 0, i32 undef, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, i8 15)
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }

!dx.resources = !{!0}

!0 = !{null, !1, null, null}
!1 = !{!2, !4}
!2 = !{i32 0, ptr @Four, !"Four", i32 0, i32 0, i32 4, i32 10, i1 false, i1 false, i1 false, !3}
!3 = !{i32 0, i32 9}
!4 = !{i32 1, ptr @Next, !"Next", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, !3}
