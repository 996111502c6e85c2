; Symbolic buffer lengths: out of bounds, loads give zero and stores do nothing, and
; getDimensions returns the length. A guard against the length is therefore redundant, but
; forwarding a stored value through a possibly out-of-bounds load is not exact.
; RUN: %not %rlv prove %s %S/Inputs/bounds-after.ll | %FileCheck %s
; CHECK: in function @guarded: proved
; CHECK: in function @forward_oob: refuted ({{[0-9.]+}} ms): memory of u1 space 0 "B" (typed) element {{[0-9]+}} lane 0: before 0x00000000, after 0x{{0*[1-9a-f][0-9a-f]*}}
; CHECK: in function @forward_same: proved
; The buffer inputs it chose: a length that makes the guard pass (and, when the model needs
; them, check bits of words inside that length set unmapped). Which byte and values are Z3's
; choice: a gcc and a clang build of rlv build the same terms in a different order and get
; different (equally valid) models.
; CHECK: in function @raw_guard_wrong: refuted ({{[0-9.]+}} ms): memory of u2 space 0 "R" (raw) byte {{[0-9]+}}: before 0x{{[0-9a-f][0-9a-f]}}, after 0x{{[0-9a-f][0-9a-f]}}{{$}}
; CHECK-NEXT: {{^}}  inputs: arg0 = {{[0-9]+}}{{$}}
; CHECK-NEXT: {{^}}  lengths: u2 space 0 = {{[0-9]+}} bytes{{$}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"
@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@R.str = private unnamed_addr constant [2 x i8] c"R\00"

; if (i < length) A[i] = x: the guard changes nothing.
define void @guarded(i32 %i, i32 %x) {
  %a = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %n = call i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %a)
  %in = icmp ult i32 %i, %n
  br i1 %in, label %store, label %done
store:
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %a, i32 %i, i32 %x)
  br label %done
done:
  ret void
}

; B[i] = (A[i] = x, A[i]): AFTER writes x to B[i] directly, wrong when i is past A's end.
define void @forward_oob(i32 %i, i32 %x) {
  %a = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %a, i32 %i, i32 %x)
  %r = call { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %a, i32 %i)
  %y = extractvalue { i32, i1 } %r, 0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %b, i32 %i, i32 %y)
  ret void
}

; The same program on both sides: proved whatever the lengths.
define void @forward_same(i32 %i, i32 %x) {
  %a = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %a, i32 %i, i32 %x)
  %r = call { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %a, i32 %i)
  %y = extractvalue { i32, i1 } %r, 0
  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0) %b, i32 %i, i32 %y)
  ret void
}

; Byte-address: R[a..a+3] = R[a+4..a+7] when all of it is inside. AFTER's guard is one
; word short (a + 4 <= length): the read past the end gives zero and AFTER stores it.
define void @raw_guard_wrong(i32 %a) {
  %r = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 1, i32 0, ptr @R.str)
  %n = call i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r)
  %a4 = add nuw i32 %a, 4
  %end = add nuw i32 %a, 8
  %in = icmp ule i32 %end, %n
  br i1 %in, label %copy, label %done
copy:
  %v = call { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %r, i32 %a4, i32 poison)
  %x = extractvalue { i32, i1 } %v, 0
  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0) %r, i32 %a, i32 poison, i32 %x)
  br label %done
done:
  ret void
}

declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0))
declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_i32_1_0_0t.i32(target("dx.TypedBuffer", i32, 1, 0, 0), i32, i32)
declare { i32, i1 } @llvm.dx.resource.load.typedbuffer.i32.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.getdimensions.x.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0))
declare { i32, i1 } @llvm.dx.resource.load.rawbuffer.i32.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32, i32)
declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target("dx.RawBuffer", i8, 1, 0), i32, i32, i32)
