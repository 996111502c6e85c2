; updatecounter steps must be the constant +1 or -1 (DirectX and SPIR-V).
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@s.name = private unnamed_addr constant [2 x i8] c"S\00"

define void @main(i8 %k) {
  %s = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @s.name)
; CHECK: error: llvm.dx.resource.updatecounter has step 2; it must be the constant 1 (increment) or -1 (decrement) [counter-step]
  %a = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %s, i8 2)
; CHECK: error: llvm.dx.resource.updatecounter has step 0; it must be
  %b = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %s, i8 0)
; CHECK: error: llvm.dx.resource.updatecounter has a non-constant step; it must be the constant 1 (increment) or -1 (decrement) [counter-step]
  %c = call i32 @llvm.dx.resource.updatecounter(target("dx.RawBuffer", i32, 1, 0) %s, i8 %k)
  ret void
}
