; llvm.vector.reduce.or (HLSL clip's "any lane below zero") expands as LLVM 22's
; DXILIntrinsicExpansion does it: lane 0, then an or with each further lane in order; the full
; lowering leaves no llvm.* call behind (before, the reduction reached DXIL as it was).
; RUN: %rlv lower --stage=intrinsic-expansion %s | %FileCheck %s
; RUN: %rlv lower %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: %FileCheck --check-prefix=LOWERED %s < %t.ll

target triple = "dxil-pc-shadermodel6.3-pixel"

; CHECK-LABEL: define void @clip3(
; CHECK:      [[L0:%.*]] = extractelement <3 x i1> %neg, i64 0
; CHECK-NEXT: [[L1:%.*]] = extractelement <3 x i1> %neg, i64 1
; CHECK-NEXT: [[O1:%.*]] = or i1 [[L0]], [[L1]]
; CHECK-NEXT: [[L2:%.*]] = extractelement <3 x i1> %neg, i64 2
; CHECK-NEXT: [[O2:%.*]] = or i1 [[O1]], [[L2]]
; CHECK-NEXT: call void @llvm.dx.discard(i1 [[O2]])
; LOWERED-NOT: call {{.*}}@llvm.
; LOWERED: call void @dx.op.discard(i32 82, i1
define void @clip3(<3 x float> %v) "hlsl.shader"="pixel" {
  %neg = fcmp olt <3 x float> %v, zeroinitializer
  %any = call i1 @llvm.vector.reduce.or.v3i1(<3 x i1> %neg)
  call void @llvm.dx.discard(i1 %any)
  ret void
}

declare i1 @llvm.vector.reduce.or.v3i1(<3 x i1>)
declare void @llvm.dx.discard(i1)
