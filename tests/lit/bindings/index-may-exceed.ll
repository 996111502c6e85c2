; A dynamic index whose own computation bounds it, but above the range size: a warning
; naming the reachable bad values (an error with --werror).
; RUN: %rlv verify %s 2>&1 | %FileCheck %s
; RUN: %not %rlv verify --werror %s 2>&1 | %FileCheck --check-prefix=WERROR %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

; WERROR: error: index %i = and i32 %x, 7 can be 4..7 but the range size of "Bufs" is 4 [binding-index-may-exceed]
; CHECK: warning: index %i = and i32 %x, 7 can be 4..7 but the range size of "Bufs" is 4 [binding-index-may-exceed]
; CHECK-NEXT: (i32 0, i32 0, i32 4, i32 %i, ptr @Bufs.str)
; CHECK: warning: index %u = urem i32 %x, 10 can be 8..9 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %s = lshr i32 %x, 28 can be 8..15 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %z = zext i8 %b to i32 can be 16..255 but the range size of <unnamed> is 16 [binding-index-may-exceed]
; CHECK: warning: index %sel = select i1 %c, i32 2, i32 %u can be 8..9 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %add = add i32 %i, 3 can be 8..10 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %mul = mul i32 %i, 2 can be 8..14 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %shl = shl i32 %i, 1 can be 8..14 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %min = call i32 @llvm.umin.i32(i32 %x, i32 9) can be 8..9 but the range size of <unnamed> is 8 [binding-index-may-exceed]
; CHECK: warning: index %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i) can be 4..7 but the range size of <unnamed> is 4 [binding-index-may-exceed]
; CHECK: warning: index %or = or i32 %i, 8 is always 8..15, never below the range size of <unnamed>, which is 8 [binding-index-may-exceed]
; CHECK: warning: index %one = and i32 %x, 4 can be 4 but the range size of <unnamed> is 4 [binding-index-may-exceed]
define void @f(i32 %x, i8 %b, i1 %c) {
  %i = and i32 %x, 7
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %i, ptr @Bufs.str)
  %u = urem i32 %x, 10
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 8, i32 %u, ptr null)
  %s = lshr i32 %x, 28
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 8, i32 %s, ptr null)
  %z = zext i8 %b to i32
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 0, i32 16, i32 %z, ptr null)
  %sel = select i1 %c, i32 2, i32 %u
  %h4 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 0, i32 8, i32 %sel, ptr null)
  %add = add i32 %i, 3
  %h5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 0, i32 8, i32 %add, ptr null)
  %mul = mul i32 %i, 2
  %h6 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 6, i32 0, i32 8, i32 %mul, ptr null)
  %shl = shl i32 %i, 1
  %h7 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 7, i32 0, i32 8, i32 %shl, ptr null)
  %min = call i32 @llvm.umin.i32(i32 %x, i32 9)
  %h8 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 8, i32 0, i32 8, i32 %min, ptr null)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %h9 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 9, i32 0, i32 4, i32 %nu, ptr null)
  %or = or i32 %i, 8
  %h10 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 10, i32 0, i32 8, i32 %or, ptr null)
  %one = and i32 %x, 4
  %h11 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 11, i32 0, i32 4, i32 %one, ptr null)
  ret void
}

; Through a phi (a union of both incoming ranges).
; CHECK: in function @merge: warning: index %p = phi i32 [ %a, %then ], [ 9, %entry ] can be 8..9 but the range size of <unnamed> is 8 [binding-index-may-exceed]
define void @merge(i32 %x, i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %a = and i32 %x, 3
  br label %join
join:
  %p = phi i32 [ %a, %then ], [ 9, %entry ]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 30, i32 0, i32 8, i32 %p, ptr null)
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.dx.thread.id(i32)
