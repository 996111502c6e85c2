/* The prove driver: pairs functions by name, runs both sides, pairs handle creations
 * (implicit bindings, non-uniform flags), asks the query, replays refutations that depend
 * on uninterpreted functions, and turns it all into verdicts. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "model/util.h"
#include "rlv/clock.h"
#include "rlv/model.h"
#include "smt/query.h"
#include "smt/smt.h"

static void cex_free(rlv_cex *c) {
  free(c->observation);
  free(c->resource);
  free(c->family);
  free(c->before);
  free(c->after);
  free(c->inputs);
  free(c->lengths);
  free(c->mapped);
  free(c->cells);
  *c = (rlv_cex){0};
}

static void exec_init(sx_exec *ex, rlv_prover *p, LLVMModuleRef m, LLVMTargetDataRef dl, int side,
                      bool replay, bool constant_loops) {
  *ex = (sx_exec){0};
  ex->p = p;
  ex->z = p->z;
  ex->arena = sx_arena_create(&p->arena_bytes);
  ex->side = side;
  ex->replay = replay;
  ex->module = m;
  ex->dl = dl;
  ex->unroll = p->opt.unroll;
  ex->constant_loops = constant_loops;
}

static bool same_signature(LLVMValueRef fb, LLVMValueRef fa) {
  unsigned n = LLVMCountParams(fb);
  if (n != LLVMCountParams(fa))
    return false;
  LLVMTypeRef rb = LLVMGetReturnType(LLVMGlobalGetValueType(fb));
  LLVMTypeRef ra = LLVMGetReturnType(LLVMGlobalGetValueType(fa));
  if (LLVMGetTypeKind(rb) != LLVMGetTypeKind(ra))
    return false;
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef tb = LLVMTypeOf(LLVMGetParam(fb, i)), ta = LLVMTypeOf(LLVMGetParam(fa, i));
    if (tb == ta)
      continue;
    /* a resource handle lowered to a DXIL handle is the same argument */
    if (!sx_is_dxil_handle_type(ta) ||
        !(LLVMGetTypeKind(tb) == LLVMTargetExtTypeKind || sx_is_dxil_handle_type(tb)))
      return false;
  }
  return true;
}

typedef struct pairing {
  Z3_ast assumptions;
  Z3_ast *nu;
  unsigned n_nu;
  char *unknown;
  char *refuted; /* an inconsistent implicit-binding assignment */
} pairing;

/* Last register of a range of `size` registers from `lb` (size ~0u: unbounded). */
static uint64_t range_last(uint32_t lb, uint32_t size) {
  return size == 0xFFFFFFFFu || size == 0 ? 0xFFFFFFFFull : (uint64_t)lb + size - 1;
}

static bool ranges_overlap(uint32_t lb1, uint32_t size1, uint32_t lb2, uint32_t size2) {
  return lb1 <= range_last(lb2, size2) && lb2 <= range_last(lb1, size1);
}

typedef struct short_text {
  char s[32];
} short_text;

static short_text range_text(uint32_t lb, uint32_t size) {
  short_text t;
  if (size == 1)
    snprintf(t.s, sizeof t.s, "%u", lb);
  else if (size == 0xFFFFFFFFu || size == 0)
    snprintf(t.s, sizeof t.s, "%u..", lb);
  else
    snprintf(t.s, sizeof t.s, "%u..%llu", lb, (unsigned long long)range_last(lb, size));
  return t;
}

/* Pairs BEFORE's handle creations with AFTER's by position: implicit bindings take AFTER's
 * registers (which must be consistent, injective and free of overlaps), and a non-uniform
 * index in BEFORE needs AFTER's flag. */
