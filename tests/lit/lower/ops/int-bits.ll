; Integer and multiply-add ops: bitreverse, ctpop (countBits returns i32: casts of the
; count back to i32 take it directly, other uses get a cast to the intrinsic's width, as
; LLVM's lowerCtpopToCountBits does), firstbit*, the min/max family, imad/umad, fmuladd and
; fma. The unaryBits ops are overloaded on their operand, not their i32 result.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LEFT %s < %t.ll
; LEFT-NOT: call {{.*}}@llvm.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @use32(i32)
declare void @use16(i16)
declare void @use64(i64)
declare void @usef(float)
declare void @used(double)

define void @main(i16 %s, i32 %i, i32 %j, i32 %k, i64 %w, float %x, double %d) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK-LABEL: define void @main(
; CHECK: %rev{{[0-9]+}} = call i32 @dx.op.unary.i32(i32 30, i32 %i)
; CHECK: %rev16{{[0-9]+}} = call i16 @dx.op.unary.i16(i32 30, i16 %s)
; CHECK: %pop{{[0-9]+}} = call i32 @dx.op.unaryBits.i32(i32 31, i32 %i)
; CHECK-NEXT: call void @use32(i32 %pop{{[0-9]+}})
; CHECK-NEXT: [[P16:%pop16[0-9]+]] = call i32 @dx.op.unaryBits.i16(i32 31, i16 %s)
; CHECK-NEXT: %ctpop.cast = trunc i32 [[P16]] to i16
; CHECK-NEXT: call void @use32(i32 [[P16]])
; CHECK-NEXT: call void @use16(i16 %ctpop.cast)
; CHECK-NEXT: [[P64:%pop64[0-9]+]] = call i32 @dx.op.unaryBits.i64(i32 31, i64 %w)
; CHECK-NEXT: call void @use32(i32 [[P64]])
; CHECK: %lo{{[0-9]+}} = call i32 @dx.op.unaryBits.i32(i32 32, i32 %i)
; CHECK: %hi{{[0-9]+}} = call i32 @dx.op.unaryBits.i64(i32 33, i64 %w)
; CHECK: %shi{{[0-9]+}} = call i32 @dx.op.unaryBits.i16(i32 34, i16 %s)
; CHECK: %fmax{{[0-9]+}} = call float @dx.op.binary.f32(i32 35, float %x, float 1.000000e+00)
; CHECK: %fmin{{[0-9]+}} = call double @dx.op.binary.f64(i32 36, double %d, double 0.000000e+00)
; CHECK: %smax{{[0-9]+}} = call i32 @dx.op.binary.i32(i32 37, i32 %i, i32 %j)
; CHECK: %smin{{[0-9]+}} = call i32 @dx.op.binary.i32(i32 38, i32 %i, i32 %j)
; CHECK: %umax{{[0-9]+}} = call i64 @dx.op.binary.i64(i32 39, i64 %w, i64 7)
; CHECK: %umin{{[0-9]+}} = call i16 @dx.op.binary.i16(i32 40, i16 %s, i16 3)
; CHECK: %fmad{{[0-9]+}} = call float @dx.op.tertiary.f32(i32 46, float %x, float %x, float 2.000000e+00)
; CHECK: %fma{{[0-9]+}} = call double @dx.op.tertiary.f64(i32 47, double %d, double %d, double %d)
; CHECK: %imad{{[0-9]+}} = call i32 @dx.op.tertiary.i32(i32 48, i32 %i, i32 %j, i32 %k)
; CHECK: %umad{{[0-9]+}} = call i32 @dx.op.tertiary.i32(i32 49, i32 %i, i32 %j, i32 %k)
; CHECK: %vm.i0 = call i32 @dx.op.binary.i32(i32 39, i32 %i, i32 1)
; CHECK: %vm.i1 = call i32 @dx.op.binary.i32(i32 39, i32 %j, i32 2)
  %rev = call i32 @llvm.bitreverse.i32(i32 %i)
  call void @use32(i32 %rev)
  %rev16 = call i16 @llvm.bitreverse.i16(i16 %s)
  call void @use16(i16 %rev16)
  %pop = call i32 @llvm.ctpop.i32(i32 %i)
  call void @use32(i32 %pop)
  %pop16 = call i16 @llvm.ctpop.i16(i16 %s)
  %z16 = zext i16 %pop16 to i32
  call void @use32(i32 %z16)
  call void @use16(i16 %pop16)
  %pop64 = call i64 @llvm.ctpop.i64(i64 %w)
  %t64 = trunc i64 %pop64 to i32
  call void @use32(i32 %t64)
  %lo = call i32 @llvm.dx.firstbitlow.i32(i32 %i)
  call void @use32(i32 %lo)
  %hi = call i32 @llvm.dx.firstbituhigh.i64(i64 %w)
  call void @use32(i32 %hi)
  %shi = call i32 @llvm.dx.firstbitshigh.i16(i16 %s)
  call void @use32(i32 %shi)
  %fmax = call float @llvm.maxnum.f32(float %x, float 1.0)
  call void @usef(float %fmax)
  %fmin = call double @llvm.minnum.f64(double %d, double 0.0)
  call void @used(double %fmin)
  %smax = call i32 @llvm.smax.i32(i32 %i, i32 %j)
  call void @use32(i32 %smax)
  %smin = call i32 @llvm.smin.i32(i32 %i, i32 %j)
  call void @use32(i32 %smin)
  %umax = call i64 @llvm.umax.i64(i64 %w, i64 7)
  call void @use64(i64 %umax)
  %umin = call i16 @llvm.umin.i16(i16 %s, i16 3)
  call void @use16(i16 %umin)
  %fmad = call float @llvm.fmuladd.f32(float %x, float %x, float 2.0)
  call void @usef(float %fmad)
  %fma = call double @llvm.fma.f64(double %d, double %d, double %d)
  call void @used(double %fma)
  %imad = call i32 @llvm.dx.imad.i32(i32 %i, i32 %j, i32 %k)
  call void @use32(i32 %imad)
  %umad = call i32 @llvm.dx.umad.i32(i32 %i, i32 %j, i32 %k)
  call void @use32(i32 %umad)
  %a = insertelement <2 x i32> poison, i32 %i, i32 0
  %b = insertelement <2 x i32> %a, i32 %j, i32 1
  %vm = call <2 x i32> @llvm.umax.v2i32(<2 x i32> %b, <2 x i32> <i32 1, i32 2>)
  %vm1 = extractelement <2 x i32> %vm, i32 1
  %vm0 = extractelement <2 x i32> %vm, i32 0
  %sum = add i32 %vm0, %vm1
  call void @use32(i32 %sum)
  ret void
}

; CHECK-DAG: declare i32 @dx.op.unaryBits.i16(i32, i16) [[RN:#[0-9]+]]
; CHECK-DAG: declare i32 @dx.op.binary.i32(i32, i32, i32) [[RN]]
; CHECK-DAG: declare double @dx.op.tertiary.f64(i32, double, double, double) [[RN]]
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }

declare i32 @llvm.bitreverse.i32(i32)
declare i16 @llvm.bitreverse.i16(i16)
declare i32 @llvm.ctpop.i32(i32)
declare i16 @llvm.ctpop.i16(i16)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.dx.firstbitlow.i32(i32)
declare i32 @llvm.dx.firstbituhigh.i64(i64)
declare i32 @llvm.dx.firstbitshigh.i16(i16)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.minnum.f64(double, double)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i16 @llvm.umin.i16(i16, i16)
declare float @llvm.fmuladd.f32(float, float, float)
declare double @llvm.fma.f64(double, double, double)
declare i32 @llvm.dx.imad.i32(i32, i32, i32)
declare i32 @llvm.dx.umad.i32(i32, i32, i32)
declare <2 x i32> @llvm.umax.v2i32(<2 x i32>, <2 x i32>)
