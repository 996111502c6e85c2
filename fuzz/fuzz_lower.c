/* rlv_fuzz_lower: the input's bytes drive the structure-aware generator (gen.c) to a valid
 * module. Oracles, each a crash when it fails:
 *   1. LLVM's and rlv's verifiers accept the generated module (else: a generator bug; rlv's
 *      is the verifier gate check/ runs first);
 *   2. check/ lowers a clone of it without an error diagnostic (which includes LLVM's
 *      verifier accepting the output: lower-internal otherwise);
 *   3. rlv's DXIL-level verifier, which check/ runs next, accepts the output;
 *      (1-3 are rlv_check_module without the proof, keeping the lowered clone)
 *   4. the concrete interpreter (interp/) runs BEFORE and AFTER on several inputs derived
 *      from the bytes and finds the same observable state.
 * A module the generator makes invalid on purpose (its many-bindings shape: overlapping
 * bindings, an index that wraps past 0xFFFFFFFF) must instead be rejected by the verifier
 * gate: with binding-overlap for the overlap, with some other error for the wrap.
 * Set RLV_FUZZ_PRINT=1 to print both modules and every run's verdict to stderr, and
 * RLV_FUZZ_LOWER_IGNORE=rule-id[,rule-id...] to skip (not report) lowering failures whose
 * errors all carry those rules — to keep exploring past a bug that is already recorded. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "fuzz/fuzz_common.h"
#include "fuzz/fuzz_rng.h"
#include "fuzz/gen.h"
#include "fuzz/state.h"
#include "model/util.h"
#include "rlv/interp.h"
#include "rlv/rlv.h"

#define RUNS 4

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  rlv_process_init();
  return 0;
}

static bool ignored_rule(const char *id) {
  const char *list = getenv("RLV_FUZZ_LOWER_IGNORE");
  size_t n = strlen(id);
  for (const char *p = list; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
    if (strcspn(p, ",") == n && strncmp(p, id, n) == 0)
      return true;
  }
  return false;
}

static bool all_errors_ignored(const rlv_diags *diags) {
  size_t n = 0;
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    if (d->severity < RLV_SEV_ERROR)
      continue;
    if (!ignored_rule(rlv_rule_get(d->rule)->id))
      return false;
    n++;
  }
  return n > 0;
}

/* A generated module has no documented limitation of rlv's lowering left (a select of
 * handles passed straight to a load/store intrinsic used to be one): only the rules named
 * in RLV_FUZZ_LOWER_IGNORE excuse a failure. */
static bool is_known_limit(const rlv_diags *diags) { return all_errors_ignored(diags); }

/* Whether the lowering reported an error (its rules are lower-*; after the gate passed, any
 * other error comes from the DXIL-level verifier). */
static bool lowering_error(const rlv_diags *diags) {
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    if (d->severity >= RLV_SEV_ERROR && strncmp(rlv_rule_get(d->rule)->id, "lower-", 6) == 0)
      return true;
  }
  return false;
}

/* Whether the gate reported an error of rule `id` (want) or of any rule but `id` (!want). */
static bool gate_error(const rlv_diags *diags, const char *id, bool want) {
  for (size_t i = 0; i < rlv_diags_count(diags); i++) {
    const rlv_diag *d = rlv_diags_at(diags, i);
    if (d->severity >= RLV_SEV_ERROR && (strcmp(rlv_rule_get(d->rule)->id, id) == 0) == want)
      return true;
  }
  return false;
}

static bool printing(void) {
  const char *p = getenv("RLV_FUZZ_PRINT");
  return p && *p && strcmp(p, "0") != 0;
}

static void print_module(const char *title, LLVMModuleRef m) {
  char *text = LLVMPrintModuleToString(m);
  fprintf(stderr, "; ---- %s ----\n%s", title, text);
  LLVMDisposeMessage(text);
}

