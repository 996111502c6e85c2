/* The refinement query for one function and the counterexample read from its model. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "model/util.h"
#include "smt/smt.h"

typedef struct obs {
  const char *kind; /* observation */
  Z3_ast cond;
  int family; /* 0 none, 1 typed, 2 raw, 3 counter, 4 return, 5 typed footprint, 6 raw footprint, 7 nu */
  unsigned index; /* return component / creation index */
} obs;

typedef struct query {
  obs items[64];
  unsigned n;
  Z3_ast wt_rid, wt_elem, wt_lane, wr_rid, wr_addr, wc_rid;
} query;

static void add_obs(query *q, Z3_context z, const char *kind, Z3_ast cond, int family,
                    unsigned index) {
  cond = Z3_simplify(z, cond);
  if (sx_is_false(z, cond) || q->n == 64)
    return;
  q->items[q->n++] = (obs){kind, cond, family, index};
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

static void build(rlv_prover *p, sx_exec *b, sx_exec *a, query *q, Z3_ast *nu, unsigned n_nu) {
  Z3_context z = p->z;
  sx_mem *mb = &b->final.m, *ma = &a->final.m;
  Z3_sort s66 = sx_bv_sort(z, 66);
  q->wt_rid = sx_const(z, "witness.typed.rid", s66);
  q->wt_elem = sx_const(z, "witness.typed.element", sx_bv_sort(z, 32));
  q->wt_lane = sx_const(z, "witness.typed.lane", sx_bv_sort(z, 2));
  q->wr_rid = sx_const(z, "witness.raw.rid", s66);
  q->wr_addr = sx_const(z, "witness.raw.byte", sx_bv_sort(z, 32));
  q->wc_rid = sx_const(z, "witness.counter.rid", s66);
  add_obs(q, z, "undefined behaviour", a->ub, 0, 0);
  if (mb->tv != ma->tv || mb->tp != ma->tp) {
    Z3_ast i = Z3_mk_concat(z, q->wt_rid, Z3_mk_concat(z, q->wt_elem, q->wt_lane));
    Z3_ast bp = Z3_mk_select(z, mb->tp, i), ap = Z3_mk_select(z, ma->tp, i);
    Z3_ast diff = sx_or2(z, ap, sx_not(z, sx_eq(z, Z3_mk_select(z, mb->tv, i), Z3_mk_select(z, ma->tv, i))));
    add_obs(q, z, "memory", sx_and2(z, lane_observable(z, b, q->wt_rid, q->wt_lane),
                                    sx_and2(z, sx_not(z, bp), diff)), 1, 0);
  }
  if (mb->tw != ma->tw) {
    Z3_ast i = Z3_mk_concat(z, q->wt_rid, q->wt_elem);
    add_obs(q, z, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->tw, i), sx_not(z, Z3_mk_select(z, mb->tw, i))), 5, 0);
  }
  if (mb->rv != ma->rv || mb->rp != ma->rp) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    Z3_ast bp = Z3_mk_select(z, mb->rp, i), ap = Z3_mk_select(z, ma->rp, i);
    Z3_ast diff = sx_or2(z, ap, sx_not(z, sx_eq(z, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, ma->rv, i))));
    add_obs(q, z, "memory", sx_and2(z, sx_not(z, bp), diff), 2, 0);
  }
  if (mb->rw != ma->rw) {
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    add_obs(q, z, "write footprint",
            sx_and2(z, Z3_mk_select(z, ma->rw, i), sx_not(z, Z3_mk_select(z, mb->rw, i))), 6, 0);
  }
  if (mb->cnt != ma->cnt)
    add_obs(q, z, "counter",
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
    add_obs(q, z, "return value", d, 4, k);
  }
  for (unsigned k = 0; k < n_nu; k++)
    if (nu[k])
      add_obs(q, z, "non-uniform flag", nu[k], 7, k);
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

static bool eval_u64(Z3_context z, Z3_model m, Z3_ast t, uint64_t *out) {
  Z3_ast r = NULL;
  if (!Z3_model_eval(z, m, t, true, &r) || !r)
    return false;
  if (Z3_get_sort_kind(z, Z3_get_sort(z, r)) == Z3_BOOL_SORT) {
    *out = Z3_get_bool_value(z, r) == Z3_L_TRUE;
    return true;
  }
  return Z3_get_ast_kind(z, r) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, r, out);
}

