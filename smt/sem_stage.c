/* What real shaders do beyond resources, at both levels (DESIGN.md, "Stages and lanes"):
 * - cross-lane operations (wave ops, derivatives) and discard are convergent events: the k-th
 *   on each side must be the same operation with equal arguments under the same path
 *   condition, and a result is a fresh value keyed by k and the arguments — never a pure
 *   function of the arguments, which would let a transformation move one across divergent
 *   control flow unseen. Memory is not compared at them: they do not touch it, and LLVM may
 *   move a store across one;
 * - stage inputs are one free value per (signature element, row, column, vertex), the same on
 *   both sides; output stores are events (in order, with their values), one per column.
 * The intrinsic names and DXIL opcodes are written here from the DXIL specification, apart
 * from lower/'s catalog: a wrong entry there is caught here, not repeated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

/* The event `what` with scalar arguments; its result (if width > 0) a fresh value of the
 * rank and the arguments, poison when an argument is. */
static sval *lane_event(sx_exec *ex, LLVMValueRef call, const char *what, sval **args,
                        unsigned n, unsigned width) {
  Z3_context z = ex->z;
  Z3_ast rank = sx_event_record(ex, what, n, args, call);
  sx_event_ignores_memory(ex);
  if (!width)
    return NULL;
  Z3_ast ua[8];
  Z3_ast p = sx_false(z);
  ua[0] = rank;
  for (unsigned i = 0; i < n && i < 7; i++) {
    ua[i + 1] = args[i]->v;
    p = sx_or2(z, p, args[i]->p);
  }
  char *fname = rlv_strf("result.%s.%u", what, width);
  Z3_ast r = sx_input_ufn(ex, fname, n + 1, ua, width);
  free(fname);
  return sv_int(ex, r, p, width);
}

/* The scalars of v (one for a scalar, its elements for a vector); false for anything else. */
static bool lanes_of(sval *v, sval **out, unsigned *n) {
  if (v->kind == SV_INT) {
    out[0] = v;
    *n = 1;
    return true;
  }
  if (v->kind != SV_AGG || v->n > 16)
    return false;
  for (unsigned i = 0; i < v->n; i++) {
    if (v->el[i]->kind != SV_INT)
      return false;
    out[i] = v->el[i];
  }
  *n = v->n;
  return true;
}

static unsigned scalar_bits(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return sx_type_bits(t);
}

/* An operation applied per element (a vector operand gives one event per element, in order,
 * as the DXIL op it lowers to is called once per element). `extra` scalar arguments follow. */
static void per_element(sx_exec *ex, LLVMValueRef call, const char *what, sval *value,
                        sval **extra, unsigned nextra) {
  sval *elems[16];
  unsigned n;
  unsigned w = scalar_bits(LLVMTypeOf(call));
  if (!lanes_of(value, elems, &n) || !w || nextra > 6) {
    sx_unknown(ex, call, "%s of an operand the prover does not model", what);
    return;
  }
  sval *agg = value->kind == SV_AGG ? sv_agg(ex, n) : NULL, *last = NULL;
  for (unsigned i = 0; i < n; i++) {
    sval *args[8] = {elems[i]};
    for (unsigned k = 0; k < nextra; k++)
      args[1 + k] = extra[k];
    last = lane_event(ex, call, what, args, 1 + nextra, w);
    if (agg)
      agg->el[i] = last;
  }
  sx_set(ex, call, agg ? agg : last);
}

/* An operation of no value operand: result of the call's type (0 bits: none). */
static void nullary(sx_exec *ex, LLVMValueRef call, const char *what, sval **args, unsigned n) {
  unsigned w = LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVoidTypeKind ? 0 : scalar_bits(LLVMTypeOf(call));
  sval *r = lane_event(ex, call, what, args, n, w);
  if (r)
    sx_set(ex, call, r);
}

/* The vertex operand counts only where it is defined (non-geometry stages pass poison). */
static Z3_ast vertex_term(sx_exec *ex, sval *v) {
  Z3_context z = ex->z;
  if (v->kind != SV_INT || v->width != 32)
    return sx_bv(z, 0, 32);
  return sx_ite(z, v->p, sx_bv(z, 0, 32), v->v);
}

static Z3_ast column_term(sx_exec *ex, sval *col, unsigned plus) {
  Z3_context z = ex->z;
  Z3_ast c = col->width < 32 ? Z3_mk_zero_ext(z, 32 - col->width, col->v) : col->v;
  return Z3_mk_bvadd(z, c, sx_bv(z, plus, 32));
}

