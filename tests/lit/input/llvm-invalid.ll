; Signatures LLVM 22 rejects (the pre-22 six-operand handlefrombinding) give exit 2 with
; LLVM's verifier message.
; RUN: %expect-exit 2 %rlv verify %s 2>&1 | %FileCheck %s
; CHECK: llvm-invalid.ll: fatal: LLVM's verifier rejects the module: {{.*}} [input-llvm-invalid]

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32, i32, i32, i32, i1, ptr)

define void @main() {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, i1 false, ptr null)
  ret void
}

; Inputs on which LLVM 22's own verifier crashes are refused first (regressions from fuzzing).
; RUN: %expect-exit 2 %rlv verify %corpus/regress/verify-tbaa-null-operand.ll 2>&1 | %FileCheck --check-prefix=TBAA %s
; TBAA: fatal: a !tbaa tag or type node with a null operand; LLVM's verifier would crash on it [input-llvm-invalid]
; RUN: %expect-exit 2 %rlv verify %corpus/regress/verify-errno-tbaa-null.ll 2>&1 | %FileCheck --check-prefix=ERRNO %s
; ERRNO: fatal: an !llvm.errno.tbaa tag or type node with a null operand; LLVM's verifier would crash on it [input-llvm-invalid]
; RUN: %expect-exit 2 %rlv verify %corpus/regress/lifetime-upgrade-unparented.ll 2>&1 | %FileCheck --check-prefix=LIFETIME %s
; LIFETIME: fatal: LLVM's IR upgrade left an instruction that is used but in no basic block {{.*}} [input-llvm-invalid]
