/* Paired deletion before llvm-reduce: BEFORE's and AFTER's side effects deleted two at a time,
 * one from each side, with what only they used, while the signature holds.
 *
 * llvm-reduce shrinks the pair module in chunks of consecutive instructions, and BEFORE's
 * function comes whole before AFTER's: a store that both sides make and that has nothing to
 * do with the bug cannot go from one side alone (the other side's store is then a difference
 * of its own, which the prover reports first or which changes the kind), and a chunk that
 * holds both holds everything between them. Here every (BEFORE, AFTER) pair of side effects
 * of the refuted function is tried, in-process with the same prover, greedily until no pair
 * goes: the wrong annotateHandle stays when both sides' stores go, a dropped barrier stays
 * when the stores around it go on both sides. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/util.h"
#include "triage/triage_private.h"

#define MAX_EFFECTS 64   /* side effects tried per side */
#define MAX_ATTEMPTS 400 /* proofs per pruning */

/* A side effect: a store, or a call returning nothing (dx.op and llvm.dx stores, barriers). */
static bool is_effect(LLVMValueRef i) {
  if (LLVMIsAStoreInst(i))
    return true;
  return LLVMIsACallInst(i) && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVoidTypeKind;
}

static size_t effects(LLVMValueRef fn, LLVMValueRef *out) {
  size_t n = 0;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && n < MAX_EFFECTS;
         i = LLVMGetNextInstruction(i))
      if (is_effect(i))
        out[n++] = i;
  return n;
}

/* A handle (its creation or annotation) stays: a property or binding difference shows on it
 * even when nothing uses it. */
static bool is_handle(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMTargetExtTypeKind)
    return true;
  const char *name = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMGetStructName(t) : NULL;
  return name && strcmp(name, "dx.types.Handle") == 0;
}

/* Deletes the instructions of fn that nothing uses and that have no effect, to a fixpoint. */
static void delete_dead(LLVMValueRef fn) {
  bool again = true;
  while (again) {
    again = false;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        LLVMTypeRef t = LLVMTypeOf(i);
        if (LLVMGetFirstUse(i) || LLVMIsATerminatorInst(i) || is_effect(i) || LLVMIsAPHINode(i) ||
            LLVMGetTypeKind(t) == LLVMVoidTypeKind || is_handle(t))
          continue;
        if (LLVMIsACallInst(i)) { /* only calls of declared dx functions are free of effects */
          LLVMValueRef callee = LLVMGetCalledValue(i);
          size_t len;
          const char *name =
              callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
          if (strncmp(name, "dx.op.", 6) != 0 && strncmp(name, "llvm.dx.", 8) != 0)
            continue;
          if (strstr(name, "updatecounter") || strstr(name, "bufferUpdateCounter"))
            continue;
        }
        LLVMInstructionEraseFromParent(i);
        again = true;
      }
  }
}

/* The signature line of `fname` in the proof of (b, a), or NULL when it is not refuted. */
static char *signature_of(rlv_prover *prover, LLVMModuleRef b, LLVMModuleRef a, const char *fname) {
  rlv_proof_report rep;
  rlv_prove_modules(prover, b, a, &rep);
  char *line = NULL;
  for (size_t i = 0; i < rep.count && !line; i++) {
    const rlv_function_proof *f = &rep.fns[i];
    if (f->verdict != RLV_VERDICT_REFUTED || strcmp(f->name, fname) != 0)
      continue;
    rlv_triage_finding fd;
    memset(&fd, 0, sizeof fd);
    tr_locate(b, a, f, &fd);
    line = rlv_triage_signature(&fd);
    tr_finding_free(&fd);
  }
  rlv_proof_report_free(&rep);
  return line;
}

/* Tries to delete effect kb of BEFORE's fn and effect ka of AFTER's in clones (with what
 * only they used);
 * on success the clones replace *b and *a. */
static bool try_delete(rlv_prover *prover, LLVMModuleRef *b, LLVMModuleRef *a, const char *fname,
                       size_t kb, size_t ka, const char *want) {
  LLVMModuleRef cb = LLVMCloneModule(*b), ca = LLVMCloneModule(*a);
  LLVMValueRef fb = LLVMGetNamedFunction(cb, fname), fa = LLVMGetNamedFunction(ca, fname);
  LLVMValueRef lb[MAX_EFFECTS], la[MAX_EFFECTS];
  size_t nb = effects(fb, lb), na = effects(fa, la);
  bool ok = kb < nb && ka < na;
  if (ok) {
    LLVMInstructionEraseFromParent(lb[kb]);
    LLVMInstructionEraseFromParent(la[ka]);
    delete_dead(fb);
    delete_dead(fa);
    char *line = signature_of(prover, cb, ca, fname);
    ok = line && rlv_triage_signature_keeps(want, line);
    free(line);
  }
  if (ok) {
    LLVMDisposeModule(*b);
    LLVMDisposeModule(*a);
    *b = cb, *a = ca;
  } else {
    LLVMDisposeModule(cb);
    LLVMDisposeModule(ca);
  }
  return ok;
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

size_t tr_prune_pair(rlv_prover *prover, LLVMModuleRef *before, LLVMModuleRef *after,
                     const rlv_triage_finding *finding, double seconds) {
  double deadline = now() + seconds;
  const char *fname = finding->function;
  LLVMValueRef fb = LLVMGetNamedFunction(*before, fname);
  LLVMValueRef fa = LLVMGetNamedFunction(*after, fname);
  if (!fb || !fa || !LLVMCountBasicBlocks(fb) || !LLVMCountBasicBlocks(fa))
    return 0;
  char *want = rlv_triage_signature(finding);
  size_t deleted = 0, attempts = 0;
  bool progress = true;
  while (progress && attempts < MAX_ATTEMPTS && now() < deadline) {
    progress = false;
    fb = LLVMGetNamedFunction(*before, fname);
    fa = LLVMGetNamedFunction(*after, fname);
    LLVMValueRef lb[MAX_EFFECTS], la[MAX_EFFECTS];
    size_t nb = effects(fb, lb), na = effects(fa, la);
    for (size_t kb = 0; kb < nb && !progress && attempts < MAX_ATTEMPTS && now() < deadline; kb++)
      for (size_t ka = 0; ka < na && !progress && attempts < MAX_ATTEMPTS; ka++) {
        attempts++;
        progress = try_delete(prover, before, after, fname, kb, ka, want);
        deleted += progress;
      }
  }
  free(want);
  return deleted;
}
