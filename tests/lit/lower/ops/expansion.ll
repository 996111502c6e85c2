; DXILIntrinsicExpansion's math expansions, instruction for instruction (constants rounded to
; the element type as LLVM's ConstantFP::get rounds them), before op-lower lowers what they
; leave: lerp, exp/log/log10/pow/powi through exp2/log2, radians, degrees, step, sign,
; integer abs, the clamps, any/all, cross, normalize, half isinf/isnan and class tests below
; DXIL 1.9 as bit tests, the negative-zero class test, usub.sat, vector reductions and
; atan2 (which keeps the call's fast-math flags).
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LOWERED %s < %t.ll
; LOWERED-NOT: call {{.*}}@llvm.
; LOWERED: call float @dx.op.unary.f32(i32 21,
; LOWERED: call float @dx.op.unary.f32(i32 23,
; LOWERED: call float @dx.op.dot2.f32(i32 54,
; LOWERED: call float @dx.op.unary.f32(i32 25,
; LOWERED: call float @dx.op.unary.f32(i32 17,
; LOWERED: %dx.exp2{{[0-9]*}}.i0 = call float @dx.op.unary.f32(i32 21,
; LOWERED: %dx.exp2{{[0-9]*}}.i1 = call float @dx.op.unary.f32(i32 21,

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare void @usef(float)
declare void @useh(half)
declare void @use32(i32)
declare void @useb(i1)
declare void @usev(<3 x float>)
declare void @usev2(<2 x float>)
declare void @usebv(<2 x i1>)

; CHECK-LABEL: define void @main(
; CHECK-NEXT: [[D:%[0-9]+]] = fsub float %y, %x
; CHECK-NEXT: [[M:%[0-9]+]] = fmul float %s, [[D]]
; CHECK-NEXT: %dx.lerp = fadd float %x, [[M]]
; CHECK-NEXT: call void @usef(float %dx.lerp)
; CHECK-NEXT: [[E:%[0-9]+]] = fmul float 0x3FF7154760000000, %x
; CHECK-NEXT: %dx.exp2 = call float @llvm.exp2.f32(float [[E]])
; CHECK-NEXT: call void @usef(float %dx.exp2)
; CHECK-NEXT: %elt.log2 = call float @llvm.log2.f32(float %x)
; CHECK-NEXT: [[L:%[0-9]+]] = fmul float 0x3FE62E4300000000, %elt.log2
; CHECK-NEXT: call void @usef(float [[L]])
; CHECK-NEXT: [[L10:%elt.log2[0-9]+]] = call float @llvm.log2.f32(float %x)
; CHECK-NEXT: [[L10M:%[0-9]+]] = fmul float 0x3FD3441340000000, [[L10]]
; CHECK-NEXT: call void @usef(float [[L10M]])
; CHECK-NEXT: [[PL:%elt.log2[0-9]+]] = call float @llvm.log2.f32(float %x)
; CHECK-NEXT: [[PM:%[0-9]+]] = fmul float [[PL]], %y
; CHECK-NEXT: %elt.exp2 = call float @llvm.exp2.f32(float [[PM]])
; CHECK-NEXT: call void @usef(float %elt.exp2)
; CHECK-NEXT: [[PI:%[0-9]+]] = sitofp i32 %i to float
; CHECK-NEXT: [[PIL:%elt.log2[0-9]+]] = call float @llvm.log2.f32(float %x)
; CHECK-NEXT: [[PIM:%[0-9]+]] = fmul float [[PIL]], [[PI]]
; CHECK-NEXT: [[PIE:%elt.exp2[0-9]+]] = call float @llvm.exp2.f32(float [[PIM]])
; CHECK-NEXT: call void @usef(float [[PIE]])
; CHECK-NEXT: [[RAD:%[0-9]+]] = fmul float %x, 0x3F91DF46A0000000
; CHECK-NEXT: call void @usef(float [[RAD]])
; CHECK-NEXT: [[DEG:%[0-9]+]] = fmul float %x, 0x404CA5DC20000000
; CHECK-NEXT: call void @usef(float [[DEG]])
; CHECK-NEXT: [[SC:%[0-9]+]] = fcmp olt float %y, %x
; CHECK-NEXT: [[ST:%[0-9]+]] = select i1 [[SC]], float 0.000000e+00, float 1.000000e+00
; CHECK-NEXT: call void @usef(float [[ST]])
; CHECK-NEXT: [[GT:%[0-9]+]] = fcmp olt float 0.000000e+00, %x
; CHECK-NEXT: [[LT:%[0-9]+]] = fcmp olt float %x, 0.000000e+00
; CHECK-NEXT: [[ZG:%[0-9]+]] = zext i1 [[GT]] to i32
; CHECK-NEXT: [[ZL:%[0-9]+]] = zext i1 [[LT]] to i32
; CHECK-NEXT: [[SG:%[0-9]+]] = sub i32 [[ZG]], [[ZL]]
; CHECK-NEXT: call void @use32(i32 [[SG]])
; CHECK-NEXT: [[IG:%[0-9]+]] = icmp slt i32 0, %i
; CHECK-NEXT: [[IL:%[0-9]+]] = icmp slt i32 %i, 0
; CHECK: [[NEG:%[0-9]+]] = sub i32 0, %i
; CHECK-NEXT: %dx.max = call i32 @llvm.smax.i32(i32 %i, i32 [[NEG]])
; CHECK-NEXT: call void @use32(i32 %dx.max)
; CHECK-NEXT: [[UMX:%dx.max[0-9]+]] = call i32 @llvm.umax.i32(i32 %i, i32 1)
; CHECK-NEXT: %dx.min = call i32 @llvm.umin.i32(i32 [[UMX]], i32 9)
; CHECK: call i32 @llvm.smax.i32(i32 %i, i32 -1)
; CHECK: call i32 @llvm.smin.i32(
; CHECK: call float @llvm.maxnum.f32(float %x, float 0.000000e+00)
; CHECK: call float @llvm.minnum.f32(
; CHECK: [[ANY:%[0-9]+]] = fcmp une <2 x float> %w, zeroinitializer
; CHECK-NEXT: [[A0:%[0-9]+]] = extractelement <2 x i1> [[ANY]], i64 0
; CHECK-NEXT: [[A1:%[0-9]+]] = extractelement <2 x i1> [[ANY]], i64 1
; CHECK-NEXT: [[AO:%[0-9]+]] = or i1 [[A0]], [[A1]]
; CHECK-NEXT: call void @useb(i1 [[AO]])
; CHECK-NEXT: [[ALL:%[0-9]+]] = icmp ne <2 x i32> %p, zeroinitializer
; CHECK: and i1
; CHECK: [[ALLS:%[0-9]+]] = icmp ne i32 %i, 0
; CHECK-NEXT: call void @useb(i1 [[ALLS]])
; CHECK-NEXT: %x0 = extractelement <3 x float> %u, i64 0
; CHECK-NEXT: %x1 = extractelement <3 x float> %u, i64 1
; CHECK-NEXT: %x2 = extractelement <3 x float> %u, i64 2
; CHECK-NEXT: %y0 = extractelement <3 x float> %v, i64 0
; CHECK-NEXT: %y1 = extractelement <3 x float> %v, i64 1
; CHECK-NEXT: %y2 = extractelement <3 x float> %v, i64 2
; CHECK-NEXT: [[C0A:%[0-9]+]] = fmul float %x1, %y2
; CHECK-NEXT: [[C0B:%[0-9]+]] = fmul float %x2, %y1
; CHECK-NEXT: [[C0:%cross[0-9]+]] = fsub float [[C0A]], [[C0B]]
; CHECK-NEXT: [[C1A:%[0-9]+]] = fmul float %x2, %y0
; CHECK-NEXT: [[C1B:%[0-9]+]] = fmul float %x0, %y2
; CHECK-NEXT: [[C1:%cross[0-9]+]] = fsub float [[C1A]], [[C1B]]
; CHECK-NEXT: [[C2A:%[0-9]+]] = fmul float %x0, %y1
; CHECK-NEXT: [[C2B:%[0-9]+]] = fmul float %x1, %y0
; CHECK-NEXT: [[C2:%cross[0-9]+]] = fsub float [[C2A]], [[C2B]]
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <3 x float> poison, float [[C0]], i64 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <3 x float> [[V0]], float [[C1]], i64 1
; CHECK-NEXT: [[V2:%[0-9]+]] = insertelement <3 x float> [[V1]], float [[C2]], i64 2
; CHECK-NEXT: call void @usev(<3 x float> [[V2]])
; CHECK-NEXT: [[N0:%[0-9]+]] = extractelement <2 x float> %w, i32 0
; CHECK-NEXT: [[N1:%[0-9]+]] = extractelement <2 x float> %w, i32 1
; CHECK-NEXT: [[N2:%[0-9]+]] = extractelement <2 x float> %w, i32 0
; CHECK-NEXT: [[N3:%[0-9]+]] = extractelement <2 x float> %w, i32 1
; CHECK-NEXT: %dot = call float @llvm.dx.dot2.f32(float [[N0]], float [[N1]], float [[N2]], float [[N3]])
; CHECK-NEXT: %dx.rsqrt = call float @llvm.dx.rsqrt.f32(float %dot)
; CHECK-NEXT: %.splatinsert = insertelement <2 x float> poison, float %dx.rsqrt, i64 0
; CHECK-NEXT: %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
; CHECK-NEXT: [[NM:%[0-9]+]] = fmul <2 x float> %w, %.splat
; CHECK-NEXT: call void @usev2(<2 x float> [[NM]])
; CHECK-NEXT: [[NS:%[0-9]+]] = fdiv float %x, %x
; CHECK-NEXT: call void @usef(float [[NS]])
; CHECK-NEXT: [[HB:%[0-9]+]] = bitcast half %h to i16
; CHECK-NEXT: [[HP:%[0-9]+]] = icmp eq i16 [[HB]], 31744
; CHECK-NEXT: [[HN:%[0-9]+]] = icmp eq i16 [[HB]], -1024
; CHECK-NEXT: [[HI:%[0-9]+]] = or i1 [[HP]], [[HN]]
; CHECK-NEXT: call void @useb(i1 [[HI]])
; CHECK-NEXT: [[NB:%[0-9]+]] = bitcast half %h to i16
; CHECK-NEXT: [[NE:%[0-9]+]] = and i16 [[NB]], 31744
; CHECK-NEXT: [[NO:%[0-9]+]] = icmp eq i16 [[NE]], 31744
; CHECK-NEXT: [[NSIG:%[0-9]+]] = and i16 [[NB]], 1023
; CHECK-NEXT: [[NNZ:%[0-9]+]] = icmp ne i16 [[NSIG]], 0
; CHECK-NEXT: [[NAN:%[0-9]+]] = and i1 [[NO]], [[NNZ]]
; CHECK-NEXT: call void @useb(i1 [[NAN]])
; CHECK-NEXT: [[FB:%[0-9]+]] = bitcast half %h to i16
; CHECK-NEXT: [[FE:%[0-9]+]] = and i16 [[FB]], 31744
; CHECK-NEXT: [[FIN:%[0-9]+]] = icmp ne i16 [[FE]], 31744
; CHECK-NEXT: call void @useb(i1 [[FIN]])
; CHECK-NEXT: [[RB:%[0-9]+]] = bitcast half %h to i16
; CHECK-NEXT: [[RE:%[0-9]+]] = and i16 [[RB]], 31744
; CHECK-NEXT: [[RZ:%[0-9]+]] = icmp ne i16 [[RE]], 0
; CHECK-NEXT: [[RO:%[0-9]+]] = icmp ne i16 [[RE]], 31744
; CHECK-NEXT: [[RN:%[0-9]+]] = and i1 [[RZ]], [[RO]]
; CHECK-NEXT: call void @useb(i1 [[RN]])
; CHECK-NEXT: [[ZB:%[0-9]+]] = bitcast float %x to i32
; CHECK-NEXT: %is.fpclass.negzero = icmp eq i32 [[ZB]], -2147483648
; CHECK-NEXT: call void @useb(i1 %is.fpclass.negzero)
; CHECK-NEXT: %usub.cmp = icmp ult i32 %i, %j
; CHECK-NEXT: %usub.sub = sub i32 %i, %j
; CHECK-NEXT: %usub.sat = select i1 %usub.cmp, i32 0, i32 %usub.sub
; CHECK-NEXT: call void @use32(i32 %usub.sat)
; CHECK-NEXT: [[R0:%[0-9]+]] = extractelement <2 x i32> %p, i64 0
; CHECK-NEXT: [[R1:%[0-9]+]] = extractelement <2 x i32> %p, i64 1
; CHECK-NEXT: [[RA:%[0-9]+]] = add i32 [[R0]], [[R1]]
; CHECK-NEXT: call void @use32(i32 [[RA]])
; CHECK-NEXT: [[F0:%[0-9]+]] = extractelement <2 x float> %w, i64 0
; CHECK-NEXT: [[FS:%[0-9]+]] = fadd float [[F0]], %x
; CHECK-NEXT: [[F1:%[0-9]+]] = extractelement <2 x float> %w, i64 1
; CHECK-NEXT: [[FA:%[0-9]+]] = fadd float [[FS]], [[F1]]
; CHECK-NEXT: call void @usef(float [[FA]])
; CHECK-NEXT: [[T:%[0-9]+]] = fdiv nnan float %y, %x
; CHECK-NEXT: %Elt.Atan = call nnan float @llvm.atan.f32(float [[T]])
; CHECK-NEXT: [[ADDPI:%[0-9]+]] = fadd nnan float %Elt.Atan, 0x400921FB60000000
; CHECK-NEXT: [[SUBPI:%[0-9]+]] = fsub nnan float %Elt.Atan, 0x400921FB60000000
; CHECK-NEXT: [[XLT:%[0-9]+]] = fcmp nnan olt float %x, 0.000000e+00
; CHECK-NEXT: [[XEQ:%[0-9]+]] = fcmp nnan oeq float %x, 0.000000e+00
; CHECK-NEXT: [[YGE:%[0-9]+]] = fcmp nnan oge float %y, 0.000000e+00
; CHECK-NEXT: [[YLT:%[0-9]+]] = fcmp nnan olt float %y, 0.000000e+00
; CHECK-NEXT: [[A1:%[0-9]+]] = and i1 [[XLT]], [[YGE]]
; CHECK-NEXT: [[S1:%[0-9]+]] = select nnan i1 [[A1]], float [[ADDPI]], float %Elt.Atan
; CHECK-NEXT: [[A2:%[0-9]+]] = and i1 [[XLT]], [[YLT]]
; CHECK-NEXT: [[S2:%[0-9]+]] = select nnan i1 [[A2]], float [[SUBPI]], float [[S1]]
; CHECK-NEXT: [[A3:%[0-9]+]] = and i1 [[XEQ]], [[YLT]]
; CHECK-NEXT: [[S3:%[0-9]+]] = select nnan i1 [[A3]], float 0xBFF921FB60000000, float [[S2]]
; CHECK-NEXT: [[A4:%[0-9]+]] = and i1 [[XEQ]], [[YGE]]
; CHECK-NEXT: [[S4:%[0-9]+]] = select nnan i1 [[A4]], float 0x3FF921FB60000000, float [[S3]]
; CHECK-NEXT: call void @usef(float [[S4]])
; CHECK-NEXT: [[VE:%[0-9]+]] = fmul <2 x float> splat (float 0x3FF7154760000000), %w
; CHECK-NEXT: [[VX:%dx.exp2[0-9]+]] = call <2 x float> @llvm.exp2.v2f32(<2 x float> [[VE]])
; CHECK-NEXT: call void @usev2(<2 x float> [[VX]])
; CHECK-NEXT: ret void
define void @main(float %x, float %y, float %s, half %h, i32 %i, i32 %j, <3 x float> %u, <3 x float> %v, <2 x float> %w, <2 x i32> %p) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %lerp = call float @llvm.dx.lerp.f32(float %x, float %y, float %s)
  call void @usef(float %lerp)
  %exp = call float @llvm.exp.f32(float %x)
  call void @usef(float %exp)
  %log = call float @llvm.log.f32(float %x)
  call void @usef(float %log)
  %log10 = call float @llvm.log10.f32(float %x)
  call void @usef(float %log10)
  %pow = call float @llvm.pow.f32(float %x, float %y)
  call void @usef(float %pow)
  %powi = call float @llvm.powi.f32.i32(float %x, i32 %i)
  call void @usef(float %powi)
  %rad = call float @llvm.dx.radians.f32(float %x)
  call void @usef(float %rad)
  %deg = call float @llvm.dx.degrees.f32(float %x)
  call void @usef(float %deg)
  %step = call float @llvm.dx.step.f32(float %x, float %y)
  call void @usef(float %step)
  %sign = call i32 @llvm.dx.sign.f32(float %x)
  call void @use32(i32 %sign)
  %isign = call i32 @llvm.dx.sign.i32(i32 %i)
  call void @use32(i32 %isign)
  %abs = call i32 @llvm.abs.i32(i32 %i, i1 false)
  call void @use32(i32 %abs)
  %uc = call i32 @llvm.dx.uclamp.i32(i32 %i, i32 1, i32 9)
  call void @use32(i32 %uc)
  %sc = call i32 @llvm.dx.sclamp.i32(i32 %i, i32 -1, i32 9)
  call void @use32(i32 %sc)
  %nc = call float @llvm.dx.nclamp.f32(float %x, float 0.0, float 1.0)
  call void @usef(float %nc)
  %any = call i1 @llvm.dx.any.v2f32(<2 x float> %w)
  call void @useb(i1 %any)
  %all = call i1 @llvm.dx.all.v2i32(<2 x i32> %p)
  call void @useb(i1 %all)
  %alls = call i1 @llvm.dx.all.i32(i32 %i)
  call void @useb(i1 %alls)
  %cross = call <3 x float> @llvm.dx.cross.v3f32(<3 x float> %u, <3 x float> %v)
  call void @usev(<3 x float> %cross)
  %norm = call <2 x float> @llvm.dx.normalize.v2f32(<2 x float> %w)
  call void @usev2(<2 x float> %norm)
  %norms = call float @llvm.dx.normalize.f32(float %x)
  call void @usef(float %norms)
  %hinf = call i1 @llvm.dx.isinf.f16(half %h)
  call void @useb(i1 %hinf)
  %hnan = call i1 @llvm.dx.isnan.f16(half %h)
  call void @useb(i1 %hnan)
  %hfin = call i1 @llvm.is.fpclass.f16(half %h, i32 504)
  call void @useb(i1 %hfin)
  %hnorm = call i1 @llvm.is.fpclass.f16(half %h, i32 264)
  call void @useb(i1 %hnorm)
  %negz = call i1 @llvm.is.fpclass.f32(float %x, i32 32)
  call void @useb(i1 %negz)
  %usat = call i32 @llvm.usub.sat.i32(i32 %i, i32 %j)
  call void @use32(i32 %usat)
  %radd = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %p)
  call void @use32(i32 %radd)
  %rfadd = call float @llvm.vector.reduce.fadd.v2f32(float %x, <2 x float> %w)
  call void @usef(float %rfadd)
  %atan2 = call nnan float @llvm.atan2.f32(float %y, float %x)
  call void @usef(float %atan2)
  %vexp = call <2 x float> @llvm.exp.v2f32(<2 x float> %w)
  call void @usev2(<2 x float> %vexp)
  ret void
}

; powi of a vector: the one i32 exponent is converted, then splatted (LLVM converts it
; straight to the vector type, which its own verifier rejects).
define void @vpowi(<2 x float> %w, i32 %n) "hlsl.export" {
; CHECK-LABEL: define void @vpowi(
; CHECK-NEXT: [[N:%[0-9]+]] = sitofp i32 %n to float
; CHECK-NEXT: %.splatinsert = insertelement <2 x float> poison, float [[N]], i64 0
; CHECK-NEXT: %.splat = shufflevector <2 x float> %.splatinsert, <2 x float> poison, <2 x i32> zeroinitializer
; CHECK-NEXT: %elt.log2 = call <2 x float> @llvm.log2.v2f32(<2 x float> %w)
; CHECK-NEXT: [[M:%[0-9]+]] = fmul <2 x float> %elt.log2, %.splat
; CHECK-NEXT: %elt.exp2 = call <2 x float> @llvm.exp2.v2f32(<2 x float> [[M]])
  %p = call <2 x float> @llvm.powi.v2f32.i32(<2 x float> %w, i32 %n)
  call void @usev2(<2 x float> %p)
  ret void
}

declare <2 x float> @llvm.powi.v2f32.i32(<2 x float>, i32)
declare float @llvm.dx.lerp.f32(float, float, float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.log10.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.powi.f32.i32(float, i32)
declare float @llvm.dx.radians.f32(float)
declare float @llvm.dx.degrees.f32(float)
declare float @llvm.dx.step.f32(float, float)
declare i32 @llvm.dx.sign.f32(float)
declare i32 @llvm.dx.sign.i32(i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.dx.uclamp.i32(i32, i32, i32)
declare i32 @llvm.dx.sclamp.i32(i32, i32, i32)
declare float @llvm.dx.nclamp.f32(float, float, float)
declare i1 @llvm.dx.any.v2f32(<2 x float>)
declare i1 @llvm.dx.all.v2i32(<2 x i32>)
declare i1 @llvm.dx.all.i32(i32)
declare <3 x float> @llvm.dx.cross.v3f32(<3 x float>, <3 x float>)
declare <2 x float> @llvm.dx.normalize.v2f32(<2 x float>)
declare float @llvm.dx.normalize.f32(float)
declare i1 @llvm.dx.isinf.f16(half)
declare i1 @llvm.dx.isnan.f16(half)
declare i1 @llvm.is.fpclass.f16(half, i32)
declare i1 @llvm.is.fpclass.f32(float, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
declare float @llvm.atan2.f32(float, float)
declare <2 x float> @llvm.exp.v2f32(<2 x float>)
