; Signatures LLVM 22 rejects (the pre-22 six-operand handlefrombinding) give exit 2 with
; LLVM's verifier message.
; RUN: %expect-exit 2 %rlv verify %s 2>&1 | %FileCheck %s
; CHECK: llvm-invalid.ll: fatal: LLVM's verifier rejects the module: {{.*}} [input-llvm-invalid]

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32, i32, i32, i32, i1, ptr)

define void @main() {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 1, i32 0, i1 false, ptr null)
  ret void
}
