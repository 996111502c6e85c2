/* The resource memory model (DESIGN.md): typed lanes, raw bytes, constant buffers, counters,
 * the check-bit predicate, write footprints, and private (alloca) memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

/* (class, space, register) as one bit-vector. With --may-alias, every resource of a class
 * shares one memory (the worst case of aliasing). */
Z3_ast sx_rid(sx_exec *ex, sx_handle *h) {
  Z3_context z = ex->z;
  Z3_ast cls = sx_bv(z, h->cls & 3, 2);
  if (ex->p->opt.may_alias)
    return Z3_mk_concat(z, cls, sx_bv(z, 0, 64));
  return Z3_mk_concat(z, cls, Z3_mk_concat(z, h->space, h->reg));
}

/* How many alternatives a chosen handle is read and written through, at most: past it the
 * merged handle's terms stand (a loop merging handles could double them at each step). */
#define MAX_CHOICE_LEAVES 8

/* The alternatives of h, counted until there are more than `limit`. */
static unsigned choice_leaves(const sx_handle *h, unsigned limit) {
  if (!h->choice)
    return 1;
  unsigned a = choice_leaves(h->if_true, limit);
  return a > limit ? a : a + choice_leaves(h->if_false, limit - a);
}

/* Whether accesses through h go through each of its alternatives. */
static bool split_choice(const sx_handle *h) {
  return h->choice && choice_leaves(h, MAX_CHOICE_LEAVES) <= MAX_CHOICE_LEAVES;
}

static sval *sval_choice(sx_exec *ex, Z3_ast c, sval *a, sval *b) {
  Z3_context z = ex->z;
  return sv_int(ex, sx_ite(z, c, a->v, b->v), sx_ite(z, c, a->p, b->p), a->width);
}

/* Memory after a write through each alternative of a chosen handle: the choice of the two
 * memories (what the join of a lowering's branches on the choice holds). */
typedef void (*mem_write)(sx_exec *ex, sx_handle *h, const void *args);

static void write_choice(sx_exec *ex, sx_handle *h, mem_write write, const void *args) {
  Z3_context z = ex->z;
  sx_mem *m = &ex->cur->m, before = *m;
  write(ex, h->if_true, args);
  sx_mem if_true = *m;
  *m = before;
  write(ex, h->if_false, args);
  m->tv = sx_ite(z, h->choice, if_true.tv, m->tv);
  m->tp = sx_ite(z, h->choice, if_true.tp, m->tp);
  m->tw = sx_ite(z, h->choice, if_true.tw, m->tw);
  m->rv = sx_ite(z, h->choice, if_true.rv, m->rv);
  m->rp = sx_ite(z, h->choice, if_true.rp, m->rp);
  m->rw = sx_ite(z, h->choice, if_true.rw, m->rw);
}

static Z3_ast const_array(Z3_context z, unsigned index_bits, Z3_ast value) {
  return Z3_mk_const_array(z, sx_bv_sort(z, index_bits), value);
}

static Z3_ast array_const(Z3_context z, const char *name, unsigned index_bits, Z3_sort range) {
  return sx_const(z, name, Z3_mk_array_sort(z, sx_bv_sort(z, index_bits), range));
}

void sx_mem_init(sx_exec *ex, sx_mem *m) {
  Z3_context z = ex->z;
  Z3_sort b = Z3_mk_bool_sort(z);
  m->tv = array_const(z, "init.typed", RID_BITS + 34, sx_bv_sort(z, 32));
  m->tp = const_array(z, RID_BITS + 34, sx_false(z));
  m->tw = const_array(z, RID_BITS + 32, sx_false(z));
  m->rv = array_const(z, "init.raw", RID_BITS + 32, sx_bv_sort(z, 8));
  m->rp = const_array(z, RID_BITS + 32, sx_false(z));
  m->rw = const_array(z, RID_BITS + 32, sx_false(z));
  m->cnt = array_const(z, "init.counter", RID_BITS, sx_bv_sort(z, 32));
  (void)b;
}

Z3_ast sx_uf1(sx_exec *ex, const char *name, Z3_ast arg, unsigned out_width) {
  return sx_ufn(ex, name, 1, &arg, out_width);
}

/* Keeps a buffer input for the counterexample (once per term). */
static void note_bufinput(sx_exec *ex, const char *fn, Z3_ast key, Z3_ast term) {
  if (rlv_ptrmap_has(&ex->bufinput_seen, term))
    return;
  rlv_ptrmap_put(&ex->bufinput_seen, term, 1);
  if (ex->nbufinputs == ex->cap_bufinputs) {
    ex->cap_bufinputs = ex->cap_bufinputs ? ex->cap_bufinputs * 2 : 16;
    ex->bufinputs = rlv_xrealloc(ex->bufinputs, ex->cap_bufinputs * sizeof *ex->bufinputs);
  }
  ex->bufinputs[ex->nbufinputs++] = (sx_bufinput){fn, key, term};
}

