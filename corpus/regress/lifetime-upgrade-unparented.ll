; Found by rlv_fuzz_verify. LLVM 22's auto-upgrade of the old two-operand form of
; llvm.lifetime.{start,end} takes the call out of its block even though its result is used;
; LLVMVerifyModule (model/input.c, rlv's guarded input path) then dereferences the
; instruction's null parent (Instruction::getFunction) and the process dies with SIGSEGV.
; `opt-22 -passes=verify` crashes the same way. Expected: exit 2 with an input-* diagnostic.
define void @n(ptr %q, i32 %id) {
  %p = call ptr @llvm.lifetime.end.p0(ptr %q, i32 %id)
  %g = getelementptr i8, ptr %p, i32 2
  ret void
}
