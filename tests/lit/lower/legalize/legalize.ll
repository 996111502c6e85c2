; The legalize stage (LLVM's DXILLegalize) alone: an extractelement or insertelement with an
; i64 constant index gets the i32 constant instead, in place (the name stays), as LLVM's
; legalize-i64-extract-insert-elements.ll expects; an index that is not a constant, or already
; i32, is left as it is, as in LLVM. `fneg x` becomes `fsub -0.0, x`, unnamed and without
; fast-math flags (IRBuilder's CreateFSub), for scalars and vectors. The result is proved
; equal to the input.
; RUN: %rlv lower --stage=legalize %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv prove %s %t.ll | %FileCheck %s --check-prefix=PROVED

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-library"

; CHECK-LABEL: define <4 x float> @shuffle(<4 x float> %a, float %s)
; CHECK-NEXT:    %a.i0 = extractelement <4 x float> %a, i32 0
; CHECK-NEXT:    %a.i3 = extractelement <4 x float> %a, i32 3
; CHECK-NEXT:    %up0 = insertelement <4 x float> poison, float %a.i3, i32 0
; CHECK-NEXT:    %up1 = insertelement <4 x float> %up0, float %a.i0, i32 1
; CHECK-NEXT:    %up2 = insertelement <4 x float> %up1, float %s, i32 2
; CHECK-NEXT:    %up3 = insertelement <4 x float> %up2, float %s, i32 3
; CHECK-NEXT:    ret <4 x float> %up3
define <4 x float> @shuffle(<4 x float> %a, float %s) {
  %a.i0 = extractelement <4 x float> %a, i64 0
  %a.i3 = extractelement <4 x float> %a, i64 3
  %up0 = insertelement <4 x float> poison, float %a.i3, i64 0
  %up1 = insertelement <4 x float> %up0, float %a.i0, i64 1
  %up2 = insertelement <4 x float> %up1, float %s, i32 2
  %up3 = insertelement <4 x float> %up2, float %s, i64 3
  ret <4 x float> %up3
}

; CHECK-LABEL: define i32 @dynamic(<3 x i32> %v, i64 %i, i32 %j)
; CHECK-NEXT:    %x = extractelement <3 x i32> %v, i64 %i
; CHECK-NEXT:    %y = extractelement <3 x i32> %v, i32 %j
; CHECK-NEXT:    %w = insertelement <3 x i32> %v, i32 %x, i64 %i
; CHECK-NEXT:    %z = extractelement <3 x i32> %w, i32 1
; CHECK-NEXT:    %s = add i32 %y, %z
; CHECK-NEXT:    ret i32 %s
define i32 @dynamic(<3 x i32> %v, i64 %i, i32 %j) {
  %x = extractelement <3 x i32> %v, i64 %i
  %y = extractelement <3 x i32> %v, i32 %j
  %w = insertelement <3 x i32> %v, i32 %x, i64 %i
  %z = extractelement <3 x i32> %w, i64 1
  %s = add i32 %y, %z
  ret i32 %s
}

; CHECK-LABEL: define float @negate(float %x, <2 x half> %h)
; CHECK-NEXT:    %1 = fsub float -0.000000e+00, %x
; CHECK-NEXT:    %2 = fsub <2 x half> splat (half 0xH8000), %h
; CHECK-NEXT:    %hx = extractelement <2 x half> %2, i32 1
; CHECK-NEXT:    %e = fpext half %hx to float
; CHECK-NEXT:    %3 = fsub float -0.000000e+00, %e
; CHECK-NEXT:    %r = fadd float %1, %3
; CHECK-NEXT:    ret float %r
define float @negate(float %x, <2 x half> %h) {
  %n = fneg float %x
  %nh = fneg <2 x half> %h
  %hx = extractelement <2 x half> %nh, i64 1
  %e = fpext half %hx to float
  %ne = fneg nnan float %e
  %r = fadd float %n, %ne
  ret float %r
}

; PROVED: in function @shuffle: proved
; PROVED: in function @dynamic: proved
; PROVED: in function @negate: proved
