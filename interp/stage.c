/* What real shaders do beyond resources, at both levels (DESIGN.md "Stages and lanes"):
 * - group barriers are events that match in order and kind (the DXIL barrier's mode); each
 *   observes memory and refreshes groupshared memory (shared.c);
 * - cross-lane operations (wave ops, derivatives) are convergent events: the k-th on each side
 *   must be the same operation with equal arguments, and its result is a value the run chooses
 *   from its seed, the rank k, the operation and the arguments — never a function of the
 *   arguments alone, which would let a transformation move one across divergent control flow
 *   unseen. A vector operand is one event per element;
 * - discard is an event; once it discards, the invocation is a helper lane: the UAVs as they
 *   were then are what is observed, and its output writes are not events;
 * - a stage input is one value per (signature element, row, column, vertex), chosen from the
 *   seed and that key alone (the same on both sides); an output store is one event per column.
 * Operations are named by their DXIL opcodes (DXIL.td), read here from the specification: the
 * intrinsic level maps each llvm.dx.* name to the opcode and kinds its DXIL op carries. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

/* DXIL opcodes (DXIL.td) of the operations this file gives meaning to. */
enum {
  OP_LOAD_INPUT = 4,
  OP_STORE_OUTPUT = 5,
  OP_BARRIER = 80,
  OP_DISCARD = 82,
  OP_DERIV_COARSE_X = 83,
  OP_DERIV_COARSE_Y = 84,
  OP_DERIV_FINE_X = 85,
  OP_DERIV_FINE_Y = 86,
  OP_WAVE_IS_FIRST_LANE = 110,
  OP_WAVE_GET_LANE_INDEX = 111,
  OP_WAVE_GET_LANE_COUNT = 112,
  OP_WAVE_ANY_TRUE = 113,
  OP_WAVE_ALL_TRUE = 114,
  OP_WAVE_ACTIVE_BALLOT = 116,
  OP_WAVE_READ_LANE_AT = 117,
  OP_WAVE_ACTIVE_OP = 119,
  OP_QUAD_READ_LANE_AT = 122,
  OP_QUAD_OP = 123,
  OP_WAVE_ALL_BIT_COUNT = 135,
};
/* BarrierMode of GroupMemoryBarrierWithGroupSync (TGSM fence | group sync); WaveOpKind and
 * SignedOpKind. */
enum { MODE_GROUP_MEMORY_BARRIER_WITH_GROUP_SYNC = 9 };
enum { KIND_SUM = 0, KIND_PRODUCT = 1, KIND_MIN = 2, KIND_MAX = 3 };
enum { SIGNED = 0, UNSIGNED = 1 };

#define TAG_LANE 0x6c616e65u  /* results of cross-lane operations */
#define TAG_INPUT 0x696e7075u /* stage inputs */

/* A chosen value of scalar type t from hash bits h: mostly small (integers below 16, floats
 * of halves in [-8, 24)), so that programs index with them and convert them without
 * overflow; sometimes any bits. */
static uint64_t shaped(uint64_t h, LLVMTypeRef t) {
  unsigned bits;
  int sc = cx_scalar_class(t, &bits);
  if ((h >> 60) >= 12)
    return h & rlv_width_max(bits);
  if (sc == S_HALF || sc == S_FLOAT || sc == S_DOUBLE)
    return cx_fp_bits(sc, ((double)(h & 63) - 16.0) * 0.5);
  return h & 15 & rlv_width_max(bits);
}

/* An event's scalar argument from a leaf of type t. */
static rlv_iarg arg_of(LLVMTypeRef t, const leaf *l) {
  unsigned bits;
  int sc = cx_scalar_class(t, &bits);
  return (rlv_iarg){.value = l->bits & rlv_width_max(bits),
                    .bits = (uint8_t)bits,
                    .poison = l->poison != 0,
                    .is_float = sc == S_HALF || sc == S_FLOAT || sc == S_DOUBLE};
}

/* Appends an event; *rank receives its index. */
static bool record(run *r, rlv_ievent_kind kind, unsigned op, unsigned sub0, unsigned sub1,
                   LLVMValueRef call, const rlv_iarg *args, unsigned nargs, uint64_t *rank) {
  rlv_istate *st = r->st;
  if (st->nevents >= MAX_EVENTS)
    return UNSUPPORTED(r, "more than %u events", MAX_EVENTS);
  if (st->nevents == st->cap_events) {
    st->cap_events = st->cap_events ? 2 * st->cap_events : 16;
    st->events = rlv_xrealloc(st->events, st->cap_events * sizeof *st->events);
  }
  rlv_ievent *e = &st->events[st->nevents];
  *e = (rlv_ievent){.kind = kind, .op = op, .sub = {sub0, sub1}, .nargs = nargs, .inst = call};
  memcpy(e->args, args, nargs * sizeof *args);
  *rank = st->nevents++;
  return true;
}

