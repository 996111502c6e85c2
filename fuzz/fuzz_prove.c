/* rlv_fuzz_prove: the independent check that `rlv prove` is sound and precise.
 *
 * The input is split: all but the last RLV_FUZZ_MUT_BYTES (8) bytes drive the structure-aware
 * generator (gen.c) to a valid module, of which check/ lowers a clone (rlv_check_module
 * without the proof, as in rlv_fuzz_lower); the last 8 bytes choose ONE mutation of the lowered
 * output (mutate.c) — an operand of a DXIL op (index, offset, two value lanes swapped, store or
 * load mask, alignment, createHandle's class, range id or register, a ResBind field, an
 * annotateHandle property word, the cbuffer row, the counter step, the non-uniform flag, a thread
 * id component, makeDouble's operand order) or the lane an extractvalue takes from a DXIL op's
 * result — or none (one input in eight, and every input too short to hold the mutation bytes). Then
 * rlv_prove_modules(BEFORE, mutated AFTER), bounded by Z3's deterministic resource limit
 * (never wall-clock), decides per function, and the concrete interpreter (interp/, written
 * independently of smt/ and lower/) checks the verdict:
 *   refuted        -> some input shows BEFORE != AFTER (or AFTER undefined): the
 *                     counterexample's own inputs (thread ids, buffer lengths, check bits,
 *                     initial contents), with its resource grown to hold the reported
 *                     location, and random, zero, small and large contents; none showing a
 *                     difference is a precision bug of the prover — unless the
 *                     counterexample's own thread ids cannot be run, a length it gives is
 *                     too large to provision, or the refutation is the structural
 *                     "implicit binding" one;
 *   proved         -> no random input (derived from the bytes) shows a difference; one that
 *                     does is a soundness bug (a handle creation the interpreter calls
 *                     undefined does not count: in the prover's model only accesses do);
 *   bounded        -> the same for every input whose runs (BEFORE and AFTER) take at most
 *                     --unroll back edges per loop entry: a difference there is a false
 *                     `bounded`; a run past the bound may differ (counted);
 *   unknown        -> nothing to check (counted): a budget that ran out is an honest answer.
 * A run the interpreter cannot decide (BEFORE unsupported or undefined, AFTER unsupported)
 * never counts either way. A failure prints both modules, the mutation and the report, then
 * aborts.
 * RLV_FUZZ_PRINT=1 prints the modules, the mutation, the report and every run to stderr;
 * RLV_FUZZ_STATS=1 prints the verdict counts (and the reasons for `unknown`) every 256
 * inputs and at exit;
 * RLV_FUZZ_PROVE_DUMP=PREFIX writes the pair to PREFIX.before.ll / PREFIX.after.ll;
 * RLV_FUZZ_PROVE_STRICT=1 also fails replays whose lengths or location had to be capped;
 * RLV_FUZZ_PROVE_RLIMIT=N overrides the resource limit and RLV_FUZZ_PROVE_GEN=STMTS,NEST the
 * generator's limits (tuning only: reproduce with the defaults). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "fuzz/fuzz_common.h"
#include "fuzz/fuzz_rng.h"
#include "fuzz/gen.h"
#include "fuzz/mutate.h"
#include "fuzz/state.h"
#include "model/util.h"
#include "rlv/clock.h"
#include "rlv/interp.h"
#include "rlv/rlv.h"

/* Random inputs that must agree after a proof, and inputs tried to replay a refutation. */
#define CHECK_RUNS 4
#define REPLAY_RUNS 32
/* Z3's deterministic resource limit per query (about 100 ms of Z3 time; `rlv prove` gives a
 * query 20 million by default): most queries of generated modules finish below it, a runaway
 * one stops as `unknown`. */
#define PROVE_RLIMIT 250000u
/* The memory Z3's terms may take per function (`rlv prove` allows 256 MB): a generated module
 * that inlines thousands of calls reaches the bound by building terms, a few seconds a
 * function at 256 MB, many times that under ASan; the modules that stay small never near it. */
#define PROVE_MAX_MEMORY_MB 64u
/* A counterexample location beyond this many bytes is not provisioned (random search only);
 * a length it gives is capped at this many bytes (raw) or elements / 16 (typed, structured). */
