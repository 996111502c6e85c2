; BEFORE of the pair struct_wrong_offset (see struct_wrong_offset.after.ll for the bug)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i, float %x) {
  %u = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4f32_1_0t.f32(target("dx.RawBuffer", <4 x float>, 1, 0) %u, i32 %i, i32 8, float %x)
  ret void
}

declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4f32_1_0t.f32(target("dx.RawBuffer", <4 x float>, 1, 0), i32, i32, float)
