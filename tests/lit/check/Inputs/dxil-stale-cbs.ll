; rlv lower's output before it erased !hlsl.cbs (stale entries whose members are gone):
; corpus/valid/dxil-cbuffer-sm60.ll as it was.
source_filename = "shaders/09_cbuffer.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

%"RWBuffer<float4>" = type { <4 x float> }
%CBuffer.Params = type { { <4 x float>, i32, double, [3 x float], { <2 x float>, i32 } } }
%"CBuffer.$Globals" = type { float }
%CBuffer.Second = type { { <3 x float>, float } }
%dx.types.Handle = type { ptr }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.CBufRet.f64 = type { double, double }

@Out = external constant %"RWBuffer<float4>"
@Params = external constant %CBuffer.Params
@"$Globals" = external constant %"CBuffer.$Globals"
@Second = external constant %CBuffer.Second

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 2, i1 false)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 1, i32 1, i1 false)
  %4 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %.load33 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 1)
  %.extract = extractvalue %dx.types.CBufRet.i32 %.load33, 0
  %5 = icmp ult i32 %4, %.extract
  br i1 %5, label %6, label %28

6:                                                ; preds = %0
  %7 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %.load736 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 0)
  %.extract8 = extractvalue %dx.types.CBufRet.f32 %.load736, 0
  %.extract9 = extractvalue %dx.types.CBufRet.f32 %.load736, 1
  %.extract10 = extractvalue %dx.types.CBufRet.f32 %.load736, 2
  %.extract11 = extractvalue %dx.types.CBufRet.f32 %.load736, 3
  %.upto0 = insertelement <4 x float> poison, float %.extract8, i32 0
  %.upto1 = insertelement <4 x float> %.upto0, float %.extract9, i32 1
  %.upto2 = insertelement <4 x float> %.upto1, float %.extract10, i32 2
  %.upto3 = insertelement <4 x float> %.upto2, float %.extract11, i32 3
  %.load1237 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %1, i32 1)
  %.extract13 = extractvalue %dx.types.CBufRet.f64 %.load1237, 1
  %8 = fptrunc reassoc nnan ninf nsz arcp afn double %.extract13 to float
  %9 = insertelement <4 x float> poison, float %8, i64 0
  %10 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> zeroinitializer
  %11 = urem i32 %4, 3
  %12 = add i32 2, %11
  %.load1435 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 %12)
  %.extract15 = extractvalue %dx.types.CBufRet.f32 %.load1435, 0
  %13 = insertelement <4 x float> poison, float %.extract15, i64 0
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <4 x i32> zeroinitializer
  %15 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %.upto3, <4 x float> %10, <4 x float> %14)
  %.load1634 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %1, i32 5)
  %.extract17 = extractvalue %dx.types.CBufRet.f32 %.load1634, 0
  %.extract18 = extractvalue %dx.types.CBufRet.f32 %.load1634, 1
  %.upto019 = insertelement <2 x float> poison, float %.extract17, i32 0
  %.upto120 = insertelement <2 x float> %.upto019, float %.extract18, i32 1
  %.load2139 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %2, i32 0)
  %.extract22 = extractvalue %dx.types.CBufRet.f32 %.load2139, 0
  %.extract23 = extractvalue %dx.types.CBufRet.f32 %.load2139, 1
  %.upto024 = insertelement <2 x float> poison, float %.extract22, i32 0
  %.upto125 = insertelement <2 x float> %.upto024, float %.extract23, i32 1
  %16 = shufflevector <2 x float> %.upto120, <2 x float> %.upto125, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %17 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %16, %15
  %.load2632 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %1, i32 5)
  %.extract27 = extractvalue %dx.types.CBufRet.i32 %.load2632, 2
  %18 = uitofp i32 %.extract27 to float
  %.load2840 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %3, i32 0)
  %.extract29 = extractvalue %dx.types.CBufRet.f32 %.load2840, 0
  %19 = fadd reassoc nnan ninf nsz arcp afn float %.extract29, %18
  %.load3038 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %2, i32 0)
  %.extract31 = extractvalue %dx.types.CBufRet.f32 %.load3038, 3
  %20 = fadd reassoc nnan ninf nsz arcp afn float %19, %.extract31
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <4 x i32> zeroinitializer
  %23 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %17, %22
  %24 = extractelement <4 x float> %23, i32 0
  %25 = extractelement <4 x float> %23, i32 1
  %26 = extractelement <4 x float> %23, i32 2
  %27 = extractelement <4 x float> %23, i32 3
  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %7, i32 %4, i32 undef, float %24, float %25, float %26, float %27, i8 15)
  br label %28

28:                                               ; preds = %6, %0
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #3

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }

!hlsl.cbs = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!dx.valver = !{!5}
!llvm.ident = !{!6}
!llvm.errno.tbaa = !{!7}
!dx.resources = !{!11}

!0 = distinct !{null, ptr addrspace(2) poison, ptr addrspace(2) poison, ptr addrspace(2) poison, ptr addrspace(2) poison, ptr addrspace(2) poison}
!1 = distinct !{null, ptr addrspace(2) poison, ptr addrspace(2) poison}
!2 = distinct !{null, ptr addrspace(2) poison}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 1, i32 8}
!6 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{null, !12, !15, null}
!12 = !{!13}
!13 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !14}
!14 = !{i32 0, i32 9}
!15 = !{!16, !17, !18}
!16 = !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 92, null}
!17 = !{i32 1, ptr @"$Globals", !"$Globals", i32 0, i32 1, i32 1, i32 4, null}
!18 = !{i32 2, ptr @Second, !"Second", i32 1, i32 2, i32 1, i32 16, null}
