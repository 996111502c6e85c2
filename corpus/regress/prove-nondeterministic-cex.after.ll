; BUG: prover determinism: `rlv prove` on this same pair, same binary, gives a different
; counterexample from run to run, even with ASLR off (setarch -R): "memory of u2 space 1 "R6"
; (typed) element 5 lane 0", "memory of u3 space 3 "R4" (raw) byte 11", "memory of u0 space 2
; "Sink" (raw) byte 12", ... With the resource limit rlv_fuzz_prove uses (rlimit 250000) the
; verdict itself flips between refuted and "unknown: the solver gave up: canceled". A fuzz
; crash must reproduce from its one file, and a verdict must not depend on the run.
; The AFTER is rlv lower's output with the first threadId's component changed from 0 to 1.
; Expected: refuted, with the same counterexample every run.
; EXPECT: refuted
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-unknown-shadermodel6.2-compute"

%"Buffer<float3>" = type { <3 x float> }
%"Buffer<double2>" = type { <2 x double> }
%"RWBuffer<int16_t>" = type { i16 }
%RWByteAddressBuffer = type { i32 }
%"RWStructuredBuffer<int32_t>" = type { i32 }
%CBuffer.R3 = type { { <2 x half>, <4 x i16>, [3 x i32], [3 x <3 x double>], [3 x <3 x double>] } }
%dx.types.Handle = type { ptr }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.CBufRet.f64 = type { double, double }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }

@R2 = external constant %"Buffer<float3>"
@R1 = external constant %"Buffer<double2>"
@R6 = external constant [4 x %"RWBuffer<int16_t>"]
@Sink = external constant [2 x %RWByteAddressBuffer]
@R5 = external constant %RWByteAddressBuffer
@R4 = external constant [0 x %"RWStructuredBuffer<int32_t>"]
@R3 = external constant %CBuffer.R3

define void @main() #0 {
  %1 = alloca i32, align 8
  %2 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 1, i1 false)
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
  %4 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
  %5 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %6 = call i32 @dx.op.threadId.i32(i32 93, i32 2)
  %7 = mul i32 %6, %6
  %8 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %2, i32 7, i32 undef)
  %9 = extractvalue %dx.types.ResRet.i32 %8, 3
  %10 = extractvalue %dx.types.ResRet.i32 %8, 2
  %11 = extractvalue %dx.types.ResRet.i32 %8, 1
  %12 = extractvalue %dx.types.ResRet.i32 %8, 0
  %13 = call double @dx.op.makeDouble.f64(i32 101, i32 %12, i32 %11)
  %14 = insertelement <2 x double> poison, double %13, i32 0
  %15 = call double @dx.op.makeDouble.f64(i32 101, i32 %10, i32 %9)
  %16 = insertelement <2 x double> %14, double %15, i32 1
  %17 = and i32 %6, 3
  %18 = add i32 %17, 1
  %19 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %18, i1 true)
  %20 = and i32 %7, 7
  %21 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %19, i32 %20, i32 0, i8 1, i32 4)
  %22 = extractvalue %dx.types.ResRet.i32 %21, 0
  %23 = and i32 %7, 1
  %24 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %23, i1 true)
  %25 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %24, i32 28, i32 poison, i8 3, i32 4)
  %26 = extractvalue %dx.types.ResRet.i32 %25, 1
  %27 = extractvalue %dx.types.ResRet.i32 %25, 0
  %28 = zext i32 %27 to i64
  %29 = zext i32 %26 to i64
  %30 = shl i64 %29, 32
  %31 = or i64 %28, %30
  %32 = icmp eq i32 %22, %6
  br i1 %32, label %33, label %37

33:                                               ; preds = %0
  %34 = urem i32 %22, 3
  %35 = mul i32 %34, 2
  %36 = add i32 %35, 5
  %.load2 = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %4, i32 %36)
  %.extract = extractvalue %dx.types.CBufRet.f64 %.load2, 0
  br label %56

37:                                               ; preds = %0
  %38 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %2, i32 %22, i32 undef)
  %39 = extractvalue %dx.types.ResRet.i32 %38, 3
  %40 = extractvalue %dx.types.ResRet.i32 %38, 2
  %41 = extractvalue %dx.types.ResRet.i32 %38, 1
  %42 = extractvalue %dx.types.ResRet.i32 %38, 0
  %43 = call double @dx.op.makeDouble.f64(i32 101, i32 %42, i32 %41)
  %44 = insertelement <2 x double> poison, double %43, i32 0
  %45 = call double @dx.op.makeDouble.f64(i32 101, i32 %40, i32 %39)
  %46 = insertelement <2 x double> %44, double %45, i32 1
  %47 = and i32 %6, 3
  %48 = add i32 %47, 1
  %49 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %48, i1 false)
  %50 = and i32 %22, 7
  %51 = trunc i32 %22 to i16
  call void @dx.op.bufferStore.i16(i32 69, %dx.types.Handle %49, i32 %50, i32 undef, i16 %51, i16 %51, i16 %51, i16 %51, i8 15)
  %52 = and i32 %7, 1
  %53 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %52, i1 false)
  %54 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %53, i32 undef)
  %55 = extractvalue %dx.types.Dimensions %54, 0
  br label %56

