; A stage run alone is LLVM's pass of the same job, which validates nothing: u0 bound to two
; resources of different types (which rlv's verifier refuses) is lowered by --stage=X, as
; `opt -dxil-resource-access` lowers it, while the whole `rlv lower` keeps the gate.
; RUN: %expect-exit 1 %rlv lower %s 2>&1 | %FileCheck --check-prefix=GATE %s
; GATE: error: resource <unnamed> at u0 overlaps with resource <unnamed> at u0 in space 0 {{.*}}[binding-overlap]
; GATE-NOT: define
; RUN: %rlv lower --stage=resource-access %s 2>&1 | %FileCheck --check-prefix=STAGE %s
; STAGE-NOT: error
; STAGE-LABEL: define void @a(
; STAGE: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i, float %v)
; STAGE-LABEL: define void @b(
; STAGE: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 %i, i32 %v)
target triple = "dxil-pc-shadermodel6.6-compute"

define void @a(i32 %i, float %v) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  store float %v, ptr %p
  ret void
}

define void @b(i32 %i, i32 %v) {
  %h = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 %i)
  store i32 %v, ptr %p
  ret void
}
