; dx.CBuffer's layout: a struct, or a well-formed dx.Layout (size, one offset per element).
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%Opaque = type opaque
%__cblayout_A = type <{ float, i32, <2 x float> }>

@A.cb = global target("dx.CBuffer", <4 x float>) poison
@B.cb = global target("dx.CBuffer", %Opaque) poison
@C.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_A, 0, 0, 4, 8)) poison
@D.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_A, 16, 0, 4)) poison
@E.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_A, 16, 0, 8, 4)) poison
@F.cb = global target("dx.CBuffer", target("dx.Layout", %__cblayout_A, 16, 0, 4, 16)) poison
@G.cb = global target("dx.CBuffer", target("dx.Layout", [4 x float], 16, 0)) poison
@H.cb = global target("dx.CBuffer", target("dx.TypedBuffer", float, 1, 0, 0)) poison

; CHECK: error: target("dx.CBuffer", <4 x float>): layout type <4 x float> is not a struct or a target("dx.Layout", ...) [type-cbuffer-layout]
; CHECK-NEXT: @A.cb = global
; CHECK: error: target("dx.CBuffer", %Opaque): layout struct %Opaque is opaque (it has no body) [type-cbuffer-layout]
; CHECK: error: target("dx.Layout", %__cblayout_A, 0, 0, 4, 8): dx.Layout size is 0; it must be the byte size of the cbuffer layout [type-cbuffer-layout]
; CHECK: error: target("dx.Layout", %__cblayout_A, 16, 0, 4): dx.Layout lists 2 offsets for the 3 elements of %__cblayout_A; it needs one offset per element [type-cbuffer-layout]
; CHECK: error: target("dx.Layout", %__cblayout_A, 16, 0, 8, 4): offset 4 of element 2 is below offset 8 of element 1; offsets must not decrease [type-cbuffer-layout]
; CHECK: error: target("dx.Layout", %__cblayout_A, 16, 0, 4, 16): offset 16 of element 2 is not below the layout size 16 [type-cbuffer-layout]
; CHECK: error: target("dx.Layout", [4 x float], 16, 0): dx.Layout type parameter [4 x float] is not a struct [type-cbuffer-layout]
; CHECK: error: target("dx.CBuffer", target("dx.TypedBuffer", float, 1, 0, 0)): layout type target("dx.TypedBuffer", float, 1, 0, 0) is not a struct or a target("dx.Layout", ...) [type-cbuffer-layout]
; dx.Layout as a value of its own (not an addrspace(2) cbuffer member):
; CHECK: in function @f: error: target("dx.Layout", { float }, 4, 0): dx.Layout used as a value on its own (the allocated type of an alloca); it is only valid as the type parameter of dx.CBuffer, inside a cbuffer layout, or as an addrspace(2) cbuffer member [type-cbuffer-layout]
; CHECK-NEXT: %a = alloca target("dx.Layout", { float }, 4, 0)
; CHECK-NOT: [type-
define void @f() {
  %a = alloca target("dx.Layout", { float }, 4, 0)
  ret void
}
