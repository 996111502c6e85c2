/* Unit tests of the SMT encoding: the check-bit AND over raw words, 64-bit lo/hi, typed
 * lanes, annotateHandle property decoding (structured stride, kind), store-mask semantics,
 * array elimination, symbolic lengths (out of bounds), per-resource functions of a selected
 * handle, the free-function registry, AFTER's properties against BEFORE's types, what those
 * types mean (byte-address or structured, class), events, the functions prove keeps, and
 * verdicts on small BEFORE/AFTER modules, repeated on one prover (incremental solver), and
 * nonlinear arithmetic abstracted for a proof attempt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rlv/prove.h"
#include "rlv/rlv.h"
#include "smt/dxil_ops.h"
#include "smt/query.h"
#include "smt/smt.h"

#include "check.h"

/* True when `f` is valid (its negation is unsat). */
static bool valid(rlv_prover *p, Z3_ast f) {
  Z3_context z = p->z;
  Z3_solver s = sx_solver(p, false);
  Z3_solver_assert(z, s, Z3_mk_not(z, f));
  Z3_lbool r = Z3_solver_check(z, s);
  Z3_solver_dec_ref(z, s);
  return r == Z3_L_FALSE;
}

static void test_check_bit(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex = {0};
  ex.p = p;
  ex.z = z;
  ex.arena = sx_arena_create(NULL);
  sx_handle h = {0};
  h.cls = 1;
  h.space = sx_bv(z, 0, 32);
  h.reg = sx_bv(z, 5, 32);
  h.family = FAM_BAB;
  Z3_ast rid = sx_rid(&ex, &h);
  Z3_ast m[4];
  for (unsigned w = 0; w < 4; w++)
    m[w] = sx_uf1(&ex, "mapped.raw", Z3_mk_concat(z, rid, sx_bv(z, w, 32)), 0);
  /* 8 bytes at byte 4: words 1 and 2 */
  CHECK(valid(p, Z3_mk_eq(z, sx_raw_mapped(&ex, &h, sx_bv(z, 4, 32), 8), sx_and2(z, m[1], m[2]))));
  /* 4 bytes at byte 2 straddle words 0 and 1 */
  CHECK(valid(p, Z3_mk_eq(z, sx_raw_mapped(&ex, &h, sx_bv(z, 2, 32), 4), sx_and2(z, m[0], m[1]))));
  /* 2 bytes at byte 8: word 2 only */
  CHECK(valid(p, Z3_mk_eq(z, sx_raw_mapped(&ex, &h, sx_bv(z, 8, 32), 2), m[2])));
  CHECK(!valid(p, Z3_mk_eq(z, sx_raw_mapped(&ex, &h, sx_bv(z, 8, 32), 2), sx_and2(z, m[2], m[3]))));
  /* a symbolic, word-aligned 16-byte access touches exactly four words */
  Z3_ast a = sx_const(z, "unit.addr", sx_bv_sort(z, 32));
  Z3_ast aligned = sx_and2(z, Z3_mk_eq(z, Z3_mk_extract(z, 1, 0, a), sx_bv(z, 0, 2)),
                           Z3_mk_bvult(z, a, sx_bv(z, 0xFFFFFFF0u, 32))); /* no wrap-around */
  Z3_ast w0 = Z3_mk_bvlshr(z, a, sx_bv(z, 2, 32)), acc = sx_true(z);
  for (unsigned j = 0; j < 4; j++)
    acc = sx_and2(z, acc, sx_uf1(&ex, "mapped.raw",
                                 Z3_mk_concat(z, rid, Z3_mk_bvadd(z, w0, sx_bv(z, j, 32))), 0));
  CHECK(valid(p, Z3_mk_implies(z, aligned, Z3_mk_eq(z, sx_raw_mapped(&ex, &h, a, 16), acc))));
  sx_exec_dispose(&ex); /* the arena and what the memory model noted */
}

/* A scratch executor with one state, for the memory-model pieces. */
static void scratch_begin(rlv_prover *p, sx_exec *ex, sx_state *st) {
  *ex = (sx_exec){0};
  *st = (sx_state){0};
  ex->p = p;
  ex->z = p->z;
  ex->arena = sx_arena_create(NULL);
  sx_mem_init(ex, &st->m);
  st->pc = sx_true(p->z);
  ex->cur = st;
}

static sx_handle scratch_handle(Z3_context z, int family, uint32_t reg) {
  sx_handle h = {0};
  h.cls = 1;
  h.space = sx_bv(z, 0, 32);
  h.reg = sx_bv(z, reg, 32);
  h.family = family;
  h.stride = 8;
  h.lanes = 4;
  return h;
}

/* Array elimination is read-over-write, exactly. */
static void test_elim_arrays(rlv_prover *p) {
  Z3_context z = p->z;
  Z3_sort bv8 = sx_bv_sort(z, 8), bv32 = sx_bv_sort(z, 32);
  Z3_ast a = sx_const(z, "unit.arr", Z3_mk_array_sort(z, bv32, bv8));
  Z3_ast i = sx_const(z, "unit.i", bv32), j = sx_const(z, "unit.j", bv32);
  Z3_ast x = sx_const(z, "unit.x", bv8), y = sx_const(z, "unit.y", bv8);
  Z3_ast c = sx_const(z, "unit.c", Z3_mk_bool_sort(z));
  Z3_ast m = Z3_mk_store(z, Z3_mk_store(z, a, i, x), j, y);
  bool ok;
  /* the last write wins; an earlier one shows through elsewhere */
  Z3_ast r = sx_elim_arrays(p, Z3_mk_select(z, m, j), &ok);
  CHECK(ok && valid(p, Z3_mk_eq(z, r, y)));
  r = sx_elim_arrays(p, Z3_mk_select(z, m, i), &ok);
  CHECK(ok && valid(p, Z3_mk_implies(z, sx_not(z, sx_eq(z, i, j)), Z3_mk_eq(z, r, x))));
  CHECK(!valid(p, Z3_mk_eq(z, r, x))); /* i = j: y */
  /* no select is left, and the initial contents are read through a function */
  Z3_ast k = sx_const(z, "unit.k", bv32);
  r = sx_elim_arrays(p, Z3_mk_select(z, m, k), &ok);
  Z3_func_decl f = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, "unit.arr.fn"), 1, &bv32, bv8);
  Z3_ast fk = Z3_mk_app(z, f, 1, &k);
  CHECK(ok && valid(p, Z3_mk_eq(z, r, sx_ite(z, sx_eq(z, j, k), y, sx_ite(z, sx_eq(z, i, k), x, fk)))));
  /* ites over arrays (merged paths) and constant arrays (fresh allocas) */
  Z3_ast zero = Z3_mk_const_array(z, bv32, sx_bv(z, 0, 8));
  r = sx_elim_arrays(p, Z3_mk_select(z, sx_ite(z, c, Z3_mk_store(z, zero, i, x), a), i), &ok);
  Z3_ast ai = Z3_mk_app(z, f, 1, &i);
  CHECK(ok && valid(p, Z3_mk_eq(z, r, sx_ite(z, c, x, ai))));
}

/* Reads resolved while terms are built (select_resolve.c): past stores surely elsewhere (one
 * base plus other constants, through nested sums; another resource) to the value stored at the
 * same index or a constant array's value; never past a store that may be the same place. */
