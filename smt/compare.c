/* The refinement query of one function: the observations of AFTER against BEFORE (memory,
 * footprints, counters, return values, non-uniform flags, declared properties, events),
 * their size bounded, and Z3 asked whether one can differ. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/query.h"
#include "smt/smt.h"

static void add_obs(rlv_prover *p, sx_query *q, const char *kind, Z3_ast cond,
                    sx_obs_family family, unsigned index) {
  if (q->n == SX_MAX_OBS) {
    q->overflow = true; /* never drop one silently: a dropped difference is a false proof */
    return;
  }
  q->items[q->n++] = (sx_obs){kind, cond, family, index, 0, NULL, NULL};
  (void)p;
}

/* ---- AFTER's declarations against BEFORE's types ---- */

/* Where AFTER's annotateHandle properties contradict BEFORE's type: one line each for
 * what BEFORE implies and what AFTER says. False when they agree. */
bool sx_props_mismatch(const sx_creation *c, const sx_annot *an, char *want, char *got,
                           size_t n) {
  unsigned kind = an->w0 & SX_PROPS_KIND_MASK, uav = an->w0 >> SX_PROPS_UAV_SHIFT & 1,
           rov = an->w0 >> SX_PROPS_ROV_SHIFT & 1;
  if (kind != c->kind) {
    snprintf(want, n, "kind %u", c->kind);
    snprintf(got, n, "kind %u", kind);
    return true;
  }
  if (uav != c->uav || uav != (an->cls == SX_CLASS_UAV)) {
    snprintf(want, n, "UAV bit %u (class %s)", c->uav, c->uav ? "UAV" : "SRV");
    snprintf(got, n, "UAV bit %u", uav);
    return true;
  }
  if (an->kind_only)
    return false; /* a !dx.resources record: its kind and class, nothing more */
  if (rov != c->rov) {
    snprintf(want, n, "ROV bit %u", c->rov);
    snprintf(got, n, "ROV bit %u", rov);
    return true;
  }
  if (c->kind == SX_KIND_SAMPLER) {
    unsigned cmp = an->w0 >> SX_PROPS_SAMPLER_CMP_SHIFT & 1;
    if (cmp != c->sampler_cmp || an->w1) {
      snprintf(want, n, "comparison bit %u, word1 0", c->sampler_cmp);
      snprintf(got, n, "comparison bit %u, word1 %u", cmp, an->w1);
      return true;
    }
    return false;
  }
  if (c->kind == SX_KIND_FEEDBACK_TEXTURE2D || c->kind == SX_KIND_FEEDBACK_TEXTURE2DARRAY) {
    if (an->w1 != c->feedback) {
      snprintf(want, n, "feedback type %u", c->feedback);
      snprintf(got, n, "feedback type %u", an->w1);
      return true;
    }
    return false;
  }
  unsigned samples = an->w1 >> SX_PROPS_SAMPLES_SHIFT;
  if (c->kind >= SX_KIND_TEXTURE1D && c->kind <= SX_KIND_TEXTURECUBEARRAY &&
      samples != c->samples) {
    snprintf(want, n, "sample count %u", c->samples);
    snprintf(got, n, "sample count %u", samples);
    return true;
  }
  if (c->kind <= SX_KIND_TYPED_BUFFER) {
    unsigned ct = an->w1 & 0xff, cc = an->w1 >> SX_PROPS_COUNT_SHIFT & 0xff;
    if (ct >= 32 || !(c->ctypes >> ct & 1) || cc != c->ccount) {
      unsigned first = 0;
      while (first < 32 && !(c->ctypes >> first & 1))
        first++;
      snprintf(want, n, "component type %u x %u", first, c->ccount);
      snprintf(got, n, "component type %u x %u", ct, cc);
      return true;
    }
  }
  if (c->kind == SX_KIND_STRUCTURED_BUFFER && an->w1 != c->stride) {
    snprintf(want, n, "stride %llu", (unsigned long long)c->stride);
    snprintf(got, n, "stride %u", an->w1);
    return true;
  }
  return false;
}

/* The bits of a simplified resource id that are constant: the numerals it is a
 * concatenation of (Z3's simplifier writes a constant class and space, and often constant
 * high bits of the register, as numeral parts). Bit i is word i / 64. */
typedef struct rid_bits {
  bool done;
  uint64_t mask[2], val[2];
} rid_bits;

