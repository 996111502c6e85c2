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
  %19 = insertelement <4 x float> poison, float %15, i64 0
  %20 = insertelement <4 x float> %19, float %16, i64 1
  %21 = insertelement <4 x float> %20, float %17, i64 2
  %22 = insertelement <4 x float> %21, float %18, i64 3
  %23 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 0 }, i32 %3, i1 true) #4
  %24 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %23, %dx.types.ResourceProperties { i32 10, i32 1033 }) #4
  %25 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %24, i32 0, i32 undef) #5
  %26 = extractvalue %dx.types.ResRet.f32 %25, 0
  %27 = extractvalue %dx.types.ResRet.f32 %25, 1
  %28 = extractvalue %dx.types.ResRet.f32 %25, 2
  %29 = extractvalue %dx.types.ResRet.f32 %25, 3
  %30 = insertelement <4 x float> poison, float %26, i64 0
  %31 = insertelement <4 x float> %30, float %27, i64 1
  %32 = insertelement <4 x float> %31, float %28, i64 2
  %33 = insertelement <4 x float> %32, float %29, i64 3
  %34 = lshr i32 %4, 30
  %35 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 %34, i1 false) #4
  %36 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %35, %dx.types.ResourceProperties { i32 4106, i32 265 }) #4
  %37 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %36, i32 %3, i32 undef) #5
  %38 = extractvalue %dx.types.ResRet.f32 %37, 0
  %39 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 4, i32 0, i8 1 }, i32 4, i1 false) #4
  %40 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %39, %dx.types.ResourceProperties { i32 4106, i32 265 }) #4
  %41 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %40, i32 %3, i32 undef) #5
  %42 = extractvalue %dx.types.ResRet.f32 %41, 0
  %43 = fadd reassoc nnan ninf nsz arcp afn float %38, %42
  %44 = fadd reassoc nnan ninf nsz arcp afn float %10, %43
  %45 = insertelement <4 x float> poison, float %44, i32 0
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <4 x i32> zeroinitializer
  %47 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %22, %46
  %48 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %47, %33
  %49 = extractelement <4 x float> %48, i32 0
  %50 = extractelement <4 x float> %48, i32 1
  %51 = extractelement <4 x float> %48, i32 2
  %52 = extractelement <4 x float> %48, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %2, i32 %3, i32 0, float %49, float %50, float %51, float %52, i8 15, i32 4)
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
!13 = !{i32 0, i64 8208, i32 4, !14}
!14 = !{i32 64, i32 1, i32 1}
