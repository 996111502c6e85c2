; BEFORE of typed-lane-bits.ll: a lane store into a 32-bit typed element (RWBuffer<int3>).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"
define void @main(i32 %i, i32 %x) {
  %h = call target("dx.TypedBuffer", <3 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v3i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v3i32_1_0_1t(target("dx.TypedBuffer", <3 x i32>, 1, 0, 1) %h, i32 %i)
  %q = getelementptr inbounds i8, ptr %p, i32 8
  store i32 %x, ptr %q, align 4
  ret void
}
declare target("dx.TypedBuffer", <3 x i32>, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v3i32_1_0_1t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v3i32_1_0_1t(target("dx.TypedBuffer", <3 x i32>, 1, 0, 1), i32)
