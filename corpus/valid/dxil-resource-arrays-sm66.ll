; DXIL in LLVM 22's output shape: rlv lower of corpus-real/10_resource_arrays.dxil.sm6_6.O3.ll.
; resource arrays at SM 6.6 (dynamic indices inside ResBind ranges).
source_filename = "shaders/10_resource_arrays.hlsl"
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
@Out = external constant %"RWStructuredBuffer<float4>"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 10, i32 10, i32 0, i8 1 }, i32 10, i1 false)
  %2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 4108, i32 16 })
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %5 = call i32 @dx.op.threadId.i32(i32 93, i32 2)
  %6 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 2, i1 false)
  %7 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %6, %dx.types.ResourceProperties { i32 4106, i32 265 })
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %3, i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
  %8 = and i32 %4, 3
  %9 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 0, i8 1 }, i32 %8, i1 false)
  %10 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %9, %dx.types.ResourceProperties { i32 4106, i32 265 })
  %11 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %10, i32 %3, i32 undef)
  %12 = extractvalue %dx.types.ResRet.f32 %11, 0
  %13 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 7, i32 1, i8 0 }, i32 %5, i1 true)
  %14 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %13, %dx.types.ResourceProperties { i32 12, i32 16 })
  %15 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %14, i32 %3, i32 0, i8 15, i32 4)
  %16 = extractvalue %dx.types.ResRet.f32 %15, 0
  %17 = extractvalue %dx.types.ResRet.f32 %15, 1
  %18 = extractvalue %dx.types.ResRet.f32 %15, 2
  %19 = extractvalue %dx.types.ResRet.f32 %15, 3
  %20 = insertelement <4 x float> poison, float %16, i64 0
  %21 = insertelement <4 x float> %20, float %17, i64 1
  %22 = insertelement <4 x float> %21, float %18, i64 2
  %23 = insertelement <4 x float> %22, float %19, i64 3
  %24 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 2, i8 0 }, i32 %3, i1 true)
  %25 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %24, %dx.types.ResourceProperties { i32 10, i32 1033 })
  %26 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %25, i32 0, i32 undef)
  %27 = extractvalue %dx.types.ResRet.f32 %26, 0
  %28 = extractvalue %dx.types.ResRet.f32 %26, 1
  %29 = extractvalue %dx.types.ResRet.f32 %26, 2
  %30 = extractvalue %dx.types.ResRet.f32 %26, 3
  %31 = insertelement <4 x float> poison, float %27, i64 0
  %32 = insertelement <4 x float> %31, float %28, i64 1
  %33 = insertelement <4 x float> %32, float %29, i64 2
  %34 = insertelement <4 x float> %33, float %30, i64 3
  %35 = insertelement <4 x float> poison, float %12, i64 0
  %36 = shufflevector <4 x float> %35, <4 x float> poison, <4 x i32> zeroinitializer
  %37 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %23, %36
  %38 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %37, %34
  %39 = extractelement <4 x float> %38, i32 0
  %40 = extractelement <4 x float> %38, i32 1
  %41 = extractelement <4 x float> %38, i32 2
  %42 = extractelement <4 x float> %38, i32 3
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %2, i32 %3, i32 0, float %39, float %40, float %41, float %42, i8 15, i32 4)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind }
attributes #3 = { nounwind memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!dx.valver = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}
!dx.resources = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"dx.nativelowprec", i32 1}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, i32 8}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !15, null, null}
!10 = !{!11, !13}
!11 = !{i32 0, ptr @SBufs, !"SBufs", i32 1, i32 0, i32 8, i32 12, i32 0, !12}
!12 = !{i32 1, i32 16}
!13 = !{i32 1, ptr @Unbounded, !"Unbounded", i32 2, i32 0, i32 -1, i32 10, i32 0, !14}
!14 = !{i32 0, i32 9}
!15 = !{!16, !17}
!16 = !{i32 0, ptr @Bufs, !"Bufs", i32 0, i32 0, i32 4, i32 10, i1 false, i1 false, i1 false, !14}
!17 = !{i32 1, ptr @Out, !"Out", i32 0, i32 10, i32 1, i32 12, i1 false, i1 false, i1 false, !12}
