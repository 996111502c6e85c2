; A bitcast of an integer vector to one integer as wide (clang's 16-bit countbits of two lanes
; read as a uint) is built from the lanes: each zero-extended, shifted to its place (DXIL is
; little-endian) and or'ed in, as LLVM main's Scalarizer does since llvm#221033 (after the 22
; branch; LLVM 22 gathers the vector again, which DXIL before SM 6.9 refuses). op-lower does
; it for the result of a call it splits, taking a ctpop lane's i32 count itself (the count fits
; in its lane); the scalarize stage for a vector the Scalarizer gathered. SM 6.9 keeps vectors.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s --check-prefix=OP
; RUN: %rlv lower %s -o %t.ll
; RUN: %FileCheck %s --check-prefix=FULL < %t.ll
; RUN: %expect-exit 0 %rlv verify --scalarized %t.ll
; RUN: %rlv lower --sm=6.9 --stage=scalarize %s | %FileCheck %s --check-prefix=SM69

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-compute"

define i32 @counts(i16 %x, i16 %y) "hlsl.export" {
  %a.upto0 = insertelement <2 x i16> poison, i16 %x, i64 0
  %a = insertelement <2 x i16> %a.upto0, i16 %y, i64 1
  %n = call <2 x i16> @llvm.ctpop.v2i16(<2 x i16> %a)
  %packed = bitcast <2 x i16> %n to i32
  ret i32 %packed
}

define i64 @bytes(i16 %x, i16 %y, i16 %z, i16 %w) "hlsl.export" {
  %a.upto0 = insertelement <4 x i16> poison, i16 %x, i64 0
  %a.upto1 = insertelement <4 x i16> %a.upto0, i16 %y, i64 1
  %a.upto2 = insertelement <4 x i16> %a.upto1, i16 %z, i64 2
  %a = insertelement <4 x i16> %a.upto2, i16 %w, i64 3
  %s = add <4 x i16> %a, <i16 1, i16 2, i16 3, i16 4>
  %packed = bitcast <4 x i16> %s to i64
  ret i64 %packed
}

!llvm.ident = !{!0}
!0 = !{!"hand-written"}

; OP-LABEL: define i32 @counts(
; OP:      [[C0:%.*]] = call i32 @dx.op.unaryBits.i16(i32 31, i16 %x)
; OP:      [[C1:%.*]] = call i32 @dx.op.unaryBits.i16(i32 31, i16 %y)
; OP-NEXT: [[HI:%.*]] = shl i32 [[C1]], 16
; OP-NEXT: %packed = or i32 [[C0]], [[HI]]
; OP-NEXT: ret i32 %packed
; OP-NOT:  ctpop.cast

; FULL-LABEL: define i32 @counts(
; FULL-NOT:   insertelement
; FULL-NOT:   bitcast
; FULL:       %packed = or i32
; FULL-LABEL: define i64 @bytes(
; FULL:       %s.i0 = add i16 %x, 1
; FULL:       %s.i3 = add i16 %w, 4
; FULL-NEXT:  [[W0:%.*]] = zext i16 %s.i0 to i64
; FULL-NEXT:  [[W1:%.*]] = zext i16 %s.i1 to i64
; FULL-NEXT:  [[S1:%.*]] = shl i64 [[W1]], 16
; FULL-NEXT:  [[O1:%.*]] = or i64 [[W0]], [[S1]]
; FULL-NEXT:  [[W2:%.*]] = zext i16 %s.i2 to i64
; FULL-NEXT:  [[S2:%.*]] = shl i64 [[W2]], 32
; FULL-NEXT:  [[O2:%.*]] = or i64 [[O1]], [[S2]]
; FULL-NEXT:  [[W3:%.*]] = zext i16 %s.i3 to i64
; FULL-NEXT:  [[S3:%.*]] = shl i64 [[W3]], 48
; FULL-NEXT:  %packed = or i64 [[O2]], [[S3]]
; FULL-NEXT:  ret i64 %packed

; SM69-LABEL: define i64 @bytes(
; SM69:       %packed = bitcast <4 x i16> %s to i64
