/* The counterexample: what a model of the refinement query says, read back into the
 * terms of the program (the resource, element, lane or byte that differs, both sides'
 * bits, the inputs, the buffers' lengths and check bits, the initial contents). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/query.h"
#include "smt/smt.h"

/* A model being read, with the query it satisfies. */
typedef struct reader {
  rlv_prover *p;
  sx_query *q;
  Z3_model m;
} reader;

/* The query's form of a term: arrays eliminated (when the query could be), simplified. */
static Z3_ast query_term(rlv_prover *p, sx_query *q, Z3_ast t) {
  bool ok;
  return q->elim ? sx_elim_arrays(p, t, &ok) : t;
}

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

/* The groupshared global a region of class CBV and space 0xFFFFFFFF names (sem_pointer.c),
 * in either module; NULL when none does. */
static const char *groupshared_name(sx_exec *const sides[2], uint32_t reg, size_t *len) {
  for (int s = 0; s < 2; s++)
    for (LLVMValueRef g = LLVMGetFirstGlobal(sides[s]->module); g; g = LLVMGetNextGlobal(g)) {
      const char *name = LLVMGetValueName2(g, len);
      if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 3 && sx_groupshared_id(name, *len) == reg)
        return name;
    }
  return NULL;
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
  size_t len;
  const char *shared = cls == SX_CLASS_CBUFFER && space == 0xFFFFFFFFu
                           ? groupshared_name(sides, (uint32_t)reg, &len)
                           : NULL;
  if (shared) {
    c->resource = rlv_strf("groupshared @%.*s", (int)len, shared);
    return;
  }
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
  case SX_OBS_TYPED:
  case SX_OBS_TYPED_FOOTPRINT: {
    describe_resource(&rd, q->wt_rid, c);
    c->family = rlv_xstrdup("typed");
    c->has_element = eval_u64(&rd, q->wt_elem, &x);
    c->element = x;
    if (o->family == SX_OBS_TYPED) {
      c->has_lane = eval_u64(&rd, q->wt_lane, &x);
      c->lane = (unsigned)x;
      Z3_ast i = Z3_mk_concat(z, q->wt_rid, Z3_mk_concat(z, q->wt_elem, q->wt_lane));
      Z3_ast vb = Z3_mk_select(z, mb->tv, i), va = Z3_mk_select(z, ma->tv, i);
      unsigned w = 32;
      if (eval_true(&rd, sx_lane_is_16bit(z, b, q->wt_rid))) {
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
  case SX_OBS_RAW:
  case SX_OBS_RAW_FOOTPRINT: {
    describe_resource(&rd, q->wr_rid, c);
    c->family = rlv_xstrdup("raw");
    c->has_byte = eval_u64(&rd, q->wr_addr, &x);
    c->byte = x;
    Z3_ast i = Z3_mk_concat(z, q->wr_rid, q->wr_addr);
    if (o->family == SX_OBS_RAW) {
      c->before = bits_text(&rd, Z3_mk_select(z, mb->rv, i), Z3_mk_select(z, mb->rp, i), 8);
      c->after = bits_text(&rd, Z3_mk_select(z, ma->rv, i), Z3_mk_select(z, ma->rp, i), 8);
    } else {
      c->before = rlv_xstrdup("unwritten");
      c->after = rlv_xstrdup("written");
    }
    break;
  }
  case SX_OBS_COUNTER:
    describe_resource(&rd, q->wc_rid, c);
    c->family = rlv_xstrdup("counter");
    c->before = bits_text(&rd, Z3_mk_select(z, mb->cnt, q->wc_rid), NULL, 32);
    c->after = bits_text(&rd, Z3_mk_select(z, ma->cnt, q->wc_rid), NULL, 32);
    break;
  case SX_OBS_RETURN: {
    sval *rb[64], *ra[64];
    unsigned nb = 0, na = 0;
    sx_flatten(b->final.ret, rb, &nb, 64);
    sx_flatten(a->final.ret, ra, &na, 64);
    c->has_lane = true;
    c->lane = o->index;
    if (o->index < nb && o->index < na) {
      c->before = bits_text(&rd, rb[o->index]->v, rb[o->index]->p, rb[o->index]->width);
      c->after = bits_text(&rd, ra[o->index]->v, ra[o->index]->p, ra[o->index]->width);
    }
    break;
  }
  case SX_OBS_NONUNIFORM: {
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
  case SX_OBS_EVENT_COUNT: {
    uint64_t nb, na;
    if (eval_u64(&rd, b->final.events, &nb) && eval_u64(&rd, a->final.events, &na)) {
      c->before = rlv_strf("%llu side-effecting calls", (unsigned long long)nb);
      c->after = rlv_strf("%llu side-effecting calls", (unsigned long long)na);
    }
    break;
  }
  case SX_OBS_EVENT:
  case SX_OBS_EVENT_ARGS:
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
  case SX_OBS_PROPS: {
    char want[64], got[64];
    if (o->index < b->ncreations && o->index2 < a->nannots &&
        sx_props_mismatch(&b->creations[o->index], &a->annots[o->index2], want, got,
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

/* The first observation that holds under `m` with the assumptions, or -1. */
bool sx_query_before_froze(rlv_prover *p, sx_query *q, Z3_model m) {
  if (!q->b->froze)
    return false;
  reader rd = {p, q, m};
  uint64_t v;
  return !eval_u64(&rd, q->b->froze, &v) || v; /* not evaluated: it may have */
}

void sx_query_exclude_freezes(rlv_prover *p, sx_query *q) {
  Z3_context z = p->z;
  if (q->b->froze)
    q->assume = sx_and2(z, q->assume, sx_not(z, query_term(p, q, q->b->froze)));
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