static bool eval_true(Z3_context z, Z3_model m, Z3_ast t) {
  uint64_t v;
  return eval_u64(z, m, t, &v) && v;
}

static char reg_letter(unsigned cls) { return cls == 0 ? 't' : cls == 1 ? 'u' : cls == 2 ? 'b' : 's'; }

static void describe_resource(Z3_context z, Z3_model m, Z3_ast rid, sx_exec *b, sx_exec *a,
                              rlv_cex *c) {
  uint64_t cls = 0, space = 0, reg = 0;
  eval_u64(z, m, Z3_mk_extract(z, 65, 64, rid), &cls);
  eval_u64(z, m, Z3_mk_extract(z, 63, 32, rid), &space);
  eval_u64(z, m, Z3_mk_extract(z, 31, 0, rid), &reg);
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
  c->resource = *name ? rlv_strf("%c%u space %u \"%s\"", reg_letter((unsigned)cls), (unsigned)reg,
                                 (unsigned)space, name)
                      : rlv_strf("%c%u space %u", reg_letter((unsigned)cls), (unsigned)reg,
                                 (unsigned)space);
}

static char *bits_text(Z3_context z, Z3_model m, Z3_ast v, Z3_ast poison, unsigned width,
                       Z3_ast written) {
  if (written && !eval_true(z, m, written))
    return rlv_xstrdup("unwritten");
  if (poison && eval_true(z, m, poison))
    return rlv_xstrdup("poison");
  uint64_t x;
  if (!eval_u64(z, m, v, &x))
    return rlv_xstrdup("?");
  return rlv_strf("0x%0*llx", (int)((width + 3) / 4), (unsigned long long)x);
}

static char *inputs_text(Z3_context z, Z3_model m, sx_exec *b, sx_exec *a) {
  rlv_buf buf = {0};
  sx_exec *sides[2] = {b, a};
  for (int s = 0; s < 2; s++)
    for (size_t i = 0; i < sides[s]->ninputs; i++) {
      bool dup = false;
      for (size_t j = 0; s == 1 && j < b->ninputs; j++)
        dup = dup || b->inputs[j].term == sides[s]->inputs[i].term;
      if (dup)
        continue;
      uint64_t x;
      if (!eval_u64(z, m, sides[s]->inputs[i].term, &x))
        continue;
      rlv_buf_printf(&buf, "%s%s = %llu", buf.len ? ", " : "", sides[s]->inputs[i].label,
                     (unsigned long long)x);
    }
  if (!buf.data)
    return NULL;
  return buf.data;
}

static void read_cex(Z3_context z, Z3_model m, query *q, unsigned which, sx_exec *b, sx_exec *a,
                     rlv_cex *c) {
  obs *o = &q->items[which];
  c->observation = rlv_xstrdup(o->kind);
  sx_mem *mb = &b->final.m, *ma = &a->final.m;
  uint64_t x;
  switch (o->family) {
  case 1:
  case 5: {
    describe_resource(z, m, q->wt_rid, b, a, c);
    c->family = rlv_xstrdup("typed");
    c->has_element = eval_u64(z, m, q->wt_elem, &x);
    c->element = x;
    if (o->family == 1) {
      c->has_lane = eval_u64(z, m, q->wt_lane, &x);
      c->lane = (unsigned)x;
      Z3_ast i = Z3_mk_concat(z, q->wt_rid, Z3_mk_concat(z, q->wt_elem, q->wt_lane));
      c->before = bits_text(z, m, Z3_mk_select(z, mb->tv, i), Z3_mk_select(z, mb->tp, i), 32, NULL);
      c->after = bits_text(z, m, Z3_mk_select(z, ma->tv, i), Z3_mk_select(z, ma->tp, i), 32, NULL);
    } else {
      c->before = rlv_xstrdup("unwritten");
      c->after = rlv_xstrdup("written");
    }
    break;
  }
  case 2:
  case 6: {
    describe_resource(z, m, q->wr_rid, b, a, c);
    c->family = rlv_xstrdup("raw");
    c->has_byte = eval_u64(z, m, q->wr_addr, &x);
    c->byte = x;
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    if (o->family == 2) {
      c->before = bits_text(z, m, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, mb->rp, i), 8, NULL);
      c->after = bits_text(z, m, Z3_mk_select(z, ma->rv, i), Z3_mk_select(z, ma->rp, i), 8, NULL);
    } else {
      c->before = rlv_xstrdup("unwritten");
      c->after = rlv_xstrdup("written");
    }
    break;
  }
  case 3:
    describe_resource(z, m, q->wc_rid, b, a, c);
    c->family = rlv_xstrdup("counter");
    c->before = bits_text(z, m, Z3_mk_select(z, mb->cnt, q->wc_rid), NULL, 32, NULL);
    c->after = bits_text(z, m, Z3_mk_select(z, ma->cnt, q->wc_rid), NULL, 32, NULL);
    break;
  case 4: {
    sval *rb[64], *ra[64];
    unsigned nb = 0, na = 0;
    flatten(b->final.ret, rb, &nb, 64);
    flatten(a->final.ret, ra, &na, 64);
    c->has_lane = true;
    c->lane = o->index;
    if (o->index < nb && o->index < na) {
      c->before = bits_text(z, m, rb[o->index]->v, rb[o->index]->p, rb[o->index]->width, NULL);
      c->after = bits_text(z, m, ra[o->index]->v, ra[o->index]->p, ra[o->index]->width, NULL);
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
      c->resource = rlv_strf("%c%u space %u \"%s\"", reg_letter(cr->cls), cr->lb, cr->space,
                             cr->name ? cr->name : "");
    }
    c->before = rlv_xstrdup("non-uniform index");
    c->after = rlv_xstrdup("flag false");
    break;
  }
  default:
    break;
  }
  c->inputs = inputs_text(z, m, b, a);
}

