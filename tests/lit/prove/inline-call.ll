; Calls to functions defined in the module run inline on each side, BEFORE and AFTER
; independently: the callee kept as a call in AFTER, or inlined into the caller, is proved;
; a callee whose AFTER swaps the lanes is refuted in the callee and in every caller,
; with the lane in the counterexample; recursion and calls past the depth bound (8) are
; unknown, with the reason.
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/inline-call-after.ll | %FileCheck %s
; CHECK: in function @put2: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @put2_swapped: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (typed) element 0 lane 0: before 0x00000001, after 0x00000000{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 0, arg1 = 1, arg2 = 0{{$}}
; CHECK: in function @scaled: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @kept: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @inlined: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @returns: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @two_calls: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @calls_swapped: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (typed) element 0 lane 0: before 0x00000001, after 0x00000000{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 0, arg1 = 1, arg2 = 0{{$}}
; CHECK: in function @no_return: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @rec: unknown ({{[0-9.]+}} ms): BEFORE: a recursive call of @rec: %r = call i32 @rec(i32 %n1){{$}}
; CHECK: in function @d0: unknown ({{[0-9.]+}} ms): BEFORE: a call of @put2 nested deeper than the inline bound: call void @put2(i32 %i, i32 %i, i32 %i){{$}}
; CHECK: in function @d1: proved ({{[0-9.]+}} ms){{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
@In.str = private unnamed_addr constant [3 x i8] c"In\00"

; Out[i] = (a, b): RWBuffer<int2> at u0
define void @put2(i32 %i, i32 %a, i32 %b) {
  %h = call target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %v0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %v = insertelement <2 x i32> %v0, i32 %b, i32 1
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i32_1_0_1t.v2i32(target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) %h, i32 %i, <2 x i32> %v)
  ret void
}

; the same in BEFORE; AFTER swaps the lanes
define void @put2_swapped(i32 %i, i32 %a, i32 %b) {
  call void @put2(i32 %i, i32 %a, i32 %b)
  ret void
}

; In[i] * 3: a value computed by the callee flows back
define i32 @scaled(i32 %i) {
  %h = call target("dx.TypedBuffer", i32, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %r = call { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_0_0_1t(target("dx.TypedBuffer", i32, 0, 0, 1) %h, i32 %i)
  %v = extractvalue { i32, i1 } %r, 0
  %m = mul i32 %v, 3
  ret i32 %m
}

; AFTER keeps the call
define void @kept(i32 %i, i32 %a) {
  call void @put2(i32 %i, i32 %a, i32 %a)
  ret void
}

; AFTER inlines the call
define void @inlined(i32 %i, i32 %a, i32 %b) {
  call void @put2(i32 %i, i32 %a, i32 %b)
  ret void
}

; the return value is stored: AFTER inlines @scaled
define void @returns(i32 %i) {
  %s = call i32 @scaled(i32 %i)
  call void @put2(i32 %i, i32 %s, i32 0)
  ret void
}

; two calls, the second overwrites lane 1 of the first's element when j == i
define void @two_calls(i32 %i, i32 %j, i32 %a) {
  call void @put2(i32 %i, i32 %a, i32 %a)
  call void @put2(i32 %j, i32 0, i32 %a)
  ret void
}

define void @calls_swapped(i32 %i, i32 %a, i32 %b) {
  call void @put2_swapped(i32 %i, i32 %a, i32 %b)
  ret void
}

; a callee that never returns: nothing after it happens
define void @stop() {
  unreachable
}

define void @no_return(i32 %i, i32 %c) {
  %z = icmp eq i32 %c, 0
  br i1 %z, label %dead, label %live
dead:
  call void @stop()
  call void @put2(i32 %i, i32 1, i32 1)
  ret void
live:
  call void @put2(i32 %i, i32 2, i32 2)
  ret void
}

define i32 @rec(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %r = call i32 @rec(i32 %n1)
  ret i32 %r
done:
  ret i32 0
}

; nine nested calls from @d0 (one past the bound), eight from @d1
define void @d0(i32 %i) {
  call void @d1(i32 %i)
  ret void
}
define void @d1(i32 %i) {
  call void @d2(i32 %i)
  ret void
}
define void @d2(i32 %i) {
  call void @d3(i32 %i)
  ret void
}
define void @d3(i32 %i) {
  call void @d4(i32 %i)
  ret void
}
define void @d4(i32 %i) {
  call void @d5(i32 %i)
  ret void
}
define void @d5(i32 %i) {
  call void @d6(i32 %i)
  ret void
}
define void @d6(i32 %i) {
  call void @d7(i32 %i)
  ret void
}
define void @d7(i32 %i) {
  call void @d8(i32 %i)
  ret void
}
define void @d8(i32 %i) {
  call void @put2(i32 %i, i32 %i, i32 %i)
  ret void
}

declare target("dx.TypedBuffer", <2 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i32_1_0_1t.v2i32(target("dx.TypedBuffer", <2 x i32>, 1, 0, 1), i32, <2 x i32>)
declare target("dx.TypedBuffer", i32, 0, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_1t(i32, i32, i32, i32, ptr)
declare { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_0_0_1t(target("dx.TypedBuffer", i32, 0, 0, 1), i32)
