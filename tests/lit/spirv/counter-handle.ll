; SPIR-V counter handles come from writeable storage buffers and are spirv.VulkanBuffer(i32, 12, 1).
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

%cblayout = type <{ float }>
@ro.name = private unnamed_addr constant [3 x i8] c"RO\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"
@img.name = private unnamed_addr constant [4 x i8] c"Img\00"
@rw.name = private unnamed_addr constant [3 x i8] c"RW\00"

define void @main() {
  %ro = call target("spirv.VulkanBuffer", [0 x i32], 12, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @ro.name)
  %cb = call target("spirv.VulkanBuffer", %cblayout, 2, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @cb.name)
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @img.name)
  %rw = call target("spirv.VulkanBuffer", [0 x i32], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 3, i32 1, i32 0, ptr @rw.name)
; CHECK: error: llvm.spv.resource.counterhandlefromimplicitbinding makes a counter for target("spirv.VulkanBuffer", [0 x i32], 12, 0), which is not writeable (IsWriteable must be 1); counters belong to writeable storage buffers (spirv.VulkanBuffer(..., 12, 1)) [spirv-counter-handle]
  %c0 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x i32], 12, 0) %ro, i32 0, i32 0)
; CHECK: error: llvm.spv.resource.counterhandlefrombinding makes a counter for target("spirv.VulkanBuffer", %cblayout, 2, 0), which is not in the StorageBuffer storage class (12)
  %c1 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefrombinding(target("spirv.VulkanBuffer", %cblayout, 2, 0) %cb, i32 1, i32 0)
; CHECK: error: llvm.spv.resource.counterhandlefromimplicitbinding makes a counter for target("spirv.Image", float, 5, 2, 0, 0, 2, 3), which is not a spirv.VulkanBuffer
  %c2 = call target("spirv.VulkanBuffer", i32, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %img, i32 2, i32 0)
; CHECK: error: llvm.spv.resource.counterhandlefromimplicitbinding returns target("spirv.VulkanBuffer", i64, 12, 1); a counter handle is spirv.VulkanBuffer(i32, 12, 1) [spirv-counter-handle]
  %c3 = call target("spirv.VulkanBuffer", i64, 12, 1) @llvm.spv.resource.counterhandlefromimplicitbinding(target("spirv.VulkanBuffer", [0 x i32], 12, 1) %rw, i32 3, i32 0)
  ret void
}
