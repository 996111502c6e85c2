; IsROV=1 on an SRV (IsWriteable=0): LLVM only honours ROV on UAVs.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

; CHECK: in function @f: error: target("dx.TypedBuffer", float, 0, 1, 0): IsROV is 1 but IsWriteable is 0; a rasterizer-ordered resource must be writeable (a UAV) [type-rov-not-writeable]
; CHECK-NEXT: %a = load
; CHECK: error: target("dx.RawBuffer", i8, 0, 1): IsROV is 1 but IsWriteable is 0{{.*}}[type-rov-not-writeable]
; CHECK: error: target("dx.Texture", float, 0, 1, 0, 2): IsROV is 1 but IsWriteable is 0{{.*}}[type-rov-not-writeable]
; CHECK-NOT: [type-
define void @f(ptr %p) {
  %a = load target("dx.TypedBuffer", float, 0, 1, 0), ptr %p
  %b = load target("dx.RawBuffer", i8, 0, 1), ptr %p
  %c = load target("dx.Texture", float, 0, 1, 0, 2), ptr %p
  ret void
}
