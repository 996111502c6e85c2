; sign on float, int and float3: compares, zexts and a subtraction.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 %{{[0-9]+}}, 0
; CHECK-NEXT: [[GT:%[0-9]+]] = fcmp olt float 0.000000e+00, [[X]]
; CHECK-NEXT: [[LT:%[0-9]+]] = fcmp olt float [[X]], 0.000000e+00
; CHECK-NEXT: [[ZGT:%[0-9]+]] = zext i1 [[GT]] to i32
; CHECK-NEXT: [[ZLT:%[0-9]+]] = zext i1 [[LT]] to i32
; CHECK-NEXT: [[S:%[0-9]+]] = sub i32 [[ZGT]], [[ZLT]]
; CHECK-NEXT: call void @dx.op.bufferStore.i32(i32 69, {{.*}}, i32 [[S]], i32 [[S]], i32 [[S]], i32 [[S]], i8 15)
; CHECK: [[I:%[0-9]+]] = extractvalue %dx.types.ResRet.i32 %{{[0-9]+}}, 0
; CHECK-NEXT: [[IGT:%[0-9]+]] = icmp slt i32 0, [[I]]
; CHECK-NEXT: [[ILT:%[0-9]+]] = icmp slt i32 [[I]], 0
; CHECK-NEXT: [[IZGT:%[0-9]+]] = zext i1 [[IGT]] to i32
; CHECK-NEXT: [[IZLT:%[0-9]+]] = zext i1 [[ILT]] to i32
; CHECK-NEXT: sub i32 [[IZGT]], [[IZLT]]
; CHECK: [[G0:%[.a-z0-9]+]] = fcmp olt float 0.000000e+00, [[V0:%[0-9]+]]
; CHECK-NEXT: [[G1:%[.a-z0-9]+]] = fcmp olt float 0.000000e+00, [[V1:%[0-9]+]]
; CHECK-NEXT: [[G2:%[.a-z0-9]+]] = fcmp olt float 0.000000e+00, [[V2:%[0-9]+]]
; CHECK-NEXT: [[L0:%[.a-z0-9]+]] = fcmp olt float [[V0]], 0.000000e+00
; CHECK-NEXT: [[L1:%[.a-z0-9]+]] = fcmp olt float [[V1]], 0.000000e+00
; CHECK-NEXT: [[L2:%[.a-z0-9]+]] = fcmp olt float [[V2]], 0.000000e+00
; CHECK-NEXT: [[ZG0:%[.a-z0-9]+]] = zext i1 [[G0]] to i32
; CHECK-NEXT: [[ZG1:%[.a-z0-9]+]] = zext i1 [[G1]] to i32
; CHECK-NEXT: [[ZG2:%[.a-z0-9]+]] = zext i1 [[G2]] to i32
; CHECK-NEXT: [[ZL0:%[.a-z0-9]+]] = zext i1 [[L0]] to i32
; CHECK-NEXT: [[ZL1:%[.a-z0-9]+]] = zext i1 [[L1]] to i32
; CHECK-NEXT: [[ZL2:%[.a-z0-9]+]] = zext i1 [[L2]] to i32
; CHECK-NEXT: [[S0:%[.a-z0-9]+]] = sub i32 [[ZG0]], [[ZL0]]
; CHECK-NEXT: [[S1:%[.a-z0-9]+]] = sub i32 [[ZG1]], [[ZL1]]
; CHECK-NEXT: [[S2:%[.a-z0-9]+]] = sub i32 [[ZG2]], [[ZL2]]
; CHECK-NEXT: call void @dx.op.rawBufferStore.i32(i32 140, {{.*}}, i32 0, i32 [[S0]], i32 [[S1]], i32 [[S2]], i32 undef, i8 7, i32 4)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-sign.ll math-sign.hlsl
; ModuleID = 'math-sign.hlsl'
source_filename = "math-sign.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"F\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"V\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"O\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr nonnull @.str.6)
  %4 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %4, 2
  %5 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %0, i32 %mul.i)
  %6 = load float, ptr %5, align 4, !tbaa !7
  %hlsl.sign.i = tail call i32 @llvm.dx.sign.f32(float %6)
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %mul.i)
  store i32 %hlsl.sign.i, ptr %7, align 4, !tbaa !3
  %add.i = or disjoint i32 %mul.i, 2
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %add.i)
  %9 = load i32, ptr %8, align 4, !tbaa !3
  %hlsl.sign3.i = tail call i32 @llvm.dx.sign.i32(i32 %9)
  %add4.i = or disjoint i32 %mul.i, 1
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %add4.i)
  store i32 %hlsl.sign3.i, ptr %10, align 4, !tbaa !3
  %11 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0) %2, i32 %mul.i)
  %12 = load <3 x float>, ptr %11, align 16, !tbaa !9
  %hlsl.sign7.i = tail call <3 x i32> @llvm.dx.sign.v3f32(<3 x float> %12)
  %13 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0) %3, i32 %mul.i)
  store <3 x i32> %hlsl.sign7.i, ptr %13, align 16, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.sign.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <3 x i32> @llvm.dx.sign.v3f32(<3 x float>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3f32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", <3 x i32>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v3i32_1_0t(i32, i32, i32, i32, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3i32_1_0t(target("dx.RawBuffer", <3 x i32>, 1, 0), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v3f32_1_0t(target("dx.RawBuffer", <3 x float>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!dx.valver = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 8}
!2 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !5, i64 0}
!9 = !{!5, !5, i64 0}