static void set_bits(rid_bits *kb, unsigned lo, unsigned width, uint64_t v) {
  for (unsigned i = 0; i < width && lo + i < 128; i++) {
    unsigned bit = lo + i;
    kb->mask[bit / 64] |= 1ull << bit % 64;
    kb->val[bit / 64] |= (i < 64 ? v >> i & 1 : 0) << bit % 64;
  }
}

static void known_bits(Z3_context z, Z3_ast t, unsigned lo, rid_bits *kb, unsigned depth) {
  unsigned width = Z3_get_bv_sort_size(z, Z3_get_sort(z, t));
  uint64_t v;
  if (Z3_get_ast_kind(z, t) == Z3_NUMERAL_AST) {
    if (width <= 64 && Z3_get_numeral_uint64(z, t, &v)) {
      set_bits(kb, lo, width, v);
    } else if (width > 64 && depth < 8) { /* a numeral wider than 64 bits: its two halves */
      known_bits(z, Z3_simplify(z, Z3_mk_extract(z, 63, 0, t)), lo, kb, depth + 1);
      known_bits(z, Z3_simplify(z, Z3_mk_extract(z, width - 1, 64, t)), lo + 64, kb, depth + 1);
    }
    return;
  }
  if (depth >= 8 || Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return;
  Z3_app app = Z3_to_app(z, t);
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) != Z3_OP_CONCAT)
    return;
  /* the first argument is the most significant */
  for (unsigned i = Z3_get_app_num_args(z, app); i-- > 0;) {
    Z3_ast part = Z3_get_app_arg(z, app, i);
    known_bits(z, part, lo, kb, depth + 1);
    lo += Z3_get_bv_sort_size(z, Z3_get_sort(z, part));
  }
}

/* Whether two resource ids are surely different: a bit both know, set differently. Bits,
 * not a simplification of their equality per pair, so the quadratic pairing below never
 * walks the ids' terms (that took seconds on a few thousand inlined handles). */
static bool rids_differ(Z3_context z, Z3_ast x, rid_bits *kx, Z3_ast y, rid_bits *ky) {
  if (!kx->done) {
    known_bits(z, x, 0, kx, 0);
    kx->done = true;
  }
  if (!ky->done) {
    known_bits(z, y, 0, ky, 0);
    ky->done = true;
  }
  for (unsigned w = 0; w < 2; w++)
    if (kx->mask[w] & ky->mask[w] & (kx->val[w] ^ ky->val[w]))
      return true;
  return false;
}

/* A resource that BEFORE creates with one type and AFTER annotates as another: the pairs
 * that disagree, each an observation when both happen on the same resource. Each id is
 * simplified once; a pair is compared by structure. */
static void collect_props(rlv_prover *p, sx_exec *b, sx_exec *a, sx_query *q) {
  Z3_context z = p->z;
  char want[64], got[64];
  if (!b->ncreations || !a->nannots)
    return;
  Z3_ast *annot_rid = rlv_xcalloc(a->nannots, sizeof *annot_rid);
  rid_bits *annot_bits = rlv_xcalloc(a->nannots, sizeof *annot_bits);
  for (size_t i = 0; i < b->ncreations; i++) {
    const sx_creation *c = &b->creations[i];
    if (!c->props_known || !c->rid)
      continue;
    Z3_ast crid = NULL;
    rid_bits cbits = {0};
    for (size_t j = 0; j < a->nannots; j++) {
      const sx_annot *an = &a->annots[j];
      if (!sx_prover_spend(p, 1))
        goto done; /* pairs are quadratic: the budget bounds them (the function is unknown) */
      if (!sx_props_mismatch(c, an, want, got, sizeof want))
        continue;
      if (!crid)
        crid = Z3_simplify(z, c->rid);
      if (!annot_rid[j])
        annot_rid[j] = Z3_simplify(z, an->rid);
      if (rids_differ(z, crid, &cbits, annot_rid[j], &annot_bits[j]))
        continue; /* different resources (constant bindings): nothing to compare */
      Z3_ast same = sx_and2(z, sx_and2(z, c->pc, an->pc), sx_eq(z, crid, annot_rid[j]));
      add_obs(p, q, "resource properties", same, SX_OBS_PROPS, (unsigned)i);
      if (q->n)
        q->items[q->n - 1].index2 = (unsigned)j;
    }
  }
done:
  free(annot_bits);
  free(annot_rid);
}

