; RULE: type-spirv-image
; RWBuffer image with ImageFormat 42 (the last SPIR-V format is 41).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Res\00", align 1

define void @main() #0 {
entry:
  %h = call target("spirv.Image", float, 5, 2, 0, 0, 2, 42) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}

declare target("spirv.Image", float, 5, 2, 0, 0, 2, 42) @llvm.spv.resource.handlefrombinding(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
