; The legalize stage (LLVM's DXILLegalize) alone: an extractelement or insertelement with an
; i64 constant index gets the i32 constant instead, in place (the name stays), as LLVM's
; legalize-i64-extract-insert-elements.ll expects; an index that is not a constant, or already
; i32, is left as it is, as in LLVM. `fneg x` becomes `fsub -0.0, x`, unnamed and without
; fast-math flags (IRBuilder's CreateFSub), for scalars and vectors. A scalar or vector load
; or store straight from a global or alloca of an array of that type goes through a
; `getelementptr inbounds nuw [N x T], ptr @A, i32 0, i32 0` instruction (one per access, as
; LLVM's legalizeScalarLoadStoreOnArrays makes them); an access of another type (a nested
; array, which LLVM would have flattened first, or a vector over a scalar array) is left as
; it is. The result is proved equal to the input.
; RUN: %rlv lower --stage=legalize %s -o %t.ll
; RUN: %FileCheck %s < %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %rlv prove %s %t.ll | %FileCheck %s --check-prefix=PROVED

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-library"

@Tile = hidden addrspace(3) global [4 x float] zeroinitializer, align 4
@Nest = hidden addrspace(3) global [2 x [2 x float]] zeroinitializer, align 4

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

; CHECK-LABEL: define float @arrays(float %x)
; CHECK-NEXT:    %a = alloca [4 x i32], align 4
; CHECK-NEXT:    %1 = getelementptr inbounds nuw [4 x i32], ptr %a, i32 0, i32 0
; CHECK-NEXT:    store i32 7, ptr %1, align 4
; CHECK-NEXT:    %2 = getelementptr inbounds nuw [4 x i32], ptr %a, i32 0, i32 0
; CHECK-NEXT:    %l = load i32, ptr %2, align 4
; CHECK-NEXT:    %f = sitofp i32 %l to float
; CHECK-NEXT:    %3 = getelementptr inbounds nuw [4 x float], ptr addrspace(3) @Tile, i32 0, i32 0
; CHECK-NEXT:    store float %x, ptr addrspace(3) %3, align 4
; CHECK-NEXT:    %4 = getelementptr inbounds nuw [4 x float], ptr addrspace(3) @Tile, i32 0, i32 0
; CHECK-NEXT:    %t = load float, ptr addrspace(3) %4, align 4
; CHECK-NEXT:    %n = load float, ptr addrspace(3) @Nest, align 4
; CHECK-NEXT:    %v = load <2 x float>, ptr addrspace(3) @Tile, align 4
; CHECK-NEXT:    %v0 = extractelement <2 x float> %v, i32 0
; CHECK-NEXT:    %r0 = fadd float %t, %f
; CHECK-NEXT:    %r1 = fadd float %r0, %n
; CHECK-NEXT:    %r = fadd float %r1, %v0
; CHECK-NEXT:    ret float %r
define float @arrays(float %x) {
  %a = alloca [4 x i32], align 4
  store i32 7, ptr %a, align 4
  %l = load i32, ptr %a, align 4
  %f = sitofp i32 %l to float
  store float %x, ptr addrspace(3) @Tile, align 4
  %t = load float, ptr addrspace(3) @Tile, align 4
  %n = load float, ptr addrspace(3) @Nest, align 4
  %v = load <2 x float>, ptr addrspace(3) @Tile, align 4
  %v0 = extractelement <2 x float> %v, i64 0
  %r0 = fadd float %t, %f
  %r1 = fadd float %r0, %n
  %r = fadd float %r1, %v0
  ret float %r
}

; PROVED: in function @shuffle: proved
; PROVED: in function @dynamic: proved
; PROVED: in function @negate: proved
; PROVED: in function @arrays: proved
