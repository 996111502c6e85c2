; SPIR-V resource arrays and bindings as clang 22 emits them (after corpus-real
; 10_resource_arrays.spirv and 05_structured_struct.spirv): an array of 4 at binding 0 and a
; buffer at binding 1 of set 0 (an array takes one binding), t0 and u0 of set 1 on the same
; binding number (clang maps both registers to binding 0; different classes are not checked
; against each other), and a non-uniform array index.
;   RWBuffer<float> Bufs[4] : register(u0); RWBuffer<float> Next : register(u1);
;   StructuredBuffer<float> In : register(t0, space1); RWStructuredBuffer<float> Out : register(u0, space1);
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1
@Next.str = private unnamed_addr constant [5 x i8] c"Next\00", align 1
@In.str = private unnamed_addr constant [3 x i8] c"In\00", align 1
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1

define void @main() local_unnamed_addr #0 {
  %1 = tail call i32 @llvm.spv.thread.id.i32(i32 0)
  %2 = and i32 %1, 3
  %3 = tail call noundef i32 @llvm.spv.resource.nonuniformindex(i32 %2)
  %4 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 0, i32 4, i32 %3, ptr nonnull @Bufs.str)
  %5 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %4, i32 %1)
  %6 = load float, ptr addrspace(11) %5, align 4
  %7 = tail call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 1, i32 1, i32 0, ptr nonnull @Next.str)
  %8 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %7, i32 %1)
  store float %6, ptr addrspace(11) %8, align 4
  %9 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @In.str)
  %10 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0) %9, i32 %1)
  %11 = load float, ptr addrspace(11) %10, align 4
  %12 = tail call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 1, i32 0, i32 1, i32 0, ptr nonnull @Out.str)
  %13 = tail call noundef align 4 dereferenceable(4) ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1) %12, i32 %1)
  store float %11, ptr addrspace(11) %13, align 4
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32) #1
declare i32 @llvm.spv.resource.nonuniformindex(i32) #2
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32) #2
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_0t(target("spirv.VulkanBuffer", [0 x float], 12, 0), i32) #2
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr) #2
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.VulkanBuffer_a0f32_12_1t(target("spirv.VulkanBuffer", [0 x float], 12, 1), i32) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
