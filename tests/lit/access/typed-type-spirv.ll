; A SPIR-V buffer image moves 1-4 lanes of its sampled type.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@img.name = private unnamed_addr constant [4 x i8] c"Img\00"

define void @main() {
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 2, 1) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @img.name)
; CHECK: error: llvm.spv.resource.load.typedbuffer returns <4 x i32>, but the image's sampled type is float (1 to 4 lanes of it expected) [access-typed-type]
  %a = call <4 x i32> @llvm.spv.resource.load.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %img, i32 0)
; CHECK: error: llvm.spv.resource.store.typedbuffer stores <8 x float>, but the image's sampled type is float
  call void @llvm.spv.resource.store.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 1) %img, i32 0, <8 x float> zeroinitializer)
  ret void
}
