/* The prove driver: pairs functions by name, runs both sides, pairs handle creations
 * (implicit bindings, non-uniform flags), asks the query, replays refutations that depend
 * on uninterpreted functions, and turns it all into verdicts. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <stdio.h>

#include "model/liveset.h"
#include "model/util.h"
#include "rlv/model.h"
#include "smt/smt.h"

const char *rlv_verdict_name(rlv_verdict v) {
  switch (v) {
  case RLV_VERDICT_PROVED: return "proved";
  case RLV_VERDICT_BOUNDED: return "bounded";
  case RLV_VERDICT_REFUTED: return "refuted";
  default: return "unknown";
  }
}

static double now_ms(void) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void cex_free(rlv_cex *c) {
  free(c->observation);
  free(c->resource);
  free(c->family);
  free(c->before);
  free(c->after);
  free(c->inputs);
  *c = (rlv_cex){0};
}

static void exec_init(sx_exec *ex, rlv_prover *p, LLVMModuleRef m, LLVMTargetDataRef dl, int side,
                      bool replay) {
  *ex = (sx_exec){0};
  ex->p = p;
  ex->z = p->z;
  ex->arena = sx_arena_create();
  ex->side = side;
  ex->replay = replay;
  ex->module = m;
  ex->dl = dl;
  ex->unroll = p->opt.unroll;
}

static bool same_signature(LLVMValueRef fb, LLVMValueRef fa) {
  unsigned n = LLVMCountParams(fb);
  if (n != LLVMCountParams(fa))
    return false;
  LLVMTypeRef rb = LLVMGetReturnType(LLVMGlobalGetValueType(fb));
  LLVMTypeRef ra = LLVMGetReturnType(LLVMGlobalGetValueType(fa));
  if (LLVMGetTypeKind(rb) != LLVMGetTypeKind(ra))
    return false;
  for (unsigned i = 0; i < n; i++)
    if (LLVMTypeOf(LLVMGetParam(fb, i)) != LLVMTypeOf(LLVMGetParam(fa, i)))
      return false;
  return true;
}

typedef struct pairing {
  Z3_ast assumptions;
  Z3_ast *nu;
  unsigned n_nu;
  char *unknown;
  char *refuted; /* an inconsistent implicit-binding assignment */
} pairing;

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
      sx_creation *pb = &b->creations[j], *pa = &a->creations[j];
      if (!pb->implicit || pb->cls != cb->cls)
        continue;
      if (pb->order_id == cb->order_id && pa->lb != ca->lb) {
        out->refuted = rlv_strf("implicit binding %u is given two registers, %u and %u",
                                cb->order_id, pa->lb, ca->lb);
        return;
      }
      if (pb->order_id != cb->order_id && pa->lb == ca->lb && pb->space == cb->space) {
        out->refuted = rlv_strf("implicit bindings %u and %u are both given register %u",
                                pb->order_id, cb->order_id, ca->lb);
        return;
      }
    }
    uint64_t lo = ca->lb, hi = cb->size == 0xFFFFFFFFu ? 0xFFFFFFFFull : lo + cb->size - 1;
    for (size_t k = 0; k < explicit_count; k++) {
      sx_binding *bd = &b->bindings[k];
      uint64_t blo = bd->lb, bhi = bd->size == 0xFFFFFFFFu ? 0xFFFFFFFFull : blo + bd->size - 1;
      if (bd->cls == cb->cls && bd->space == cb->space && lo <= bhi && blo <= hi) {
        out->refuted = rlv_strf("implicit binding %u is given register %u, inside the explicit "
                                "binding of \"%s\"", cb->order_id, ca->lb, bd->name);
        return;
      }
    }
    sx_register_binding(b, cb->cls, cb->space, ca->lb, cb->size, cb->family, cb->lanes, cb->name,
                        "");
    char *nm = rlv_strf("implicit.lb.%u", cb->order_id);
    Z3_ast eq = sx_eq(z, sx_const(z, nm, sx_bv_sort(z, 32)), sx_bv(z, ca->lb, 32));
    free(nm);
    out->assumptions = sx_and2(z, out->assumptions, eq);
  }
}

