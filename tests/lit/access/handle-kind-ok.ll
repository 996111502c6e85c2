; Every intrinsic on the handle kind it needs: no access finding, exit 0.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@raw.name = private unnamed_addr constant [4 x i8] c"Raw\00"
@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"
@typed.name = private unnamed_addr constant [6 x i8] c"Typed\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"
%cblayout = type <{ <4 x float>, float }>

define void @main() {
  %raw = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @raw.name)
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @bab.name)
  %typed = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @typed.name)
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %a = call {<4 x float>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %typed, i32 0)
  %b = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", float, 1, 0) %raw, i32 0, i32 0)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 8, i32 poison, float 1.0)
  %d = call i32 @llvm.dx.resource.getdimensions.x(target("dx.RawBuffer", i8, 1, 0) %bab)
  %e = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.CBuffer", %cblayout) %cb, i32 1)
  %p = call ptr addrspace(2) @llvm.dx.resource.getpointer(target("dx.CBuffer", %cblayout) %cb, i32 16)
  %f = load float, ptr addrspace(2) %p
  ret void
}
