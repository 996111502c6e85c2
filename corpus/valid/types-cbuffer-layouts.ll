; cbuffer layouts in both forms LLVM 22 accepts: clang 22's packed struct with dx.Padding
; (and the padded types of its addrspace(2) member globals), and the older
; dx.Layout(struct, size, offsets...) wrapper with a nested dx.Layout member.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_New = type <{ float, <3 x float>, double, target("dx.Padding", 8), <{ [1 x <{ float, target("dx.Padding", 12) }>], float }> }>
%S = type { float, i32 }
%__cblayout_Old = type <{ <4 x float>, target("dx.Layout", %S, 8, 0, 4), float }>

@New.cb = local_unnamed_addr global target("dx.CBuffer", %__cblayout_New) poison
@x = external hidden local_unnamed_addr addrspace(2) global float, align 4
@w = external hidden local_unnamed_addr addrspace(2) global <{ [1 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
@Old.cb = local_unnamed_addr global target("dx.CBuffer", target("dx.Layout", %__cblayout_Old, 28, 0, 16, 24)) poison
@s = external hidden local_unnamed_addr addrspace(2) global target("dx.Layout", %S, 8, 0, 4), align 4
@New.str = private unnamed_addr constant [4 x i8] c"New\00", align 1
@Old.str = private unnamed_addr constant [4 x i8] c"Old\00", align 1

define void @main() #0 {
entry:
  %0 = tail call target("dx.CBuffer", %__cblayout_New) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Newst(i32 0, i32 0, i32 1, i32 0, ptr nonnull @New.str)
  store target("dx.CBuffer", %__cblayout_New) %0, ptr @New.cb, align 4
  %1 = tail call target("dx.CBuffer", target("dx.Layout", %__cblayout_Old, 28, 0, 16, 24)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_Oldst_28_0_16_24tt(i32 0, i32 1, i32 1, i32 0, ptr nonnull @Old.str)
  store target("dx.CBuffer", target("dx.Layout", %__cblayout_Old, 28, 0, 16, 24)) %1, ptr @Old.cb, align 4
  ret void
}

declare target("dx.CBuffer", %__cblayout_New) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Newst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", target("dx.Layout", %__cblayout_Old, 28, 0, 16, 24)) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_tdx.Layout_s___cblayout_Oldst_28_0_16_24tt(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