#define MAX_HINT_BYTES 4096u
#define MAX_HINT_ELEMENTS (MAX_HINT_BYTES / 16)
/* Programs a third the size the lower harness builds, one level of nesting less: the
 * solver's work grows much faster than linearly with the accesses and the unrolled loops,
 * and a mutation is as telling in a small program as in a large one. */
#define PROVE_GEN_LIMITS ((rlv_gen_limits){.max_stmts = 8, .max_nest = 1})

int LLVMFuzzerInitialize(int *argc, char ***argv);

/* ---------------------------------------------------------------- statistics (diagnostics only) */

#define MAX_REASONS 24

/* Harness-local counters for RLV_FUZZ_STATS: they never influence a verdict. */
static struct {
  unsigned long inputs, lowered, mutated, verdict[4], replay_shown, replay_undecided, check_undecided;
  unsigned long beyond_bound; /* runs of a `bounded` pair that differ past the loop bound */
  double ms_prove, ms_check, ms_total, ms_verdict[4]; /* wall-clock, for RLV_FUZZ_STATS only */
  unsigned long reason_count[MAX_REASONS];
  char reason[MAX_REASONS][64];
} stats;

static bool env_flag(const char *name) {
  const char *p = getenv(name);
  return p && *p && strcmp(p, "0") != 0;
}

static void print_stats(void) {
  fprintf(stderr,
          "rlv_fuzz_prove: %lu inputs, %lu lowered, %lu mutated; proved %lu, bounded %lu, refuted %lu "
          "(replayed %lu, undecided %lu), unknown %lu; checks undecided %lu, differences past the loop bound %lu\n",
          stats.inputs, stats.lowered, stats.mutated, stats.verdict[RLV_VERDICT_PROVED],
          stats.verdict[RLV_VERDICT_BOUNDED], stats.verdict[RLV_VERDICT_REFUTED], stats.replay_shown,
          stats.replay_undecided, stats.verdict[RLV_VERDICT_UNKNOWN], stats.check_undecided, stats.beyond_bound);
  if (stats.inputs)
    fprintf(stderr, "  mean ms per input: %.1f total, %.1f prove, %.1f interpreter checks\n",
            stats.ms_total / stats.inputs, stats.ms_prove / stats.inputs, stats.ms_check / stats.inputs);
  for (int v = 0; v < 4; v++)
    if (stats.verdict[v])
      fprintf(stderr, "  mean ms per %s function: %.1f\n", rlv_verdict_name((rlv_verdict)v),
              stats.ms_verdict[v] / stats.verdict[v]);
  for (unsigned i = 0; i < MAX_REASONS && stats.reason[i][0]; i++)
    fprintf(stderr, "  unknown x%lu: %s\n", stats.reason_count[i], stats.reason[i]);
}

static void count_unknown_reason(const char *why) {
  char key[64];
  snprintf(key, sizeof key, "%s", why ? why : "(no reason)");
  for (char *c = key; *c; c++) /* "range id 2 of class 1" and "range id 3 of class 0" alike */
    if (*c >= '0' && *c <= '9')
      *c = '#';
  for (unsigned i = 0; i < MAX_REASONS; i++) {
    if (!stats.reason[i][0])
      memcpy(stats.reason[i], key, sizeof key);
    if (strcmp(stats.reason[i], key) == 0) {
      stats.reason_count[i]++;
      return;
    }
  }
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  rlv_process_init();
  if (env_flag("RLV_FUZZ_STATS"))
    atexit(print_stats);
  return 0;
}

/* ---------------------------------------------------------------- failure reporting */

typedef struct harness {
  const rlv_gen_info *info;
  LLVMContextRef ctx;
  LLVMModuleRef before, after;
  char *mutation; /* what was changed, for the failure message */
  const rlv_proof_report *report;
  bool print;
  uint64_t seed;
} harness;

static void print_module(const char *title, LLVMModuleRef m) {
  char *text = LLVMPrintModuleToString(m);
  fprintf(stderr, "; ---- %s ----\n%s", title, text);
  LLVMDisposeMessage(text);
}

