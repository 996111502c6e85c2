; resource-access on typed buffers: whole-element loads/stores, lane loads (constant,
; dynamic, <1 x T>, lane 0), lane stores as load + insertelement + store.
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@D.str = private unnamed_addr constant [2 x i8] c"D\00", align 1

; CHECK-LABEL: define void @main(
define void @main(i32 %i, i32 %lane) #0 {
  %a = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %d = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @D.str)

  ; whole element
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 %i)
  %v = load <4 x float>, ptr %p, align 16
; CHECK:      [[L:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 %i)
; CHECK-NEXT: [[V:%.*]] = extractvalue { <4 x float>, i1 } [[L]], 0

  ; lane 1 through a constant byte GEP
  %p1 = getelementptr inbounds nuw i8, ptr %p, i32 4
  %y = load float, ptr %p1, align 4
; CHECK-NEXT: [[L1:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 %i)
; CHECK-NEXT: [[V1:%.*]] = extractvalue { <4 x float>, i1 } [[L1]], 0
; CHECK-NEXT: [[Y:%.*]] = extractelement <4 x float> [[V1]], i32 1

  ; a dynamic lane: the index of a <4 x float> GEP is the lane
  %pd = getelementptr <4 x float>, ptr %p, i32 0, i32 %lane
  %z = load float, ptr %pd, align 4
; CHECK-NEXT: [[L2:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: [[V2:%.*]] = extractvalue { <4 x float>, i1 } [[L2]], 0
; CHECK-NEXT: [[Z:%.*]] = extractelement <4 x float> [[V2]], i32 %lane

  ; lane 0 as a scalar, and lane 2 as <1 x float>
  %x = load float, ptr %p, align 4
; CHECK-NEXT: [[L3:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: [[V3:%.*]] = extractvalue { <4 x float>, i1 } [[L3]], 0
; CHECK-NEXT: [[X:%.*]] = extractelement <4 x float> [[V3]], i32 0
  %p2 = getelementptr inbounds nuw i8, ptr %p, i32 8
  %w = load <1 x float>, ptr %p2, align 4
; CHECK-NEXT: [[L4:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: [[V4:%.*]] = extractvalue { <4 x float>, i1 } [[L4]], 0
; CHECK-NEXT: [[E4:%.*]] = extractelement <4 x float> [[V4]], i32 2
; CHECK-NEXT: [[W:%.*]] = insertelement <1 x float> poison, float [[E4]], i32 0

  ; whole-element store
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 7)
  store <4 x float> %v, ptr %q, align 16
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 7, <4 x float> [[V]])

  ; lane store: a read-modify-write of the element
  %q2 = getelementptr inbounds nuw i8, ptr %q, i32 8
  store float %y, ptr %q2, align 4
; CHECK-NEXT: [[O:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer.v4f32.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 7)
; CHECK-NEXT: [[OV:%.*]] = extractvalue { <4 x float>, i1 } [[O]], 0
; CHECK-NEXT: [[N:%.*]] = insertelement <4 x float> [[OV]], float [[Y]], i32 2
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 7, <4 x float> [[N]])

  ; dynamic lane store through a float GEP
  %q3 = getelementptr float, ptr %q, i32 %lane
  store float %z, ptr %q3, align 4
; CHECK-NEXT: [[O2:%.*]] = call { <4 x float>, i1 } @llvm.dx.resource.load.typedbuffer
; CHECK-NEXT: [[OV2:%.*]] = extractvalue { <4 x float>, i1 } [[O2]], 0
; CHECK-NEXT: [[N2:%.*]] = insertelement <4 x float> [[OV2]], float [[Z]], i32 %lane
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v4f32_1_0_0t.v4f32(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %a, i32 7, <4 x float> [[N2]])

  ; a scalar element is always the whole element
  %r = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
  %s = load float, ptr %r, align 4
  %s2 = fadd float %s, %x
  store float %s2, ptr %r, align 4
; CHECK-NEXT: [[SL:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
; CHECK-NEXT: [[S:%.*]] = extractvalue { float, i1 } [[SL]], 0
; CHECK-NEXT: [[S2:%.*]] = fadd float [[S]], [[X]]
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i, float [[S2]])

  ; double2: lane 1 is at byte 8
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_1_0_0t(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d, i32 %i)
  %e1 = getelementptr inbounds nuw i8, ptr %e, i32 8
  %dv = load double, ptr %e1, align 8
  store double %dv, ptr %e, align 8
; CHECK-NEXT: [[DL:%.*]] = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer.v2f64.tdx.TypedBuffer_v2f64_1_0_0t(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d, i32 %i)
; CHECK-NEXT: [[DV0:%.*]] = extractvalue { <2 x double>, i1 } [[DL]], 0
; CHECK-NEXT: [[DV:%.*]] = extractelement <2 x double> [[DV0]], i32 1
; CHECK-NEXT: [[DO:%.*]] = call { <2 x double>, i1 } @llvm.dx.resource.load.typedbuffer.v2f64
; CHECK-NEXT: [[DOV:%.*]] = extractvalue { <2 x double>, i1 } [[DO]], 0
; CHECK-NEXT: [[DN:%.*]] = insertelement <2 x double> [[DOV]], double [[DV]], i32 0
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2f64_1_0_0t.v2f64(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d, i32 %i, <2 x double> [[DN]])
  %sum = fadd float %x, %y
  %e0 = extractelement <1 x float> %w, i32 0
  %sum2 = fadd float %sum, %e0
  ret void
; CHECK-NEXT: fadd float [[X]], [[Y]]
; CHECK-NEXT: extractelement <1 x float> [[W]], i32 0
; CHECK-NOT: getpointer
; CHECK-NOT: getelementptr
}
; CHECK-NOT: declare {{.*}}getpointer

declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2f64_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v2f64_1_0_0t(target("dx.TypedBuffer", <2 x double>, 1, 0, 0), i32)

attributes #0 = { "hlsl.export" }
