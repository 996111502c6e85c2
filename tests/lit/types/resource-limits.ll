; DXC's limits on resources (Sm.CBufferSize, Meta.StructBufAlignmentOutOfBound,
; Sm.InvalidTextureKindOnUAV, Sm.ROVOnlyInPS) on the types: one past each limit.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%Big = type <{ [4096 x <4 x float>], float }>
%S = type { [513 x float] }

; CHECK: in function @f: error: target("dx.CBuffer", %Big): the cbuffer is 65540 bytes; a cbuffer holds at most 65536 bytes (4096 rows of 16) [type-cbuffer-size]
; CHECK-NEXT: %a = load
; CHECK: error: target("dx.CBuffer", target("dx.Layout", { float }, 65537, 0)): the cbuffer is 65537 bytes; a cbuffer holds at most 65536 bytes (4096 rows of 16) [type-cbuffer-size]
; CHECK: error: target("dx.RawBuffer", %S, 0, 0): the structured element %S is 2052 bytes; an element holds at most 2048 bytes [type-struct-stride]
; CHECK: error: target("dx.Texture", float, 1, 0, 0, 5): a writeable TextureCube; TextureCube and TextureCubeArray cannot be UAVs [type-cube-uav]
; CHECK: error: target("dx.Texture", float, 1, 0, 0, 9): a writeable TextureCubeArray; TextureCube and TextureCubeArray cannot be UAVs [type-cube-uav]
; CHECK: error: target("dx.TypedBuffer", float, 1, 1, 0): a rasterizer-ordered resource in a compute shader; rasterizer-ordered resources are only allowed in pixel shaders (and libraries) [type-rov-stage]
; CHECK: error: target("dx.RawBuffer", i8, 1, 1): a rasterizer-ordered resource in a compute shader{{.*}}[type-rov-stage]
; CHECK: error: target("dx.Texture", float, 1, 1, 0, 2): a rasterizer-ordered resource in a compute shader{{.*}}[type-rov-stage]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.CBuffer", %Big), ptr %p
  %b = load target("dx.CBuffer", target("dx.Layout", { float }, 65537, 0)), ptr %p
  %c = load target("dx.RawBuffer", %S, 0, 0), ptr %p
  %d = load target("dx.Texture", float, 1, 0, 0, 5), ptr %p
  %e = load target("dx.Texture", float, 1, 0, 0, 9), ptr %p
  %f = load target("dx.TypedBuffer", float, 1, 1, 0), ptr %p
  %g = load target("dx.RawBuffer", i8, 1, 1), ptr %p
  %h = load target("dx.Texture", float, 1, 1, 0, 2), ptr %p
  ret void
}
