; BUG: prover performance: `rlv prove` takes about 2 s and 500 MB on this pair (13 stores,
; one loop), even with a Z3 resource limit of 250000 (rlv_fuzz_prove's), because the time is
; spent building terms (read_at over the write chains, Z3_mk_eq) outside any solver check,
; which the resource limit does not bound. rlv_fuzz_prove reaches such inputs often enough to
; lower its throughput below 30 exec/s and to raise the fuzzer's RSS past 1 GB. The AFTER is
; rlv lower's output with the rawBufferLoad mask at byte 40 changed from 1 to 14.
; Expected: bounded, in milliseconds.
; EXPECT: bounded
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.5-unknown-shadermodel6.5-compute"

%RWByteAddressBuffer = type { i32 }
%"RWBuffer<uint32_t3>" = type { <3 x i32> }
%"RWStructuredBuffer<struct.S0>" = type { %struct.S0 }
%struct.S0 = type <{ <2 x double>, double, double, <2 x float> }>
%dx.types.Handle = type { ptr }
%dx.types.ResRet.f64 = type { double, double, double, double, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.ResRet.i16 = type { i16, i16, i16, i16, i32 }
%dx.types.ResRet.f16 = type { half, half, half, half, i32 }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.ResRet.i64 = type { i64, i64, i64, i64, i32 }

@Sink = external constant %RWByteAddressBuffer
@R4 = external constant %"RWBuffer<uint32_t3>"
@R2 = external constant %"RWBuffer<uint32_t3>"
@R5 = external constant [2 x %"RWStructuredBuffer<struct.S0>"]

define void @main() #0 {
  %1 = alloca %struct.S0, align 8
  %2 = alloca double, align 8
  %3 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
  %4 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
  %5 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
  %6 = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %7 = call i32 @dx.op.threadId.i32(i32 93, i32 1)
  %8 = call i32 @dx.op.groupId.i32(i32 94, i32 0)
  %9 = sub i32 %8, %6
  %10 = and i32 %9, 15
  %11 = shl i32 %10, 1
  %12 = trunc i32 %9 to i16
  %13 = trunc i32 %9 to i16
  %14 = trunc i32 %9 to i16
  %15 = trunc i32 %6 to i16
  call void @dx.op.rawBufferStore.i16(i32 140, %dx.types.Handle %3, i32 %11, i32 poison, i16 %12, i16 %13, i16 %14, i16 %15, i8 15, i32 2)
  %16 = and i32 %7, 31
  %17 = lshr i32 %7, %16
  %18 = or i32 %7, %9
  %19 = icmp slt i32 %18, %9
  %20 = select i1 %19, i32 %18, i32 %9
  %21 = and i32 %6, 1
  %22 = add i32 %21, 2
  %23 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %22, i1 true)
  %24 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %23, i32 %20, i32 24, i8 1, i32 8)
  %25 = extractvalue %dx.types.ResRet.f64 %24, 0
  br label %26

26:                                               ; preds = %26, %0
  %27 = phi i32 [ 0, %0 ], [ %35, %26 ]
  %28 = phi i32 [ %20, %0 ], [ %36, %26 ]
  %29 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 2, i1 false)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %29, i32 10, i32 16, double %25, double undef, double undef, double undef, i8 1, i32 8)
  %30 = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %3, i32 40, i32 poison, i8 14, i32 4)
  %31 = extractvalue %dx.types.ResRet.i32 %30, 0
  %32 = and i32 %28, 15
  %33 = shl i32 %32, 1
  %34 = call %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32 139, %dx.types.Handle %3, i32 %33, i32 poison, i8 15, i32 2)
  %35 = add i32 %27, 1
  %36 = add i32 %28, %6
  %37 = icmp ult i32 %35, 3
  br i1 %37, label %26, label %38

38:                                               ; preds = %26
  %39 = fmul double %25, %25
  %40 = and i32 %18, 15
  %41 = shl i32 %40, 2
  %42 = sext i32 %18 to i64
  %43 = sext i32 %7 to i64
  call void @dx.op.rawBufferStore.i64(i32 140, %dx.types.Handle %3, i32 %41, i32 poison, i64 %42, i64 %43, i64 undef, i64 undef, i8 3, i32 8)
  %44 = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %3, i32 8, i32 poison, i8 15, i32 2)
  %45 = extractvalue %dx.types.ResRet.f16 %44, 4
  %46 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %45)
  %47 = zext i1 %46 to i32
  %48 = and i32 %18, 1
  %49 = add i32 %48, 2
  %50 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %49, i1 false)
  %51 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %50, i32 3, i32 8, i8 1, i32 8)
  %52 = extractvalue %dx.types.ResRet.f64 %51, 0
  store double %52, ptr %2, align 1
  %53 = and i32 %6, 7
  %54 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 3, i1 false)
  %55 = load double, ptr %2, align 1
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %54, i32 %53, i32 8, double %55, double undef, double undef, double undef, i8 1, i32 8)
  %56 = icmp ult i32 %6, %36
  br i1 %56, label %57, label %99