static Z3_ast rid_parts_in_range(Z3_context z, Z3_ast rid, const sx_binding *b) {
  Z3_ast cls = Z3_mk_extract(z, 65, 64, rid), space = Z3_mk_extract(z, 63, 32, rid),
         reg = Z3_mk_extract(z, 31, 0, rid);
  Z3_ast c = sx_and2(z, sx_eq(z, cls, sx_bv(z, b->cls, 2)), sx_eq(z, space, sx_bv(z, b->space, 32)));
  Z3_ast lo = Z3_mk_bvuge(z, reg, sx_bv(z, b->lb, 32));
  Z3_ast hi = b->size == 0xFFFFFFFFu ? sx_true(z)
                                     : Z3_mk_bvult(z, Z3_mk_bvsub(z, reg, sx_bv(z, b->lb, 32)),
                                                   sx_bv(z, b->size, 32));
  return sx_and2(z, c, sx_and2(z, lo, hi));
}

/* Lanes of a typed element that are observable: those BEFORE's element type has. */
static Z3_ast lane_observable(Z3_context z, sx_exec *b, Z3_ast rid, Z3_ast lane) {
  Z3_ast acc = sx_true(z);
  for (size_t i = b->nbindings; i-- > 0;) {
    const sx_binding *bd = &b->bindings[i];
    if (bd->family != FAM_TYPED || !bd->lanes || bd->lanes >= 4)
      continue;
    acc = sx_ite(z, rid_parts_in_range(z, rid, bd), Z3_mk_bvult(z, Z3_mk_zero_ext(z, 1, lane), sx_bv(z, bd->lanes, 3)), acc);
  }
  return acc;
}

/* Whether the lanes of resource `rid` hold 16-bit values: then only their low 16 bits
 * are observable (a 16-bit typed element stores nothing above them). */
Z3_ast sx_lane_is_16bit(Z3_context z, const sx_exec *b, Z3_ast rid) {
  Z3_ast acc = sx_false(z);
  for (size_t i = b->nbindings; i-- > 0;) {
    const sx_binding *bd = &b->bindings[i];
    if (bd->family != FAM_TYPED || bd->lane_bits != 16)
      continue;
    acc = sx_or2(z, rid_parts_in_range(z, rid, bd), acc);
  }
  return acc;
}

/* The observable bits of a typed lane: the low 16 for 16-bit elements, else all 32. */
static Z3_ast lane_value_differs(Z3_context z, const sx_exec *b, Z3_ast rid, Z3_ast vb,
                                 Z3_ast va) {
  Z3_ast all = sx_not(z, sx_eq(z, vb, va));
  Z3_ast is16 = sx_lane_is_16bit(z, b, rid);
  if (sx_is_false(z, is16))
    return all;
  Z3_ast low = sx_not(z, sx_eq(z, Z3_mk_extract(z, 15, 0, vb), Z3_mk_extract(z, 15, 0, va)));
  return sx_ite(z, is16, low, all);
}

void sx_flatten(sval *v, sval **out, unsigned *n, unsigned max) {
  if (!v)
    return;
  if (v->kind == SV_AGG) {
    for (unsigned i = 0; i < v->n; i++)
      sx_flatten(v->el[i], out, n, max);
  } else if (*n < max) {
    out[(*n)++] = v;
  }
}

/* Contents of every observable location: typed lanes and raw bytes where BEFORE's are
 * defined, under `guard` (the final memories, or those at a pair of matched events). */
static void memory_obs(rlv_prover *p, sx_exec *b, sx_query *q, const char *kind,
                       const sx_mem *mb, const sx_mem *ma, Z3_ast guard, unsigned ib,
                       unsigned ia) {
  Z3_context z = p->z;
  if (mb->tv != ma->tv || mb->tp != ma->tp) {
    Z3_ast i = Z3_mk_concat(z, q->wt_rid, Z3_mk_concat(z, q->wt_elem, q->wt_lane));
    Z3_ast bp = Z3_mk_select(z, mb->tp, i), ap = Z3_mk_select(z, ma->tp, i);
    Z3_ast diff = sx_or2(z, ap, lane_value_differs(z, b, q->wt_rid, Z3_mk_select(z, mb->tv, i),
                                                   Z3_mk_select(z, ma->tv, i)));
    add_obs(p, q, kind, sx_and2(z, guard, sx_and2(z, lane_observable(z, b, q->wt_rid, q->wt_lane),
                                                  sx_and2(z, sx_not(z, bp), diff))),
            SX_OBS_TYPED, ib);
    if (q->n && q->items[q->n - 1].family == SX_OBS_TYPED) {
      q->items[q->n - 1].index2 = ia;
      q->items[q->n - 1].mb = mb;
      q->items[q->n - 1].ma = ma;
    }
  }
  if (mb->rv != ma->rv || mb->rp != ma->rp) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    Z3_ast bp = Z3_mk_select(z, mb->rp, i), ap = Z3_mk_select(z, ma->rp, i);
    Z3_ast diff = sx_or2(z, ap, sx_not(z, sx_eq(z, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, ma->rv, i))));
    add_obs(p, q, kind, sx_and2(z, guard, sx_and2(z, sx_not(z, bp), diff)), SX_OBS_RAW, ib);
    if (q->n && q->items[q->n - 1].family == SX_OBS_RAW) {
      q->items[q->n - 1].index2 = ia;
      q->items[q->n - 1].mb = mb;
      q->items[q->n - 1].ma = ma;
    }
  }
}

