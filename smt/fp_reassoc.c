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
 * sides' terms identical in the common case. An operand merged from paths (a phi of partial
 * sums or of leaves, a local written on each path, a select) is taken apart: the step is
 * distributed over the merge, ite(c, F(s1), F(s2)), with each sum simplified (flattened, equal
 * leaves counted; Z3's rewriter keeps the order of a sum's terms, it does not sort them), so
 * that two sides that regroup the same leaves in the same order, or apply the step before and
 * after the merge, build the same terms and no solver is asked; another order of the same
 * leaves is equal for the solver, through the sum's commutativity. A leaf is an operand
 * that is not itself a reassociable application of the same operation, type and flags (LLVM
 * reassociates only across instructions that all carry the flag). This is weaker than real
 * arithmetic (no distribution, no cancellation): a transformation that needs more ends `unknown`,
 * never proved. Under replay the same function stands (IEEE bits would call a legal regrouping a
 * miscompile), and it is opaque: a replayed difference that rests on it is not a refutation. */
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

/* Whether t (through byte reassembly and merges, `depth` deep) holds a result of the chain
 * `fname`: only such a merge is taken apart inside a sum (leaf_sum), or when it is a
 * bounds-checked load (leaf_alts). */
static bool holds_chain(Z3_context z, Z3_ast t, const char *fname, unsigned depth) {
  t = sx_whole_of_bytes(z, t);
  if (chain_sum(z, t, fname))
    return true;
  if (depth == 0 || !sx_is_app_of(z, t, Z3_OP_ITE))
    return false;
  Z3_app app = Z3_to_app(z, t);
  return holds_chain(z, Z3_get_app_arg(z, app, 1), fname, depth - 1) ||
         holds_chain(z, Z3_get_app_arg(z, app, 2), fname, depth - 1);
}

/* The counting sum of operand t: S when t is F(S), ite(c, sum(x), sum(y)) when t is
 * ite(c, x, y) (a phi merged: applying h commutes with the choice), h(t) otherwise. Depth
 * bounds the walk on deep merges; past it h(t) stands, which the axiom still relates. */
static Z3_ast leaf_sum(sx_exec *ex, Z3_ast t, const char *fname, const char *hname,
                       unsigned depth) {
  Z3_context z = ex->z;
  t = sx_whole_of_bytes(z, t);
  Z3_ast s = chain_sum(z, t, fname);
  if (s)
    return s;
  if (depth > 0 && Z3_get_ast_kind(z, t) == Z3_APP_AST && holds_chain(z, t, fname, depth)) {
    Z3_app app = Z3_to_app(z, t);
    if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_ITE)
      return Z3_mk_ite(z, Z3_get_app_arg(z, app, 0),
                       leaf_sum(ex, Z3_get_app_arg(z, app, 1), fname, hname, depth - 1),
                       leaf_sum(ex, Z3_get_app_arg(z, app, 2), fname, hname, depth - 1));
  }
  return sx_ufn(ex, hname, 1, &t, SUM_BITS);
}

/* One way an operand's value may have come: under `cond`, the counting sum `sum`. */
typedef struct alt {
  Z3_ast cond, sum;
} alt;

/* How many alternatives a chain step distributes over (operand a's times operand b's); past
 * it the merge stays inside one sum (leaf_sum), which the solver must then take apart. */
#define MAX_ALTS 16

/* The alternatives of operand t under `cond`, appended to out[*n]: one per path of its
 * merges (ite) down to a chain's result or a leaf. A merge of leaves is taken apart too:
 * LLVM sinks an operation that two branches share below their merge (SimplifyCFG, InstCombine
 * on a select), so one side's ite(c, F(s + h(x)), F(s + h(y))) is the other's
 * F(s + h(ite(c, x, y))) (42_lib_select_helpers' select of three buffers: 130-170 ms of
 * solving to 15-25 in all). A bounds-checked load, ite(in, value, 0), stays one leaf: it is the
 * same term on both sides, and taking it apart only multiplies the alternatives
 * (10_resource_arrays: twice the solver's time). False past MAX_ALTS. */
