; poison and undef offsets, and a void-element byte-address buffer: no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-bab-offset]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"
@v.name = private unnamed_addr constant [2 x i8] c"V\00"

define void @main(i32 %a) {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
  %vb = call target("dx.RawBuffer", void, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @v.name)
  %x = call {float, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", void, 0, 0) %vb, i32 %a, i32 poison)
  %v = extractvalue {float, i1} %x, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 %a, i32 undef, float %v)
  ret void
}
