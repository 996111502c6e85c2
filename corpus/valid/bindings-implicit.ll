; Implicit bindings as clang 22 emits them (after corpus-real/15_implicit_binding): the array
; C[2] is created once per index with one order id, and a buffer made in two functions is one
; resource. Explicit bindings of different classes share register numbers (t0, u0, b0).
;   RWBuffer<float> A; StructuredBuffer<float2> B; RWStructuredBuffer<float2> C[2];
;   StructuredBuffer<float> T : register(t0); RWBuffer<float> U : register(u0);
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@T.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@U.str = private unnamed_addr constant [2 x i8] c"U\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call target("dx.RawBuffer", <2 x float>, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_0_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @.str.2)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %4 = add i32 %3, 1
  %5 = tail call float @twice(i32 %4)
  %6 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %3)
  store float %5, ptr %6, align 4
  %7 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_0_0t(target("dx.RawBuffer", <2 x float>, 0, 0) %2, i32 %3)
  %8 = load <2 x float>, ptr %7, align 8
  %9 = tail call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 2, i32 0, i32 2, i32 1, ptr nonnull @C.str)
  %10 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %9, i32 %3)
  store <2 x float> %8, ptr %10, align 8
  %11 = and i32 %3, 1
  %12 = tail call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 2, i32 0, i32 2, i32 %11, ptr nonnull @C.str)
  %13 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %12, i32 0)
  store <2 x float> %8, ptr %13, align 8
  %14 = tail call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @T.str)
  %15 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %14, i32 %3)
  %16 = load float, ptr %15, align 4
  %17 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @U.str)
  %18 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %17, i32 %3)
  store float %16, ptr %18, align 4
  ret void
}

; Not inlined: it makes A's handle again (the same order id, space, range and type).
define internal float @twice(i32 %i) #1 {
  %1 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %1, i32 %i)
  %3 = load float, ptr %2, align 4
  %4 = fmul float %3, 2.000000e+00
  ret float %4
}

declare i32 @llvm.dx.thread.id(i32) #2
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #3
declare target("dx.RawBuffer", <2 x float>, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_0_0t(i32, i32, i32, i32, ptr) #3
declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr) #3
declare target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32, i32, i32, i32, ptr) #3
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #3
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #3
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_0_0t(target("dx.RawBuffer", <2 x float>, 0, 0), i32) #3
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0), i32) #3
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