int sx_query(rlv_prover *p, sx_exec *b, sx_exec *a, Z3_ast assumptions, Z3_ast *nu,
             unsigned n_nu, rlv_cex *cex, char **reason);

/* Returns 0 proved (unsat), 1 refuted (cex filled), 2 unknown (reason set). */
int sx_query(rlv_prover *p, sx_exec *b, sx_exec *a, Z3_ast assumptions, Z3_ast *nu,
             unsigned n_nu, rlv_cex *cex, char **reason) {
  Z3_context z = p->z;
  query q = {0};
  build(p, b, a, &q, nu, n_nu);
  if (q.n == 0)
    return 0; /* every observable term is identical on both sides */
  Z3_ast tags[64], any[64];
  for (unsigned i = 0; i < q.n; i++) {
    char name[32];
    snprintf(name, sizeof name, "observation.%u", i);
    tags[i] = sx_const(z, name, Z3_mk_bool_sort(z));
    any[i] = tags[i];
  }
  Z3_solver s = NULL;
  Z3_lbool r = Z3_L_UNDEF;
  for (int attempt = 0; attempt < 2; attempt++) {
    if (s)
      Z3_solver_dec_ref(z, s);
    s = sx_solver(p, attempt == 1);
    Z3_solver_assert(z, s, assumptions);
    for (unsigned i = 0; i < q.n; i++)
      Z3_solver_assert(z, s, Z3_mk_implies(z, tags[i], q.items[i].cond));
    Z3_solver_assert(z, s, Z3_mk_or(z, q.n, any));
    if (getenv("SX_DUMP")) { FILE *f = fopen(getenv("SX_DUMP"), "w"); fputs(Z3_solver_to_string(z, s), f); fputs("(check-sat)\n", f); fclose(f); }
    r = Z3_solver_check(z, s);
    if (r != Z3_L_UNDEF)
      break;
    Z3_string why = Z3_solver_get_reason_unknown(z, s);
    if (!why || !strstr(why, "incomplete"))
      break; /* a timeout: do not spend it twice */
  }
  int result;
  if (r == Z3_L_FALSE) {
    result = 0;
  } else if (r == Z3_L_TRUE) {
    Z3_model m = Z3_solver_get_model(z, s);
    Z3_model_inc_ref(z, m);
    unsigned which = 0;
    for (unsigned i = 0; i < q.n; i++)
      if (eval_true(z, m, tags[i])) {
        which = i;
        break;
      }
    read_cex(z, m, &q, which, b, a, cex);
    Z3_model_dec_ref(z, m);
    result = 1;
  } else {
    Z3_string why = Z3_solver_get_reason_unknown(z, s);
    *reason = rlv_strf("the solver gave up: %s", why ? why : "unknown");
    result = 2;
  }
  Z3_solver_dec_ref(z, s);
  return result;
}
