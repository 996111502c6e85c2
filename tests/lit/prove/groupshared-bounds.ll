; Groupshared memory is an LLVM object of its global's size, not a buffer: an access past it
; (an inbounds GEP leaving it, or a load or store reaching past its end) is undefined
; behaviour, where a buffer's would read zero or write nothing. So an AFTER that adds a bounds
; check BEFORE did not have is proved, one that drops it is refuted (AFTER's undefined
; behaviour), and a counterexample names the global, never an index past it.
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/groupshared-bounds-after.ll | %FileCheck %s
; CHECK: in function @store_any: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @store_guarded: refuted ({{[0-9.]+}} ms): undefined behaviour{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 3758096384, arg1 = 0{{$}}
; Without the check, for i >= 64 the flat byte offset i << 2 lies past the global's 256 bytes
; (undefined behaviour) or, for this i (2^30), wraps to byte 0, which BEFORE never writes for it.
; CHECK: in function @store_flat: refuted ({{[0-9.]+}} ms): write footprint of groupshared @tile (raw) byte 0: before unwritten, after written{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 1073741824, arg1 = 1{{$}}
; For i AFTER writes slot i + 1, not slot i: slot i + 1's bytes are in AFTER's write
; footprint, not in BEFORE's (here i = 48, slot 49).
; CHECK: in function @store_next: refuted ({{[0-9.]+}} ms): write footprint of groupshared @tile (raw) byte 196: before unwritten, after written{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 48, arg1 = 0{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@tile = internal addrspace(3) global [64 x float] undef, align 4

; tile[i] = x, for any i: an i past the 64 floats is undefined behaviour
define void @store_any(i32 %i, float %x) #0 {
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

; the same, guarded: only i < 64 stores
define void @store_guarded(i32 %i, float %x) #0 {
  %in = icmp ult i32 %i, 64
  br i1 %in, label %st, label %done
st:
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  br label %done
done:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

; a flat byte offset without inbounds: the access itself must stay inside the global
define void @store_flat(i32 %i, float %x) #0 {
  %in = icmp ult i32 %i, 64
  br i1 %in, label %st, label %done
st:
  %o = shl i32 %i, 2
  %slot = getelementptr i8, ptr addrspace(3) @tile, i32 %o
  store float %x, ptr addrspace(3) %slot
  br label %done
done:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

; the last slot, and only when i < 63
define void @store_next(i32 %i, float %x) #0 {
  %in = icmp ult i32 %i, 63
  br i1 %in, label %st, label %done
st:
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  br label %done
done:
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

declare void @llvm.dx.group.memory.barrier.with.group.sync()
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="64,1,1" }
