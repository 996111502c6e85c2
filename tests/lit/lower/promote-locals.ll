; The -O0 shape (binding operands and the handle passed through local variables, optnone
; on the entry) is promoted by LLVM's SROA before the rest of the pipeline, as LLVM main does
; for DirectX at -O0 (llvm#179600): the handle creation gets its constants, optnone goes, and
; the whole lowering succeeds. A module without that shape keeps optnone and its allocas.
; RUN: %rlv lower --stage=promote-locals %s -o - | %FileCheck %s --check-prefix=STAGE
; RUN: %rlv lower %s -o - | %FileCheck %s --check-prefix=FULL
; RUN: %rlv lower --stage=promote-locals %S/Inputs/promote-locals-none.ll -o - | %FileCheck %s --check-prefix=NONE
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
%"class.hlsl::RWBuffer" = type { target("dx.TypedBuffer", float, 1, 0, 0) }
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

; STAGE-LABEL: define void @main(i32 %x)
; STAGE-NOT: alloca
; STAGE: %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 5, i32 1, i32 0, ptr @Out.str)
; STAGE-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %x)
; STAGE-NEXT: store float 1.000000e+00, ptr %p
; STAGE: attributes #0 = { noinline "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
; FULL: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 5, i32 5, i32 2, i8 1 }, i32 5, i1 false)
; FULL: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %x, i32 undef, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15)
; FULL-NOT: alloca
; FULL-NOT: llvm.dx.resource
; NONE: define void @main(i32 %x) #0
; NONE-NEXT: %tmp = alloca float
; NONE: attributes #0 = { noinline optnone "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
define void @main(i32 %x) #0 {
  %reg.addr = alloca i32
  %space.addr = alloca i32
  %obj = alloca %"class.hlsl::RWBuffer"
  store i32 5, ptr %reg.addr
  store i32 2, ptr %space.addr
  %r = load i32, ptr %reg.addr
  %s = load i32, ptr %space.addr
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 %r, i32 1, i32 0, ptr @Out.str)
  store target("dx.TypedBuffer", float, 1, 0, 0) %h, ptr %obj
  %again = load target("dx.TypedBuffer", float, 1, 0, 0), ptr %obj
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %again, i32 %x)
  store float 1.0, ptr %p
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
attributes #0 = { noinline optnone "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
