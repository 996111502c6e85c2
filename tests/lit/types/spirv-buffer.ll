; spirv.VulkanBuffer: storage class, writeability and element shape must agree.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%__cblayout_CB = type <{ float, target("spirv.Padding", 12), <4 x float> }>

; CHECK: error: target("spirv.VulkanBuffer", [0 x float], 7, 1): storage class 7 is not StorageBuffer (12), Uniform (2) or PushConstant (9) [type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", %__cblayout_CB, 2, 1): a Uniform buffer (storage class 2) is read-only but IsWriteable is 1 [type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", %__cblayout_CB, 9, 1): a PushConstant buffer (storage class 9) is read-only but IsWriteable is 1 [type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", float, 12, 1): StorageBuffer element float is not a runtime array [0 x T]; only the counter form spirv.VulkanBuffer(i32, 12, 1) has a non-array element [type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", i32, 12, 0): StorageBuffer element i32 is not a runtime array [0 x T]{{.*}}[type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", [4 x float], 12, 0): StorageBuffer element [4 x float] is not a runtime array [0 x T]{{.*}}[type-spirv-buffer]
; CHECK: error: target("spirv.VulkanBuffer", [0 x float], 2, 0): Uniform buffer element [0 x float] is not a struct [type-spirv-buffer]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("spirv.VulkanBuffer", [0 x float], 7, 1), ptr %p
  %b = load target("spirv.VulkanBuffer", %__cblayout_CB, 2, 1), ptr %p
  %c = load target("spirv.VulkanBuffer", %__cblayout_CB, 9, 1), ptr %p
  %d = load target("spirv.VulkanBuffer", float, 12, 1), ptr %p
  %e = load target("spirv.VulkanBuffer", i32, 12, 0), ptr %p
  %g = load target("spirv.VulkanBuffer", [4 x float], 12, 0), ptr %p
  %h = load target("spirv.VulkanBuffer", [0 x float], 2, 0), ptr %p
  ret void
}
