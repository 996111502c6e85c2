/* Floating-point addition and multiplication under the `reassoc` fast-math flag.
 *
 * LangRef: `reassoc` allows reassociation transformations of floating-point instructions.
 * HLSL compiles with fast math by default, so LLVM's middle end freely regroups sums and
 * products (x + y) + z into x + (y + z) — legal, yet different bits in IEEE. The prover
 * gives such a chain one meaning: a function of the multiset of its leaves' values,
 * F(h(x1) + ... + h(xn)) with F and h uninterpreted and + a 64-bit sum: for every F and h the
 * sums of two multisets agree exactly when the multisets do (a free h can count any one
 * value), so equal leaves in any grouping or order give equal results, and the solver, not
 * the term's shape, decides when leaves are equal. A chain's result that feeds a longer
 * chain is not a leaf but its own leaves: h(F(s)) = s is a fact of every execution
 * (ex->axioms), and the term is flattened where its shape shows it, which keeps the two
 * sides' terms identical in the common case. A leaf is an operand that is not itself a
 * reassociable application of the same operation, type and flags (LLVM reassociates only
 * across instructions that all carry the flag). This is weaker
 * than real arithmetic (no distribution, no cancellation): a transformation that needs more
 * ends `unknown`, never proved. Under replay the same function stands (IEEE bits would call
 * a legal regrouping a miscompile), and it is opaque: a replayed difference that rests on it
 * is not a refutation. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

/* The bits of a counting sum: no chain holds 2^64 leaves, so counts never wrap. */
#define SUM_BITS 64
/* How many nested merges a leaf's sum looks through (a loop unrolled k times nests k). */
#define MERGE_DEPTH 12

/* The sum inside t when t is F(sum) for the chain function named `fname`; NULL otherwise. */
static Z3_ast chain_sum(Z3_context z, Z3_ast t, const char *fname) {
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return NULL;
  Z3_app app = Z3_to_app(z, t);
  Z3_func_decl d = Z3_get_app_decl(z, app);
  if (Z3_get_decl_kind(z, d) != Z3_OP_UNINTERPRETED || Z3_get_app_num_args(z, app) != 1)
    return NULL;
  if (strcmp(Z3_get_symbol_string(z, Z3_get_decl_name(z, d)), fname) != 0)
    return NULL;
  return Z3_get_app_arg(z, app, 0);
}

/* Collects the parts of a (nested) concatenation, most significant first; false past max. */
static bool concat_parts(Z3_context z, Z3_ast t, Z3_ast *out, unsigned *n, unsigned max) {
  if (Z3_get_ast_kind(z, t) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(z, t);
    if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_CONCAT) {
      for (unsigned i = 0; i < Z3_get_app_num_args(z, app); i++)
        if (!concat_parts(z, Z3_get_app_arg(z, app, i), out, n, max))
          return false;
      return true;
    }
  }
  if (*n == max)
    return false;
  out[(*n)++] = t;
  return true;
}

/* t itself when v is t's bytes put back together (a value stored to memory and loaded
 * again: concat(extract(31,24,t), ..., extract(7,0,t))); v otherwise. */
static Z3_ast unbytes(Z3_context z, Z3_ast v) {
  Z3_ast parts[8];
  unsigned n = 0;
  if (!concat_parts(z, v, parts, &n, 8) || n < 2)
    return v;
  Z3_ast whole = NULL;
  unsigned next = Z3_get_bv_sort_size(z, Z3_get_sort(z, v));
  for (unsigned i = 0; i < n; i++) {
    if (Z3_get_ast_kind(z, parts[i]) != Z3_APP_AST)
      return v;
    Z3_app app = Z3_to_app(z, parts[i]);
    Z3_func_decl d = Z3_get_app_decl(z, app);
    if (Z3_get_decl_kind(z, d) != Z3_OP_EXTRACT)
      return v;
    Z3_ast of = Z3_get_app_arg(z, app, 0);
    unsigned hi = (unsigned)Z3_get_decl_int_parameter(z, d, 0);
    unsigned lo = (unsigned)Z3_get_decl_int_parameter(z, d, 1);
    if ((whole && of != whole) || hi + 1 != next)
      return v;
    whole = of;
    next = lo;
  }
  return next == 0 && Z3_get_bv_sort_size(z, Z3_get_sort(z, whole)) ==
                          Z3_get_bv_sort_size(z, Z3_get_sort(z, v))
             ? whole
             : v;
}

/* The counting sum of operand t: S when t is F(S), ite(c, sum(x), sum(y)) when t is
 * ite(c, x, y) (a phi merged: applying h commutes with the choice), h(t) otherwise. Depth
 * bounds the walk on deep merges; past it h(t) stands, which the axiom still relates. */
static Z3_ast leaf_sum(sx_exec *ex, Z3_ast t, const char *fname, const char *hname,
                       unsigned depth) {
  Z3_context z = ex->z;
  t = unbytes(z, t);
  Z3_ast s = chain_sum(z, t, fname);
  if (s)
    return s;
  if (depth > 0 && Z3_get_ast_kind(z, t) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(z, t);
    if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_ITE)
      return Z3_mk_ite(z, Z3_get_app_arg(z, app, 0),
                       leaf_sum(ex, Z3_get_app_arg(z, app, 1), fname, hname, depth - 1),
                       leaf_sum(ex, Z3_get_app_arg(z, app, 2), fname, hname, depth - 1));
  }
  return sx_ufn(ex, hname, 1, &t, SUM_BITS);
}

Z3_ast sx_fp_reassoc(sx_exec *ex, const char *opname, Z3_ast a, Z3_ast b, unsigned width) {
  Z3_context z = ex->z;
  char *fname = rlv_strf("%s.reassoc", opname);
  char *hname = rlv_strf("%s.reassoc.leaf", opname);
  Z3_ast sum = Z3_mk_bvadd(z, leaf_sum(ex, a, fname, hname, MERGE_DEPTH),
                           leaf_sum(ex, b, fname, hname, MERGE_DEPTH));
  Z3_ast r = sx_ufn(ex, fname, 1, &sum, width);
  /* h(F(s)) = s: a chain's result used as a leaf of a longer chain counts as its own
   * leaves, however it got there (through memory, a phi, a select): flattening the term
   * above only catches what it can see */
  Z3_ast leaf_of_r = sx_ufn(ex, hname, 1, &r, SUM_BITS);
  ex->axioms = sx_and2(z, ex->axioms, Z3_mk_eq(z, leaf_of_r, sum));
  free(fname);
  free(hname);
  ex->used_uf = true;
  if (ex->replay)
    ex->used_opaque_uf = true;
  return r;
}
