/* The resource memory model (DESIGN.md): typed lanes, raw bytes, constant buffers, counters,
 * the check-bit predicate, write footprints, and private (alloca) memory. */
#include <stdlib.h>

#include "model/util.h"
#include "smt/smt.h"

#define RID_BITS 66

/* (class, space, register) as one bit-vector. With --may-alias, every resource of a class
 * shares one memory (the worst case of aliasing). */
Z3_ast sx_rid(sx_exec *ex, sx_handle *h) {
  Z3_context z = ex->z;
  Z3_ast cls = sx_bv(z, h->cls & 3, 2);
  if (ex->p->opt.may_alias)
    return Z3_mk_concat(z, cls, sx_bv(z, 0, 64));
  return Z3_mk_concat(z, cls, Z3_mk_concat(z, h->space, h->reg));
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

Z3_ast sx_ufn(sx_exec *ex, const char *name, unsigned n, Z3_ast *args, unsigned out_width) {
  Z3_context z = ex->z;
  Z3_sort dom[8];
  if (n > 8)
    n = 8;
  for (unsigned i = 0; i < n; i++)
    dom[i] = Z3_get_sort(z, args[i]);
  Z3_sort range = out_width ? sx_bv_sort(z, out_width) : Z3_mk_bool_sort(z);
  Z3_func_decl f = sx_func(z, name, n, dom, range);
  return Z3_mk_app(z, f, n, args);
}

/* Per-resource format conversions: enc on store, dec on load (identity when replaying). */
static Z3_ast enc(sx_exec *ex, Z3_ast rid, Z3_ast v) {
  if (ex->replay)
    return v;
  ex->used_uf = true;
  Z3_ast args[2] = {rid, v};
  return sx_ufn(ex, "enc", 2, args, 32);
}

static Z3_ast dec(sx_exec *ex, Z3_ast rid, Z3_ast v) {
  if (ex->replay)
    return v;
  ex->used_uf = true;
  Z3_ast args[2] = {rid, v};
  return sx_ufn(ex, "dec", 2, args, 32);
}

static Z3_ast typed_index(sx_exec *ex, Z3_ast rid, Z3_ast elem, unsigned lane) {
  Z3_context z = ex->z;
  return Z3_mk_concat(z, rid, Z3_mk_concat(z, elem, sx_bv(z, lane & 3, 2)));
}

sval *sx_typed_read_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane) {
  Z3_context z = ex->z;
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast i = typed_index(ex, rid, elem, lane);
  sx_mem *m = &ex->cur->m;
  return sv_int(ex, dec(ex, rid, Z3_mk_select(z, m->tv, i)), Z3_mk_select(z, m->tp, i), 32);
}

void sx_typed_write_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane, sval *bits32) {
  Z3_context z = ex->z;
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast i = typed_index(ex, rid, elem, lane);
  sx_mem *m = &ex->cur->m;
  m->tv = Z3_mk_store(z, m->tv, i, enc(ex, rid, bits32->v));
  m->tp = Z3_mk_store(z, m->tp, i, bits32->p);
}

void sx_typed_mark(sx_exec *ex, sx_handle *h, Z3_ast elem) {
  Z3_context z = ex->z;
  sx_mem *m = &ex->cur->m;
  m->tw = Z3_mk_store(z, m->tw, Z3_mk_concat(z, sx_rid(ex, h), elem), sx_true(z));
}

Z3_ast sx_typed_mapped(sx_exec *ex, sx_handle *h, Z3_ast elem) {
  Z3_context z = ex->z;
  return sx_uf1(ex, "mapped.typed", Z3_mk_concat(z, sx_rid(ex, h), elem), 0);
}

static Z3_ast add32(Z3_context z, Z3_ast a, uint64_t k) {
  if (!k)
    return a;
  return Z3_mk_bvadd(z, a, sx_bv(z, k, 32));
}

