; RULE: access-cbuffer-row
; A 20-byte cbuffer has rows 0 and 1; row 2 is outside.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float>, float }>
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main() #0 {
  %h = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  %r = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %__cblayout_CB) %h, i32 2)
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
