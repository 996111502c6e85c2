; RULE: type-rov-stage
; RasterizerOrderedBuffer<float> in a compute shader: rasterizer-ordered resources are only
; allowed in pixel shaders (and libraries).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Rov\00"

define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", float, 1, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", float, 1, 1, 0) %h, i32 %id, float 1.0)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