/* The result leaves (n of scalar type t) of a cross-lane event of rank k: chosen from the
 * seed, k, the operation and its arguments; poison where an argument is. */
static void lane_result(run *r, uint64_t k, const rlv_ievent *e, LLVMTypeRef t, size_t o,
                        unsigned n) {
  uint64_t words[4 + RLV_IEVENT_MAX_ARGS + 1];
  unsigned nw = 0;
  bool poison = false;
  words[nw++] = k;
  words[nw++] = e->op;
  words[nw++] = e->sub[0] | (uint64_t)e->sub[1] << 8;
  for (unsigned i = 0; i < e->nargs; i++) {
    words[nw++] = e->args[i].value;
    poison |= e->args[i].poison;
  }
  for (unsigned j = 0; j < n; j++) {
    words[nw] = j;
    leaf *l = &r->arena[o + j];
    *l = (leaf){.tag = L_VAL, .poison = poison};
    l->bits = shaped(cx_choice(r, TAG_LANE, words, nw + 1), t);
  }
}

/* A cross-lane operation on the value operand `value` (NULL: none), one event per element,
 * with `extra` scalar operands after it. */
static bool lane_op(run *r, LLVMValueRef call, unsigned op, unsigned sub0, unsigned sub1,
                    LLVMValueRef value, const LLVMValueRef *extra, unsigned nextra) {
  rlv_iarg args[RLV_IEVENT_MAX_ARGS];
  unsigned first = value ? 1 : 0;
  for (unsigned i = 0; i < nextra; i++) {
    size_t a;
    if (!cx_eval(r, extra[i], &a))
      return false;
    if (cx_leaf_count(LLVMTypeOf(extra[i]), 0) != 1)
      return UNSUPPORTED(r, "a cross-lane operation with a vector operand besides its value");
    args[first + i] = arg_of(LLVMTypeOf(extra[i]), &r->arena[a]);
  }
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned nres = cx_leaf_count(rt, 0);
  if (!nres)
    return UNSUPPORTED(r, "a cross-lane operation of an unsupported result type");
  LLVMTypeRef rs = rlv_scalar_type(rt);
  if (LLVMGetTypeKind(rt) == LLVMStructTypeKind) /* %dx.types.fouri32 */
    rs = LLVMStructGetTypeAtIndex(rt, 0);
  if (!value) { /* one event, every result leaf from it */
    uint64_t k = 0;
    if (!record(r, RLV_IEV_LANE, op, sub0, sub1, call, args, nextra, &k))
      return false;
    size_t o = cx_alloc_leaves(r, nres);
    lane_result(r, k, &r->st->events[k], rs, o, nres);
    cx_set_value(r, call, o);
    return true;
  }
  size_t v;
  if (!cx_eval(r, value, &v))
    return false;
  LLVMTypeRef vs = rlv_scalar_type(LLVMTypeOf(value));
  unsigned n = cx_leaf_count(LLVMTypeOf(value), 0);
  if (n != nres || cx_leaf_count(vs, 0) != 1)
    return UNSUPPORTED(r, "a cross-lane operation whose result does not match its operand");
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    uint64_t k = 0;
    args[0] = arg_of(vs, &r->arena[v + i]);
    if (!record(r, RLV_IEV_LANE, op, sub0, sub1, call, args, first + nextra, &k))
      return false;
    lane_result(r, k, &r->st->events[k], rs, o + i, 1);
  }
  cx_set_value(r, call, o);
  return true;
}

static bool barrier(run *r, LLVMValueRef call, uint64_t mode) {
  rlv_iarg arg = {.value = mode & 0xffffffffu, .bits = 32};
  uint64_t k = 0;
  if (!record(r, RLV_IEV_BARRIER, OP_BARRIER, 0, 0, call, &arg, 1, &k))
    return false;
  rlv_imemory *m = cx_barrier_memory(r, k);
  if (!m)
    return false;
  r->st->events[k].memory = m;
  return true;
}