/* RLV_FUZZ_PROVE_DUMP=PREFIX writes PREFIX.before.ll and PREFIX.after.ll (for `rlv prove`). */
static void dump_modules(const harness *h) {
  const char *prefix = getenv("RLV_FUZZ_PROVE_DUMP");
  if (!prefix || !*prefix)
    return;
  char *b = rlv_strf("%s.before.ll", prefix), *a = rlv_strf("%s.after.ll", prefix), *err = NULL;
  if (LLVMPrintModuleToFile(h->before, b, &err) || LLVMPrintModuleToFile(h->after, a, &err))
    fprintf(stderr, "rlv_fuzz_prove: cannot write %s: %s\n", prefix, err ? err : "?");
  LLVMDisposeMessage(err);
  free(b);
  free(a);
}

static void fail(const harness *h, const char *what, const char *detail) {
  dump_modules(h);
  print_module("BEFORE (generated)", h->before);
  print_module("AFTER (rlv lower, then mutated)", h->after);
  fprintf(stderr, "; mutation: %s\n", h->mutation ? h->mutation : "none");
  if (h->report)
    rlv_proof_report_write(h->report, RLV_FORMAT_TEXT, stderr);
  fprintf(stderr, "rlv_fuzz_prove: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  rlv_fuzz_require(false, what);
}

/* ---------------------------------------------------------------- inputs for the interpreter */

/* What a counterexample says about the inputs: thread ids, and a location to provision. */
typedef struct hints {
  bool has_thread_id[3], has_group_id[3], has_in_group[3], has_flat;
  uint32_t thread_id[3], group_id[3], in_group[3], flat;
  uint64_t max_input; /* the largest input value the counterexample names */
  rlv_iinput inputs[16]; /* its stage inputs, fixed in the replay */
  size_t ninputs;
  bool has_location;
  unsigned res_class, space;
  uint32_t reg;
  uint64_t bytes_needed; /* raw/structured: bytes; typed: elements */
  bool typed;
  const rlv_cex *cex;  /* its buffer lengths, check bits and contents, replayed as given */
  bool length_capped;  /* some length was too large to provision as given */
  bool location_capped; /* the location it names was too far to provision */
} hints;

static void set_component(const char *label, const char *name, uint64_t v, bool *has, uint32_t *dst) {
  size_t n = strlen(name);
  unsigned c;
  char close;
  if (strncmp(label, name, n) == 0 && sscanf(label + n, "(%u%c", &c, &close) == 2 && close == ')' && c < 3) {
    has[c] = true;
    dst[c] = (uint32_t)v;
  }
}

/* inputs: "thread.id(0) = 5, group.id(0) = 3, ..." (labels from smt/). */
static void parse_inputs(const char *inputs, hints *h) {
  for (const char *p = inputs; p && *p;) {
    char label[64];
    unsigned long long v;
    int used = 0;
    if (sscanf(p, " %63[^ =] = %llu%n", label, &v, &used) != 2 || used <= 0)
      break;
    set_component(label, "thread.id.in.group", v, h->has_in_group, h->in_group);
    if (strncmp(label, "thread.id.in.group", 18) != 0)
      set_component(label, "thread.id", v, h->has_thread_id, h->thread_id);
    set_component(label, "group.id", v, h->has_group_id, h->group_id);
    unsigned long long key[4] = {0, 0, 0, UINT64_MAX};
    int nkey = sscanf(label, "input(%llu,%llu,%llu,%llu)", &key[0], &key[1], &key[2], &key[3]);
    if (nkey >= 3 && h->ninputs < sizeof h->inputs / sizeof h->inputs[0]) {
      rlv_iinput *in = &h->inputs[h->ninputs++];
      for (unsigned i = 0; i < 4; i++)
        in->key[i] = key[i];
      in->bits = v;
    } else if (v > h->max_input) {
      h->max_input = v;
    }
    if (strcmp(label, "flattened.thread.id.in.group()") == 0) {
      h->has_flat = true;
      h->flat = (uint32_t)v;
    }
    p += used;
    p += strspn(p, ", ");
  }
}

static bool has_thread_ids(const hints *h) {
  for (unsigned c = 0; c < 3; c++)
    if (h->has_thread_id[c] || h->has_group_id[c] || h->has_in_group[c])
      return true;
  return h->has_flat;
}

/* Whether the module calls a cross-lane operation (a wave op, a derivative, a quad op). The
 * prover gives its result a fresh value (DESIGN.md: other lanes are unknown), the interpreter
 * the value of a wave of one lane: a difference the prover finds through a value that one
 * lane cannot produce (a ballot of false that is not 0) is beyond the interpreter's reach. */
static bool calls_cross_lane(LLVMModuleRef m) {
  static const char *const prefixes[] = {"llvm.dx.wave.", "llvm.dx.ddx", "llvm.dx.ddy",
                                         "dx.op.wave",    "dx.op.deriv", "dx.op.quad"};
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
      if (len >= strlen(prefixes[i]) && strncmp(name, prefixes[i], strlen(prefixes[i])) == 0 &&
          LLVMGetFirstUse(f))
        return true;
  }
  return false;
}

