; RULE: access-pointer-type
; Two lanes of a float4 typed element read through a pointer: DXILResourceAccess can only
; move the whole element or one lane.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@.str = private unnamed_addr constant [4 x i8] c"Buf\00"

define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %id)
  %q = getelementptr inbounds i8, ptr %p, i32 4
  %v = load <2 x float>, ptr %q, align 4
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
