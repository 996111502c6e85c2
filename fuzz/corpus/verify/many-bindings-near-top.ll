; 63 bindings from the generator's many-bindings shape (fuzz/gen.c), among them an unbounded
; range ending at 0xFFFFFFFF (space 4, lower bound 0xFFFFFFFD, indices 0..2): valid.
; ModuleID = 'rlv-fuzz-gen'
source_filename = "rlv-fuzz-gen"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-unknown-shadermodel6.0-compute"

%__cblayout_R4 = type <{ [2 x <4 x float>], <4 x i64> }>
%__cblayout_R9 = type <{ <2 x i32> }>
%__cblayout_R10 = type <{ <4 x float>, <4 x float>, <4 x float>, float, target("dx.Padding", 12), <2 x double> }>
%struct.S0 = type <{ i64, <3 x i32>, <2 x double>, <4 x i16> }>

@Sink.str = private unnamed_addr constant [5 x i8] c"Sink\00", align 1
@R1.str = private unnamed_addr constant [3 x i8] c"R1\00", align 1
@R2.str = private unnamed_addr constant [3 x i8] c"R2\00", align 1
@R3.str = private unnamed_addr constant [3 x i8] c"R3\00", align 1
@R4_m0 = external hidden addrspace(2) global [2 x <4 x float>], align 4
@R4_m1 = external hidden addrspace(2) global <4 x i64>, align 8
@R4.cb = global target("dx.CBuffer", %__cblayout_R4) poison
@R4.str = private unnamed_addr constant [3 x i8] c"R4\00", align 1
@R5.str = private unnamed_addr constant [3 x i8] c"R5\00", align 1
@R6.str = private unnamed_addr constant [3 x i8] c"R6\00", align 1
@R7.str = private unnamed_addr constant [3 x i8] c"R7\00", align 1
@R8.str = private unnamed_addr constant [3 x i8] c"R8\00", align 1
@R9_m0 = external hidden addrspace(2) global <2 x i32>, align 4
@R9.cb = global target("dx.CBuffer", %__cblayout_R9) poison
@R9.str = private unnamed_addr constant [3 x i8] c"R9\00", align 1
@R10_m0 = external hidden addrspace(2) global <4 x float>, align 4
@R10_m1 = external hidden addrspace(2) global <4 x float>, align 4
@R10_m2 = external hidden addrspace(2) global <4 x float>, align 4
@R10_m3 = external hidden addrspace(2) global float, align 4
@R10_m4 = external hidden addrspace(2) global <2 x double>, align 8
@R10.cb = global target("dx.CBuffer", %__cblayout_R10) poison
@R10.str = private unnamed_addr constant [4 x i8] c"R10\00", align 1
@R11.str = private unnamed_addr constant [4 x i8] c"R11\00", align 1
@R12.str = private unnamed_addr constant [4 x i8] c"R12\00", align 1
@R13.str = private unnamed_addr constant [4 x i8] c"R13\00", align 1
@R14.str = private unnamed_addr constant [4 x i8] c"R14\00", align 1
@R15.str = private unnamed_addr constant [4 x i8] c"R15\00", align 1
@R16.str = private unnamed_addr constant [4 x i8] c"R16\00", align 1
@R17.str = private unnamed_addr constant [4 x i8] c"R17\00", align 1
@R18.str = private unnamed_addr constant [4 x i8] c"R18\00", align 1
@R19.str = private unnamed_addr constant [4 x i8] c"R19\00", align 1
@R20.str = private unnamed_addr constant [4 x i8] c"R20\00", align 1
@R21.str = private unnamed_addr constant [4 x i8] c"R21\00", align 1
@R22.str = private unnamed_addr constant [4 x i8] c"R22\00", align 1
@R23.str = private unnamed_addr constant [4 x i8] c"R23\00", align 1
@R24.str = private unnamed_addr constant [4 x i8] c"R24\00", align 1
@R25.str = private unnamed_addr constant [4 x i8] c"R25\00", align 1
@R26.str = private unnamed_addr constant [4 x i8] c"R26\00", align 1
@R27.str = private unnamed_addr constant [4 x i8] c"R27\00", align 1
@R28.str = private unnamed_addr constant [4 x i8] c"R28\00", align 1
@R29.str = private unnamed_addr constant [4 x i8] c"R29\00", align 1
@R30.str = private unnamed_addr constant [4 x i8] c"R30\00", align 1
@R31.str = private unnamed_addr constant [4 x i8] c"R31\00", align 1
@R32.str = private unnamed_addr constant [4 x i8] c"R32\00", align 1
@R33.str = private unnamed_addr constant [4 x i8] c"R33\00", align 1
@R34.str = private unnamed_addr constant [4 x i8] c"R34\00", align 1
@R35.str = private unnamed_addr constant [4 x i8] c"R35\00", align 1
@R36.str = private unnamed_addr constant [4 x i8] c"R36\00", align 1
@R37.str = private unnamed_addr constant [4 x i8] c"R37\00", align 1
@R38.str = private unnamed_addr constant [4 x i8] c"R38\00", align 1
@R39.str = private unnamed_addr constant [4 x i8] c"R39\00", align 1
@R40.str = private unnamed_addr constant [4 x i8] c"R40\00", align 1
@R41.str = private unnamed_addr constant [4 x i8] c"R41\00", align 1
@R42.str = private unnamed_addr constant [4 x i8] c"R42\00", align 1
@R43.str = private unnamed_addr constant [4 x i8] c"R43\00", align 1
@R44.str = private unnamed_addr constant [4 x i8] c"R44\00", align 1
@R45.str = private unnamed_addr constant [4 x i8] c"R45\00", align 1
@R46.str = private unnamed_addr constant [4 x i8] c"R46\00", align 1
@R47.str = private unnamed_addr constant [4 x i8] c"R47\00", align 1
@R48.str = private unnamed_addr constant [4 x i8] c"R48\00", align 1
@R49.str = private unnamed_addr constant [4 x i8] c"R49\00", align 1
@R50.str = private unnamed_addr constant [4 x i8] c"R50\00", align 1
@R51.str = private unnamed_addr constant [4 x i8] c"R51\00", align 1
@R52.str = private unnamed_addr constant [4 x i8] c"R52\00", align 1
@R53.str = private unnamed_addr constant [4 x i8] c"R53\00", align 1
@R54.str = private unnamed_addr constant [4 x i8] c"R54\00", align 1
@R55.str = private unnamed_addr constant [4 x i8] c"R55\00", align 1
@R56.str = private unnamed_addr constant [4 x i8] c"R56\00", align 1
@R57.str = private unnamed_addr constant [4 x i8] c"R57\00", align 1
@R58.str = private unnamed_addr constant [4 x i8] c"R58\00", align 1
@R59.str = private unnamed_addr constant [4 x i8] c"R59\00", align 1
@R60.str = private unnamed_addr constant [4 x i8] c"R60\00", align 1
@R61.str = private unnamed_addr constant [4 x i8] c"R61\00", align 1
@R62.str = private unnamed_addr constant [4 x i8] c"R62\00", align 1
@R2.h = global target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) poison
@R5.h = global target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) poison
@R6.h = global target("dx.RawBuffer", i8, 1, 0) poison
@R8.h = global target("dx.RawBuffer", %struct.S0, 0, 0) poison

