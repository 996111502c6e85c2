; clang's Append/Consume/RW structured buffer counters: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [spirv-counter-handle]
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%struct.Item = type <{ <3 x float>, i32 }>
@a.name = private unnamed_addr constant [2 x i8] c"A\00"
@b.name = private unnamed_addr constant [2 x i8] c"B\00"

define void @main() {
  %a = call target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @a.name)
  %ca = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1) %a, i32 0, i32 0)
  %b = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @b.name)
  %cb = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %b, i32 5, i32 0)
  %x = call i32 @llvm.spv.resource.updatecounter(target("spirv.VulkanBuffer", i32, 12, 1) %ca, i8 1)
  ret void
}
