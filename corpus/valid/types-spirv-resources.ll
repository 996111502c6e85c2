; Every spirv.* resource type clang 22 emits for Vulkan (reference §1.6): typed buffer
; images, structured and byte-address buffers, the counter buffer, a padded cbuffer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%struct.Item = type <{ <3 x float>, i32 }>
%__cblayout_Params = type <{ <4 x float>, i32, target("spirv.Padding", 4), double, <{ [2 x <{ float, target("spirv.Padding", 12) }>], float }> }>

@.str = private unnamed_addr constant [2 x i8] c"R\00", align 1

define void @main() #0 {
entry:
  %h0 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %h1 = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding(i32 1, i32 0, i32 1, i32 0, ptr @.str)
  %h2 = call target("spirv.Image", double, 5, 2, 0, 0, 2, 0) @llvm.spv.resource.handlefrombinding(i32 2, i32 0, i32 1, i32 0, ptr @.str)
  %h3 = call target("spirv.SignedImage", i64, 5, 2, 0, 0, 2, 41) @llvm.spv.resource.handlefrombinding(i32 3, i32 0, i32 1, i32 0, ptr @.str)
  %h4 = call target("spirv.Image", i32, 5, 2, 0, 0, 2, 33) @llvm.spv.resource.handlefrombinding(i32 4, i32 0, i32 1, i32 0, ptr @.str)
  %h5 = call target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) @llvm.spv.resource.handlefrombinding(i32 5, i32 0, i32 1, i32 0, ptr @.str)
  %h6 = call target("spirv.VulkanBuffer", [0 x <2 x float>], 12, 0) @llvm.spv.resource.handlefrombinding(i32 6, i32 0, i32 1, i32 0, ptr @.str)
  %h7 = call target("spirv.VulkanBuffer", [0 x i8], 12, 0) @llvm.spv.resource.handlefrombinding(i32 7, i32 0, i32 1, i32 0, ptr @.str)
  %h8 = call target("spirv.VulkanBuffer", [0 x i8], 12, 1) @llvm.spv.resource.handlefrombinding(i32 8, i32 0, i32 1, i32 0, ptr @.str)
  %h9 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.handlefrombinding(i32 9, i32 0, i32 1, i32 0, ptr @.str)
  %h10 = call target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) @llvm.spv.resource.handlefrombinding(i32 10, i32 0, i32 1, i32 0, ptr @.str)
  %h11 = call target("spirv.Sampler") @llvm.spv.resource.handlefrombinding(i32 11, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}


attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