static bool discard(run *r, LLVMValueRef call, LLVMValueRef cond) {
  size_t c;
  if (!cx_eval(r, cond, &c))
    return false;
  if (r->arena[c].poison)
    return UB(r, "discard on a poison condition");
  rlv_iarg arg = arg_of(LLVMTypeOf(cond), &r->arena[c]);
  uint64_t k = 0;
  if (!record(r, RLV_IEV_DISCARD, OP_DISCARD, 0, 0, call, &arg, 1, &k))
    return false;
  if (!(arg.value & 1) || r->helper)
    return true;
  r->helper = true;
  cx_imemory_free(r->st->at_discard); /* a state run before keeps only this run's */
  r->st->at_discard = cx_observe_resources(r);
  return r->st->at_discard != NULL;
}

/* The 32-bit value of an index operand, and whether it is poison. */
static bool index_of(run *r, LLVMValueRef v, uint64_t *out, bool *poison) {
  size_t a;
  if (!cx_eval(r, v, &a))
    return false;
  if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
    return UNSUPPORTED(r, "a stage input or output index that is not an integer");
  *out = r->arena[a].bits & rlv_width_max(LLVMGetIntTypeWidth(LLVMTypeOf(v)));
  *poison = r->arena[a].poison;
  return true;
}

/* loadInput(sig, row, col, vertex): element k of a vector reads column col + k. */
static bool load_input(run *r, LLVMValueRef call, unsigned first) {
  uint64_t key[4];
  bool pois[4];
  for (unsigned i = 0; i < 4; i++)
    if (!index_of(r, LLVMGetOperand(call, first + i), &key[i], &pois[i]))
      return false;
  bool poison = pois[0] || pois[1] || pois[2];
  if (!r->in->vertex_inputs) {
    key[3] = UINT64_MAX; /* no vertex: the operand is ignored */
  } else if (pois[3]) {
    poison = true;
  }
  LLVMTypeRef t = LLVMTypeOf(call);
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || cx_leaf_count(rlv_scalar_type(t), 0) != 1 || sc == S_PTR || sc == S_HANDLE ||
      sc == S_BAD)
    return UNSUPPORTED(r, "a stage input of an unsupported type");
  size_t o = cx_alloc_leaves(r, n);
  uint64_t col = key[2];
  for (unsigned i = 0; i < n; i++) {
    key[2] = col + i;
    leaf *l = &r->arena[o + i];
    l->bits = shaped(cx_choice(r, TAG_INPUT, key, 4), rlv_scalar_type(t));
    for (size_t k = 0; k < r->st->ninputs; k++) /* fixed by the caller, bit for bit */
      if (memcmp(r->st->inputs[k].key, key, sizeof key) == 0)
        l->bits = r->st->inputs[k].bits & rlv_width_max(bits);
    l->poison = poison;
  }
  cx_set_value(r, call, o);
  return true;
}

/* storeOutput(sig, row, col, value): one event per column, none once discarded. */
static bool store_output(run *r, LLVMValueRef call, unsigned first, LLVMValueRef value) {
  rlv_iarg args[4];
  for (unsigned i = 0; i < 3; i++) {
    uint64_t v;
    bool p;
    if (!index_of(r, LLVMGetOperand(call, first + i), &v, &p))
      return false;
    args[i] = (rlv_iarg){.value = v & 0xffffffffu, .bits = 32, .poison = p};
  }
  size_t v;
  if (!cx_eval(r, value, &v))
    return false;
  LLVMTypeRef vs = rlv_scalar_type(LLVMTypeOf(value));
  unsigned n = cx_leaf_count(LLVMTypeOf(value), 0);
  if (!n || cx_leaf_count(vs, 0) != 1)
    return UNSUPPORTED(r, "a stage output of an unsupported type");
  if (r->helper)
    return true;
  uint64_t col = args[2].value;
  for (unsigned i = 0; i < n; i++) {
    uint64_t k = 0;
    args[2].value = (col + i) & 0xffffffffu;
    args[3] = arg_of(vs, &r->arena[v + i]);
    if (!record(r, RLV_IEV_OUTPUT, OP_STORE_OUTPUT, 0, 0, call, args, 4, &k))
      return false;
  }
  return true;
}

static LLVMValueRef operand(LLVMValueRef call, unsigned i) { return LLVMGetOperand(call, i); }

bool cx_sem_stage_intrinsic(run *r, LLVMValueRef call, callee_id id) {
  LLVMValueRef lane;
  switch (id) {
  case C_BARRIER:
    return barrier(r, call, MODE_GROUP_MEMORY_BARRIER_WITH_GROUP_SYNC);
  case C_DISCARD:
    return discard(r, call, operand(call, 0));
  /* load.input(sigpoint, sig, row, col, vertex); store.output(sigpoint, sig, row, col, vertex,
   * value): the signature point is not part of the key, nor is an output's vertex */
  case C_LOAD_INPUT:
    return LLVMGetNumArgOperands(call) == 5 ? load_input(r, call, 1)
                                            : UNSUPPORTED(r, "load.input's operands");
  case C_STORE_OUTPUT:
    return LLVMGetNumArgOperands(call) == 6 ? store_output(r, call, 1, operand(call, 5))
                                            : UNSUPPORTED(r, "store.output's operands");
  case C_WAVE_FIRST_LANE:
    return lane_op(r, call, OP_WAVE_IS_FIRST_LANE, 0, 0, NULL, NULL, 0);
  case C_WAVE_LANE_INDEX:
    return lane_op(r, call, OP_WAVE_GET_LANE_INDEX, 0, 0, NULL, NULL, 0);
  case C_WAVE_LANE_COUNT:
    return lane_op(r, call, OP_WAVE_GET_LANE_COUNT, 0, 0, NULL, NULL, 0);
  case C_WAVE_ANY:
  case C_WAVE_ALL:
  case C_WAVE_BALLOT:
  case C_WAVE_COUNTBITS: {
    unsigned op = id == C_WAVE_ANY      ? OP_WAVE_ANY_TRUE
                  : id == C_WAVE_ALL    ? OP_WAVE_ALL_TRUE
                  : id == C_WAVE_BALLOT ? OP_WAVE_ACTIVE_BALLOT
                                        : OP_WAVE_ALL_BIT_COUNT;
    lane = operand(call, 0);
    return lane_op(r, call, op, 0, 0, NULL, &lane, 1);
  }
  case C_WAVE_READLANE:
    lane = operand(call, 1);
    return lane_op(r, call, OP_WAVE_READ_LANE_AT, 0, 0, operand(call, 0), &lane, 1);
  case C_WAVE_SUM:
  case C_WAVE_USUM:
  case C_WAVE_MIN:
  case C_WAVE_UMIN:
  case C_WAVE_MAX:
  case C_WAVE_UMAX: {
    unsigned kind = id == C_WAVE_SUM || id == C_WAVE_USUM   ? KIND_SUM
                    : id == C_WAVE_MIN || id == C_WAVE_UMIN ? KIND_MIN
                                                            : KIND_MAX;
    unsigned sign = id == C_WAVE_USUM || id == C_WAVE_UMIN || id == C_WAVE_UMAX ? UNSIGNED : SIGNED;
    return lane_op(r, call, OP_WAVE_ACTIVE_OP, kind, sign, operand(call, 0), NULL, 0);
  }
  case C_DDX_COARSE:
    return lane_op(r, call, OP_DERIV_COARSE_X, 0, 0, operand(call, 0), NULL, 0);
  case C_DDY_COARSE:
    return lane_op(r, call, OP_DERIV_COARSE_Y, 0, 0, operand(call, 0), NULL, 0);
  case C_DDX_FINE:
    return lane_op(r, call, OP_DERIV_FINE_X, 0, 0, operand(call, 0), NULL, 0);
  case C_DDY_FINE:
    return lane_op(r, call, OP_DERIV_FINE_Y, 0, 0, operand(call, 0), NULL, 0);
  default:
    return UNSUPPORTED(r, "call kind %d at the stage level", (int)id);
  }
}

