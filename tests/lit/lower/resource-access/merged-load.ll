; A handle loaded through a phi or select of pointers to resource globals (clang -O0's
; `c ? A : B` of resource objects, corpus-real2 42; promote-locals makes the same of a
; switch) is split per global: each access goes to one block per resource, chosen by a switch
; on the phi'd leaf number (@phis) or by branches on the selects' conditions (@selects), and
; each block loads its global's handle (forward-handles replaces it by the handle stored
; there; a member at a constant offset, @member, likewise). One global behind every pointer is
; one load of it (@same), a choice in a loop header one selector for all its accesses (@loop).
; LLVM main's forward-handles rejects the load ("is not a global
; resource handle"). A pointer that is not a global cannot be split (@arg).
; RUN: %expect-exit 1 %rlv lower --stage=resource-access %s -o %t.ll 2>&1 | %FileCheck %s --check-prefix=ERR
; RUN: sed '/^; ERR-START/,/^; ERR-END/d' %s | %rlv lower --stage=resource-access - -o %t.ok.ll
; RUN: %FileCheck %s < %t.ok.ll
; RUN: %opt -passes=verify -disable-output %t.ok.ll
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%Obj = type { target("dx.RawBuffer", float, 1, 0), target("dx.RawBuffer", float, 1, 0) }
@A = internal global %Obj poison
@B = internal global %Obj poison
@C = internal global %Obj poison

