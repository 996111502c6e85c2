; Near miss: padding inside layout structs and arrays, including the types of clang's
; addrspace(2) member globals, and spirv.Padding in a Uniform buffer layout.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%__cblayout_Params = type <{ <4 x float>, i32, target("spirv.Padding", 4), double, <{ [2 x <{ float, target("spirv.Padding", 12) }>], float }> }>

@Params.cb = global target("spirv.VulkanBuffer", %__cblayout_Params, 2, 0) poison
@Weights = external hidden addrspace(12) global <{ [2 x <{ float, target("spirv.Padding", 12) }>], float }>, align 4
@Arr = external hidden addrspace(12) global [2 x target("spirv.Padding", 4)], align 4

define void @f(ptr addrspace(12) %p) {
  %a = load <{ float, target("spirv.Padding", 12) }>, ptr addrspace(12) %p
  ret void
}