static void pair_creations(rlv_prover *p, sx_exec *b, sx_exec *a, pairing *out) {
  Z3_context z = p->z;
  bool implicit = false, nu = false;
  for (size_t i = 0; i < b->ncreations; i++) {
    implicit = implicit || b->creations[i].implicit;
    nu = nu || b->creations[i].nu_required;
  }
  if (!implicit && !nu)
    return;
  if (b->ncreations != a->ncreations) {
    out->unknown = rlv_strf("cannot pair %zu handle creations in BEFORE with %zu in AFTER "
                            "(needed for %s)",
                            b->ncreations, a->ncreations,
                            implicit ? "implicit bindings" : "non-uniform flags");
    return;
  }
  size_t explicit_count = b->nbindings;
  out->nu = rlv_xcalloc(b->ncreations ? b->ncreations : 1, sizeof *out->nu);
  out->n_nu = (unsigned)b->ncreations;
  for (size_t i = 0; i < b->ncreations; i++) {
    sx_creation *cb = &b->creations[i], *ca = &a->creations[i];
    if (cb->cls != ca->cls || (!cb->implicit && cb->space != ca->space)) {
      out->unknown = rlv_strf("handle creation %zu: BEFORE and AFTER name different kinds of "
                              "resource (class %u space %u vs class %u space %u)",
                              i, cb->cls, cb->space, ca->cls, ca->space);
      return;
    }
    if (cb->nu_required)
      out->nu[i] = sx_and2(z, sx_and2(z, cb->pc, ca->pc), sx_not(z, ca->nu ? ca->nu : sx_false(z)));
    if (!cb->implicit)
      continue;
    if (cb->space != ca->space) {
      out->refuted = rlv_strf("implicit binding %u of space %u is placed in space %u",
                              cb->order_id, cb->space, ca->space);
      return;
    }
    for (size_t j = 0; j < i; j++) {
      if (!sx_prover_spend(p, 1)) { /* pairs are quadratic: the budget bounds them */
        out->unknown = rlv_xstrdup(sx_budget_failure(p));
        return;
      }
      sx_creation *pb = &b->creations[j], *pa = &a->creations[j];
      if (!pb->implicit || pb->cls != cb->cls)
        continue;
      if (pb->order_id == cb->order_id && pa->lb != ca->lb) {
        out->refuted = rlv_strf("implicit binding %u is given two registers, %u and %u",
                                cb->order_id, pa->lb, ca->lb);
        return;
      }
      if (pb->order_id != cb->order_id && pb->space == cb->space &&
          ranges_overlap(pa->lb, pb->size, ca->lb, cb->size)) {
        if (pa->lb == ca->lb)
          out->refuted = rlv_strf("implicit bindings %u and %u are both given register %u",
                                  pb->order_id, cb->order_id, ca->lb);
        else
          out->refuted = rlv_strf("implicit bindings %u (registers %s) and %u (registers %s) "
                                  "overlap",
                                  pb->order_id, range_text(pa->lb, pb->size).s, cb->order_id,
                                  range_text(ca->lb, cb->size).s);
        return;
      }
    }
    for (size_t k = 0; k < explicit_count; k++) {
      sx_binding *bd = &b->bindings[k];
      if (bd->cls == cb->cls && bd->space == cb->space &&
          ranges_overlap(ca->lb, cb->size, bd->lb, bd->size)) {
        out->refuted = rlv_strf("implicit binding %u is given register %u, inside the explicit "
                                "binding of \"%s\"", cb->order_id, ca->lb, bd->name);
        return;
      }
    }
    sx_register_binding(b, cb->cls, cb->space, ca->lb, cb->size, cb->family, cb->lanes,
                        cb->lane_bits, cb->name, "");
    char *nm = rlv_strf("implicit.lb.%u", cb->order_id);
    Z3_ast eq = sx_eq(z, sx_const(z, nm, sx_bv_sort(z, 32)), sx_bv(z, ca->lb, 32));
    free(nm);
    out->assumptions = sx_and2(z, out->assumptions, eq);
  }
}

/* Both sides of one function run in one mode, and the query they give. */
typedef struct run_pair {
  sx_exec b, a;
  LLVMTargetDataRef dlb, dla;
  pairing pr;
  sx_query q;
  char *reason; /* unknown (or the implicit-binding refutation) */
  bool refuted; /* an implicit-binding refutation, reason says which */
  bool has_query;
} run_pair;

