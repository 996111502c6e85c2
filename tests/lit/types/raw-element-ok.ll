; Near miss: byte-address (i8, void), scalars, vectors, arrays, clang's packed structs,
; nested structs, padding inside an element, and the SPIR-V forms clang emits.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

%struct.Particle = type <{ float, double, [2 x i32] }>
%struct.Nested = type { %struct.Particle, [3 x <4 x float>], i64 }
%struct.Padded = type <{ float, target("dx.Padding", 12), <4 x float> }>
%struct.Empty = type {}

define void @f(ptr %p) {
  %a = load target("dx.RawBuffer", i8, 1, 0), ptr %p
  %b = load target("dx.RawBuffer", void, 0, 0), ptr %p
  %c = load target("dx.RawBuffer", <3 x float>, 0, 0), ptr %p
  %d = load target("dx.RawBuffer", %struct.Particle, 1, 1), ptr %p
  %e = load target("dx.RawBuffer", %struct.Nested, 1, 0), ptr %p
  %g = load target("dx.RawBuffer", %struct.Padded, 0, 0), ptr %p
  %h = load target("dx.RawBuffer", [4 x double], 0, 0), ptr %p
  %i = load target("dx.RawBuffer", %struct.Empty, 0, 0), ptr %p
  %k = load target("spirv.VulkanBuffer", [0 x i8], 12, 0), ptr %p
  %l = load target("spirv.VulkanBuffer", [0 x %struct.Particle], 12, 1), ptr %p
  %m = load target("spirv.VulkanBuffer", i32, 12, 1), ptr %p
  ret void
}
