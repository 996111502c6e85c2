/* The decision tree of a join: the states reaching one point, arranged by the branch
 * conditions that separate them.
 *
 * A join's value is a choice among its incoming states' values by their path conditions.
 * Written as a chain, ite(pc1, v1, ite(pc2, v2, v3)), it depends on the order the states
 * arrive in and repeats every condition: a branch on c0 then c1 merges as
 * ite(!c0 & !c1, C, ite(!c0 & c1, B, A)), where a select of the same values is
 * ite(c0, A, ite(c1, B, C)), so the two sides of a lowering that turned one into the other
 * only agree through the solver. When the path conditions are conjunctions that split on
 * branch conditions (each state's condition holds the condition or its negation at every
 * split), the join is that tree instead: ite(c0, A, ite(c1, B, C)). It is the same value in
 * every execution that reaches the join (exactly one incoming condition holds there); where
 * the conditions do not split so, the chain stands. */
#include <stdlib.h>

#include "model/util.h"
#include "smt/smt.h"

/* The most conjuncts of one path condition looked at. */
#define MAX_CONJUNCTS 64

typedef struct conjuncts {
  Z3_ast at[MAX_CONJUNCTS];
  unsigned n;
} conjuncts;

/* The conjuncts of pc (nested ands taken apart); false past MAX_CONJUNCTS. */
static bool split_and(Z3_context z, Z3_ast pc, conjuncts *out) {
  if (sx_is_app_of(z, pc, Z3_OP_AND)) {
    Z3_app app = Z3_to_app(z, pc);
    for (unsigned i = 0; i < Z3_get_app_num_args(z, app); i++)
      if (!split_and(z, Z3_get_app_arg(z, app, i), out))
        return false;
    return true;
  }
  if (sx_is_true(z, pc))
    return true;
  if (out->n == MAX_CONJUNCTS)
    return false;
  out->at[out->n++] = pc;
  return true;
}

static bool has(const conjuncts *c, Z3_ast t) {
  for (unsigned i = 0; i < c->n; i++)
    if (c->at[i] == t)
      return true;
  return false;
}

static void drop(conjuncts *c, Z3_ast t) {
  for (unsigned i = 0; i < c->n; i++)
    if (c->at[i] == t)
      c->at[i--] = c->at[--c->n];
}

/* The tree over members idx[0..n) (their conjuncts in cj), or NULL when they do not split. */
static sx_merge_tree *build(sx_exec *ex, conjuncts *cj, size_t *idx, size_t n, unsigned depth) {
  Z3_context z = ex->z;
  sx_merge_tree *t = sx_alloc(ex->arena, sizeof *t);
  if (n == 1) {
    t->leaf = idx[0];
    return t;
  }
  if (depth == 0)
    return NULL;
  /* what every member holds says nothing about which one it is */
  for (unsigned i = 0; i < cj[idx[0]].n; i++) {
    Z3_ast c = cj[idx[0]].at[i];
    bool common = true;
    for (size_t m = 1; m < n && common; m++)
      common = has(&cj[idx[m]], c);
    if (common) {
      for (size_t m = 0; m < n; m++)
        drop(&cj[idx[m]], c);
      i = (unsigned)-1;
    }
  }
  /* the branch: a condition every member holds or holds the negation of (the one of
   * smallest term id, so that both sides pick the same whatever the order of the states) */
  Z3_ast atom = NULL, neg = NULL;
  for (unsigned i = 0; i < cj[idx[0]].n; i++) {
    Z3_ast lit = cj[idx[0]].at[i];
    Z3_ast a = sx_is_app_of(z, lit, Z3_OP_NOT) ? Z3_get_app_arg(z, Z3_to_app(z, lit), 0) : lit;
    Z3_ast na = Z3_mk_not(z, a);
    bool splits = true;
    for (size_t m = 0; m < n && splits; m++)
      splits = has(&cj[idx[m]], a) != has(&cj[idx[m]], na);
    if (splits && (!atom || Z3_get_ast_id(z, a) < Z3_get_ast_id(z, atom))) {
      atom = a;
      neg = na;
    }
  }
  if (!atom)
    return NULL;
  /* every member holds exactly one of atom and its negation, and some hold each (a
   * literal they all hold was dropped above as common): idx is split in place, those that
   * hold it first (the order within idx does not change the tree) */
  size_t ny = 0;
  for (size_t m = 0; m < n; m++) {
    conjuncts *c = &cj[idx[m]];
    bool holds = has(c, atom);
    drop(c, holds ? atom : neg);
    if (holds) {
      size_t first = idx[ny];
      idx[ny++] = idx[m];
      idx[m] = first;
    }
  }
  t->leaf = (size_t)-1;
  t->cond = atom;
  t->if_true = build(ex, cj, idx, ny, depth - 1);
  t->if_false = t->if_true ? build(ex, cj, idx + ny, n - ny, depth - 1) : NULL;
  return t->if_false ? t : NULL;
}

sx_merge_tree *sx_merge_tree_of(sx_exec *ex, sx_state **in, size_t n) {
  conjuncts *cj = rlv_xcalloc(n, sizeof *cj);
  size_t *idx = rlv_xmalloc(n * sizeof *idx);
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++) {
    ok = split_and(ex->z, in[i]->pc, &cj[i]);
    idx[i] = i;
  }
  sx_merge_tree *t = ok ? build(ex, cj, idx, n, MAX_CONJUNCTS) : NULL;
  free(idx);
  free(cj);
  return t;
}

Z3_ast sx_merge_tree_ast(sx_exec *ex, const sx_merge_tree *t, const Z3_ast *vals) {
  if (t->leaf != (size_t)-1)
    return vals[t->leaf];
  return sx_ite(ex->z, t->cond, sx_merge_tree_ast(ex, t->if_true, vals),
                sx_merge_tree_ast(ex, t->if_false, vals));
}

sval *sx_merge_tree_sval(sx_exec *ex, const sx_merge_tree *t, sval *const *vals) {
  if (t->leaf != (size_t)-1)
    return vals[t->leaf];
  return sv_ite(ex, t->cond, sx_merge_tree_sval(ex, t->if_true, vals),
                sx_merge_tree_sval(ex, t->if_false, vals));
}