/* Side-effecting calls must match in order: the same number on every path, and the k-th
 * of BEFORE and of AFTER the same call, with the same (defined) arguments, seeing the same
 * memory. Events are matched by rank, so differently shaped control flow is fine. */
static void event_obs(rlv_prover *p, sx_exec *b, sx_exec *a, sx_query *q) {
  Z3_context z = p->z;
  if (!b->nevents && !a->nevents)
    return;
  add_obs(p, q, "event sequence",
          sx_not(z, sx_eq(z, b->final.events ? b->final.events : sx_bv(z, 0, 32),
                          a->final.events ? a->final.events : sx_bv(z, 0, 32))),
          SX_OBS_EVENT_COUNT, 0);
  for (size_t i = 0; i < b->nevents; i++)
    for (size_t j = 0; j < a->nevents; j++) {
      if (!sx_prover_spend(p, 1))
        return; /* pairs are quadratic: the budget bounds them (the function is unknown) */
      const sx_event *eb = &b->events[i], *ea = &a->events[j];
      Z3_ast both = sx_and2(z, sx_and2(z, eb->pc, ea->pc), sx_eq(z, eb->rank, ea->rank));
      if (sx_is_false(z, both))
        continue;
      if (strcmp(eb->what, ea->what) != 0 || eb->nargs != ea->nargs) {
        add_obs(p, q, "event", both, SX_OBS_EVENT, (unsigned)i);
        if (q->n)
          q->items[q->n - 1].index2 = (unsigned)j;
        continue;
      }
      Z3_ast differ = sx_false(z);
      for (unsigned k = 0; k < eb->nargs; k++) {
        if (Z3_get_sort(z, eb->argv[k]) != Z3_get_sort(z, ea->argv[k])) {
          differ = sx_true(z);
          break;
        }
        differ = sx_or2(z, differ,
                        sx_and2(z, sx_not(z, eb->argp[k]),
                                sx_or2(z, ea->argp[k], sx_not(z, sx_eq(z, eb->argv[k], ea->argv[k])))));
      }
      add_obs(p, q, "event arguments", sx_and2(z, both, differ), SX_OBS_EVENT_ARGS, (unsigned)i);
      if (q->n && q->items[q->n - 1].family == SX_OBS_EVENT_ARGS)
        q->items[q->n - 1].index2 = (unsigned)j;
      if (eb->sees_memory && ea->sees_memory)
        memory_obs(p, b, q, "memory at an event", &eb->m, &ea->m, both, (unsigned)i, (unsigned)j);
    }
}

