; cbufferrow.N returns N fields of one 128/N-bit type.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%cblayout = type <{ <4 x float>, double, double }>
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"

define void @main() {
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
; CHECK: error: llvm.dx.resource.load.cbufferrow.4 returns { float, double, i32, half }, mixing field types float (field 0) and double (field 1); all fields must be the same type [access-cbuffer-fields]
  %a = call {float, double, i32, half} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 0)
; CHECK: error: llvm.dx.resource.load.cbufferrow.2 returns fields of type float; it takes 64-bit integer or float fields (2 x 64 bits = one 16-byte row) [access-cbuffer-fields]
  %b = call {float, float} @llvm.dx.resource.load.cbufferrow.2(target("dx.CBuffer", %cblayout) %cb, i32 1)
; CHECK: error: llvm.dx.resource.load.cbufferrow.8 returns fields of type i32; it takes 16-bit integer or float fields
  %c = call {i32, i32, i32, i32, i32, i32, i32, i32} @llvm.dx.resource.load.cbufferrow.8(target("dx.CBuffer", %cblayout) %cb, i32 0)
  ret void
}