/* Prints the modules and the reason, then aborts: the input reproduces it. */
static void fail(const char *what, const char *detail, LLVMModuleRef before, LLVMModuleRef after,
                 const rlv_diags *diags) {
  if (before)
    print_module("BEFORE (generated)", before);
  if (after)
    print_module("AFTER (rlv lower)", after);
  if (diags)
    rlv_diags_write(diags, RLV_FORMAT_TEXT, stderr);
  fprintf(stderr, "rlv_fuzz_lower: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  rlv_fuzz_require(false, what);
}

static size_t error_count(const rlv_diags *d) { return rlv_diags_count_at_least(d, RLV_SEV_ERROR); }

/* ---------------------------------------------------------------- the harness */

static void compare_runs(const uint8_t *data, size_t size, const rlv_gen_info *info, LLVMModuleRef before,
                         LLVMModuleRef after) {
  rlv_interp *ib = rlv_interp_create(before), *ia = rlv_interp_create(after);
  LLVMValueRef fb = LLVMGetNamedFunction(before, "main"), fa = LLVMGetNamedFunction(after, "main");
  bool print = printing();
  if (!fa)
    fail("the lowering lost the entry point @main", NULL, before, after, NULL);
  rng r = {hash_bytes(data, size)};
  for (unsigned run = 0; run < RUNS; run++) {
    rlv_istate init, sb, sa;
    rlv_fuzz_make_state(info, ia, &r, &(rlv_fuzz_draw){0}, &init);
    rlv_istate_copy(&sb, &init);
    rlv_istate_copy(&sa, &init);
    char *why_b = NULL, *why_a = NULL, *where = NULL;
    rlv_irun_status stb = rlv_interp_run(ib, fb, &sb, &why_b);
    rlv_irun_status sta = stb == RLV_IRUN_OK ? rlv_interp_run(ia, fa, &sa, &why_a) : RLV_IRUN_UNSUPPORTED;
    if (print)
      fprintf(stderr, "run %u: BEFORE %s%s%s, AFTER %s%s%s\n", run, stb == RLV_IRUN_OK ? "ok" : stb == RLV_IRUN_UB ? "UB" : "unsupported",
              why_b ? ": " : "", why_b ? why_b : "", sta == RLV_IRUN_OK ? "ok" : sta == RLV_IRUN_UB ? "UB" : "unsupported",
              why_a ? ": " : "", why_a ? why_a : "");
    if (stb == RLV_IRUN_OK && sta == RLV_IRUN_UB) {
      char *msg = rlv_strf("run %u: AFTER has undefined behaviour where BEFORE has none: %s", run, why_a);
      fail("BEFORE and AFTER differ", msg, before, after, NULL);
      free(msg);
    }
    if (stb == RLV_IRUN_OK && sta == RLV_IRUN_OK && !rlv_istate_equal(&sb, &sa, &where)) {
      char *msg = rlv_strf("run %u: %s", run, where);
      fail("BEFORE and AFTER differ", msg, before, after, NULL);
      free(msg);
    }
    free(where);
    free(why_b);
    free(why_a);
    rlv_istate_free(&init);
    rlv_istate_free(&sb);
    rlv_istate_free(&sa);
  }
  rlv_interp_free(ib);
  rlv_interp_free(ia);
}

static void llvm_verify(LLVMModuleRef m, const char *what) {
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg))
    fail(what, msg, m, NULL, NULL);
  LLVMDisposeMessage(msg);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > RLV_FUZZ_MAX_INPUT)
    return 0;
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_gen_info info;
  LLVMModuleRef before = rlv_gen_module(ctx, data, size, NULL, &info);
  llvm_verify(before, "generator bug: LLVM rejects the generated module");

  /* check/ without the proof: its verifier gate, the lowering of a clone (LLVM's verifier on
   * the output included) and the DXIL-level verifier on it; the harness repeats none. */
  rlv_check_result r;
  rlv_check_options options = {.skip_proof = true, .keep_lowered = true};
  rlv_check_module(NULL, before, "generated", &options, &r);
  bool gated = r.reached == RLV_CHECK_STEP_VERIFY;
  if (info.overlap || info.wrap) { /* made invalid on purpose: the gate must say so */
    if (info.overlap && (!gated || !gate_error(r.diags, "binding-overlap", true)))
      fail("rlv verify accepts overlapping bindings", NULL, before, NULL, r.diags);
    if (info.wrap && (!gated || !gate_error(r.diags, "binding-overlap", false)))
      fail("rlv verify accepts a constant index whose register wraps past 0xFFFFFFFF", NULL, before,
           NULL, r.diags);
  } else {
    LLVMModuleRef after = r.lowered; /* owned by r */
    if (gated)
      fail("generator bug: rlv verify rejects the generated module", NULL, before, NULL, r.diags);
    if (!after && !is_known_limit(r.diags))
      fail("rlv lower failed on a valid module", NULL, before, NULL, r.diags);
    if (after && lowering_error(r.diags))
      fail("rlv lower reported an error but claims success", NULL, before, after, r.diags);
    if (after && error_count(r.diags))
      fail("rlv verify --level=dxil rejects rlv lower's output", NULL, before, after, r.diags);
    if (after && printing()) {
      print_module("BEFORE (generated)", before);
      print_module("AFTER (rlv lower)", after);
    }
    if (after)
      compare_runs(data, size, &info, before, after);
  }
  rlv_check_result_free(&r);
  LLVMDisposeModule(before);
  LLVMContextDispose(ctx);
  return 0;
}
