; SPIR-V: three different resources of one class on one (descriptor set, binding) are one
; overlapping group and one diagnostic; the same binding in another set is another group.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

; CHECK: in function @main: error: UAV resources "A" and "B" are both bound to binding 5 of descriptor set 0; 3 resources in all are bound there: also "C" [binding-overlap]
; CHECK-NEXT: %b = call
; CHECK-NEXT: in function @main: error: UAV resources "A" and "C" are both bound to binding 5 of descriptor set 1 [binding-overlap]
; CHECK-NOT: [binding-overlap]
define void @main() {
  %a = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 5, i32 1, i32 0, ptr @A.str)
  %b = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 5, i32 1, i32 0, ptr @B.str)
  %c = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 5, i32 1, i32 0, ptr @C.str)
  %a1 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 1, i32 5, i32 1, i32 0, ptr @A.str)
  %c1 = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 1, i32 5, i32 1, i32 0, ptr @C.str)
  ret void
}

declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
