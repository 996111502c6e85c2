;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; In                                texture  struct         r/o      T0             t0         1
; Out                                   UAV  struct     r/w+cnt      U0             u0         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%"StructuredBuffer<struct.Particle>" = type { %struct.Particle }
%struct.Particle = type <{ <4 x float>, <3 x i32>, [4 x i8], half }>
%"RWStructuredBuffer<struct.Particle>" = type { %struct.Particle }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }

@In = external constant %"StructuredBuffer<struct.Particle>"
@Out = external constant %"RWStructuredBuffer<struct.Particle>"

define void @main() #0 {
  %tmp = alloca <{ [4 x i8], half }>, align 8
  %id1 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #3
  %in3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false) #3
  %in_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in3, %dx.types.ResourceProperties { i32 12, i32 34 }) #3
  %out2 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #3
  %out_annot = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out2, %dx.types.ResourceProperties { i32 36876, i32 34 }) #3
  %1 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %in_annot, i32 %id1, i32 0, i8 15, i32 4)
  %2 = extractvalue %dx.types.ResRet.f32 %1, 0
  %3 = extractvalue %dx.types.ResRet.f32 %1, 1
  %4 = extractvalue %dx.types.ResRet.f32 %1, 2
  %5 = extractvalue %dx.types.ResRet.f32 %1, 3
  %6 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 %id1, i32 28, i8 1, i32 4)
  %7 = extractvalue %dx.types.ResRet.i32 %6, 0
  %8 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in_annot, i32 %id1, i32 32, i8 1, i32 2)
  %9 = extractvalue %dx.types.ResRet.f16 %8, 0
  store i32 %7, ptr %tmp, align 4
  %10 = getelementptr inbounds i8, ptr %tmp, i32 4
  store half %9, ptr %10, align 2
  %slot6 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %out_annot, i8 1)
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %out_annot, i32 %slot6, i32 0, float %2, float %3, float %4, float %5, i8 15, i32 4)
  %11 = load i32, ptr %tmp, align 4
  %12 = getelementptr inbounds i8, ptr %tmp, i32 4
  %13 = load half, ptr %12, align 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 %slot6, i32 28, i32 %11, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.f16(i32 140, %dx.types.Handle %out_annot, i32 %slot6, i32 32, half %13, half undef, half undef, half undef, i8 1, i32 2)
  %ids5 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %in_annot, i32 %id1, i32 16, i8 7, i32 4)
  %14 = extractvalue %dx.types.ResRet.i32 %ids5, 0
  %15 = extractvalue %dx.types.ResRet.i32 %ids5, 1
  %16 = extractvalue %dx.types.ResRet.i32 %ids5, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %out_annot, i32 %slot6, i32 16, i32 %14, i32 %15, i32 %16, i32 undef, i8 7, i32 4)
  %h4 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %in_annot, i32 %id1, i32 32, i8 1, i32 2)
  %again7 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %out_annot, i8 1)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f16(i32, %dx.types.Handle, i32, i32, half, half, half, half, i8, i32) #2

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { memory(none) }

!llvm.ident = !{!0}
!dx.shaderModel = !{!1}
!dx.version = !{!2}
!dx.resources = !{!3}
!dx.entryPoints = !{!9}

!0 = !{!"hand-written (rlv corpus)"}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{i32 1, i32 6}
!3 = !{!4, !7, null, null}
!4 = !{!5}
!5 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 12, i32 0, !6}
!6 = !{i32 1, i32 34}
!7 = !{!8}
!8 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 12, i1 false, i1 true, i1 false, !6}
!9 = !{ptr @main, !"main", null, !3, !10}
!10 = !{i32 0, i64 48, i32 4, !11}
!11 = !{i32 64, i32 1, i32 1}
