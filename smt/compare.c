/* The refinement query for one function and the counterexample read from its model. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

/* ---- array elimination ----
 * Memory is built as Z3 store chains (and ites of them, where paths merge), but every
 * array is only ever read at single indices: a load inside the function, or the witness of
 * the query. Rewriting select(store(a, i, v), w) to ite(i = w, v, select(a, w)) down to the
 * initial contents, and those to uninterpreted functions, leaves a query over bit-vectors
 * and functions that the SMT core decides an order of magnitude faster than the array
 * theory does. Read-over-write is exact, so the rewritten query is equivalent. A budget
 * bounds the rewriting (a long memcpy reads a long store chain many times); past it the
 * query keeps its arrays. */

#define RW_BUDGET 400000u
#define RW_DEPTH 3000u

static Z3_ast rw(rlv_prover *p, Z3_ast t, unsigned depth, bool *ok);

static bool is_decl(Z3_context z, Z3_ast t, Z3_decl_kind k) {
  return Z3_get_ast_kind(z, t) == Z3_APP_AST &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, t))) == k;
}

/* The initial contents of an array as a function of the index. */
static Z3_ast base_read(rlv_prover *p, Z3_ast a, Z3_ast w, bool *ok) {
  Z3_context z = p->z;
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) {
    *ok = false;
    return a;
  }
  Z3_app app = Z3_to_app(z, a);
  Z3_func_decl d = Z3_get_app_decl(z, app);
  if (Z3_get_decl_kind(z, d) != Z3_OP_UNINTERPRETED || Z3_get_app_num_args(z, app) != 0) {
    *ok = false;
    return a;
  }
  Z3_sort s = Z3_get_sort(z, a);
  Z3_sort dom = Z3_get_array_sort_domain(z, s), rng = Z3_get_array_sort_range(z, s);
  Z3_symbol sym = Z3_get_decl_name(z, d);
  char name[160];
  snprintf(name, sizeof name, "%s.fn",
           Z3_get_symbol_kind(z, sym) == Z3_STRING_SYMBOL ? Z3_get_symbol_string(z, sym) : "array");
  Z3_func_decl f = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, name), 1, &dom, rng);
  return Z3_mk_app(z, f, 1, &w);
}

/* select(a, w) with a's stores and ites pushed out; w is already rewritten. */
static Z3_ast read_at(rlv_prover *p, Z3_ast a, Z3_ast w, unsigned depth, bool *ok) {
  Z3_context z = p->z;
  if (!*ok)
    return a;
  if (depth > RW_DEPTH || ++p->rw_nodes > RW_BUDGET || !sx_prover_spend(p, 1)) {
    *ok = false;
    return a;
  }
  Z3_ast key = Z3_mk_select(z, a, w); /* hash-consed: one key per (array, index) */
  uintptr_t got;
  if (rlv_ptrmap_get(&p->rw_memo, key, &got))
    return (Z3_ast)got;
  /* walk the store chain iteratively; recursion only at ites */
  Z3_ast idx[64], val[64];
  unsigned n = 0;
  Z3_ast cur = a, r;
  while (n < 64 && is_decl(z, cur, Z3_OP_STORE)) {
    Z3_app app = Z3_to_app(z, cur);
    idx[n] = rw(p, Z3_get_app_arg(z, app, 1), depth + 1, ok);
    val[n++] = rw(p, Z3_get_app_arg(z, app, 2), depth + 1, ok);
    cur = Z3_get_app_arg(z, app, 0);
  }
  /* each store passed makes an ite: a long chain read many times is what costs */
  p->rw_nodes += n;
  if (!*ok || p->rw_nodes > RW_BUDGET || !sx_prover_spend(p, n)) {
    *ok = false;
    return a;
  }
  if (n == 64) {
    r = read_at(p, cur, w, depth + 1, ok);
  } else if (is_decl(z, cur, Z3_OP_ITE)) {
    Z3_app app = Z3_to_app(z, cur);
    Z3_ast c = rw(p, Z3_get_app_arg(z, app, 0), depth + 1, ok);
    Z3_ast x = read_at(p, Z3_get_app_arg(z, app, 1), w, depth + 1, ok);
    Z3_ast y = read_at(p, Z3_get_app_arg(z, app, 2), w, depth + 1, ok);
    if (!*ok)
      return a; /* x or y is an array left unread: no ite of mixed sorts */
    r = sx_ite(z, c, x, y);
  } else if (is_decl(z, cur, Z3_OP_CONST_ARRAY)) {
    r = rw(p, Z3_get_app_arg(z, Z3_to_app(z, cur), 0), depth + 1, ok);
  } else {
    r = base_read(p, cur, w, ok);
  }
  if (!*ok)
    return a;
  for (unsigned k = n; k-- > 0;) {
    Z3_ast eq = sx_eq(z, idx[k], w);
    if (Z3_get_ast_kind(z, idx[k]) == Z3_NUMERAL_AST && Z3_get_ast_kind(z, w) == Z3_NUMERAL_AST)
      eq = idx[k] == w ? sx_true(z) : sx_false(z);
    r = sx_ite(z, eq, val[k], r);
  }
  rlv_ptrmap_put(&p->rw_memo, key, (uintptr_t)r);
  return r;
}

