; Handles held in private memory (-O0 code keeps HLSL objects in allocas): a handle stored
; at a constant offset loads back as the same resource, on each side (BEFORE's target types,
; AFTER's %dx.types.Handle), through struct fields, copies and memcpy. A handle reloaded
; from the wrong field names the wrong binding: refuted, with that resource. What cannot be
; tracked exactly is unknown: a dynamic offset, the bytes of a handle read as data, a handle
; stored on one path only, an operation on a handle never stored.
; RUN: %expect-exit 1 %rlv prove %s %S/Inputs/alloca-handles-after.ll | %FileCheck %s
; CHECK: in function @reload: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @reload_wrong: refuted ({{[0-9.]+}} ms): memory of u1 space 0 "B" (typed) element 0 lane 0: before 0x00000000, after 0x00000004{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = 0, arg1 = 0{{$}}
; CHECK: in function @copied: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @memcpy_copy: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @merged: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @never_stored: proved ({{[0-9.]+}} ms){{$}}
; CHECK: in function @dynamic: unknown ({{[0-9.]+}} ms): BEFORE: a handle loaded from private memory at a dynamic offset: %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %p, align 4{{$}}
; CHECK: in function @handle_bytes: unknown ({{[0-9.]+}} ms): BEFORE: a read of the bytes of a handle held in private memory: %x = load i32, ptr %pair, align 4{{$}}
; CHECK: in function @one_path: unknown ({{[0-9.]+}} ms): BEFORE: a handle loaded from private memory that may not hold one: %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %slot, align 4{{$}}
; CHECK: in function @use_never_stored: unknown ({{[0-9.]+}} ms): BEFORE: a resource operation on a handle that holds no resource: call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x){{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%Pair = type { target("dx.TypedBuffer", i32, 1, 0, 1), target("dx.TypedBuffer", i32, 1, 0, 1) }

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"

; Pair p = {A, B}; p.second[i] = x
define void @reload(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store target("dx.TypedBuffer", i32, 1, 0, 1) %b, ptr %second, align 4
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %second, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

; the same; AFTER reloads the first field
define void @reload_wrong(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store target("dx.TypedBuffer", i32, 1, 0, 1) %b, ptr %second, align 4
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %second, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

; the whole object loaded and stored into another alloca, then its field reloaded
define void @copied(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %copy = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  %p0 = insertvalue %Pair poison, target("dx.TypedBuffer", i32, 1, 0, 1) %a, 0
  %p1 = insertvalue %Pair %p0, target("dx.TypedBuffer", i32, 1, 0, 1) %b, 1
  store %Pair %p1, ptr %pair, align 4
  %v = load %Pair, ptr %pair, align 4
  store %Pair %v, ptr %copy, align 4
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %copy, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

; an object copied by memcpy (as -O0 code passes it by value)
define void @memcpy_copy(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %tmp = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store target("dx.TypedBuffer", i32, 1, 0, 1) %b, ptr %second, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %tmp, ptr align 4 %pair, i32 8, i1 false)
  %tsecond = getelementptr inbounds %Pair, ptr %tmp, i32 0, i32 1
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %tsecond, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

; c ? A : B stored on both paths: the slot is chosen by the path
define void @merged(i32 %i, i32 %x, i1 %c) {
  %slot = alloca target("dx.TypedBuffer", i32, 1, 0, 1), align 4
  br i1 %c, label %ta, label %tb
ta:
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %slot, align 4
  br label %join
tb:
  %b = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %b, ptr %slot, align 4
  br label %join
join:
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %slot, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

; an object never initialized, copied but not used (AFTER drops the copy)
define void @never_stored(i32 %i, i32 %x) {
  %pair = alloca %Pair, align 4
  %copy = alloca %Pair, align 4
  %v = load %Pair, ptr %pair, align 4
  store %Pair %v, ptr %copy, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %a, i32 %i, i32 %x)
  ret void
}

define void @dynamic(i32 %i, i32 %x, i32 %k) {
  %pair = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %pair, align 4
  %second = getelementptr inbounds %Pair, ptr %pair, i32 0, i32 1
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %second, align 4
  %k1 = and i32 %k, 1
  %p = getelementptr inbounds [2 x target("dx.TypedBuffer", i32, 1, 0, 1)], ptr %pair, i32 0, i32 %k1
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %p, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

define void @handle_bytes(i32 %i) {
  %pair = alloca %Pair, align 4
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %pair, align 4
  %x = load i32, ptr %pair, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %a, i32 %i, i32 %x)
  ret void
}

define void @one_path(i32 %i, i32 %x, i1 %c) {
  %slot = alloca target("dx.TypedBuffer", i32, 1, 0, 1), align 4
  br i1 %c, label %ta, label %join
ta:
  %a = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  store target("dx.TypedBuffer", i32, 1, 0, 1) %a, ptr %slot, align 4
  br label %join
join:
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %slot, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

define void @use_never_stored(i32 %i, i32 %x) {
  %slot = alloca target("dx.TypedBuffer", i32, 1, 0, 1), align 4
  %h = load target("dx.TypedBuffer", i32, 1, 0, 1), ptr %slot, align 4
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 %i, i32 %x)
  ret void
}

declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_1t.i32(target("dx.TypedBuffer", i32, 1, 0, 1), i32, i32)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
