; 12 bindings from the generator's many-bindings shape with two of one class made to share a
; register (binding-overlap) and unbounded ranges ending at 0xFFFFFFFF.
; ModuleID = 'rlv-fuzz-gen'
source_filename = "rlv-fuzz-gen"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

%__cblayout_R4 = type <{ <3 x float>, target("dx.Padding", 4), <{ [1 x <{ <2 x float>, target("dx.Padding", 8) }>], <2 x float> }> }>
%__cblayout_R8 = type <{ [3 x <4 x float>] }>
%__cblayout_R9 = type <{ float, float, <2 x float>, <2 x i32> }>
%__cblayout_R11 = type <{ <4 x i64>, i64, <2 x i32> }>

@Sink.str = private unnamed_addr constant [5 x i8] c"Sink\00", align 1
@R1.str = private unnamed_addr constant [3 x i8] c"R1\00", align 1
@R2.str = private unnamed_addr constant [3 x i8] c"R2\00", align 1
@R3.str = private unnamed_addr constant [3 x i8] c"R3\00", align 1
@R4_m0 = external hidden addrspace(2) global <3 x float>, align 4
@R4_m1 = external hidden addrspace(2) global <{ [1 x <{ <2 x float>, target("dx.Padding", 8) }>], <2 x float> }>, align 4
@R4.cb = global target("dx.CBuffer", %__cblayout_R4) poison
@R4.str = private unnamed_addr constant [3 x i8] c"R4\00", align 1
@R5.str = private unnamed_addr constant [3 x i8] c"R5\00", align 1
@R6.str = private unnamed_addr constant [3 x i8] c"R6\00", align 1
@R7.str = private unnamed_addr constant [3 x i8] c"R7\00", align 1
@R8_m0 = external hidden addrspace(2) global [3 x <4 x float>], align 4
@R8.cb = global target("dx.CBuffer", %__cblayout_R8) poison
@R8.str = private unnamed_addr constant [3 x i8] c"R8\00", align 1
@R9_m0 = external hidden addrspace(2) global float, align 4
@R9_m1 = external hidden addrspace(2) global float, align 4
@R9_m2 = external hidden addrspace(2) global <2 x float>, align 4
@R9_m3 = external hidden addrspace(2) global <2 x i32>, align 4
@R9.cb = global target("dx.CBuffer", %__cblayout_R9) poison
@R9.str = private unnamed_addr constant [3 x i8] c"R9\00", align 1
@R10.str = private unnamed_addr constant [4 x i8] c"R10\00", align 1
@R11_m0 = external hidden addrspace(2) global <4 x i64>, align 8
@R11_m1 = external hidden addrspace(2) global i64, align 8
@R11_m2 = external hidden addrspace(2) global <2 x i32>, align 4
@R11.cb = global target("dx.CBuffer", %__cblayout_R11) poison
@R11.str = private unnamed_addr constant [4 x i8] c"R11\00", align 1
@R1.h = global target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) poison

define void @main() #0 {
  %1 = call target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_0t(i32 1, i32 1, i32 1, i32 0, ptr @R1.str)
  store target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) %1, ptr @R1.h, align 4
  %2 = call target("dx.CBuffer", %__cblayout_R4) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R4st(i32 1, i32 2, i32 1, i32 0, ptr @R4.str)
  store target("dx.CBuffer", %__cblayout_R4) %2, ptr @R4.cb, align 4
  %3 = call target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @R5.str)
  %4 = call target("dx.CBuffer", %__cblayout_R8) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R8st(i32 0, i32 1, i32 1, i32 0, ptr @R8.str)
  store target("dx.CBuffer", %__cblayout_R8) %4, ptr @R8.cb, align 4
  %5 = call target("dx.CBuffer", %__cblayout_R9) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R9st(i32 1, i32 4, i32 1, i32 0, ptr @R9.str)
  store target("dx.CBuffer", %__cblayout_R9) %5, ptr @R9.cb, align 4
  %6 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 1, i32 1, i32 1, i32 0, ptr @R10.str)
  %7 = call target("dx.CBuffer", %__cblayout_R11) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_R11st(i32 0, i32 2, i32 1, i32 0, ptr @R11.str)
  store target("dx.CBuffer", %__cblayout_R11) %7, ptr @R11.cb, align 4
  %8 = call i32 @llvm.dx.thread.id(i32 0)
  %9 = call i32 @llvm.dx.group.id(i32 0)
  %10 = icmp eq i32 %9, %9
  br i1 %10, label %11, label %21

11:                                               ; preds = %0
  %12 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -4, i32 -1, i32 0, ptr @Sink.str)
  %13 = icmp ult i32 %8, %8
  %14 = select i1 %13, target("dx.RawBuffer", i8, 1, 0) %12, target("dx.RawBuffer", i8, 1, 0) %6
  %15 = and i32 %8, 15
  %16 = shl i32 %15, 1
  %17 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %14, i32 %16)
  %18 = load half, ptr %17, align 2
  %19 = add i32 %8, %8
  %20 = add i32 %8, %8
  br label %21

21:                                               ; preds = %11, %0
  %22 = phi i32 [ %8, %11 ], [ %8, %0 ]
  %23 = add i32 %8, %8
  %24 = add i32 %8, %8
  %25 = add i32 %8, %8
  %26 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -4, i32 -1, i32 0, ptr @Sink.str)
  %27 = and i32 %8, 15
  %28 = shl i32 %27, 2
  %29 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %26, i32 %28)
  store i32 %25, ptr %29, align 4
  %30 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -4, i32 -1, i32 0, ptr @Sink.str)
  %31 = and i32 %8, 15
  %32 = shl i32 %31, 2
  %33 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %30, i32 %32)
  store i32 %25, ptr %33, align 4
  %34 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -4, i32 -1, i32 0, ptr @Sink.str)
  %35 = and i32 %8, 15
  %36 = shl i32 %35, 2
  %37 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %34, i32 %36)
  store i32 %25, ptr %37, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <2 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R4) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R4st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <2 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f32_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R8) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R8st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R9) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R9st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R11) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_R11st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.group.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32) #1

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }

!hlsl.cbs = !{!0, !1, !2, !3}

!0 = !{ptr @R4.cb, ptr addrspace(2) @R4_m0, ptr addrspace(2) @R4_m1}
!1 = !{ptr @R8.cb, ptr addrspace(2) @R8_m0}
!2 = !{ptr @R9.cb, ptr addrspace(2) @R9_m0, ptr addrspace(2) @R9_m1, ptr addrspace(2) @R9_m2, ptr addrspace(2) @R9_m3}
!3 = !{ptr @R11.cb, ptr addrspace(2) @R11_m0, ptr addrspace(2) @R11_m1, ptr addrspace(2) @R11_m2}
