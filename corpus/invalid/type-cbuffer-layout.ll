; RULE: type-cbuffer-layout
; A legacy dx.Layout whose offsets decrease: element 2 at byte 12 after element 1 at byte 16.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_CB = type <{ <4 x float>, float, float }>

@CB.cb = local_unnamed_addr global target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 24, 0, 16, 12)) poison
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00", align 1

define void @main() #0 {
entry:
  %h = call target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 24, 0, 16, 12)) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  store target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 24, 0, 16, 12)) %h, ptr @CB.cb, align 4
  ret void
}

declare target("dx.CBuffer", target("dx.Layout", %__cblayout_CB, 24, 0, 16, 12)) @llvm.dx.resource.handlefrombinding(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
