; groupshared-bounds.ll with its bounds checks added, dropped, or moved to the next slot
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @store_any(i32 %i, float %x) {
  %in = icmp ult i32 %i, 64
  br i1 %in, label %st, label %done
st:
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  br label %done
done:
  call void @dx.op.barrier(i32 80, i32 9)
  ret void
}

define void @store_guarded(i32 %i, float %x) {
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  store float %x, ptr addrspace(3) %slot
  call void @dx.op.barrier(i32 80, i32 9)
  ret void
}

define void @store_flat(i32 %i, float %x) {
  %o = shl i32 %i, 2
  %slot = getelementptr i8, ptr addrspace(3) @tile, i32 %o
  store float %x, ptr addrspace(3) %slot
  call void @dx.op.barrier(i32 80, i32 9)
  ret void
}

define void @store_next(i32 %i, float %x) {
  %in = icmp ult i32 %i, 63
  br i1 %in, label %st, label %done
st:
  %j = add i32 %i, 1
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %j
  store float %x, ptr addrspace(3) %slot
  br label %done
done:
  call void @dx.op.barrier(i32 80, i32 9)
  ret void
}

declare void @dx.op.barrier(i32, i32) #0
attributes #0 = { nounwind }
