/* The Z3 context: one per prover, an error handler that never aborts, term helpers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

/* The prover whose context this thread is using. Z3 4.8's error handler is given the
 * context but no user data, so this is how it finds where to record the error; it is
 * thread-local and set only while a public prover call runs (sx_prover_enter). */
static _Thread_local rlv_prover *tl_prover;

rlv_prover *sx_prover_enter(rlv_prover *p) {
  rlv_prover *prev = tl_prover;
  tl_prover = p;
  return prev;
}

/* Z3 calls this on any error (a sort mismatch, an invalid argument, running out of memory)
 * and then returns NULL or a default from the call that failed; its default handler would
 * exit the process. The first error of a function is kept: that function is unknown
 * (sx_budget_failure), never proved or refuted on terms Z3 did not build. */
static void on_z3_error(Z3_context c, Z3_error_code e) {
  rlv_prover *p = tl_prover;
  if (!p || p->z != c || p->z3_error != Z3_OK)
    return;
  p->z3_error = e;
  snprintf(p->z3_message, sizeof p->z3_message, "Z3 error: %s", Z3_get_error_msg(c, e));
  if (e == Z3_MEMOUT_FAIL || e == Z3_EXCEPTION)
    p->z3_reset = true;
}

/* Creates the solver and runs one small query shaped like the prover's (a witness of
 * resource, element and lane; an initial memory function of their concatenation; a format
 * function; a length; two bounds-checked reads compared), simplified, solved and its model
 * evaluated: Z3 builds its theory plugins, rewriter tables and bit-blasting caches on first
 * use, a cost of the process, not of the first function proved. A smaller query (one 8-bit
 * function) left 1 to 1.5 ms of it to the first query of each process, so a function's time
 * depended on its place in the file (measured, interleaved, best of 5: the bench's 73 small
 * prove pairs, median 4.7 to 3.2 ms; the whole process's wall time the same within noise).
 * The solver's state after it differs, so models (counterexamples) may too; they are the
 * query's own either way. */
static void warm_up(rlv_prover *p) {
  Z3_context z = p->z;
  Z3_solver s = sx_shared_solver(p, 0);
  Z3_sort b2 = Z3_mk_bv_sort(z, 2), b32 = Z3_mk_bv_sort(z, 32), b66 = Z3_mk_bv_sort(z, 66);
  Z3_sort b100 = Z3_mk_bv_sort(z, 100), enc_dom[2] = {b66, b32};
  Z3_func_decl init = sx_func(z, "warm.init", 1, &b100, b32);
  Z3_func_decl enc = sx_func(z, "warm.enc", 2, enc_dom, b32);
  Z3_func_decl length = sx_func(z, "warm.length", 1, &b66, b32);
  Z3_ast rid = sx_const(z, "warm.rid", b66), elem = sx_const(z, "warm.elem", b32);
  Z3_ast lane = sx_const(z, "warm.lane", b2), x = sx_const(z, "warm.x", b32);
  Z3_ast poison = sx_const(z, "warm.poison", Z3_mk_bool_sort(z));
  Z3_ast res = Z3_mk_unsigned_int64(z, 1, b66);
  Z3_ast in = Z3_mk_bvult(z, x, Z3_mk_app(z, length, 1, &res));
  Z3_ast key = Z3_mk_concat(z, rid, Z3_mk_concat(z, elem, lane));
  Z3_ast held = Z3_mk_app(z, init, 1, &key);
  Z3_ast at1[4] = {in, Z3_mk_eq(z, rid, res), Z3_mk_eq(z, lane, Z3_mk_unsigned_int64(z, 1, b2)),
                   Z3_mk_eq(z, x, elem)};
  Z3_ast at2[4] = {in, at1[1], Z3_mk_eq(z, lane, Z3_mk_unsigned_int64(z, 2, b2)), at1[3]};
  Z3_ast w1[2] = {res, x}, w2[2] = {res, Z3_mk_bvadd(z, x, Z3_mk_unsigned_int64(z, 1, b32))};
  Z3_ast v1 = Z3_mk_ite(z, Z3_mk_and(z, 4, at1), Z3_mk_app(z, enc, 2, w1), held);
  Z3_ast v2 = Z3_mk_ite(z, Z3_mk_and(z, 4, at2), Z3_mk_app(z, enc, 2, w2), held);
  Z3_ast differs[2] = {poison, Z3_mk_not(z, Z3_mk_eq(z, v1, v2))};
  Z3_solver_push(z, s);
  Z3_solver_assert(z, s, Z3_mk_not(z, poison));
  Z3_solver_assert(z, s, Z3_simplify(z, Z3_mk_or(z, 2, differs)));
  if (Z3_solver_check(z, s) == Z3_L_TRUE) {
    Z3_model m = Z3_solver_get_model(z, s);
    Z3_model_inc_ref(z, m);
    Z3_ast value;
    Z3_model_eval(z, m, v1, true, &value);
    Z3_model_dec_ref(z, m);
  }
  Z3_solver_pop(z, s, 1);
}