/* `t` with every array read pushed down to the initial contents. */
static Z3_ast rw(rlv_prover *p, Z3_ast t, unsigned depth, bool *ok) {
  Z3_context z = p->z;
  if (!*ok || Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return t;
  Z3_app app = Z3_to_app(z, t);
  unsigned n = Z3_get_app_num_args(z, app);
  if (!n)
    return t;
  uintptr_t got;
  if (rlv_ptrmap_get(&p->rw_memo, t, &got))
    return (Z3_ast)got;
  if (depth > RW_DEPTH || ++p->rw_nodes > RW_BUDGET || !sx_prover_spend(p, 1)) {
    *ok = false;
    return t;
  }
  Z3_func_decl d = Z3_get_app_decl(z, app);
  Z3_ast r;
  if (Z3_get_decl_kind(z, d) == Z3_OP_SELECT && n == 2) {
    Z3_ast w = rw(p, Z3_get_app_arg(z, app, 1), depth + 1, ok);
    r = read_at(p, Z3_get_app_arg(z, app, 0), w, depth + 1, ok);
  } else {
    Z3_ast small[8], *args = n <= 8 ? small : rlv_xcalloc(n, sizeof *args);
    bool changed = false;
    for (unsigned i = 0; i < n && *ok; i++) {
      args[i] = rw(p, Z3_get_app_arg(z, app, i), depth + 1, ok);
      changed = changed || args[i] != Z3_get_app_arg(z, app, i);
    }
    r = changed && *ok ? Z3_mk_app(z, d, n, args) : t;
    if (args != small)
      free(args);
  }
  if (!*ok)
    return t;
  rlv_ptrmap_put(&p->rw_memo, t, (uintptr_t)r);
  return r;
}

Z3_ast sx_elim_arrays(rlv_prover *p, Z3_ast t, bool *ok) {
  *ok = true;
  Z3_ast r = rw(p, t, 0, ok);
  return *ok ? r : t;
}

/* The query's form of a term: arrays eliminated (when the query could be), simplified. */
static Z3_ast query_term(rlv_prover *p, sx_query *q, Z3_ast t) {
  if (q->elim) {
    bool ok = true;
    Z3_ast r = rw(p, t, 0, &ok);
    if (ok)
      return r;
  }
  return t;
}

static void add_obs(rlv_prover *p, sx_query *q, const char *kind, Z3_ast cond, int family,
                    unsigned index) {
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
static bool props_mismatch(const sx_creation *c, const sx_annot *an, char *want, char *got,
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

/* A resource that BEFORE creates with one type and AFTER annotates as another: the pairs
 * that disagree, each an observation when both happen on the same resource. */
static void collect_props(rlv_prover *p, sx_exec *b, sx_exec *a, sx_query *q) {
  Z3_context z = p->z;
  char want[64], got[64];
  for (size_t i = 0; i < b->ncreations; i++) {
    const sx_creation *c = &b->creations[i];
    if (!c->props_known || !c->rid)
      continue;
    for (size_t j = 0; j < a->nannots; j++) {
      const sx_annot *an = &a->annots[j];
      if (!sx_prover_spend(p, 1))
        return; /* pairs are quadratic: the budget bounds them (the function is unknown) */
      if (!props_mismatch(c, an, want, got, sizeof want))
        continue;
      Z3_ast same_rid = Z3_simplify(z, sx_eq(z, c->rid, an->rid));
      if (sx_is_false(z, same_rid))
        continue; /* different resources (constant bindings): nothing to compare */
      Z3_ast same = sx_and2(z, sx_and2(z, c->pc, an->pc), same_rid);
      add_obs(p, q, "resource properties", same, 8, (unsigned)i);
      if (q->n)
        q->items[q->n - 1].index2 = (unsigned)j;
    }
  }
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
static Z3_ast lane_is_16bit(Z3_context z, const sx_exec *b, Z3_ast rid) {
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
  Z3_ast is16 = lane_is_16bit(z, b, rid);
  if (sx_is_false(z, is16))
    return all;
  Z3_ast low = sx_not(z, sx_eq(z, Z3_mk_extract(z, 15, 0, vb), Z3_mk_extract(z, 15, 0, va)));
  return sx_ite(z, is16, low, all);
}

static void flatten(sval *v, sval **out, unsigned *n, unsigned max) {
  if (!v)
    return;
  if (v->kind == SV_AGG) {
    for (unsigned i = 0; i < v->n; i++)
      flatten(v->el[i], out, n, max);
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
                                                  sx_and2(z, sx_not(z, bp), diff))), 1, ib);
    if (q->n && q->items[q->n - 1].family == 1) {
      q->items[q->n - 1].index2 = ia;
      q->items[q->n - 1].mb = mb;
      q->items[q->n - 1].ma = ma;
    }
  }
  if (mb->rv != ma->rv || mb->rp != ma->rp) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    Z3_ast bp = Z3_mk_select(z, mb->rp, i), ap = Z3_mk_select(z, ma->rp, i);
    Z3_ast diff = sx_or2(z, ap, sx_not(z, sx_eq(z, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, ma->rv, i))));
    add_obs(p, q, kind, sx_and2(z, guard, sx_and2(z, sx_not(z, bp), diff)), 2, ib);
    if (q->n && q->items[q->n - 1].family == 2) {
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
                          a->final.events ? a->final.events : sx_bv(z, 0, 32))), 9, 0);
  for (size_t i = 0; i < b->nevents; i++)
    for (size_t j = 0; j < a->nevents; j++) {
      if (!sx_prover_spend(p, 1))
        return; /* pairs are quadratic: the budget bounds them (the function is unknown) */
      const sx_event *eb = &b->events[i], *ea = &a->events[j];
      Z3_ast both = sx_and2(z, sx_and2(z, eb->pc, ea->pc), sx_eq(z, eb->rank, ea->rank));
      if (sx_is_false(z, both))
        continue;
      if (strcmp(eb->what, ea->what) != 0 || eb->nargs != ea->nargs) {
        add_obs(p, q, "event", both, 10, (unsigned)i);
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
      add_obs(p, q, "event arguments", sx_and2(z, both, differ), 11, (unsigned)i);
      if (q->n && q->items[q->n - 1].family == 11)
        q->items[q->n - 1].index2 = (unsigned)j;
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
  add_obs(p, q, "undefined behaviour", a->ub, 0, 0);
  memory_obs(p, b, q, "memory", mb, ma, sx_true(z), 0, 0);
  if (mb->tw != ma->tw) {
    Z3_ast i = Z3_mk_concat(z, q->wt_rid, q->wt_elem);
    add_obs(p, q, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->tw, i), sx_not(z, Z3_mk_select(z, mb->tw, i))), 5, 0);
  }
  if (mb->rw != ma->rw) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    add_obs(p, q, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->rw, i), sx_not(z, Z3_mk_select(z, mb->rw, i))), 6, 0);
  }
  if (mb->cnt != ma->cnt)
    add_obs(p, q, "counter",
            sx_not(z, sx_eq(z, Z3_mk_select(z, mb->cnt, q->wc_rid), Z3_mk_select(z, ma->cnt, q->wc_rid))), 3, 0);
  sval *rb[64], *ra[64];
  unsigned nb = 0, na = 0;
  flatten(b->final.ret, rb, &nb, 64);
  flatten(a->final.ret, ra, &na, 64);
  for (unsigned k = 0; k < nb && k < na; k++) {
    if (rb[k]->kind != SV_INT || ra[k]->kind != SV_INT || rb[k]->width != ra[k]->width)
      continue;
    Z3_ast d = sx_and2(z, sx_not(z, rb[k]->p),
                       sx_or2(z, ra[k]->p, sx_not(z, sx_eq(z, rb[k]->v, ra[k]->v))));
    add_obs(p, q, "return value", d, 4, k);
  }
  for (unsigned k = 0; k < n_nu; k++)
    if (nu[k])
      add_obs(p, q, "non-uniform flag", nu[k], 7, k);
  collect_props(p, b, a, q);
  event_obs(p, b, a, q);
}

