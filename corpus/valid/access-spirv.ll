; SPIR-V: buffer images through getpointer and the typed intrinsics, storage buffer counters
; going both ways (allowed on Vulkan).
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%struct.Item = type <{ <3 x float>, i32 }>
@Img.str = private unnamed_addr constant [4 x i8] c"Img\00"
@Items.str = private unnamed_addr constant [6 x i8] c"Items\00"

define void @main() #0 {
  %id = call i32 @llvm.spv.thread.id.i32(i32 0)
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Img.str)
  %items = call target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @Items.str)
  %ctr = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) %items, i32 0, i32 0)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %img, i32 %id)
  %v = load <4 x float>, ptr addrspace(11) %p, align 16
  store float 1.0, ptr addrspace(11) %p, align 16
  %t = call <4 x float> @llvm.spv.resource.load.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %img, i32 0)
  call void @llvm.spv.resource.store.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %img, i32 1, <4 x float> %t)
  %slot = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %ctr, i8 1)
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer(target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) %items, i32 %slot)
  %q12 = getelementptr inbounds i8, ptr addrspace(11) %q, i64 12
  store i32 %id, ptr addrspace(11) %q12, align 4
  %back = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %ctr, i8 -1)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
