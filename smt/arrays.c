/* Array elimination. Memory is built as Z3 store chains (and ites of them, where paths
 * merge), but every array is only ever read at single indices: a load inside the function,
 * or the witness of the query. Rewriting select(store(a, i, v), w) to
 * ite(i = w, v, select(a, w)) (and a lambda's read to its body at w) down to the initial
 * contents, and those to uninterpreted functions, leaves a query over bit-vectors and
 * functions that the SMT core decides an order of magnitude faster than the array theory
 * does. Read-over-write is exact, so the
 * rewritten query is equivalent. A budget bounds the rewriting (a long memcpy reads a long
 * store chain many times); past it the query keeps its arrays. */
#include <stdio.h>
#include <stdlib.h>

#include "model/util.h"
#include "smt/query.h"
#include "smt/smt.h"

static Z3_ast rw(rlv_prover *p, Z3_ast t, unsigned depth, bool *ok);

/* The initial contents of an array as a function of the index. */
static Z3_ast base_read(rlv_prover *p, Z3_ast a, Z3_ast w, bool *ok) {
  Z3_context z = p->z;
  if (Z3_get_ast_kind(z, a) != Z3_APP_AST) {
    *ok = false;
    return a;
  }
  Z3_app app = Z3_to_app(z, a);
  Z3_func_decl d = Z3_get_app_decl(z, app);
  if (Z3_get_decl_kind(z, d) != Z3_OP_UNINTERPRETED || Z3_get_app_num_args(z, app) != 0) {
    *ok = false;
    return a;
  }
  Z3_sort s = Z3_get_sort(z, a);
  Z3_sort dom = Z3_get_array_sort_domain(z, s), rng = Z3_get_array_sort_range(z, s);
  Z3_symbol sym = Z3_get_decl_name(z, d);
  char name[160];
  snprintf(name, sizeof name, "%s.fn",
           Z3_get_symbol_kind(z, sym) == Z3_STRING_SYMBOL ? Z3_get_symbol_string(z, sym) : "array");
  Z3_func_decl f = Z3_mk_func_decl(z, Z3_mk_string_symbol(z, name), 1, &dom, rng);
  return Z3_mk_app(z, f, 1, &w);
}

/* Whether a lambda's body is ite(c, select(x, #0), select(y, #0)), exec.c's barrier memory,
 * whose arrays x and y are closed (the memory before the barrier, a fresh array): then only
 * c needs the index substituted, not the whole memory x or y holds. */
static bool choice_of_reads(Z3_context z, Z3_ast body, Z3_ast arm[2]) {
  if (!sx_is_app_of(z, body, Z3_OP_ITE))
    return false;
  Z3_app ite = Z3_to_app(z, body);
  for (unsigned k = 0; k < 2; k++) {
    Z3_ast sel = Z3_get_app_arg(z, ite, k + 1);
    if (!sx_is_app_of(z, sel, Z3_OP_SELECT) || Z3_get_app_num_args(z, Z3_to_app(z, sel)) != 2)
      return false;
    Z3_ast i = Z3_get_app_arg(z, Z3_to_app(z, sel), 1);
    if (Z3_get_ast_kind(z, i) != Z3_VAR_AST || Z3_get_index_value(z, i) != 0)
      return false;
    arm[k] = Z3_get_app_arg(z, Z3_to_app(z, sel), 0);
  }
  return true;
}

