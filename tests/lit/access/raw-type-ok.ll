; Scalars and vectors up to 4 elements, 64-bit included, and arrays and structs of them (i8
; arrays as padding, nested structs): no finding.
; RUN: %expect-exit 0 %rlv verify %s 2>&1 | %FileCheck --allow-empty %s
; CHECK-NOT: [access-raw-type]
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"

define void @main() {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
  %a = call {<4 x float>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
  %b = call {<4 x double>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 16, i32 poison)
  %c = call {half, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 48, i32 poison)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 64, i32 poison, <2 x i16> zeroinitializer)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 72, i32 poison, i64 5)
  %d = call {{i32, <3 x float>, [4 x i8], i32}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 80, i32 poison)
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 112, i32 poison, {[2 x half], {double, i16}} zeroinitializer)
  ret void
}