static Z3_ast apply_uf(sx_exec *ex, const char *name, unsigned n, Z3_ast *args,
                       unsigned out_width, bool semantic) {
  Z3_context z = ex->z;
  Z3_sort dom[8];
  if (n > 8)
    n = 8;
  for (unsigned i = 0; i < n; i++)
    dom[i] = Z3_get_sort(z, args[i]);
  Z3_sort range = out_width ? sx_bv_sort(z, out_width) : Z3_mk_bool_sort(z);
  Z3_func_decl f = sx_func(z, name, n, dom, range);
  if (semantic)
    rlv_ptrmap_put(&ex->p->semantic, f, 1);
  Z3_ast t = Z3_mk_app(z, f, n, args);
  if (!semantic && n == 1 && (strncmp(name, "length.", 7) == 0 || strncmp(name, "mapped.", 7) == 0))
    note_bufinput(ex, name, args[0], t);
  return t;
}

/* A function whose real meaning is fixed but left free (format conversion, floating point,
 * an opaque pure call): a refutation whose model rests on it is replayed. */
Z3_ast sx_ufn(sx_exec *ex, const char *name, unsigned n, Z3_ast *args, unsigned out_width) {
  return apply_uf(ex, name, n, args, out_width, true);
}

/* A function that is an input of the program (thread ids, the check-bit predicate, buffer
 * lengths): every interpretation is a real execution. */
Z3_ast sx_input_ufn(sx_exec *ex, const char *name, unsigned n, Z3_ast *args,
                    unsigned out_width) {
  return apply_uf(ex, name, n, args, out_width, false);
}

/* ---- functions of a resource, applied per resource ----
 * A handle chosen by a select or a phi has an ite in its register: f(ite(c, r1, r2)) is
 * written ite(c, f(r1), f(r2)), so that the solver compares applications to constant
 * resources instead of reasoning about congruence over a symbolic one. */

/* t = ite(c, t1, t2) modulo concatenation around the ite. */
static bool split_ite(Z3_context z, Z3_ast t, Z3_ast *c, Z3_ast *t1, Z3_ast *t2, unsigned depth) {
  if (depth > 8 || Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return false;
  Z3_app app = Z3_to_app(z, t);
  if (sx_is_app_of(z, t, Z3_OP_ITE)) {
    *c = Z3_get_app_arg(z, app, 0);
    *t1 = Z3_get_app_arg(z, app, 1);
    *t2 = Z3_get_app_arg(z, app, 2);
    return true;
  }
  if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) != Z3_OP_CONCAT ||
      Z3_get_app_num_args(z, app) != 2)
    return false;
  Z3_ast a = Z3_get_app_arg(z, app, 0), b = Z3_get_app_arg(z, app, 1), x, y;
  if (split_ite(z, a, c, &x, &y, depth + 1)) {
    *t1 = Z3_mk_concat(z, x, b);
    *t2 = Z3_mk_concat(z, y, b);
    return true;
  }
  if (split_ite(z, b, c, &x, &y, depth + 1)) {
    *t1 = Z3_mk_concat(z, a, x);
    *t2 = Z3_mk_concat(z, a, y);
    return true;
  }
  return false;
}

/* name(key, extra...) with ites in `key` lifted out (up to a depth). */
static Z3_ast per_resource(sx_exec *ex, const char *name, Z3_ast key, Z3_ast extra,
                           unsigned width, bool semantic, unsigned depth) {
  Z3_context z = ex->z;
  Z3_ast c, k1, k2;
  if (depth < 6 && split_ite(z, key, &c, &k1, &k2, 0))
    return sx_ite(z, c, per_resource(ex, name, k1, extra, width, semantic, depth + 1),
                  per_resource(ex, name, k2, extra, width, semantic, depth + 1));
  Z3_ast args[2] = {key, extra};
  return semantic ? sx_ufn(ex, name, extra ? 2 : 1, args, width)
                  : sx_input_ufn(ex, name, extra ? 2 : 1, args, width);
}

/* Per-resource format conversions: enc on store, dec on load (identity when replaying). */
static Z3_ast enc(sx_exec *ex, Z3_ast rid, Z3_ast v) {
  if (ex->replay)
    return v;
  ex->used_uf = true;
  return per_resource(ex, "enc", rid, v, 32, true, 0);
}

static Z3_ast dec(sx_exec *ex, Z3_ast rid, Z3_ast v) {
  if (ex->replay)
    return v;
  ex->used_uf = true;
  return per_resource(ex, "dec", rid, v, 32, true, 0);
}

