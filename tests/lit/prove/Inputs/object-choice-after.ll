; AFTER for ../object-choice.ll: the objects' handles chosen by selects (opt -O3's shape).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@P2.str = private unnamed_addr constant [3 x i8] c"P2\00"
@C2.str = private unnamed_addr constant [3 x i8] c"C2\00"

define void @choose(i32 %k, i32 %i) {
entry:
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
  %is0 = icmp eq i32 %k, 0
  %is1 = icmp eq i32 %k, 1
  %bc = select i1 %is1, target("dx.RawBuffer", i32, 1, 0) %b, target("dx.RawBuffer", i32, 1, 0) %c
  %h = select i1 %is0, target("dx.RawBuffer", i32, 1, 0) %a, target("dx.RawBuffer", i32, 1, 0) %bc
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  store i32 %k, ptr %p, align 4
  ret void
}

define void @choose_select(i32 %k, i32 %i) {
entry:
  %p2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @P2.str)
  %q2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @C2.str)
  %is0 = icmp eq i32 %k, 0
  %h = select i1 %is0, target("dx.RawBuffer", i32, 1, 0) %p2, target("dx.RawBuffer", i32, 1, 0) %q2
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  store i32 %k, ptr %p, align 4
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