static void test_select_known(rlv_prover *p) {
  Z3_context z = p->z;
  Z3_sort bv8 = sx_bv_sort(z, 8), bv32 = sx_bv_sort(z, 32);
  Z3_ast a = sx_const(z, "unit.sk.arr", Z3_mk_array_sort(z, bv32, bv8));
  Z3_ast b = sx_const(z, "unit.sk.base", bv32), j = sx_const(z, "unit.sk.j", bv32);
  Z3_ast x = sx_const(z, "unit.sk.x", bv8), y = sx_const(z, "unit.sk.y", bv8);
  Z3_ast b4 = Z3_mk_bvadd(z, b, sx_bv(z, 4, 32));
  Z3_ast b4p1 = Z3_mk_bvadd(z, b4, sx_bv(z, 1, 32)); /* (b + 4) + 1 */
  Z3_ast b5 = Z3_mk_bvadd(z, b, sx_bv(z, 5, 32));    /* b + 5: the same place */
  Z3_ast m = Z3_mk_store(z, Z3_mk_store(z, a, b4, x), b4p1, y);
  CHECK(sx_select_known(z, m, b4p1) == y);
  CHECK(sx_select_known(z, m, b4) == x); /* past b + 5 */
  CHECK(sx_select_known(z, m, b) == Z3_mk_select(z, a, b));
  /* b + 5 is (b + 4) + 1, but not the same term: the read stops there, still exact */
  Z3_ast r = sx_select_known(z, m, b5);
  CHECK(r != x && valid(p, Z3_mk_eq(z, r, y)));
  /* a store at an unrelated index may be the same place: never looked past */
  Z3_ast mj = Z3_mk_store(z, Z3_mk_store(z, a, b, x), j, y);
  r = sx_select_known(z, mj, b);
  CHECK(r != x && !valid(p, Z3_mk_eq(z, r, x)));
  /* a bounded store elsewhere, and a constant array */
  Z3_ast c = sx_const(z, "unit.sk.c", Z3_mk_bool_sort(z));
  Z3_ast zero = Z3_mk_const_array(z, bv32, sx_bv(z, 0, 8));
  Z3_ast mb = sx_ite(z, c, Z3_mk_store(z, zero, b4, x), zero);
  CHECK(sx_select_known(z, mb, b) == sx_bv(z, 0, 8));
  CHECK(sx_is_false(z, sx_select_known(z, Z3_mk_const_array(z, bv32, sx_false(z)), j)));
  /* another resource at the same address */
  Z3_sort bv34 = sx_bv_sort(z, 34);
  Z3_ast ra = Z3_mk_concat(z, sx_bv(z, 1, 2), b), rb = Z3_mk_concat(z, sx_bv(z, 2, 2), b);
  Z3_ast arr = sx_const(z, "unit.sk.raw", Z3_mk_array_sort(z, bv34, bv8));
  CHECK(sx_select_known(z, Z3_mk_store(z, arr, rb, x), ra) == Z3_mk_select(z, arr, ra));
  /* a byte of a concatenation, or an extract */
  Z3_ast w = Z3_mk_concat(z, y, x);
  CHECK(sx_byte_of(z, w, 0) == x && sx_byte_of(z, w, 1) == y);
  CHECK(
      valid(p, Z3_mk_eq(z, sx_byte_of(z, Z3_mk_concat(z, y, b), 2), Z3_mk_extract(z, 23, 16, b))));
}

/* Symbolic lengths: out of bounds a load gives zero (defined) and a store does nothing. */
static void test_bounds(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex;
  sx_state st;
  scratch_begin(p, &ex, &st);
  sx_handle h = scratch_handle(z, FAM_TYPED, 3);
  Z3_ast e = sx_const(z, "unit.elem", sx_bv_sort(z, 32));
  Z3_ast len = sx_dims(&ex, &h);
  Z3_ast oob = Z3_mk_bvuge(z, e, len);
  sval *v = sx_typed_read_lane(&ex, &h, e, 1);
  CHECK(valid(p, Z3_mk_implies(z, oob, sx_and2(z, Z3_mk_eq(z, v->v, sx_bv(z, 0, 32)), sx_not(z, v->p)))));
  CHECK(!valid(p, Z3_mk_eq(z, v->v, sx_bv(z, 0, 32))));
  Z3_ast before = st.m.tv;
  sx_typed_write_lane(&ex, &h, e, 1, sv_int(&ex, sx_bv(z, 7, 32), sx_false(z), 32));
  Z3_ast idx = Z3_mk_concat(z, sx_rid(&ex, &h), Z3_mk_concat(z, e, sx_bv(z, 1, 2)));
  CHECK(valid(p, Z3_mk_implies(z, oob, Z3_mk_eq(z, Z3_mk_select(z, st.m.tv, idx),
                                                 Z3_mk_select(z, before, idx)))));
  /* in bounds the written lane is defined (its poison bit is the value's) */
  CHECK(valid(p, Z3_mk_implies(z, sx_not(z, oob), sx_not(z, Z3_mk_select(z, st.m.tp, idx)))));
  /* byte-address: the byte at the length is outside, the one before it inside */
  sx_handle r = scratch_handle(z, FAM_BAB, 4);
  Z3_ast n = sx_dims(&ex, &r);
  sval *w = sx_raw_read(&ex, &r, n, 8);
  CHECK(valid(p, Z3_mk_eq(z, w->v, sx_bv(z, 0, 8))));
  sval *u = sx_raw_read(&ex, &r, Z3_mk_bvsub(z, n, sx_bv(z, 1, 32)), 8);
  CHECK(!valid(p, Z3_mk_implies(z, Z3_mk_bvugt(z, n, sx_bv(z, 0, 32)), Z3_mk_eq(z, u->v, sx_bv(z, 0, 8)))));
  /* structured: n elements of the stride (8 bytes); the last byte of element n-1 is inside */
  sx_handle sb = scratch_handle(z, FAM_STRUCT, 5);
  Z3_ast ns = sx_dims(&ex, &sb);
  Z3_ast last = Z3_mk_bvsub(z, Z3_mk_bvmul(z, ns, sx_bv(z, 8, 32)), sx_bv(z, 1, 32));
  Z3_ast small = Z3_mk_bvult(z, ns, sx_bv(z, 1000, 32));
  sval *sv = sx_raw_read(&ex, &sb, Z3_mk_bvmul(z, ns, sx_bv(z, 8, 32)), 8);
  CHECK(valid(p, Z3_mk_implies(z, small, Z3_mk_eq(z, sv->v, sx_bv(z, 0, 8)))));
  sval *sl = sx_raw_read(&ex, &sb, last, 8);
  CHECK(!valid(p, Z3_mk_implies(z, sx_and2(z, small, Z3_mk_bvugt(z, ns, sx_bv(z, 0, 32))),
                                Z3_mk_eq(z, sl->v, sx_bv(z, 0, 8)))));
  /* with the element index known, the check is index < n, whatever the byte address wraps
   * to: element 2^30 of stride 4 is byte 0, and still out of bounds when n <= 2^30 */
  ex.struct_elem = sx_bv(z, 0x40000000u, 32);
  sval *wr = sx_raw_read(&ex, &sb, sx_bv(z, 0, 32), 8);
  ex.struct_elem = NULL;
  CHECK(valid(p, Z3_mk_implies(z, Z3_mk_bvule(z, ns, sx_bv(z, 0x40000000u, 32)),
                               Z3_mk_eq(z, wr->v, sx_bv(z, 0, 8)))));
  sx_exec_dispose(&ex); /* the arena and what the memory model noted */
}

