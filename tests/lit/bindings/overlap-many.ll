; Many resources on the same registers: one diagnostic per overlapping group (resources
; connected by overlaps in one class and space), not one per pair. It names the first pair,
; the group's size and span, up to 8 more members, and counts the rest.
; RUN: %not %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@R0 = private unnamed_addr constant [3 x i8] c"R0\00", align 1
@R1 = private unnamed_addr constant [3 x i8] c"R1\00", align 1
@R2 = private unnamed_addr constant [3 x i8] c"R2\00", align 1
@R3 = private unnamed_addr constant [3 x i8] c"R3\00", align 1
@R4 = private unnamed_addr constant [3 x i8] c"R4\00", align 1
@R5 = private unnamed_addr constant [3 x i8] c"R5\00", align 1
@R6 = private unnamed_addr constant [3 x i8] c"R6\00", align 1
@R7 = private unnamed_addr constant [3 x i8] c"R7\00", align 1
@R8 = private unnamed_addr constant [3 x i8] c"R8\00", align 1
@R9 = private unnamed_addr constant [3 x i8] c"R9\00", align 1
@R10 = private unnamed_addr constant [4 x i8] c"R10\00", align 1
@R11 = private unnamed_addr constant [4 x i8] c"R11\00", align 1
@R12 = private unnamed_addr constant [4 x i8] c"R12\00", align 1
@R13 = private unnamed_addr constant [4 x i8] c"R13\00", align 1
@R14 = private unnamed_addr constant [4 x i8] c"R14\00", align 1
@R15 = private unnamed_addr constant [4 x i8] c"R15\00", align 1
@R16 = private unnamed_addr constant [4 x i8] c"R16\00", align 1
@R17 = private unnamed_addr constant [4 x i8] c"R17\00", align 1
@R18 = private unnamed_addr constant [4 x i8] c"R18\00", align 1
@X = private unnamed_addr constant [2 x i8] c"X\00", align 1
@Y = private unnamed_addr constant [2 x i8] c"Y\00", align 1
@Z = private unnamed_addr constant [2 x i8] c"Z\00", align 1
@W = private unnamed_addr constant [2 x i8] c"W\00", align 1
@V = private unnamed_addr constant [2 x i8] c"V\00", align 1
@U = private unnamed_addr constant [2 x i8] c"U\00", align 1

; CHECK: in function @f: error: resource "R0" at u0 and up (unbounded) overlaps with resource "R1" at u1 and up (unbounded) in space 0; 19 resources overlap in u0 and up: also "R2" at u2 and up (unbounded), "R3" at u3 and up (unbounded), "R4" at u4 and up (unbounded), "R5" at u5 and up (unbounded), "R6" at u6 and up (unbounded), "R7" at u7 and up (unbounded), "R8" at u8 and up (unbounded), "R9" at u9 and up (unbounded) and 9 more [binding-overlap]
; CHECK-NEXT: (i32 0, i32 1, i32 -1, i32 0, ptr @R1)
; A chain in space 2: X overlaps Y, Y overlaps Z, X and Z do not; one group spanning u0..u3.
; W (u5) is alone. V (u6..u7) and U (u7) are a group of two: the pair alone.
; CHECK-NEXT: in function @g: error: resource "X" at u0..u1 overlaps with resource "Y" at u1..u2 in space 2; 3 resources overlap in u0..u3: also "Z" at u2..u3 [binding-overlap]
; CHECK: in function @g: error: resource "V" at u6..u7 overlaps with resource "U" at u7 in space 2 [binding-overlap]
; CHECK-NOT: [binding-overlap]

define void @f() {
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 -1, i32 0, ptr @R0)
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 -1, i32 0, ptr @R1)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 -1, i32 0, ptr @R2)
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 -1, i32 0, ptr @R3)
  %h4 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 -1, i32 0, ptr @R4)
  %h5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 -1, i32 0, ptr @R5)
  %h6 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 -1, i32 0, ptr @R6)
  %h7 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 7, i32 -1, i32 0, ptr @R7)
  %h8 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 8, i32 -1, i32 0, ptr @R8)
  %h9 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 9, i32 -1, i32 0, ptr @R9)
  %h10 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 -1, i32 0, ptr @R10)
  %h11 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 11, i32 -1, i32 0, ptr @R11)
  %h12 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 12, i32 -1, i32 0, ptr @R12)
  %h13 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 13, i32 -1, i32 0, ptr @R13)
  %h14 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 14, i32 -1, i32 0, ptr @R14)
  %h15 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 15, i32 -1, i32 0, ptr @R15)
  %h16 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 16, i32 -1, i32 0, ptr @R16)
  %h17 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 17, i32 -1, i32 0, ptr @R17)
  %h18 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 18, i32 -1, i32 0, ptr @R18)
  ret void
}

define void @g() {
  %z = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 2, i32 2, i32 0, ptr @Z)
  %x = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 2, i32 0, ptr @X)
  %w = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 5, i32 1, i32 0, ptr @W)
  %y = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 1, i32 2, i32 0, ptr @Y)
  %u = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 7, i32 1, i32 0, ptr @U)
  %v = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 6, i32 2, i32 0, ptr @V)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