/* Whether the counterexample names the invocation's inputs (thread ids or stage inputs): then
 * only the runs that take them can show its difference. */
static bool names_inputs(const hints *h) { return has_thread_ids(h) || h->ninputs > 0; }

static uint64_t length_cap(bool bytes) { return bytes ? MAX_HINT_BYTES : MAX_HINT_ELEMENTS; }

static void hints_from_cex(const rlv_cex *c, hints *h) {
  memset(h, 0, sizeof *h);
  parse_inputs(c->inputs, h);
  h->cex = c;
  for (size_t i = 0; i < c->nlengths; i++)
    h->length_capped = h->length_capped || c->lengths[i].value > length_cap(c->lengths[i].bytes);
  if (!c->has_resource || !c->family)
    return;
  h->res_class = c->res_class;
  h->space = c->space;
  h->reg = c->reg;
  if (strcmp(c->family, "typed") == 0 && c->has_element) {
    h->has_location = c->element < MAX_HINT_BYTES / 16;
    h->typed = true;
    h->bytes_needed = c->element + 1;
  } else if (strcmp(c->family, "raw") == 0 && c->has_byte) {
    h->has_location = c->byte < MAX_HINT_BYTES;
    h->bytes_needed = c->byte + 1;
  }
  /* the harness's own provisioning bound, not the prover, keeps the replay from the location */
  h->location_capped = (c->has_element || c->has_byte) && !h->has_location && h->bytes_needed;
}

static bool names(const rlv_ires *res, unsigned cls, uint32_t space, uint32_t reg) {
  return res->res_class == cls && res->space == space && res->reg == reg;
}

/* The counterexample's length for `res` (capped) and its check bits. */
static void apply_buffer_inputs(rlv_ires *res, const rlv_cex *c) {
  bool typed = res->kind == RLV_IRES_TYPED, raw = res->kind == RLV_IRES_RAW;
  if (!typed && !raw && res->kind != RLV_IRES_STRUCTURED)
    return;
  for (size_t i = 0; i < c->nlengths; i++) {
    const rlv_cex_length *l = &c->lengths[i];
    if (names(res, l->res_class, l->space, l->reg) && l->bytes == raw)
      res->count = (uint32_t)(l->value < length_cap(raw) ? l->value : length_cap(raw));
  }
  for (size_t i = 0; i < c->nmapped; i++) {
    const rlv_cex_mapped *m = &c->mapped[i];
    if (!names(res, m->res_class, m->space, m->reg) || m->word == typed)
      continue;
    res->mapped = rlv_xrealloc(res->mapped, (res->nmapped + 1) * sizeof *res->mapped);
    res->mapped[res->nmapped++] = (rlv_imapped){m->unit, m->mapped};
  }
}

/* Gives the resources the counterexample's lengths and check bits, and grows the one it
 * names so that its location exists. */
static void apply_location(rlv_ires *res, const void *ctx) {
  const hints *h = ctx;
  if (h->cex)
    apply_buffer_inputs(res, h->cex);
  if (!h->has_location || res->res_class != h->res_class || res->space != h->space || res->reg != h->reg)
    return;
  if (res->kind == RLV_IRES_TYPED && h->typed && res->count < h->bytes_needed)
    res->count = (uint32_t)h->bytes_needed;
  else if (res->kind == RLV_IRES_RAW && !h->typed && res->count < h->bytes_needed)
    res->count = (uint32_t)(h->bytes_needed + 3) / 4 * 4;
  else if (res->kind == RLV_IRES_STRUCTURED && !h->typed && res->stride &&
           (uint64_t)res->count * res->stride < h->bytes_needed)
    res->count = (uint32_t)((h->bytes_needed + res->stride - 1) / res->stride);
}