/* Z3 resource units a millisecond of solving takes, about (the SMT core and the Ackermann
 * engine do 2,000 to 5,000 a millisecond on the corpus and the fuzzers' queries). */
#define RLIMIT_PER_MS 2000u

static void context_open(rlv_prover *p) {
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  p->z = Z3_mk_context(cfg);
  Z3_del_config(cfg);
  Z3_set_error_handler(p->z, on_z3_error);
  rlv_prover *prev = sx_prover_enter(p);
  warm_up(p);
  sx_prover_enter(prev);
}

static void context_close(rlv_prover *p) {
  if (p->solver)
    Z3_solver_dec_ref(p->z, p->solver);
  if (p->ackr)
    Z3_solver_dec_ref(p->z, p->ackr);
  p->solver = p->ackr = NULL;
  p->solver_rlimit = p->ackr_rlimit = 0;
  /* the maps hold terms of this context */
  rlv_ptrmap_free(&p->semantic);
  rlv_ptrmap_free(&p->rw_memo);
  rlv_ptrmap_free(&p->simplified);
  memset(p->numerals, 0, sizeof p->numerals);
  Z3_del_context(p->z);
  p->z = NULL;
  p->rlimit_seen = 0; /* a new context counts from zero */
}

rlv_prover *rlv_prover_create(const rlv_prove_options *options) {
  rlv_prover *p = rlv_xcalloc(1, sizeof *p);
  if (options)
    p->opt = *options;
  if (!p->opt.timeout_ms)
    p->opt.timeout_ms = 10000;
  /* The timeout becomes a budget of Z3 work, never a wall-clock limit: a verdict (and a
   * counterexample) must not depend on how loaded the machine is. Z3 4.8's own timer is
   * not used at all: its worker threads race and cancel checks that are not over, which
   * made counterexamples change from run to run. */
  if (!p->opt.rlimit)
    p->opt.rlimit = (uint64_t)p->opt.timeout_ms * RLIMIT_PER_MS;
  if (!p->opt.unroll)
    p->opt.unroll = 4;
  if (!p->opt.budget)
    p->opt.budget = RLV_DEFAULT_BUDGET;
  if (!p->opt.max_memory_mb)
    p->opt.max_memory_mb = RLV_DEFAULT_MAX_MEMORY_MB;
  if (!p->opt.file_budget)
    p->opt.file_budget = RLV_DEFAULT_FILE_BUDGET;
  /* Z3's own memory_max_size is not set: past it every Z3 call returns NULL, and Z3
   * crashes on the NULL the next call is given (seen in Z3_mk_ite). rlv's own checks
   * (sx_prover_spend) stop a function first. */
  context_open(p);
  sx_file_budget_begin(p);
  sx_budget_renew(p);
  return p;
}

