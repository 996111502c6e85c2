; groupshared.ll lowered, writing the next thread's slot (refuted)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
@tile = internal addrspace(3) global [64 x float] undef, align 4

define void @main(i32 %i, float %x) {
  %j = add i32 %i, 1
  %slot = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i32 0, i32 %j
  store float %x, ptr addrspace(3) %slot
  call void @dx.op.barrier(i32 80, i32 9)
  %v = load float, ptr addrspace(3) %slot
  %h0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %h = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %h0, %dx.types.ResourceProperties { i32 4108, i32 4 })
  call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %h, i32 %i, i32 0, float %v, float undef, float undef, float undef, i8 1, i32 4)
  ret void
}

declare void @dx.op.barrier(i32, i32) #0
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #1
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #1
declare void @dx.op.rawBufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8, i32) #0
attributes #0 = { nounwind }
attributes #1 = { nounwind memory(none) }
