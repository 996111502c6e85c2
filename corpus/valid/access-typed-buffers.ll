; Typed buffers: whole-element and lane accesses through getpointer (clang's form), the
; intrinsic form with check bits, and the i32-split form of a double2 buffer.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Data.str = private unnamed_addr constant [5 x i8] c"Data\00"
@D2.str = private unnamed_addr constant [3 x i8] c"D2\00"
@In.str = private unnamed_addr constant [3 x i8] c"In\00"

define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %data = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Data.str)
  %d2 = call target("dx.TypedBuffer", <2 x double>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @D2.str)
  %in = call target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %data, i32 %id)
  %v = load <4 x float>, ptr %p, align 16
  %y = getelementptr inbounds i8, ptr %p, i32 4
  %f = load float, ptr %y, align 4
  %g = fadd float %f, 1.0
  store float %g, ptr %y, align 4
  %w = fmul <4 x float> %v, splat (float 2.0)
  store <4 x float> %w, ptr %p, align 16
  %r = call {<2 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x i32>, 0, 0, 1) %in, i32 %id)
  %ok = extractvalue {<2 x i32>, i1} %r, 1
  %split = call {<4 x i32>, i1} @llvm.dx.resource.load.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d2, i32 %id)
  %lanes = extractvalue {<4 x i32>, i1} %split, 0
  %next = add i32 %id, 1
  call void @llvm.dx.resource.store.typedbuffer(target("dx.TypedBuffer", <2 x double>, 1, 0, 0) %d2, i32 %next, <4 x i32> %lanes)
  %dim = call i32 @llvm.dx.resource.getdimensions.x(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %data)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }

!llvm.ident = !{!0}
!0 = !{!"hand-written (rlv corpus)"}
