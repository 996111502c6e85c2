; Raw accesses move a scalar or a vector of at most 4 elements (i1 and i8 are not buffer types),
; or an array or struct of them with i8 arrays only as struct padding.
; RUN: %expect-exit 1 %rlv verify %s 2>&1 | %FileCheck %s
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

@bab.name = private unnamed_addr constant [4 x i8] c"BAB\00"

define void @main() {
  %bab = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @bab.name)
; CHECK: error: llvm.dx.resource.load.rawbuffer value type <5 x float> is not a scalar or a vector of 1 to 4 i16/i32/i64/half/float/double, nor an array or struct of them (i8 arrays only as struct padding) [access-raw-type]
  %a = call {<5 x float>, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
; CHECK: error: llvm.dx.resource.store.rawbuffer value type i1 is not a scalar
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison, i1 true)
; CHECK: error: llvm.dx.resource.store.rawbuffer value type { i32, i8 } is not a scalar
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison, {i32, i8} zeroinitializer)
; CHECK: error: llvm.dx.resource.load.rawbuffer value type { i32, <5 x float> } is not a scalar
  %c = call {{i32, <5 x float>}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
; CHECK: error: llvm.dx.resource.load.rawbuffer value type { [4 x i8] } is not a scalar
  %d = call {{[4 x i8]}, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
; CHECK: error: llvm.dx.resource.load.rawbuffer value type [2 x i8] is not a scalar
  %e = call {[2 x i8], i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
; CHECK: error: llvm.dx.resource.load.rawbuffer value type i8 is not a scalar
  %b = call {i8, i1} @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", i8, 1, 0) %bab, i32 0, i32 poison)
  ret void
}