static void collect(rlv_prover *p, sx_exec *b, sx_exec *a, sx_query *q, Z3_ast *nu, unsigned n_nu) {
  Z3_context z = p->z;
  sx_mem *mb = &b->final.m, *ma = &a->final.m;
  Z3_sort s66 = sx_bv_sort(z, 66);
  q->wt_rid = sx_const(z, "witness.typed.rid", s66);
  q->wt_elem = sx_const(z, "witness.typed.element", sx_bv_sort(z, 32));
  q->wt_lane = sx_const(z, "witness.typed.lane", sx_bv_sort(z, 2));
  q->wr_rid = sx_const(z, "witness.raw.rid", s66);
  q->wr_addr = sx_const(z, "witness.raw.byte", sx_bv_sort(z, 32));
  q->wc_rid = sx_const(z, "witness.counter.rid", s66);
  add_obs(p, q, "undefined behaviour", a->ub, SX_OBS_UB, 0);
  memory_obs(p, b, q, "memory", mb, ma, sx_true(z), 0, 0);
  if (mb->tw != ma->tw) {
    Z3_ast i = Z3_mk_concat(z, q->wt_rid, q->wt_elem);
    add_obs(p, q, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->tw, i), sx_not(z, Z3_mk_select(z, mb->tw, i))),
            SX_OBS_TYPED_FOOTPRINT, 0);
  }
  if (mb->rw != ma->rw) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    add_obs(p, q, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->rw, i), sx_not(z, Z3_mk_select(z, mb->rw, i))),
            SX_OBS_RAW_FOOTPRINT, 0);
  }
  if (mb->cnt != ma->cnt)
    add_obs(p, q, "counter",
            sx_not(z, sx_eq(z, Z3_mk_select(z, mb->cnt, q->wc_rid), Z3_mk_select(z, ma->cnt, q->wc_rid))),
            SX_OBS_COUNTER, 0);
  sval *rb[64], *ra[64];
  unsigned nb = 0, na = 0;
  sx_flatten(b->final.ret, rb, &nb, 64);
  sx_flatten(a->final.ret, ra, &na, 64);
  for (unsigned k = 0; k < nb && k < na; k++) {
    if (rb[k]->kind != SV_INT || ra[k]->kind != SV_INT || rb[k]->width != ra[k]->width)
      continue;
    Z3_ast d = sx_and2(z, sx_not(z, rb[k]->p),
                       sx_or2(z, ra[k]->p, sx_not(z, sx_eq(z, rb[k]->v, ra[k]->v))));
    add_obs(p, q, "return value", d, SX_OBS_RETURN, k);
  }
  for (unsigned k = 0; k < n_nu; k++)
    if (nu[k])
      add_obs(p, q, "non-uniform flag", nu[k], SX_OBS_NONUNIFORM, k);
  collect_props(p, b, a, q);
  event_obs(p, b, a, q);
}

/* The return values can be compared lane by lane (scalars of equal widths). */
bool sx_ret_comparable(sx_exec *b, sx_exec *a) {
  sval *rb[64], *ra[64];
  unsigned nb = 0, na = 0;
  sx_flatten(b->final.ret, rb, &nb, 64);
  sx_flatten(a->final.ret, ra, &na, 64);
  if (nb != na || nb == 64)
    return false;
  for (unsigned k = 0; k < nb; k++)
    if (rb[k]->kind != SV_INT || ra[k]->kind != SV_INT || rb[k]->width != ra[k]->width)
      return false;
  return true;
}

/* ---- the query ---- */

void sx_dag_walk(rlv_prover *p, const Z3_ast *roots, unsigned n, sx_walk_fn visit, void *ctx) {
  Z3_context z = p->z;
  rlv_ptrmap seen = {0};
  size_t cap = n > 64 ? n : 64, sp = 0; /* room for every root */
  Z3_ast *stack = rlv_xmalloc(cap * sizeof *stack);
  for (unsigned i = 0; i < n; i++)
    stack[sp++] = roots[i];
  while (sp) {
    Z3_ast t = stack[--sp];
    if (rlv_ptrmap_has(&seen, t))
      continue;
    rlv_ptrmap_put(&seen, t, 1);
    sx_walk_step step = visit(ctx, t);
    if (step == SX_WALK_STOP)
      break;
    if (step == SX_WALK_SKIP)
      continue;
    /* an application's arguments, a lambda's body (Z3_simplify walks it too) */
    Z3_ast_kind kind = Z3_get_ast_kind(z, t);
    unsigned nc = kind == Z3_APP_AST          ? Z3_get_app_num_args(z, Z3_to_app(z, t))
                  : kind == Z3_QUANTIFIER_AST ? 1
                                              : 0;
    for (unsigned k = 0; k < nc; k++) {
      if (sp == cap) {
        cap *= 2;
        stack = rlv_xrealloc(stack, cap * sizeof *stack);
      }
      stack[sp++] =
          kind == Z3_APP_AST ? Z3_get_app_arg(z, Z3_to_app(z, t), k) : Z3_get_quantifier_body(z, t);
    }
  }
  free(stack);
  rlv_ptrmap_free(&seen);
}

typedef struct dag_count {
  Z3_context z;
  size_t count, limit;
} dag_count;

static sx_walk_step count_term(void *ctx, Z3_ast t) {
  dag_count *c = ctx;
  /* a term is as costly as the bits the solver blasts: one per 32 bits of a bit-vector
   * (a struct of a thousand floats moves as one 32,000-bit value) */
  Z3_sort sort = Z3_get_sort(c->z, t);
  c->count +=
      1 + (Z3_get_sort_kind(c->z, sort) == Z3_BV_SORT ? Z3_get_bv_sort_size(c->z, sort) / 32 : 0);
  return c->count > c->limit ? SX_WALK_STOP : SX_WALK_DESCEND;
}

size_t sx_dag_size(rlv_prover *p, const Z3_ast *roots, unsigned n, size_t limit) {
  dag_count c = {p->z, 0, limit};
  sx_dag_walk(p, roots, n, count_term, &c);
  return c.count;
}