static void run_sides(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                      LLVMModuleRef ma, bool replay, bool constant_loops, run_pair *r) {
  Z3_context z = p->z;
  *r = (run_pair){0};
  r->dlb = rlv_module_datalayout(mb);
  r->dla = rlv_module_datalayout(ma);
  exec_init(&r->b, p, mb, r->dlb, SIDE_BEFORE, replay, constant_loops);
  exec_init(&r->a, p, ma, r->dla, SIDE_AFTER, replay, constant_loops);
  r->pr = (pairing){sx_true(z), NULL, 0, NULL, NULL};
  r->b.peer = fa;
  r->a.peer = fb;
  /* Barriers make groupshared memory fresh on both sides or on neither: a side that drops
   * an unused groupshared global has the same group memory all the same. */
  if (sx_module_has_groupshared(mb) || sx_module_has_groupshared(ma))
    r->b.groupshared = r->a.groupshared = SX_GROUPSHARED_YES;

  sx_exec_function(&r->b, fb);
  if (!r->b.unknown)
    sx_exec_function(&r->a, fa);
  if (r->b.unknown) {
    r->reason = rlv_strf("BEFORE: %s", r->b.unknown);
    return;
  }
  if (r->a.unknown) {
    r->reason = rlv_strf("AFTER: %s", r->a.unknown);
    return;
  }
  if (!sx_ret_comparable(&r->b, &r->a)) {
    r->reason = rlv_xstrdup("the function returns a pointer, a handle or values of "
                            "different shapes");
    return;
  }
  pair_creations(p, &r->b, &r->a, &r->pr);
  if (r->pr.unknown) {
    r->reason = r->pr.unknown;
    r->pr.unknown = NULL;
    return;
  }
  if (r->pr.refuted) {
    r->reason = r->pr.refuted;
    r->pr.refuted = NULL;
    r->refuted = true;
    return;
  }
  Z3_ast facts = sx_and2(z, r->pr.assumptions, sx_and2(z, r->b.axioms, r->a.axioms));
  Z3_ast within =
      sx_and2(z, sx_not(z, r->b.ub), sx_and2(z, sx_not(z, r->b.cut_pc), sx_not(z, r->a.cut_pc)));
  Z3_ast assume = sx_and2(z, facts, within);

  sx_query_build(p, &r->b, &r->a, assume, r->pr.nu, r->pr.n_nu, &r->q);
  r->has_query = true;
}

static void run_free(run_pair *r) {
  free(r->pr.nu);
  free(r->pr.unknown);
  free(r->pr.refuted);
  free(r->reason);
  sx_exec_dispose(&r->b);
  sx_exec_dispose(&r->a);
  LLVMDisposeTargetData(r->dlb);
  LLVMDisposeTargetData(r->dla);
}

/* A replay gets a small budget (a few hundred ms of work): it only confirms a model it was
 * handed. */
#define REPLAY_RLIMIT 1000000u

/* Looking for a nicer counterexample is worth little work (the verdict is known): the SMT
 * core alone, which finds such models within a few tens of thousands of resource units when
 * they exist. */
#define PREFER_RLIMIT 100000u


/* A model whose difference is in memory contents, when the first one found only shows a
 * footprint or another observation and a memory difference exists too: contents name the
 * wrong bits, which is what a reader of the counterexample wants. NULL if there is none. */
static Z3_model prefer_memory(rlv_prover *p, sx_query *q, int *which) {
  if (strcmp(q->items[*which].kind, "memory") == 0)
    return NULL;
  sx_query mem = *q;
  mem.n = 0;
  for (unsigned i = 0; i < q->n; i++)
    if (strcmp(q->items[i].kind, "memory") == 0)
      mem.items[mem.n++] = q->items[i];
  if (!mem.n)
    return NULL;
  Z3_model m = NULL;
  if (sx_query_solve_quick(p, &mem, PREFER_RLIMIT, &m) != 1)
    return NULL;
  int w = sx_query_holds(p, &mem, m);
  if (w < 0) {
    Z3_model_dec_ref(p->z, m);
    return NULL;
  }
  for (unsigned i = 0; i < q->n; i++)
    if (q->items[i].cond == mem.items[w].cond)
      *which = (int)i;
  return m;
}

