; Byte-address buffers at SM 6.2: poison offsets, and 64-bit vectors that the raw split
; can take apart.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.2-compute"

@Raw.str = private unnamed_addr constant [4 x i8] c"Raw\00"

define void @main() #0 {
  %id = call i32 @llvm.dx.thread.id(i32 0)
  %addr = shl i32 %id, 4
  %raw = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Raw.str)
  %v = call {<2 x double>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %raw, i32 %addr, i32 poison)
  %d = extractvalue {<2 x double>, i1} %v, 0
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %raw, i32 %addr, i32 poison, <2 x double> %d)
  %p = call ptr @llvm.dx.resource.getpointer(target("dx.RawBuffer", i8, 1, 0) %raw, i32 %addr)
  %u = load i64, ptr %p, align 8
  %n = call i32 @llvm.dx.resource.getdimensions.x(target("dx.RawBuffer", i8, 1, 0) %raw)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }
