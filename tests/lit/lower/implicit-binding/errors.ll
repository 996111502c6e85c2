; No free range: LLVM's "resource <name> cannot be allocated", once per orderId; every
; such resource is reported. An unbounded range takes the rest of the space, so nothing
; fits after it; a range of 3 does not fit in the gap of 2 below an explicit binding.
; RUN: %expect-exit 1 %rlv lower --stage=implicit-binding %s 2>&1 | %FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"

define void @main(i32 %i) "hlsl.shader"="compute" {
  ; explicit u2 and an explicit unbounded range from u10 in space 0
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 10, i32 -1, i32 0, ptr @A.str)
  ; u0..u1 is too small for 3, u3..u9 fits 7 but the next 8 does not
  ; CHECK: error: resource C cannot be allocated: no free range of 8 UAV registers in space 0 [lower-cannot-allocate]
  ; CHECK-NEXT: handlefromimplicitbinding{{.*}}(i32 1, i32 0, i32 8, i32 0, ptr @C.str)
  %c0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 7, i32 0, ptr @B.str)
  %c1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 8, i32 0, ptr @C.str)
  %c2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 8, i32 %i, ptr @C.str)
  ; the unbounded range in space 0 took the top: no unbounded range fits any more
  ; CHECK: error: resource D cannot be allocated: no free unbounded range of UAV registers in space 0 [lower-cannot-allocate]
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 2, i32 0, i32 -1, i32 0, ptr @D.str)
  ; CHECK-NOT: cannot be allocated
  ret void
}