/* A refutation in an execution where BEFORE froze a poison value is not final: BEFORE's
 * choice was tied to AFTER's (sem_llvm.c), and another choice may have matched AFTER. The
 * counterexample is dropped and the function is unknown (never proved). */
static bool before_froze(rlv_prover *p, sx_query *q, Z3_model m, rlv_function_proof *out) {
  if (!sx_query_before_froze(p, q, m))
    return false;
  cex_free(&out->cex);
  out->has_cex = false;
  free(out->reason);
  out->reason = rlv_xstrdup("the refutation rests on the value BEFORE's freeze of poison picks, "
                            "which another choice may have matched");
  return true;
}

/* The refutation of `first` (model m, observation which) rests on a free function:
 * rebuild both sides with identity formats and IEEE arithmetic; confirm the model, or
 * look for another within a small budget. 1 refuted (out->cex), 2 unknown (out->reason). */
static int replay(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                  LLVMModuleRef ma, const sx_query *first, Z3_model m, bool constant_loops,
                  rlv_function_proof *out) {
  sx_budget_renew(p); /* the replay runs both sides again, on a budget of its own */
  run_pair r;
  run_sides(p, fb, fa, mb, ma, true, constant_loops, &r);
  int result = 2;
  if (!r.has_query) {
    out->reason = rlv_strf("replay of the refutation: %s", r.reason ? r.reason : "unknown");
    run_free(&r);
    return 2;
  }
  int which = r.q.elim == first->elim ? sx_query_holds(p, &r.q, m) : -1;
  if (which >= 0 && !sx_query_semantic(p, &r.q, which)) {
    int w2 = which;
    Z3_model better = prefer_memory(p, &r.q, &w2);
    if (better && !sx_query_semantic(p, &r.q, w2))
      sx_query_cex(p, &r.q, better, w2, &out->cex);
    else
      sx_query_cex(p, &r.q, m, which, &out->cex);
    out->has_cex = true;
    result = before_froze(p, &r.q, better ? better : m, out) ? 2 : 1;
    if (better)
      Z3_model_dec_ref(p->z, better);
    run_free(&r);
    return result;
  }
  Z3_model m2 = NULL;
  char *why = NULL;
  int s = sx_query_solve(p, &r.q, REPLAY_RLIMIT, &m2, &why);
  if (s == 1) {
    which = sx_query_holds(p, &r.q, m2);
    Z3_model better = which >= 0 ? prefer_memory(p, &r.q, &which) : NULL;
    if (better) {
      Z3_model_dec_ref(p->z, m2);
      m2 = better;
    }
    if (which >= 0 && !sx_query_semantic(p, &r.q, which)) {
      sx_query_cex(p, &r.q, m2, which, &out->cex);
      out->has_cex = true;
      result = before_froze(p, &r.q, m2, out) ? 2 : 1;
    } else {
      out->reason = rlv_xstrdup("the refutation depends on uninterpreted functions that the "
                                "concrete replay cannot interpret");
    }
    Z3_model_dec_ref(p->z, m2);
  } else if (s == 0) {
    out->reason = rlv_xstrdup("the refutation depends on the freedom of an uninterpreted "
                              "function (format conversion or floating point); a concrete "
                              "replay shows no difference");
  } else {
    out->reason = rlv_strf("replay of the refutation did not finish: %s", why ? why : "unknown");
  }
  free(why);
  run_free(&r);
  return result;
}

/* "<what> N times; the first loop cut is %header in @f (BEFORE)": names the loop that
 * needs a larger --unroll. */
static char *cut_text(const run_pair *r, const char *what) {
  const sx_exec *ex = r->b.cut ? &r->b : &r->a;
  char *where = sx_block_label(ex->cut_loop);
  size_t len;
  const char *fn = ex->cut_fn ? LLVMGetValueName2(ex->cut_fn, &len) : "";
  char *t = rlv_strf("%s %u times; the first loop cut is %s in @%s (%s)", what, ex->unroll,
                     where, fn, ex == &r->b ? "BEFORE" : "AFTER");
  free(where);
  return t;
}