static bool index_ok(const sval *v) { return v->kind == SV_INT && v->width <= 32; }

/* A stage input the counterexample names (its bits), as input(element,row,column) or, where
 * the vertex operand is defined, input(element,row,column,vertex): constant keys only. */
static void report_input(sx_exec *ex, Z3_ast *key, sval *vertex, Z3_ast term) {
  uint64_t k[4];
  for (unsigned i = 0; i < 4; i++)
    if (!sx_small_const_u64(ex->z, key[i], &k[i]))
      return;
  bool has_vertex = vertex->kind == SV_INT && !sx_is_true(ex->z, vertex->p);
  char *label = has_vertex ? rlv_strf("input(%llu,%llu,%llu,%llu)", (unsigned long long)k[0],
                                      (unsigned long long)k[1], (unsigned long long)k[2],
                                      (unsigned long long)k[3])
                           : rlv_strf("input(%llu,%llu,%llu)", (unsigned long long)k[0],
                                      (unsigned long long)k[1], (unsigned long long)k[2]);
  sx_add_input(ex, label, term);
  free(label);
}

/* A stage input: one free value per (element, row, column, vertex) of the loaded type,
 * poison where the element, row or column is. */
static void load_input(sx_exec *ex, LLVMValueRef call, sval *sig, sval *row, sval *col,
                       sval *vertex) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(call);
  unsigned w = scalar_bits(t);
  unsigned n = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
  if (!w || n > 16 || !index_ok(sig) || !index_ok(row) || !index_ok(col)) {
    sx_unknown(ex, call, "a stage input of a shape the prover does not model");
    return;
  }
  char *name = rlv_strf("stage.input.%u", w);
  Z3_ast p = sx_or2(z, sig->p, sx_or2(z, row->p, col->p));
  sval *agg = n > 1 ? sv_agg(ex, n) : NULL, *last = NULL;
  for (unsigned i = 0; i < n; i++) {
    /* a numeral column is folded: a vector load's lane and a scalar load of that column
     * name one input (one term, reported once) */
    Z3_ast c = column_term(ex, col, i);
    uint64_t cn;
    if (sx_small_const_u64(ex->z, c, &cn))
      c = sx_bv(ex->z, cn, 32);
    Z3_ast ua[4] = {sig->v, row->v, c, vertex_term(ex, vertex)};
    last = sv_int(ex, sx_input_ufn(ex, name, 4, ua, w), p, w);
    report_input(ex, ua, vertex, last->v);
    if (agg)
      agg->el[i] = last;
  }
  free(name);
  sx_set(ex, call, agg ? agg : last);
}

/* An output store: one event per column, in order, with its value. */
static void store_output(sx_exec *ex, LLVMValueRef call, sval *sig, sval *row, sval *col,
                         sval *value) {
  sval *elems[16];
  unsigned n;
  if (!lanes_of(value, elems, &n) || !index_ok(sig) || !index_ok(row) || !index_ok(col)) {
    sx_unknown(ex, call, "a stage output of a shape the prover does not model");
    return;
  }
  for (unsigned i = 0; i < n; i++) {
    sval c = *col;
    c.v = column_term(ex, col, i);
    c.width = 32;
    sval *args[4] = {sig, row, &c, elems[i]};
    Z3_ast rank = ex->cur->events;
    lane_event(ex, call, "store.output", args, 4, 0);
    sx_helper_mute_last_event(ex, rank); /* a helper lane writes no output */
  }
}

/* waveActiveBallot(c): one event; its four words are fresh values of the rank and c (the
 * intrinsic's <4 x i32>, the op's %dx.types.fouri32: an aggregate of four words either way). */
static void ballot(sx_exec *ex, LLVMValueRef call, sval *c) {
  Z3_context z = ex->z;
  if (c->kind != SV_INT) {
    sx_unknown(ex, call, "waveActiveBallot of an operand the prover does not model");
    return;
  }
  Z3_ast rank = sx_event_record(ex, "wave.ballot", 1, &c, call);
  sx_event_ignores_memory(ex);
  sval *words = sv_agg(ex, 4);
  for (unsigned j = 0; j < 4; j++) {
    Z3_ast key[3] = {rank, c->v, sx_bv(z, j, 32)};
    words->el[j] = sv_int(ex, sx_input_ufn(ex, "result.wave.ballot", 3, key, 32), c->p, 32);
  }
  sx_set(ex, call, words);
}

/* ---- the intrinsic level ---- */

