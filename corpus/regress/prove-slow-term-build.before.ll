; BEFORE of the pair prove-slow-term-build (see prove-slow-term-build.after.ll). Found by
; rlv_fuzz_prove (a generated module, not reduced).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.5-unknown-shadermodel6.5-compute"

%struct.S0 = type <{ <2 x double>, double, double, <2 x float> }>

@Sink.str = private unnamed_addr constant [5 x i8] c"Sink\00", align 1
@R1.str = private unnamed_addr constant [3 x i8] c"R1\00", align 1
@R2.str = private unnamed_addr constant [3 x i8] c"R2\00", align 1
@R3.str = private unnamed_addr constant [3 x i8] c"R3\00", align 1
@R4.str = private unnamed_addr constant [3 x i8] c"R4\00", align 1
@R5.str = private unnamed_addr constant [3 x i8] c"R5\00", align 1
@Sink.h = global target("dx.RawBuffer", i8, 1, 0) poison

define void @main() #0 {
  %1 = alloca %struct.S0, align 8
  %2 = alloca double, align 8
  %3 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Sink.str)
  store target("dx.RawBuffer", i8, 1, 0) %3, ptr @Sink.h, align 4
  %4 = call target("dx.TypedBuffer", <3 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v3i32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @R2.str)
  %5 = call target("dx.TypedBuffer", <3 x i32>, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v3i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @R4.str)
  %6 = call i32 @llvm.dx.thread.id(i32 0)
  %7 = call i32 @llvm.dx.thread.id(i32 1)
  %8 = call i32 @llvm.dx.group.id(i32 0)
  %9 = sub i32 %8, %6
  %10 = and i32 %9, 15
  %11 = shl i32 %10, 1
  %12 = trunc i32 %9 to i16
  %13 = insertelement <4 x i16> poison, i16 %12, i32 0
  %14 = trunc i32 %9 to i16
  %15 = insertelement <4 x i16> %13, i16 %14, i32 1
  %16 = trunc i32 %9 to i16
  %17 = insertelement <4 x i16> %15, i16 %16, i32 2
  %18 = trunc i32 %6 to i16
  %19 = insertelement <4 x i16> %17, i16 %18, i32 3
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i16(target("dx.RawBuffer", i8, 1, 0) %3, i32 %11, i32 poison, <4 x i16> %19)
  %20 = and i32 %7, 31
  %21 = lshr i32 %7, %20
  %22 = or i32 %7, %9
  %23 = icmp slt i32 %22, %9
  %24 = select i1 %23, i32 %22, i32 %9
  %25 = call i32 @llvm.dx.resource.nonuniformindex(i32 %6)
  %26 = and i32 %25, 1
  %27 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 %26, ptr @R5.str)
  %28 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %27, i32 %24)
  %29 = getelementptr inbounds %struct.S0, ptr %28, i32 0, i32 2
  %30 = load double, ptr %29, align 8
  br label %31

31:                                               ; preds = %31, %0
  %32 = phi i32 [ 0, %0 ], [ %43, %31 ]
  %33 = phi i32 [ %24, %0 ], [ %44, %31 ]
  %34 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 0, ptr @R5.str)
  %35 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %34, i32 10)
  %36 = getelementptr inbounds i8, ptr %35, i32 16
  store double %30, ptr %36, align 8
  %37 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %3, i32 40)
  %38 = load i32, ptr %37, align 4
  %39 = and i32 %33, 15
  %40 = shl i32 %39, 1
  %41 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %3, i32 %40)
  %42 = load <4 x i16>, ptr %41, align 2
  %43 = add i32 %32, 1
  %44 = add i32 %33, %6
  %45 = icmp ult i32 %43, 3
  br i1 %45, label %31, label %46

