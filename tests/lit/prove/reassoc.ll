; Floating-point sums under `reassoc` (HLSL's fast math): LLVM's middle end regroups and
; reorders them. The prover gives a chain one meaning, a function of the multiset of its
; leaves, so a regrouping is proved even when BEFORE's partial sum went through a local
; (clang -O0) and a merge; a chain over other leaves is not proved (it rests on that free
; function, so it is unknown, not refuted); nor is a regrouping of sums without the flag
; (IEEE addition: refuted, or unknown when the floating-point replay runs out of budget).
; RUN: %rlv prove %s %S/Inputs/reassoc-regroup.ll | %FileCheck %s --check-prefix=OK
; RUN: %not %rlv prove %s %S/Inputs/reassoc-other-leaf.ll 2>&1 | %FileCheck %s --check-prefix=LEAF
; RUN: %not %rlv prove %S/Inputs/reassoc-strict-before.ll %S/Inputs/reassoc-strict-after.ll | %FileCheck %s --check-prefix=STRICT
; OK: in function @main: proved
; LEAF: in function @main: unknown ({{[0-9.]+}} ms): the refutation depends on uninterpreted functions that the concrete replay cannot interpret
; STRICT: in function @main: {{refuted|unknown}}
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"
@Out.str = private unnamed_addr constant [4 x i8] c"Out\00"

define void @main(float %a, float %b, float %c, float %d, i32 %i, i1 %more) #0 {
entry:
  %acc = alloca float
  %ab = fadd reassoc nsz float %a, %b
  store float %ab, ptr %acc
  br i1 %more, label %add, label %done
add:
  %x = load float, ptr %acc
  %abd = fadd reassoc nsz float %x, %d
  br label %done
done:
  %part = phi float [ %ab, %entry ], [ %abd, %add ]
  %sum = fadd reassoc nsz float %part, %c
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Out.str)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  store float %sum, ptr %p
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
attributes #0 = { "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" }
