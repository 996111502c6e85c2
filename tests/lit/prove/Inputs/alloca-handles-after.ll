; AFTER of alloca-handles.ll, by hand at the DXIL level: the handles go through allocas of
; %dx.types.Handle. @reload_wrong reloads the first field; @never_stored drops the dead copy;
; the unknown ones are the same as BEFORE's.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%Pair = type { %dx.types.Handle, %dx.types.Handle }

define void @reload(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  store %dx.types.Handle %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store %dx.types.Handle %b, ptr %second, align 4
  %h = load %dx.types.Handle, ptr %second, align 4
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @reload_wrong(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  store %dx.types.Handle %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store %dx.types.Handle %b, ptr %second, align 4
  %h = load %dx.types.Handle, ptr %pair, align 4
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @copied(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %copy = alloca %Pair, align 4
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %p0 = insertvalue %Pair poison, %dx.types.Handle %a, 0
  %p1 = insertvalue %Pair %p0, %dx.types.Handle %b, 1
  store %Pair %p1, ptr %pair, align 4
  %v = load %Pair, ptr %pair, align 4
  store %Pair %v, ptr %copy, align 4
  %h = load %dx.types.Handle, ptr %copy, align 4
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @memcpy_copy(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %tmp = alloca %Pair, align 4
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  store %dx.types.Handle %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store %dx.types.Handle %b, ptr %second, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %tmp, ptr align 4 %pair, i32 8, i1 false)
  %tsecond = getelementptr inbounds %Pair, ptr %tmp, i32 0, i32 1
  %h = load %dx.types.Handle, ptr %tsecond, align 4
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @merged(i32 %i, i32 %x, i1 %c) {
  %slot = alloca %dx.types.Handle, align 4
  br i1 %c, label %ta, label %tb
ta:
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  store %dx.types.Handle %a, ptr %slot, align 4
  br label %join
tb:
  %b0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }, i32 1, i1 false)
  %b = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %b0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  store %dx.types.Handle %b, ptr %slot, align 4
  br label %join
join:
  %h = load %dx.types.Handle, ptr %slot, align 4
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %h, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @never_stored(i32 %i, i32 %x) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %a, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @dynamic(i32 %i, i32 %x, i32 %k) {
  %a0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
  %a = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %a0, %dx.types.ResourceProperties { i32 4106, i32 260 })
  call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %a, i32 %i, i32 undef, i32 %x, i32 %x, i32 %x, i32 %x, i8 15)
  ret void
}

define void @handle_bytes(i32 %i) {
  ret void
}

define void @one_path(i32 %i, i32 %x, i1 %c) {
  ret void
}

define void @use_never_stored(i32 %i, i32 %x) {
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)
declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