void rlv_prover_free(rlv_prover *prover) {
  if (!prover)
    return;
  context_close(prover);
  free(prover);
}

/* A context holds every term it ever built (rlv does not reference-count them), so one
 * that serves many functions grows; past half the memory bound it is replaced between
 * functions, leaving the function the other half. Which functions share a context then
 * depends only on the input. */
void sx_budget_begin(rlv_prover *p) {
  uint64_t limit = (uint64_t)p->opt.max_memory_mb << 20;
  if (p->z3_reset || Z3_get_estimated_alloc_size() > limit / 2) {
    context_close(p);
    context_open(p);
  }
  p->z3_error = Z3_OK;
  p->z3_message[0] = 0;
  p->z3_reset = false;
  sx_budget_renew(p);
}

/* Takes `units` from an allowance, flagging it when they are more than it has left. */
static void draw(uint64_t *left, bool *exceeded, uint64_t units) {
  if (units > *left)
    *exceeded = true;
  *left = units >= *left ? 0 : *left - units;
}

/* How often (in work units) the memory Z3 holds is measured: the call takes a lock, and
 * memory grows by at most a few KB a unit. */
#define MEM_CHECK_UNITS 256u

bool sx_prover_spend(rlv_prover *p, uint64_t units) {
  draw(&p->work_left, &p->work_exceeded, units);
  draw(&p->file_left, &p->file_exceeded, units);
  p->work_since_mem_check += units;
  if (p->work_since_mem_check >= MEM_CHECK_UNITS) {
    p->work_since_mem_check = 0;
    if (sx_memory_exceeded(p))
      p->mem_exceeded = true;
  }
  return !sx_budget_failure(p);
}

void sx_file_budget_begin(rlv_prover *p) {
  p->file_left = p->opt.file_budget;
  p->file_exceeded = false;
}

/* Z3's "rlimit count" statistic is the context's cumulative count of resource units. */
void sx_charge_solver(rlv_prover *p, Z3_solver s) {
  Z3_context z = p->z;
  Z3_stats st = Z3_solver_get_statistics(z, s);
  Z3_stats_inc_ref(z, st);
  uint64_t count = p->rlimit_seen;
  for (unsigned i = 0, n = Z3_stats_size(z, st); i < n; i++)
    if (strcmp(Z3_stats_get_key(z, st, i), "rlimit count") == 0)
      count = Z3_stats_is_uint(z, st, i) ? Z3_stats_get_uint_value(z, st, i)
                                         : (uint64_t)Z3_stats_get_double_value(z, st, i);
  Z3_stats_dec_ref(z, st);
  uint64_t used = count > p->rlimit_seen ? count - p->rlimit_seen : 0;
  p->rlimit_seen = count;
  draw(&p->file_left, &p->file_exceeded, used);
}

void sx_budget_renew(rlv_prover *p) {
  p->work_left = p->opt.budget;
  p->work_exceeded = false;
  p->work_since_mem_check = 0;
  p->mem_exceeded = false;
}

size_t sx_max_query_terms(const rlv_prover *p) {
  uint64_t n = p->opt.budget / SX_WORK_PER_TERM;
  return (size_t)(n < SX_MIN_QUERY_TERMS ? SX_MIN_QUERY_TERMS : n);
}

bool sx_memory_exceeded(const rlv_prover *p) {
  return Z3_get_estimated_alloc_size() + p->arena_bytes > ((uint64_t)p->opt.max_memory_mb << 20);
}

const char *sx_budget_failure(rlv_prover *p) {
  if (p->z3_error != Z3_OK) {
    if (p->z3_error == Z3_MEMOUT_FAIL)
      return "Z3 ran out of memory";
    return p->z3_message[0] ? p->z3_message : "Z3 error";
  }
  if (p->file_exceeded)
    return "the file's budget ran out (set by --file-budget)";
  if (p->mem_exceeded)
    return "the memory budget ran out (set by --max-memory)";
  if (p->work_exceeded)
    return "the work budget ran out (symbolic execution steps, set by --budget)";
  return NULL;
}