/* The return values can be compared lane by lane (scalars of equal widths). */
bool sx_ret_comparable(sx_exec *b, sx_exec *a) {
  sval *rb[64], *ra[64];
  unsigned nb = 0, na = 0;
  flatten(b->final.ret, rb, &nb, 64);
  flatten(a->final.ret, ra, &na, 64);
  if (nb != na || nb == 64)
    return false;
  for (unsigned k = 0; k < nb; k++)
    if (rb[k]->kind != SV_INT || ra[k]->kind != SV_INT || rb[k]->width != ra[k]->width)
      return false;
  return true;
}

/* ---- reading the model ---- */

typedef struct reader {
  rlv_prover *p;
  sx_query *q;
  Z3_model m;
} reader;

/* The model's value of `t` (read in the query's own form, so that the functions that
 * replaced arrays are the ones interpreted). */
static bool eval_u64(reader *rd, Z3_ast t, uint64_t *out) {
  Z3_context z = rd->p->z;
  Z3_ast r = NULL;
  if (!Z3_model_eval(z, rd->m, query_term(rd->p, rd->q, t), true, &r) || !r)
    return false;
  if (Z3_get_sort_kind(z, Z3_get_sort(z, r)) == Z3_BOOL_SORT) {
    Z3_lbool b = Z3_get_bool_value(z, r);
    if (b == Z3_L_UNDEF)
      return false;
    *out = b == Z3_L_TRUE;
    return true;
  }
  return Z3_get_ast_kind(z, r) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, r, out);
}