/* A handle chosen by a condition: its length (and formats) are taken per resource. */
static void test_per_resource(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex;
  sx_state st;
  scratch_begin(p, &ex, &st);
  sx_handle a = scratch_handle(z, FAM_TYPED, 1), b = scratch_handle(z, FAM_TYPED, 2);
  Z3_ast c = sx_const(z, "unit.sel", Z3_mk_bool_sort(z));
  sx_handle *h = sx_handle_ite(&ex, c, &a, &b);
  Z3_ast lh = sx_dims(&ex, h), la = sx_dims(&ex, &a), lb = sx_dims(&ex, &b);
  CHECK(valid(p, Z3_mk_eq(z, lh, sx_ite(z, c, la, lb))));
  /* structurally so: the ite is outside the length function */
  CHECK(Z3_simplify(z, lh) == Z3_simplify(z, sx_ite(z, c, la, lb)));
  /* memory through a chosen handle: through each alternative under its condition, the terms
   * a lowering that branches on the choice builds (42_lib_select_helpers' csSelect) */
  Z3_ast e = sx_const(z, "unit.sel.elem", sx_bv_sort(z, 32));
  sval *rh = sx_typed_read_lane(&ex, h, e, 2);
  sval *ra = sx_typed_read_lane(&ex, &a, e, 2), *rb = sx_typed_read_lane(&ex, &b, e, 2);
  CHECK(rh->v == sx_ite(z, c, ra->v, rb->v) && rh->p == sx_ite(z, c, ra->p, rb->p));
  sx_mem m0 = st.m;
  sval *seven = sv_int(&ex, sx_bv(z, 7, 32), sx_false(z), 32);
  sx_typed_write_lane(&ex, &a, e, 2, seven);
  Z3_ast tva = st.m.tv;
  st.m = m0;
  sx_typed_write_lane(&ex, &b, e, 2, seven);
  Z3_ast tvb = st.m.tv;
  st.m = m0;
  sx_typed_write_lane(&ex, h, e, 2, seven);
  CHECK(st.m.tv == sx_ite(z, c, tva, tvb) && st.m.tw == m0.tw);
  /* raw memory likewise; a value written through the choice reads back in bounds */
  sx_handle ra_h = scratch_handle(z, FAM_BAB, 6), rb_h = scratch_handle(z, FAM_BAB, 7);
  sx_handle *rh_h = sx_handle_ite(&ex, c, &ra_h, &rb_h);
  sval *wa = sx_raw_read(&ex, &ra_h, e, 16), *wb = sx_raw_read(&ex, &rb_h, e, 16);
  CHECK(sx_raw_read(&ex, rh_h, e, 16)->v == sx_ite(z, c, wa->v, wb->v));
  sx_raw_write(&ex, rh_h, e, sv_int(&ex, sx_bv(z, 0x1234, 16), sx_false(z), 16));
  sval *back = sx_raw_read(&ex, rh_h, e, 16);
  Z3_ast in = sx_and2(z, Z3_mk_bvult(z, e, sx_bv(z, 0x1000, 32)),
                      Z3_mk_bvult(z, Z3_mk_bvadd(z, e, sx_bv(z, 1, 32)), sx_dims(&ex, rh_h)));
  CHECK(valid(p, Z3_mk_implies(z, in, Z3_mk_eq(z, back->v, sx_bv(z, 0x1234, 16)))));
  CHECK(!valid(p, Z3_mk_eq(z, back->v, sx_bv(z, 0x1234, 16))));
  sx_exec_dispose(&ex); /* the arena and what the memory model noted */
}

/* A reassociable operation over a merge of leaves is distributed over the merge, into the
 * terms a side that applies it on each branch builds (LLVM sinks the operation below the
 * merge); a bounds-checked load stays one leaf. */
static void test_reassoc_sunk(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex;
  sx_state st;
  scratch_begin(p, &ex, &st);
  sx_handle a = scratch_handle(z, FAM_TYPED, 1), b = scratch_handle(z, FAM_TYPED, 2);
  Z3_ast c = sx_const(z, "unit.sunk.sel", Z3_mk_bool_sort(z));
  Z3_ast e = sx_const(z, "unit.sunk.elem", sx_bv_sort(z, 32));
  Z3_ast three = sx_bv(z, 0x40400000u, 32);
  Z3_ast xa = sx_typed_read_lane(&ex, &a, e, 0)->v, xb = sx_typed_read_lane(&ex, &b, e, 0)->v;
  CHECK(sx_is_bounds_checked(z, xa) && sx_is_bounds_checked(z, xb));
  CHECK(!sx_is_bounds_checked(z, sx_ite(z, c, xa, xb)));
  CHECK(!sx_is_bounds_checked(z, sx_ite(z, c, xa, sx_bv(z, 0, 32))));
  Z3_ast fa = sx_fp_reassoc(&ex, "fmul.f32", xa, three, 32);
  Z3_ast fb = sx_fp_reassoc(&ex, "fmul.f32", xb, three, 32);
  CHECK(!sx_is_app_of(z, fa, Z3_OP_ITE)); /* the bounds check is inside the leaf */
  Z3_ast sunk = sx_fp_reassoc(&ex, "fmul.f32", sx_ite(z, c, xa, xb), three, 32);
  CHECK(sunk == sx_ite(z, c, fa, fb));
  sx_exec_dispose(&ex);
}

/* Format conversions and float operations are registered as free functions (a model that
 * rests on them is replayed); inputs such as lengths and the check bit are not. */
static void test_semantic_registry(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex;
  sx_state st;
  scratch_begin(p, &ex, &st);
  sx_handle h = scratch_handle(z, FAM_TYPED, 6);
  Z3_ast e = sx_bv(z, 0, 32);
  sx_typed_write_lane(&ex, &h, e, 0, sv_int(&ex, sx_bv(z, 1, 32), sx_false(z), 32));
  Z3_sort dom[2] = {sx_bv_sort(z, 66), sx_bv_sort(z, 32)};
  Z3_func_decl enc = sx_func(z, "enc", 2, dom, sx_bv_sort(z, 32));
  CHECK(rlv_ptrmap_has(&p->semantic, enc));
  Z3_sort rid = sx_bv_sort(z, 66);
  Z3_func_decl len = sx_func(z, "length.typed", 1, &rid, sx_bv_sort(z, 32));
  CHECK(!rlv_ptrmap_has(&p->semantic, len));
  sx_exec_dispose(&ex); /* the arena and what the memory model noted */
}

/* ---- whole-module checks ---- */

static const char *header =
    "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-"
    "n8:16:32:64-v48:16:16-v96:32:32-v192:64:64\"\n"
    "target triple = \"dxil-pc-shadermodel6.6-compute\"\n"
    "%dx.types.Handle = type { ptr }\n"
    "%dx.types.ResBind = type { i32, i32, i32, i8 }\n"
    "%dx.types.ResourceProperties = type { i32, i32 }\n"
    "%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }\n"
    "%dx.types.splitdouble = type { i32, i32 }\n"
    "declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)\n"
    "declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, "
    "%dx.types.ResourceProperties)\n"
    "declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8)\n"
    "declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, "
    "i8, i32)\n"
    "declare %dx.types.splitdouble @dx.op.splitDouble.f64(i32, double)\n"
    "declare double @dx.op.makeDouble.f64(i32, i32, i32)\n";

/* Proves BEFORE against AFTER (both bodies follow the header) into *r; false (r empty) when
 * either does not parse. The caller frees *r. */
