; BEFORE of the pair splitdouble_lohi_swapped (see splitdouble_lohi_swapped.after.ll for the bug)
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(i32 %i, double %d) {
  %u = call target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64(target("dx.TypedBuffer", double, 1, 0, 0) %u, i32 %i, double %d)
  ret void
}

declare target("dx.TypedBuffer", double, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32, i32, i32, i32, ptr)
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64(target("dx.TypedBuffer", double, 1, 0, 0), i32, double)