/* ---- symbolic lengths: out of bounds, loads give zero and stores do nothing ---- */

static const char *length_name(int family) {
  return family == FAM_TYPED    ? "length.typed"
         : family == FAM_STRUCT ? "length.structured"
         : family == FAM_BAB    ? "length.byteaddress"
                                : "length.other";
}

/* x inside the buffer `rid`: x < length for typed elements and byte-address bytes; for a
 * structured buffer x is a byte address and the buffer n elements of the stride (64-bit
 * product: no wrap-around). The comparison is made per resource (ites lifted out), so that
 * the same check on both sides is the same term, not two comparator circuits that a SAT
 * solver must prove equal. */
static Z3_ast below_length(sx_exec *ex, sx_handle *h, Z3_ast rid, Z3_ast x, unsigned depth) {
  Z3_context z = ex->z;
  Z3_ast c, r1, r2;
  if (depth < 6 && split_ite(z, rid, &c, &r1, &r2, 0))
    return sx_ite(z, c, below_length(ex, h, r1, x, depth + 1),
                  below_length(ex, h, r2, x, depth + 1));
  Z3_ast n = sx_input_ufn(ex, length_name(h->family), 1, &rid, 32);
  if (h->family != FAM_STRUCT)
    return Z3_mk_bvult(z, x, n);
  Z3_ast size = Z3_mk_bvmul(z, Z3_mk_zero_ext(z, 32, n), sx_bv(z, h->stride, 64));
  return Z3_mk_bvult(z, Z3_mk_zero_ext(z, 32, x), size);
}

/* x < the length function `name` of rid, per resource. */
static Z3_ast below_length_named(sx_exec *ex, const char *name, Z3_ast rid, Z3_ast x,
                                 unsigned depth) {
  Z3_context z = ex->z;
  Z3_ast c, r1, r2;
  if (depth < 6 && split_ite(z, rid, &c, &r1, &r2, 0))
    return sx_ite(z, c, below_length_named(ex, name, r1, x, depth + 1),
                  below_length_named(ex, name, r2, x, depth + 1));
  return Z3_mk_bvult(z, x, sx_input_ufn(ex, name, 1, &rid, 32));
}

/* Whether c compares an index with a length function (x < length, x < length * stride, either
 * per resource: an ite of such), as below_length builds it or Z3's rewriter restates it
 * (not (length <= x)). */
static bool is_length_check(Z3_context z, Z3_ast c, unsigned depth) {
  if (depth > 6 || Z3_get_ast_kind(z, c) != Z3_APP_AST)
    return false;
  Z3_app app = Z3_to_app(z, c);
  Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, app));
  if (k == Z3_OP_NOT)
    return is_length_check(z, Z3_get_app_arg(z, app, 0), depth + 1);
  if (k == Z3_OP_ITE)
    return is_length_check(z, Z3_get_app_arg(z, app, 1), depth + 1) &&
           is_length_check(z, Z3_get_app_arg(z, app, 2), depth + 1);
  if (k != Z3_OP_ULT && k != Z3_OP_ULEQ)
    return false;
  for (unsigned i = 0; i < 2; i++) {
    /* the length, possibly widened and times the stride (structured buffers) */
    Z3_ast n = Z3_get_app_arg(z, app, i);
    for (unsigned step = 0; step < 3 && Z3_get_ast_kind(z, n) == Z3_APP_AST; step++) {
      Z3_app a = Z3_to_app(z, n);
      Z3_func_decl d = Z3_get_app_decl(z, a);
      Z3_decl_kind dk = Z3_get_decl_kind(z, d);
      if (dk == Z3_OP_UNINTERPRETED) {
        if (strncmp(Z3_get_symbol_string(z, Z3_get_decl_name(z, d)), "length.", 7) == 0)
          return true;
        break;
      }
      if (dk != Z3_OP_ZERO_EXT && dk != Z3_OP_BMUL)
        break;
      n = Z3_get_app_arg(z, a, 0);
      if (dk == Z3_OP_BMUL && Z3_get_ast_kind(z, n) == Z3_NUMERAL_AST &&
          Z3_get_app_num_args(z, a) == 2)
        n = Z3_get_app_arg(z, a, 1);
    }
  }
  return false;
}

bool sx_is_bounds_checked(Z3_context z, Z3_ast t) {
  if (!sx_is_app_of(z, t, Z3_OP_ITE))
    return false;
  Z3_app app = Z3_to_app(z, t);
  Z3_ast zero = Z3_get_app_arg(z, app, 2);
  uint64_t v;
  return Z3_get_ast_kind(z, zero) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, zero, &v) &&
         v == 0 && is_length_check(z, Z3_get_app_arg(z, app, 0), 0);
}