/* One attempt: 0 proved, 1 refuted, 2 unknown. *uf says the model may rest on UFs. */
static int attempt(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                   LLVMModuleRef ma, bool replay, rlv_function_proof *out, bool *uf, bool *opaque,
                   bool *cut) {
  Z3_context z = p->z;
  LLVMTargetDataRef dlb = rlv_module_datalayout(mb), dla = rlv_module_datalayout(ma);
  sx_exec b, a;
  exec_init(&b, p, mb, dlb, SIDE_BEFORE, replay);
  exec_init(&a, p, ma, dla, SIDE_AFTER, replay);
  double T0 = now_ms();
  sx_exec_function(&b, fb);
  if (!b.unknown)
    sx_exec_function(&a, fa);
  double T1 = now_ms();
  int result = 2;
  pairing pr = {sx_true(z), NULL, 0, NULL, NULL};
  if (b.unknown) {
    out->reason = rlv_strf("BEFORE: %s", b.unknown);
  } else if (a.unknown) {
    out->reason = rlv_strf("AFTER: %s", a.unknown);
  } else if (!sx_ret_comparable(&b, &a)) {
    out->reason = rlv_xstrdup("the function returns a pointer, a handle or values of "
                              "different shapes");
  } else {
    pair_creations(p, &b, &a, &pr);
    if (pr.unknown) {
      out->reason = pr.unknown;
      pr.unknown = NULL;
    } else if (pr.refuted) {
      out->reason = pr.refuted;
      pr.refuted = NULL;
      out->has_cex = true;
      out->cex.observation = rlv_xstrdup("implicit binding");
      result = 1;
    } else {
      Z3_ast assume = sx_and2(z, pr.assumptions,
                              sx_and2(z, sx_not(z, b.ub),
                                      sx_and2(z, sx_not(z, b.cut_pc), sx_not(z, a.cut_pc))));
      char *why = NULL;
      rlv_cex cex = {0};
      result = sx_query(p, &b, &a, assume, pr.nu, pr.n_nu, &cex, &why);
      if (getenv("SX_T")) fprintf(stderr, "  replay=%d exec %.2f query %.2f\n", replay, T1 - T0, now_ms() - T1);
      if (result == 1) {
        out->cex = cex;
        out->has_cex = true;
      } else {
        cex_free(&cex);
      }
      if (result == 2)
        out->reason = why;
      else
        free(why);
    }
  }
  *uf = b.used_uf || a.used_uf;
  *opaque = b.used_opaque_uf || a.used_opaque_uf;
  *cut = b.cut || a.cut;
  free(pr.nu);
  free(pr.unknown);
  free(pr.refuted);
  sx_exec_dispose(&b);
  sx_exec_dispose(&a);
  LLVMDisposeTargetData(dlb);
  LLVMDisposeTargetData(dla);
  return result;
}

static void prove_pair(rlv_prover *p, LLVMValueRef fb, LLVMValueRef fa, LLVMModuleRef mb,
                       LLVMModuleRef ma, rlv_function_proof *out) {
  double t0 = now_ms();
  if (!same_signature(fb, fa)) {
    out->verdict = RLV_VERDICT_UNKNOWN;
    out->reason = rlv_xstrdup("BEFORE and AFTER have different signatures");
    out->ms = now_ms() - t0;
    return;
  }
  bool uf, opaque, cut;
  int r = attempt(p, fb, fa, mb, ma, false, out, &uf, &opaque, &cut);
  if (r == 1 && uf && out->cex.observation && strcmp(out->cex.observation, "implicit binding") &&
      strcmp(out->cex.observation, "non-uniform flag")) {
    /* The model may rest on the freedom of a format conversion or a float UF: replay with
     * identity formats and IEEE arithmetic. */
    rlv_function_proof second = {0};
    bool uf2, opaque2, cut2;
    int r2 = attempt(p, fb, fa, mb, ma, true, &second, &uf2, &opaque2, &cut2);
    cex_free(&out->cex);
    out->has_cex = false;
    free(out->reason);
    out->reason = NULL;
    if (r2 == 1 && !opaque2) {
      out->cex = second.cex;
      out->has_cex = true;
      second.cex = (rlv_cex){0};
    } else if (r2 == 1) {
      r = 2;
      out->reason = rlv_xstrdup("the refutation depends on uninterpreted functions that the "
                                "concrete replay cannot interpret");
    } else if (r2 == 0) {
      r = 2;
      out->reason = rlv_xstrdup("the refutation depends on the freedom of an uninterpreted "
                                "function (format conversion or floating point); a concrete "
                                "replay shows no difference");
    } else {
      r = 2;
      out->reason = rlv_strf("replay of the refutation: %s",
                             second.reason ? second.reason : "unknown");
    }
    cex_free(&second.cex);
    free(second.reason);
  }
  out->verdict = r == 0 ? (cut ? RLV_VERDICT_BOUNDED : RLV_VERDICT_PROVED)
                 : r == 1 ? RLV_VERDICT_REFUTED
                          : RLV_VERDICT_UNKNOWN;
  if (out->verdict == RLV_VERDICT_BOUNDED && !out->reason)
    out->reason = rlv_strf("loops unrolled %u times", p->opt.unroll);
  out->ms = now_ms() - t0;
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
  size_t cap = 0;
  rlv_liveset lb, la;
  rlv_liveset_compute(&lb, before, false);
  rlv_liveset_compute(&la, after, false);
  for (LLVMValueRef fb = LLVMGetFirstFunction(before); fb; fb = LLVMGetNextFunction(fb)) {
    if (!rlv_liveset_has(&lb, fb))
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
    if (!rlv_liveset_has(&la, fa))
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(fa, &len);
    LLVMValueRef fb = LLVMGetNamedFunction(before, name);
    if (fb && rlv_liveset_has(&lb, fb))
      continue;
    rlv_function_proof *f = add_fn(out, &cap, name);
    f->verdict = RLV_VERDICT_UNKNOWN;
    f->reason = rlv_xstrdup(fb ? "the function is not kept in BEFORE"
                               : "the function is defined only in AFTER");
  }
  rlv_liveset_free(&lb);
  rlv_liveset_free(&la);
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
