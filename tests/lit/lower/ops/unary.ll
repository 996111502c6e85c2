; The unary math ops of DXIL.td (LLVM intrinsics and llvm.dx.* ones) become dx.op.unary /
; isSpecialFloat calls with the op's opcode and the overload of the element type; a vector
; call becomes one op call per element (as LLVM's Scalarizer leaves it), the lanes read
; directly from the insertelement chain that built the operand. Every declaration is
; nounwind memory(none) (DXIL.td's ReadNone).
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LEFT %s < %t.ll
; LEFT-NOT: llvm.dx.
; LEFT-NOT: call {{.*}}@llvm.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @use_f(float)
declare void @use_h(half)
declare void @use_d(double)
declare void @use_b(i1)
declare void @use_v(<4 x float>)

define void @main(float %x, half %h, double %d) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK-LABEL: define void @main(
; CHECK: %abs{{[0-9]+}} = call float @dx.op.unary.f32(i32 6, float %x)
; CHECK: %absd{{[0-9]+}} = call double @dx.op.unary.f64(i32 6, double %d)
; CHECK: %sat{{[0-9]+}} = call float @dx.op.unary.f32(i32 7, float %x)
; CHECK: %sath{{[0-9]+}} = call half @dx.op.unary.f16(i32 7, half %h)
; CHECK: %nan{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %x)
; CHECK: %inf{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %x)
; CHECK: %cos{{[0-9]+}} = call float @dx.op.unary.f32(i32 12, float %x)
; CHECK: %sin{{[0-9]+}} = call float @dx.op.unary.f32(i32 13, float %x)
; CHECK: %tan{{[0-9]+}} = call float @dx.op.unary.f32(i32 14, float %x)
; CHECK: %acos{{[0-9]+}} = call float @dx.op.unary.f32(i32 15, float %x)
; CHECK: %asin{{[0-9]+}} = call float @dx.op.unary.f32(i32 16, float %x)
; CHECK: %atan{{[0-9]+}} = call float @dx.op.unary.f32(i32 17, float %x)
; CHECK: %cosh{{[0-9]+}} = call float @dx.op.unary.f32(i32 18, float %x)
; CHECK: %sinh{{[0-9]+}} = call float @dx.op.unary.f32(i32 19, float %x)
; CHECK: %tanh{{[0-9]+}} = call float @dx.op.unary.f32(i32 20, float %x)
; CHECK: %exp2{{[0-9]+}} = call float @dx.op.unary.f32(i32 21, float %x)
; CHECK: %frac{{[0-9]+}} = call float @dx.op.unary.f32(i32 22, float %x)
; CHECK: %log2{{[0-9]+}} = call half @dx.op.unary.f16(i32 23, half %h)
; CHECK: %sqrt{{[0-9]+}} = call float @dx.op.unary.f32(i32 24, float %x)
; CHECK: %rsqrt{{[0-9]+}} = call float @dx.op.unary.f32(i32 25, float %x)
; CHECK: %round{{[0-9]+}} = call float @dx.op.unary.f32(i32 26, float %x)
; CHECK: %floor{{[0-9]+}} = call float @dx.op.unary.f32(i32 27, float %x)
; CHECK: %ceil{{[0-9]+}} = call float @dx.op.unary.f32(i32 28, float %x)
; CHECK: %trunc{{[0-9]+}} = call float @dx.op.unary.f32(i32 29, float %x)
; CHECK: %fpnan{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 8, float %x)
; CHECK: %fpinf{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 9, float %x)
; CHECK: %fpfin{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 10, float %x)
; CHECK: %fpnorm{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f32(i32 11, float %x)
  %abs = call float @llvm.fabs.f32(float %x)
  call void @use_f(float %abs)
  %absd = call double @llvm.fabs.f64(double %d)
  call void @use_d(double %absd)
  %sat = call float @llvm.dx.saturate.f32(float %x)
  call void @use_f(float %sat)
  %sath = call half @llvm.dx.saturate.f16(half %h)
  call void @use_h(half %sath)
  %nan = call i1 @llvm.dx.isnan.f32(float %x)
  call void @use_b(i1 %nan)
  %inf = call i1 @llvm.dx.isinf.f32(float %x)
  call void @use_b(i1 %inf)
  %cos = call float @llvm.cos.f32(float %x)
  call void @use_f(float %cos)
  %sin = call float @llvm.sin.f32(float %x)
  call void @use_f(float %sin)
  %tan = call float @llvm.tan.f32(float %x)
  call void @use_f(float %tan)
  %acos = call float @llvm.acos.f32(float %x)
  call void @use_f(float %acos)
  %asin = call float @llvm.asin.f32(float %x)
  call void @use_f(float %asin)
  %atan = call float @llvm.atan.f32(float %x)
  call void @use_f(float %atan)
  %cosh = call float @llvm.cosh.f32(float %x)
  call void @use_f(float %cosh)
  %sinh = call float @llvm.sinh.f32(float %x)
  call void @use_f(float %sinh)
  %tanh = call float @llvm.tanh.f32(float %x)
  call void @use_f(float %tanh)
  %exp2 = call float @llvm.exp2.f32(float %x)
  call void @use_f(float %exp2)
  %frac = call float @llvm.dx.frac.f32(float %x)
  call void @use_f(float %frac)
  %log2 = call half @llvm.log2.f16(half %h)
  call void @use_h(half %log2)
  %sqrt = call float @llvm.sqrt.f32(float %x)
  call void @use_f(float %sqrt)
  %rsqrt = call float @llvm.dx.rsqrt.f32(float %x)
  call void @use_f(float %rsqrt)
  %round = call float @llvm.roundeven.f32(float %x)
  call void @use_f(float %round)
  %floor = call float @llvm.floor.f32(float %x)
  call void @use_f(float %floor)
  %ceil = call float @llvm.ceil.f32(float %x)
  call void @use_f(float %ceil)
  %trunc = call float @llvm.trunc.f32(float %x)
  call void @use_f(float %trunc)
  %fpnan = call i1 @llvm.is.fpclass.f32(float %x, i32 3)
  call void @use_b(i1 %fpnan)
  %fpinf = call i1 @llvm.is.fpclass.f32(float %x, i32 516)
  call void @use_b(i1 %fpinf)
  %fpfin = call i1 @llvm.is.fpclass.f32(float %x, i32 504)
  call void @use_b(i1 %fpfin)
  %fpnorm = call i1 @llvm.is.fpclass.f32(float %x, i32 264)
  call void @use_b(i1 %fpnorm)
  ret void
}

; A single op call is named while the intrinsic call still holds the name, so the name
; gets a number, as LLVM's replaceFunctionWithOp gives it.

; A vector call: one op call per element. Lanes known from the insertelement chain are
; used as they are; lane reads of the result take the op calls; another use gets the
; vector rebuilt under the call's name.
define void @vec(float %a, float %b, <4 x float> %v) "hlsl.export" {
; CHECK-LABEL: define void @vec(
; CHECK: %s.i0 = call float @dx.op.unary.f32(i32 24, float %a)
; CHECK-NEXT: %s.i1 = call float @dx.op.unary.f32(i32 24, float %b)
; CHECK-NEXT: call void @use_f(float %s.i0)
; CHECK-NEXT: call void @use_f(float %s.i1)
; CHECK-NEXT: %v.i0 = extractelement <4 x float> %v, i64 0
; CHECK-NEXT: %f.i0 = call float @dx.op.unary.f32(i32 27, float %v.i0)
; CHECK-NEXT: %v.i1 = extractelement <4 x float> %v, i64 1
; CHECK-NEXT: %f.i1 = call float @dx.op.unary.f32(i32 27, float %v.i1)
; CHECK-NEXT: %v.i2 = extractelement <4 x float> %v, i64 2
; CHECK-NEXT: %f.i2 = call float @dx.op.unary.f32(i32 27, float %v.i2)
; CHECK-NEXT: %v.i3 = extractelement <4 x float> %v, i64 3
; CHECK-NEXT: %f.i3 = call float @dx.op.unary.f32(i32 27, float %v.i3)
; CHECK-NEXT: %f.upto0 = insertelement <4 x float> poison, float %f.i0, i64 0
; CHECK-NEXT: %f.upto1 = insertelement <4 x float> %f.upto0, float %f.i1, i64 1
; CHECK-NEXT: %f.upto2 = insertelement <4 x float> %f.upto1, float %f.i2, i64 2
; CHECK-NEXT: %f = insertelement <4 x float> %f.upto2, float %f.i3, i64 3
; CHECK-NEXT: call void @use_v(<4 x float> %f)
; CHECK-NEXT: %c.i0 = call float @dx.op.unary.f32(i32 28, float 1.500000e+00)
; CHECK-NEXT: %c.i1 = call float @dx.op.unary.f32(i32 28, float 2.500000e+00)
; CHECK-NEXT: call void @use_f(float %c.i1)
  %p = insertelement <2 x float> poison, float %a, i32 0
  %q = insertelement <2 x float> %p, float %b, i32 1
  %s = call <2 x float> @llvm.sqrt.v2f32(<2 x float> %q)
  %s0 = extractelement <2 x float> %s, i32 0
  %s1 = extractelement <2 x float> %s, i32 1
  call void @use_f(float %s0)
  call void @use_f(float %s1)
  %f = call <4 x float> @llvm.floor.v4f32(<4 x float> %v)
  call void @use_v(<4 x float> %f)
  %c = call <2 x float> @llvm.ceil.v2f32(<2 x float> <float 1.5, float 2.5>)
  %c1 = extractelement <2 x float> %c, i64 1
  call void @use_f(float %c1)
  ret void
}

; legacyf16tof32 (131) has no overload and no memory attribute (DXIL.td lists none).
define void @legacy(i32 %i, <2 x i32> %v) "hlsl.export" {
; CHECK-LABEL: define void @legacy(
; CHECK: %f{{[0-9]+}} = call float @dx.op.legacyF16ToF32(i32 131, i32 %i)
; CHECK: %v.i0 = extractelement <2 x i32> %v, i64 0
; CHECK-NEXT: %g.i0 = call float @dx.op.legacyF16ToF32(i32 131, i32 %v.i0)
; CHECK-NEXT: %v.i1 = extractelement <2 x i32> %v, i64 1
; CHECK-NEXT: %g.i1 = call float @dx.op.legacyF16ToF32(i32 131, i32 %v.i1)
  %f = call float @llvm.dx.legacyf16tof32.i32(i32 %i)
  call void @use_f(float %f)
  %g = call <2 x float> @llvm.dx.legacyf16tof32.v2i32(<2 x i32> %v)
  %g1 = extractelement <2 x float> %g, i32 1
  call void @use_f(float %g1)
  ret void
}

; CHECK-DAG: declare float @dx.op.legacyF16ToF32(i32, i32) [[NU:#[0-9]+]]
; CHECK-DAG: attributes [[NU]] = { nounwind }
; CHECK-DAG: declare float @dx.op.unary.f32(i32, float) [[RN:#[0-9]+]]
; CHECK-DAG: declare i1 @dx.op.isSpecialFloat.f32(i32, float) [[RN]]
; CHECK-DAG: declare half @dx.op.unary.f16(i32, half) [[RN]]
; CHECK-DAG: declare double @dx.op.unary.f64(i32, double) [[RN]]
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }

declare float @llvm.fabs.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.dx.saturate.f32(float)
declare half @llvm.dx.saturate.f16(half)
declare i1 @llvm.dx.isnan.f32(float)
declare i1 @llvm.dx.isinf.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.tan.f32(float)
declare float @llvm.acos.f32(float)
declare float @llvm.asin.f32(float)
declare float @llvm.atan.f32(float)
declare float @llvm.cosh.f32(float)
declare float @llvm.sinh.f32(float)
declare float @llvm.tanh.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.dx.frac.f32(float)
declare half @llvm.log2.f16(half)
declare float @llvm.sqrt.f32(float)
declare float @llvm.dx.rsqrt.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare <2 x float> @llvm.sqrt.v2f32(<2 x float>)
declare <4 x float> @llvm.floor.v4f32(<4 x float>)
declare <2 x float> @llvm.ceil.v2f32(<2 x float>)
declare float @llvm.dx.legacyf16tof32.i32(i32)
declare <2 x float> @llvm.dx.legacyf16tof32.v2i32(<2 x i32>)
