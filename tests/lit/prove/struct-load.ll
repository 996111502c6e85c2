; A whole-struct load.rawbuffer with its status (clang 22's StructuredBuffer<S>::Load(i, st)):
; each member is the bytes at its DataLayout offset, the [4 x i8] padding has no defined
; value, the status is mapped() of every word the members touch. rlv's member-wise DXIL
; lowering is proved; reading the last member at the padding's offset (16, not 20) is refuted.
; RUN: %rlv prove %s %S/Inputs/struct-load-after.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/struct-load-wrong-offset.ll | %FileCheck %s --check-prefix=BAD
; OK: struct-load-after.ll: in function @main: proved ({{[0-9.]+}} ms)
; BAD: struct-load-wrong-offset.ll: in function @main: refuted ({{[0-9.]+}} ms): memory of u0 space 0 "Out"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

%struct.Flagged = type { i32, <3 x float>, [4 x i8], i32 }

@In.str = private unnamed_addr constant [3 x i8] c"In\00"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %in = call target("dx.RawBuffer", %struct.Flagged, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @In.str)
  %out = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %ld = call { %struct.Flagged, i1 } @llvm.dx.resource.load.rawbuffer(target("dx.RawBuffer", %struct.Flagged, 0, 0) %in, i32 %i, i32 0)
  %v = extractvalue { %struct.Flagged, i1 } %ld, 0
  %st = extractvalue { %struct.Flagged, i1 } %ld, 1
  %a = extractvalue %struct.Flagged %v, 0
  %b = extractvalue %struct.Flagged %v, 3
  %vec = extractvalue %struct.Flagged %v, 1
  %y = extractelement <3 x float> %vec, i32 1
  %yi = bitcast float %y to i32
  %stz = zext i1 %st to i32
  %ab = xor i32 %a, %b
  %aby = xor i32 %ab, %yi
  %r = add i32 %aby, %stz
  call void @llvm.dx.resource.store.rawbuffer(target("dx.RawBuffer", i32, 1, 0) %out, i32 %i, i32 0, i32 %r)
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
