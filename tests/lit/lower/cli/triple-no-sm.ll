; A triple that names no shader model (`dxil-unknown-unknown`, `dxil`, none at all) is taken
; by every stage that reads none, as LLVM's passes take it; op-lower and translate-metadata
; (LLVM's DXILOpBuilder, DXILTranslateMetadata) and the whole `rlv lower` still need one.
; RUN: %rlv lower --stage=resource-access %s | %FileCheck --check-prefix=ACCESS %s
; RUN: %rlv lower --stage=resource-access -mtriple=dxil %s | %FileCheck --check-prefix=ACCESS %s
; RUN: sed '/^target triple/d' %s | %rlv lower --stage=forward-handles - | %FileCheck --check-prefix=FWD %s
; ACCESS: call { float, i1 } @llvm.dx.resource.load.rawbuffer.f32.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %l, i32 %i, i32 0)
; FWD: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_0_0t(target("dx.RawBuffer", float, 0, 0) %h, i32 %i)
; RUN: %expect-exit 2 %rlv lower --stage=op-lower %s 2>&1 | %FileCheck --check-prefix=NOSM %s
; RUN: %expect-exit 2 %rlv lower %s 2>&1 | %FileCheck --check-prefix=NOSM %s
; NOSM: fatal: target 'dxil-unknown-unknown' is not a DXIL shader model from 6.0 to 6.9 (use --sm=6.x or -mtriple=) [lower-target]
target triple = "dxil-unknown-unknown"

@B = internal global target("dx.RawBuffer", float, 0, 0) poison

define float @f(i32 %i) {
  %h = call target("dx.RawBuffer", float, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.RawBuffer", float, 0, 0) %h, ptr @B
  %l = load target("dx.RawBuffer", float, 0, 0), ptr @B
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", float, 0, 0) %l, i32 %i)
  %v = load float, ptr %p
  ret float %v
}
