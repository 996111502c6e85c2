; AFTER for ../discard.ll: the output gets 2.0 on the live path (refuted).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @main() #0 {
entry:
  %h = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
  %x = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %i = call i32 @llvm.dx.load.input.i32(i32 5, i32 1, i32 0, i8 0, i32 poison)
  %c = fcmp olt float %x, 0.000000e+00
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h, i32 %i)
  call void @llvm.dx.discard(i1 %c)
  %v = add i32 0, 1
  store i32 %v, ptr %p, align 4
  %o1 = fadd float %x, 1.0
  %o = select i1 %c, float %o1, float 2.0
  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %o)
  ret void
}

@U.str = private unnamed_addr constant [2 x i8] c"U\00"
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32)
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.discard(i1)
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)
attributes #0 = { "hlsl.shader"="pixel" }
