; A load through a cbuffer member's addrspace(2) global (!hlsl.cbs) must stay inside the
; cbuffer, whose bytes are those of its layout in HLSL packing (padding fields included): the
; shape of clang 22's packoffset miscompile (corpus-real2/32_cbuffer_packoffset).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s --implicit-check-not=error:
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
%__cblayout_CB = type <{ <3 x float>, float, target("dx.Padding", 8), %Fog }>
%Fog = type <{ <3 x float>, float }>
@CB.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_CB) poison
@Dir = external hidden local_unnamed_addr addrspace(2) global <3 x float>, align 16
@Power = external hidden local_unnamed_addr addrspace(2) global float, align 4
@Fogp = external hidden local_unnamed_addr addrspace(2) global %Fog, align 1
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main() #0 {
  %h = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", %__cblayout_CB) %h, ptr @CB.cb
  %a = load <3 x float>, ptr addrspace(2) @Dir
  %b = load float, ptr addrspace(2) @Power
  ; The member's last float (byte 24 + 12 = 36 of 40): inside.
  %c = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @Fogp, i32 12)
  ; CHECK: error: load of float at byte 65 of member @Fogp (byte 89 of cbuffer @CB.cb) reaches outside the cbuffer's 40 bytes [access-pointer-type]
  %d = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @Fogp, i32 65)
  ; CHECK: error: load of <4 x float> at byte 28 of member @Fogp (byte 52 of cbuffer @CB.cb) reaches outside the cbuffer's 40 bytes [access-pointer-type]
  %e = getelementptr inbounds i8, ptr addrspace(2) @Fogp, i32 28
  %f = load <4 x float>, ptr addrspace(2) %e
  ret void
}

declare target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBst(i32, i32, i32, i32, ptr)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
!hlsl.cbs = !{!0}
!0 = !{ptr @CB.cb, ptr addrspace(2) @Dir, ptr addrspace(2) @Power, ptr addrspace(2) @Fogp}
