/* Reads of byte memory resolved while the terms are built: read-over-write where the
 * indices are the same term or surely different (the same base plus different constants,
 * or different resources), a constant array's value, and a byte of a concatenation. Exact
 * rewrites of the array theory's axioms, done where they need no solver, so that a value read
 * and written back unchanged (clang -O0 copies a whole struct out of a buffer and back, where
 * an optimizer writes only the members that changed) leaves the memory's term as it was. */
#include "smt/smt.h"

/* How many stores a read looks past (longer chains are read as they are). */
#define RESOLVE_STEPS 64

static Z3_decl_kind kind_of(Z3_context z, Z3_ast t) {
  return Z3_get_ast_kind(z, t) == Z3_APP_AST
             ? Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, t)))
             : Z3_OP_UNINTERPRETED;
}

static Z3_ast arg(Z3_context z, Z3_ast t, unsigned i) {
  return Z3_get_app_arg(z, Z3_to_app(z, t), i);
}

/* a as base + k: k the sum of the numerals of a's nested bvadds, base the one other term
 * they add (NULL when a is a numeral; the innermost sum of two other terms when there are
 * more). */
static void split_offset(Z3_context z, Z3_ast a, Z3_ast *base, uint64_t *k) {
  *k = 0;
  for (unsigned depth = 0; depth < 64; depth++) {
    uint64_t v;
    if (Z3_get_ast_kind(z, a) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, a, &v)) {
      *base = NULL;
      *k += v;
      return;
    }
    if (kind_of(z, a) != Z3_OP_BADD)
      break;
    Z3_ast other = NULL;
    uint64_t sum = 0;
    bool several = false;
    for (unsigned s = 0, n = Z3_get_app_num_args(z, Z3_to_app(z, a)); s < n; s++) {
      Z3_ast c = arg(z, a, s);
      if (Z3_get_ast_kind(z, c) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(z, c, &v))
        sum += v;
      else if (other)
        several = true;
      else
        other = c;
    }
    if (several)
      break; /* x + y + k: a stays its own base */
    *k += sum;
    if (!other) { /* numerals alone */
      *base = NULL;
      return;
    }
    a = other;
  }
  *base = a;
}

/* An index taken apart once, for comparing it with many others (a read walking down the
 * stores compares its index with each store's): its resource part and its address as
 * base + k. */
typedef struct read_index {
  Z3_ast t, hi, lo; /* t = concat(hi, lo), or hi NULL and lo = t */
  Z3_ast base;      /* lo = base + k, when `split` */
  uint64_t k, mask;
  bool split;
} read_index;

static bool is_pair(Z3_context z, Z3_ast t) {
  return kind_of(z, t) == Z3_OP_CONCAT && Z3_get_app_num_args(z, Z3_to_app(z, t)) == 2;
}

static uint64_t mask_of(unsigned w) { return w == 64 ? ~0ull : (1ull << w) - 1; }

static read_index read_index_of(Z3_context z, Z3_ast t) {
  read_index r = {.t = t, .lo = t};
  if (is_pair(z, t)) {
    r.hi = arg(z, t, 0);
    r.lo = arg(z, t, 1);
  }
  unsigned w = Z3_get_bv_sort_size(z, Z3_get_sort(z, r.lo));
  r.split = w <= 64 && !is_pair(z, r.lo);
  if (r.split) {
    split_offset(z, r.lo, &r.base, &r.k);
    r.mask = mask_of(w);
  }
  return r;
}

static bool surely_differ(Z3_context z, Z3_ast a, Z3_ast b);

/* Whether index i and bit-vector j (of one width) differ in every execution: the same
 * resource part and the same base plus different constants, or different numeral resource
 * parts. */
static bool index_differs(Z3_context z, const read_index *i, Z3_ast j) {
  if (j == i->t)
    return false;
  Z3_ast jb, jl = j;
  uint64_t jk;
  if (i->hi) {
    if (!is_pair(z, j)) { /* j may still be i plus a constant */
      unsigned w = Z3_get_bv_sort_size(z, Z3_get_sort(z, i->t));
      if (w > 64)
        return false;
      split_offset(z, j, &jb, &jk);
      return jb == i->t && (jk & mask_of(w)) != 0;
    }
    Z3_ast jh = arg(z, j, 0);
    jl = arg(z, j, 1);
    if (Z3_get_sort(z, jh) != Z3_get_sort(z, i->hi))
      return false;
    if (Z3_get_ast_kind(z, jh) == Z3_NUMERAL_AST && Z3_get_ast_kind(z, i->hi) == Z3_NUMERAL_AST &&
        jh != i->hi)
      return true; /* numerals are hash-consed: different terms, different values */
    if (jh != i->hi)
      return false;
  }
  if (!i->split) /* a nested pair is compared part by part; past 64 bits nothing is known */
    return is_pair(z, i->lo) && surely_differ(z, i->lo, jl);
  if (jl == i->lo)
    return false;
  split_offset(z, jl, &jb, &jk);
  return jb == i->base && ((jk ^ i->k) & i->mask) != 0;
}

/* Whether bit-vectors a and b (of one width) differ in every execution. */
static bool surely_differ(Z3_context z, Z3_ast a, Z3_ast b) {
  read_index i = read_index_of(z, a);
  return index_differs(z, &i, b);
}

Z3_ast sx_select_known(Z3_context z, Z3_ast arr, Z3_ast i) {
  read_index at = read_index_of(z, i);
  Z3_ast cur = arr;
  for (unsigned step = 0; step < RESOLVE_STEPS; step++) {
    Z3_decl_kind k = kind_of(z, cur);
    if (k == Z3_OP_STORE) {
      Z3_ast j = arg(z, cur, 1);
      if (j == i)
        return arg(z, cur, 2);
      if (!index_differs(z, &at, j))
        break;
      cur = arg(z, cur, 0);
    } else if (k == Z3_OP_ITE && kind_of(z, arg(z, cur, 1)) == Z3_OP_STORE &&
               arg(z, arg(z, cur, 1), 0) == arg(z, cur, 2) &&
               index_differs(z, &at, arg(z, arg(z, cur, 1), 1))) {
      cur = arg(z, cur, 2); /* a bounded store elsewhere: either way the same here */
    } else if (k == Z3_OP_CONST_ARRAY) {
      return arg(z, cur, 0);
    } else {
      break;
    }
  }
  return Z3_mk_select(z, cur, i);
}

Z3_ast sx_byte_of(Z3_context z, Z3_ast bits, unsigned k) {
  Z3_ast parts[16];
  unsigned n = 0;
  unsigned width = Z3_get_bv_sort_size(z, Z3_get_sort(z, bits));
  if (sx_concat_parts(z, bits, parts, &n, 16)) {
    unsigned hi = width; /* parts are most significant first */
    for (unsigned p = 0; p < n; p++) {
      unsigned pw = Z3_get_bv_sort_size(z, Z3_get_sort(z, parts[p]));
      unsigned lo = hi - pw;
      if (lo == 8 * k && pw == 8)
        return parts[p];
      if (lo <= 8 * k)
        break;
      hi = lo;
    }
  }
  return Z3_mk_extract(z, 8 * k + 7, 8 * k, bits);
}
