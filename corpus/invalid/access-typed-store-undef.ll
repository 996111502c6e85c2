; RULE: access-typed-store-undef
; RWBuffer<float4> Out: lane 3 of the stored value is never filled (an insertelement chain from
; poison), lanes 1 and 3 of a constant are undef. A typed store writes all four components.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %f = uitofp i32 %id to float
  %v0 = insertelement <4 x float> poison, float %f, i32 0
  %v1 = insertelement <4 x float> %v0, float %f, i32 1
  %v2 = insertelement <4 x float> %v1, float %f, i32 2
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id, <4 x float> %v2)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 0, <4 x float> <float 1.0, float undef, float 2.0, float poison>)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
