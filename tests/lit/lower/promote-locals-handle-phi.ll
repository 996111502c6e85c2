; clang -O0's resource object assigned in the arms of a switch (or chosen in a loop) and read
; after them (corpus-real2 44): SROA, which promote-locals runs, makes of it a phi of handle
; loads, which LLVM's verifier rejects ("PHI nodes cannot have token type"). promote-locals
; folds it, as InstCombine folds a phi of loads, into one handle load through a phi of the
; globals' pointers: the shape clang -O0 gives `c ? A : B` itself (corpus-real2 42).
; resource-access then splits each access per global (one block per resource, chosen by a
; switch on the phi'd leaf number), each block loading its own global's handle, which
; forward-handles replaces by the handle stored there. In a loop, the old handle phis only
; keep each other alive and go too. check proves the switch and bounds the loop.
; RUN: %rlv lower --stage=promote-locals %s -o - | %FileCheck %s --check-prefix=STAGE
; RUN: %rlv lower --stage=promote-locals %s -o - | %opt -passes=verify -disable-output
; RUN: %rlv lower %s -o %t.dxil.ll
; RUN: %FileCheck %s --check-prefix=FULL < %t.dxil.ll
; RUN: %opt -passes=verify -disable-output %t.dxil.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=CHECK-CMD
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-library"

%Obj = type { target("dx.RawBuffer", float, 1, 0) }
@A = internal global %Obj poison
@B = internal global %Obj poison
@C = internal global %Obj poison

; STAGE-LABEL: define void @main(
; STAGE-NOT: alloca
; STAGE-NOT: load target
; STAGE:      exit:
; STAGE-NEXT:   %t.sroa.0.0.ptr = phi ptr [ @C, %other ], [ @A, %case.a ], [ @B, %case.b ]
; STAGE-NEXT:   %t.sroa.0.0 = load target("dx.RawBuffer", float, 1, 0), ptr %t.sroa.0.0.ptr, align 4
; STAGE-NEXT:   %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %t.sroa.0.0, i32 %i)
; STAGE-NOT: phi target
; STAGE-LABEL: define void @loop(
; STAGE-NOT: load target
; STAGE:      head:
; STAGE-NEXT:   %[[HEAD:.*]] = phi ptr [ @A, %entry ], [ %[[LATCH:.*]], %latch ]
; STAGE:      latch:
; STAGE-NEXT:   %[[LATCH]] = phi ptr [ @B, %swap ], [ %[[HEAD]], %body ]
; STAGE:      exit:
; STAGE-NEXT:   %t.sroa.0.1.ptr = phi ptr [ @C, %early ], [ %[[HEAD]], %head ]
; STAGE-NEXT:   %t.sroa.0.1 = load target("dx.RawBuffer", float, 1, 0), ptr %t.sroa.0.1.ptr, align 4
; STAGE-NOT: phi target

; FULL-LABEL: define void @main(
; FULL:      exit:
; FULL-NEXT:   %[[SEL:.*]] = phi i32 [ 0, %other ], [ 1, %case.a ], [ 2, %case.b ]
; FULL-NEXT:   switch i32 %[[SEL]], label %[[LC:.*]] [
; FULL-NEXT:     i32 0, label %[[LC0:.*]]
; FULL-NEXT:     i32 1, label %[[LA:.*]]
; FULL-NEXT:   ]
; FULL:      [[LC0]]:
; FULL-NEXT:   %[[RC:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %hc_annot, i32 %i, i32 0, i8 1, i32 4)
; FULL-NEXT:   %[[VC:.*]] = extractvalue %dx.types.ResRet.f32 %[[RC]], 0
; FULL-NEXT:   br label %[[CONT:.*]]
; FULL:      [[LA]]:
; FULL-NEXT:   %[[RA:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %ha_annot, i32 %i, i32 0, i8 1, i32 4)
; FULL-NEXT:   %[[VA:.*]] = extractvalue %dx.types.ResRet.f32 %[[RA]], 0
; FULL-NEXT:   br label %[[CONT]]
; FULL:      [[LC]]:
; FULL-NEXT:   %[[RB:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %hb_annot, i32 %i, i32 0, i8 1, i32 4)
; FULL-NEXT:   %[[VB:.*]] = extractvalue %dx.types.ResRet.f32 %[[RB]], 0
; FULL-NEXT:   br label %[[CONT]]
; FULL:      [[CONT]]:
; FULL-NEXT:   %v = phi float [ %[[VC]], %[[LC0]] ], [ %[[VA]], %[[LA]] ], [ %[[VB]], %[[LC]] ]
; FULL-NEXT:   %m = fmul float %v, 3.000000e+00
; FULL-NEXT:   switch i32 %[[SEL]], label %[[SB:.*]] [
; FULL:        call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %hc_annot, i32 %i, i32 0, float %m, float undef, float undef, float undef, i8 1, i32 4)
; FULL:        call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %ha_annot, i32 %i, i32 0, float %m, float undef, float undef, float undef, i8 1, i32 4)
; FULL:      [[SB]]:
; FULL-NEXT:   call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %hb_annot, i32 %i, i32 0, float %m, float undef, float undef, float undef, i8 1, i32 4)
; FULL-LABEL: define void @loop(
; FULL:      head:
; FULL-NEXT:   %[[H:.*]] = phi i32 [ 1, %entry ], [ %[[L:.*]], %latch ]
; FULL:      latch:
; FULL-NEXT:   %[[L]] = phi i32 [ 2, %swap ], [ %[[H]], %body ]
; FULL:      exit:
; FULL-NEXT:   %[[S:.*]] = phi i32 [ 0, %early ], [ %[[H]], %head ]
; FULL-NEXT:   switch i32 %[[S]], label %{{.*}} [
; FULL-NOT: phi ptr
; FULL-NOT: load target
; FULL-NOT: @llvm.dx.

; CHECK-CMD: in function @main: proved
; CHECK-CMD: in function @loop: bounded
define void @main(i32 %sel, i32 %i) #0 {
entry:
  %t = alloca %Obj
  %ha = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %ha, ptr @A
  %hb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %hb, ptr @B
  %hc = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %hc, ptr @C
  switch i32 %sel, label %other [
    i32 0, label %case.a
    i32 1, label %case.b
  ]

case.a:
  %la = load target("dx.RawBuffer", float, 1, 0), ptr @A
  store target("dx.RawBuffer", float, 1, 0) %la, ptr %t
  br label %exit

case.b:
  %lb = load target("dx.RawBuffer", float, 1, 0), ptr @B
  store target("dx.RawBuffer", float, 1, 0) %lb, ptr %t
  br label %exit

other:
  %lc = load target("dx.RawBuffer", float, 1, 0), ptr @C
  store target("dx.RawBuffer", float, 1, 0) %lc, ptr %t
  br label %exit

exit:
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %t
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  %v = load float, ptr %p
  %m = fmul float %v, 3.0
  store float %m, ptr %p
  ret void
}
define void @loop(i1 %skip, i32 %n, i32 %i) #0 {
entry:
  %t = alloca %Obj
  %ha = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %ha, ptr @A
  %hb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %hb, ptr @B
  %hc = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 1, 0) %hc, ptr @C
  %la = load target("dx.RawBuffer", float, 1, 0), ptr @A
  store target("dx.RawBuffer", float, 1, 0) %la, ptr %t
  br i1 %skip, label %early, label %head

early:
  %lc = load target("dx.RawBuffer", float, 1, 0), ptr @C
  store target("dx.RawBuffer", float, 1, 0) %lc, ptr %t
  br label %exit

head:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %done = icmp uge i32 %k, %n
  br i1 %done, label %exit, label %body

body:
  %bit = and i32 %k, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %swap, label %latch

swap:
  %lb = load target("dx.RawBuffer", float, 1, 0), ptr @B
  store target("dx.RawBuffer", float, 1, 0) %lb, ptr %t
  br label %latch

latch:
  %k1 = add i32 %k, 1
  br label %head

exit:
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %t
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 1.0, ptr %p
  ret void
}

declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
attributes #0 = { noinline optnone "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