57:                                               ; preds = %38
  %58 = and i32 %17, 15
  %59 = shl i32 %58, 2
  %60 = uitofp i32 %6 to float
  %61 = fpext float %60 to double
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %3, i32 %59, i32 poison, double %25, double %39, double %61, double %25, i8 15, i32 8)
  %62 = and i32 %36, 7
  %63 = and i32 %9, 1
  %64 = add i32 %63, 2
  %65 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %64, i1 false)
  %66 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %65, i32 %62, i32 0, i8 3, i32 8)
  %67 = extractvalue %dx.types.ResRet.f64 %66, 0
  %68 = extractvalue %dx.types.ResRet.f64 %66, 1
  %69 = insertelement <2 x double> poison, double %67, i64 0
  %70 = insertelement <2 x double> %69, double %68, i64 1
  %71 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %65, i32 %62, i32 16, i8 1, i32 8)
  %72 = extractvalue %dx.types.ResRet.f64 %71, 0
  %73 = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %65, i32 %62, i32 24, i8 1, i32 8)
  %74 = extractvalue %dx.types.ResRet.f64 %73, 0
  %75 = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %65, i32 %62, i32 32, i8 3, i32 4)
  %76 = extractvalue %dx.types.ResRet.f32 %75, 0
  %77 = extractvalue %dx.types.ResRet.f32 %75, 1
  %78 = insertelement <2 x float> poison, float %76, i64 0
  %79 = insertelement <2 x float> %78, float %77, i64 1
  store <2 x double> %70, ptr %1, align 1
  %80 = getelementptr inbounds i8, ptr %1, i32 16
  store double %72, ptr %80, align 1
  %81 = getelementptr inbounds i8, ptr %1, i32 24
  store double %74, ptr %81, align 1
  %82 = getelementptr inbounds i8, ptr %1, i32 32
  store <2 x float> %79, ptr %82, align 1
  %83 = load <2 x double>, ptr %1, align 8
  %84 = and i32 %18, 7
  %85 = and i32 %6, 1
  %86 = add i32 %85, 2
  %87 = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 3, i32 %86, i1 true)
  %88 = load <2 x double>, ptr %1, align 1
  %89 = getelementptr inbounds i8, ptr %1, i32 16
  %90 = load double, ptr %89, align 1
  %91 = getelementptr inbounds i8, ptr %1, i32 24
  %92 = load double, ptr %91, align 1
  %93 = getelementptr inbounds i8, ptr %1, i32 32
  %94 = load <2 x float>, ptr %93, align 1
  %95 = extractelement <2 x double> %88, i32 0
  %96 = extractelement <2 x double> %88, i32 1
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %87, i32 %84, i32 0, double %95, double %96, double undef, double undef, i8 3, i32 8)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %87, i32 %84, i32 16, double %90, double undef, double undef, double undef, i8 1, i32 8)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %87, i32 %84, i32 24, double %92, double undef, double undef, double undef, i8 1, i32 8)
  %97 = extractelement <2 x float> %94, i32 0
  %98 = extractelement <2 x float> %94, i32 1
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %87, i32 %84, i32 32, float %97, float %98, float undef, float undef, i8 3, i32 4)
  br label %109

99:                                               ; preds = %38
  %100 = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %3, i32 undef)
  %101 = extractvalue %dx.types.Dimensions %100, 0
  %102 = and i32 %47, 15
  %103 = shl i32 %102, 2
  %104 = call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139, %dx.types.Handle %3, i32 %103, i32 poison, i8 1, i32 8)
  %105 = extractvalue %dx.types.ResRet.i64 %104, 4
  %106 = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %105)
  %107 = extractvalue %dx.types.ResRet.i64 %104, 0
  %108 = zext i1 %106 to i32
  br label %109

109:                                              ; preds = %99, %57
  %110 = phi i32 [ %6, %57 ], [ %18, %99 ]
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 60, i32 poison, i32 %110, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %3, i32 40, i32 poison, i32 %110, i32 undef, i32 undef, i32 undef, i8 1, i32 4)
  call void @dx.op.rawBufferStore.f64(i32 140, %dx.types.Handle %3, i32 4, i32 poison, double %25, double undef, double undef, double undef, i8 1, i32 8)
  ret void
}

; Function Attrs: nounwind memory(read)
declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #1

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.threadId.i32(i32, i32) #2

; Function Attrs: nounwind memory(none)
declare i32 @dx.op.groupId.i32(i32, i32) #2

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i16(i32, %dx.types.Handle, i32, i32, i16, i16, i16, i16, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i64(i32, %dx.types.Handle, i32, i32, i64, i64, i64, i64, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind memory(read)
declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32) #1

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f64(i32, %dx.types.Handle, i32, i32, double, double, double, double, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.Dimensions @dx.op.getDimensions(i32, %dx.types.Handle, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.i16 @dx.op.rawBufferLoad.i16(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32, %dx.types.Handle, i32, i32, i8, i32) #3

; Function Attrs: nounwind
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #3

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nounwind memory(read) }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nounwind }

!dx.resources = !{!0}

!0 = !{null, !1, null, null}
!1 = !{!2, !3, !5, !6}
!2 = !{i32 0, ptr @Sink, !"Sink", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!3 = !{i32 1, ptr @R4, !"R4", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !4}
!4 = !{i32 0, i32 5}
!5 = !{i32 2, ptr @R2, !"R2", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, !4}
!6 = !{i32 3, ptr @R5, !"R5", i32 1, i32 2, i32 2, i32 12, i1 false, i1 false, i1 false, !7}
!7 = !{i32 1, i32 40}
