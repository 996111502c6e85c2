/* Bit-vector terms of numerals alone, folded in C.
 *
 * The encoders ask many times per instruction whether an address or an offset is a known
 * number. Z3_simplify answers, but it sets up a rewriter on every call: about a tenth of the
 * prover's time on clang -O0 code went there for terms like (bvadd #x10 (bvmul #x04 #x03)).
 * Here the common operations of at most 64 bits are evaluated directly, with SMT-LIB's
 * meaning; any other operation declines and the caller falls back to Z3_simplify. */
#include <stdint.h>

#include "smt/smt.h"

static uint64_t mask_of(unsigned width) { return width >= 64 ? UINT64_MAX : (1ull << width) - 1; }

static bool bv_width(Z3_context z, Z3_ast t, unsigned *width) {
  Z3_sort s = Z3_get_sort(z, t);
  if (Z3_get_sort_kind(z, s) != Z3_BV_SORT)
    return false;
  *width = Z3_get_bv_sort_size(z, s);
  return *width >= 1 && *width <= 64;
}

static bool fold(Z3_context z, Z3_ast t, unsigned *budget, uint64_t *out);

/* The two operands of a binary application, folded. */
static bool fold_pair(Z3_context z, Z3_app app, unsigned *budget, uint64_t *a, uint64_t *b) {
  return Z3_get_app_num_args(z, app) == 2 && fold(z, Z3_get_app_arg(z, app, 0), budget, a) &&
         fold(z, Z3_get_app_arg(z, app, 1), budget, b);
}

/* An n-ary associative operation (Z3 builds bvadd, bvmul, bvand ... with any arity). */
static bool fold_nary(Z3_context z, Z3_app app, Z3_decl_kind op, unsigned *budget, uint64_t *out) {
  unsigned n = Z3_get_app_num_args(z, app);
  if (n == 0)
    return false;
  uint64_t acc = 0;
  for (unsigned i = 0; i < n; i++) {
    uint64_t v;
    if (!fold(z, Z3_get_app_arg(z, app, i), budget, &v))
      return false;
    if (i == 0)
      acc = v;
    else if (op == Z3_OP_BADD)
      acc += v;
    else if (op == Z3_OP_BMUL)
      acc *= v;
    else if (op == Z3_OP_BAND)
      acc &= v;
    else if (op == Z3_OP_BOR)
      acc |= v;
    else
      acc ^= v;
  }
  *out = acc;
  return true;
}

static uint64_t sign_extend(uint64_t v, unsigned from) {
  if (from >= 64 || !(v >> (from - 1) & 1))
    return v;
  return v | ~mask_of(from);
}

static bool fold_app(Z3_context z, Z3_ast t, unsigned width, unsigned *budget, uint64_t *out) {
  Z3_app app = Z3_to_app(z, t);
  Z3_func_decl d = Z3_get_app_decl(z, app);
  Z3_decl_kind op = Z3_get_decl_kind(z, d);
  uint64_t a, b;
  switch (op) {
  case Z3_OP_BADD:
  case Z3_OP_BMUL:
  case Z3_OP_BAND:
  case Z3_OP_BOR:
  case Z3_OP_BXOR:
    return fold_nary(z, app, op, budget, out);
  case Z3_OP_BSUB:
    if (!fold_pair(z, app, budget, &a, &b))
      return false;
    *out = a - b;
    return true;
  case Z3_OP_BNEG:
  case Z3_OP_BNOT:
    if (Z3_get_app_num_args(z, app) != 1 || !fold(z, Z3_get_app_arg(z, app, 0), budget, &a))
      return false;
    *out = op == Z3_OP_BNEG ? 0 - a : ~a;
    return true;
  case Z3_OP_BSHL:
  case Z3_OP_BLSHR:
  case Z3_OP_BASHR:
    if (!fold_pair(z, app, budget, &a, &b))
      return false;
    if (op == Z3_OP_BASHR)
      a = sign_extend(a, width);
    if (b >= width) /* SMT-LIB: every bit shifted out */
      *out = op == Z3_OP_BASHR && (a >> 63 & 1) ? UINT64_MAX : 0;
    else
      *out = op == Z3_OP_BSHL ? a << b : op == Z3_OP_BLSHR ? a >> b : (uint64_t)((int64_t)a >> b);
    return true;
  case Z3_OP_CONCAT: {
    unsigned n = Z3_get_app_num_args(z, app);
    uint64_t acc = 0;
    for (unsigned i = 0; i < n; i++) { /* the first argument is the most significant */
      Z3_ast arg = Z3_get_app_arg(z, app, i);
      unsigned w;
      if (!bv_width(z, arg, &w) || !fold(z, arg, budget, &a))
        return false;
      acc = w >= 64 ? a : acc << w | a;
    }
    *out = acc;
    return n > 0;
  }
  case Z3_OP_EXTRACT:
    if (Z3_get_app_num_args(z, app) != 1 || !fold(z, Z3_get_app_arg(z, app, 0), budget, &a))
      return false;
    *out = a >> Z3_get_decl_int_parameter(z, d, 1);
    return true;
  case Z3_OP_ZERO_EXT:
  case Z3_OP_SIGN_EXT: {
    Z3_ast arg = Z3_get_app_num_args(z, app) == 1 ? Z3_get_app_arg(z, app, 0) : NULL;
    unsigned w;
    if (!arg || !bv_width(z, arg, &w) || !fold(z, arg, budget, &a))
      return false;
    *out = op == Z3_OP_SIGN_EXT ? sign_extend(a, w) : a;
    return true;
  }
  default:
    return false;
  }
}

/* t's value, masked to its width; false for a term this cannot fold. */
static bool fold(Z3_context z, Z3_ast t, unsigned *budget, uint64_t *out) {
  unsigned width;
  if (!t || !(*budget)-- || !bv_width(z, t, &width))
    return false;
  switch (Z3_get_ast_kind(z, t)) {
  case Z3_NUMERAL_AST:
    return Z3_get_numeral_uint64(z, t, out);
  case Z3_APP_AST:
    if (!fold_app(z, t, width, budget, out))
      return false;
    *out &= mask_of(width);
    return true;
  default:
    return false;
  }
}

bool sx_fold_u64(Z3_context z, Z3_ast t, uint64_t *out) {
  unsigned budget = 64;
  uint64_t v;
  if (!fold(z, t, &budget, &v))
    return false;
  *out = v;
  return true;
}
