; RULE: type-spirv-buffer
; A cbuffer (Uniform storage class 2) marked writeable.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%__cblayout_CB = type <{ float, target("spirv.Padding", 12), <4 x float> }>

@.str = private unnamed_addr constant [4 x i8] c"Res\00", align 1

define void @main() #0 {
entry:
  %h = call target("spirv.VulkanBuffer", %__cblayout_CB, 2, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}

declare target("spirv.VulkanBuffer", %__cblayout_CB, 2, 1) @llvm.spv.resource.handlefrombinding(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
