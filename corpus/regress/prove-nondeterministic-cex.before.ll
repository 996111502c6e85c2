; BEFORE of the pair prove-nondeterministic-cex (see prove-nondeterministic-cex.after.ll).
; Found by rlv_fuzz_prove (seed fuzz/corpus/prove/threadId-refuted-0, not reduced).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.2-unknown-shadermodel6.2-compute"

%__cblayout_R3 = type <{ <2 x half>, <4 x i16>, target("dx.Padding", 4), <{ [2 x <{ i32, target("dx.Padding", 12) }>], i32 }>, target("dx.Padding", 12), <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], <3 x double> }>, target("dx.Padding", 8), <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], <3 x double> }> }>

@Sink.str = private unnamed_addr constant [5 x i8] c"Sink\00", align 1
@R1.str = private unnamed_addr constant [3 x i8] c"R1\00", align 1
@R2.str = private unnamed_addr constant [3 x i8] c"R2\00", align 1
@R3_m0 = external hidden addrspace(2) global <2 x half>, align 2
@R3_m1 = external hidden addrspace(2) global <4 x i16>, align 2
@R3_m2 = external hidden addrspace(2) global <{ [2 x <{ i32, target("dx.Padding", 12) }>], i32 }>, align 4
@R3_m3 = external hidden addrspace(2) global <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], <3 x double> }>, align 8
@R3_m4 = external hidden addrspace(2) global <{ [2 x <{ <3 x double>, target("dx.Padding", 8) }>], <3 x double> }>, align 8
@R3.cb = global target("dx.CBuffer", %__cblayout_R3) poison
@R3.str = private unnamed_addr constant [3 x i8] c"R3\00", align 1
@R4.str = private unnamed_addr constant [3 x i8] c"R4\00", align 1
@R5.str = private unnamed_addr constant [3 x i8] c"R5\00", align 1
@R6.str = private unnamed_addr constant [3 x i8] c"R6\00", align 1

define void @main() #0 {
  %1 = alloca i32, align 8
  %2 = call target("dx.TypedBuffer", <2 x double>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_0_0_0t(i32 2, i32 1, i32 1, i32 0, ptr @R1.str)
  %3 = call target("dx.TypedBuffer", <3 x float>, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v3f32_0_0_0t(i32 1, i32 2, i32 1, i32 0, ptr @R2.str)
  %4 = call target("dx.CBuffer", %__cblayout_R3) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_R3st(i32 2, i32 0, i32 1, i32 0, ptr @R3.str)
  store target("dx.CBuffer", %__cblayout_R3) %4, ptr @R3.cb, align 4
  %5 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 2, i32 2, i32 1, i32 0, ptr @R5.str)
  %6 = call i32 @llvm.dx.thread.id(i32 0)
  %7 = mul i32 %6, %6
  %8 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_0_0_0t(target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %2, i32 7)
  %9 = load <2 x double>, ptr %8, align 8
  %10 = call i32 @llvm.dx.resource.nonuniformindex(i32 %6)
  %11 = and i32 %10, 3
  %12 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 3, i32 1, i32 -1, i32 %11, ptr @R4.str)
  %13 = and i32 %7, 7
  %14 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %12, i32 %13)
  %15 = load i32, ptr %14, align 4
  %16 = and i32 %7, 1
  %17 = call i32 @llvm.dx.resource.nonuniformindex(i32 %16)
  %18 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 %17, ptr @Sink.str)
  %19 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %18, i32 28)
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i32 %15, %6
  br i1 %21, label %22, label %27

22:                                               ; preds = %0
  %23 = urem i32 %15, 3
  %24 = getelementptr <{ <3 x double>, target("dx.Padding", 8) }>, ptr addrspace(2) @R3_m3, i32 %23
  %25 = getelementptr inbounds i8, ptr addrspace(2) %24, i32 16
  %26 = load double, ptr addrspace(2) %25, align 8
  br label %38

27:                                               ; preds = %0
  %28 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_0_0_0t(target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %2, i32 %15)
  %29 = load <2 x double>, ptr %28, align 8
  %30 = and i32 %6, 3
  %31 = call target("dx.TypedBuffer", i16, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i16_1_0_1t(i32 1, i32 1, i32 4, i32 %30, ptr @R6.str)
  %32 = and i32 %15, 7
  %33 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i16_1_0_1t(target("dx.TypedBuffer", i16, 1, 0, 1) %31, i32 %32)
  %34 = trunc i32 %15 to i16
  store i16 %34, ptr %33, align 2
  %35 = and i32 %7, 1
  %36 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 %35, ptr @Sink.str)
  %37 = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %36)
  br label %38

