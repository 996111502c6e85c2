; A dx.*/spirv.* name LLVM 22 does not know; LLVM's own verifier accepts it.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: in function @f: error: target("dx.Foo", float): dx.Foo is not a target type LLVM 22 knows; the known dx. types are dx.TypedBuffer, dx.RawBuffer, dx.Texture, dx.MSTexture, dx.FeedbackTexture, dx.CBuffer, dx.Sampler, dx.Layout, dx.Padding [type-unknown-kind]
; CHECK-NEXT: %a = load target("dx.Foo", float), ptr %p
; CHECK: error: target("spirv.Buffer", float, 12, 1): spirv.Buffer is not a target type LLVM 22 knows; the known spirv. types are spirv.VulkanBuffer, spirv.Image, spirv.SignedImage, spirv.Sampler, spirv.Padding [type-unknown-kind]
; CHECK: error: target("dx.typedbuffer", float, 1, 0, 0): dx.typedbuffer is not a target type LLVM 22 knows{{.*}}[type-unknown-kind]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.Foo", float), ptr %p
  %b = load target("spirv.Buffer", float, 12, 1), ptr %p
  %c = load target("dx.typedbuffer", float, 1, 0, 0), ptr %p
  ret void
}
