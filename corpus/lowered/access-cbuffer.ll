;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; CB                                cbuffer      NA          NA     CB0            cb0         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%CBuffer.CB = type { { float, <3 x float>, double, half } }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.f64 = type { double, double }
%dx.types.CBufRet.f16.8 = type { half, half, half, half, half, half, half, half }

@CB = external constant %CBuffer.CB

define void @main() #0 {
  %cb3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false) #3
  %cb_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %cb3, %dx.types.ResourceProperties { i32 13, i32 34 }) #3
  %r06 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb_annot, i32 0) #4
  %r14 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %cb_annot, i32 1) #4
  %r28 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb_annot, i32 2) #4
  %y.load5 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %cb_annot, i32 0) #4
  %w.load7 = call %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32 59, %dx.types.Handle %cb_annot, i32 2) #4
  %w.extract = extractvalue %dx.types.CBufRet.f16.8 %w.load7, 0
  ret void
}

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f16.8 @dx.op.cbufferLoadLegacy.f16(i32, %dx.types.Handle, i32) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { memory(none) }
attributes #4 = { memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!5}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{null, null, !3, null}
!3 = !{!4}
!4 = !{i32 0, ptr @CB, !"CB", i32 0, i32 0, i32 1, i32 34, null}
!5 = !{ptr @main, !"main", null, !2, !6}
!6 = !{i32 0, i64 32, i32 4, !7}
!7 = !{i32 64, i32 1, i32 1}
