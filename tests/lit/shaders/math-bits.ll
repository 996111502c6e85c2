; countbits (CountBits 31), reversebits (Bfrev 30), firstbithigh (FirstbitHi 33,
; FirstbitSHi 34), firstbitlow (FirstbitLo 32), on 32- and 64-bit values.
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %FileCheck %s --check-prefix=LEFT < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=VERDICT
; LEFT-NOT: @llvm.
; VERDICT: rlv lower: in function @main: proved ({{[0-9.]+}} ms){{$}}
; CHECK: %elt.ctpop.i1 = call i32 @dx.op.unaryBits.i32(i32 31, i32 %8)
; CHECK: %elt.bitreverse.i2 = call i32 @dx.op.unary.i32(i32 30, i32 %8)
; CHECK: %hlsl.firstbithigh.i7 = call i32 @dx.op.unaryBits.i32(i32 33, i32 %8)
; CHECK: %hlsl.firstbithigh.i18 = call i32 @dx.op.unaryBits.i32(i32 34, i32 %12)
; CHECK: %hlsl.firstbitlow.i3 = call i32 @dx.op.unaryBits.i32(i32 32, i32 %8)
; CHECK: %elt.ctpop.i59 = call i32 @dx.op.unaryBits.i64(i32 31, i64 %10)
; CHECK: %hlsl.firstbithigh.i610 = call i32 @dx.op.unaryBits.i64(i32 33, i64 %10)
; CHECK: %hlsl.firstbitlow17.i4 = call i32 @dx.op.unaryBits.i64(i32 32, i64 %10)
; CHECK: %elt.bitreverse21.i5 = call i64 @dx.op.unary.i64(i32 30, i64 %10)
; ---- clang output below: regenerate with Inputs/regen.sh, do not edit ----
; clang-22 -cc1 -triple dxil-pc-shadermodel6.6-compute -x hlsl -I Inputs  -O3 -emit-llvm -o math-bits.ll math-bits.hlsl
; ModuleID = 'math-bits.hlsl'
source_filename = "math-bits.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [2 x i8] c"U\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"I\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"L\00", align 1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @main() local_unnamed_addr #0 {
entry:
  %0 = tail call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32 0, i32 2, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call i32 @llvm.dx.thread.id(i32 0)
  %mul.i = shl i32 %3, 3
  %4 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %mul.i)
  %5 = load i32, ptr %4, align 4, !tbaa !3
  %6 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) %2, i32 %mul.i)
  %7 = load i64, ptr %6, align 8, !tbaa !7
  %elt.ctpop.i = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %5)
  %add.i = or disjoint i32 %mul.i, 1
  %8 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add.i)
  store i32 %elt.ctpop.i, ptr %8, align 4, !tbaa !3
  %elt.bitreverse.i = tail call i32 @llvm.bitreverse.i32(i32 %5)
  %add3.i = or disjoint i32 %mul.i, 2
  %9 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add3.i)
  store i32 %elt.bitreverse.i, ptr %9, align 4, !tbaa !3
  %hlsl.firstbithigh.i = tail call i32 @llvm.dx.firstbituhigh.i32(i32 %5)
  %sub.i = sub i32 31, %hlsl.firstbithigh.i
  %cmp.i = icmp eq i32 %hlsl.firstbithigh.i, -1
  %cond.i = select i1 %cmp.i, i32 -1, i32 %sub.i
  %add6.i = or disjoint i32 %mul.i, 3
  %10 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add6.i)
  store i32 %cond.i, ptr %10, align 4, !tbaa !3
  %11 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %1, i32 %mul.i)
  %12 = load i32, ptr %11, align 4, !tbaa !3
  %hlsl.firstbithigh.i1 = tail call i32 @llvm.dx.firstbitshigh.i32(i32 %12)
  %sub.i2 = sub i32 31, %hlsl.firstbithigh.i1
  %cmp.i3 = icmp eq i32 %hlsl.firstbithigh.i1, -1
  %cond.i4 = select i1 %cmp.i3, i32 -1, i32 %sub.i2
  %add10.i = or disjoint i32 %mul.i, 4
  %13 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add10.i)
  store i32 %cond.i4, ptr %13, align 4, !tbaa !3
  %hlsl.firstbitlow.i = tail call i32 @llvm.dx.firstbitlow.i32(i32 %5)
  %add12.i = or disjoint i32 %mul.i, 5
  %14 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add12.i)
  store i32 %hlsl.firstbitlow.i, ptr %14, align 4, !tbaa !3
  %elt.ctpop.i5 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %7)
  %conv.i = trunc nuw nsw i64 %elt.ctpop.i5 to i32
  %hlsl.firstbithigh.i6 = tail call i32 @llvm.dx.firstbituhigh.i64(i64 %7)
  %sub.i7 = sub i32 63, %hlsl.firstbithigh.i6
  %cmp.i8 = icmp eq i32 %hlsl.firstbithigh.i6, -1
  %cond.i9 = select i1 %cmp.i8, i32 -1, i32 %sub.i7
  %hlsl.firstbitlow17.i = tail call i32 @llvm.dx.firstbitlow.i64(i64 %7)
  %add16.i = add i32 %hlsl.firstbitlow17.i, %conv.i
  %add18.i = add i32 %add16.i, %cond.i9
  %add19.i = or disjoint i32 %mul.i, 6
  %15 = tail call noundef nonnull align 4 dereferenceable(4) ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %0, i32 %add19.i)
  store i32 %add18.i, ptr %15, align 4, !tbaa !3
  %elt.bitreverse21.i = tail call i64 @llvm.bitreverse.i64(i64 %7)
  %16 = tail call noundef nonnull align 8 dereferenceable(8) ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0) %2, i32 %add.i)
  store i64 %elt.bitreverse21.i, ptr %16, align 8, !tbaa !7
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.thread.id(i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbitlow.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbitlow.i64(i64) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32, i32, i32, i32, ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbituhigh.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbitshigh.i32(i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.dx.firstbituhigh.i64(i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i64_1_0t(target("dx.RawBuffer", i64, 1, 0), i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!8 = !{!"long", !5, i64 0}