static void put_lane(rlv_ires *res, uint64_t lane_index, uint64_t value) {
  uint64_t elem = lane_index / 4;
  if (elem >= res->count)
    return;
  for (unsigned b = 0; b < 4; b++)
    res->data[elem * 16 + lane_index % 4 * 4 + b] = (uint8_t)(value >> (8 * b));
}

static void put_byte(rlv_ires *res, uint64_t at, uint64_t value) {
  if (at < res->nbytes)
    res->data[at] = (uint8_t)value;
}

/* The counterexample's initial contents: every cell of a kind its model fixes by default,
 * then the cells it names. */
static void apply_contents(rlv_istate *st, const rlv_cex *c) {
  for (size_t i = 0; i < st->nres; i++) {
    rlv_ires *res = &st->res[i];
    rlv_cex_cell_kind kind = res->kind == RLV_IRES_TYPED      ? RLV_CELL_TYPED_LANE
                             : res->kind == RLV_IRES_CBUFFER ? RLV_CELL_CBUFFER_BYTE
                                                             : RLV_CELL_RAW_BYTE;
    if (c->has_default[kind] && kind == RLV_CELL_TYPED_LANE)
      for (uint64_t l = 0; l < (uint64_t)res->count * 4; l++)
        put_lane(res, l, c->cell_default[kind]);
    else if (c->has_default[kind])
      memset(res->data, (int)(c->cell_default[kind] & 0xff), res->nbytes);
    if (res->res_class == 1 && c->has_default[RLV_CELL_COUNTER])
      res->counter = (uint32_t)c->cell_default[RLV_CELL_COUNTER];
    for (size_t j = 0; j < c->ncells; j++) {
      const rlv_cex_cell *cell = &c->cells[j];
      if (!names(res, cell->res_class, cell->space, cell->reg))
        continue;
      if (cell->kind == RLV_CELL_COUNTER)
        res->counter = (uint32_t)cell->value;
      else if (cell->kind == kind && kind == RLV_CELL_TYPED_LANE)
        put_lane(res, cell->index, cell->value);
      else if (cell->kind == kind)
        put_byte(res, cell->index, cell->value);
    }
  }
}

static void apply_thread_ids(rlv_istate *st, const void *ctx) {
  const hints *h = ctx;
  if (h->cex)
    apply_contents(st, h->cex);
  for (unsigned c = 0; c < 3; c++) {
    if (h->has_thread_id[c])
      st->thread_id[c] = h->thread_id[c];
    if (h->has_group_id[c])
      st->group_id[c] = h->group_id[c];
    if (h->has_in_group[c])
      st->thread_id_in_group[c] = h->in_group[c];
  }
  if (h->has_flat)
    st->flat_thread_id_in_group = h->flat;
  st->inputs = h->inputs;
  st->ninputs = h->ninputs;
}

/* The inputs of run number `run`: even runs steer towards the hints (a counterexample's
 * location and thread ids) when there are any; the runs cycle through colliding ids, large
 * buffers and zero contents. */
static rlv_fuzz_draw draw_for(unsigned run, const hints *h) {
  bool steer = run % 2 == 0 && h;
  return (rlv_fuzz_draw){.collide = run % 4 == 1,
                         .large = run / 2 % 2 == 1,
                         .zero = run / 4 % 2 == 1,
                         .adjust_resource = steer ? apply_location : NULL,
                         .adjust_state = steer ? apply_thread_ids : NULL,
                         .ctx = steer ? h : NULL};
}

/* ---------------------------------------------------------------- running both sides */

typedef enum outcome {
  OUT_UNDECIDED, /* BEFORE not OK, or AFTER unsupported: no information */
  OUT_SAME,
  OUT_DIFFERENT,
} outcome;

static const char *status_name(rlv_irun_status s) {
  return s == RLV_IRUN_OK ? "ok" : s == RLV_IRUN_UB ? "UB" : "unsupported";
}

