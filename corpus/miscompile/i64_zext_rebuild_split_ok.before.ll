; BEFORE of the pair i64_zext_rebuild_split_ok (see i64_zext_rebuild_split_ok.after.ll for the bug)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@In.str = private unnamed_addr constant [3 x i8] c"In\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i) {
  %t = call target("dx.TypedBuffer", i64, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %u = call target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Out.str)
  %r = call { i64, i1 } @llvm.dx.resource.load.typedbuffer.i64.tdx.TypedBuffer_i64_1_0_0t(target("dx.TypedBuffer", i64, 1, 0, 0) %t, i32 %i)
  %d = extractvalue { i64, i1 } %r, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i64_1_0t.i64(target("dx.RawBuffer", i64, 1, 0) %u, i32 %i, i32 0, i64 %d)
  ret void
}

declare target("dx.TypedBuffer", i64, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i64_1_0_0t(i32, i32, i32, i32, ptr)
declare { i64, i1 } @llvm.dx.resource.load.typedbuffer.i64.tdx.TypedBuffer_i64_1_0_0t(target("dx.TypedBuffer", i64, 1, 0, 0), i32)
declare target("dx.RawBuffer", i64, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i64_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i64_1_0t.i64(target("dx.RawBuffer", i64, 1, 0), i32, i32, i64)
