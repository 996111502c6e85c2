; An implicit range that takes the last registers of a space exactly (up to 0xFFFFFFFF)
; leaves no room: neither an unbounded range nor a single register fits after it. (The
; first-fit search used to step the exhausted range's lower bound past 0xFFFFFFFF, back to
; register 0, and then gave C an unbounded range from u0, over the explicit binding there.)
; RUN: %expect-exit 1 %rlv lower --stage=implicit-binding %s 2>&1 | %FileCheck %s

target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"

define void @main() "hlsl.shader"="compute" {
  ; explicit u0..u4294967279 (range size 0xFFFFFFF0): 16 registers stay free at the top
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 -16, i32 0, ptr @A.str)
  ; B takes all 16
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 0, i32 0, i32 16, i32 0, ptr @B.str)
  ; CHECK: error: resource C cannot be allocated: no free unbounded range of UAV registers in space 0 [lower-cannot-allocate]
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 -1, i32 0, ptr @C.str)
  ; CHECK: error: resource D cannot be allocated: no free range of 1 UAV registers in space 0 [lower-cannot-allocate]
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 2, i32 0, i32 1, i32 0, ptr @D.str)
  ; CHECK-NOT: cannot be allocated
  ret void
}
