; GroupMemoryBarrierWithGroupSync: dx.op.barrier (80) with DXIL.td's mode 9
; (BarrierMode_GroupMemoryBarrierWithGroupSync), declared nounwind only, so that LLVM
; neither moves nor removes it.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.0-compute"

@tile = internal addrspace(3) global [64 x float] zeroinitializer, align 4

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" {
; CHECK-LABEL: define void @main(
; CHECK: store float 1.000000e+00, ptr addrspace(3) @tile
; CHECK-NEXT: call void @dx.op.barrier(i32 80, i32 9)
; CHECK-NEXT: load float, ptr addrspace(3)
; CHECK: declare void @dx.op.barrier(i32, i32) [[NU:#[0-9]+]]
; CHECK: attributes [[NU]] = { nounwind }
  store float 1.0, ptr addrspace(3) @tile, align 4
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %v = load float, ptr addrspace(3) getelementptr ([64 x float], ptr addrspace(3) @tile, i32 0, i32 1), align 4
  store float %v, ptr addrspace(3) @tile, align 4
  ret void
}

declare void @llvm.dx.group.memory.barrier.with.group.sync()
