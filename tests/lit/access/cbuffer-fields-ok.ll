; One type per row variant at its width: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-cbuffer-fields]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, double, double }>
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main() {
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %a = call {i32, i32, i32, i32} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 0)
  %b = call {double, double} @llvm.dx.resource.load.cbufferrow.2(target("dx.CBuffer", %cblayout) %cb, i32 1)
  %c = call {half, half, half, half, half, half, half, half} @llvm.dx.resource.load.cbufferrow.8(target("dx.CBuffer", %cblayout) %cb, i32 0)
  %d = call {i64, i64} @llvm.dx.resource.load.cbufferrow.2(target("dx.CBuffer", %cblayout) %cb, i32 1)
  ret void
}
