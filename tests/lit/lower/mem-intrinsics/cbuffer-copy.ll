; A struct copy out of a cbuffer member (clang's memcpy from an addrspace(2) global) becomes
; loads of the member's leaves; the padded array elements are read from their own rows.
; RUN: %rlv lower --stage=mem-intrinsics %s | %FileCheck %s
; RUN: %rlv lower %s | %FileCheck %s --check-prefix=FULL

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <{ [1 x <{ float, target("dx.Padding", 12) }>], float }> }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@W = external hidden local_unnamed_addr addrspace(2) global <{ [1 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

; CHECK-LABEL: define void @main(
; CHECK:      [[A:%.*]] = load float, ptr addrspace(2) @W, align 4
; CHECK-NEXT: [[B:%.*]] = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @W, i32 16), align 4
; CHECK-NEXT: store float [[A]], ptr %tmp, align 4
; CHECK-NEXT: [[D:%.*]] = getelementptr inbounds i8, ptr %tmp, i32 16
; CHECK-NEXT: store float [[B]], ptr [[D]], align 4
; FULL: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%.*}}, i32 0)
; FULL: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%.*}}, i32 1)
; FULL-NOT: @llvm.memcpy
define void @main() #0 {
  %tmp = alloca <{ [1 x <{ float, [12 x i8] }>], float }>, align 4
  %h = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %h, ptr @CB.cb, align 4
  %out = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  call void @llvm.memcpy.p0.p2.i32(ptr align 4 %tmp, ptr addrspace(2) align 4 @W, i32 20, i1 false)
  %p1 = getelementptr inbounds nuw i8, ptr %tmp, i32 16
  %x = load float, ptr %p1, align 4
  %o = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %out, i32 0)
  store float %x, ptr %o, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
declare void @llvm.memcpy.p0.p2.i32(ptr, ptr addrspace(2), i32, i1)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }

!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @W}
