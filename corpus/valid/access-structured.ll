; Structured buffers as clang 22 emits them: member loads and stores through getpointer, a
; memcpy of a sub-struct over padding, intrinsic accesses on member boundaries, and an
; append-style counter that only increments.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Particle = type <{ <4 x float>, <3 x i32>, [4 x i8], half }>
@In.str = private unnamed_addr constant [3 x i8] c"In\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() #0 {
  %tmp = alloca <{ [4 x i8], half }>, align 8
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %in = call target("dx.RawBuffer", %struct.Particle, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", %struct.Particle, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %src = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.Particle, 0, 0) %in, i32 %id)
  %pos = load <4 x float>, ptr %src, align 1
  %src28 = getelementptr inbounds nuw i8, ptr %src, i32 28
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %tmp, ptr align 1 %src28, i32 6, i1 false)
  %slot = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", %struct.Particle, 1, 0) %out, i8 1)
  %dst = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", %struct.Particle, 1, 0) %out, i32 %slot)
  store <4 x float> %pos, ptr %dst, align 1
  %dst28 = getelementptr inbounds nuw i8, ptr %dst, i32 28
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %dst28, ptr align 8 %tmp, i32 6, i1 false)
  %ids = call {<3 x i32>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.Particle, 0, 0) %in, i32 %id, i32 16)
  %iv = extractvalue {<3 x i32>, i1} %ids, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", %struct.Particle, 1, 0) %out, i32 %slot, i32 16, <3 x i32> %iv)
  %h = call {half, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.Particle, 0, 0) %in, i32 %id, i32 32)
  %again = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", %struct.Particle, 1, 0) %out, i8 1)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!llvm.ident = !{!0}
!0 = !{!"hand-written (rlv corpus)"}
