; RULE: type-cbuffer-size
; A cbuffer of 4097 float4 rows (65552 bytes): DXIL cbuffers hold at most 4096 rows of 16 bytes.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%__cblayout_Big = type <{ [4097 x <4 x float>] }>
@.str = private unnamed_addr constant [4 x i8] c"Big\00"

define void @main() #0 {
  %h = call target("dx.CBuffer", %__cblayout_Big) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
