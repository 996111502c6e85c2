;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; New                               cbuffer      NA          NA     CB0            cb0         1
; Old                               cbuffer      NA          NA     CB1            cb1         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%CBuffer.New = type { { float, <3 x float>, double, [2 x float] } }
%CBuffer.Old = type { <4 x float>, target("dx.Layout", %S, 8, 0, 4), float }
%S = type { float, i32 }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }

@New = external constant %CBuffer.New
@Old = external constant %CBuffer.Old

define void @main() #0 {
entry:
  %0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false) #2
  %1 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %0, %dx.types.ResourceProperties { i32 13, i32 52 }) #2
  %2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 2 }, i32 1, i1 false) #2
  %3 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %2, %dx.types.ResourceProperties { i32 13, i32 28 }) #2
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
!dx.entryPoints = !{!6}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{null, null, !3, null}
!3 = !{!4, !5}
!4 = !{i32 0, ptr @New, !"New", i32 0, i32 0, i32 1, i32 52, null}
!5 = !{i32 1, ptr @Old, !"Old", i32 0, i32 1, i32 1, i32 28, null}
!6 = !{ptr @main, !"main", null, !2, !7}
!7 = !{i32 4, !8}
!8 = !{i32 1, i32 1, i32 1}
