; SPIR-V: a sampled (SRV) buffer image and a read-only storage buffer are not written.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@img.name = private unnamed_addr constant [4 x i8] c"Img\00"
@sb.name = private unnamed_addr constant [3 x i8] c"SB\00"
@rw.name = private unnamed_addr constant [3 x i8] c"RW\00"

define void @main(i32 %i) {
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @img.name)
  %sb = call target("spirv.VulkanBuffer", [0 x float], 12, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @sb.name)
  %rw = call target("spirv.VulkanBuffer", [0 x float], 12, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @rw.name)
; CHECK: error: llvm.spv.resource.store.typedbuffer writes to 'Img' (SRV, space 0, register 0), which is read-only (target("spirv.Image", float, 5, 2, 0, 0, 1, 0) is not writeable) [access-store-readonly]
  call void @llvm.spv.resource.store.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %img, i32 0, <4 x float> zeroinitializer)
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer(target("spirv.VulkanBuffer", [0 x float], 12, 0) %sb, i32 %i)
  %g = addrspacecast ptr addrspace(11) %p to ptr
; CHECK: error: store of float through a pointer into 'SB' (SRV, space 0, register 1), which is read-only
  store float 1.0, ptr %g
; CHECK-NOT: into 'RW'
  %q = call ptr addrspace(11) @llvm.spv.resource.getpointer(target("spirv.VulkanBuffer", [0 x float], 12, 1) %rw, i32 %i)
  store float 1.0, ptr addrspace(11) %q
  ret void
}