static bool eval_true(reader *rd, Z3_ast t) {
  uint64_t v;
  return eval_u64(rd, t, &v) && v;
}


static void describe_resource(reader *rd, Z3_ast rid, rlv_cex *c) {
  Z3_context z = rd->p->z;
  sx_exec *b = rd->q->b, *a = rd->q->a;
  uint64_t cls = 0, space = 0, reg = 0;
  eval_u64(rd, Z3_mk_extract(z, 65, 64, rid), &cls);
  eval_u64(rd, Z3_mk_extract(z, 63, 32, rid), &space);
  eval_u64(rd, Z3_mk_extract(z, 31, 0, rid), &reg);
  c->has_resource = true;
  c->res_class = (unsigned)cls;
  c->space = (uint32_t)space;
  c->reg = (uint32_t)reg;
  const char *name = "";
  sx_exec *sides[2] = {b, a};
  for (int s = 0; s < 2 && !*name; s++)
    for (size_t i = 0; i < sides[s]->nbindings; i++) {
      sx_binding *bd = &sides[s]->bindings[i];
      if (bd->cls == cls && bd->space == space && reg >= bd->lb &&
          (bd->size == 0xFFFFFFFFu || reg - bd->lb < bd->size) && bd->name[0]) {
        name = bd->name;
        break;
      }
    }
  c->resource = *name ? rlv_strf("%c%u space %u \"%s\"", sx_reg_letter((unsigned)cls), (unsigned)reg,
                                 (unsigned)space, name)
                      : rlv_strf("%c%u space %u", sx_reg_letter((unsigned)cls), (unsigned)reg,
                                 (unsigned)space);
}

static char *bits_text(reader *rd, Z3_ast v, Z3_ast poison, unsigned width) {
  if (poison && eval_true(rd, poison))
    return rlv_xstrdup("poison");
  uint64_t x;
  if (width > 64 || !eval_u64(rd, v, &x))
    return rlv_xstrdup("?");
  return rlv_strf("0x%0*llx", (int)((width + 3) / 4), (unsigned long long)x);
}

static char *inputs_text(reader *rd) {
  rlv_buf buf = {0};
  sx_exec *b = rd->q->b, *a = rd->q->a;
  sx_exec *sides[2] = {b, a};
  for (int s = 0; s < 2; s++)
    for (size_t i = 0; i < sides[s]->ninputs; i++) {
      bool dup = false;
      for (size_t j = 0; s == 1 && j < b->ninputs; j++)
        dup = dup || b->inputs[j].term == sides[s]->inputs[i].term;
      if (dup)
        continue;
      uint64_t x;
      if (!eval_u64(rd, sides[s]->inputs[i].term, &x))
        continue;
      rlv_buf_printf(&buf, "%s%s = %llu", buf.len ? ", " : "", sides[s]->inputs[i].label,
                     (unsigned long long)x);
    }
  return buf.data;
}

/* A buffer input's value in the model, with the resource it belongs to. */
typedef struct bufinput_value {
  unsigned cls;
  uint32_t space, reg;
  uint64_t unit, value;
} bufinput_value;

