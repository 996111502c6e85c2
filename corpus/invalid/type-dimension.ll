; RULE: type-dimension
; A non-multisampled texture with Dimension 3 (Texture2DMS).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Res\00", align 1

define void @main() #0 {
entry:
  %h = call target("dx.Texture", <4 x float>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}

declare target("dx.Texture", <4 x float>, 0, 0, 0, 3) @llvm.dx.resource.handlefrombinding(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