/* select(a, w) with a's stores and ites pushed out; w is already rewritten. */
static Z3_ast read_at(rlv_prover *p, Z3_ast a, Z3_ast w, unsigned depth, bool *ok) {
  Z3_context z = p->z;
  if (!*ok)
    return a;
  if (depth > SX_RW_DEPTH || ++p->rw_nodes > SX_RW_BUDGET || !sx_prover_spend(p, 1)) {
    *ok = false;
    return a;
  }
  Z3_ast key = Z3_mk_select(z, a, w); /* hash-consed: one key per (array, index) */
  uintptr_t got;
  if (rlv_ptrmap_get(&p->rw_memo, key, &got))
    return (Z3_ast)got;
  /* walk the store chain iteratively; recursion only at ites */
  Z3_ast idx[64], val[64];
  unsigned n = 0;
  Z3_ast cur = a, r;
  while (n < 64 && sx_is_app_of(z, cur, Z3_OP_STORE)) {
    Z3_app app = Z3_to_app(z, cur);
    idx[n] = rw(p, Z3_get_app_arg(z, app, 1), depth + 1, ok);
    val[n++] = rw(p, Z3_get_app_arg(z, app, 2), depth + 1, ok);
    cur = Z3_get_app_arg(z, app, 0);
  }
  /* each store passed makes an ite: a long chain read many times is what costs */
  p->rw_nodes += n;
  if (!*ok || p->rw_nodes > SX_RW_BUDGET || !sx_prover_spend(p, n)) {
    *ok = false;
    return a;
  }
  if (n == 64) {
    r = read_at(p, cur, w, depth + 1, ok);
  } else if (sx_is_app_of(z, cur, Z3_OP_ITE)) {
    Z3_app app = Z3_to_app(z, cur);
    Z3_ast c = rw(p, Z3_get_app_arg(z, app, 0), depth + 1, ok);
    Z3_ast x = read_at(p, Z3_get_app_arg(z, app, 1), w, depth + 1, ok);
    Z3_ast y = read_at(p, Z3_get_app_arg(z, app, 2), w, depth + 1, ok);
    if (!*ok)
      return a; /* x or y is an array left unread: no ite of mixed sorts */
    r = sx_ite(z, c, x, y);
  } else if (sx_is_app_of(z, cur, Z3_OP_CONST_ARRAY)) {
    r = rw(p, Z3_get_app_arg(z, Z3_to_app(z, cur), 0), depth + 1, ok);
  } else if (Z3_get_ast_kind(z, cur) == Z3_QUANTIFIER_AST && Z3_is_lambda(z, cur)) {
    /* a barrier's partly fresh memory (exec.c): the body at w */
    Z3_ast body = Z3_get_quantifier_body(z, cur), arm[2];
    if (choice_of_reads(z, body, arm)) {
      Z3_ast c = rw(p, Z3_substitute_vars(z, Z3_get_app_arg(z, Z3_to_app(z, body), 0), 1, &w),
                    depth + 1, ok);
      Z3_ast x = read_at(p, arm[0], w, depth + 1, ok);
      Z3_ast y = read_at(p, arm[1], w, depth + 1, ok);
      if (!*ok)
        return a;
      r = sx_ite(z, c, x, y);
    } else {
      r = rw(p, Z3_substitute_vars(z, body, 1, &w), depth + 1, ok);
    }
  } else {
    r = base_read(p, cur, w, ok);
  }
  if (!*ok)
    return a;
  for (unsigned k = n; k-- > 0;) {
    Z3_ast eq = sx_eq(z, idx[k], w);
    if (Z3_get_ast_kind(z, idx[k]) == Z3_NUMERAL_AST && Z3_get_ast_kind(z, w) == Z3_NUMERAL_AST)
      eq = idx[k] == w ? sx_true(z) : sx_false(z);
    r = sx_ite(z, eq, val[k], r);
  }
  rlv_ptrmap_put(&p->rw_memo, key, (uintptr_t)r);
  return r;
}

/* `t` with every array read pushed down to the initial contents. */
static Z3_ast rw(rlv_prover *p, Z3_ast t, unsigned depth, bool *ok) {
  Z3_context z = p->z;
  if (!*ok || Z3_get_ast_kind(z, t) != Z3_APP_AST)
    return t;
  Z3_app app = Z3_to_app(z, t);
  unsigned n = Z3_get_app_num_args(z, app);
  if (!n)
    return t;
  uintptr_t got;
  if (rlv_ptrmap_get(&p->rw_memo, t, &got))
    return (Z3_ast)got;
  if (depth > SX_RW_DEPTH || ++p->rw_nodes > SX_RW_BUDGET || !sx_prover_spend(p, 1)) {
    *ok = false;
    return t;
  }
  Z3_func_decl d = Z3_get_app_decl(z, app);
  Z3_ast r;
  if (Z3_get_decl_kind(z, d) == Z3_OP_SELECT && n == 2) {
    Z3_ast w = rw(p, Z3_get_app_arg(z, app, 1), depth + 1, ok);
    r = read_at(p, Z3_get_app_arg(z, app, 0), w, depth + 1, ok);
  } else {
    Z3_ast small[8], *args = n <= 8 ? small : rlv_xcalloc(n, sizeof *args);
    bool changed = false;
    for (unsigned i = 0; i < n && *ok; i++) {
      args[i] = rw(p, Z3_get_app_arg(z, app, i), depth + 1, ok);
      changed = changed || args[i] != Z3_get_app_arg(z, app, i);
    }
    r = changed && *ok ? Z3_mk_app(z, d, n, args) : t;
    if (args != small)
      free(args);
  }
  if (!*ok)
    return t;
  rlv_ptrmap_put(&p->rw_memo, t, (uintptr_t)r);
  return r;
}

Z3_ast sx_elim_arrays(rlv_prover *p, Z3_ast t, bool *ok) {
  *ok = true;
  Z3_ast r = rw(p, t, 0, ok);
  return *ok ? r : t;
}