Z3_sort sx_bv_sort(Z3_context z, unsigned width) { return Z3_mk_bv_sort(z, width); }

Z3_ast sx_bv(Z3_context z, uint64_t value, unsigned width) {
  rlv_prover *p = tl_prover; /* the cache of the prover whose call this is, if any */
  if (!p || p->z != z)
    return Z3_mk_unsigned_int64(z, value, Z3_mk_bv_sort(z, width));
  uint64_t h = (value ^ (value >> 29) ^ ((uint64_t)width << 40)) * 0x9E3779B97F4A7C15ull;
  struct sx_numeral *e = &p->numerals[h >> (64 - SX_NUMERAL_BITS)];
  if (e->term && e->value == value && e->width == width)
    return e->term;
  Z3_ast t = Z3_mk_unsigned_int64(z, value, Z3_mk_bv_sort(z, width));
  if (t) /* NULL after a Z3 error: not remembered */
    *e = (struct sx_numeral){value, width, t};
  return t;
}

Z3_ast sx_const(Z3_context z, const char *name, Z3_sort sort) {
  return Z3_mk_const(z, Z3_mk_string_symbol(z, name), sort);
}

Z3_ast sx_true(Z3_context z) { return Z3_mk_true(z); }
Z3_ast sx_false(Z3_context z) { return Z3_mk_false(z); }

/* The helpers below pass a NULL through without calling Z3: Z3 returns NULL from a call
 * that failed (the error is recorded, the function will be unknown) and crashes on a NULL
 * argument, so one failure must not become a crash before the executor sees the error. */
bool sx_is_true(Z3_context z, Z3_ast a) { return a && Z3_get_bool_value(z, a) == Z3_L_TRUE; }
bool sx_is_false(Z3_context z, Z3_ast a) { return a && Z3_get_bool_value(z, a) == Z3_L_FALSE; }

bool sx_is_app_of(Z3_context z, Z3_ast t, Z3_decl_kind k) {
  return Z3_get_ast_kind(z, t) == Z3_APP_AST &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, t))) == k;
}

Z3_ast sx_and2(Z3_context z, Z3_ast a, Z3_ast b) {
  if (!a || !b)
    return NULL;
  if (sx_is_true(z, a) || a == b)
    return b;
  if (sx_is_true(z, b))
    return a;
  if (sx_is_false(z, a) || sx_is_false(z, b))
    return sx_false(z);
  Z3_ast args[2] = {a, b};
  return Z3_mk_and(z, 2, args);
}

Z3_ast sx_or2(Z3_context z, Z3_ast a, Z3_ast b) {
  if (!a || !b)
    return NULL;
  if (sx_is_false(z, a) || a == b)
    return b;
  if (sx_is_false(z, b))
    return a;
  if (sx_is_true(z, a) || sx_is_true(z, b))
    return sx_true(z);
  Z3_ast args[2] = {a, b};
  return Z3_mk_or(z, 2, args);
}

Z3_ast sx_not(Z3_context z, Z3_ast a) {
  if (!a)
    return NULL;
  if (sx_is_true(z, a))
    return sx_false(z);
  if (sx_is_false(z, a))
    return sx_true(z);
  return Z3_mk_not(z, a);
}

Z3_ast sx_ite(Z3_context z, Z3_ast c, Z3_ast a, Z3_ast b) {
  if (!c || !a || !b)
    return NULL;
  if (a == b || sx_is_true(z, c))
    return a;
  if (sx_is_false(z, c))
    return b;
  return Z3_mk_ite(z, c, a, b);
}

Z3_ast sx_eq(Z3_context z, Z3_ast a, Z3_ast b) {
  if (!a || !b)
    return NULL;
  if (a == b)
    return sx_true(z);
  return Z3_mk_eq(z, a, b);
}

