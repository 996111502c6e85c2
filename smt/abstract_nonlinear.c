/* Nonlinear bit-vector arithmetic abstracted: each distinct unsigned division, remainder, and
 * product of two or more non-numeral factors a free value of its width, a division bounded
 * where its divisor is a nonzero numeral (x urem c < c, x udiv c <= max / c). An
 * over-approximation: a model of the query extends to one of the abstraction (the free values
 * set to the true results, which keep the bounds), so an unsatisfiable abstraction proves the
 * query unsatisfiable. A satisfiable one proves nothing. */
#include "smt/query.h"

/* Past this many distinct operations the attempt is not worth its walk. */
#define MAX_OPERATIONS 64

typedef struct abstraction {
  rlv_prover *p;
  Z3_ast from[MAX_OPERATIONS], to[MAX_OPERATIONS];
  unsigned n;
  bool too_many; /* more than MAX_OPERATIONS: not abstracted */
  Z3_ast bounds; /* the conjunction of the free values' bounds */
} abstraction;

typedef enum op_kind { OP_LINEAR, OP_REMAINDER, OP_QUOTIENT, OP_PRODUCT } op_kind;

/* What t is among the operations abstracted; OP_LINEAR for every other term. */
static op_kind nonlinear_kind(Z3_context z, Z3_ast t) {
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return OP_LINEAR;
  Z3_app app = Z3_to_app(z, t);
  switch (Z3_get_decl_kind(z, Z3_get_app_decl(z, app))) {
  case Z3_OP_BUREM:
  case Z3_OP_BUREM_I:
    return OP_REMAINDER;
  case Z3_OP_BUDIV:
  case Z3_OP_BUDIV_I:
    return OP_QUOTIENT;
  case Z3_OP_BMUL: {
    /* a product by a numeral is a sum of shifts the solver handles well */
    unsigned n = Z3_get_app_num_args(z, app), free_factors = 0;
    for (unsigned i = 0; i < n; i++)
      free_factors += Z3_get_ast_kind(z, Z3_get_app_arg(z, app, i)) != Z3_NUMERAL_AST;
    return free_factors >= 2 ? OP_PRODUCT : OP_LINEAR;
  }
  default:
    return OP_LINEAR;
  }
}

/* The free value standing for operation t, and a division's bound. False when there are too
 * many. */
static bool add_operation(abstraction *d, Z3_ast t, op_kind kind) {
  Z3_context z = d->p->z;
  if (d->n == MAX_OPERATIONS) {
    d->too_many = true;
    return false;
  }
  Z3_sort sort = Z3_get_sort(z, t);
  Z3_ast v = Z3_mk_fresh_const(z,
                               kind == OP_REMAINDER  ? "rlv.urem"
                               : kind == OP_QUOTIENT ? "rlv.udiv"
                                                     : "rlv.mul",
                               sort);
  d->from[d->n] = t;
  d->to[d->n++] = v;
  if (kind == OP_PRODUCT)
    return true;
  uint64_t c;
  unsigned w = Z3_get_bv_sort_size(z, sort);
  Z3_ast divisor = Z3_get_app_arg(z, Z3_to_app(z, t), 1);
  /* the query is simplified: a constant divisor is a numeral */
  if (w > 64 || Z3_get_ast_kind(z, divisor) != Z3_NUMERAL_AST ||
      !Z3_get_numeral_uint64(z, divisor, &c) || c == 0)
    return true;
  uint64_t max = w == 64 ? UINT64_MAX : (1ull << w) - 1;
  Z3_ast bound =
      kind == OP_REMAINDER ? Z3_mk_bvult(z, v, divisor) : Z3_mk_bvule(z, v, sx_bv(z, max / c, w));
  d->bounds = sx_and2(z, d->bounds, bound);
  return true;
}

/* Every distinct operation to abstract reachable from the roots. Not under a binder: a term
 * with a bound variable is no one value a free constant could take. */
static sx_walk_step collect(void *ctx, Z3_ast t) {
  abstraction *d = ctx;
  Z3_context z = d->p->z;
  if (Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return SX_WALK_SKIP;
  op_kind kind = nonlinear_kind(z, t);
  if (kind != OP_LINEAR && !add_operation(d, t, kind))
    return SX_WALK_STOP;
  return SX_WALK_DESCEND;
}

bool sx_abstract_nonlinear(rlv_prover *p, Z3_ast assume, Z3_ast any, Z3_ast *abs_assume,
                           Z3_ast *abs_any) {
  Z3_context z = p->z;
  abstraction d = {.p = p, .n = 0, .too_many = false, .bounds = sx_true(z)};
  Z3_ast roots[2] = {assume, any};
  sx_dag_walk(p, roots, 2, collect, &d);
  if (d.n == 0 || d.too_many)
    return false;
  /* an operation nested in another's operands goes with the outer one */
  *abs_assume = sx_and2(z, Z3_substitute(z, assume, d.n, d.from, d.to), d.bounds);
  *abs_any = Z3_substitute(z, any, d.n, d.from, d.to);
  return *abs_assume && *abs_any;
}
