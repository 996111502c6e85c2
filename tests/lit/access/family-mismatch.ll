; clang 22 emits llvm.dx.resource.load.typedbuffer for Load(i, status) on Vulkan; and the reverse.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@img.name = private unnamed_addr constant [4 x i8] c"Img\00"

define void @main() {
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @img.name)
; CHECK: error: llvm.dx.resource.load.typedbuffer is a DirectX intrinsic but its handle operand is target("spirv.Image", float, 5, 2, 0, 0, 2, 3), a SPIR-V type [access-family-mismatch]
; CHECK-NOT: [access-handle-kind]
  %a = call {float, i1} @llvm.dx.resource.load.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %img, i32 0)
; CHECK: error: llvm.dx.resource.handlefrombinding is a DirectX intrinsic but returns target("spirv.Image", float, 5, 2, 0, 0, 2, 3), a SPIR-V handle [access-family-mismatch]
  %b = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @img.name)
  ret void
}

define void @other() {
  %raw = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @img.name)
; CHECK: error: llvm.spv.resource.getpointer is a SPIR-V intrinsic but its handle operand is target("dx.RawBuffer", i8, 1, 0), a DirectX type [access-family-mismatch]
  %p = call ptr addrspace(11) @llvm.spv.resource.getpointer(target("dx.RawBuffer", i8, 1, 0) %raw, i32 0)
  ret void
}
