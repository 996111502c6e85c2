; Every dx.* resource type clang 22 emits for buffers (reference §1.4), plus the texture,
; multisampled, feedback and sampler types LLVM 22 knows, each in its own register space.
; A pixel shader: rasterizer-ordered resources are only allowed there (DXC Sm.ROVOnlyInPS).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

%struct.Particle = type <{ float, double, [2 x i32] }>
%struct.Item = type { <3 x float>, i32, [2 x <{ float, target("dx.Padding", 12) }>] }

@.str = private unnamed_addr constant [2 x i8] c"R\00", align 1

define void @main() #0 {
entry:
  %h0 = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %h1 = call target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 1, i32 0, ptr @.str)
  %h2 = call target("dx.TypedBuffer", float, 1, 1, 0) @llvm.dx.resource.handlefrombinding(i32 2, i32 0, i32 1, i32 0, ptr @.str)
  %h3 = call target("dx.TypedBuffer", i64, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 3, i32 0, i32 1, i32 0, ptr @.str)
  %h4 = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 4, i32 0, i32 1, i32 0, ptr @.str)
  %h5 = call target("dx.TypedBuffer", <3 x i16>, 1, 0, 1) @llvm.dx.resource.handlefrombinding(i32 5, i32 0, i32 1, i32 0, ptr @.str)
  %h6 = call target("dx.TypedBuffer", half, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 6, i32 0, i32 1, i32 0, ptr @.str)
  %h7 = call target("dx.TypedBuffer", <1 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding(i32 7, i32 0, i32 1, i32 0, ptr @.str)
  %h8 = call target("dx.RawBuffer", <3 x float>, 0, 0) @llvm.dx.resource.handlefrombinding(i32 8, i32 0, i32 1, i32 0, ptr @.str)
  %h9 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 9, i32 0, i32 1, i32 0, ptr @.str)
  %h10 = call target("dx.RawBuffer", float, 1, 1) @llvm.dx.resource.handlefrombinding(i32 10, i32 0, i32 1, i32 0, ptr @.str)
  %h11 = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding(i32 11, i32 0, i32 1, i32 0, ptr @.str)
  %h12 = call target("dx.RawBuffer", i8, 1, 1) @llvm.dx.resource.handlefrombinding(i32 12, i32 0, i32 1, i32 0, ptr @.str)
  %h13 = call target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding(i32 13, i32 0, i32 1, i32 0, ptr @.str)
  %h14 = call target("dx.RawBuffer", %struct.Item, 0, 0) @llvm.dx.resource.handlefrombinding(i32 14, i32 0, i32 1, i32 0, ptr @.str)
  %h15 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 15, i32 0, i32 1, i32 0, ptr @.str)
  %h16 = call target("dx.Texture", <4 x i32>, 0, 0, 1, 7) @llvm.dx.resource.handlefrombinding(i32 16, i32 0, i32 1, i32 0, ptr @.str)
  %h17 = call target("dx.Texture", float, 1, 1, 0, 4) @llvm.dx.resource.handlefrombinding(i32 17, i32 0, i32 1, i32 0, ptr @.str)
  %h18 = call target("dx.MSTexture", float, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding(i32 18, i32 0, i32 1, i32 0, ptr @.str)
  %h19 = call target("dx.MSTexture", <2 x half>, 0, 0, 0, 8) @llvm.dx.resource.handlefrombinding(i32 19, i32 0, i32 1, i32 0, ptr @.str)
  %h20 = call target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding(i32 20, i32 0, i32 1, i32 0, ptr @.str)
  %h21 = call target("dx.FeedbackTexture", 0, 18) @llvm.dx.resource.handlefrombinding(i32 21, i32 0, i32 1, i32 0, ptr @.str)
  %h22 = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding(i32 22, i32 0, i32 1, i32 0, ptr @.str)
  %h23 = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding(i32 23, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}


attributes #0 = { "hlsl.shader"="pixel" }
