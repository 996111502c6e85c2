; Wave ops, stage inputs and outputs (DESIGN.md, "Stages and lanes"). BEFORE reads input
; element 1 column 0..1, sums it across the wave once when the lane is not the first, and
; writes the sum to output element 0 columns 2..3. Its faithful DXIL lowering is proved; an
; AFTER that reads another column, moves the wave op out of the branch, passes another value
; to it, or writes another output column is refuted.
; RUN: %rlv prove %s %S/Inputs/stage-lanes-ok.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/stage-lanes-column.ll | %FileCheck %s --check-prefix=COLUMN
; RUN: %not %rlv prove %s %S/Inputs/stage-lanes-hoisted.ll | %FileCheck %s --check-prefix=HOISTED
; RUN: %not %rlv prove %s %S/Inputs/stage-lanes-output.ll | %FileCheck %s --check-prefix=OUTPUT
; OK: in function @main: proved
; COLUMN: in function @main: refuted ({{[0-9.]+}} ms): event arguments (side-effecting call #2): before wave.op 0 0, after wave.op 0 0
; HOISTED: in function @main: refuted ({{[0-9.]+}} ms): event sequence: before 5 side-effecting calls, after 6 side-effecting calls
; OUTPUT: in function @main: refuted ({{[0-9.]+}} ms): event arguments (side-effecting call #4): before store.output, after store.output
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-pixel"

define void @main() #0 {
entry:
  %in = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 1, i32 0, i8 0, i32 poison)
  %first = call i1 @llvm.dx.wave.is.first.lane()
  br i1 %first, label %done, label %sum
sum:
  %s = call <2 x float> @llvm.dx.wave.reduce.sum.v2f32(<2 x float> %in)
  br label %done
done:
  %v = phi <2 x float> [ %in, %entry ], [ %s, %sum ]
  call void @llvm.dx.store.output.v2f32(i32 4, i32 0, i32 0, i8 2, i32 poison, <2 x float> %v)
  ret void
}

declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32)
declare i1 @llvm.dx.wave.is.first.lane()
declare <2 x float> @llvm.dx.wave.reduce.sum.v2f32(<2 x float>)
declare void @llvm.dx.store.output.v2f32(i32, i32, i32, i8, i32, <2 x float>)
attributes #0 = { "hlsl.shader"="pixel" }
