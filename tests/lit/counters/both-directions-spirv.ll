; SPIR-V counters are separate buffers: incrementing and decrementing one is fine.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [counter-
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@s.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main() {
  %s = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
  %c = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %s, i32 0, i32 0)
  %a = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %c, i8 1)
  %b = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %c, i8 -1)
  ret void
}