Z3_ast sx_past_stride(sx_exec *ex, sx_handle *h, Z3_ast elem, Z3_ast off, uint64_t end) {
  Z3_context z = ex->z;
  uint64_t o;
  if (h->family != FAM_STRUCT)
    return sx_false(z);
  if (sx_small_const_u64(z, off, &o) && (o & 0xFFFFFFFFu) + end <= h->stride)
    return sx_false(z); /* the common case: a constant offset inside the element */
  Z3_ast over = Z3_mk_bvugt(z, Z3_mk_bvadd(z, Z3_mk_zero_ext(z, 32, off), sx_bv(z, end, 64)),
                            sx_bv(z, h->stride, 64));
  Z3_ast inside = below_length_named(ex, "length.structured", sx_rid(ex, h), elem, 0);
  return sx_and2(z, inside, over);
}

static Z3_ast typed_in_bounds(sx_exec *ex, sx_handle *h, Z3_ast elem) {
  return below_length(ex, h, sx_rid(ex, h), elem, 0);
}

static Z3_ast raw_in_bounds(sx_exec *ex, sx_handle *h, Z3_ast addr) {
  if (h->shared_size)
    return sx_true(ex->z); /* groupshared: past its size an access is UB (sem_pointer.c) */
  if (h->family == FAM_STRUCT && ex->struct_elem) {
    /* element index < n elements (the offset stays inside the stride) */
    return below_length_named(ex, "length.structured", sx_rid(ex, h), ex->struct_elem, 0);
  }
  return below_length(ex, h, sx_rid(ex, h), addr, 0);
}

static Z3_ast typed_index(sx_exec *ex, Z3_ast rid, Z3_ast elem, unsigned lane) {
  Z3_context z = ex->z;
  return Z3_mk_concat(z, rid, Z3_mk_concat(z, elem, sx_bv(z, lane & 3, 2)));
}

sval *sx_typed_read_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane) {
  Z3_context z = ex->z;
  if (split_choice(h))
    return sval_choice(ex, h->choice, sx_typed_read_lane(ex, h->if_true, elem, lane),
                       sx_typed_read_lane(ex, h->if_false, elem, lane));
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast i = typed_index(ex, rid, elem, lane);
  sx_mem *m = &ex->cur->m;
  Z3_ast in = typed_in_bounds(ex, h, elem);
  return sv_int(ex, sx_ite(z, in, dec(ex, rid, Z3_mk_select(z, m->tv, i)), sx_bv(z, 0, 32)),
                sx_and2(z, in, Z3_mk_select(z, m->tp, i)), 32);
}

typedef struct lane_write {
  Z3_ast elem;
  unsigned lane;
  sval *bits32;
} lane_write;

static void typed_write_lane(sx_exec *ex, sx_handle *h, const void *args) {
  const lane_write *w = args;
  sx_typed_write_lane(ex, h, w->elem, w->lane, w->bits32);
}

void sx_typed_write_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane, sval *bits32) {
  Z3_context z = ex->z;
  if (split_choice(h)) {
    write_choice(ex, h, typed_write_lane, &(lane_write){elem, lane, bits32});
    return;
  }
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast i = typed_index(ex, rid, elem, lane);
  sx_mem *m = &ex->cur->m;
  /* ite over whole arrays (not over the stored value): reads stay linear in the writes */
  Z3_ast in = typed_in_bounds(ex, h, elem);
  m->tv = sx_ite(z, in, Z3_mk_store(z, m->tv, i, enc(ex, rid, bits32->v)), m->tv);
  m->tp = sx_ite(z, in, Z3_mk_store(z, m->tp, i, bits32->p), m->tp);
}

static void typed_mark(sx_exec *ex, sx_handle *h, const void *elem) {
  sx_typed_mark(ex, h, (Z3_ast)elem);
}

void sx_typed_mark(sx_exec *ex, sx_handle *h, Z3_ast elem) {
  Z3_context z = ex->z;
  if (split_choice(h)) {
    write_choice(ex, h, typed_mark, elem);
    return;
  }
  sx_mem *m = &ex->cur->m;
  Z3_ast i = Z3_mk_concat(z, sx_rid(ex, h), elem);
  m->tw = sx_ite(z, typed_in_bounds(ex, h, elem), Z3_mk_store(z, m->tw, i, sx_true(z)), m->tw);
}

Z3_ast sx_typed_mapped(sx_exec *ex, sx_handle *h, Z3_ast elem) {
  Z3_context z = ex->z;
  return per_resource(ex, "mapped.typed", Z3_mk_concat(z, sx_rid(ex, h), elem), NULL, 0, false, 0);
}

/* An address and, when it is a constant, its value: found once per access, not per byte. */
typedef struct addr32 {
  Z3_ast t;
  bool known;
  uint64_t c;
} addr32;