static bool prove_report(rlv_prover *p, const char *before, const char *after, rlv_proof_report *r) {
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *d = rlv_diags_create();
  char bufb[8192], bufa[8192];
  snprintf(bufb, sizeof bufb, "%s%s", header, before);
  snprintf(bufa, sizeof bufa, "%s%s", header, after);
  LLVMModuleRef mb = rlv_parse_module(ctx, "before", bufb, strlen(bufb), d);
  LLVMModuleRef ma = rlv_parse_module(ctx, "after", bufa, strlen(bufa), d);
  bool parsed = mb && ma;
  if (parsed)
    rlv_prove_modules(p, mb, ma, r);
  else
    fprintf(stderr, "parse failed\n");
  if (mb)
    LLVMDisposeModule(mb);
  if (ma)
    LLVMDisposeModule(ma);
  rlv_diags_free(d);
  LLVMContextDispose(ctx);
  return parsed;
}

/* The verdict of the first function of a report (unknown if none; its reason is printed). */
static rlv_verdict first_verdict(const rlv_proof_report *r) {
  if (!r->count)
    return RLV_VERDICT_UNKNOWN;
  if (r->fns[0].verdict == RLV_VERDICT_UNKNOWN)
    fprintf(stderr, "unknown: %s\n", r->fns[0].reason ? r->fns[0].reason : "");
  return r->fns[0].verdict;
}

/* Proves BEFORE against AFTER and returns the verdict of the first function; fills *lane /
 * *byte from its counterexample when refuted (99 / 999 when it names none). */
static rlv_verdict prove(rlv_prover *p, const char *before, const char *after, unsigned *lane,
                         uint64_t *byte) {
  rlv_proof_report r;
  if (!prove_report(p, before, after, &r))
    return RLV_VERDICT_UNKNOWN;
  rlv_verdict v = first_verdict(&r);
  if (r.count && r.fns[0].has_cex) {
    if (lane)
      *lane = r.fns[0].cex.has_lane ? r.fns[0].cex.lane : 99;
    if (byte)
      *byte = r.fns[0].cex.has_byte ? r.fns[0].cex.byte : 999;
  }
  rlv_proof_report_free(&r);
  return v;
}

/* The verdict of the first function and its counterexample's observation ("" if none). */
static rlv_verdict prove_obs(rlv_prover *p, const char *before, const char *after, char *obs,
                             size_t n) {
  obs[0] = 0;
  rlv_proof_report r;
  if (!prove_report(p, before, after, &r))
    return RLV_VERDICT_UNKNOWN;
  rlv_verdict v = first_verdict(&r);
  if (r.count && r.fns[0].has_cex && r.fns[0].cex.observation)
    snprintf(obs, n, "%s", r.fns[0].cex.observation);
  rlv_proof_report_free(&r);
  return v;
}

/* A UAV handle, for use inside the printf formats below (hence the %%). */
#define UAV(name, lb, w0, w1)                                                                  \
  "  %%" name "0 = call %%dx.types.Handle @dx.op.createHandleFromBinding(i32 217, "            \
  "%%dx.types.ResBind { i32 " #lb ", i32 " #lb ", i32 0, i8 1 }, i32 " #lb ", i1 false)\n"    \
  "  %%" name " = call %%dx.types.Handle @dx.op.annotateHandle(i32 216, %%dx.types.Handle %%"  \
  name "0, %%dx.types.ResourceProperties { i32 " #w0 ", i32 " #w1 " })\n"

/* The same handle for plain strings (no printf). */
#define UAV_PLAIN(name, lb, w0, w1)                                                            \
  "  %" name "0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, "              \
  "%dx.types.ResBind { i32 " #lb ", i32 " #lb ", i32 0, i8 1 }, i32 " #lb ", i1 false)\n"      \
  "  %" name " = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %"      \
  name "0, %dx.types.ResourceProperties { i32 " #w0 ", i32 " #w1 " })\n"

/* 64-bit lo/hi: a double typed store puts the low word in lane 0, the high word in lane 1. */
static void test_lohi(rlv_prover *p) {
  const char *before =
      "define void @f(i32 %i, double %d) {\n"
      "  %h = call target(\"dx.TypedBuffer\", double, 1, 0, 0) "
      "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
      "  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64("
      "target(\"dx.TypedBuffer\", double, 1, 0, 0) %h, i32 %i, double %d)\n  ret void\n}\n"
      "declare target(\"dx.TypedBuffer\", double, 1, 0, 0) "
      "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f64_1_0_0t(i32, i32, i32, i32, ptr)\n"
      "declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f64_1_0_0t.f64("
      "target(\"dx.TypedBuffer\", double, 1, 0, 0), i32, double)\n";
  const char *after_fmt =
      "define void @f(i32 %%i, double %%d) {\n" UAV("h", 0, 4106, 266)
      "  %%b = bitcast double %%d to i64\n  %%lo = trunc i64 %%b to i32\n"
      "  %%s = lshr i64 %%b, 32\n  %%hi = trunc i64 %%s to i32\n"
      "  call void @dx.op.bufferStore.i32(i32 69, %%dx.types.Handle %%h, i32 %%i, i32 undef, "
      "i32 %s, i32 %s, i32 %%lo, i32 %%lo, i8 15)\n  ret void\n}\n";
  char after[4096];
  snprintf(after, sizeof after, after_fmt, "%lo", "%hi");
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_PROVED);
  unsigned lane = 99;
  snprintf(after, sizeof after, after_fmt, "%hi", "%lo");
  CHECK(prove(p, before, after, &lane, NULL) == RLV_VERDICT_REFUTED);
  CHECK(lane == 0 || lane == 1);
  /* lanes 2 and 3 of a one-double element are not observable: any value is fine there */
  snprintf(after, sizeof after,
           "define void @f(i32 %%i, double %%d) {\n" UAV("h", 0, 4106, 266)
           "  %%s = call %%dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %%d)\n"
           "  %%lo = extractvalue %%dx.types.splitdouble %%s, 0\n"
           "  %%hi = extractvalue %%dx.types.splitdouble %%s, 1\n"
           "  call void @dx.op.bufferStore.i32(i32 69, %%dx.types.Handle %%h, i32 %%i, i32 undef, "
           "i32 %%lo, i32 %%hi, i32 7, i32 undef, i8 15)\n  ret void\n}\n");
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_PROVED);
}

