; The vacuity check of `bounded` tries the all-zero input first; where that input does not
; return within the bound, the solver still looks for one that does. Thread 0 runs the loop
; 100 times (past --unroll 4), threads 97 and up at most 3 times: bounded. A loop that runs at
; least 100 times on every thread has no execution within the bound: unknown, named.
; RUN: %expect-exit 3 %rlv prove %s %s | %FileCheck %s
; CHECK: in function @some: bounded ({{[0-9.]+}} ms): loops unrolled 4 times; the first loop cut is %loop in @some (BEFORE)
; CHECK-NEXT: in function @none: unknown ({{[0-9.]+}} ms): no execution returns with its loops unrolled at most 4 times; the first loop cut is %loop in @none (BEFORE)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"

define void @some() #0 {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %c = call i32 @llvm.umin.i32(i32 %t, i32 100)
  %n = sub i32 100, %c
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %done = icmp uge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %i1 = add i32 %i, 1
  br label %loop
exit:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %i)
  ret void
}

define void @none() #0 {
entry:
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %n = or i32 %t, 100
  %h = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %done = icmp uge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %i1 = add i32 %i, 1
  br label %loop
exit:
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %h, i32 0, i32 poison, i32 %i)
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.dx.thread.id(i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
attributes #0 = { convergent "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
