; RULE: access-family-mismatch
; What clang 22 emits for Buffer<float4>::Load(i, status) on Vulkan: a DirectX intrinsic on a
; SPIR-V image.
target triple = "spirv1.6-unknown-vulkan1.3-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
  %h = call target("spirv.Image", float, 5, 2, 0, 0, 1, 0) @llvm.spv.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %r = call {float, i1} @llvm.dx.resource.load.typedbuffer(target("spirv.Image", float, 5, 2, 0, 0, 1, 0) %h, i32 0)
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
