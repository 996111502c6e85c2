; Near miss: clang's createFromBinding helper takes its binding as arguments, but it is dead
; once inlined into the entry point (the pipeline deletes it), so it is not checked. A
; non-constant index is fine. --all-functions checks the helper too.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; RUN: %not %rlv verify --all-functions %s 2>&1 | %FileCheck --check-prefix=ALL %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1

; CHECK-NOT: [binding-not-constant]
; ALL: in function @helper: error: the space %s, lower bound %lb and range size %n of this binding are not constants
define hidden void @helper(i32 %s, i32 %lb, i32 %n, i32 %i, ptr %name) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 %s, i32 %lb, i32 %n, i32 %i, ptr %name)
  ret void
}

define void @main(i32 %i) #0 {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 -1, i32 %i, ptr @A.str)
  %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  ret void
}

attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