Z3_ast sx_simplify(rlv_prover *p, Z3_ast t) {
  uintptr_t v;
  if (rlv_ptrmap_get(&p->simplified, t, &v))
    return (Z3_ast)v;
  Z3_ast r = Z3_simplify(p->z, t);
  if (r) /* NULL after a Z3 error: not remembered */
    rlv_ptrmap_put(&p->simplified, t, (uintptr_t)r);
  return r;
}

bool sx_const_u64(Z3_context z, Z3_ast a, uint64_t *out) {
  if (!a)
    return false;
  if (Z3_get_ast_kind(z, a) != Z3_NUMERAL_AST) {
    if (sx_fold_u64(z, a, out))
      return true;
    a = Z3_simplify(z, a);
    if (Z3_get_ast_kind(z, a) != Z3_NUMERAL_AST)
      return false;
  }
  uint64_t v;
  if (!Z3_get_numeral_uint64(z, a, &v))
    return false;
  *out = v;
  return true;
}

Z3_func_decl sx_func(Z3_context z, const char *name, unsigned n, const Z3_sort *dom,
                     Z3_sort range) {
  return Z3_mk_func_decl(z, Z3_mk_string_symbol(z, name), n, dom, range);
}

/* Z3's random seeds, fixed explicitly: a counterexample must not depend on the run.
 * Both engines are the SMT core (smt.random_seed; "random_seed" is its short name). Z3 4.8
 * rejects "sat.random_seed" as a solver parameter of either engine, and a rejected name
 * drops the whole parameter set (the resource limit included): the SAT core, which neither
 * engine uses, keeps Z3's default seed 0. */
#define SX_RANDOM_SEED 0u

static void set_seed(Z3_context z, Z3_params params, const char *name) {
  Z3_params_set_uint(z, params, Z3_mk_string_symbol(z, name), SX_RANDOM_SEED);
}

/* Resource limit and seeds of a solver; rlimit 0 = the prover's own. */
static void solver_limits(rlv_prover *p, Z3_solver s, unsigned rlimit) {
  Z3_context z = p->z;
  Z3_params params = Z3_mk_params(z);
  Z3_params_inc_ref(z, params);
  unsigned own = p->opt.rlimit > 0xFFFFFFFFu ? 0xFFFFFFFFu : (unsigned)p->opt.rlimit;
  Z3_params_set_uint(z, params, Z3_mk_string_symbol(z, "rlimit"),
                     rlimit && rlimit < own ? rlimit : own);
  set_seed(z, params, "random_seed");
  set_seed(z, params, "smt.random_seed");
  Z3_solver_set_params(z, s, params);
  Z3_params_dec_ref(z, params);
}

/* A fresh simple (non-portfolio, incremental) solver with the prover's limits; the
 * caller owns the reference. The queries have no arrays left (compare.c eliminates them),
 * so the plain SMT core over bit-vectors and uninterpreted functions is the right engine. */
Z3_solver sx_solver(rlv_prover *p, bool simple) {
  (void)simple;
  Z3_context z = p->z;
  Z3_solver s = Z3_mk_simple_solver(z);
  Z3_solver_inc_ref(z, s);
  solver_limits(p, s, 0);
  return s;
}

/* The prover's one solver, reused for every query under push/pop, with a resource limit
 * (0: the prover's own). */
Z3_solver sx_shared_solver(rlv_prover *p, unsigned rlimit) {
  if (!p->solver) {
    p->solver = sx_solver(p, true);
    p->solver_rlimit = 0;
  }
  if (rlimit != p->solver_rlimit) {
    solver_limits(p, p->solver, rlimit);
    p->solver_rlimit = rlimit;
  }
  return p->solver;
}

/* The second engine, for the queries the SMT core's congruence reasoning gets stuck on
 * (memory read at addresses equal only by arithmetic): Ackermann's reduction turns the
 * functions that replaced arrays into plain bit-vectors, then the SMT core bit-blasts.
 * Only for array-free queries. */
