; Implicit bindings get the lowest free register range of their class and space, in
; orderId order (not program order); calls with one orderId share it; explicit bindings
; are occupied; every class and space has its own registers.
; RUN: %rlv lower --stage=implicit-binding %s | %FileCheck %s
; RUN: %rlv lower --stage=implicit-binding %s | %opt -passes=verify -disable-output

target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"
@F.str = private unnamed_addr constant [2 x i8] c"F\00"
@G.str = private unnamed_addr constant [2 x i8] c"G\00"

define void @main(i32 %i) "hlsl.shader"="compute" {
  ; explicit t1 and u0..u1 in space 0
  %t1 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  %u0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 2, i32 0, ptr @B.str)

  ; orderId 6 comes after 5 although it is first in the program: t2
  ; CHECK: {{%[0-9]+}} = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
  ; CHECK-NEXT: %c = call
  %h6 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 6, i32 0, i32 1, i32 0, ptr @C.str)
  %c = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr @A.str)

  ; orderId 5: t0, the gap below the explicit t1
  ; CHECK-NEXT: {{%[0-9]+}} = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @D.str)
  %h5 = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 5, i32 0, i32 1, i32 0, ptr @D.str)

  ; a second call with orderId 6 (another array element) gets the same t2
  ; CHECK-NEXT: {{%[0-9]+}} = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 2, i32 1, i32 %i, ptr @C.str)
  %h6b = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 6, i32 0, i32 1, i32 %i, ptr @C.str)

  ; UAV array of 3: u2..u4, after the explicit u0..u1
  ; CHECK-NEXT: {{%[0-9]+}} = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 3, i32 1, ptr @E.str)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 1, i32 0, i32 3, i32 1, ptr @E.str)

  ; space 4 is empty: u0
  ; CHECK-NEXT: {{%[0-9]+}} = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 0, i32 1, i32 0, ptr @F.str)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding(i32 2, i32 4, i32 1, i32 0, ptr @F.str)

  ; a cbuffer: b0 (the registers of other classes do not count)
  ; CHECK-NEXT: {{%[0-9]+}} = call target("dx.CBuffer", <{ float }>) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_sl_f32st(i32 0, i32 0, i32 1, i32 0, ptr @G.str)
  %h3 = call target("dx.CBuffer", <{ float }>) @llvm.dx.resource.handlefromimplicitbinding(i32 3, i32 0, i32 1, i32 0, ptr @G.str)

  ; CHECK-NOT: handlefromimplicitbinding
  ret void
}
