; SPIR-V: typed accesses need an image with Dim=Buffer, getdimensions a storage buffer or buffer image.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@img.name = private unnamed_addr constant [4 x i8] c"Img\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"
%cblayout = type <{ float }>

define void @main() {
  %img = call target("spirv.Image", float, 1, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @img.name)
  %cb = call target("spirv.VulkanBuffer", %cblayout, 2, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @cb.name)
; CHECK: error: llvm.spv.resource.load.typedbuffer needs a spirv.Image with Dim=Buffer (5) handle, but its handle is target("spirv.Image", float, 1, 2, 0, 0, 2, 3) [access-handle-kind]
  %a = call float @llvm.spv.resource.load.typedbuffer(target("spirv.Image", float, 1, 2, 0, 0, 2, 3) %img, i32 0)
; CHECK: error: llvm.spv.resource.getdimensions.x needs a storage spirv.VulkanBuffer or a spirv.Image with Dim=Buffer (5) handle, but its handle is target("spirv.VulkanBuffer", %cblayout, 2, 0) [access-handle-kind]
  %d = call i32 @llvm.spv.resource.getdimensions.x(target("spirv.VulkanBuffer", %cblayout, 2, 0) %cb)
  ret void
}
