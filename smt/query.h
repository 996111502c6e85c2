/* The refinement query of one function and what its model says: the observations
 * (compare.c), array elimination (arrays.c), the counterexample (cex.c). Used by the
 * prove driver; the executor never needs it. */
#ifndef RLV_SMT_QUERY_H
#define RLV_SMT_QUERY_H

#include "smt/smt.h"

#define SX_MAX_OBS 256

/* What an observation compares, which says how the counterexample reads it. */
typedef enum sx_obs_family {
  SX_OBS_UB,              /* AFTER's undefined behaviour where BEFORE has none */
  SX_OBS_TYPED,           /* a typed lane's contents */
  SX_OBS_RAW,             /* a raw byte's contents */
  SX_OBS_COUNTER,         /* a UAV counter */
  SX_OBS_RETURN,          /* a scalar of the return value (index: its position) */
  SX_OBS_TYPED_FOOTPRINT, /* a typed element AFTER writes and BEFORE does not */
  SX_OBS_RAW_FOOTPRINT,   /* a raw byte AFTER writes and BEFORE does not */
  SX_OBS_NONUNIFORM,      /* a non-uniform flag AFTER drops (index: the creation) */
  SX_OBS_PROPS,           /* declared properties against BEFORE's type (creation, annotation) */
  SX_OBS_EVENT_COUNT,     /* the number of side-effecting calls */
  SX_OBS_EVENT,           /* the k-th side-effecting call (BEFORE's, AFTER's event) */
  SX_OBS_EVENT_ARGS,      /* the k-th call's arguments (BEFORE's, AFTER's event) */
} sx_obs_family;

/* One observable difference: `cond` holds when AFTER differs from BEFORE there. */
typedef struct sx_obs {
  const char *kind; /* "memory", "write footprint", ... */
  Z3_ast cond;
  sx_obs_family family;
  unsigned index; /* return component / creation index / BEFORE event */
  unsigned index2; /* resource properties: the AFTER annotation; AFTER event */
  const sx_mem *mb, *ma; /* memory families: the memories compared (NULL: the final ones) */
} sx_obs;

/* The refinement query of one function: assumptions, and the disjunction of the
 * observations over fresh witness variables. */
typedef struct sx_query {
  sx_exec *b, *a;
  sx_obs items[SX_MAX_OBS];
  unsigned n;
  Z3_ast assume;
  bool elim; /* arrays eliminated (every term is read through the same rewriting) */
  bool overflow; /* more observations than fit: the query is not asked (unknown) */
  size_t terms;    /* distinct terms of the query (counted up to just past the bound) */
  bool too_large;  /* past the term budget: the query is not asked (unknown) */
  Z3_ast wt_rid, wt_elem, wt_lane, wr_rid, wr_addr, wc_rid;
} sx_query;

/* ---- arrays.c ---- */

/* The rewriting's bounds: terms rewritten per function, and nesting depth. */
#define SX_RW_BUDGET 400000u
#define SX_RW_DEPTH 3000u

/* `t` with every array read pushed down to the initial contents (functions "<name>.fn");
 * *ok false (and t returned) past the rewriting budget. */
Z3_ast sx_elim_arrays(rlv_prover *p, Z3_ast t, bool *ok);

/* ---- compare.c ---- */

bool sx_ret_comparable(sx_exec *b, sx_exec *a);
/* The scalars of v in order (aggregates flattened), at most `max`. */
void sx_flatten(sval *v, sval **out, unsigned *n, unsigned max);
/* Whether the lanes of resource `rid` hold 16-bit values (BEFORE's bindings say). */
Z3_ast sx_lane_is_16bit(Z3_context z, const sx_exec *b, Z3_ast rid);
/* Where AFTER's annotation contradicts BEFORE's type: what each says, one line each. */
bool sx_props_mismatch(const sx_creation *c, const sx_annot *an, char *want, char *got,
                       size_t n);
/* What a walk does after visiting a term. */
typedef enum sx_walk_step { SX_WALK_DESCEND, SX_WALK_SKIP, SX_WALK_STOP } sx_walk_step;
typedef sx_walk_step (*sx_walk_fn)(void *ctx, Z3_ast t);
/* Calls visit once for each distinct term reachable from `roots` (an application's arguments,
 * a lambda's body), a term before its arguments; SX_WALK_SKIP leaves its arguments out (they
 * may still be reached another way), SX_WALK_STOP ends the walk. */
void sx_dag_walk(rlv_prover *p, const Z3_ast *roots, unsigned n, sx_walk_fn visit, void *ctx);
/* The size of the terms reachable from `roots`: each distinct term once, one more per 32
 * bits of a bit-vector; counted up to just past `limit`. */
size_t sx_dag_size(rlv_prover *p, const Z3_ast *roots, unsigned n, size_t limit);
void sx_query_build(rlv_prover *p, sx_exec *b, sx_exec *a, Z3_ast assume, Z3_ast *nu,
                    unsigned n_nu, sx_query *q);
/* 0 unsat (or nothing to ask), 1 sat (*model, owned by the caller: Z3_model_dec_ref),
 * 2 unknown (*reason). `rlimit` is the resource budget (0: the prover's own). */
int sx_query_solve(rlv_prover *p, sx_query *q, unsigned rlimit, Z3_model *model, char **reason);
/* The SMT core alone, within a resource limit: for optional questions (a nicer model). */
int sx_query_solve_quick(rlv_prover *p, sx_query *q, unsigned rlimit, Z3_model *model);
/* Whether no execution satisfies the assumptions (none reaches the comparison): 1 none,
 * 0 some, 2 unknown (*reason). */
int sx_query_vacuous(rlv_prover *p, sx_query *q, char **reason);
/* Whether the assumptions or observation `which` apply a semantic (free) function. */
bool sx_query_semantic(rlv_prover *p, sx_query *q, int which);

/* ---- abstract_nonlinear.c ---- */

/* The query with every unsigned division, remainder and product of non-numeral factors a free
 * value (a division bounded by its divisor where that is a nonzero numeral): an
 * over-approximation, so unsat there is unsat here. False when the query has none, or too
 * many. */
bool sx_abstract_nonlinear(rlv_prover *p, Z3_ast assume, Z3_ast any, Z3_ast *abs_assume,
                           Z3_ast *abs_any);

/* ---- cex.c ---- */

/* The first observation that holds under `m` with the assumptions, or -1. */
int sx_query_holds(rlv_prover *p, sx_query *q, Z3_model m);
/* Whether BEFORE froze a poison value in the execution of model m: its choice was tied to
 * AFTER's k-th, which restricts BEFORE's nondeterminism, so a difference may be one BEFORE
 * could have avoided by another choice. */
bool sx_query_before_froze(rlv_prover *p, sx_query *q, Z3_model m);
/* Restricts the query to executions where BEFORE froze no poison value. */
void sx_query_exclude_freezes(rlv_prover *p, sx_query *q);
/* Observation `which` under model m, as a counterexample. */
void sx_query_cex(rlv_prover *p, sx_query *q, Z3_model m, int which, rlv_cex *cex);

#endif