/* Structured addressing with the stride from annotateHandle word1; store masks. */
static void test_structured_and_masks(rlv_prover *p) {
  const char *before =
      "define void @f(i32 %i, <3 x i32> %v) {\n"
      "  %h = call target(\"dx.RawBuffer\", <4 x i32>, 1, 0) "
      "@llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
      "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4i32_1_0t.v3i32("
      "target(\"dx.RawBuffer\", <4 x i32>, 1, 0) %h, i32 %i, i32 4, <3 x i32> %v)\n  ret void\n}\n"
      "declare target(\"dx.RawBuffer\", <4 x i32>, 1, 0) "
      "@llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4i32_1_0t(i32, i32, i32, i32, ptr)\n"
      "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_v4i32_1_0t.v3i32("
      "target(\"dx.RawBuffer\", <4 x i32>, 1, 0), i32, i32, <3 x i32>)\n";
  const char *fmt =
      "define void @f(i32 %%i, <3 x i32> %%v) {\n" UAV("h", 0, 4108, %u)
      "  %%a = extractelement <3 x i32> %%v, i32 0\n  %%b = extractelement <3 x i32> %%v, i32 1\n"
      "  %%c = extractelement <3 x i32> %%v, i32 2\n"
      "  call void @dx.op.rawBufferStore.i32(i32 140, %%dx.types.Handle %%h, i32 %%i, i32 4, "
      "i32 %%a, i32 %%b, i32 %s, i32 undef, i8 %u, i32 4)\n  ret void\n}\n";
  char after[4096];
  snprintf(after, sizeof after, fmt, 16u, "%c", 7u);
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_PROVED);
  uint64_t byte = 999;
  snprintf(after, sizeof after, fmt, 12u, "%c", 7u); /* stride 12 instead of 16 */
  CHECK(prove(p, before, after, NULL, &byte) == RLV_VERDICT_REFUTED);
  snprintf(after, sizeof after, fmt, 16u, "%c", 15u); /* mask writes lane 3 too */
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_REFUTED);
  snprintf(after, sizeof after, fmt, 16u, "%c", 3u); /* mask drops lane 2 */
  byte = 999;
  CHECK(prove(p, before, after, NULL, &byte) == RLV_VERDICT_REFUTED);
  CHECK(byte % 16 >= 12 && byte % 16 < 16); /* bytes 12..15 of the element (offset 4 + 8) */
  snprintf(after, sizeof after, fmt, 16u, "%c", 5u); /* a gap: lanes 0 and 2 only */
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_REFUTED);
  snprintf(after, sizeof after, fmt, 16u, "undef", 7u); /* an undefined lane 2 */
  CHECK(prove(p, before, after, NULL, NULL) == RLV_VERDICT_REFUTED);
}

/* AFTER's annotateHandle properties against BEFORE's type: component type and count,
 * the UAV bit; the right ones prove. */
