; Near miss: one order id created twice with the same space, range and type (the array C[2]
; indexed twice, as in corpus-real 15_implicit_binding; a different index and name pointer do
; not matter), and different order ids that differ in everything.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [binding-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1

define void @main() #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %c0 = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 2, i32 0, i32 2, i32 0, ptr @C.str)
  %c1 = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 2, i32 0, i32 2, i32 1, ptr null)
  %d = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32 3, i32 4, i32 -1, i32 7, ptr null)
  call void @helper()
  ret void
}

define void @helper() {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr)
