; A pixel shader's derivative of a stage input, written to an output: lowered to the DXIL ops
; (loadInput, unary 83, storeOutput), accepted by the DXIL-level verifier (the catalog knows
; opcodes 83-86), and proved by check (a derivative is a convergent event on both sides).
; RUN: %rlv lower %s -o - | %FileCheck %s
; RUN: %rlv lower %s -o %t.dxil.ll && %rlv verify --level=dxil %t.dxil.ll
; RUN: %rlv check %s 2>&1 | %FileCheck %s --check-prefix=CHECK-CMD
; CHECK: %{{.*}} = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 {{undef|poison}})
; CHECK: %{{.*}} = call float @dx.op.unary.f32(i32 83, float %{{.*}})
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %{{.*}})
; CHECK-CMD: rlv lower: in function @main: proved
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"
define void @main() #0 {
  %x = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %d = call float @llvm.dx.ddx.coarse.f32(float %x)
  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %d)
  ret void
}
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32)
declare float @llvm.dx.ddx.coarse.f32(float)
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)
attributes #0 = { "hlsl.shader"="pixel" }