Z3_solver sx_ackermann_solver(rlv_prover *p, unsigned rlimit) {
  Z3_context z = p->z;
  if (!p->ackr) {
    Z3_tactic ack = Z3_mk_tactic(z, "ackermannize_bv");
    Z3_tactic_inc_ref(z, ack);
    Z3_tactic smt = Z3_mk_tactic(z, "smt");
    Z3_tactic_inc_ref(z, smt);
    Z3_tactic both = Z3_tactic_and_then(z, ack, smt);
    Z3_tactic_inc_ref(z, both);
    p->ackr = Z3_mk_solver_from_tactic(z, both);
    Z3_solver_inc_ref(z, p->ackr);
    Z3_tactic_dec_ref(z, both);
    Z3_tactic_dec_ref(z, smt);
    Z3_tactic_dec_ref(z, ack);
    p->ackr_rlimit = 0;
    solver_limits(p, p->ackr, 0);
  }
  if (rlimit != p->ackr_rlimit) {
    solver_limits(p, p->ackr, rlimit);
    p->ackr_rlimit = rlimit;
  }
  return p->ackr;
}

/* Whether t is built of numerals alone, in at most *budget nodes. */
static bool numeral_tree(Z3_context z, Z3_ast t, unsigned *budget) {
  if (!(*budget)--)
    return false;
  Z3_ast_kind k = Z3_get_ast_kind(z, t);
  if (k == Z3_NUMERAL_AST)
    return true;
  if (k != Z3_APP_AST)
    return false;
  Z3_app app = Z3_to_app(z, t);
  unsigned n = Z3_get_app_num_args(z, app);
  if (n == 0 || Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_UNINTERPRETED)
    return false; /* a constant symbol, or a free function's value (dx.threadId(0)) */
  for (unsigned i = 0; i < n; i++)
    if (!numeral_tree(z, Z3_get_app_arg(z, app, i), budget))
      return false;
  return true;
}

static bool never_numeral(Z3_context z, Z3_ast t, unsigned *budget);

static bool is_function_value(Z3_context z, Z3_ast t) {
  return Z3_get_ast_kind(z, t) == Z3_APP_AST &&
         Z3_get_decl_kind(z, Z3_get_app_decl(z, Z3_to_app(z, t))) == Z3_OP_UNINTERPRETED;
}

/* Whether the condition c never simplifies to true or false: an unsigned comparison of a free
 * function's value or constant (a buffer's length) with a term that is not a numeral, or a
 * choice of such. The rewriter folds such a comparison only when its sides become equal or
 * the other side all ones (x < length, false), which index arithmetic does not; a miss here
 * only costs a simplification (sx_never_numeral is a filter). */
static bool never_folds(Z3_context z, Z3_ast c, unsigned *budget) {
  while ((*budget)-- && Z3_get_ast_kind(z, c) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(z, c);
    switch (Z3_get_decl_kind(z, Z3_get_app_decl(z, app))) {
    case Z3_OP_NOT:
      c = Z3_get_app_arg(z, app, 0);
      continue;
    case Z3_OP_ULT:
    case Z3_OP_ULEQ: {
      Z3_ast a = Z3_get_app_arg(z, app, 0), b = Z3_get_app_arg(z, app, 1);
      if (a == b)
        return false;
      return (is_function_value(z, a) && Z3_get_ast_kind(z, b) != Z3_NUMERAL_AST) ||
             (is_function_value(z, b) && Z3_get_ast_kind(z, a) != Z3_NUMERAL_AST);
    }
    case Z3_OP_ITE:
      if (!never_folds(z, Z3_get_app_arg(z, app, 1), budget))
        return false;
      c = Z3_get_app_arg(z, app, 2);
      continue;
    default:
      return false;
    }
  }
  return false;
}

