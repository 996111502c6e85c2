; Found by rlv_fuzz_verify: after LLVM upgrades an old scalar TBAA tag !{null, ...} into a
; struct-path tag, its type node has a null operand and LLVM 22's verifier (opt-22 too)
; segfaults in TBAAVerifier. Expected: exit 2, input-llvm-invalid, no crash.
define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !tbaa !0
  ret i32 %v
}
!0 = distinct !{null, ptr poison}
