; The last row of each cbuffer, and a dynamic row: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-cbuffer-row]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, float }>
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main(i32 %r) {
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %a = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 1)
  %b = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 %r)
  ret void
}