38:                                               ; preds = %27, %22
  %39 = phi i32 [ %7, %22 ], [ %6, %27 ]
  %40 = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer.v2f64.tdx.TypedBuffer_v2f64_0_0_0t(target("dx.TypedBuffer", <2 x double>, 0, 0, 0) %2, i32 %15)
  %41 = extractvalue { <2 x double>, i1 } %40, 0
  %42 = and i32 %7, 3
  %43 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 3, i32 1, i32 -1, i32 %42, ptr @R4.str)
  %44 = and i32 %6, 7
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0) %43, i32 %44, i32 0, i32 7)
  %45 = icmp ult i32 %39, %7
  br i1 %45, label %46, label %48

46:                                               ; preds = %38
  %47 = icmp eq i32 %15, %6
  br i1 %47, label %57, label %61

48:                                               ; preds = %61, %38
  %49 = phi i32 [ %62, %61 ], [ %39, %38 ]
  %50 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 0, ptr @Sink.str)
  %51 = icmp ult i32 %49, %15
  %52 = select i1 %51, target("dx.RawBuffer", i8, 1, 0) %50, target("dx.RawBuffer", i8, 1, 0) %5
  %53 = and i32 %49, 15
  %54 = shl i32 %53, 2
  %55 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %52, i32 %54)
  store i32 %15, ptr %55, align 4
  %56 = icmp ult i32 %39, %7
  br i1 %56, label %73, label %77

57:                                               ; preds = %46
  %58 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v3f32_0_0_0t(target("dx.TypedBuffer", <3 x float>, 0, 0, 0) %3, i32 0)
  %59 = getelementptr inbounds i8, ptr %58, i32 8
  %60 = load float, ptr %59, align 4
  br label %61

61:                                               ; preds = %57, %46
  %62 = phi i32 [ %6, %57 ], [ %39, %46 ]
  %63 = call { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_R3st(target("dx.CBuffer", %__cblayout_R3) %4, i32 7)
  %64 = extractvalue { float, float, float, float } %63, 2
  call void @llvm.lifetime.start.p0(ptr %1)
  %65 = call i32 @llvm.dx.resource.nonuniformindex(i32 %7)
  %66 = and i32 %65, 3
  %67 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 3, i32 1, i32 -1, i32 %66, ptr @R4.str)
  %68 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %67, i32 9)
  call void @llvm.memcpy.p0.p0.i32(ptr %1, ptr %68, i32 4, i1 false)
  %69 = load i32, ptr %1, align 4
  %70 = and i32 %39, 3
  %71 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 3, i32 1, i32 -1, i32 %70, ptr @R4.str)
  %72 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %71, i32 2)
  call void @llvm.memcpy.p0.p0.i32(ptr %72, ptr %1, i32 4, i1 false)
  call void @llvm.lifetime.end.p0(ptr %1)
  br label %48

73:                                               ; preds = %48
  %74 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v3f32_0_0_0t(target("dx.TypedBuffer", <3 x float>, 0, 0, 0) %3, i32 %39)
  %75 = getelementptr inbounds i8, ptr %74, i32 8
  %76 = load float, ptr %75, align 4
  br label %78

77:                                               ; preds = %48
  br label %78

78:                                               ; preds = %77, %73
  %79 = phi i32 [ %6, %73 ], [ %6, %77 ]
  %80 = and i32 %15, 1
  %81 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 %80, ptr @Sink.str)
  %82 = and i32 %39, 15
  %83 = shl i32 %82, 2
  %84 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %81, i32 %83)
  store i32 %79, ptr %84, align 4
  %85 = and i32 %79, 1
  %86 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 %85, ptr @Sink.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %86, i32 12, i32 poison, i32 %79)
  %87 = and i32 %15, 1
  %88 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 2, i32 %87, ptr @Sink.str)
  %89 = and i32 %79, 15
  %90 = shl i32 %89, 2
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %88, i32 %90, i32 poison, i32 %15)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <2 x double>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_0_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <3 x float>, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_v3f32_0_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R3) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_R3st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_0_0_0t(target("dx.TypedBuffer", <2 x double>, 0, 0, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.resource.nonuniformindex(i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i16, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i16_1_0_1t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i16_1_0_1t(target("dx.TypedBuffer", i16, 1, 0, 1), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer.v2f64.tdx.TypedBuffer_v2f64_0_0_0t(target("dx.TypedBuffer", <2 x double>, 0, 0, 0), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i32_1_0t.i32(target("dx.RawBuffer", i32, 1, 0), i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v3f32_0_0_0t(target("dx.TypedBuffer", <3 x float>, 0, 0, 0), i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_s___cblayout_R3st(target("dx.CBuffer", %__cblayout_R3), i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(write)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32) #4

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!hlsl.cbs = !{!0}

!0 = !{ptr @R3.cb, ptr addrspace(2) @R3_m0, ptr addrspace(2) @R3_m1, ptr addrspace(2) @R3_m2, ptr addrspace(2) @R3_m3, ptr addrspace(2) @R3_m4}