static bool eval_bufinput(reader *rd, const sx_bufinput *in, bool is_length, bufinput_value *v) {
  Z3_context z = rd->p->z;
  /* a length's key is the rid; a check bit's is rid ++ unit (32 bits) */
  unsigned top = Z3_get_bv_sort_size(z, Z3_get_sort(z, in->key)) - 1;
  Z3_ast rid = is_length ? in->key : Z3_mk_extract(z, top, 32, in->key);
  uint64_t cls, space, reg;
  v->unit = 0;
  if (!eval_u64(rd, Z3_mk_extract(z, 65, 64, rid), &cls) ||
      !eval_u64(rd, Z3_mk_extract(z, 63, 32, rid), &space) ||
      !eval_u64(rd, Z3_mk_extract(z, 31, 0, rid), &reg) || !eval_u64(rd, in->term, &v->value) ||
      (!is_length && !eval_u64(rd, Z3_mk_extract(z, 31, 0, in->key), &v->unit)))
    return false;
  v->cls = (unsigned)cls;
  v->space = (uint32_t)space;
  v->reg = (uint32_t)reg;
  return true;
}

static void add_length(rlv_cex *c, size_t *cap, const bufinput_value *v, bool bytes) {
  for (size_t j = 0; j < c->nlengths; j++) {
    const rlv_cex_length *l = &c->lengths[j];
    if (l->res_class == v->cls && l->space == v->space && l->reg == v->reg && l->bytes == bytes)
      return;
  }
  if (c->nlengths == *cap) {
    *cap = *cap ? *cap * 2 : 4;
    c->lengths = rlv_xrealloc(c->lengths, *cap * sizeof *c->lengths);
  }
  c->lengths[c->nlengths++] = (rlv_cex_length){v->cls, v->space, v->reg, bytes, v->value};
}

static void add_mapped(rlv_cex *c, size_t *cap, const bufinput_value *v, bool word) {
  for (size_t j = 0; j < c->nmapped; j++) {
    const rlv_cex_mapped *m = &c->mapped[j];
    if (m->res_class == v->cls && m->space == v->space && m->reg == v->reg && m->word == word &&
        m->unit == v->unit)
      return;
  }
  if (c->nmapped == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    c->mapped = rlv_xrealloc(c->mapped, *cap * sizeof *c->mapped);
  }
  c->mapped[c->nmapped++] = (rlv_cex_mapped){v->cls, v->space, v->reg, word, v->unit, v->value != 0};
}

/* The lengths and check bits the model gives the buffers the execution reads (each once;
 * both sides share them). */
static void buffer_inputs(reader *rd, rlv_cex *c) {
  sx_exec *sides[2] = {rd->q->b, rd->q->a};
  size_t cap_lengths = 0, cap_mapped = 0;
  for (int s = 0; s < 2; s++)
    for (size_t i = 0; i < sides[s]->nbufinputs; i++) {
      const sx_bufinput *in = &sides[s]->bufinputs[i];
      bool is_length = strncmp(in->fn, "length.", 7) == 0;
      bufinput_value v;
      if ((is_length && strcmp(in->fn, "length.other") == 0) || !eval_bufinput(rd, in, is_length, &v))
        continue;
      if (is_length)
        add_length(c, &cap_lengths, &v, strcmp(in->fn, "length.byteaddress") == 0);
      else
        add_mapped(c, &cap_mapped, &v, strcmp(in->fn, "mapped.raw") == 0);
    }
}

/* The model's interpretation of the array constant `name` (of index `bits` bits, values
 * `vbits`) as a function: the function that replaced it when the query eliminated arrays,
 * else the array's own as-array function. NULL if the model does not constrain it. */
static Z3_func_interp array_interp(reader *rd, const char *name, unsigned bits, unsigned vbits) {
  Z3_context z = rd->p->z;
  Z3_sort dom = sx_bv_sort(z, bits), rng = sx_bv_sort(z, vbits);
  Z3_func_decl f;
  if (rd->q->elim) {
    char fn[64];
    snprintf(fn, sizeof fn, "%s.fn", name);
    f = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, fn), 1, &dom, rng);
  } else {
    Z3_func_decl c = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, name), 0, NULL, Z3_mk_array_sort(z, dom, rng));
    Z3_ast a = Z3_model_get_const_interp(z, rd->m, c);
    if (!a || !Z3_is_as_array(z, a))
      return NULL;
    f = Z3_get_as_array_func_decl(z, a);
  }
  if (!Z3_model_has_interp(z, rd->m, f))
    return NULL;
  Z3_func_interp fi = Z3_model_get_func_interp(z, rd->m, f);
  if (fi)
    Z3_func_interp_inc_ref(z, fi);
  return fi;
}

static bool numeral_bits(Z3_context z, Z3_ast t, unsigned hi, unsigned lo, uint64_t *out) {
  Z3_ast v = Z3_simplify(z, Z3_mk_extract(z, hi, lo, t));
  return Z3_get_ast_kind(z, v) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, v, out);
}

/* The initial contents the model gives: every entry of the four initial arrays (raw bytes,
 * typed lanes, counters, constant-buffer bytes) and each array's default. */