static addr32 addr_of(Z3_context z, Z3_ast t) {
  addr32 a = {t, false, 0};
  a.known = sx_small_const_u64(z, t, &a.c);
  return a;
}

/* a + k; a constant address stays one numeral */
static Z3_ast add32(Z3_context z, addr32 a, uint64_t k) {
  if (!k)
    return a.t;
  if (a.known)
    return sx_bv(z, (a.c + k) & 0xFFFFFFFFu, 32);
  return Z3_mk_bvadd(z, a.t, sx_bv(z, k, 32));
}

static sval *read_bytes(sx_exec *ex, Z3_ast vals, Z3_ast pois, Z3_ast base, Z3_ast addr,
                        unsigned width, sx_handle *bounded) {
  Z3_context z = ex->z;
  unsigned nbytes = (width + 7) / 8;
  Z3_ast acc = NULL, p = sx_false(z);
  bool constant = true;
  addr32 at = addr_of(z, addr);
  for (unsigned k = 0; k < nbytes; k++) {
    Z3_ast a = add32(z, at, k);
    Z3_ast i = base ? Z3_mk_concat(z, base, a) : a;
    Z3_ast byte = sx_select_known(z, vals, i);
    constant = constant && Z3_get_ast_kind(z, byte) == Z3_NUMERAL_AST;
    Z3_ast bp = pois ? sx_select_known(z, pois, i) : sx_false(z);
    if (bounded) {
      Z3_ast in = raw_in_bounds(ex, bounded, a);
      byte = sx_ite(z, in, byte, sx_bv(z, 0, 8));
      bp = sx_and2(z, in, bp);
    }
    acc = acc ? Z3_mk_concat(z, byte, acc) : byte;
    p = sx_or2(z, p, bp);
  }
  if (nbytes * 8 != width)
    acc = Z3_mk_extract(z, width - 1, 0, acc);
  else if (constant) /* a constant stored and read back is that constant */
    acc = Z3_simplify(z, acc);
  else /* so is any value stored whole and read back whole */
    acc = sx_whole_of_bytes(z, acc);
  return sv_int(ex, acc, p, width);
}

/* Whether storing v at i of arr (where `in` holds) leaves arr as it is: v is what arr holds
 * there, or what a read of it under the same bounds gave (ite(in, held, 0) for a byte,
 * and(in, held) for its poison). */
static bool unchanged(Z3_context z, Z3_ast arr, Z3_ast i, Z3_ast v, Z3_ast in) {
  Z3_ast held = sx_select_known(z, arr, i);
  if (v == held)
    return true;
  if (Z3_get_ast_kind(z, v) != Z3_APP_AST)
    return false;
  Z3_app app = Z3_to_app(z, v);
  Z3_decl_kind k = Z3_get_decl_kind(z, Z3_get_app_decl(z, app));
  if (k == Z3_OP_ITE)
    return Z3_get_app_arg(z, app, 0) == in && Z3_get_app_arg(z, app, 1) == held;
  if (k == Z3_OP_AND && Z3_get_app_num_args(z, app) == 2)
    return Z3_get_app_arg(z, app, 0) == in && Z3_get_app_arg(z, app, 1) == held;
  return false;
}

static void write_bytes(sx_exec *ex, Z3_ast *vals, Z3_ast *pois, Z3_ast *written, Z3_ast base,
                        Z3_ast addr, sval *v, sx_handle *bounded) {
  Z3_context z = ex->z;
  unsigned nbytes = (v->width + 7) / 8;
  Z3_ast bits = v->v;
  if (nbytes * 8 != v->width)
    bits = Z3_mk_zero_ext(z, nbytes * 8 - v->width, bits);
  addr32 at = addr_of(z, addr);
  for (unsigned k = 0; k < nbytes; k++) {
    Z3_ast a = add32(z, at, k);
    Z3_ast i = base ? Z3_mk_concat(z, base, a) : a;
    Z3_ast in = bounded ? raw_in_bounds(ex, bounded, a) : sx_true(z);
    Z3_ast byte = sx_byte_of(z, bits, k);
    if (!unchanged(z, *vals, i, byte, in))
      *vals = sx_ite(z, in, Z3_mk_store(z, *vals, i, byte), *vals);
    if (!unchanged(z, *pois, i, v->p, in))
      *pois = sx_ite(z, in, Z3_mk_store(z, *pois, i, v->p), *pois);
    if (written)
      *written = sx_ite(z, in, Z3_mk_store(z, *written, i, sx_true(z)), *written);
  }
}

sval *sx_raw_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width) {
  if (split_choice(h))
    return sval_choice(ex, h->choice, sx_raw_read(ex, h->if_true, addr, width),
                       sx_raw_read(ex, h->if_false, addr, width));
  sx_mem *m = &ex->cur->m;
  return read_bytes(ex, m->rv, m->rp, sx_rid(ex, h), addr, width, h);
}