56:                                               ; preds = %37, %33
  %57 = phi i32 [ %7, %33 ], [ %6, %37 ]
  %58 = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %2, i32 %22, i32 undef)
  %59 = extractvalue %dx.types.ResRet.i32 %58, 3
  %60 = extractvalue %dx.types.ResRet.i32 %58, 2
  %61 = extractvalue %dx.types.ResRet.i32 %58, 1
  %62 = extractvalue %dx.types.ResRet.i32 %58, 0
  %63 = call double @dx.op.makeDouble.f64(i32 101, i32 %62, i32 %61)
  %64 = insertelement <2 x double> poison, double %63, i32 0
  %65 = call double @dx.op.makeDouble.f64(i32 101, i32 %60, i32 %59)
  %66 = insertelement <2 x double> %64, double %65, i32 1
  %67 = and i32 %7, 3
  %68 = add i32 %67, 1
  %69 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %68, i1 false)
  %70 = and i32 %6, 7
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %69, i32 %70, i32 0, i32 7, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %71 = icmp ult i32 %57, %7
  br i1 %71, label %72, label %74

72:                                               ; preds = %56
  %73 = icmp eq i32 %22, %6
  br i1 %73, label %81, label %84

74:                                               ; preds = %84, %56
  %75 = phi i32 [ %85, %84 ], [ %57, %56 ]
  %76 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
  %77 = icmp ult i32 %75, %22
  %78 = and i32 %75, 15
  %79 = shl i32 %78, 2
  br i1 %77, label %split.handle, label %split.handle1

split.handle:                                     ; preds = %74
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %76, i32 %79, i32 poison, i32 %22, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %split.cont

split.handle1:                                    ; preds = %74
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %5, i32 %79, i32 poison, i32 %22, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %split.cont

split.cont:                                       ; preds = %split.handle1, %split.handle
  %80 = icmp ult i32 %57, %7
  br i1 %80, label %98, label %101

81:                                               ; preds = %72
  %82 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %3, i32 0, i32 undef)
  %83 = extractvalue %dx.types.ResRet.f32 %82, 2
  br label %84

84:                                               ; preds = %81, %72
  %85 = phi i32 [ %6, %81 ], [ %57, %72 ]
  %86 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %4, i32 7)
  %87 = extractvalue %dx.types.CBufRet.f32 %86, 2
  %88 = and i32 %7, 3
  %89 = add i32 %88, 1
  %90 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %89, i1 true)
  %91 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %90, i32 9, i32 0, i8 1, i32 4)
  %92 = extractvalue %dx.types.ResRet.i32 %91, 0
  store i32 %92, ptr %1, align 1
  %93 = load i32, ptr %1, align 4
  %94 = and i32 %57, 3
  %95 = add i32 %94, 1
  %96 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %95, i1 false)
  %97 = load i32, ptr %1, align 1
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %96, i32 2, i32 0, i32 %97, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  br label %74

98:                                               ; preds = %split.cont
  %99 = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %3, i32 %57, i32 undef)
  %100 = extractvalue %dx.types.ResRet.f32 %99, 2
  br label %102

101:                                              ; preds = %split.cont
  br label %102

102:                                              ; preds = %101, %98
  %103 = phi i32 [ %6, %98 ], [ %6, %101 ]
  %104 = and i32 %22, 1
  %105 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %104, i1 true)
  %106 = and i32 %57, 15
  %107 = shl i32 %106, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %105, i32 %107, i32 poison, i32 %103, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %108 = and i32 %103, 1
  %109 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %108, i1 false)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %109, i32 12, i32 poison, i32 %103, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  %110 = and i32 %22, 1
  %111 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 %110, i1 true)
  %112 = and i32 %103, 15
  %113 = shl i32 %112, 2
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %111, i32 %113, i32 poison, i32 %22, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  ret void
}

; Function Attrs: nounwind memory(read)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #2

; Function Attrs: nounwind
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #3

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind memory(read)
declare %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32, %dx.types.Handle, i32) #1

; Function Attrs: nounwind
declare void @dx.op.bufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8) #3

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind memory(read)
declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #1

; Function Attrs: nounwind memory(none)
declare double @dx.op.makeDouble.f64(i32, i32, i32) #2

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(read) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }

!hlsl.cbs = !{!0}
!dx.resources = !{!1}

!0 = distinct !{null, null, null, null, ptr addrspace(2) poison, null}
!1 = !{!2, !7, !14, null}
!2 = !{!3, !5}
!3 = !{i32 0, ptr @R2, !"R2", i32 2, i32 0, i32 1, i32 10, i32 0, !4}
!4 = !{i32 0, i32 9}
!5 = !{i32 1, ptr @R1, !"R1", i32 2, i32 1, i32 1, i32 10, i32 0, !6}
!6 = !{i32 0, i32 5}
!7 = !{!8, !10, !11, !12}
!8 = !{i32 0, ptr @R6, !"R6", i32 1, i32 1, i32 4, i32 10, i1 false, i1 false, i1 false, !9}
!9 = !{i32 0, i32 2}
!10 = !{i32 1, ptr @Sink, !"Sink", i32 2, i32 0, i32 2, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{i32 2, ptr @R5, !"R5", i32 2, i32 2, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!12 = !{i32 3, ptr @R4, !"R4", i32 3, i32 1, i32 -1, i32 12, i1 false, i1 false, i1 false, !13}
!13 = !{i32 1, i32 4}
!14 = !{!15}
!15 = !{i32 0, ptr @R3, !"R3", i32 0, i32 0, i32 1, i32 248, null}
