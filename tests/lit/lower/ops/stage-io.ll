; Stage inputs and outputs (llvm#208871): llvm.dx.load.input(sigpoint, element, row,
; column, vertex) becomes dx.op.loadInput(4, element, row, column, vertex), and
; llvm.dx.store.output(sigpoint, element, row, column, vertex, value)
; dx.op.storeOutput(5, element, row, column, value): the sigpoint operand is dropped, and
; the output's vertex index. A vector is one call per element, element k at column + k.
; loadInput is memory(none), storeOutput nounwind only.
; RUN: %rlv lower --stage=op-lower %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LEFT %s < %t.ll
; LEFT-NOT: llvm.dx.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxil-pc-shadermodel6.6-vertex"

define void @main(i8 %col) "hlsl.shader"="vertex" {
; CHECK-LABEL: define void @main(
; CHECK-NEXT: %POS.i0 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK-NEXT: %POS.i1 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
; CHECK-NEXT: %POS.i2 = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK-NEXT: [[ID:%ID[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 1, i32 undef)
; CHECK-NEXT: %H.i0 = call half @dx.op.loadInput.f16(i32 4, i32 2, i32 3, i8 %col, i32 0)
; CHECK-NEXT: [[C1:%[0-9]+]] = add i8 %col, 1
; CHECK-NEXT: %H.i1 = call half @dx.op.loadInput.f16(i32 4, i32 2, i32 3, i8 [[C1]], i32 0)
; CHECK-NEXT: %s = fadd float %POS.i0, %POS.i2
; CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %s)
; CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %POS.i1)
; CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %POS.i2)
; CHECK-NEXT: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 1.000000e+00)
; CHECK-NEXT: call void @dx.op.storeOutput.i32(i32 5, i32 1, i32 0, i8 0, i32 [[ID]])
; CHECK-NEXT: ret void
  %POS = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %ID = call i32 @llvm.dx.load.input.i32(i32 4, i32 1, i32 0, i8 1, i32 poison)
  %H = call <2 x half> @llvm.dx.load.input.v2f16(i32 4, i32 2, i32 3, i8 %col, i32 0)
  %x = extractelement <3 x float> %POS, i32 0
  %z = extractelement <3 x float> %POS, i32 2
  %s = fadd float %x, %z
  %y = extractelement <3 x float> %POS, i32 1
  %o0 = insertelement <4 x float> poison, float %s, i32 0
  %o1 = insertelement <4 x float> %o0, float %y, i32 1
  %o2 = insertelement <4 x float> %o1, float %z, i32 2
  %o3 = insertelement <4 x float> %o2, float 1.0, i32 3
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %o3)
  call void @llvm.dx.store.output.i32(i32 4, i32 1, i32 0, i8 0, i32 poison, i32 %ID)
  ret void
}

; CHECK-DAG: declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32) [[RN:#[0-9]+]]
; CHECK-DAG: declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float) [[NU:#[0-9]+]]
; CHECK-DAG: attributes [[RN]] = { nounwind memory(none) }
; CHECK-DAG: attributes [[NU]] = { nounwind }

declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32)
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32)
declare <2 x half> @llvm.dx.load.input.v2f16(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare void @llvm.dx.store.output.i32(i32, i32, i32, i8, i32, i32)
