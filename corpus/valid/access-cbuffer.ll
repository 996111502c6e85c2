; Constant buffer rows in every width and member pointers inside the buffer.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; x@0 float, y@4 float3, z@16 double, pad 8, w@32 half: 34 bytes, rows 0..2
%__cblayout_CB = type <{ float, <3 x float>, double, target("dx.Padding", 8), half }>
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main() #0 {
  %cb = call target("dx.CBuffer", %__cblayout_CB) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
  %r0 = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %__cblayout_CB) %cb, i32 0)
  %r1 = call {double, double} @llvm.dx.resource.load.cbufferrow.2(target("dx.CBuffer", %__cblayout_CB) %cb, i32 1)
  %r2 = call {half, half, half, half, half, half, half, half} @llvm.dx.resource.load.cbufferrow.8(target("dx.CBuffer", %__cblayout_CB) %cb, i32 2)
  %py = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 4)
  %y = load <3 x float>, ptr addrspace(2) %py, align 4
  %pw = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %__cblayout_CB) %cb, i32 32)
  %w = load half, ptr addrspace(2) %pw, align 2
  ret void
}

attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