static void initial_contents(reader *rd, rlv_cex *c) {
  static const struct {
    const char *name;
    unsigned unit_bits, vbits;
    rlv_cex_cell_kind kind;
  } arrays[] = {{"init.raw", 32, 8, RLV_CELL_RAW_BYTE},
                {"init.typed", 34, 32, RLV_CELL_TYPED_LANE},
                {"init.counter", 0, 32, RLV_CELL_COUNTER},
                {"init.cbuffer", 32, 8, RLV_CELL_CBUFFER_BYTE}};
  Z3_context z = rd->p->z;
  size_t cap = 0;
  for (unsigned k = 0; k < sizeof arrays / sizeof *arrays; k++) {
    unsigned ub = arrays[k].unit_bits, bits = RID_BITS + ub;
    Z3_func_interp fi = array_interp(rd, arrays[k].name, bits, arrays[k].vbits);
    if (!fi)
      continue;
    Z3_ast dflt = Z3_func_interp_get_else(z, fi);
    rlv_cex_cell_kind kind = arrays[k].kind;
    c->has_default[kind] = dflt && numeral_bits(z, dflt, arrays[k].vbits - 1, 0, &c->cell_default[kind]);
    unsigned n = Z3_func_interp_get_num_entries(z, fi);
    for (unsigned i = 0; i < n; i++) {
      Z3_func_entry e = Z3_func_interp_get_entry(z, fi, i);
      Z3_func_entry_inc_ref(z, e);
      Z3_ast at = Z3_func_entry_get_arg(z, e, 0);
      rlv_cex_cell cell = {.kind = kind};
      uint64_t cls, space, reg;
      if (numeral_bits(z, at, bits - 1, bits - 2, &cls) &&
          numeral_bits(z, at, bits - 3, bits - 34, &space) &&
          numeral_bits(z, at, bits - 35, bits - 66, &reg) &&
          (!ub || numeral_bits(z, at, ub - 1, 0, &cell.index)) &&
          numeral_bits(z, Z3_func_entry_get_value(z, e), arrays[k].vbits - 1, 0, &cell.value)) {
        cell.res_class = (unsigned)cls;
        cell.space = (uint32_t)space;
        cell.reg = (uint32_t)reg;
        if (c->ncells == cap) {
          cap = cap ? cap * 2 : 16;
          c->cells = rlv_xrealloc(c->cells, cap * sizeof *c->cells);
        }
        c->cells[c->ncells++] = cell;
      }
      Z3_func_entry_dec_ref(z, e);
    }
    Z3_func_interp_dec_ref(z, fi);
  }
}