/* The distinct terms of the query's roots, counted up to just past the term budget. */
static bool query_fits(rlv_prover *p, sx_query *q, Z3_ast assume, const Z3_ast *conds) {
  Z3_ast roots[SX_MAX_OBS + 1];
  roots[0] = assume;
  for (unsigned i = 0; i < q->n; i++)
    roots[i + 1] = conds[i];
  size_t limit = sx_max_query_terms(p);
  q->terms = sx_dag_size(p, roots, q->n + 1, limit);
  q->too_large = q->terms > limit;
  return !q->too_large;
}

/* Each of the n formulas t[i] simplified, in one call to Z3_simplify: as the arguments of
 * one uninterpreted application, which the rewriter simplifies each alone but with one cache,
 * so the terms they share (memory, path conditions) are walked once, not once per formula
 * (20_gs_tile_reduce -O0: 150 ms, of which 100 went to walking them again). After a Z3
 * error (recorded: the function ends unknown) t is left as it was. */
static void simplify_together(Z3_context z, Z3_ast *t, unsigned n) {
  Z3_sort bools[SX_MAX_OBS + 1];
  for (unsigned i = 0; i < n; i++)
    bools[i] = Z3_mk_bool_sort(z);
  Z3_func_decl pack = sx_func(z, "rlv.simplify.pack", n, bools, Z3_mk_bool_sort(z));
  Z3_ast all = Z3_simplify(z, Z3_mk_app(z, pack, n, t));
  if (!all || Z3_get_ast_kind(z, all) != Z3_APP_AST ||
      Z3_get_app_num_args(z, Z3_to_app(z, all)) != n)
    return;
  for (unsigned i = 0; i < n; i++)
    t[i] = Z3_get_app_arg(z, Z3_to_app(z, all), i);
}

void sx_query_build(rlv_prover *p, sx_exec *b, sx_exec *a, Z3_ast assume, Z3_ast *nu,
                    unsigned n_nu, sx_query *q) {
  Z3_context z = p->z;
  *q = (sx_query){0};
  q->b = b;
  q->a = a;
  collect(p, b, a, q, nu, n_nu);
  /* arrays out of every term, or out of none (the model must read them all alike) */
  q->elim = true;
  bool ok = true;
  Z3_ast conds[SX_MAX_OBS];
  Z3_ast as = sx_elim_arrays(p, assume, &ok);
  for (unsigned i = 0; i < q->n && ok; i++)
    conds[i] = sx_elim_arrays(p, q->items[i].cond, &ok);
  q->elim = ok;
  if (!ok) {
    as = assume;
    for (unsigned i = 0; i < q->n; i++)
      conds[i] = q->items[i].cond;
  }
  q->assume = as;
  for (unsigned i = 0; i < q->n; i++)
    q->items[i].cond = conds[i];
  /* The solver's resource units bound its search, not its preprocessing nor
   * Z3_simplify, which can take minutes and gigabytes on a huge term; a query with arrays
   * left also spends far fewer units a second. So the size is bounded first, in terms,
   * before and after simplification, and a query past it is not asked. */
  if (sx_budget_failure(p) || !query_fits(p, q, as, conds))
    return;
  Z3_ast simple[SX_MAX_OBS + 1];
  simple[0] = as;
  memcpy(simple + 1, conds, q->n * sizeof *conds);
  simplify_together(z, simple, q->n + 1);
  q->assume = simple[0];
  unsigned kept = 0;
  for (unsigned i = 0; i < q->n; i++) {
    Z3_ast c = simple[i + 1];
    if (sx_is_false(z, c))
      continue; /* structurally equal on both sides: nothing to ask */
    q->items[kept] = q->items[i];
    q->items[kept++].cond = c;
    conds[kept - 1] = c;
  }
  q->n = kept;
  query_fits(p, q, q->assume, conds);
}

static Z3_lbool check_on(rlv_prover *p, Z3_solver s, Z3_ast assume, Z3_ast any, Z3_model *model,
                         char **reason) {
  Z3_context z = p->z;
  Z3_solver_push(z, s);
  Z3_solver_assert(z, s, assume);
  Z3_solver_assert(z, s, any);
  Z3_lbool r = Z3_solver_check(z, s);
  sx_charge_solver(p, s);
  if (r == Z3_L_TRUE) {
    *model = Z3_solver_get_model(z, s);
    Z3_model_inc_ref(z, *model);
  } else if (r == Z3_L_UNDEF) {
    Z3_string why = Z3_solver_get_reason_unknown(z, s);
    free(*reason);
    /* Z3 says "canceled" or "max. resource limit exceeded" when the budget runs out */
    *reason = why && (strcmp(why, "canceled") == 0 || strstr(why, "resource limit"))
                  ? rlv_xstrdup("the solver's budget ran out (Z3 resource units, set by --timeout-ms)")
                  : rlv_strf("the solver gave up: %s", why ? why : "unknown");
  }
  Z3_solver_pop(z, s, 1);
  return r;
}