typedef struct wave_reduce {
  const char *suffix; /* after "llvm.dx.wave.reduce." */
  unsigned op, sign;  /* DXIL's WaveOpKind and SignedOpKind */
} wave_reduce;

static const wave_reduce reduces[] = {{"sum", 0, 0}, {"usum", 0, 1}, {"min", 2, 0},
                                      {"umin", 2, 1}, {"max", 3, 0}, {"umax", 3, 1}};

static const char *const plain_ops[][2] = {
    {"llvm.dx.wave.is.first.lane", "wave.is.first.lane"},
    {"llvm.dx.wave.getlaneindex", "wave.lane.index"},
    {"llvm.dx.wave.get.lane.count", "wave.lane.count"},
};
static const char *const bool_ops[][2] = {
    {"llvm.dx.wave.any", "wave.any"},
    {"llvm.dx.wave.all", "wave.all"},
    {"llvm.dx.wave.active.countbits", "wave.countbits"},
    {"llvm.dx.discard", "discard"},
};
static const char *const derivatives[][2] = {
    {"llvm.dx.ddx.coarse", "ddx.coarse"}, {"llvm.dx.ddy.coarse", "ddy.coarse"},
    {"llvm.dx.ddx.fine", "ddx.fine"},     {"llvm.dx.ddy.fine", "ddy.fine"},
};
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

bool sx_sem_stage_intrinsic(sx_exec *ex, LLVMValueRef call, const char *name) {
  if (!strncmp(name, "llvm.dx.wave.reduce.", 20)) {
    for (size_t i = 0; i < COUNT(reduces); i++)
      if (rlv_intrinsic_name_is(name + 20, reduces[i].suffix)) {
        char what[32];
        snprintf(what, sizeof what, "wave.op %u %u", reduces[i].op, reduces[i].sign);
        per_element(ex, call, what, sx_operand(ex, rlv_call_arg(call, 0)), NULL, 0);
        return true;
      }
    return false;
  }
  for (size_t i = 0; i < COUNT(plain_ops); i++)
    if (rlv_intrinsic_name_is(name, plain_ops[i][0])) {
      nullary(ex, call, plain_ops[i][1], NULL, 0);
      return true;
    }
  for (size_t i = 0; i < COUNT(bool_ops); i++)
    if (rlv_intrinsic_name_is(name, bool_ops[i][0])) {
      sval *c = sx_operand(ex, rlv_call_arg(call, 0));
      if (c->kind != SV_INT) {
        sx_unknown(ex, call, "%s of an operand the prover does not model", bool_ops[i][1]);
        return true;
      }
      nullary(ex, call, bool_ops[i][1], &c, 1);
      if (rlv_intrinsic_name_is(name, "llvm.dx.discard"))
        sx_discard(ex, c);
      return true;
    }
  for (size_t i = 0; i < COUNT(derivatives); i++)
    if (rlv_intrinsic_name_is(name, derivatives[i][0])) {
      per_element(ex, call, derivatives[i][1], sx_operand(ex, rlv_call_arg(call, 0)), NULL, 0);
      return true;
    }
  if (rlv_intrinsic_name_is(name, "llvm.dx.wave.ballot")) {
    ballot(ex, call, sx_operand(ex, rlv_call_arg(call, 0)));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.wave.readlane")) {
    sval *lane = sx_operand(ex, rlv_call_arg(call, 1));
    per_element(ex, call, "wave.readlane", sx_operand(ex, rlv_call_arg(call, 0)), &lane, 1);
    return true;
  }
  /* load.input(sigpoint, element, row, column, vertex); store.output(..., vertex, value) */
  if (rlv_intrinsic_name_is(name, "llvm.dx.load.input") && rlv_call_nargs(call) == 5) {
    load_input(ex, call, sx_operand(ex, rlv_call_arg(call, 1)),
               sx_operand(ex, rlv_call_arg(call, 2)), sx_operand(ex, rlv_call_arg(call, 3)),
               sx_operand(ex, rlv_call_arg(call, 4)));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.store.output") && rlv_call_nargs(call) == 6) {
    store_output(ex, call, sx_operand(ex, rlv_call_arg(call, 1)),
                 sx_operand(ex, rlv_call_arg(call, 2)), sx_operand(ex, rlv_call_arg(call, 3)),
                 sx_operand(ex, rlv_call_arg(call, 5)));
    return true;
  }
  return false;
}

/* ---- the DXIL level ---- */