/* The interpreter calls a handle creation that names no provisioned resource undefined at
 * once; in the prover's model creating a handle has no effect, only accesses through it do,
 * and the access may sit on a path not taken. So such a verdict of AFTER cannot contradict a
 * proof (it still confirms a refutation). */
static bool creation_ub(const char *why) {
  return why && (strncmp(why, "createHandle", 12) == 0 || strncmp(why, "annotateHandle", 14) == 0);
}

/* Runs @main of both sides from `init`. *detail receives the difference (malloc'ed);
 * *back_edges (optional) the most back edges a loop took per entry on either side. */
static outcome run_both(const harness *h, rlv_interp *ib, rlv_interp *ia, const rlv_istate *init,
                        bool for_proof, unsigned run, char **detail, unsigned *back_edges) {
  rlv_istate sb, sa;
  rlv_istate_copy(&sb, init);
  rlv_istate_copy(&sa, init);
  char *why_b = NULL, *why_a = NULL, *where = NULL;
  LLVMValueRef fb = LLVMGetNamedFunction(h->before, "main"), fa = LLVMGetNamedFunction(h->after, "main");
  rlv_irun_status stb = rlv_interp_run(ib, fb, &sb, &why_b);
  rlv_irun_status sta = stb == RLV_IRUN_OK ? rlv_interp_run(ia, fa, &sa, &why_a) : RLV_IRUN_UNSUPPORTED;
  if (back_edges)
    *back_edges = sb.max_back_edges > sa.max_back_edges ? sb.max_back_edges : sa.max_back_edges;
  outcome o = OUT_UNDECIDED;
  if (stb == RLV_IRUN_OK && sta == RLV_IRUN_UB && !(for_proof && creation_ub(why_a))) {
    o = OUT_DIFFERENT;
    *detail = rlv_strf("run %u: AFTER has undefined behaviour where BEFORE has none: %s", run, why_a);
  } else if (stb == RLV_IRUN_OK && sta == RLV_IRUN_OK) {
    if (!rlv_istate_equal(&sb, &sa, &where)) {
      o = OUT_DIFFERENT;
      *detail = rlv_strf("run %u: %s", run, where);
    } else {
      o = OUT_SAME;
    }
  }
  if (h->print)
    fprintf(stderr, "run %u: BEFORE %s%s%s, AFTER %s%s%s -> %s (loops: %u, %u back edges)\n", run,
            status_name(stb), why_b ? ": " : "", why_b ? why_b : "", status_name(sta), why_a ? ": " : "",
            why_a ? why_a : "", o == OUT_SAME ? "same" : o == OUT_DIFFERENT ? "different" : "undecided",
            sb.max_back_edges, sa.max_back_edges);
  free(where);
  free(why_b);
  free(why_a);
  rlv_istate_free(&sb);
  rlv_istate_free(&sa);
  return o;
}

static rlv_gen_limits gen_limits(void) {
  rlv_gen_limits limits = PROVE_GEN_LIMITS;
  const char *tuning = getenv("RLV_FUZZ_PROVE_GEN");
  if (tuning && *tuning)
    sscanf(tuning, "%u,%u", &limits.max_stmts, &limits.max_nest);
  return limits;
}

/* A new prover (one Z3 context) per input, as the reproducer has: a context's history may
 * change the model or whether a query finishes inside the resource limit, and a context kept
 * across inputs makes libFuzzer see more allocations than frees in an input and re-run it
 * under LeakSanitizer. */
static rlv_proof_report prove_pair(const harness *h) {
  /* the loop-nest shape picks the bound too (0: the prover's default), so that a few bytes
   * reach the cases a large --unroll runs into */
  rlv_prove_options options = {
      .rlimit = PROVE_RLIMIT, .max_memory_mb = PROVE_MAX_MEMORY_MB, .unroll = h->info->unroll};
  const char *rl = getenv("RLV_FUZZ_PROVE_RLIMIT"); /* tuning only: reproduce with the default */
  if (rl && *rl)
    options.rlimit = strtoull(rl, NULL, 10);
  rlv_prover *prover = rlv_prover_create(&options);
  rlv_proof_report rep;
  rlv_prove_modules(prover, h->before, h->after, &rep);
  rlv_prover_free(prover);
  return rep;
}

