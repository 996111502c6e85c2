;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; Out                                   UAV     f32         buf      U0             u0         1
; SB                                    UAV  struct         r/w      U1             u1         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%"RWBuffer<float4>" = type { <4 x float> }
%"RWStructuredBuffer<struct.P>" = type { %struct.P }
%struct.P = type <{ <3 x float>, i32 }>
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@Out = external constant %"RWBuffer<float4>"
@SB = external constant %"RWStructuredBuffer<struct.P>"

define void @main() #0 {
entry:
  %h1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #2
  %h_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h1, %dx.types.ResourceProperties { i32 4106, i32 1033 }) #2
  %s2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false) #2
  %s_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %s2, %dx.types.ResourceProperties { i32 4108, i32 16 }) #2
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { memory(none) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!8}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{null, !3, null, null}
!3 = !{!4, !6}
!4 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !5}
!5 = !{i32 0, i32 9}
!6 = !{i32 1, ptr @SB, !"SB", i32 0, i32 1, i32 1, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 16}
!8 = !{ptr @main, !"main", null, !2, !9}
!9 = !{i32 0, i64 16, i32 4, !10}
!10 = !{i32 1, i32 1, i32 1}