/* The SMT core decides the easy queries in a millisecond; on the others (memory read at
 * addresses equal only by arithmetic, division by constants) it gets stuck more often than
 * not, where the Ackermann engine decides them. So the core gets a slice and the Ackermann
 * engine the rest. The slice is 30000 units: measured on the 125 queries of the corpus bench
 * (each query alone, the slice sizes interleaved in one process, best of 5), a 5000-unit
 * slice ran out on 50 of them, most of which the core then needed only a few thousand units
 * more for, and the Ackermann engine several times as long; 30000 left 12 to the engine,
 * halved the median query (5.3 ms to 2.3), cut the sum by 18% and the slowest from 188 ms to
 * 116 (20_gs_tile_reduce's midend pair: 27,000 units in the core, against 185 ms in the
 * engine). It costs the queries the core never decides 10 to 20 ms more (28_loop and
 * 44_switch -O0), and the fuzzers' mutants that end with the engine. The slice is a resource
 * budget, never wall-clock time, so which engine answers, and so the model, does not depend
 * on how loaded the machine is. */
#define FIRST_SLICE_RLIMIT 30000u

/* The SMT core for its slice, then the Ackermann engine for the rest (0: the prover's
 * own limit); only for array-free queries. */
static Z3_lbool check_staged(rlv_prover *p, Z3_ast assume, Z3_ast any, unsigned rlimit,
                             Z3_model *model, char **reason) {
  bool sliced = !rlimit || rlimit > FIRST_SLICE_RLIMIT;
  Z3_lbool r = check_on(p, sx_shared_solver(p, sliced ? FIRST_SLICE_RLIMIT : rlimit), assume, any,
                        model, reason);
  if (r == Z3_L_UNDEF && sliced)
    r = check_on(p, sx_ackermann_solver(p, rlimit), assume, any, model, reason);
  return r;
}

/* The resource units of the attempt with nonlinear arithmetic abstracted: it decides the
 * queries whose divisions and products the two sides share in a few hundred thousand units or
 * not at all. */
#define ABSTRACTED_RLIMIT 1000000u

/* Whether the query is unsatisfiable with every unsigned division, remainder and product of
 * non-numeral factors a free value (sx_abstract_nonlinear): then it is unsatisfiable as it
 * stands, since every model of it is one of the abstraction with the true results. Both sides
 * usually compute the same operation on the same operands, and then the proof does not need
 * the bit-blasted divider or multiplier the query would have the solver build and search
 * through (measured on the dumped queries: 38_nonuniform's check 35 ms to 3, 44_switch -O0
 * 300 to 95 with division abstracted; 28_loop_cbuffer_bound's thread id times a cbuffer
 * stride, -35% more with products). Anything but unsat (a model may be spurious, the budget
 * may run out) leaves the query to be asked as it is. */
static bool proved_abstracted(rlv_prover *p, Z3_ast assume, Z3_ast any, unsigned rlimit) {
  Z3_ast abs_assume, abs_any;
  if (!sx_abstract_nonlinear(p, assume, any, &abs_assume, &abs_any))
    return false;
  Z3_model model = NULL;
  char *reason = NULL;
  unsigned limit = rlimit && rlimit < ABSTRACTED_RLIMIT ? rlimit : ABSTRACTED_RLIMIT;
  Z3_lbool r = check_staged(p, abs_assume, abs_any, limit, &model, &reason);
  if (model)
    Z3_model_dec_ref(p->z, model);
  free(reason);
  return r == Z3_L_FALSE;
}

