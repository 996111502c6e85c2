; Found by rlv_fuzz_verify: the same null-operand TBAA node reached through !llvm.errno.tbaa.
; Expected: exit 2, input-llvm-invalid, no crash.
; DXIL in LLVM 22's output shape: rlv lower of corpus-real/09_cbuffer.dxil.sm6_0.O3.ll.
; cbuffers at SM 6.0 (createHandle record ids, cbufferLoadLegacy rows).
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

; Function Attrs: mustprogress nofi32) #2

; Function Attrs: nounwind
declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: write, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-signed-zeros-fp-math"="false" "no-trapping-math"="i17true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind }

!hlsl.cbs = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!dx.valver = !{!5}
!llvm.ident = !{!6}
!llvm.errno.tbaa = !{!2}
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
