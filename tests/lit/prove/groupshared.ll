; Groupshared memory (addrspace(3)): this thread's writes are observed at every group barrier
; and at return, and after a barrier every byte is what the group's other threads left (the
; same fresh contents on both sides). The faithful lowering is proved; an AFTER that writes
; the neighbour's slot, or reads the value it wrote itself instead of what the barrier left,
; is refuted.
; RUN: %rlv prove %s %S/Inputs/groupshared-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/groupshared-slot.ll | %FileCheck %s --check-prefix=SLOT
; RUN: %not %rlv prove %s %S/Inputs/groupshared-forward.ll | %FileCheck %s --check-prefix=FORWARD
; OK: in function @main: proved
; AFTER reads the neighbour's slot back too: after the barrier it holds another fresh value.
; SLOT: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (raw) byte 129: before 0x00, after 0x08{{$}}
; SLOT-NEXT: {{^}}  inputs: arg0 = 32, arg1 = 0{{$}}
; FORWARD: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out" (raw) byte {{[0-9]+}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@tile = internal addrspace(3) global [64 x float] undef, align 4
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i, float %x) #0 {
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %v = load float, ptr addrspace(3) %slot
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0) %h, i32 %i, i32 0, float %v)
  ret void
}

declare void @llvm.dx.group.memory.barrier.with.group.sync()
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_f32_1_0t.f32(target("dx.RawBuffer", float, 1, 0), i32, i32, float)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }
