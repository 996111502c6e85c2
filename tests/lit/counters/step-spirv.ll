; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@s.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main() {
  %s = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
  %c = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %s, i32 0, i32 0)
; CHECK: error: llvm.spv.resource.updatecounter has step -2; it must be the constant 1 (increment) or -1 (decrement) [counter-step]
  %a = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %c, i8 -2)
  ret void
}