46:                                               ; preds = %31
  %47 = fmul double %30, %30
  %48 = and i32 %22, 15
  %49 = shl i32 %48, 2
  %50 = sext i32 %22 to i64
  %51 = insertelement <2 x i64> poison, i64 %50, i32 0
  %52 = sext i32 %7 to i64
  %53 = insertelement <2 x i64> %51, i64 %52, i32 1
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i64(target("dx.RawBuffer", i8, 1, 0) %3, i32 %49, i32 poison, <2 x i64> %53)
  %54 = call { <4 x half>, i1 } @llvm.dx.resource.load.rawbuffer.v4f16.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %3, i32 8, i32 poison)
  %55 = extractvalue { <4 x half>, i1 } %54, 0
  %56 = extractvalue { <4 x half>, i1 } %54, 1
  %57 = zext i1 %56 to i32
  call void @llvm.lifetime.start.p0(ptr %2)
  %58 = and i32 %22, 1
  %59 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 %58, ptr @R5.str)
  %60 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %59, i32 3)
  %61 = getelementptr inbounds i8, ptr %60, i32 8
  call void @llvm.memcpy.p0.p0.i32(ptr %2, ptr %61, i32 8, i1 false)
  %62 = and i32 %6, 7
  %63 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 1, ptr @R5.str)
  %64 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %63, i32 %62)
  %65 = getelementptr inbounds i8, ptr %64, i32 8
  call void @llvm.memcpy.p0.p0.i32(ptr %65, ptr %2, i32 8, i1 false)
  call void @llvm.lifetime.end.p0(ptr %2)
  %66 = icmp ult i32 %6, %44
  br i1 %66, label %67, label %86

67:                                               ; preds = %46
  %68 = and i32 %21, 15
  %69 = shl i32 %68, 2
  %70 = insertelement <4 x double> poison, double %30, i32 0
  %71 = insertelement <4 x double> %70, double %47, i32 1
  %72 = uitofp i32 %6 to float
  %73 = fpext float %72 to double
  %74 = insertelement <4 x double> %71, double %73, i32 2
  %75 = insertelement <4 x double> %74, double %30, i32 3
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4f64(target("dx.RawBuffer", i8, 1, 0) %3, i32 %69, i32 poison, <4 x double> %75)
  %76 = and i32 %44, 7
  %77 = and i32 %9, 1
  %78 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 %77, ptr @R5.str)
  %79 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %78, i32 %76)
  call void @llvm.memcpy.p0.p0.i32(ptr %1, ptr %79, i32 40, i1 false)
  %80 = load <2 x double>, ptr %1, align 8
  %81 = and i32 %22, 7
  %82 = and i32 %6, 1
  %83 = call i32 @llvm.dx.resource.nonuniformindex(i32 %82)
  %84 = call target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32 1, i32 2, i32 2, i32 %83, ptr @R5.str)
  %85 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0) %84, i32 %81)
  call void @llvm.memcpy.p0.p0.i32(ptr %85, ptr %1, i32 40, i1 false)
  br label %96

86:                                               ; preds = %46
  %87 = load target("dx.RawBuffer", i8, 1, 0), ptr @Sink.h, align 4
  %88 = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %87)
  %89 = load target("dx.RawBuffer", i8, 1, 0), ptr @Sink.h, align 4
  %90 = and i32 %57, 15
  %91 = shl i32 %90, 2
  %92 = call { i64, i1 } @llvm.dx.resource.load.rawbuffer.i64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %89, i32 %91, i32 poison)
  %93 = extractvalue { i64, i1 } %92, 0
  %94 = extractvalue { i64, i1 } %92, 1
  %95 = zext i1 %94 to i32
  br label %96

96:                                               ; preds = %86, %67
  %97 = phi i32 [ %6, %67 ], [ %22, %86 ]
  %98 = load target("dx.RawBuffer", i8, 1, 0), ptr @Sink.h, align 4
  %99 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %98, i32 60)
  store i32 %97, ptr %99, align 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %3, i32 40, i32 poison, i32 %97)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f64(target("dx.RawBuffer", i8, 1, 0) %3, i32 4, i32 poison, double %30)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <3 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v3i32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <3 x i32>, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v3i32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.group.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4i16(target("dx.RawBuffer", i8, 1, 0), i32, i32, <4 x i16>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S0, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.S0s_1_0t(target("dx.RawBuffer", %struct.S0, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2i64(target("dx.RawBuffer", i8, 1, 0), i32, i32, <2 x i64>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare { <4 x half>, i1 } @llvm.dx.resource.load.rawbuffer.v4f16.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v4f64(target("dx.RawBuffer", i8, 1, 0), i32, i32, <4 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0)) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare { i64, i1 } @llvm.dx.resource.load.rawbuffer.i64.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f64(target("dx.RawBuffer", i8, 1, 0), i32, i32, double) #3

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
