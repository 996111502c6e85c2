; Both sides at the intrinsic level (LLVM's middle end, rlv tv): AFTER keeps the non-uniform
; mark when its index still reaches llvm.dx.resource.nonuniformindex; one that drops it is
; refuted. (Before, an intrinsic-level AFTER never counted as carrying the flag: rlv tv refuted
; EarlyCSE on corpus-real2/midend/38.)
; RUN: %rlv prove %s %s | %FileCheck %s --check-prefix=SAME
; RUN: %not %rlv prove %s %S/Inputs/nonuniform-intrinsic-dropped.ll | %FileCheck %s --check-prefix=DROPPED
; SAME: in function @main: proved
; DROPPED: in function @main: refuted ({{[0-9.]+}} ms): non-uniform flag
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

define void @main(i32 %i, float %x) #0 {
  %j = and i32 %i, 3
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %j)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 %nu, ptr null)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 0, float %x)
  ret void
}

declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32(target("dx.TypedBuffer", float, 1, 0, 0), i32, float)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
