; RULE: access-struct-offset
; An i32 read at offset 2 of { float, i32 }: not on a member boundary.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.S = type { float, i32 }
@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
  %h = call target("dx.RawBuffer", %struct.S, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %r = call {i32, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.S, 0, 0) %h, i32 0, i32 2)
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
