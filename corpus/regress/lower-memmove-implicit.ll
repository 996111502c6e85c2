; BUG: rlv lower refuses a memmove between two DIFFERENT resources when one of them is an
; implicit binding. Expected: like memmove between two explicit bindings (which rlv lowers),
; this is a copy: an implicit binding is always allocated registers no other binding uses, so
; it cannot alias the explicit one; rlv should expand it into loads and stores (two
; rawBufferLoad/rawBufferStore pairs here). Actual: exit 1 with
;   error: memmove of 8 bytes within one resource (or between handles rlv cannot tell apart)
;   may overlap and cannot be expanded into loads and stores [lower-mem-intrinsic]
; Replacing handlefromimplicitbinding by handlefrombinding(i32 0, i32 1, ...) lowers fine.
; Found by rlv_fuzz_lower (generator form: direct element copy between two structured UAVs).
; RUN-BY-HAND: rlv lower %s   (should exit 0)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
%struct.S = type <{ float, i32 }>
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
define void @main() #0 {
  %a = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %src = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %a, i32 %t)
  %dst = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %b, i32 %t)
  call void @llvm.memmove.p0.p0.i32(ptr %dst, ptr %src, i32 8, i1 false)
  ret void
}
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
