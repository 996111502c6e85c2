; The same rules on llvm.spv.resource.* handle creation: operands are (set, binding, range
; size, index, name) or (order id, set, range size, index, name). A SPIR-V array takes one
; binding number, so two different resources conflict only on the same (set, binding).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

; CHECK: error: the descriptor set %set of the binding of "A" is not a constant; a binding must be known at compile time [binding-not-constant]
; CHECK: error: the range size of "B" (descriptor set 3, binding 1) is 0; {{.*}} [binding-range-zero]
; CHECK: error: index 4 is not below the range size 4 of "Bufs" {{.*}} [binding-index-out-of-range]
; CHECK: warning: index %i = and i32 %x, 7 can be 4..7 but the range size of "Bufs" is 4 [binding-index-may-exceed]
; CHECK: error: UAV resources "A" and "B" are both bound to binding 5 of descriptor set 0 [binding-overlap]
; CHECK-NEXT: %b = call
; CHECK: error: implicit binding order id 1 ("A") disagrees with its first creation %o1 ("A") in @main: descriptor set 2 here vs 0 there; {{.*}} [binding-implicit-conflict]
; The nonuniformindex uses are checked last.
; CHECK: warning: the nonuniformindex result %nu is passed as argument 1 of a call to @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t {{.*}} [nonuniform-not-index]
define void @main(i32 %set, i32 %x) {
  %n = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 %set, i32 0, i32 1, i32 0, ptr @A.str)
  %z = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 3, i32 1, i32 0, i32 0, ptr @B.str)
  %c = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 0, i32 4, i32 4, ptr @Bufs.str)
  %i = and i32 %x, 7
  %d = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 0, i32 4, i32 %i, ptr @Bufs.str)
  %nu = call i32 @llvm.spv.resource.nonuniformindex(i32 %x)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %d, i32 %nu)
  %a = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 0, i32 5, i32 1, i32 0, ptr @A.str)
  %b = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32 0, i32 5, i32 1, i32 0, ptr @B.str)
  %o1 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
  %o2 = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32 1, i32 2, i32 1, i32 0, ptr @A.str)
  ret void
}

declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr)
declare target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefromimplicitbinding.tspirv.Image_f32_5_2_0_0_2_3t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding.tspirv.VulkanBuffer_a0f32_12_0t(i32, i32, i32, i32, ptr)
declare target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefromimplicitbinding.tspirv.VulkanBuffer_a0f32_12_1t(i32, i32, i32, i32, ptr)
declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.tspirv.Image_f32_5_2_0_0_2_3t(target("spirv.Image", float, 5, 2, 0, 0, 2, 3), i32)
declare i32 @llvm.spv.resource.nonuniformindex(i32)