static void test_props(rlv_prover *p) {
  const char *before =
      "define void @f(i32 %i, <2 x i32> %v) {\n"
      "  %h = call target(\"dx.TypedBuffer\", <2 x i32>, 1, 0, 1) "
      "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
      "  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i32_1_0_1t.v2i32("
      "target(\"dx.TypedBuffer\", <2 x i32>, 1, 0, 1) %h, i32 %i, <2 x i32> %v)\n  ret void\n}\n"
      "declare target(\"dx.TypedBuffer\", <2 x i32>, 1, 0, 1) "
      "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v2i32_1_0_1t(i32, i32, i32, i32, ptr)\n"
      "declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_v2i32_1_0_1t.v2i32("
      "target(\"dx.TypedBuffer\", <2 x i32>, 1, 0, 1), i32, <2 x i32>)\n";
  const char *fmt =
      "define void @f(i32 %%i, <2 x i32> %%v) {\n" UAV("h", 0, %u, %u)
      "  %%a = extractelement <2 x i32> %%v, i32 0\n  %%b = extractelement <2 x i32> %%v, i32 1\n"
      "  call void @dx.op.bufferStore.i32(i32 69, %%dx.types.Handle %%h, i32 %%i, i32 undef, "
      "i32 %%a, i32 %%b, i32 %%a, i32 %%a, i8 15)\n  ret void\n}\n";
  char after[4096], obs[64];
  snprintf(after, sizeof after, fmt, 4106u, 4u | 2u << 8); /* I32 x 2 */
  CHECK(prove_obs(p, before, after, obs, sizeof obs) == RLV_VERDICT_PROVED);
  snprintf(after, sizeof after, fmt, 4106u, 5u | 2u << 8); /* U32: the wrong signedness */
  CHECK(prove_obs(p, before, after, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strcmp(obs, "resource properties") == 0);
  snprintf(after, sizeof after, fmt, 4106u, 4u | 4u << 8); /* 4 components */
  CHECK(prove_obs(p, before, after, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strcmp(obs, "resource properties") == 0);
  snprintf(after, sizeof after, fmt, 10u, 4u | 2u << 8); /* no UAV bit on a UAV */
  CHECK(prove_obs(p, before, after, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strcmp(obs, "resource properties") == 0);
}

/* Events: barriers match in order; a dropped one, or a store moved across one, refutes. */
static void test_events(rlv_prover *p) {
  const char *before =
      "define void @f(i32 %i, i32 %x) {\n" UAV_PLAIN("h", 0, 4107, 0)
      "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %i, i32 undef, "
      "i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n"
      "  call void @dx.op.barrier(i32 80, i32 9)\n  ret void\n}\n"
      "declare void @dx.op.barrier(i32, i32)\n";
  char obs[64];
  CHECK(prove_obs(p, before, before, obs, sizeof obs) == RLV_VERDICT_PROVED);
  const char *dropped =
      "define void @f(i32 %i, i32 %x) {\n" UAV_PLAIN("h", 0, 4107, 0)
      "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %i, i32 undef, "
      "i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n  ret void\n}\n"
      "declare void @dx.op.barrier(i32, i32)\n";
  CHECK(prove_obs(p, before, dropped, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strcmp(obs, "event sequence") == 0);
  const char *moved =
      "define void @f(i32 %i, i32 %x) {\n" UAV_PLAIN("h", 0, 4107, 0)
      "  call void @dx.op.barrier(i32 80, i32 9)\n"
      "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %i, i32 undef, "
      "i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n  ret void\n}\n"
      "declare void @dx.op.barrier(i32, i32)\n";
  CHECK(prove_obs(p, before, moved, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strcmp(obs, "memory at an event") == 0);
  const char *mode =
      "define void @f(i32 %i, i32 %x) {\n" UAV_PLAIN("h", 0, 4107, 0)
      "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %h, i32 %i, i32 undef, "
      "i32 %x, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n"
      "  call void @dx.op.barrier(i32 80, i32 3)\n  ret void\n}\n"
      "declare void @dx.op.barrier(i32, i32)\n";
  CHECK(prove_obs(p, before, mode, obs, sizeof obs) == RLV_VERDICT_REFUTED);
  CHECK(strncmp(obs, "event (side-effecting call #1)", 30) == 0);
}

/* A Z3 error (here a sort mismatch) is recorded by the prover's error handler and names
 * the function's failure: the verdict is unknown with Z3's message, never a proof built on
 * the NULL term Z3 returned. The next function starts clean. */
static void test_z3_error(rlv_prover *p) {
  Z3_context z = p->z;
  rlv_prover *outer = sx_prover_enter(p);
  sx_budget_begin(p);
  CHECK(sx_budget_failure(p) == NULL);
  Z3_ast bad = Z3_mk_eq(z, sx_bv(z, 1, 8), sx_bv(z, 1, 16));
  CHECK(bad == NULL);
  CHECK(p->z3_error != Z3_OK);
  const char *why = sx_budget_failure(p);
  CHECK(why && strncmp(why, "Z3 error: ", 10) == 0);
  sx_budget_begin(p);
  CHECK(sx_budget_failure(p) == NULL);
  sx_prover_enter(outer);
  /* outside a prover call the error is not this prover's (an internal error replaced the
   * context at the function's start) */
  z = p->z;
  CHECK(Z3_mk_eq(z, sx_bv(z, 1, 8), sx_bv(z, 1, 16)) == NULL);
  CHECK(p->z3_error == Z3_OK);
}

/* Running out of the work budget makes a function unknown, naming the budget; the next
 * function gets its own. */
static void test_budget(void) {
  rlv_prove_options o = {0};
  o.budget = 40;
  char body[4096];
  size_t n = (size_t)snprintf(body, sizeof body, "define void @f(i32 %%x0) {\n");
  for (int i = 0; i < 50; i++) /* 50 instructions: past the budget */
    n += (size_t)snprintf(body + n, sizeof body - n, "  %%x%d = add i32 %%x%d, 1\n", i + 1, i);
  snprintf(body + n, sizeof body - n, "  ret void\n}\ndefine void @g() {\n  ret void\n}\n");
  rlv_prover *p = rlv_prover_create(&o);
  rlv_proof_report r;
  if (prove_report(p, body, body, &r)) {
    CHECK(r.count == 2);
    CHECK(r.fns[0].verdict == RLV_VERDICT_UNKNOWN && r.fns[0].reason &&
          strstr(r.fns[0].reason, "the work budget ran out"));
    CHECK(r.count == 2 && r.fns[1].verdict == RLV_VERDICT_PROVED);
    rlv_proof_report_free(&r);
  }
  rlv_prover_free(p);
}

/* One prover, many functions: the shared solver's push/pop leaves no trace between them. */
static void test_incremental(rlv_prover *p) {
  for (int round = 0; round < 3; round++) {
    test_lohi(p);
    test_structured_and_masks(p);
  }
}

/* The functions prove compares (smt/roots.c): entry points and exports, and the defined
 * functions their instructions name (callees, function values), not a dead helper; a
 * module that marks neither keeps every defined function. */
static void test_kept(void) {
  const char *marked =
      "define void @entry() #0 {\n  call void @callee()\n  store ptr @value, ptr null\n"
      "  ret void\n}\n"
      "define void @callee() {\n  call void @deep()\n  ret void\n}\n"
      "define void @deep() {\n  ret void\n}\n"
      "define void @value() {\n  ret void\n}\n"
      "define void @dead() {\n  call void @callee()\n  ret void\n}\n"
      "define void @exported() #1 {\n  ret void\n}\n"
      "declare void @declared()\n"
      "attributes #0 = { \"hlsl.shader\"=\"compute\" }\n"
      "attributes #1 = { \"hlsl.export\" }\n";
  const char *unmarked = "define void @a() {\n  ret void\n}\n"
                         "define void @b() {\n  ret void\n}\n"
                         "declare void @c()\n";
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *d = rlv_diags_create();
  LLVMModuleRef m = rlv_parse_module(ctx, "marked", marked, strlen(marked), d);
  CHECK(m != NULL);
  if (m) {
    sx_kept k;
    sx_kept_compute(&k, m);
    const char *kept[] = {"entry", "callee", "deep", "value", "exported"};
    for (size_t i = 0; i < sizeof kept / sizeof *kept; i++)
      CHECK(sx_kept_has(&k, LLVMGetNamedFunction(m, kept[i])));
    CHECK(!sx_kept_has(&k, LLVMGetNamedFunction(m, "dead")));
    CHECK(!sx_kept_has(&k, LLVMGetNamedFunction(m, "declared")));
    sx_kept_free(&k);
    LLVMDisposeModule(m);
  }
  m = rlv_parse_module(ctx, "unmarked", unmarked, strlen(unmarked), d);
  CHECK(m != NULL);
  if (m) {
    sx_kept k;
    sx_kept_compute(&k, m);
    CHECK(sx_kept_has(&k, LLVMGetNamedFunction(m, "a")));
    CHECK(sx_kept_has(&k, LLVMGetNamedFunction(m, "b")));
    CHECK(!sx_kept_has(&k, LLVMGetNamedFunction(m, "c")));
    sx_kept_free(&k);
    LLVMDisposeModule(m);
  }
  rlv_diags_free(d);
  LLVMContextDispose(ctx);
}

/* What BEFORE's handle types mean to the prover (smt/handle_type.c): a RawBuffer of i8 or
 * void is byte-addressed, of anything else structured with its DataLayout size as stride;
 * the writeable parameter makes a UAV; the properties AFTER must declare follow. */
static void test_handle_types(rlv_prover *p) {
  LLVMContextRef ctx = LLVMContextCreate();
  sx_exec ex = {0};
  ex.p = p;
  ex.z = p->z;
  ex.arena = sx_arena_create(NULL);
  ex.dl = LLVMCreateTargetData(RLV_DXIL_DATALAYOUT);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx), vd = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef f3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
  LLVMTypeRef f4 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 4);
  unsigned uav[] = {1, 0, 0}, srv[] = {0, 0, 0}, feedback[] = {1, SX_KIND_FEEDBACK_TEXTURE2D};
  sx_handle h = {0};
  h.space = sx_bv(p->z, 0, 32);
  h.reg = sx_bv(p->z, 0, 32);
  CHECK(sx_handle_shape(&ex, LLVMTargetExtTypeInContext(ctx, "dx.RawBuffer", &i8, 1, uav, 2),
                        &h, NULL));
  CHECK(h.family == FAM_BAB && h.cls == SX_CLASS_UAV);
  CHECK(sx_handle_shape(&ex, LLVMTargetExtTypeInContext(ctx, "dx.RawBuffer", &vd, 1, srv, 2),
                        &h, NULL));
  CHECK(h.family == FAM_BAB && h.cls == SX_CLASS_SRV);
  LLVMTypeRef sb = LLVMTargetExtTypeInContext(ctx, "dx.RawBuffer", &f3, 1, srv, 2);
  CHECK(sx_handle_shape(&ex, sb, &h, NULL));
  CHECK(h.family == FAM_STRUCT && h.stride == 12 && h.cls == SX_CLASS_SRV);
  sx_creation c = {0};
  sx_expected_props(&ex, sb, &h, &c);
  CHECK(c.props_known && c.kind == SX_KIND_STRUCTURED_BUFFER && c.stride == 12 && !c.uav);
  LLVMTypeRef tb = LLVMTargetExtTypeInContext(ctx, "dx.TypedBuffer", &f4, 1, uav, 3);
  CHECK(sx_handle_shape(&ex, tb, &h, NULL));
  CHECK(h.family == FAM_TYPED && h.lanes == 4 && h.cls == SX_CLASS_UAV);
  c = (sx_creation){0};
  sx_expected_props(&ex, tb, &h, &c);
  CHECK(c.props_known && c.kind == SX_KIND_TYPED_BUFFER && c.uav && c.ccount == 4 &&
        (c.ctypes >> SX_CT_F32 & 1));
  LLVMTypeRef fb = LLVMTargetExtTypeInContext(ctx, "dx.FeedbackTexture", NULL, 0, feedback, 2);
  CHECK(sx_handle_shape(&ex, fb, &h, NULL));
  CHECK(h.family == FAM_OPAQUE && h.cls == SX_CLASS_UAV);
  CHECK(!ex.unknown);
  /* a multisampled dimension on a plain texture names no kind the prover models */
  unsigned ms[] = {0, 0, 0, SX_KIND_TEXTURE2DMS};
  CHECK(!sx_handle_shape(&ex, LLVMTargetExtTypeInContext(ctx, "dx.Texture", &f4, 1, ms, 4), &h,
                         NULL));
  CHECK(ex.unknown && strstr(ex.unknown, "(Texture2DMS)"));
  LLVMDisposeTargetData(ex.dl);
  sx_exec_dispose(&ex);
  LLVMContextDispose(ctx);
}

/* A random term of numerals and the operations smt/fold.c folds, `width` bits wide. */
static Z3_ast random_numeral_term(Z3_context z, uint64_t *seed, unsigned width, unsigned depth) {
  *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
  uint64_t r = *seed >> 11;
  if (depth == 0 || r % 5 == 0) /* a numeral, often with the top bit set */
    return sx_bv(z, (r >> 8) * 0x9E3779B97F4A7C15ull, width);
  Z3_ast a = random_numeral_term(z, seed, width, depth - 1);
  Z3_ast b = random_numeral_term(z, seed, width, depth - 1);
  switch ((r >> 3) % 14) {
  case 0:
    return Z3_mk_bvadd(z, a, b);
  case 1:
    return Z3_mk_bvsub(z, a, b);
  case 2:
    return Z3_mk_bvmul(z, a, b);
  case 3:
    return Z3_mk_bvneg(z, a);
  case 4:
    return Z3_mk_bvnot(z, a);
  case 5:
    return Z3_mk_bvand(z, a, b);
  case 6:
    return Z3_mk_bvor(z, a, b);
  case 7:
    return Z3_mk_bvxor(z, a, b);
  case 8:
    return Z3_mk_bvshl(z, a, b);
  case 9: /* shifts by an amount in range, or by any */
    return Z3_mk_bvlshr(z, a, r % 2 ? b : sx_bv(z, (r >> 30) % (width + 1), width));
  case 10:
    return Z3_mk_bvashr(z, a, r % 2 ? b : sx_bv(z, (r >> 30) % (width + 1), width));
  case 11: /* a narrower term extended, or a wider one cut */
    if (width > 1 && r % 2) {
      Z3_ast n =
          random_numeral_term(z, seed, width - 1 - (unsigned)(r >> 20) % (width - 1), depth - 1);
      unsigned extra = width - Z3_get_bv_sort_size(z, Z3_get_sort(z, n));
      return r % 4 == 1 ? Z3_mk_zero_ext(z, extra, n) : Z3_mk_sign_ext(z, extra, n);
    }
    if (width < 64) {
      unsigned lo = (unsigned)(r >> 24) % (65 - width);
      return Z3_mk_extract(z, lo + width - 1, lo, random_numeral_term(z, seed, 64, depth - 1));
    }
    return a;
  case 12: /* a concatenation of two parts */
    if (width > 1) {
      unsigned hi = 1 + (unsigned)(r >> 20) % (width - 1);
      return Z3_mk_concat(z, random_numeral_term(z, seed, hi, depth - 1),
                          random_numeral_term(z, seed, width - hi, depth - 1));
    }
    return b;
  default: /* a small shift amount, the common case */
    return Z3_mk_bvshl(z, a, sx_bv(z, (r >> 30) % width, width));
  }
}

/* Numeral terms folded in C (fold.c) have exactly Z3's value; other terms are declined. */
static void test_fold(rlv_prover *p) {
  Z3_context z = p->z;
  static const unsigned widths[] = {1, 7, 8, 16, 32, 33, 63, 64};
  uint64_t seed = 1;
  unsigned folded = 0, agreed = 0;
  for (unsigned i = 0; i < 4000; i++) {
    unsigned w = widths[i % (sizeof widths / sizeof *widths)];
    Z3_ast t = random_numeral_term(z, &seed, w, 4);
    uint64_t mine, z3v;
    if (!sx_fold_u64(z, t, &mine))
      continue; /* past the budget */
    folded++;
    Z3_ast s = Z3_simplify(z, t);
    agreed +=
        Z3_get_ast_kind(z, s) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, s, &z3v) && z3v == mine;
  }
  CHECK(folded > 3000 && agreed == folded);
  uint64_t v;
  Z3_sort bv32 = sx_bv_sort(z, 32);
  CHECK(!sx_fold_u64(z, Z3_mk_bvudiv(z, sx_bv(z, 7, 32), sx_bv(z, 0, 32)), &v));
  CHECK(!sx_fold_u64(z, Z3_mk_bvadd(z, sx_const(z, "unit.fold.x", bv32), sx_bv(z, 1, 32)), &v));
  CHECK(!sx_fold_u64(z, Z3_mk_concat(z, sx_bv(z, 1, 64), sx_bv(z, 2, 64)), &v));
  CHECK(sx_fold_u64(z, Z3_mk_bvashr(z, sx_bv(z, 0x80, 8), sx_bv(z, 9, 8)), &v) && v == 0xFF);
  CHECK(sx_const_u64(z, Z3_mk_bvadd(z, sx_bv(z, 0x10, 32), sx_bv(z, 4, 32)), &v) && v == 0x14);
  /* never a numeral: a bounds-checked load (its condition never folds), bits of a free
   * function's value; maybe one: a comparison with a numeral, bits of a concatenation */
  Z3_ast x = sx_const(z, "unit.fold.x", bv32), r = sx_const(z, "unit.fold.r", bv32);
  Z3_func_decl len = sx_func(z, "unit.fold.length", 1, &bv32, bv32);
  Z3_func_decl val = sx_func(z, "unit.fold.value", 1, &bv32, bv32);
  Z3_ast in = Z3_mk_bvult(z, Z3_mk_bvadd(z, x, sx_bv(z, 4, 32)), Z3_mk_app(z, len, 1, &r));
  Z3_ast load = Z3_mk_app(z, val, 1, &x);
  CHECK(sx_never_numeral(z, Z3_mk_ite(z, in, load, sx_bv(z, 0, 32))));
  CHECK(sx_never_numeral(z, Z3_mk_ite(z, sx_not(z, in), sx_bv(z, 0, 32), load)));
  CHECK(sx_never_numeral(z, Z3_mk_extract(z, 7, 0, load)));
  CHECK(!sx_never_numeral(
      z, Z3_mk_ite(z, Z3_mk_bvult(z, x, sx_bv(z, 16, 32)), load, sx_bv(z, 0, 32))));
  CHECK(!sx_never_numeral(z, Z3_mk_extract(z, 7, 0, Z3_mk_concat(z, load, sx_bv(z, 0, 8)))));
}

/* Numerals made inside a prover call come from its cache: every one has its own value and
 * width, whatever slot it shares with others. */
static void test_numeral_cache(rlv_prover *p) {
  rlv_prover *outer = sx_prover_enter(p);
  Z3_context z = p->z;
  static const unsigned widths[] = {1, 2, 8, 16, 32, 64};
  uint64_t seed = 7;
  unsigned right = 0, hits = 0;
  for (unsigned i = 0; i < 6000; i++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    unsigned w = widths[(seed >> 33) % 6];
    uint64_t v = (seed >> 40) % 300; /* few enough distinct values to collide and recur */
    Z3_ast t = sx_bv(z, v, w);
    uint64_t got;
    right += Z3_get_bv_sort_size(z, Z3_get_sort(z, t)) == w && Z3_get_numeral_uint64(z, t, &got) &&
             got == (w == 64 ? v : v & ((1ull << w) - 1));
    hits += sx_bv(z, v, w) == t;
  }
  CHECK(right == 6000 && hits == 6000);
  sx_prover_enter(outer);
}

/* A join's decision tree (merge_tree.c): states reached by branching on c0, then c1, in any
 * order, join as ite(c0, A, ite(c1, B, C)), the term a select of the same values builds; the
 * same value as the chain over their path conditions wherever exactly one holds. Conditions
 * that do not split by branches have no tree. */
static void test_merge_tree(rlv_prover *p) {
  Z3_context z = p->z;
  sx_exec ex;
  sx_state st;
  scratch_begin(p, &ex, &st);
  Z3_sort bv8 = sx_bv_sort(z, 8), b = Z3_mk_bool_sort(z);
  Z3_ast c0 = sx_const(z, "unit.mt.c0", b), c1 = sx_const(z, "unit.mt.c1", b);
  Z3_ast d = sx_const(z, "unit.mt.d", b);
  Z3_ast va = sx_const(z, "unit.mt.a", bv8), vb = sx_const(z, "unit.mt.b", bv8);
  Z3_ast vc = sx_const(z, "unit.mt.c", bv8);
  /* the states in the order a branch-merging executor may meet them: C, B, A, under d */
  Z3_ast pcs[3] = {sx_and2(z, d, sx_and2(z, sx_not(z, c0), sx_not(z, c1))),
                   sx_and2(z, d, sx_and2(z, sx_not(z, c0), c1)), sx_and2(z, d, c0)};
  Z3_ast vals[3] = {vc, vb, va};
  sx_state *in[3];
  for (unsigned i = 0; i < 3; i++) {
    in[i] = sx_state_new(&ex);
    in[i]->pc = pcs[i];
  }
  sx_merge_tree *t = sx_merge_tree_of(&ex, in, 3);
  Z3_ast joined = t ? sx_merge_tree_ast(&ex, t, vals) : NULL;
  CHECK(joined == sx_ite(z, c0, va, sx_ite(z, c1, vb, vc)));
  Z3_ast chain = sx_ite(z, pcs[0], vc, sx_ite(z, pcs[1], vb, va));
  Z3_ast one = sx_or2(z, pcs[0], sx_or2(z, pcs[1], pcs[2])); /* disjoint by construction */
  CHECK(joined && valid(p, Z3_mk_implies(z, one, Z3_mk_eq(z, joined, chain))));
  /* not split by branches: c0 and c1 are not a condition and its negation */
  in[0]->pc = c0;
  in[1]->pc = c1;
  CHECK(sx_merge_tree_of(&ex, in, 2) == NULL);
  /* a member that takes neither side of the first split */
  in[0]->pc = c0;
  in[1]->pc = sx_not(z, c0);
  in[2]->pc = c1;
  CHECK(sx_merge_tree_of(&ex, in, 3) == NULL);
  for (unsigned i = 0; i < 3; i++)
    sx_state_free(in[i]);
  sx_exec_dispose(&ex);
}

/* Unsigned division, remainder and products of non-numeral factors abstracted
 * (abstract_nonlinear.c): the free values keep their divisor's bounds and stand for the same
 * term on every occurrence; an abstraction that is satisfiable proves nothing, and
 * sx_query_solve then asks the query as it stands. */
static bool abstract_sat(rlv_prover *p, Z3_ast any) {
  Z3_context z = p->z;
  Z3_ast aa = NULL, an = NULL;
  CHECK(sx_abstract_nonlinear(p, sx_true(z), any, &aa, &an));
  return aa && an && !valid(p, Z3_mk_not(z, sx_and2(z, aa, an)));
}

static int solve_one(rlv_prover *p, Z3_ast any) {
  Z3_context z = p->z;
  sx_query q = {0};
  q.elim = true;
  q.assume = sx_true(z);
  q.n = 1;
  q.items[0].cond = any;
  Z3_model m = NULL;
  char *reason = NULL;
  int r = sx_query_solve(p, &q, 0, &m, &reason);
  if (m)
    Z3_model_dec_ref(z, m);
  free(reason);
  return r;
}

static void test_abstract_nonlinear(rlv_prover *p) {
  Z3_context z = p->z;
  Z3_sort bv32 = Z3_mk_bv_sort(z, 32);
  Z3_ast x = Z3_mk_const(z, Z3_mk_string_symbol(z, "div.x"), bv32);
  Z3_ast three = sx_bv(z, 3, 32), rem = Z3_mk_bvurem(z, x, three);
  Z3_ast aa = NULL, an = NULL;
  CHECK(!sx_abstract_nonlinear(p, sx_true(z), Z3_mk_bvult(z, x, three), &aa, &an));
  /* the same remainder on both sides: one free value */
  CHECK(!abstract_sat(p, sx_not(z, Z3_mk_eq(z, rem, Z3_mk_bvurem(z, x, three)))));
  /* x urem 3 < 3, x udiv 16 <= 0x0fffffff, nested too */
  CHECK(!abstract_sat(p, Z3_mk_eq(z, rem, three)));
  CHECK(!abstract_sat(
      p, Z3_mk_bvugt(z, Z3_mk_bvudiv(z, x, sx_bv(z, 16, 32)), sx_bv(z, 0x0fffffff, 32))));
  CHECK(
      abstract_sat(p, Z3_mk_eq(z, Z3_mk_bvudiv(z, x, sx_bv(z, 16, 32)), sx_bv(z, 0x0fffffff, 32))));
  CHECK(!abstract_sat(p, Z3_mk_eq(z, Z3_mk_bvurem(z, Z3_mk_bvudiv(z, x, three), sx_bv(z, 5, 32)),
                                  sx_bv(z, 7, 32))));
  /* 4 urem 3 = 1 needs the divider: the abstraction is satisfiable, the query is not */
  Z3_ast four_not_one =
      sx_and2(z, Z3_mk_eq(z, x, sx_bv(z, 4, 32)), sx_not(z, Z3_mk_eq(z, rem, sx_bv(z, 1, 32))));
  CHECK(abstract_sat(p, four_not_one));
  CHECK(solve_one(p, four_not_one) == 0);
  /* a true difference is still found */
  CHECK(solve_one(p, sx_and2(z, Z3_mk_eq(z, x, sx_bv(z, 4, 32)),
                             Z3_mk_eq(z, rem, sx_bv(z, 1, 32)))) == 1);
  /* and a proof the abstraction gives is the query's */
  CHECK(solve_one(p, Z3_mk_eq(z, rem, three)) == 0);
  /* a product of two free factors is abstracted, a product by a numeral is not */
  Z3_ast y = Z3_mk_const(z, Z3_mk_string_symbol(z, "mul.y"), bv32);
  Z3_ast xy = Z3_mk_bvmul(z, x, y), zero = sx_bv(z, 0, 32);
  CHECK(!sx_abstract_nonlinear(p, sx_true(z), Z3_mk_eq(z, Z3_mk_bvmul(z, x, three), y), &aa, &an));
  CHECK(!abstract_sat(p, sx_not(z, Z3_mk_eq(z, xy, Z3_mk_bvmul(z, x, y)))));
  /* 0 * y = 0 needs the multiplier: satisfiable abstracted, not as it stands */
  Z3_ast zero_times = sx_and2(z, Z3_mk_eq(z, x, zero), sx_not(z, Z3_mk_eq(z, xy, zero)));
  CHECK(abstract_sat(p, zero_times));
  CHECK(solve_one(p, zero_times) == 0);
  CHECK(solve_one(p, sx_and2(z, sx_and2(z, Z3_mk_eq(z, x, sx_bv(z, 2, 32)), Z3_mk_eq(z, y, three)),
                             Z3_mk_eq(z, xy, sx_bv(z, 6, 32)))) == 1);
}

int main(void) {
  rlv_process_init();
  rlv_prover *p = rlv_prover_create(NULL);
  test_check_bit(p);
  test_elim_arrays(p);
  test_select_known(p);
  test_fold(p);
  test_merge_tree(p);
  test_reassoc_sunk(p);
  test_numeral_cache(p);
  test_bounds(p);
  test_per_resource(p);
  test_semantic_registry(p);
  test_lohi(p);
  test_structured_and_masks(p);
  test_props(p);
  test_handle_types(p);
  test_events(p);
  test_incremental(p);
  test_z3_error(p);
  test_abstract_nonlinear(p);
  rlv_prover_free(p);
  test_budget();
  test_kept();
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
