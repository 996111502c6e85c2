; resource-access handle legalization: select/phi of handles from ONE binding become one
; handle call with a selected/phi index (LLVM's legalization); handles from DIFFERENT
; bindings (where LLVM gives up) split the access into one block per handle.
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s
; RUN: %rlv lower --stage=resource-access %s | %opt -passes=verify -disable-output

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@C.str = private unnamed_addr constant [2 x i8] c"C\00", align 1
@RA.str = private unnamed_addr constant [3 x i8] c"RA\00", align 1
@RB.str = private unnamed_addr constant [3 x i8] c"RB\00", align 1
@Arr.str = private unnamed_addr constant [4 x i8] c"Arr\00", align 1

; One binding (an array of 4): one cloned handle call with index select(c, 1, 2).
; CHECK-LABEL: define void @same_binding(
define void @same_binding(i1 %c, i32 %i) #0 {
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 1, ptr @Arr.str)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 2, ptr @Arr.str)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %h1, target("dx.TypedBuffer", float, 1, 0, 0) %h2
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  store float 1.0, ptr %p, align 4
  ret void
; CHECK-NEXT: [[IDX:%.*]] = select i1 %c, i32 1, i32 2
; CHECK-NEXT: [[H:%.*]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[IDX]], ptr @Arr.str)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 %i, float 1.000000e+00)
; CHECK-NEXT: ret void
}

; Two bindings behind a select: branch on the condition, one store per handle.
; CHECK-LABEL: define void @select_split(
define void @select_split(i1 %c, i32 %i) #0 {
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %h = select i1 %c, target("dx.TypedBuffer", float, 1, 0, 0) %a, target("dx.TypedBuffer", float, 1, 0, 0) %b
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %v = load float, ptr %p, align 4
  %w = fadd float %v, 1.0
  store float %w, ptr %p, align 4
  ret void
; CHECK:      br i1 %c, label %[[T1:.*]], label %[[F1:.*]]
; CHECK:      [[T1]]:
; CHECK-NEXT: [[LA:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i)
; CHECK-NEXT: [[VA:%.*]] = extractvalue { float, i1 } [[LA]], 0
; CHECK-NEXT: br label %[[J1:.*]]
; CHECK:      [[F1]]:
; CHECK-NEXT: [[LB:%.*]] = call { float, i1 } @llvm.dx.resource.load.typedbuffer.f32.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
; CHECK-NEXT: [[VB:%.*]] = extractvalue { float, i1 } [[LB]], 0
; CHECK-NEXT: br label %[[J1]]
; CHECK:      [[J1]]:
; CHECK-NEXT: %v = phi float [ [[VA]], %[[T1]] ], [ [[VB]], %[[F1]] ]
; CHECK-NEXT: %w = fadd float %v, 1.000000e+00
; CHECK-NEXT: br i1 %c, label %[[T2:.*]], label %[[F2:.*]]
; CHECK:      [[T2]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i, float %w)
; CHECK:      [[F2]]:
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i, float %w)
; CHECK:      ret void
; CHECK-NOT:  select
}

; Handles cannot be phi'd (they are token-like), but pointers can: a load through a phi of
; getpointer results of three bindings, with a GEP after it, is hoisted into the three
; predecessors as LLVM main does (llvm#211687): one load per resource, the values phi'd.
; CHECK-LABEL: define float @phi_split(
define float @phi_split(i32 %k, i32 %i, i32 %j) #0 {
entry:
  %a = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 1, i32 0, i32 1, i32 0, ptr @RA.str)
  %b = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 1, i32 1, i32 1, i32 0, ptr @RB.str)
  %cc = call target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32 1, i32 2, i32 1, i32 0, ptr @C.str)
  switch i32 %k, label %other [ i32 0, label %zero
                                i32 1, label %one ]
zero:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %a, i32 %i)
  br label %join
one:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %b, i32 %j)
  br label %join
other:
  %pc = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %cc, i32 %i)
  br label %join
join:
  %p = phi ptr [ %pa, %zero ], [ %pb, %one ], [ %pc, %other ]
  %py = getelementptr inbounds nuw i8, ptr %p, i32 4
  %y = load float, ptr %py, align 4
  br label %exit
exit:
  %r = phi float [ %y, %join ]
  ret float %r
; CHECK:      zero:
; CHECK-NEXT: [[L0:%.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %a, i32 %i, i32 4)
; CHECK-NEXT: [[V0:%.*]] = extractvalue { float, i1 } [[L0]], 0
; CHECK-NEXT: br label %join
; CHECK:      one:
; CHECK-NEXT: [[L1:%.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %b, i32 %j, i32 4)
; CHECK-NEXT: [[V1:%.*]] = extractvalue { float, i1 } [[L1]], 0
; CHECK-NEXT: br label %join
; CHECK:      other:
; CHECK-NEXT: [[L2:%.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0) %cc, i32 %i, i32 4)
; CHECK-NEXT: [[V2:%.*]] = extractvalue { float, i1 } [[L2]], 0
; CHECK-NEXT: br label %join
; CHECK:      join:
; CHECK-NEXT: %y = phi float [ [[V0]], %zero ], [ [[V1]], %one ], [ [[V2]], %other ]
; CHECK-NEXT: br label %exit
; CHECK:      exit:
; CHECK-NEXT: %r = phi float [ %y, %join ]
}

; A phi of getpointer results of one binding: i32 phis of the handle index and of the
; element index, one cloned handle call.
; CHECK-LABEL: define void @phi_same_binding(
define void @phi_same_binding(i1 %c, i32 %i) #0 {
entry:
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 1, ptr @Arr.str)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 2, ptr @Arr.str)
  br i1 %c, label %t, label %f
t:
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h1, i32 %i)
  br label %j
f:
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h2, i32 0)
  br label %j
j:
  %p = phi ptr [ %p1, %t ], [ %p2, %f ]
  store float 3.0, ptr %p, align 4
  ret void
; CHECK:      j:
; CHECK-DAG:  [[EI:%.*]] = phi i32 [ %i, %t ], [ 0, %f ]
; CHECK-DAG:  [[HI:%.*]] = phi i32 [ 1, %t ], [ 2, %f ]
; CHECK:      [[H:%.*]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[HI]], ptr @Arr.str)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 [[EI]], float 3.000000e+00)
; CHECK-NEXT: ret void
}

; A select of two getpointer results of one binding: one getpointer of a handle whose
; index is selected, with a selected element index.
; CHECK-LABEL: define void @pointer_select(
define void @pointer_select(i1 %c, i32 %i, i32 %j) #0 {
  %h1 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 0, ptr @Arr.str)
  %h2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 3, ptr @Arr.str)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h1, i32 %i)
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h2, i32 %j)
  %p = select i1 %c, ptr %p1, ptr %p2
  store float 2.0, ptr %p, align 4
  ret void
; CHECK-NEXT: [[EI:%.*]] = select i1 %c, i32 %i, i32 %j
; CHECK-NEXT: [[HI:%.*]] = select i1 %c, i32 0, i32 3
; CHECK-NEXT: [[H:%.*]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 4, i32 [[HI]], ptr @Arr.str)
; CHECK-NEXT: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 [[EI]], float 2.000000e+00)
; CHECK-NEXT: ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", <2 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v2f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v2f32_1_0t(target("dx.RawBuffer", <2 x float>, 1, 0), i32)

attributes #0 = { "hlsl.export" }