/* Whether every element array term `a` may hold is never a numeral: a free array, or stores
 * of such values over one, constant arrays, lambdas and choices of them. */
static bool never_numeral_elements(Z3_context z, Z3_ast a, unsigned *budget) {
  while ((*budget)--) {
    /* an array built as a lambda (groupshared memory after a barrier, exec.c): its body */
    if (Z3_get_ast_kind(z, a) == Z3_QUANTIFIER_AST && Z3_is_lambda(z, a))
      return never_numeral(z, Z3_get_quantifier_body(z, a), budget);
    if (Z3_get_ast_kind(z, a) != Z3_APP_AST)
      return false;
    Z3_app app = Z3_to_app(z, a);
    switch (Z3_get_decl_kind(z, Z3_get_app_decl(z, app))) {
    case Z3_OP_UNINTERPRETED:
      return Z3_get_app_num_args(z, app) == 0; /* a free array */
    case Z3_OP_STORE:
      if (!never_numeral(z, Z3_get_app_arg(z, app, 2), budget))
        return false;
      a = Z3_get_app_arg(z, app, 0);
      continue;
    case Z3_OP_CONST_ARRAY:
      return never_numeral(z, Z3_get_app_arg(z, app, 0), budget);
    case Z3_OP_ITE:
      if (!never_numeral_elements(z, Z3_get_app_arg(z, app, 1), budget))
        return false;
      a = Z3_get_app_arg(z, app, 2);
      continue;
    default:
      return false;
    }
  }
  return false;
}

static bool never_numeral(Z3_context z, Z3_ast t, unsigned *budget) {
  while ((*budget)-- && Z3_get_ast_kind(z, t) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(z, t);
    unsigned n = Z3_get_app_num_args(z, app);
    switch (Z3_get_decl_kind(z, Z3_get_app_decl(z, app))) {
    case Z3_OP_UNINTERPRETED:
      return true; /* a free constant or an uninterpreted function's application */
    case Z3_OP_CONCAT:
      for (unsigned i = 0; i < n; i++)
        if (never_numeral(z, Z3_get_app_arg(z, app, i), budget))
          return true;
      return false;
    case Z3_OP_ZERO_EXT:
    case Z3_OP_SIGN_EXT:
    case Z3_OP_BNOT:
    case Z3_OP_BNEG: /* one-to-one: a numeral only of a numeral */
      t = Z3_get_app_arg(z, app, 0);
      continue;
    case Z3_OP_EXTRACT: /* bits of a free function's value (a byte of a float result) */
      return is_function_value(z, Z3_get_app_arg(z, app, 0));
    case Z3_OP_ITE: /* it simplifies to one arm or stays a choice */
      if (never_folds(z, Z3_get_app_arg(z, app, 0), budget))
        /* a choice it stays, with that arm in it (a bounds-checked load, ite(in, v, 0)) */
        return never_numeral(z, Z3_get_app_arg(z, app, 1), budget) ||
               never_numeral(z, Z3_get_app_arg(z, app, 2), budget);
      if (!never_numeral(z, Z3_get_app_arg(z, app, 1), budget))
        return false;
      t = Z3_get_app_arg(z, app, 2);
      continue;
    case Z3_OP_SELECT: /* it simplifies to one of the elements the array may hold */
      return n == 2 && never_numeral_elements(z, Z3_get_app_arg(z, app, 0), budget);
    default:
      return false;
    }
  }
  return false;
}

bool sx_never_numeral(Z3_context z, Z3_ast t) {
  unsigned budget = 256;
  return never_numeral(z, t, &budget);
}

/* sx_const_u64 for a small term of numerals alone; false for any other term, which is not
 * simplified: the callers run per byte or per operation, on terms that may be large. */
bool sx_small_const_u64(Z3_context z, Z3_ast t, uint64_t *out) {
  unsigned budget = 64;
  return numeral_tree(z, t, &budget) && sx_const_u64(z, t, out);
}
