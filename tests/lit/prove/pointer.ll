; The pointer level clang emits: cbuffer members read through addrspace(2) globals listed in
; !hlsl.cbs (padded layout), an implicit binding, thread ids; against SM 6.6 DXIL
; (createHandleFromBinding) and SM 6.0 DXIL (createHandle resolved through !dx.resources).
; RUN: %rlv prove %s %S/Inputs/pointer-66.ll | %FileCheck %s --check-prefix=OK66
; RUN: %rlv prove %s %S/Inputs/pointer-60.ll | %FileCheck %s --check-prefix=OK60
; RUN: %not %rlv prove %s %S/Inputs/pointer-bad-member.ll | %FileCheck %s --check-prefix=MEMBER
; OK66: pointer-66.ll: in function @main: proved
; OK60: pointer-60.ll: in function @main: proved
; MEMBER: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (raw) byte {{[0-9]+}}
; MEMBER-NEXT: inputs: thread.id(0) = {{[0-9]+}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ float, target("dx.Padding", 4), double, <2 x float> }>

@CB.cb = global target("dx.CBuffer", %__cblayout_CB) poison
@K = external hidden addrspace(2) global float, align 4
@D = external hidden addrspace(2) global double, align 8
@V = external hidden addrspace(2) global <2 x float>, align 8
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %cb, ptr @CB.cb, align 4
  %u = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %k = load float, ptr addrspace(2) @K, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %u, i32 %i)
  store float %k, ptr %p, align 4
  %d = load double, ptr addrspace(2) @D, align 8
  %df = fptrunc double %d to float
  %i1 = add i32 %i, 1
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %u, i32 %i1)
  store float %df, ptr %p1, align 4
  %vy = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @V, i32 4), align 4
  %i2 = add i32 %i, 2
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %u, i32 %i2)
  store float %vy, ptr %p2, align 4
  ret void
}

attributes #0 = { "hlsl.shader"="compute" }

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
declare i32 @llvm.dx.thread.id(i32)

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @K, ptr addrspace(2) @D, ptr addrspace(2) @V}