/* A proof: no random input may show a difference — for a `bounded` one, no input whose runs
 * stay within the loop bound (`unroll` back edges per loop entry, on both sides). */
static void check_proof(const harness *h, rlv_interp *ib, rlv_interp *ia, const rlv_function_proof *f,
                        unsigned unroll) {
  rng r = {h->seed};
  bool decided = false;
  for (unsigned run = 0; run < CHECK_RUNS; run++) {
    rlv_istate init;
    rlv_fuzz_draw d = draw_for(run, NULL);
    rlv_fuzz_make_state(h->info, ia, &r, &d, &init);
    char *detail = NULL;
    unsigned back_edges = 0;
    outcome o = run_both(h, ib, ia, &init, true, run, &detail, &back_edges);
    decided = decided || o != OUT_UNDECIDED;
    if (o == OUT_DIFFERENT && f->verdict == RLV_VERDICT_BOUNDED && back_edges > unroll) {
      stats.beyond_bound++; /* a path the bounded proof does not cover */
    } else if (o == OUT_DIFFERENT) {
      bool bounded = f->verdict == RLV_VERDICT_BOUNDED;
      char *msg = rlv_strf("@%s is %s, but %s (loops took at most %u back edges per entry; --unroll=%u)", f->name,
                           rlv_verdict_name(f->verdict), detail, back_edges, unroll);
      fail(h, bounded ? "the prover said bounded, but a run within the loop bound differs (false bounded)"
                      : "the prover proved a mutation the interpreter tells apart (unsound)",
           msg);
      free(msg);
    }
    rlv_istate_free(&init);
    free(detail);
  }
  if (!decided)
    stats.check_undecided++;
}

/* A refutation: some input — the counterexample's first, then random ones — must show a
 * difference, unless the interpreter cannot decide any of them. */
static void check_refutation(const harness *h, rlv_interp *ib, rlv_interp *ia, const rlv_function_proof *f) {
  hints hs;
  if (f->has_cex)
    hints_from_cex(&f->cex, &hs);
  else
    memset(&hs, 0, sizeof hs);
  rng r = {h->seed ^ 0x5eed5eed5eed5eedull};
  unsigned same = 0, same_cex = 0;
  for (unsigned run = 0; run < REPLAY_RUNS; run++) {
    rlv_istate init;
    rlv_fuzz_draw d = draw_for(run, &hs);
    rlv_fuzz_make_state(h->info, ia, &r, &d, &init);
    char *detail = NULL;
    outcome o = run_both(h, ib, ia, &init, false, run, &detail, NULL);
    rlv_istate_free(&init);
    free(detail);
    if (o == OUT_DIFFERENT) {
      stats.replay_shown++;
      return;
    }
    same += o == OUT_SAME;
    same_cex += o == OUT_SAME && d.ctx;
  }
  /* The counterexample's own thread ids and stage inputs decide: when the interpreter cannot
   * run them, the other inputs may simply miss the path it names. An "implicit binding" refutation
   * is structural (AFTER's registers for BEFORE's implicit bindings, paired by position, are
   * inconsistent), whether or not a run reaches the handles: nothing to replay. One through a
   * cross-lane result may need other lanes (calls_cross_lane). */
  bool structural = f->has_cex && f->cex.observation && strcmp(f->cex.observation, "implicit binding") == 0;
  bool cross_lane = calls_cross_lane(h->before) || calls_cross_lane(h->after);
  if (structural || cross_lane || !same || (names_inputs(&hs) && !same_cex) ||
      ((hs.length_capped || hs.location_capped) && !env_flag("RLV_FUZZ_PROVE_STRICT"))) {
    stats.replay_undecided++;
    return;
  }
  char *msg = rlv_strf("@%s is refuted, but %u of %u inputs (the counterexample's thread ids and location "
                       "included) run the same", f->name, same, REPLAY_RUNS);
  fail(h, "the prover refuted a pair the interpreter cannot tell apart (imprecise or unsound)", msg);
  free(msg);
}