/* 0 proved, 1 refuted, 2 unknown; *cut says loops were cut. */
static int decide(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                  LLVMModuleRef ma, bool constant_loops, rlv_function_proof *out, bool *cut) {
  run_pair r;
  run_sides(p, fb, fa, mb, ma, false, constant_loops, &r);
  *cut = r.b.cut || r.a.cut;
  int result = 2;
  if (!r.has_query) {
    if (r.refuted) {
      out->has_cex = true;
      out->cex.observation = rlv_xstrdup("implicit binding");
      result = 1;
    }
    out->reason = r.reason;
    r.reason = NULL;
    run_free(&r);
    return result;
  }
  Z3_model m = NULL;
  char *why = NULL;
  result = sx_query_solve(p, &r.q, 0, &m, &why);
  if (sx_budget_failure(p)) {
    /* the query was not built whole, or Z3 failed: no verdict rests on it */
    if (m)
      Z3_model_dec_ref(p->z, m);
    m = NULL;
    free(why);
    why = rlv_xstrdup(sx_budget_failure(p));
    result = 2;
  }
  if (result == 0 && *cut) {
    /* `bounded` claims the executions within the bound were compared: there must be one */
    int v = sx_query_vacuous(p, &r.q, &why);
    if (v != 0) {
      result = 2;
      if (v == 1 && !constant_loops) {
        /* no execution returns within the bound: run again with the loops whose every
         * execution continues (a constant trip count) run to their end, which may reach one */
        free(why);
        run_free(&r);
        return decide(p, fb, fa, mb, ma, true, out, cut);
      }
      if (v == 1) {
        free(why);
        why = cut_text(&r, "no execution returns with its loops unrolled at most");
      }
    }
  }
  if (result == 1 && sx_query_before_froze(p, &r.q, m)) {
    /* look for a difference where BEFORE froze no poison (its choice then plays no part) */
    Z3_model_dec_ref(p->z, m);
    m = NULL;
    sx_query_exclude_freezes(p, &r.q);
    result = sx_query_solve(p, &r.q, 0, &m, &why);
    if (result != 1) {
      if (m)
        Z3_model_dec_ref(p->z, m);
      m = NULL;
      free(why);
      why = rlv_xstrdup("the refutation rests on the value BEFORE's freeze of poison picks, "
                        "which another choice may have matched");
      result = 2;
    }
  }
  if (result != 1) {
    out->reason = result == 2 ? why : (*cut ? cut_text(&r, "loops unrolled") : NULL);
    if (result == 2)
      why = NULL; /* else: the first slice's reason, superseded by the answer */
  } else {
    int which = sx_query_holds(p, &r.q, m);
    Z3_model better = which >= 0 ? prefer_memory(p, &r.q, &which) : NULL;
    if (better) {
      Z3_model_dec_ref(p->z, m);
      m = better;
    }
    /* which < 0: the evaluation lost track of the model; only the replay may confirm it */
    if (which >= 0 && !sx_query_semantic(p, &r.q, which)) {
      sx_query_cex(p, &r.q, m, which, &out->cex); /* no free function in sight: final */
      out->has_cex = true;
      if (before_froze(p, &r.q, m, out))
        result = 2;
    } else {
      result = replay(p, fb, fa, mb, ma, &r.q, m, constant_loops, out);
    }
    Z3_model_dec_ref(p->z, m);
  }
  free(why);
  run_free(&r);
  return result;
}