int sx_query_solve(rlv_prover *p, sx_query *q, unsigned rlimit, Z3_model *model, char **reason) {
  Z3_context z = p->z;
  *model = NULL;
  if (q->overflow) {
    *reason = rlv_strf("more than %u observations to compare", SX_MAX_OBS);
    return 2;
  }
  if (q->too_large) {
    *reason = rlv_strf("the query is larger than the term budget (%zu terms, set by --budget)",
                       sx_max_query_terms(p));
    return 2;
  }
  if (!q->elim) {
    /* Z3's array theory does not keep to its resource limit on large queries (minutes and
     * gigabytes past it were seen), so a query whose arrays could not be eliminated is not
     * asked */
    *reason = rlv_strf("the memory of the query could not be rewritten within the rewriting "
                       "budget (%u terms)", SX_RW_BUDGET);
    return 2;
  }
  if (q->n == 0 || sx_is_false(z, q->assume))
    return 0; /* every observable term is identical on both sides */
  Z3_ast any[SX_MAX_OBS];
  for (unsigned i = 0; i < q->n; i++)
    any[i] = q->items[i].cond;
  Z3_ast disj = q->n == 1 ? any[0] : Z3_mk_or(z, q->n, any);
  if (proved_abstracted(p, q->assume, disj, rlimit))
    return 0;
  Z3_lbool r = check_staged(p, q->assume, disj, rlimit, model, reason);
  if (r == Z3_L_FALSE)
    return 0;
  if (r == Z3_L_TRUE) {
    free(*reason);
    *reason = NULL;
    return 1;
  }
  return 2;
}

/* Whether `t` holds when every free constant and function is zero (Z3's completion of an
 * empty model): a satisfying assignment found without a search. Exact, not a heuristic
 * verdict: evaluating a formula under a total assignment is its truth there. */
static bool holds_at_zero(Z3_context z, Z3_ast t) {
  Z3_model m = Z3_mk_model(z);
  Z3_model_inc_ref(z, m);
  Z3_ast v = NULL;
  bool ok = Z3_model_eval(z, m, t, true, &v) && v && Z3_get_bool_value(z, v) == Z3_L_TRUE;
  Z3_model_dec_ref(z, m);
  return ok;
}

int sx_query_vacuous(rlv_prover *p, sx_query *q, char **reason) {
  Z3_context z = p->z;
  if (sx_is_false(z, q->assume))
    return 1;
  if (q->too_large || !q->elim)
    return 2; /* not asked, as sx_query_solve does not ask */
  /* most bounded functions return within the bound on the all-zero input (a loop bound read
   * from memory is 0): no search needed for the execution the verdict claims */
  if (holds_at_zero(z, q->assume))
    return 0;
  Z3_model m = NULL;
  Z3_lbool r = check_staged(p, q->assume, sx_true(z), 0, &m, reason);
  if (m)
    Z3_model_dec_ref(z, m);
  return r == Z3_L_FALSE ? 1 : r == Z3_L_TRUE ? 0 : 2;
}

int sx_query_solve_quick(rlv_prover *p, sx_query *q, unsigned rlimit, Z3_model *model) {
  Z3_context z = p->z;
  *model = NULL;
  if (q->overflow || q->too_large || q->n == 0 || sx_is_false(z, q->assume))
    return 0;
  Z3_ast any[SX_MAX_OBS];
  for (unsigned i = 0; i < q->n; i++)
    any[i] = q->items[i].cond;
  char *reason = NULL;
  Z3_lbool r = check_on(p, sx_shared_solver(p, rlimit), q->assume,
                        q->n == 1 ? any[0] : Z3_mk_or(z, q->n, any), model, &reason);
  free(reason);
  return r == Z3_L_TRUE ? 1 : r == Z3_L_FALSE ? 0 : 2;
}

/* Whether `t` applies a function registered as semantic (visited set: terms are DAGs). */
static bool uses_semantic(rlv_prover *p, Z3_ast t, rlv_ptrmap *seen, unsigned depth) {
  Z3_context z = p->z;
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST || rlv_ptrmap_has(seen, t))
    return false;
  if (depth > SX_RW_DEPTH)
    return true; /* too deep to tell: assume it does (only costs a replay) */
  rlv_ptrmap_put(seen, t, 1);
  Z3_app app = Z3_to_app(z, t);
  if (rlv_ptrmap_has(&p->semantic, Z3_get_app_decl(z, app)))
    return true;
  unsigned n = Z3_get_app_num_args(z, app);
  for (unsigned i = 0; i < n; i++)
    if (uses_semantic(p, Z3_get_app_arg(z, app, i), seen, depth + 1))
      return true;
  return false;
}

bool sx_query_semantic(rlv_prover *p, sx_query *q, int which) {
  rlv_ptrmap seen = {0};
  bool r = uses_semantic(p, q->assume, &seen, 0) ||
           (which >= 0 && (unsigned)which < q->n &&
            uses_semantic(p, q->items[which].cond, &seen, 0));
  rlv_ptrmap_free(&seen);
  return r;
}
