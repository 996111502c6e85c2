; A phi of pointers from handles of different bindings where a handle (here: its array
; index) only exists on one path cannot be split per handle: lower-non-unique-resource. (The
; load of @G before the store keeps it from being hoisted into the predecessors, LLVM main's
; way, which would lower it.)
; The same shape with constant handle operands is split (the handle call is re-created in
; its block).
; RUN: %expect-exit 1 %rlv lower --stage=resource-access %s 2>&1 | %FileCheck %s
; RUN: sed 's/i32 %late/i32 0/' %s | %rlv lower --stage=resource-access - | %FileCheck %s --check-prefix=OK

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
@G = internal global float 0.0

; CHECK: in function @main: error: the access may use handles of 2 different bindings, and handle 0 is not available where the access is, so it cannot be split per handle (LLVM: Resource access is not guaranteed to map to a unique global resource) [lower-non-unique-resource]
; CHECK-NEXT: store float 1.000000e+00, ptr
; OK-LABEL: define void @main(
; OK:       switch i32 {{%.*}}, label %[[B1:.*]] [
; OK-NEXT:    i32 0, label %[[B0:.*]]
; OK:       [[B0]]:
; OK-NEXT:  [[H:%.*]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 0, ptr @A.str)
; OK-NEXT:  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H]], i32 [[EI:%.*]], float 1.000000e+00)
; OK:       [[B1]]:
; OK-NEXT:  [[H1:%.*]] = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr @B.str)
; OK-NEXT:  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) [[H1]], i32 [[EI]], float 1.000000e+00)
define void @main(i1 %c, i32 %i, i32 %k) #0 {
entry:
  br i1 %c, label %t, label %f
t:
  %late = and i32 %k, 3
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %late, ptr @A.str)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %a, i32 %i)
  br label %j
f:
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 4, i32 1, i32 0, ptr @B.str)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %b, i32 %i)
  br label %j
j:
  %p = phi ptr [ %pa, %t ], [ %pb, %f ]
  %g = load float, ptr @G
  store float 1.0, ptr %p, align 4
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)

attributes #0 = { "hlsl.export" }
