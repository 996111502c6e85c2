; Structured elements must be sized and hold no resource handle (or layout wrapper).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%Opaque = type opaque
%struct.WithHandle = type { i32, target("dx.TypedBuffer", float, 1, 0, 0) }
%struct.Outer = type { float, [2 x %struct.WithHandle] }
%"class.hlsl::S" = type { i32, { target("dx.Layout", { float }, 4, 0) } }

; CHECK: error: target("dx.RawBuffer", %Opaque, 1, 0): buffer element %Opaque has no size (an opaque struct or a type without a layout); a structured buffer needs a fixed stride [type-raw-element]
; CHECK: error: target("dx.RawBuffer", %struct.WithHandle, 0, 0): buffer element %struct.WithHandle contains the target type target("dx.TypedBuffer", float, 1, 0, 0); a resource handle or layout type cannot be stored in a buffer element [type-raw-element]
; CHECK: error: target("dx.RawBuffer", %struct.Outer, 1, 0): buffer element %struct.Outer contains the target type target("dx.TypedBuffer", float, 1, 0, 0){{.*}}[type-raw-element]
; CHECK: error: target("dx.RawBuffer", target("dx.Sampler", 0), 1, 0): buffer element target("dx.Sampler", 0) is the target type target("dx.Sampler", 0){{.*}}[type-raw-element]
; CHECK: error: target("dx.RawBuffer", %"class.hlsl::S", 1, 0): buffer element %"class.hlsl::S" contains the target type target("dx.Layout", { float }, 4, 0){{.*}}[type-raw-element]
; CHECK: error: target("spirv.VulkanBuffer", [0 x %struct.WithHandle], 12, 1): buffer element %struct.WithHandle contains the target type target("dx.TypedBuffer", float, 1, 0, 0){{.*}}[type-raw-element]
; CHECK: error: target("spirv.VulkanBuffer", { target("spirv.Image", float, 5, 2, 0, 0, 2, 3) }, 9, 0): buffer element { target("spirv.Image", float, 5, 2, 0, 0, 2, 3) } contains the target type target("spirv.Image", float, 5, 2, 0, 0, 2, 3){{.*}}[type-raw-element]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.RawBuffer", %Opaque, 1, 0), ptr %p
  %b = load target("dx.RawBuffer", %struct.WithHandle, 0, 0), ptr %p
  %c = load target("dx.RawBuffer", %struct.Outer, 1, 0), ptr %p
  %d = load target("dx.RawBuffer", target("dx.Sampler", 0), 1, 0), ptr %p
  %e = load target("dx.RawBuffer", %"class.hlsl::S", 1, 0), ptr %p
  %g = load target("spirv.VulkanBuffer", [0 x %struct.WithHandle], 12, 1), ptr %p
  %h = load target("spirv.VulkanBuffer", { target("spirv.Image", float, 5, 2, 0, 0, 2, 3) }, 9, 0), ptr %p
  ret void
}

; Scalable vectors have no fixed size either.
; CHECK: in function @g: error: target("dx.RawBuffer", <vscale x 4 x float>, 1, 0): buffer element <vscale x 4 x float> is the scalable vector <vscale x 4 x float>; a structured buffer needs a fixed stride [type-raw-element]
; CHECK: in function @g: error: target("dx.RawBuffer", { float, <vscale x 4 x float> }, 1, 0): buffer element { float, <vscale x 4 x float> } has no size{{.*}}[type-raw-element]
; CHECK-NOT: [type-
define void @g(ptr %p) {
  %a = load target("dx.RawBuffer", <vscale x 4 x float>, 1, 0), ptr %p
  %b = load target("dx.RawBuffer", { float, <vscale x 4 x float> }, 1, 0), ptr %p
  ret void
}
