; BEFORE of the pair raw_mask_dropped_lane (see raw_mask_dropped_lane.after.ll for the bug)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Raw.str = private unnamed_addr constant [4 x i8] c"Raw\00"

define void @main(i32 %a, <2 x float> %v) {
  %u = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @Raw.str)
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2f32(target("dx.RawBuffer", i8, 1, 0) %u, i32 %a, i32 poison, <2 x float> %v)
  ret void
}

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.v2f32(target("dx.RawBuffer", i8, 1, 0), i32, i32, <2 x float>)
