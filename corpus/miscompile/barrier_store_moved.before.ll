; BEFORE of the pair barrier_store_moved (see barrier_store_moved.after.ll for the bug)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Shared.str = private unnamed_addr constant [7 x i8] c"Shared\00"

define void @main(i32 %i, i32 %x, i32 %y) {
  %u = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Shared.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %u, i32 %i, i32 poison, i32 %x)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %j = add i32 %i, 4
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %u, i32 %j, i32 poison, i32 %y)
  ret void
}

declare void @llvm.dx.group.memory.barrier.with.group.sync()
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