; CHECK-LABEL: define void @phis(
; CHECK:      inner:
; CHECK-NEXT:   %[[IN:.*]] = phi i32 [ 1, %b ], [ 2, %c ]
; CHECK:      join:
; CHECK-NEXT:   %[[SEL:.*]] = phi i32 [ 0, %a ], [ %[[IN]], %inner ]
; CHECK-NEXT:   switch i32 %[[SEL]], label %[[LC:.*]] [
; CHECK-NEXT:     i32 0, label %[[LA:.*]]
; CHECK-NEXT:     i32 1, label %[[LB:.*]]
; CHECK-NEXT:   ]
; CHECK:      [[LA]]:
; CHECK-NEXT:   %[[HA:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK-NEXT:   %[[RA:.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %[[HA]], i32 %i, i32 0)
; CHECK-NEXT:   %[[VA:.*]] = extractvalue { float, i1 } %[[RA]], 0
; CHECK-NEXT:   br label %[[CONT:.*]]
; CHECK:      [[LB]]:
; CHECK-NEXT:   %[[HB:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @B, align 4
; CHECK-NEXT:   %[[RB:.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %[[HB]], i32 %i, i32 0)
; CHECK-NEXT:   %[[VB:.*]] = extractvalue { float, i1 } %[[RB]], 0
; CHECK-NEXT:   br label %[[CONT]]
; CHECK:      [[LC]]:
; CHECK-NEXT:   %[[HC:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @C, align 4
; CHECK-NEXT:   %[[RC:.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %[[HC]], i32 %i, i32 0)
; CHECK-NEXT:   %[[VC:.*]] = extractvalue { float, i1 } %[[RC]], 0
; CHECK-NEXT:   br label %[[CONT]]
; CHECK:      [[CONT]]:
; CHECK-NEXT:   %v = phi float [ %[[VA]], %[[LA]] ], [ %[[VB]], %[[LB]] ], [ %[[VC]], %[[LC]] ]
; CHECK-NEXT:   %m = fmul float %v, 3.000000e+00
; CHECK-NEXT:   switch i32 %[[SEL]], label %[[SC:.*]] [
; CHECK-NEXT:     i32 0, label %[[SA:.*]]
; CHECK-NEXT:     i32 1, label %[[SB:.*]]
; CHECK-NEXT:   ]
; CHECK:      [[SA]]:
; CHECK-NEXT:   %[[HA2:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK-NEXT:   call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HA2]], i32 %i, i32 0, float %m)
; CHECK:      [[SB]]:
; CHECK-NEXT:   %[[HB2:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @B, align 4
; CHECK-NEXT:   call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HB2]], i32 %i, i32 0, float %m)
; CHECK:      [[SC]]:
; CHECK-NEXT:   %[[HC2:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @C, align 4
; CHECK-NEXT:   call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HC2]], i32 %i, i32 0, float %m)
; CHECK-NOT:  phi ptr
; CHECK-LABEL: ret void
define void @phis(i32 %s, i32 %i) {
entry:
  %c0 = icmp eq i32 %s, 0
  br i1 %c0, label %a, label %rest

a:
  br label %join

rest:
  %c1 = icmp eq i32 %s, 1
  br i1 %c1, label %b, label %c

b:
  br label %inner

c:
  br label %inner

inner:
  %pi = phi ptr [ @B, %b ], [ @C, %c ]
  br label %join

join:
  %p = phi ptr [ @A, %a ], [ %pi, %inner ]
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  %v = load float, ptr %gp, align 4
  %m = fmul float %v, 3.0
  store float %m, ptr %gp, align 4
  ret void
}

; CHECK-LABEL: define void @selects(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    br i1 %c, label %[[SA:.*]], label %[[SQ:.*]]
; CHECK:       [[SQ]]:
; CHECK-NEXT:    br i1 %d, label %[[SB:.*]], label %[[SC:.*]]
; CHECK:       [[SA]]:
; CHECK-NEXT:    %[[HA:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HA]], i32 %i, i32 0, float 1.000000e+00)
; CHECK:       [[SB]]:
; CHECK-NEXT:    %[[HB:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @B, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HB]], i32 %i, i32 0, float 1.000000e+00)
; CHECK:       [[SC]]:
; CHECK-NEXT:    %[[HC:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @C, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HC]], i32 %i, i32 0, float 1.000000e+00)
; CHECK-NOT:   select
; CHECK-LABEL: ret void
define void @selects(i1 %c, i1 %d, i32 %i) {
entry:
  %q = select i1 %d, ptr @B, ptr @C
  %p = select i1 %c, ptr @A, ptr %q
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 1.0, ptr %gp, align 4
  ret void
}

; CHECK-LABEL: define void @member(
; CHECK:         %[[HA:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr getelementptr inbounds (i8, ptr @A, i32 4), align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HA]], i32 %i, i32 0, float 1.000000e+00)
; CHECK:         %[[HB:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr getelementptr inbounds (i8, ptr @B, i32 4), align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HB]], i32 %i, i32 0, float 1.000000e+00)
define void @member(i1 %c, i32 %i) {
entry:
  %p = select i1 %c, ptr getelementptr inbounds (i8, ptr @A, i32 4), ptr getelementptr inbounds (i8, ptr @B, i32 4)
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 1.0, ptr %gp, align 4
  ret void
}

; CHECK-LABEL: define void @same(
; CHECK:       join:
; CHECK-NEXT:    %[[H:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[H]], i32 %i, i32 0, float 1.000000e+00)
; CHECK-NEXT:    ret void
define void @same(i1 %c, i32 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi ptr [ @A, %a ], [ @A, %b ]
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 1.0, ptr %gp, align 4
  ret void
}

; A choice made in a loop header, the accesses in the header: splitting the first rebuilds the
; header's phis (the block branches back to it), the selector among them, which the second
; switches on.
; CHECK-LABEL: define void @loop(
; CHECK:       head:
; CHECK-NEXT:    %[[SEL:.*]] = phi i32 [ 0, %entry ], [ 1, %[[LATCH:.*]] ]
; CHECK-NEXT:    %k = phi i32 [ 0, %entry ], [ %k1, %[[LATCH]] ]
; CHECK-NEXT:    switch i32 %[[SEL]], label %[[LB:.*]] [
; CHECK-NEXT:      i32 0, label %[[LA:.*]]
; CHECK-NEXT:    ]
; CHECK:       [[LA]]:
; CHECK-NEXT:    %[[HA:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK:       [[LB]]:
; CHECK-NEXT:    %[[HB:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @B, align 4
; CHECK:         %m = fmul float %v, 3.000000e+00
; CHECK-NEXT:    switch i32 %[[SEL]], label %[[SB:.*]] [
; CHECK-NEXT:      i32 0, label %[[SA:.*]]
; CHECK-NEXT:    ]
; CHECK:       [[SA]]:
; CHECK-NEXT:    %[[HA2:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @A, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HA2]], i32 %i, i32 0, float %m)
; CHECK:       [[SB]]:
; CHECK-NEXT:    %[[HB2:.*]] = load target("dx.RawBuffer", float, 1, 0), ptr @B, align 4
; CHECK-NEXT:    call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %[[HB2]], i32 %i, i32 0, float %m)
; CHECK:       [[LATCH]]:
; CHECK-NEXT:    %k1 = add i32 %k, 1
; CHECK-NOT:   phi ptr
; CHECK-LABEL: ret void
define void @loop(i32 %n, i32 %i) {
entry:
  br label %head
head:
  %p = phi ptr [ @A, %entry ], [ @B, %head ]
  %k = phi i32 [ 0, %entry ], [ %k1, %head ]
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  %v = load float, ptr %gp, align 4
  %m = fmul float %v, 3.0
  store float %m, ptr %gp, align 4
  %k1 = add i32 %k, 1
  %done = icmp uge i32 %k1, %n
  br i1 %done, label %exit, label %head
exit:
  ret void
}

; ERR-START
; ERR: in function @arg: error: the handle is loaded through a select/phi of pointers, and one of them is not a resource global (LLVM: Resource access is not guaranteed to map to a unique global resource) [lower-non-unique-resource]
; ERR-NEXT: %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
define void @arg(i1 %c, ptr %obj, i32 %i) {
entry:
  %p = select i1 %c, ptr @A, ptr %obj
  %h = load target("dx.RawBuffer", float, 1, 0), ptr %p, align 4
  %gp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  store float 1.0, ptr %gp, align 4
  ret void
}
; ERR-END

declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
