; A load through a phi of getpointers of different resources is hoisted into the phi's
; predecessors, as LLVM main does (llvm#211687): one load per resource, its GEP and the
; merge block's index arithmetic cloned there (a phi index takes its incoming value), the
; values merged by a phi. Not hoisted, and split per resource as before: a predecessor that
; also branches elsewhere (@cond_pred), and a store before the load in the merge block
; (@store_first).
; RUN: %rlv lower --stage=resource-access %s | %FileCheck %s
; RUN: %rlv lower --stage=resource-access %s | %opt -passes=verify -disable-output
target triple = "dxil-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @hoist(
; CHECK:      a:
; CHECK-NEXT:   %[[KA:.*]] = add i32 %i, 1
; CHECK-NEXT:   %[[OA:.*]] = mul i32 %[[KA]], 4
; CHECK-NEXT:   %[[LA:.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %ha, i32 0, i32 %[[OA]])
; CHECK-NEXT:   %[[VA:.*]] = extractvalue { float, i1 } %[[LA]], 0
; CHECK-NEXT:   br label %join
; CHECK:      b:
; CHECK-NEXT:   %[[KB:.*]] = add i32 %j, 1
; CHECK-NEXT:   %[[OB:.*]] = mul i32 %[[KB]], 4
; CHECK-NEXT:   %[[LB:.*]] = call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %hb, i32 0, i32 %[[OB]])
; CHECK-NEXT:   %[[VB:.*]] = extractvalue { float, i1 } %[[LB]], 0
; CHECK-NEXT:   br label %join
; CHECK:      join:
; CHECK-NEXT:   %v = phi float [ %[[VA]], %a ], [ %[[VB]], %b ]
; CHECK-NEXT:   ret float %v
define float @hoist(i1 %c, i32 %i, i32 %j) {
entry:
  %ha = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %hb = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 0, 0) %ha, i32 0)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 0, 0) %hb, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %k = phi i32 [ %i, %a ], [ %j, %b ]
  %k1 = add i32 %k, 1
  %q = getelementptr float, ptr %p, i32 %k1
  %v = load float, ptr %q
  ret float %v
}

; CHECK-LABEL: define float @cond_pred(
; CHECK: switch i32 %{{.*}}, label %split.handle{{[0-9]*}} [
define float @cond_pred(i1 %c, i1 %d) {
entry:
  %ha = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %hb = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %pa = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 0, 0) %ha, i32 0)
  br i1 %c, label %join, label %b
b:
  %pb = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 0, 0) %hb, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %entry ], [ %pb, %b ]
  %v = load float, ptr %p
  ret float %v
}

; CHECK-LABEL: define float @store_first(
; CHECK: join:
; CHECK-NEXT: %{{.*}} = phi i32
; CHECK-NEXT: call void @llvm.dx.resource.store.rawbuffer
define float @store_first(i1 %c) {
entry:
  %ha = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %hb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  %hc = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 2, i32 1, i32 0, ptr null)
  %pc = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %hc, i32 0)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %ha, i32 0)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %hb, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  store float 1.0, ptr %pc
  %v = load float, ptr %p
  ret float %v
}

; A store through such a phi is hoisted the same way; the stored value, computed in the merge
; block from a phi, is cloned into each predecessor with that phi's incoming value.
; CHECK-LABEL: define void @hoist_store(
; CHECK:      a:
; CHECK-NEXT:   %[[XA:.*]] = fadd float %x, 1.000000e+00
; CHECK-NEXT:   call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %ha, i32 %i, i32 0, float %[[XA]])
; CHECK-NEXT:   br label %join
; CHECK:      b:
; CHECK-NEXT:   %[[XB:.*]] = fadd float %y, 1.000000e+00
; CHECK-NEXT:   call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %hb, i32 %i, i32 0, float %[[XB]])
; CHECK-NEXT:   br label %join
; CHECK:      join:
; CHECK-NEXT:   ret void
define void @hoist_store(i1 %c, i32 %i, float %x, float %y) {
entry:
  %ha = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %hb = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 1, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %ha, i32 %i)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 1, 0) %hb, i32 %i)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %v = phi float [ %x, %a ], [ %y, %b ]
  %w = fadd float %v, 1.0
  store float %w, ptr %p
  ret void
}
