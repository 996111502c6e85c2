; From DXIL 1.9 (SM 6.9) isSpecialFloat has its 16-bit overloads in use: a half isinf,
; isnan or class test is no longer expanded into bit tests but lowered to the op.
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck %s < %t.ll

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.9-compute"

declare void @useb(i1)

define void @main(half %h) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
; CHECK-LABEL: define void @main(
; CHECK-NEXT: %inf{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f16(i32 9, half %h)
; CHECK: %nan{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f16(i32 8, half %h)
; CHECK: %fin{{[0-9]+}} = call i1 @dx.op.isSpecialFloat.f16(i32 10, half %h)
  %inf = call i1 @llvm.dx.isinf.f16(half %h)
  call void @useb(i1 %inf)
  %nan = call i1 @llvm.dx.isnan.f16(half %h)
  call void @useb(i1 %nan)
  %fin = call i1 @llvm.is.fpclass.f16(half %h, i32 504)
  call void @useb(i1 %fin)
  ret void
}

declare i1 @llvm.dx.isinf.f16(half)
declare i1 @llvm.dx.isnan.f16(half)
declare i1 @llvm.is.fpclass.f16(half, i32)
