; The SPIR-V form of the same access: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@img.name = private unnamed_addr constant [4 x i8] c"Img\00"

define void @main() {
  %img = call target("spirv.Image", float, 5, 2, 0, 0, 2, 3) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @img.name)
  %a = call <4 x float> @llvm.spv.resource.load.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %img, i32 0)
  call void @llvm.spv.resource.store.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 2, 3) %img, i32 1, <4 x float> %a)
  ret void
}
