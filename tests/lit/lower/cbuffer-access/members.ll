; cbuffer-access: each use of a cbuffer member global becomes a load of the @X.cb handle
; and a getpointer at the member's byte offset in the padded layout (dx.Padding elements are
; not members); GEP constant expressions become instructions; the member globals go.
; RUN: %rlv lower --stage=cbuffer-access %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=FULL

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_P = type <{ <4 x float>, i32, target("dx.Padding", 4), double, <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12), %Inner }>
%Inner = type <{ <2 x float>, i32 }>
%__cblayout_S = type <{ <3 x float>, float }>

@P.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_P) poison
@Scale = external hidden local_unnamed_addr addrspace(2) global <4 x float>, align 16
@Count = external hidden local_unnamed_addr addrspace(2) global i32, align 4
@Bias = external hidden local_unnamed_addr addrspace(2) global double, align 8
@Weights = external hidden local_unnamed_addr addrspace(2) global <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@In = external hidden local_unnamed_addr addrspace(2) global %Inner, align 1
@P.str = private unnamed_addr constant [2 x i8] c"P\00", align 1
@S.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_S) poison
@Tint = external hidden local_unnamed_addr addrspace(2) global <3 x float>, align 16
@K = external hidden local_unnamed_addr addrspace(2) global float, align 4
@S.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; CHECK-NOT: addrspace(2) global
; CHECK-LABEL: define void @main(
define void @main() #0 {
entry:
  %hp = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr @P.str)
  store target("dx.CBuffer", %__cblayout_P) %hp, ptr @P.cb, align 4
  %hs = call target("dx.CBuffer", %__cblayout_S) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Sst(i32 0, i32 1, i32 1, i32 0, ptr @S.str)
  store target("dx.CBuffer", %__cblayout_S) %hs, ptr @S.cb, align 4
  %out = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %count = load i32, ptr addrspace(2) @Count, align 4
; CHECK:      [[H0:%P.cb[0-9]*]] = load target("dx.CBuffer", %__cblayout_P), ptr @P.cb, align 4
; CHECK-NEXT: [[G0:%.*]] = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_Pst(target("dx.CBuffer", %__cblayout_P) [[H0]], i32 16)
; CHECK-NEXT: %count = load i32, ptr addrspace(2) [[G0]], align 4
  %c = icmp ult i32 %id, %count
  br i1 %c, label %body, label %exit
body:
  %scale = load <4 x float>, ptr addrspace(2) @Scale, align 16
; CHECK:      [[H1:%P.cb[0-9]*]] = load target("dx.CBuffer", %__cblayout_P), ptr @P.cb, align 4
; CHECK-NEXT: [[G1:%.*]] = call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_Pst(target("dx.CBuffer", %__cblayout_P) [[H1]], i32 0)
; CHECK-NEXT: %scale = load <4 x float>, ptr addrspace(2) [[G1]], align 16
  %bias = load double, ptr addrspace(2) @Bias, align 8
; CHECK:      getpointer{{.*}}, i32 24)
; CHECK-NEXT: %bias = load double
  %w = urem i32 %id, 3
  %pw = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) @Weights, i32 %w
  %wv = load float, ptr addrspace(2) %pw, align 16
; CHECK:      [[G3:%.*]] = call ptr addrspace(2) @llvm.dx.resource.getpointer{{.*}}, i32 32)
; CHECK-NEXT: %pw = getelementptr <{ float, target("dx.Padding", 12) }>, ptr addrspace(2) [[G3]], i32 %w
  %flags = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @In, i32 8), align 8
; CHECK:      [[G4:%.*]] = call ptr addrspace(2) @llvm.dx.resource.getpointer{{.*}}, i32 80)
; CHECK-NEXT: [[GEP:%.*]] = getelementptr inbounds nuw i8, ptr addrspace(2) [[G4]], i32 8
; CHECK-NEXT: %flags = load i32, ptr addrspace(2) [[GEP]], align 8
  %tint = load <3 x float>, ptr addrspace(2) @Tint, align 16
; CHECK:      [[HS:%S.cb[0-9]*]] = load target("dx.CBuffer", %__cblayout_S), ptr @S.cb, align 4
; CHECK-NEXT: call ptr addrspace(2) @llvm.dx.resource.getpointer.p2.tdx.CBuffer_s___cblayout_Sst(target("dx.CBuffer", %__cblayout_S) [[HS]], i32 0)
  %f = uitofp i32 %flags to float
  %t0 = extractelement <3 x float> %tint, i32 0
  %s0 = extractelement <4 x float> %scale, i32 0
  %b = fptrunc double %bias to float
  %sum = fadd float %s0, %b
  %sum2 = fadd float %sum, %wv
  %sum3 = fadd float %sum2, %f
  %sum4 = fadd float %sum3, %t0
  %v = insertelement <4 x float> poison, float %sum4, i32 0
  %po = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 %id)
  store <4 x float> %v, ptr %po, align 16
  br label %exit
exit:
  ; a phi use: the pointer is made at the end of the incoming block
  %pk = phi ptr addrspace(2) [ @K, %entry ], [ @K, %body ]
  %k = load float, ptr addrspace(2) %pk, align 4
; CHECK:      getpointer{{.*}}, i32 12)
; CHECK-NEXT: br label %exit
; CHECK:      exit:
; CHECK-NEXT: %pk = phi ptr addrspace(2) [ {{%.*}}, %entry ], [ {{%.*}}, %body ]
  %kv = insertelement <4 x float> poison, float %k, i32 0
  %pk0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %out, i32 0)
  store <4 x float> %kv, ptr %pk0, align 16
  ret void
}

; FULL-LABEL: define void @main(
; FULL:      call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P:%.*]], i32 1)
; FULL:      call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 0)
; FULL:      call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle [[P]], i32 1)
; FULL:      [[ROW:%.*]] = add i32 2, %w
; FULL-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P]], i32 [[ROW]])
; FULL:      call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 5)
; FULL-NOT:  llvm.dx.resource

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_S) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Sst(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

!hlsl.cbs = !{!0, !1}
!0 = !{ptr @P.cb, ptr addrspace(2) @Scale, ptr addrspace(2) @Count, ptr addrspace(2) @Bias, ptr addrspace(2) @Weights, ptr addrspace(2) @In}
!1 = !{ptr @S.cb, ptr addrspace(2) @Tint, ptr addrspace(2) @K}
