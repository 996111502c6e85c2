; Each intrinsic needs a handle of its own kind; a non-handle operand is caught too.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@raw.name = private unnamed_addr constant [4 x i8] c"Raw\00"
@typed.name = private unnamed_addr constant [6 x i8] c"Typed\00"
@cb.name = private unnamed_addr constant [3 x i8] c"CB\00"
@tex.name = private unnamed_addr constant [4 x i8] c"Tex\00"
%cblayout = type <{ <4 x float>, float }>

define void @main() {
  %raw = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @raw.name)
  %typed = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @typed.name)
  %cb = call target("dx.CBuffer", %cblayout) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @cb.name)
  %tex = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @tex.name)

; CHECK: error: llvm.dx.resource.load.typedbuffer needs a dx.TypedBuffer handle, but its handle is target("dx.RawBuffer", float, 1, 0) (StructuredBuffer) [access-handle-kind]
  %a = call {float, i1} @llvm.dx.resource.load.typedbuffer(target("dx.RawBuffer", float, 1, 0) %raw, i32 0)
; CHECK: error: llvm.dx.resource.load.rawbuffer operand 0 is i32, not a resource handle (a dx.* or spirv.* resource type) [access-handle-kind]
  %b = call {float, i1} @llvm.dx.resource.load.rawbuffer(i32 0, i32 0, i32 0)
; CHECK: error: llvm.dx.resource.store.rawbuffer needs a dx.RawBuffer handle, but its handle is target("dx.TypedBuffer", <4 x float>, 1, 0, 0) (TypedBuffer) [access-handle-kind]
  call void @llvm.dx.resource.store.rawbuffer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %typed, i32 0, i32 0, float 1.0)
; CHECK: error: llvm.dx.resource.getdimensions.x needs a dx.TypedBuffer or dx.RawBuffer handle, but its handle is target("dx.CBuffer", %cblayout) (CBuffer) [access-handle-kind]
  %d = call i32 @llvm.dx.resource.getdimensions.x(target("dx.CBuffer", %cblayout) %cb)
; CHECK: error: llvm.dx.resource.load.cbufferrow.4 needs a dx.CBuffer handle, but its handle is target("dx.TypedBuffer", <4 x float>, 1, 0, 0) (TypedBuffer) [access-handle-kind]
  %e = call {float, float, float, float} @llvm.dx.resource.load.cbufferrow.4(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %typed, i32 0)
; CHECK: error: llvm.dx.resource.getpointer on texture handle target("dx.Texture", <4 x float>, 0, 0, 0, 2): LLVM 22 cannot lower texture accesses through a pointer ("Load not yet implemented for resource type") [access-handle-kind]
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %tex, i32 0)
  %f = load <4 x float>, ptr %p
  ret void
}