bool sx_sem_stage_dxil(sx_exec *ex, LLVMValueRef call, unsigned opcode) {
  unsigned n = rlv_call_nargs(call);
  switch (opcode) {
  case SX_OP_WAVE_IS_FIRST_LANE: nullary(ex, call, "wave.is.first.lane", NULL, 0); return true;
  case SX_OP_WAVE_GET_LANE_INDEX: nullary(ex, call, "wave.lane.index", NULL, 0); return true;
  case SX_OP_WAVE_GET_LANE_COUNT: nullary(ex, call, "wave.lane.count", NULL, 0); return true;
  case SX_OP_WAVE_ANY_TRUE:
  case SX_OP_WAVE_ALL_TRUE:
  case SX_OP_WAVE_ALL_BIT_COUNT:
  case SX_OP_DISCARD: {
    const char *what = opcode == SX_OP_WAVE_ANY_TRUE   ? "wave.any"
                       : opcode == SX_OP_WAVE_ALL_TRUE ? "wave.all"
                       : opcode == SX_OP_DISCARD       ? "discard"
                                                       : "wave.countbits";
    sval *c = n == 2 ? sx_operand(ex, rlv_call_arg(call, 1)) : NULL;
    if (!c || c->kind != SV_INT) {
      sx_unknown(ex, call, "%s of an unexpected shape", what);
      return true;
    }
    nullary(ex, call, what, &c, 1);
    if (opcode == SX_OP_DISCARD)
      sx_discard(ex, c);
    return true;
  }
  case SX_OP_DERIV_COARSE_X:
  case SX_OP_DERIV_COARSE_Y:
  case SX_OP_DERIV_FINE_X:
  case SX_OP_DERIV_FINE_Y: {
    static const char *const what[] = {"ddx.coarse", "ddy.coarse", "ddx.fine", "ddy.fine"};
    if (n != 2) {
      sx_unknown(ex, call, "a derivative of an unexpected shape");
      return true;
    }
    per_element(ex, call, what[opcode - SX_OP_DERIV_COARSE_X],
                sx_operand(ex, rlv_call_arg(call, 1)), NULL, 0);
    return true;
  }
  case SX_OP_WAVE_ACTIVE_BALLOT:
    if (n != 2) {
      sx_unknown(ex, call, "waveActiveBallot of an unexpected shape");
      return true;
    }
    ballot(ex, call, sx_operand(ex, rlv_call_arg(call, 1)));
    return true;
  case SX_OP_WAVE_READ_LANE_AT: {
    if (n != 3) {
      sx_unknown(ex, call, "waveReadLaneAt of an unexpected shape");
      return true;
    }
    sval *lane = sx_operand(ex, rlv_call_arg(call, 2));
    per_element(ex, call, "wave.readlane", sx_operand(ex, rlv_call_arg(call, 1)), &lane, 1);
    return true;
  }
  case SX_OP_WAVE_ACTIVE_OP: {
    LLVMValueRef k = n == 4 ? rlv_call_arg(call, 2) : NULL,
                 s = n == 4 ? rlv_call_arg(call, 3) : NULL;
    if (!k || !s || !LLVMIsAConstantInt(k) || !LLVMIsAConstantInt(s)) {
      sx_unknown(ex, call, "waveActiveOp without constant kinds");
      return true;
    }
    char what[32];
    snprintf(what, sizeof what, "wave.op %llu %llu", LLVMConstIntGetZExtValue(k),
             LLVMConstIntGetZExtValue(s));
    per_element(ex, call, what, sx_operand(ex, rlv_call_arg(call, 1)), NULL, 0);
    return true;
  }
  case SX_OP_LOAD_INPUT:
    if (n != 5) {
      sx_unknown(ex, call, "loadInput of an unexpected shape");
      return true;
    }
    load_input(ex, call, sx_operand(ex, rlv_call_arg(call, 1)),
               sx_operand(ex, rlv_call_arg(call, 2)), sx_operand(ex, rlv_call_arg(call, 3)),
               sx_operand(ex, rlv_call_arg(call, 4)));
    return true;
  case SX_OP_STORE_OUTPUT:
    if (n != 5) {
      sx_unknown(ex, call, "storeOutput of an unexpected shape");
      return true;
    }
    store_output(ex, call, sx_operand(ex, rlv_call_arg(call, 1)),
                 sx_operand(ex, rlv_call_arg(call, 2)), sx_operand(ex, rlv_call_arg(call, 3)),
                 sx_operand(ex, rlv_call_arg(call, 4)));
    return true;
  default:
    return false;
  }
}