/* The DXIL level: the operands after the opcode, as DXIL.td lists them. */
bool cx_sem_stage_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  *handled = true;
  LLVMValueRef extra[2];
  uint64_t mode, kind, sign;
  switch (opcode) {
  case OP_BARRIER:
    if (n != 2 || !rlv_const_u64(operand(call, 1), &mode))
      return UB(r, "barrier without a constant mode");
    return barrier(r, call, mode);
  case OP_DISCARD:
    return n == 2 ? discard(r, call, operand(call, 1)) : UB(r, "discard's operands");
  case OP_LOAD_INPUT:
    return n == 5 ? load_input(r, call, 1) : UB(r, "loadInput's operands");
  case OP_STORE_OUTPUT:
    return n == 5 ? store_output(r, call, 1, operand(call, 4)) : UB(r, "storeOutput's operands");
  case OP_WAVE_IS_FIRST_LANE:
  case OP_WAVE_GET_LANE_INDEX:
  case OP_WAVE_GET_LANE_COUNT:
    return n == 1 ? lane_op(r, call, opcode, 0, 0, NULL, NULL, 0) : UB(r, "wave op's operands");
  case OP_WAVE_ANY_TRUE:
  case OP_WAVE_ALL_TRUE:
  case OP_WAVE_ACTIVE_BALLOT:
  case OP_WAVE_ALL_BIT_COUNT:
    extra[0] = operand(call, 1);
    return n == 2 ? lane_op(r, call, opcode, 0, 0, NULL, extra, 1) : UB(r, "wave op's operands");
  case OP_DERIV_COARSE_X:
  case OP_DERIV_COARSE_Y:
  case OP_DERIV_FINE_X:
  case OP_DERIV_FINE_Y:
    return n == 2 ? lane_op(r, call, opcode, 0, 0, operand(call, 1), NULL, 0)
                  : UB(r, "derivative's operands");
  case OP_WAVE_READ_LANE_AT:
  case OP_QUAD_READ_LANE_AT:
    extra[0] = operand(call, 2);
    return n == 3 ? lane_op(r, call, opcode, 0, 0, operand(call, 1), extra, 1)
                  : UB(r, "read-lane op's operands");
  case OP_QUAD_OP:
    if (n != 3 || !rlv_const_u64(operand(call, 2), &kind))
      return UB(r, "quadOp without a constant kind");
    return lane_op(r, call, opcode, (unsigned)kind, 0, operand(call, 1), NULL, 0);
  case OP_WAVE_ACTIVE_OP:
    if (n != 4 || !rlv_const_u64(operand(call, 2), &kind) ||
        !rlv_const_u64(operand(call, 3), &sign))
      return UB(r, "waveActiveOp without constant kinds");
    return lane_op(r, call, opcode, (unsigned)kind, (unsigned)sign, operand(call, 1), NULL, 0);
  default:
    *handled = false;
    return false;
  }
}

/* ---- events as text ---- */

static const char *op_name(unsigned op) {
  switch (op) {
  case OP_STORE_OUTPUT:
    return "storeOutput";
  case OP_BARRIER:
    return "barrier";
  case OP_DISCARD:
    return "discard";
  case OP_DERIV_COARSE_X:
    return "ddx.coarse";
  case OP_DERIV_COARSE_Y:
    return "ddy.coarse";
  case OP_DERIV_FINE_X:
    return "ddx.fine";
  case OP_DERIV_FINE_Y:
    return "ddy.fine";
  case OP_WAVE_IS_FIRST_LANE:
    return "waveIsFirstLane";
  case OP_WAVE_GET_LANE_INDEX:
    return "waveGetLaneIndex";
  case OP_WAVE_GET_LANE_COUNT:
    return "waveGetLaneCount";
  case OP_WAVE_ANY_TRUE:
    return "waveAnyTrue";
  case OP_WAVE_ALL_TRUE:
    return "waveAllTrue";
  case OP_WAVE_ACTIVE_BALLOT:
    return "waveActiveBallot";
  case OP_WAVE_READ_LANE_AT:
    return "waveReadLaneAt";
  case OP_WAVE_ACTIVE_OP:
    return "waveActiveOp";
  case OP_QUAD_READ_LANE_AT:
    return "quadReadLaneAt";
  case OP_QUAD_OP:
    return "quadOp";
  case OP_WAVE_ALL_BIT_COUNT:
    return "waveAllBitCount";
  default:
    return "op";
  }
}

char *rlv_ievent_text(const rlv_ievent *e) {
  static const char *const kinds[] = {"sum", "product", "min", "max"};
  char *head;
  if (e->op == OP_WAVE_ACTIVE_OP)
    head = rlv_strf("waveActiveOp(%s, %s)", e->sub[0] < 4 ? kinds[e->sub[0]] : "?",
                    e->sub[1] == UNSIGNED ? "unsigned" : "signed");
  else if (e->op == OP_QUAD_OP)
    head = rlv_strf("quadOp(%u)", e->sub[0]);
  else
    head = rlv_strf("%s", op_name(e->op));
  char *text = rlv_strf("%s(", head);
  free(head);
  for (unsigned i = 0; i < e->nargs; i++) {
    const rlv_iarg *a = &e->args[i];
    char *more = a->poison
                     ? rlv_strf("%s%si%u poison", text, i ? ", " : "", a->bits)
                     : rlv_strf("%s%s%s%u 0x%llx", text, i ? ", " : "", a->is_float ? "f" : "i",
                                a->bits, (unsigned long long)a->value);
    free(text);
    text = more;
  }
  char *done = rlv_strf("%s)", text);
  free(text);
  return done;
}
