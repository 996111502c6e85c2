; Unbounded implicit ranges take the top free range of the space (from the last explicit
; binding up); bounded ones still fill the gaps below; spaces are independent.
; RUN: %rlv lower --stage=implicit-binding %s | %FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"

define void @main(i32 %i) "hlsl.shader"="compute" {
  %a = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 5, i32 2, i32 0, ptr @A.str)
  ; CHECK: call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 7, i32 -1, i32 %i, ptr @B.str)
  %b = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 -1, i32 %i, ptr @B.str)
  ; CHECK: call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 4, i32 0, ptr @C.str)
  %c = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 4, i32 0, ptr @C.str)
  ; CHECK: call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 2, i32 0, i32 -1, i32 0, ptr @D.str)
  %d = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 2, i32 2, i32 -1, i32 0, ptr @D.str)
  ret void
}
