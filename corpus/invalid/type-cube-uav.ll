; RULE: type-cube-uav
; A writeable TextureCube (Dimension 5): cube textures cannot be UAVs.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [5 x i8] c"Cube\00"

define void @main() #0 {
  %h = call target("dx.Texture", <4 x float>, 1, 0, 0, 5) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
