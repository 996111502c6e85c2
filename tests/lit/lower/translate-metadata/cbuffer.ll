; CBuffers (padded clang layouts, the old dx.Layout form, a single-member $Globals),
; samplers, textures and resources without a name: CBuffer symbol bodies without padding
; (arrays re-formed, one-member structs unwrapped), sizes from the module's DataLayout,
; sampler types, MS sample counts, feedback kinds, unnamed symbols.
; RUN: %rlv lower --stage=translate-metadata %s | %FileCheck %s
; RUN: %rlv lower --stage=translate-metadata %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%Inner = type <{ <2 x float>, i32 }>
%__cblayout_Params = type <{ <4 x float>, i32, target("dx.Padding", 4), double, <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12), %Inner }>
%"__cblayout_$Globals" = type <{ float }>
%old = type { float, i32 }

@Params.str = private unnamed_addr constant [7 x i8] c"Params\00"
@"$Globals.str" = private unnamed_addr constant [9 x i8] c"$Globals\00"
@Old.str = private unnamed_addr constant [4 x i8] c"Old\00"
@Smp.str = private unnamed_addr constant [4 x i8] c"Smp\00"
@Cmp.str = private unnamed_addr constant [4 x i8] c"Cmp\00"

define void @main() "hlsl.shader"="compute" {
  %p = call target("dx.CBuffer", %__cblayout_Params) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Params.str)
  %g = call target("dx.CBuffer", %"__cblayout_$Globals") @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @"$Globals.str")
  %o = call target("dx.CBuffer", target("dx.Layout", %old, 8, 0, 4)) @llvm.dx.resource.handlefrombinding(i32 1, i32 0, i32 4, i32 0, ptr @Old.str)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Smp.str)
  %c = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @Cmp.str)
  %t = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %m = call target("dx.MSTexture", float, 0, 8, 0, 3) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %f = call target("dx.FeedbackTexture", 1, 17) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %r = call target("dx.Texture", <2 x i32>, 1, 1, 1, 7) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  ret void
}

; CHECK: %"Texture2D<float4>" = type { <4 x float> }
; CHECK: %"Texture2DMS<float>" = type { float }
; CHECK: %"FeedbackTexture2D<1>" = type { i32 }
; CHECK: %"RasterizerOrderedTexture2DArray<int32_t2>" = type { <2 x i32> }
; CHECK: %CBuffer.Params = type { { <4 x float>, i32, double, [3 x float], { <2 x float>, i32 } } }
; CHECK: %"CBuffer.$Globals" = type { float }
; CHECK: %CBuffer.Old = type { float, i32 }
; CHECK: %"SamplerState<0>" = type { i32 }
; CHECK: %"SamplerState<1>" = type { i32 }
; CHECK: @0 = external constant %"Texture2D<float4>"
; CHECK: @1 = external constant %"Texture2DMS<float>"
; CHECK: @2 = external constant %"FeedbackTexture2D<1>"
; CHECK: @3 = external constant %"RasterizerOrderedTexture2DArray<int32_t2>"
; CHECK: @Params = external constant %CBuffer.Params
; CHECK: @"$Globals" = external constant %"CBuffer.$Globals"
; CHECK: @Old = external constant [4 x %CBuffer.Old]
; CHECK: @Smp = external constant %"SamplerState<0>"
; CHECK: @Cmp = external constant %"SamplerState<1>"
; CHECK: !dx.resources = !{[[M0:![0-9]+]]}
; CHECK: [[M0]] = !{[[M1:![0-9]+]], [[M5:![0-9]+]], [[M10:![0-9]+]], [[M14:![0-9]+]]}
; CHECK: [[M1]] = !{[[M2:![0-9]+]], [[M4:![0-9]+]]}
; CHECK: [[M2]] = !{i32 0, ptr @0, !"", i32 0, i32 0, i32 1, i32 2, i32 0, [[M3:![0-9]+]]}
; CHECK: [[M3]] = !{i32 0, i32 9}
; CHECK: [[M4]] = !{i32 1, ptr @1, !"", i32 0, i32 1, i32 1, i32 3, i32 8, [[M3]]}
; CHECK: [[M5]] = !{[[M6:![0-9]+]], [[M8:![0-9]+]]}
; CHECK: [[M6]] = !{i32 0, ptr @2, !"", i32 0, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, [[M7:![0-9]+]]}
; CHECK: [[M7]] = !{i32 2, i32 1}
; CHECK: [[M8]] = !{i32 1, ptr @3, !"", i32 0, i32 1, i32 1, i32 7, i1 false, i1 false, i1 true, [[M9:![0-9]+]]}
; CHECK: [[M9]] = !{i32 0, i32 4}
; CHECK: [[M10]] = !{[[M11:![0-9]+]], [[M12:![0-9]+]], [[M13:![0-9]+]]}
; CHECK: [[M11]] = !{i32 0, ptr @Params, !"Params", i32 0, i32 0, i32 1, i32 92, null}
; CHECK: [[M12]] = !{i32 1, ptr @"$Globals", !"$Globals", i32 0, i32 1, i32 1, i32 4, null}
; CHECK: [[M13]] = !{i32 2, ptr @Old, !"Old", i32 1, i32 0, i32 4, i32 8, null}
; CHECK: [[M14]] = !{[[M15:![0-9]+]], [[M16:![0-9]+]]}
; CHECK: [[M15]] = !{i32 0, ptr @Smp, !"Smp", i32 0, i32 0, i32 1, i32 0, null}
; CHECK: [[M16]] = !{i32 1, ptr @Cmp, !"Cmp", i32 0, i32 1, i32 1, i32 1, null}
