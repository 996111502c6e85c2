; RULE: access-unknown-intrinsic
; handlefromheap exists only after LLVM 22.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap(i32, i1)

define void @main() #0 {
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefromheap(i32 0, i1 false)
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