typedef struct raw_write {
  Z3_ast addr;
  sval *v;
} raw_write;

static void raw_write_one(sx_exec *ex, sx_handle *h, const void *args) {
  const raw_write *w = args;
  sx_raw_write(ex, h, w->addr, w->v);
}

void sx_raw_write(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v) {
  if (split_choice(h)) {
    write_choice(ex, h, raw_write_one, &(raw_write){addr, v});
    return;
  }
  sx_mem *m = &ex->cur->m;
  write_bytes(ex, &m->rv, &m->rp, &m->rw, sx_rid(ex, h), addr, v, h);
}

/* The check bit of a raw access: the AND of mapped() over the 32-bit words it touches. */
Z3_ast sx_raw_mapped(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned nbytes) {
  Z3_context z = ex->z;
  if (!nbytes)
    return sx_true(z);
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast two = sx_bv(z, 2, 32);
  Z3_ast first = Z3_mk_bvlshr(z, addr, two);
  Z3_ast last = Z3_mk_bvlshr(z, add32(z, addr_of(z, addr), nbytes - 1), two);
  addr32 first_at = addr_of(z, first);
  Z3_ast span = Z3_mk_bvsub(z, last, first);
  Z3_ast acc = sx_true(z);
  unsigned words = nbytes / 4 + 2;
  for (unsigned j = 0; j < words; j++) {
    Z3_ast key = Z3_mk_concat(z, rid, add32(z, first_at, j));
    Z3_ast m = sx_input_ufn(ex, "mapped.raw", 1, &key, 0);
    Z3_ast touched = j == 0 ? sx_true(z) : Z3_mk_bvuge(z, span, sx_bv(z, j, 32));
    acc = sx_and2(z, acc, Z3_mk_implies(z, touched, m));
  }
  return acc;
}

/* Constant buffers: read-only bytes, the same initial contents on both sides. */
sval *sx_cbuf_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width) {
  Z3_context z = ex->z;
  Z3_ast init = array_const(z, "init.cbuffer", RID_BITS + 32, sx_bv_sort(z, 8));
  return read_bytes(ex, init, NULL, sx_rid(ex, h), addr, width, NULL);
}

/* ---- private memory: bytes, and the handles held in it ----
 * A handle has no bits the prover models, so an alloca holding one keeps it as a slot
 * (alloca, constant offset) -> value beside its bytes. Storing a handle writes fresh,
 * unconstrained bytes under the slot (different on each side: nothing can rely on them);
 * reading those bytes as data while the slot lives is unknown; writing over them, or a
 * merge of paths that disagree, drops the slot, and a later handle load from there is
 * unknown unless the bytes were never written at all (an uninitialized handle). */

static void hslot_drop(sx_hslots *hs, size_t i) {
  hs->items[i] = hs->items[--hs->n];
}

static bool ranges_meet(uint64_t a, uint64_t an, uint64_t b, uint64_t bn) {
  return a < b + bn && b < a + an;
}

const sx_hslot *sx_hslot_at(const sx_state *s, unsigned id, uint64_t off) {
  for (size_t i = 0; i < s->hs.n; i++) {
    const sx_hslot *h = &s->hs.items[i];
    if (h->id == id && ranges_meet(h->off, h->size, off, 1))
      return h;
  }
  return NULL;
}

bool sx_hslot_overlaps(sx_exec *ex, unsigned id, Z3_ast off, uint64_t n) {
  uint64_t o;
  bool known = sx_const_u64(ex->z, off, &o);
  for (size_t i = 0; i < ex->cur->hs.n; i++) {
    const sx_hslot *h = &ex->cur->hs.items[i];
    if (h->id == id && (!known || ranges_meet(h->off, h->size, o, n)))
      return true;
  }
  return false;
}

void sx_slots_forget(sx_exec *ex, sx_hslots *list, unsigned id, Z3_ast off, uint64_t n) {
  uint64_t o;
  bool known = !off || sx_const_u64(ex->z, off, &o);
  for (size_t i = list->n; i-- > 0;)
    if (list->items[i].id == id &&
        (!off || !known || ranges_meet(list->items[i].off, list->items[i].size, o, n)))
      hslot_drop(list, i);
}

/* Forgets the handles of alloca `id` that [off, off + n) may overwrite. */
static void hslots_forget(sx_exec *ex, unsigned id, Z3_ast off, uint64_t n) {
  sx_slots_forget(ex, &ex->cur->hs, id, off, n);
}