static sval *read_bytes(sx_exec *ex, Z3_ast vals, Z3_ast pois, Z3_ast base, Z3_ast addr,
                        unsigned width) {
  Z3_context z = ex->z;
  unsigned nbytes = (width + 7) / 8;
  Z3_ast acc = NULL, p = sx_false(z);
  for (unsigned k = 0; k < nbytes; k++) {
    Z3_ast a = add32(z, addr, k);
    Z3_ast i = base ? Z3_mk_concat(z, base, a) : a;
    Z3_ast byte = Z3_mk_select(z, vals, i);
    acc = acc ? Z3_mk_concat(z, byte, acc) : byte;
    if (pois)
      p = sx_or2(z, p, Z3_mk_select(z, pois, i));
  }
  if (nbytes * 8 != width)
    acc = Z3_mk_extract(z, width - 1, 0, acc);
  return sv_int(ex, acc, p, width);
}

static void write_bytes(sx_exec *ex, Z3_ast *vals, Z3_ast *pois, Z3_ast *written, Z3_ast base,
                        Z3_ast addr, sval *v) {
  Z3_context z = ex->z;
  unsigned nbytes = (v->width + 7) / 8;
  Z3_ast bits = v->v;
  if (nbytes * 8 != v->width)
    bits = Z3_mk_zero_ext(z, nbytes * 8 - v->width, bits);
  for (unsigned k = 0; k < nbytes; k++) {
    Z3_ast a = add32(z, addr, k);
    Z3_ast i = base ? Z3_mk_concat(z, base, a) : a;
    *vals = Z3_mk_store(z, *vals, i, Z3_mk_extract(z, 8 * k + 7, 8 * k, bits));
    *pois = Z3_mk_store(z, *pois, i, v->p);
    if (written)
      *written = Z3_mk_store(z, *written, i, sx_true(z));
  }
}

sval *sx_raw_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width) {
  sx_mem *m = &ex->cur->m;
  return read_bytes(ex, m->rv, m->rp, sx_rid(ex, h), addr, width);
}

void sx_raw_write(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v) {
  sx_mem *m = &ex->cur->m;
  write_bytes(ex, &m->rv, &m->rp, &m->rw, sx_rid(ex, h), addr, v);
}

/* The check bit of a raw access: the AND of mapped() over the 32-bit words it touches. */
Z3_ast sx_raw_mapped(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned nbytes) {
  Z3_context z = ex->z;
  if (!nbytes)
    return sx_true(z);
  Z3_ast rid = sx_rid(ex, h);
  Z3_ast two = sx_bv(z, 2, 32);
  Z3_ast first = Z3_mk_bvlshr(z, addr, two);
  Z3_ast last = Z3_mk_bvlshr(z, add32(z, addr, nbytes - 1), two);
  Z3_ast span = Z3_mk_bvsub(z, last, first);
  Z3_ast acc = sx_true(z);
  unsigned words = nbytes / 4 + 2;
  for (unsigned j = 0; j < words; j++) {
    Z3_ast m = sx_uf1(ex, "mapped.raw", Z3_mk_concat(z, rid, add32(z, first, j)), 0);
    Z3_ast touched = j == 0 ? sx_true(z) : Z3_mk_bvuge(z, span, sx_bv(z, j, 32));
    acc = sx_and2(z, acc, Z3_mk_implies(z, touched, m));
  }
  return acc;
}

/* Constant buffers: read-only bytes, the same initial contents on both sides. */
sval *sx_cbuf_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width) {
  Z3_context z = ex->z;
  Z3_ast init = array_const(z, "init.cbuffer", RID_BITS + 32, sx_bv_sort(z, 8));
  return read_bytes(ex, init, NULL, sx_rid(ex, h), addr, width);
}

sval *sx_alloca_read(sx_exec *ex, unsigned id, Z3_ast off, unsigned width) {
  return read_bytes(ex, ex->cur->av[id], ex->cur->ap[id], NULL, off, width);
}

void sx_alloca_write(sx_exec *ex, unsigned id, Z3_ast off, sval *v) {
  write_bytes(ex, &ex->cur->av[id], &ex->cur->ap[id], NULL, NULL, off, v);
}

/* A fresh alloca, or the end of a lifetime: every byte undefined again. */
void sx_alloca_kill(sx_exec *ex, unsigned id) {
  Z3_context z = ex->z;
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

Z3_ast sx_dims(sx_exec *ex, sx_handle *h) {
  const char *name = h->family == FAM_TYPED    ? "dims.typed"
                     : h->family == FAM_STRUCT ? "dims.structured"
                     : h->family == FAM_BAB    ? "dims.byteaddress"
                                               : "dims.other";
  return sx_uf1(ex, name, sx_rid(ex, h), 32);
}