define void @main() #0 {
  %1 = call target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i16_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @R2.str)
  store target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) %1, ptr @R2.h, align 4
  %2 = call target("dx.CBuffer", %__cblayout_R4) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R4st(i32 0, i32 2, i32 1, i32 0, ptr @R4.str)
  store target("dx.CBuffer", %__cblayout_R4) %2, ptr @R4.cb, align 4
  %3 = call target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i16_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr @R5.str)
  store target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) %3, ptr @R5.h, align 4
  %4 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 6, i32 1, i32 0, ptr @R6.str)
  store target("dx.RawBuffer", i8, 1, 0) %4, ptr @R6.h, align 4
  %5 = call target("dx.RawBuffer", %struct.S0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_0_0t(i32 1, i32 1, i32 1, i32 0, ptr @R8.str)
  store target("dx.RawBuffer", %struct.S0, 0, 0) %5, ptr @R8.h, align 4
  %6 = call target("dx.CBuffer", %__cblayout_R9) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R9st(i32 2, i32 2, i32 1, i32 0, ptr @R9.str)
  store target("dx.CBuffer", %__cblayout_R9) %6, ptr @R9.cb, align 4
  %7 = call target("dx.CBuffer", %__cblayout_R10) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R10st(i32 2, i32 3, i32 1, i32 0, ptr @R10.str)
  store target("dx.CBuffer", %__cblayout_R10) %7, ptr @R10.cb, align 4
  %8 = call i32 @llvm.dx.thread.id(i32 0)
  %9 = add i32 %8, %8
  %10 = add i32 %8, %8
  %11 = add i32 %8, %8
  %12 = add i32 %8, %8
  %13 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -3, i32 -1, i32 0, ptr @Sink.str)
  %14 = and i32 %8, 15
  %15 = shl i32 %14, 2
  %16 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %13, i32 %15)
  store i32 %12, ptr %16, align 4
  %17 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -3, i32 -1, i32 0, ptr @Sink.str)
  %18 = and i32 %8, 15
  %19 = shl i32 %18, 2
  %20 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %17, i32 %19)
  store i32 %12, ptr %20, align 4
  %21 = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 4, i32 -3, i32 -1, i32 0, ptr @Sink.str)
  %22 = and i32 %8, 15
  %23 = shl i32 %22, 2
  %24 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %21, i32 %23)
  store i32 %12, ptr %24, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", <4 x i16>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i16_1_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R4) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R4st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", %struct.S0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.S0s_0_0t(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R9) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R9st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.CBuffer", %__cblayout_R10) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_R10st(i32, i32, i32, i32, ptr) #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32) #1

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }

!hlsl.cbs = !{!0, !1, !2}

!0 = !{ptr @R4.cb, ptr addrspace(2) @R4_m0, ptr addrspace(2) @R4_m1}
!1 = !{ptr @R9.cb, ptr addrspace(2) @R9_m0}
!2 = !{ptr @R10.cb, ptr addrspace(2) @R10_m0, ptr addrspace(2) @R10_m1, ptr addrspace(2) @R10_m2, ptr addrspace(2) @R10_m3, ptr addrspace(2) @R10_m4}