void sx_hslots_copy(sx_hslots *dst, const sx_hslots *src) {
  *dst = (sx_hslots){0};
  if (!src->n)
    return;
  dst->items = rlv_xmalloc(src->n * sizeof *dst->items);
  memcpy(dst->items, src->items, src->n * sizeof *dst->items);
  dst->n = dst->cap = src->n;
}

void sx_hslots_free(sx_hslots *hs) {
  free(hs->items);
  *hs = (sx_hslots){0};
}

void sx_slots_push(sx_hslots *hs, sx_hslot slot) {
  if (hs->n == hs->cap) {
    hs->cap = hs->cap ? hs->cap * 2 : 4;
    hs->items = rlv_xrealloc(hs->items, hs->cap * sizeof *hs->items);
  }
  hs->items[hs->n++] = slot;
}

static const sx_hslot *hslot_find(const sx_hslots *hs, const sx_hslot *like) {
  for (size_t i = 0; i < hs->n; i++)
    if (hs->items[i].id == like->id && hs->items[i].off == like->off &&
        hs->items[i].type == like->type)
      return &hs->items[i];
  return NULL;
}

static bool handles_mergeable_h(const sx_handle *a, const sx_handle *b) {
  return a == b || (a->cls == b->cls && a->family == b->family && a->stride == b->stride &&
                    a->lanes == b->lanes && a->undef == b->undef);
}

/* Handles of one kind and shape (or pointers into one region) can be chosen between by a
 * path condition. */
static bool handles_mergeable(const sval *a, const sval *b) {
  if (a == b)
    return true;
  if (a->kind == SV_PTR && b->kind == SV_PTR) /* pointers into the same region */
    return a->region == b->region && a->region != PR_CHOICE && a->alloca_id == b->alloca_id &&
           a->global == b->global && !a->h == !b->h && (!a->h || handles_mergeable_h(a->h, b->h));
  if (a->kind != SV_HANDLE || b->kind != SV_HANDLE || a->h->undef || b->h->undef)
    return false;
  return a->h->cls == b->h->cls && a->h->family == b->h->family &&
         a->h->stride == b->h->stride && a->h->lanes == b->h->lanes &&
         a->h->lane_bits == b->h->lane_bits && a->h->elem == b->h->elem &&
         a->h->cls_from_props == b->h->cls_from_props;
}

void sx_hslots_merge(sx_exec *ex, sx_hslots *out, sx_state **in, size_t n) {
  *out = (sx_hslots){0};
  for (size_t k = 0; k < in[0]->hs.n; k++) {
    const sx_hslot *first = &in[0]->hs.items[k];
    bool ok = true;
    for (size_t i = 1; i < n && ok; i++) {
      const sx_hslot *o = hslot_find(&in[i]->hs, first);
      ok = o && o->size == first->size && handles_mergeable(first->v, o->v);
    }
    if (!ok)
      continue; /* not held on every path: a later handle load there is unknown */
    sval *acc = hslot_find(&in[n - 1]->hs, first)->v;
    for (size_t i = n - 1; i-- > 0;)
      acc = sv_ite(ex, in[i]->pc, hslot_find(&in[i]->hs, first)->v, acc);
    sx_hslot slot = *first;
    slot.v = acc;
    sx_slots_push(out, slot);
  }
}

bool sx_is_slot_type(LLVMTypeRef t) {
  return sx_is_handle_type(t) || LLVMGetTypeKind(t) == LLVMPointerTypeKind;
}

bool sx_is_handle_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind || sx_is_dxil_handle_type(t);
}

sval *sx_alloca_read(sx_exec *ex, unsigned id, Z3_ast off, unsigned width, LLVMValueRef at) {
  if (sx_hslot_overlaps(ex, id, off, (width + 7) / 8)) {
    sx_unknown(ex, at, "a read of the bytes of a handle held in private memory");
    return sv_int(ex, sx_bv(ex->z, 0, width), sx_true(ex->z), width);
  }
  sval *whole = sx_pvals_load(ex, id, off, width);
  if (whole)
    return whole;
  return read_bytes(ex, ex->cur->av[id], ex->cur->ap[id], NULL, off, width, NULL);
}

void sx_alloca_write(sx_exec *ex, unsigned id, Z3_ast off, sval *v) {
  hslots_forget(ex, id, off, (v->width + 7) / 8);
  sx_pvals_store(ex, id, off, v);
  write_bytes(ex, &ex->cur->av[id], &ex->cur->ap[id], NULL, NULL, off, v, NULL);
}

static uint64_t handle_size(sx_exec *ex, LLVMTypeRef t) {
  return LLVMTypeIsSized(t) ? LLVMABISizeOfType(ex->dl, t) : 0;
}

static sval *undef_handle(sx_exec *ex);

