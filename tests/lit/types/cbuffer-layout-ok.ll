; Near miss: clang 22's packed layout structs with dx.Padding, an unpacked struct, the
; older dx.Layout form (nested dx.Layout members, addrspace(2) member globals of a
; dx.Layout type, equal offsets for a zero-sized element).
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [type-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_Params = type <{ <4 x float>, i32, target("dx.Padding", 4), double, <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, target("dx.Padding", 12), %Inner }>
%Inner = type <{ <2 x float>, i32 }>
%__cblayout_Plain = type { float, i32 }
%S = type { float, i32 }
%__cblayout_Old = type <{ float, target("dx.Layout", %S, 8, 0, 4) }>
%__cblayout_Z = type <{ {}, float }>

@Params.cb = global target("dx.CBuffer", %__cblayout_Params) poison
@Plain.cb = global target("dx.CBuffer", %__cblayout_Plain) poison
@Old.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_Old, 24, 0, 16)) poison
@Z.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_Z, 4, 0, 0)) poison
@s = external hidden addrspace(2) global target("dx.Layout", %S, 8, 0, 4), align 4
@w = external hidden addrspace(2) global <{ [2 x <{ float, target("dx.Padding", 12) }>], float }>, align 4
