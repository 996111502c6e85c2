;
; Resource Bindings:
;
; Name                                 Type  Format         Dim      ID      HLSL Bind     Count
; ------------------------------ ---------- ------- ----------- ------- -------------- ---------
; SBufs                             texture  struct         r/o      T0      t0,space1         8
; Unbounded                         texture     f32         buf      T1      t0,space2 unbounded
; Bufs                                  UAV     f32         buf      U0             u0         4
; Tail                                  UAV     f32         buf      U1             u4         1
; Out                                   UAV  struct         r/w      U2            u10         1
;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%"StructuredBuffer<float4>" = type { <4 x float> }
%"Buffer<float4>" = type { <4 x float> }
%"RWBuffer<float>" = type { float }
%"RWStructuredBuffer<float4>" = type { <4 x float> }
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }

@SBufs = external constant [8 x %"StructuredBuffer<float4>"]
@Unbounded = external constant [0 x %"Buffer<float4>"]
@Bufs = external constant [4 x %"RWBuffer<float>"]
@Tail = external constant %"RWBuffer<float>"
@Out = external constant %"RWStructuredBuffer<float4>"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define void @main() local_unnamed_addr #0 {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 10, i32 0, i8 1 }, i32 10, i1 false) #4
  %2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 }) #4
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0) #4
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 1) #4
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 2) #4
  %6 = call i32 @dx.op.binary.i32(i32 40, i32 %4, i32 3) #4
  %7 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 %6, i1 false) #4
  %8 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %7, %dx.types.ResourceProperties { i32 4106, i32 265 }) #4
  %9 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %8, i32 %3, i32 undef) #5
  %10 = extractvalue %dx.types.ResRet.f32 %9, 0
  %11 = and i32 %5, 7
  %12 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 7, i32 1, i8 0 }, i32 %11, i1 true) #4
  %13 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %12, %dx.types.ResourceProperties { i32 12, i32 16 }) #4
  %14 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %13, i32 %3, i32 0, i8 15, i32 4)
  %15 = extractvalue %dx.types.ResRet.f32 %14, 0
  %16 = extractvalue %dx.types.ResRet.f32 %14, 1
  %17 = extractvalue %dx.types.ResRet.f32 %14, 2
  %18 = extractvalue %dx.types.ResRet.f32 %14, 3
  %19 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 0 }, i32 %3, i1 true) #4
  %20 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %19, %dx.types.ResourceProperties { i32 10, i32 1033 }) #4
  %21 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %20, i32 0, i32 undef) #5
  %22 = extractvalue %dx.types.ResRet.f32 %21, 0
  %23 = extractvalue %dx.types.ResRet.f32 %21, 1
  %24 = extractvalue %dx.types.ResRet.f32 %21, 2
  %25 = extractvalue %dx.types.ResRet.f32 %21, 3
  %26 = lshr i32 %4, 30
  %27 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 %26, i1 false) #4
  %28 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %27, %dx.types.ResourceProperties { i32 4106, i32 265 }) #4
  %29 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %28, i32 %3, i32 undef) #5
  %30 = extractvalue %dx.types.ResRet.f32 %29, 0
  %31 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false) #4
  %32 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %31, %dx.types.ResourceProperties { i32 4106, i32 265 }) #4
  %33 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %32, i32 %3, i32 undef) #5
  %34 = extractvalue %dx.types.ResRet.f32 %33, 0
  %35 = fadd reassoc nnan ninf nsz arcp afn float %30, %34
  %36 = fadd reassoc nnan ninf nsz arcp afn float %10, %35
  %.i0 = fadd reassoc nnan ninf nsz arcp afn float %15, %36
  %.i1 = fadd reassoc nnan ninf nsz arcp afn float %16, %36
  %.i2 = fadd reassoc nnan ninf nsz arcp afn float %17, %36
  %.i3 = fadd reassoc nnan ninf nsz arcp afn float %18, %36
  %.i01 = fadd reassoc nnan ninf nsz arcp afn float %.i0, %22
  %.i12 = fadd reassoc nnan ninf nsz arcp afn float %.i1, %23
  %.i23 = fadd reassoc nnan ninf nsz arcp afn float %.i2, %24
  %.i34 = fadd reassoc nnan ninf nsz arcp afn float %.i3, %25
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %2, i32 %3, i32 0, float %.i01, float %.i12, float %.i23, float %.i34, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.binary.i32(i32, i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }
attributes #4 = { memory(none) }
attributes #5 = { memory(read) }

!dx.shaderModel = !{!0}
!dx.version = !{!1}
!dx.resources = !{!2}
!dx.entryPoints = !{!12}

!0 = !{!"cs", i32 6, i32 6}
!1 = !{i32 1, i32 6}
!2 = !{!3, !8, null, null}
!3 = !{!4, !6}
!4 = !{i32 0, ptr @SBufs, !"SBufs", i32 1, i32 0, i32 8, i32 12, i32 0, !5}
!5 = !{i32 1, i32 16}
!6 = !{i32 1, ptr @Unbounded, !"Unbounded", i32 2, i32 0, i32 -1, i32 10, i32 0, !7}
!7 = !{i32 0, i32 9}
!8 = !{!9, !10, !11}
!9 = !{i32 0, ptr @Bufs, !"Bufs", i32 0, i32 0, i32 4, i32 10, i1 false, i1 false, i1 false, !7}
!10 = !{i32 1, ptr @Tail, !"Tail", i32 0, i32 4, i32 1, i32 10, i1 false, i1 false, i1 false, !7}
!11 = !{i32 2, ptr @Out, !"Out", i32 0, i32 10, i32 1, i32 12, i1 false, i1 false, i1 false, !5}
!12 = !{ptr @main, !"main", null, !2, !13}
!13 = !{i32 0, i64 16, i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