void sx_alloca_write_handle(sx_exec *ex, unsigned id, Z3_ast off, sval *v, LLVMTypeRef t,
                            LLVMValueRef at) {
  Z3_context z = ex->z;
  uint64_t o, size = handle_size(ex, t);
  bool pointer = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
  /* clang -O0 initialises a resource object's handle with poison before the real one. */
  if (!pointer && v->kind != SV_HANDLE && v->p && sx_is_true(z, v->p))
    v = undef_handle(ex);
  if (v->kind != (pointer ? SV_PTR : SV_HANDLE) || !size || size > 64 ||
      !sx_const_u64(z, off, &o)) {
    sx_unknown(ex, at, "a %s stored into private memory at a dynamic offset",
               pointer ? "pointer" : "handle");
    return;
  }
  hslots_forget(ex, id, off, size);
  sx_slots_forget(ex, &ex->cur->vals, id, off, size);
  for (uint64_t k = 0; k < size; k++) {
    char name[64];
    snprintf(name, sizeof name, "handle.bytes.%d.%u", ex->side, ex->fresh++);
    sval *b = sv_int(ex, sx_const(z, name, sx_bv_sort(z, 8)), sx_false(z), 8);
    write_bytes(ex, &ex->cur->av[id], &ex->cur->ap[id], NULL, NULL, sx_bv(z, o + k, 32), b, NULL);
  }
  sx_slots_push(&ex->cur->hs, (sx_hslot){id, o, size, t, v});
}

/* The handle a load finds where nothing was ever stored: no resource; using it is
 * undefined behaviour, and every operation on it is unknown. */
static sval *undef_handle(sx_exec *ex) {
  Z3_context z = ex->z;
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  h->family = FAM_NONE;
  h->undef = true;
  h->space = sx_bv(z, 0, 32);
  h->reg = sx_bv(z, 0, 32);
  h->create_index = -1;
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_HANDLE;
  s->h = h;
  s->p = sx_true(z);
  return s;
}

sval *sx_alloca_read_handle(sx_exec *ex, unsigned id, Z3_ast off, LLVMTypeRef t,
                            LLVMValueRef at) {
  Z3_context z = ex->z;
  uint64_t o, size = handle_size(ex, t);
  bool pointer = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
  const char *what = pointer ? "pointer" : "handle";
  /* Where no slot value was stored, the bytes are undefined: a poison pointer, or a handle
   * of no resource. */
  sval *nothing = pointer ? sv_poison(ex, t) : undef_handle(ex);
  if (!size || size > 64 || !sx_const_u64(z, off, &o)) {
    sx_unknown(ex, at, "a %s loaded from private memory at a dynamic offset", what);
    return nothing;
  }
  sx_hslot like = {id, o, size, t, NULL};
  const sx_hslot *s = hslot_find(&ex->cur->hs, &like);
  if (s && s->size == size && s->v->kind == (pointer ? SV_PTR : SV_HANDLE))
    return s->v;
  if (sx_hslot_overlaps(ex, id, off, size)) {
    sx_unknown(ex, at, "a %s loaded from private memory that holds another value", what);
    return nothing;
  }
  for (uint64_t k = 0; k < size; k++) {
    Z3_ast p = Z3_simplify(z, Z3_mk_select(z, ex->cur->ap[id], sx_bv(z, o + k, 32)));
    if (!sx_is_true(z, p)) {
      sx_unknown(ex, at, "a %s loaded from private memory that may not hold one", what);
      return nothing;
    }
  }
  return nothing;
}

/* A fresh alloca, or the end of a lifetime: every byte undefined again, no handles. */
void sx_alloca_kill(sx_exec *ex, unsigned id) {
  Z3_context z = ex->z;
  hslots_forget(ex, id, NULL, 0);
  sx_slots_forget(ex, &ex->cur->vals, id, NULL, 0);
  ex->cur->ap[id] = const_array(z, 32, sx_true(z));
  if (!ex->cur->av[id])
    ex->cur->av[id] = const_array(z, 32, sx_bv(z, 0, 8));
}

/* Increment returns the old value, decrement the new one. */
Z3_ast sx_counter_update(sx_exec *ex, sx_handle *h, int step) {
  Z3_context z = ex->z;
  sx_mem *m = &ex->cur->m;
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast old = Z3_mk_select(z, m->cnt, rid);
  Z3_ast nv = Z3_mk_bvadd(z, old, sx_bv(z, (uint64_t)(int64_t)step, 32));
  m->cnt = Z3_mk_store(z, m->cnt, rid, nv);
  return step > 0 ? old : nv;
}

/* The length of a buffer (what getDimensions returns): elements for typed and structured
 * buffers, bytes for byte-address buffers. An input: the same on both sides. */
Z3_ast sx_dims(sx_exec *ex, sx_handle *h) {
  return per_resource(ex, length_name(h->family), sx_rid(ex, h), NULL, 32, false, 0);
}