static void check_report(const harness *h, const rlv_proof_report *rep) {
  rlv_interp *ib = rlv_interp_create(h->before), *ia = rlv_interp_create(h->after);
  for (size_t i = 0; i < rep->count; i++) {
    const rlv_function_proof *f = &rep->fns[i];
    stats.verdict[f->verdict]++;
    stats.ms_verdict[f->verdict] += f->ms;
    if (strcmp(f->name, "main") != 0)
      continue; /* the interpreter runs only the parameterless entry point */
    switch (f->verdict) {
    case RLV_VERDICT_PROVED:
    case RLV_VERDICT_BOUNDED:
      check_proof(h, ib, ia, f, rep->unroll);
      break;
    case RLV_VERDICT_REFUTED:
      check_refutation(h, ib, ia, f);
      break;
    default:
      count_unknown_reason(f->reason);
      break;
    }
  }
  rlv_interp_free(ib);
  rlv_interp_free(ia);
}

/* ---------------------------------------------------------------- the harness */

/* The lowered clone of BEFORE from check/ without the proof: its verifier gate, the lowering
 * (LLVM's verifier on the output included) and the DXIL-level verifier. NULL when any of them
 * found an error: rlv_fuzz_lower reports those, here they only skip the input. `r` owns the
 * module. */
static LLVMModuleRef lower_clone(LLVMModuleRef before, rlv_check_result *r) {
  rlv_check_options options = {.skip_proof = true, .keep_lowered = true};
  rlv_check_module(NULL, before, "generated", &options, r);
  return rlv_diags_count_at_least(r->diags, RLV_SEV_ERROR) ? NULL : r->lowered;
}

static void prove_and_check(harness *h) {
  double t0 = rlv_now_ms();
  rlv_proof_report rep = prove_pair(h);
  double t1 = rlv_now_ms();
  h->report = &rep;
  if (h->print)
    rlv_proof_report_write(&rep, RLV_FORMAT_TEXT, stderr);
  check_report(h, &rep);
  stats.ms_prove += t1 - t0;
  stats.ms_check += rlv_now_ms() - t1;
  h->report = NULL;
  rlv_proof_report_free(&rep);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > RLV_FUZZ_MAX_INPUT)
    return 0;
  static const uint8_t no_mutation[RLV_FUZZ_MUT_BYTES] = {0};
  size_t gen_size = size > RLV_FUZZ_MUT_BYTES ? size - RLV_FUZZ_MUT_BYTES : size;
  const uint8_t *mb = size > RLV_FUZZ_MUT_BYTES ? data + gen_size : no_mutation;
  stats.inputs++;
  double t0 = rlv_now_ms();
  harness h = {.ctx = LLVMContextCreate(), .print = env_flag("RLV_FUZZ_PRINT"), .seed = hash_bytes(data, size)};
  rlv_gen_info info;
  h.info = &info;
  rlv_gen_limits limits = gen_limits();
  h.before = rlv_gen_module(h.ctx, data, gen_size, &limits, &info);
  rlv_check_result lowering = {0};
  LLVMValueRef fa = NULL;
  /* a module made invalid on purpose is for rlv_fuzz_lower's gate check, not for proofs */
  if (!info.overlap && !info.wrap && (h.after = lower_clone(h.before, &lowering)) != NULL &&
      (fa = LLVMGetNamedFunction(h.after, "main")) != NULL) {
    stats.lowered++;
    h.mutation = rlv_fuzz_mutate(h.ctx, fa, mb);
    stats.mutated += h.mutation != NULL;
    char *msg = NULL;
    if (LLVMVerifyModule(h.after, LLVMReturnStatusAction, &msg))
      fail(&h, "harness bug: the mutated module is invalid", msg);
    LLVMDisposeMessage(msg);
    dump_modules(&h);
    if (h.print) {
      print_module("BEFORE (generated)", h.before);
      print_module("AFTER (rlv lower, then mutated)", h.after);
      fprintf(stderr, "; mutation: %s\n", h.mutation ? h.mutation : "none");
    }
    prove_and_check(&h);
  }
  stats.ms_total += rlv_now_ms() - t0;
  if (env_flag("RLV_FUZZ_STATS") && stats.inputs % 256 == 0)
    print_stats();
  free(h.mutation);
  rlv_check_result_free(&lowering); /* disposes of h.after */
  LLVMDisposeModule(h.before);
  LLVMContextDispose(h.ctx);
  return 0;
}