void sx_query_cex(rlv_prover *p, sx_query *q, Z3_model m, int which, rlv_cex *c) {
  Z3_context z = p->z;
  reader rd = {p, q, m};
  sx_obs *o = &q->items[which];
  sx_exec *b = q->b, *a = q->a;
  c->observation = rlv_xstrdup(o->kind);
  const sx_mem *mb = o->mb ? o->mb : &b->final.m, *ma = o->ma ? o->ma : &a->final.m;
  uint64_t x;
  switch (o->family) {
  case 1:
  case 5: {
    describe_resource(&rd, q->wt_rid, c);
    c->family = rlv_xstrdup("typed");
    c->has_element = eval_u64(&rd, q->wt_elem, &x);
    c->element = x;
    if (o->family == 1) {
      c->has_lane = eval_u64(&rd, q->wt_lane, &x);
      c->lane = (unsigned)x;
      Z3_ast i = Z3_mk_concat(z, q->wt_rid, Z3_mk_concat(z, q->wt_elem, q->wt_lane));
      Z3_ast vb = Z3_mk_select(z, mb->tv, i), va = Z3_mk_select(z, ma->tv, i);
      unsigned w = 32;
      if (eval_true(&rd, lane_is_16bit(z, b, q->wt_rid))) {
        w = 16; /* only the low half is observable: show only that */
        vb = Z3_mk_extract(z, 15, 0, vb);
        va = Z3_mk_extract(z, 15, 0, va);
      }
      c->before = bits_text(&rd, vb, Z3_mk_select(z, mb->tp, i), w);
      c->after = bits_text(&rd, va, Z3_mk_select(z, ma->tp, i), w);
    } else {
      c->before = rlv_xstrdup("unwritten");
      c->after = rlv_xstrdup("written");
    }
    break;
  }
  case 2:
  case 6: {
    describe_resource(&rd, q->wr_rid, c);
    c->family = rlv_xstrdup("raw");
    c->has_byte = eval_u64(&rd, q->wr_addr, &x);
    c->byte = x;
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    if (o->family == 2) {
      c->before = bits_text(&rd, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, mb->rp, i), 8);
      c->after = bits_text(&rd, Z3_mk_select(z, ma->rv, i), Z3_mk_select(z, ma->rp, i), 8);
    } else {
      c->before = rlv_xstrdup("unwritten");
      c->after = rlv_xstrdup("written");
    }
    break;
  }
  case 3:
    describe_resource(&rd, q->wc_rid, c);
    c->family = rlv_xstrdup("counter");
    c->before = bits_text(&rd, Z3_mk_select(z, mb->cnt, q->wc_rid), NULL, 32);
    c->after = bits_text(&rd, Z3_mk_select(z, ma->cnt, q->wc_rid), NULL, 32);
    break;
  case 4: {
    sval *rb[64], *ra[64];
    unsigned nb = 0, na = 0;
    flatten(b->final.ret, rb, &nb, 64);
    flatten(a->final.ret, ra, &na, 64);
    c->has_lane = true;
    c->lane = o->index;
    if (o->index < nb && o->index < na) {
      c->before = bits_text(&rd, rb[o->index]->v, rb[o->index]->p, rb[o->index]->width);
      c->after = bits_text(&rd, ra[o->index]->v, ra[o->index]->p, ra[o->index]->width);
    }
    break;
  }
  case 7: {
    sx_creation *cr = o->index < b->ncreations ? &b->creations[o->index] : NULL;
    if (cr) {
      c->has_resource = true;
      c->res_class = cr->cls;
      c->space = cr->space;
      c->reg = cr->lb;
      c->resource = rlv_strf("%c%u space %u \"%s\"", sx_reg_letter(cr->cls), cr->lb, cr->space,
                             cr->name ? cr->name : "");
    }
    c->before = rlv_xstrdup("non-uniform index");
    c->after = rlv_xstrdup("flag false");
    break;
  }
  case 9: {
    uint64_t nb, na;
    if (eval_u64(&rd, b->final.events, &nb) && eval_u64(&rd, a->final.events, &na)) {
      c->before = rlv_strf("%llu side-effecting calls", (unsigned long long)nb);
      c->after = rlv_strf("%llu side-effecting calls", (unsigned long long)na);
    }
    break;
  }
  case 10:
  case 11:
    if (o->index < b->nevents && o->index2 < a->nevents) {
      const sx_event *eb = &b->events[o->index], *ea = &a->events[o->index2];
      uint64_t r = 0;
      eval_u64(&rd, eb->rank, &r);
      free(c->observation);
      c->observation = rlv_strf("%s (side-effecting call #%llu)", o->kind,
                                (unsigned long long)r + 1);
      c->before = rlv_xstrdup(eb->what);
      c->after = rlv_xstrdup(ea->what);
    }
    break;
  case 8: {
    char want[64], got[64];
    if (o->index < b->ncreations && o->index2 < a->nannots &&
        props_mismatch(&b->creations[o->index], &a->annots[o->index2], want, got,
                       sizeof want)) {
      describe_resource(&rd, a->annots[o->index2].rid, c);
      c->before = rlv_xstrdup(want);
      c->after = rlv_xstrdup(got);
    }
    break;
  }
  default:
    break;
  }
  c->inputs = inputs_text(&rd);
  buffer_inputs(&rd, c);
  initial_contents(&rd, c);
}

/* ---- the query ---- */

size_t sx_dag_size(rlv_prover *p, const Z3_ast *roots, unsigned n, size_t limit) {
  Z3_context z = p->z;
  rlv_ptrmap seen = {0};
  size_t cap = 64, sp = 0, count = 0;
  Z3_ast *stack = rlv_xmalloc(cap * sizeof *stack);
  for (unsigned i = 0; i < n; i++)
    stack[sp++] = roots[i];
  while (sp && count <= limit) {
    Z3_ast t = stack[--sp];
    if (rlv_ptrmap_has(&seen, t))
      continue;
    rlv_ptrmap_put(&seen, t, 1);
    /* a term is as costly as the bits the solver blasts: one per 32 bits of a bit-vector
     * (a struct of a thousand floats moves as one 32,000-bit value) */
    Z3_sort sort = Z3_get_sort(z, t);
    count += 1 + (Z3_get_sort_kind(z, sort) == Z3_BV_SORT ? Z3_get_bv_sort_size(z, sort) / 32 : 0);
    if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
      continue;
    Z3_app app = Z3_to_app(z, t);
    unsigned na = Z3_get_app_num_args(z, app);
    for (unsigned k = 0; k < na; k++) {
      if (sp == cap) {
        cap *= 2;
        stack = rlv_xrealloc(stack, cap * sizeof *stack);
      }
      stack[sp++] = Z3_get_app_arg(z, app, k);
    }
  }
  free(stack);
  rlv_ptrmap_free(&seen);
  return count;
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
  Z3_ast as = rw(p, assume, 0, &ok);
  for (unsigned i = 0; i < q->n && ok; i++)
    conds[i] = rw(p, q->items[i].cond, 0, &ok);
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
  q->assume = Z3_simplify(z, as);
  unsigned kept = 0;
  for (unsigned i = 0; i < q->n; i++) {
    Z3_ast c = Z3_simplify(z, conds[i]);
    if (sx_is_false(z, c))
      continue; /* structurally equal on both sides: nothing to ask */
    q->items[kept] = q->items[i];
    q->items[kept++].cond = c;
    conds[kept - 1] = c;
  }
  q->n = kept;
  query_fits(p, q, q->assume, conds);
}

