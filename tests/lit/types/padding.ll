; dx.Padding/spirv.Padding: at least one byte, and only as an element of a layout struct/array.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%__cblayout_A = type <{ float, target("dx.Padding", 0), <4 x float> }>

@A.cb = global target("dx.CBuffer", %__cblayout_A) poison
@pad = external hidden addrspace(2) global target("dx.Padding", 12)

; CHECK: error: target("dx.Padding", 0): padding of 0 bytes; a padding element covers at least one byte [type-padding]
; CHECK-NEXT: @A.cb = global
; CHECK: error: target("dx.Padding", 12): padding used as a value on its own (the type of a global); padding is only valid as an element of a layout struct or array [type-padding]
; CHECK-NEXT: @pad = external
; CHECK: in function @f: error: target("spirv.Padding", 4): padding used as a value on its own (a function argument){{.*}}[type-padding]
; CHECK-NEXT: target("spirv.Padding", 4) %arg
; CHECK: in function @f: error: target("dx.Padding", 8): padding used as a value on its own (an instruction result){{.*}}[type-padding]
; CHECK-NEXT: %v = load target("dx.Padding", 8), ptr %p
; CHECK: in function @g: error: target("dx.Padding", 2): padding used as a value on its own (a function return type){{.*}}[type-padding]
; CHECK-NOT: [type-
define void @f(ptr %p, target("spirv.Padding", 4) %arg) {
  %v = load target("dx.Padding", 8), ptr %p
  ret void
}

define target("dx.Padding", 2) @g() {
  ret target("dx.Padding", 2) poison
}
