; clang -O0 writes `c ? A : B` of resource objects as a phi of pointers to the global
; objects, and loads the handle through it. The paths choosing different objects cannot be
; merged into one pointer, so they stay apart while the phi may still be used (smt/split.c):
; the access is proved against a select of handles, and refuted when AFTER picks the wrong
; resource on one path. Once SimplifyCFG has made the phis selects, the pointer is one of the
; global objects by a condition (a choice, smt/value.c): a load, or a GEP then a load, through
; it reads each object on the paths that choose it (@choose_select, the counter handle of the
; second member).
; RUN: %rlv prove %s %S/Inputs/object-choice-after.ll | %FileCheck %s
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/object-choice-wrong.ll | %FileCheck %s --check-prefix=WRONG
; CHECK: in function @choose: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @choose_select: proved ({{[0-9.]+}} ms){{$}}
; WRONG: in function @choose: refuted ({{[0-9.]+}} ms): memory of u1 space 0 "B" (raw) byte 0: before 0x00, after 0x08{{$}}
; WRONG-NEXT: {{^}}  inputs: arg0 = 8, arg1 = 3221225472{{$}}
; WRONG: in function @choose_select: refuted ({{[0-9.]+}} ms): memory of u3 space 0 "P2" (raw) byte 33554432: before 0x00, after 0x01{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%Obj = type { target("dx.RawBuffer", i32, 1, 0) }
%Pair = type { target("dx.RawBuffer", i32, 1, 0), target("dx.RawBuffer", i32, 1, 0) }

@A = internal global %Obj poison, align 4
@B = internal global %Obj poison, align 4
@C = internal global %Obj poison, align 4
@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@P = internal global %Pair poison, align 4
@Q = internal global %Pair poison, align 4
@P2.str = private unnamed_addr constant [3 x i8] c"P2\00"
@C2.str = private unnamed_addr constant [3 x i8] c"C2\00"

; (k == 0 ? A : k == 1 ? B : C)[i] = k
define void @choose(i32 %k, i32 %i) {
entry:
  %a = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.RawBuffer", i32, 1, 0) %a, ptr @A, align 4
  %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.RawBuffer", i32, 1, 0) %b, ptr @B, align 4
  %c = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
  store target("dx.RawBuffer", i32, 1, 0) %c, ptr @C, align 4
  %is0 = icmp eq i32 %k, 0
  br i1 %is0, label %pickA, label %rest

pickA:
  br label %join

rest:
  %is1 = icmp eq i32 %k, 1
  br i1 %is1, label %pickB, label %pickC

pickB:
  br label %inner

pickC:
  br label %inner

inner:
  %bc = phi ptr [ @B, %pickB ], [ @C, %pickC ]
  br label %join

join:
  %obj = phi ptr [ @A, %pickA ], [ %bc, %inner ]
  %h = load target("dx.RawBuffer", i32, 1, 0), ptr %obj, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  store i32 %k, ptr %p, align 4
  ret void
}

; (k == 0 ? P : Q).second[i] = k, the objects chosen by a select
define void @choose_select(i32 %k, i32 %i) {
entry:
  %p2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 3, i32 1, i32 0, ptr @P2.str)
  %p2.at = getelementptr inbounds %Pair, ptr @P, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %p2, ptr %p2.at, align 4
  %q2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 4, i32 1, i32 0, ptr @C2.str)
  %q2.at = getelementptr inbounds %Pair, ptr @Q, i32 0, i32 1
  store target("dx.RawBuffer", i32, 1, 0) %q2, ptr %q2.at, align 4
  %is0 = icmp eq i32 %k, 0
  %obj = select i1 %is0, ptr @P, ptr @Q
  %second = getelementptr inbounds %Pair, ptr %obj, i32 0, i32 1
  %h = load target("dx.RawBuffer", i32, 1, 0), ptr %second, align 4
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  store i32 %k, ptr %p, align 4
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
