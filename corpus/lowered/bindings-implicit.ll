;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; T                                 texture  struct         r/o      T0             t0         1
; B                                 texture  struct         r/o      T1             t1         1
; U                                     UAV     f32         buf      U0             u0         1
; A                                     UAV     f32         buf      U1             u1         1
; C                                     UAV  struct         r/w      U2             u2         2
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%"StructuredBuffer<float>" = type { float }
%"StructuredBuffer<float2>" = type { <2 x float> }
%"RWBuffer<float>" = type { float }
%"RWStructuredBuffer<float2>" = type { <2 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@T = external constant %"StructuredBuffer<float>"
@B = external constant %"StructuredBuffer<float2>"
@U = external constant %"RWBuffer<float>"
@A = external constant %"RWBuffer<float>"
@C = external constant [2 x %"RWStructuredBuffer<float2>"]

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define void @main() local_unnamed_addr #0 {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false) #5
  %2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4106, i32 265 }) #5
  %3 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 0 }, i32 1, i1 false) #5
  %4 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %3, %dx.types.ResourceProperties { i32 12, i32 8 }) #5
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #5
  %6 = add i32 %5, 1
  %7 = tail call float @twice(i32 %6)
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %2, i32 %5, i32 undef, float %7, float %7, float %7, float %7, i8 15)
  %8 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %4, i32 %5, i32 0, i8 3, i32 4)
  %9 = extractvalue %dx.types.ResRet.f32 %8, 0
  %10 = extractvalue %dx.types.ResRet.f32 %8, 1
  %11 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 3, i32 0, i8 1 }, i32 3, i1 false) #5
  %12 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %11, %dx.types.ResourceProperties { i32 4108, i32 8 }) #5
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %12, i32 %5, i32 0, float %9, float %10, float undef, float undef, i8 3, i32 4)
  %13 = and i32 %5, 1
  %14 = add i32 %13, 2
  %15 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 2, i32 3, i32 0, i8 1 }, i32 %14, i1 false) #5
  %16 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %15, %dx.types.ResourceProperties { i32 4108, i32 8 }) #5
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %16, i32 0, i32 0, float %9, float %10, float undef, float undef, i8 3, i32 4)
  %17 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false) #5
  %18 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %17, %dx.types.ResourceProperties { i32 12, i32 4 }) #5
  %19 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %18, i32 %5, i32 0, i8 1, i32 4)
  %20 = extractvalue %dx.types.ResRet.f32 %19, 0
  %21 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false) #5
  %22 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %21, %dx.types.ResourceProperties { i32 4106, i32 265 }) #5
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %22, i32 %5, i32 undef, float %20, float %20, float %20, float %20, i8 15)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn
define internal float @twice(i32 %i) #1 {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false) #5
  %2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4106, i32 265 }) #5
  %3 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %2, i32 %i, i32 undef) #6
  %4 = extractvalue %dx.types.ResRet.f32 %3, 0
  %5 = fmul float %4, 2.000000e+00
  ret float %5
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #2

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #2

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }
attributes #4 = { nounwind memory(read) }
attributes #5 = { memory(none) }
attributes #6 = { memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!13}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{!3, !8, null, null}
!3 = !{!4, !6}
!4 = !{i32 0, ptr @T, !"T", i32 0, i32 0, i32 1, i32 12, i32 0, !5}
!5 = !{i32 1, i32 4}
!6 = !{i32 1, ptr @B, !"B", i32 0, i32 1, i32 1, i32 12, i32 0, !7}
!7 = !{i32 1, i32 8}
!8 = !{!9, !11, !12}
!9 = !{i32 0, ptr @U, !"U", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !10}
!10 = !{i32 0, i32 9}
!11 = !{i32 1, ptr @A, !"A", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !10}
!12 = !{i32 2, ptr @C, !"C", i32 0, i32 2, i32 2, i32 12, i1 false, i1 false, i1 false, !7}
!13 = !{ptr @main, !"main", null, !2, !14}
!14 = !{i32 0, i64 16, i32 4, !15}
!15 = !{i32 32, i32 1, i32 1}
