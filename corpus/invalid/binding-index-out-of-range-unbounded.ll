; RULE: binding-index-out-of-range
; RWBuffer<float> Bufs[] : register(u4294967295); Bufs[1][id.x] = 1.0: the unbounded range starts
; at the last register, so index 1 would be register 4294967296 (lowered, it wraps to u0).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @main() #0 {
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 -1, i32 -1, i32 1, ptr @Bufs.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %tid)
  store float 1.0, ptr %p, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