static bool leaf_alts(sx_exec *ex, Z3_ast t, Z3_ast cond, const char *fname, const char *hname,
                      unsigned depth, alt *out, unsigned *n) {
  Z3_context z = ex->z;
  t = sx_whole_of_bytes(z, t);
  if (depth > 0 && sx_is_app_of(z, t, Z3_OP_ITE) &&
      (!sx_is_bounds_checked(z, t) || holds_chain(z, t, fname, depth))) {
    Z3_app app = Z3_to_app(z, t);
    Z3_ast c = Z3_get_app_arg(z, app, 0);
    return leaf_alts(ex, Z3_get_app_arg(z, app, 1), sx_and2(z, cond, c), fname, hname, depth - 1,
                     out, n) &&
           leaf_alts(ex, Z3_get_app_arg(z, app, 2), sx_and2(z, cond, sx_not(z, c)), fname, hname,
                     depth - 1, out, n);
  }
  if (*n == MAX_ALTS)
    return false;
  Z3_ast sum = chain_sum(z, t, fname);
  out[(*n)++] = (alt){cond, sum ? sum : sx_ufn(ex, hname, 1, &t, SUM_BITS)};
  return true;
}

/* F(sum), with its fact h(F(sum)) = sum: a chain's result used as a leaf of a longer chain
 * counts as its own leaves, however it got there (memory, a phi, a select), where the
 * flattening above cannot see it. */
static Z3_ast chain_result(sx_exec *ex, const char *fname, const char *hname, Z3_ast sum,
                           unsigned width) {
  Z3_context z = ex->z;
  Z3_ast r = sx_ufn(ex, fname, 1, &sum, width);
  Z3_ast leaf_of_r = sx_ufn(ex, hname, 1, &r, SUM_BITS);
  ex->axioms = sx_and2(z, ex->axioms, Z3_mk_eq(z, leaf_of_r, sum));
  return r;
}

/* The result distributed over the operands' merges: ite(c1, F(s1), ite(c2, F(s2), ...)),
 * each sum simplified (flattened in order, equal leaves counted), so that two sides that
 * merged the same leaves in another grouping build the same terms, which the query then drops
 * without asking the solver (a sum of merges would have it bit-blast 64-bit adders). NULL
 * when there are more than MAX_ALTS alternatives. */
static Z3_ast distributed(sx_exec *ex, const char *fname, const char *hname, Z3_ast a, Z3_ast b,
                          unsigned width) {
  Z3_context z = ex->z;
  alt as[MAX_ALTS], bs[MAX_ALTS];
  unsigned na = 0, nb = 0;
  if (!leaf_alts(ex, a, sx_true(z), fname, hname, MERGE_DEPTH, as, &na) ||
      !leaf_alts(ex, b, sx_true(z), fname, hname, MERGE_DEPTH, bs, &nb) || na * nb > MAX_ALTS)
    return NULL;
  Z3_ast r = NULL;
  for (unsigned k = na * nb; k-- > 0;) {
    const alt *x = &as[k / nb], *y = &bs[k % nb];
    Z3_ast sum = sx_simplify(ex->p, Z3_mk_bvadd(z, x->sum, y->sum));
    Z3_ast f = chain_result(ex, fname, hname, sum, width);
    r = r ? sx_ite(z, sx_and2(z, x->cond, y->cond), f, r) : f;
  }
  return r;
}

Z3_ast sx_fp_reassoc(sx_exec *ex, const char *opname, Z3_ast a, Z3_ast b, unsigned width) {
  Z3_context z = ex->z;
  char *fname = rlv_strf("%s.reassoc", opname);
  char *hname = rlv_strf("%s.reassoc.leaf", opname);
  Z3_ast r = distributed(ex, fname, hname, a, b, width);
  if (!r)
    r = chain_result(ex, fname, hname,
                     Z3_mk_bvadd(z, leaf_sum(ex, a, fname, hname, MERGE_DEPTH),
                                 leaf_sum(ex, b, fname, hname, MERGE_DEPTH)),
                     width);
  free(fname);
  free(hname);
  ex->used_uf = true;
  if (ex->replay)
    ex->used_opaque_uf = true;
  return r;
}
