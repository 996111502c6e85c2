; Resource arrays as clang 22 emits them (after corpus-real/10_resource_arrays), with indices
; the verifier can bound below the array size:
;   RWBuffer<float> Bufs[4] : register(u0);         RWBuffer<float> Tail : register(u4);
;   StructuredBuffer<float4> SBufs[8] : register(t0, space1);
;   Buffer<float4> Unbounded[] : register(t0, space2);
;   RWStructuredBuffer<float4> Out : register(u10);
;   a = Bufs[min(id.y, 3)][id.x]; b = SBufs[NonUniformResourceIndex(id.z % 8)][id.x];
;   c = Unbounded[NonUniformResourceIndex(id.x)][0]; d = Bufs[id.y >> 30][id.x] + Tail[id.x];
;   Out[id.x] = a + b + c + d;
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1
@Tail.str = private unnamed_addr constant [5 x i8] c"Tail\00", align 1
@SBufs.str = private unnamed_addr constant [6 x i8] c"SBufs\00", align 1
@Unbounded.str = private unnamed_addr constant [10 x i8] c"Unbounded\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 10, i32 1, i32 0, ptr nonnull @.str)
  %2 = tail call i32 @llvm.dx.thread.id(i32 0)
  %3 = tail call i32 @llvm.dx.thread.id(i32 1)
  %4 = tail call i32 @llvm.dx.thread.id(i32 2)
  %5 = tail call i32 @llvm.umin.i32(i32 %3, i32 3)
  %6 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %5, ptr nonnull @Bufs.str)
  %7 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %6, i32 %2)
  %8 = load float, ptr %7, align 4, !tbaa !9
  %9 = and i32 %4, 7
  %10 = tail call noundef i32 @llvm.dx.resource.nonuniformindex(i32 %9)
  %11 = tail call target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32 1, i32 0, i32 8, i32 %10, ptr nonnull @SBufs.str)
  %12 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0) %11, i32 %2)
  %13 = load <4 x float>, ptr %12, align 16, !tbaa !11
  %14 = tail call noundef i32 @llvm.dx.resource.nonuniformindex(i32 %2)
  %15 = tail call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 2, i32 0, i32 -1, i32 %14, ptr nonnull @Unbounded.str)
  %16 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %15, i32 0)
  %17 = load <4 x float>, ptr %16, align 16, !tbaa !11
  %18 = lshr i32 %3, 30
  %19 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %18, ptr nonnull @Bufs.str)
  %20 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %19, i32 %2)
  %21 = load float, ptr %20, align 4, !tbaa !9
  %22 = tail call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr nonnull @Tail.str)
  %23 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %22, i32 %2)
  %24 = load float, ptr %23, align 4, !tbaa !9
  %25 = fadd reassoc nnan ninf nsz arcp afn float %21, %24
  %26 = fadd reassoc nnan ninf nsz arcp afn float %8, %25
  %27 = insertelement <4 x float> poison, float %26, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %13, %28
  %30 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %29, %17
  %31 = tail call noundef nonnull align 16 dereferenceable(16) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %1, i32 %2)
  store <4 x float> %30, ptr %31, align 16, !tbaa !11
  ret void
}

declare i32 @llvm.dx.thread.id(i32) #1
declare i32 @llvm.umin.i32(i32, i32) #1
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr) #2
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr) #2
declare i32 @llvm.dx.resource.nonuniformindex(i32) #2
declare target("dx.RawBuffer", <4 x float>, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_0_0t(i32, i32, i32, i32, ptr) #2
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr) #2
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32) #2
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_0_0t(target("dx.RawBuffer", <4 x float>, 0, 0), i32) #2
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32) #2
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
