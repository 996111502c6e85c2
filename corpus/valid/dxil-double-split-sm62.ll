; DXIL in LLVM 22's output shape: rlv lower of corpus-real/02_buffer_double2.dxil.sm6_2.O3.ll.
; Buffer<double2> at SM 6.2 (createHandle, i32 bufferLoad lanes rebuilt with makeDouble, splitDouble stores).
source_filename = "shaders/02_buffer_double2.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-unknown-shadermodel6.2-compute"

%"Buffer<double2>" = type { <2 x double> }
%"RWBuffer<double2>" = type { <2 x double> }
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.splitdouble = type { i32, i32 }

@In = external constant %"Buffer<double2>"
@Out = external constant %"RWBuffer<double2>"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
  %1 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %3 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %4 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %3, i32 undef)
  %5 = extractvalue %dx.types.ResRet.i32 %4, 3
  %6 = extractvalue %dx.types.ResRet.i32 %4, 2
  %7 = extractvalue %dx.types.ResRet.i32 %4, 1
  %8 = extractvalue %dx.types.ResRet.i32 %4, 0
  %9 = call double @dx.op.makeDouble.f64(i32 101, i32 %8, i32 %7)
  %10 = insertelement <2 x double> poison, double %9, i32 0
  %11 = call double @dx.op.makeDouble.f64(i32 101, i32 %6, i32 %5)
  %12 = insertelement <2 x double> %10, double %11, i32 1
  %13 = add i32 %3, 4
  %14 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %1, i32 %13, i32 undef)
  %15 = extractvalue %dx.types.ResRet.i32 %14, 3
  %16 = extractvalue %dx.types.ResRet.i32 %14, 2
  %17 = extractvalue %dx.types.ResRet.i32 %14, 1
  %18 = extractvalue %dx.types.ResRet.i32 %14, 0
  %19 = call double @dx.op.makeDouble.f64(i32 101, i32 %18, i32 %17)
  %20 = insertelement <2 x double> poison, double %19, i32 0
  %21 = call double @dx.op.makeDouble.f64(i32 101, i32 %16, i32 %15)
  %22 = insertelement <2 x double> %20, double %21, i32 1
  %23 = fadd reassoc nnan ninf nsz arcp afn <2 x double> %22, %12
  %24 = extractelement <2 x double> %23, i32 0
  %25 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %24)
  %26 = extractelement <2 x double> %23, i32 1
  %27 = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %26)
  %28 = extractvalue %dx.types.splitdouble %25, 0
  %29 = extractvalue %dx.types.splitdouble %27, 0
  %30 = extractvalue %dx.types.splitdouble %25, 1
  %31 = extractvalue %dx.types.splitdouble %27, 1
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %2, i32 %3, i32 undef, i32 %28, i32 %30, i32 %29, i32 %31, i8 15)
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #2

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #2

; Function Attrs: nounwind memory(none)
declare double @dx.op.makeDouble.f64(i32, i32, i32) #1

; Function Attrs: nounwind memory(none)
declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind memory(read) }
attributes #3 = { nounwind }

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
!9 = !{!10, !13, null, null}
!10 = !{!11}
!11 = !{i32 0, ptr @In, !"In", i32 0, i32 0, i32 1, i32 10, i32 0, !12}
!12 = !{i32 0, i32 5}
!13 = !{!14}
!14 = !{i32 0, ptr @Out, !"Out", i32 0, i32 0, i32 1, i32 10, i1 false, i1 false, i1 false, !12}
