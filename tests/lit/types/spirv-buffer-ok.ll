; Near miss: clang 22's forms: (RW)StructuredBuffer, (RW)ByteAddressBuffer, the counter
; buffer, a cbuffer, and a push-constant block.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%struct.Item = type <{ <3 x float>, i32 }>
%__cblayout_CB = type <{ float, target("spirv.Padding", 12), <4 x float> }>
%struct.PC = type { <4 x float>, i32 }

define void @f(ptr %p) {
  %a = load target("spirv.VulkanBuffer", [0 x %struct.Item], 12, 1), ptr %p
  %b = load target("spirv.VulkanBuffer", [0 x <4 x float>], 12, 0), ptr %p
  %c = load target("spirv.VulkanBuffer", [0 x i8], 12, 0), ptr %p
  %d = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %p
  %e = load target("spirv.VulkanBuffer", %__cblayout_CB, 2, 0), ptr %p
  %g = load target("spirv.VulkanBuffer", %struct.PC, 9, 0), ptr %p
  ret void
}
