; Whole members, several consecutive leaves of one member, whole elements and structs of
; members, clang's memcpy over padding, and dynamic offsets: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-struct-offset]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

; clang's packed layout: stride 34
%struct.P = type <{ <4 x float>, <3 x i32>, [4 x i8], half }>
%struct.A = type { [4 x float], i32 }
@p.name = private unnamed_addr constant [2 x i8] c"P\00"
@a.name = private unnamed_addr constant [2 x i8] c"A\00"

define void @main(i32 %i) {
  %ph = call target("dx.RawBuffer", %struct.P, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @p.name)
  %ah = call target("dx.RawBuffer", %struct.A, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @a.name)
  %a = call {<4 x float>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.A, 1, 0) %ah, i32 0, i32 0)
  %b = call {<2 x float>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.A, 1, 0) %ah, i32 0, i32 4)
  %c = call {i32, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.A, 1, 0) %ah, i32 0, i32 16)
  %d = call {<3 x i32>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.P, 1, 0) %ph, i32 0, i32 16)
  %e = call {half, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.P, 1, 0) %ph, i32 0, i32 32)
  %f = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.P, 1, 0) %ph, i32 0, i32 %i)
  %g = call {%struct.P, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.P, 1, 0) %ph, i32 %i, i32 0)
  %h = call {{[2 x float]}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.A, 1, 0) %ah, i32 0, i32 4)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.A, 1, 0) %ah, i32 %i, i32 0, %struct.A zeroinitializer)
  %tmp = alloca <{ [4 x i8], half }>
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.P, 1, 0) %ph, i32 %i)
  %p28 = getelementptr inbounds i8, ptr %p, i32 28
  call void @llvm.memcpy.p0.p0.i32(ptr %tmp, ptr %p28, i32 6, i1 false)
  %p16 = getelementptr inbounds i8, ptr %p, i32 16
  %v = load <3 x i32>, ptr %p16
  %dyn = getelementptr inbounds i8, ptr %p, i32 %i
  store i32 0, ptr %dyn
  ret void
}