static void prove_pair(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                       LLVMModuleRef ma, rlv_function_proof *out) {
  double t0 = rlv_now_ms();
  sx_budget_begin(p);
  if (!same_signature(fb, fa)) {
    out->verdict = RLV_VERDICT_UNKNOWN;
    out->reason = rlv_xstrdup("BEFORE and AFTER have different signatures");
    out->ms = rlv_now_ms() - t0;
    return;
  }
  rlv_ptrmap_clear(&p->rw_memo);
  p->rw_nodes = 0;
  bool cut;
  int r = decide(p, fb, fa, mb, ma, false, out, &cut);
  /* a Z3 error anywhere (the query, the replay, the counterexample) overrides all: a term
   * the verdict rests on may not be what rlv asked for */
  const char *failure = p->z3_error != Z3_OK ? sx_budget_failure(p) : NULL;
  if (failure) {
    r = 2;
    free(out->reason);
    out->reason = rlv_xstrdup(failure);
    out->has_cex = false;
    cex_free(&out->cex);
  }
  out->verdict = r == 0 ? (cut ? RLV_VERDICT_BOUNDED : RLV_VERDICT_PROVED)
                 : r == 1 ? RLV_VERDICT_REFUTED
                          : RLV_VERDICT_UNKNOWN;
  out->ms = rlv_now_ms() - t0;
}

static rlv_function_proof *add_fn(rlv_proof_report *r, size_t *cap, const char *name) {
  if (r->count == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    r->fns = rlv_xrealloc(r->fns, *cap * sizeof *r->fns);
  }
  rlv_function_proof *f = &r->fns[r->count++];
  *f = (rlv_function_proof){0};
  f->name = rlv_xstrdup(name);
  return f;
}

void rlv_prove_modules(rlv_prover *prover, LLVMModuleRef before, LLVMModuleRef after,
                       rlv_proof_report *out) {
  *out = (rlv_proof_report){0};
  out->unroll = prover->opt.unroll;
  rlv_prover *outer = sx_prover_enter(prover);
  sx_file_budget_begin(prover);
  size_t cap = 0;
  sx_kept lb, la;
  sx_kept_compute(&lb, before);
  sx_kept_compute(&la, after);
  for (LLVMValueRef fb = LLVMGetFirstFunction(before); fb; fb = LLVMGetNextFunction(fb)) {
    if (!sx_kept_has(&lb, fb))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(fb, &len);
    rlv_function_proof *f = add_fn(out, &cap, name);
    LLVMValueRef fa = LLVMGetNamedFunction(after, name);
    if (!fa || LLVMCountBasicBlocks(fa) == 0) {
      f->verdict = RLV_VERDICT_UNKNOWN;
      f->reason = rlv_xstrdup("the function is defined only in BEFORE");
      continue;
    }
    prove_pair(prover, fb, fa, before, after, f);
  }
  for (LLVMValueRef fa = LLVMGetFirstFunction(after); fa; fa = LLVMGetNextFunction(fa)) {
    if (!sx_kept_has(&la, fa))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(fa, &len);
    LLVMValueRef fb = LLVMGetNamedFunction(before, name);
    if (fb && sx_kept_has(&lb, fb))
      continue;
    rlv_function_proof *f = add_fn(out, &cap, name);
    f->verdict = RLV_VERDICT_UNKNOWN;
    f->reason = rlv_xstrdup(fb ? "the function is not kept in BEFORE"
                               : "the function is defined only in AFTER");
  }
  sx_kept_free(&lb);
  sx_kept_free(&la);
  sx_prover_enter(outer);
}

void rlv_proof_report_free(rlv_proof_report *report) {
  for (size_t i = 0; i < report->count; i++) {
    free(report->fns[i].name);
    free(report->fns[i].reason);
    cex_free(&report->fns[i].cex);
  }
  free(report->fns);
  free(report->before_file);
  free(report->after_file);
  *report = (rlv_proof_report){0};
}

void rlv_proof_report_name(rlv_proof_report *report, const char *before_file,
                           const char *after_file) {
  free(report->before_file);
  free(report->after_file);
  report->before_file = before_file ? rlv_xstrdup(before_file) : NULL;
  report->after_file = after_file ? rlv_xstrdup(after_file) : NULL;
}

int rlv_proof_report_exit_code(const rlv_proof_report *report) {
  bool unknown = false;
  for (size_t i = 0; i < report->count; i++) {
    if (report->fns[i].verdict == RLV_VERDICT_REFUTED)
      return 1;
    if (report->fns[i].verdict == RLV_VERDICT_UNKNOWN)
      unknown = true;
  }
  return unknown ? 3 : 0;
}
