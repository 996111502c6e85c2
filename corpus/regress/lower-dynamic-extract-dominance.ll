; BUG: a dynamic-lane extractelement of a loaded resource vector, whose lane index is computed
; after the load, lowers to IR that breaks dominance. op-lower spills the bufferLoad result to
; an alloca and rewrites the dynamic extract as getelementptr+load, but it inserts that
; getelementptr at the load (before %lane exists) instead of at the extractelement.
; Expected: exit 0; a valid module where the GEP/load of the spill slot sit at the old
;   extractelement (as LLVM's DXILOpLowering does: alloca + stores after the load, the
;   indexed load where the extract was).
; Actual: exit 2, "fatal: rlv produced a module LLVM's verifier rejects (a bug in rlv):
;   Instruction does not dominate all uses! [lower-internal]". Through the C API
;   (rlv_lower_module) it even returns success with the invalid module.
; Found by rlv_fuzz_lower (extractelement with an "and"-bounded lane of a loaded vector).
; RUN-BY-HAND: rlv lower %s   (should exit 0 and give a module opt-22 -passes=verify accepts)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
define void @main() #0 {
  %in = call target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0) %in, i32 %t)
  %v = load <4 x float>, ptr %p, align 16
  %lane = and i32 %t, 3
  %x = extractelement <4 x float> %v, i32 %lane
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %out, i32 %t)
  store float %x, ptr %q, align 4
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", <4 x float>, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_0_0_0t(target("dx.TypedBuffer", <4 x float>, 0, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
