; Near misses: indices bounded below the range size, and indices the analysis cannot bound
; (arguments, thread ids, wrapping arithmetic, loop-carried phis), which give no warning.
; RUN: %rlv verify --werror %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [binding-
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1

define void @f(i32 %x, i8 %b, i1 %c) {
  ; clang's output for Bufs[id.y & 3] with RWBuffer<float> Bufs[4] (corpus-real 10_resource_arrays).
  %i = and i32 %x, 3
  %h0 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %i, ptr @Bufs.str)
  %u = urem i32 %x, 8
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 8, i32 %u, ptr null)
  %s = lshr i32 %x, 29
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 8, i32 %s, ptr null)
  %t = trunc i8 %b to i3
  %z = zext i3 %t to i32
  %h3 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 0, i32 8, i32 %z, ptr null)
  %min = call i32 @llvm.umin.i32(i32 %x, i32 7)
  %h4 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 0, i32 8, i32 %min, ptr null)
  %sel = select i1 %c, i32 0, i32 %i
  %h5 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 0, i32 4, i32 %sel, ptr null)
  %add = add nuw i32 %i, 4
  %h6 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 6, i32 0, i32 8, i32 %add, ptr null)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %u)
  %h7 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 7, i32 0, i32 8, i32 %nu, ptr null)
  ; Unknown: an argument, a thread id, an add that may wrap, umax with an unknown value.
  %h8 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 8, i32 0, i32 8, i32 %x, ptr null)
  %tid = call i32 @llvm.dx.thread.id(i32 0)
  %h9 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 9, i32 0, i32 8, i32 %tid, ptr null)
  %wrap = add i32 %x, 1
  %h10 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 10, i32 0, i32 8, i32 %wrap, ptr null)
  %max = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %h11 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 11, i32 0, i32 8, i32 %max, ptr null)
  ; A bounded index into an unbounded range.
  %h12 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 12, i32 0, i32 -1, i32 %u, ptr null)
  ret void
}

; A loop counter: the phi is on a cycle, so its range is unknown; the masked value is bounded.
define void @loop(i32 %n) {
entry:
  br label %body
body:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 20, i32 0, i32 8, i32 %k, ptr null)
  %m = and i32 %k, 7
  %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 21, i32 0, i32 8, i32 %m, ptr null)
  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %n
  br i1 %done, label %exit, label %body
exit:
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.dx.thread.id(i32)