static Z3_lbool check_on(rlv_prover *p, Z3_solver s, sx_query *q, Z3_ast any, Z3_model *model,
                         char **reason) {
  Z3_context z = p->z;
  Z3_solver_push(z, s);
  Z3_solver_assert(z, s, q->assume);
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
 * not, where the Ackermann engine decides them. So the core gets a short slice and the
 * Ackermann engine the rest. A 30000-unit slice ran out on almost half the fuzzers' mutants
 * and the prove harness spent a sixth of its time there; 5000 units keep the easy queries
 * with the core (the corpus bench keeps its times). The slice is a resource budget, never
 * wall-clock time, so which engine answers, and so the model, does not depend on how loaded
 * the machine is. */
#define FIRST_SLICE_RLIMIT 5000u

/* The SMT core for a short slice, then the Ackermann engine for the rest (0: the prover's
 * own limit); only for array-free queries. */
static Z3_lbool check_staged(rlv_prover *p, sx_query *q, Z3_ast any, unsigned rlimit,
                             Z3_model *model, char **reason) {
  bool sliced = !rlimit || rlimit > FIRST_SLICE_RLIMIT;
  Z3_lbool r = check_on(p, sx_shared_solver(p, sliced ? FIRST_SLICE_RLIMIT : rlimit), q, any,
                        model, reason);
  if (r == Z3_L_UNDEF && sliced)
    r = check_on(p, sx_ackermann_solver(p, rlimit), q, any, model, reason);
  return r;
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
                       "budget (%u terms)", RW_BUDGET);
    return 2;
  }
  if (q->n == 0 || sx_is_false(z, q->assume))
    return 0; /* every observable term is identical on both sides */
  Z3_ast any[SX_MAX_OBS];
  for (unsigned i = 0; i < q->n; i++)
    any[i] = q->items[i].cond;
  Z3_ast disj = q->n == 1 ? any[0] : Z3_mk_or(z, q->n, any);
  Z3_lbool r = check_staged(p, q, disj, rlimit, model, reason);
  if (r == Z3_L_FALSE)
    return 0;
  if (r == Z3_L_TRUE) {
    free(*reason);
    *reason = NULL;
    return 1;
  }
  return 2;
}

int sx_query_vacuous(rlv_prover *p, sx_query *q, char **reason) {
  Z3_context z = p->z;
  if (sx_is_false(z, q->assume))
    return 1;
  if (q->too_large || !q->elim)
    return 2; /* not asked, as sx_query_solve does not ask */
  Z3_model m = NULL;
  Z3_lbool r = check_staged(p, q, sx_true(z), 0, &m, reason);
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
  Z3_lbool r = check_on(p, sx_shared_solver(p, rlimit), q,
                        q->n == 1 ? any[0] : Z3_mk_or(z, q->n, any), model, &reason);
  free(reason);
  return r == Z3_L_TRUE ? 1 : r == Z3_L_FALSE ? 0 : 2;
}

int sx_query_holds(rlv_prover *p, sx_query *q, Z3_model m) {
  reader rd = {p, q, m};
  if (!eval_true(&rd, q->assume))
    return -1;
  for (unsigned i = 0; i < q->n; i++)
    if (eval_true(&rd, q->items[i].cond))
      return (int)i;
  return -1;
}

/* Whether `t` applies a function registered as semantic (visited set: terms are DAGs). */
static bool uses_semantic(rlv_prover *p, Z3_ast t, rlv_ptrmap *seen, unsigned depth) {
  Z3_context z = p->z;
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST || rlv_ptrmap_has(seen, t))
    return false;
  if (depth > RW_DEPTH)
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
