/* The executor: what a called function is, calls (defined functions run their bodies, as
 * the prover inlines them), phis and branches, back edges per loop entry, and the run of a
 * function (rlv_interp_run). */
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

static const struct {
  const char *prefix;
  callee_id id;
} callees[] = {
    {"llvm.dx.resource.handlefrombinding", C_HFB},
    {"llvm.dx.resource.handlefromimplicitbinding", C_HFIB},
    {"llvm.dx.resource.getpointer", C_GETPOINTER},
    {"llvm.dx.resource.load.typedbuffer", C_LOAD_TYPED},
    {"llvm.dx.resource.store.typedbuffer", C_STORE_TYPED},
    {"llvm.dx.resource.load.rawbuffer", C_LOAD_RAW},
    {"llvm.dx.resource.store.rawbuffer", C_STORE_RAW},
    {"llvm.dx.resource.load.cbufferrow", C_CBUFFERROW},
    {"llvm.dx.resource.updatecounter", C_UPDATECOUNTER},
    {"llvm.dx.resource.getdimensions.x", C_GETDIMS},
    {"llvm.dx.resource.nonuniformindex", C_NONUNIFORM},
    {"llvm.dx.thread.id.in.group", C_THREAD_ID_IN_GROUP},
    {"llvm.dx.flattened.thread.id.in.group", C_FLAT_THREAD_ID},
    {"llvm.dx.thread.id", C_THREAD_ID},
    {"llvm.dx.group.id", C_GROUP_ID},
    {"llvm.dx.asdouble", C_ASDOUBLE},
    {"llvm.dx.splitdouble", C_SPLITDOUBLE},
    {"llvm.memcpy", C_MEMCPY},
    {"llvm.memmove", C_MEMMOVE},
    {"llvm.memset", C_MEMSET},
    {"llvm.lifetime.start", C_LIFETIME},
    {"llvm.lifetime.end", C_LIFETIME},
    {"llvm.umin", C_UMIN},
    {"llvm.umax", C_UMAX},
    {"llvm.smin", C_SMIN},
    {"llvm.smax", C_SMAX},
    {"llvm.dx.group.memory.barrier.with.group.sync", C_BARRIER},
    {"llvm.dx.discard", C_DISCARD},
    {"llvm.dx.load.input", C_LOAD_INPUT},
    {"llvm.dx.store.output", C_STORE_OUTPUT},
    {"llvm.dx.wave.is.first.lane", C_WAVE_FIRST_LANE},
    {"llvm.dx.wave.getlaneindex", C_WAVE_LANE_INDEX},
    {"llvm.dx.wave.get.lane.count", C_WAVE_LANE_COUNT},
    {"llvm.dx.wave.any", C_WAVE_ANY},
    {"llvm.dx.wave.all", C_WAVE_ALL},
    {"llvm.dx.wave.ballot", C_WAVE_BALLOT},
    {"llvm.dx.wave.active.countbits", C_WAVE_COUNTBITS},
    {"llvm.dx.wave.readlane", C_WAVE_READLANE},
    {"llvm.dx.wave.reduce.sum", C_WAVE_SUM},
    {"llvm.dx.wave.reduce.usum", C_WAVE_USUM},
    {"llvm.dx.wave.reduce.min", C_WAVE_MIN},
    {"llvm.dx.wave.reduce.umin", C_WAVE_UMIN},
    {"llvm.dx.wave.reduce.max", C_WAVE_MAX},
    {"llvm.dx.wave.reduce.umax", C_WAVE_UMAX},
    {"llvm.dx.ddx.coarse", C_DDX_COARSE},
    {"llvm.dx.ddy.coarse", C_DDY_COARSE},
    {"llvm.dx.ddx.fine", C_DDX_FINE},
    {"llvm.dx.ddy.fine", C_DDY_FINE},
    {"llvm.assume", C_ASSUME},
    {"llvm.experimental.noalias.scope.decl", C_NOOP},
    {"llvm.donothing", C_NOOP},
    {"llvm.uadd.with.overflow", C_UADD_OV},
    {"llvm.sadd.with.overflow", C_SADD_OV},
    {"llvm.usub.with.overflow", C_USUB_OV},
    {"llvm.ssub.with.overflow", C_SSUB_OV},
    {"llvm.umul.with.overflow", C_UMUL_OV},
    {"llvm.smul.with.overflow", C_SMUL_OV},
    {"llvm.abs", C_ABS},
    {"llvm.ctpop", C_CTPOP},
    {"llvm.bitreverse", C_BITREVERSE},
    {"llvm.dx.imad", C_IMAD},
    {"llvm.dx.umad", C_UMAD},
    {"llvm.dx.sclamp", C_SCLAMP},
    {"llvm.dx.uclamp", C_UCLAMP},
    {"llvm.dx.sign", C_SIGN},
    {"llvm.dx.sdot", C_SDOT},
    {"llvm.dx.udot", C_UDOT},
    {"llvm.dx.dot4add.i8packed", C_DOT4ADD_I8},
    {"llvm.dx.dot4add.u8packed", C_DOT4ADD_U8},
    {"llvm.dx.isnan", C_ISNAN},
    {"llvm.dx.isinf", C_ISINF},
};

static callee_id identify(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof callees / sizeof callees[0]; i++) {
    size_t n = strlen(callees[i].prefix);
    if (len >= n && memcmp(name, callees[i].prefix, n) == 0 && (len == n || name[n] == '.'))
      return callees[i].id;
  }
  return C_NONE;
}

/* What a called function is, by its name, matched once per function. */
static callee_id callee_of(rlv_interp *in, LLVMValueRef callee) {
  uintptr_t cached;
  if (rlv_ptrmap_get(&in->callee_ids, callee, &cached))
    return (callee_id)(cached - 1);
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  callee_id id = len > 6 && memcmp(name, "dx.op.", 6) == 0 ? C_DXOP : identify(name, len);
  rlv_ptrmap_put(&in->callee_ids, callee, (uintptr_t)id + 1);
  return id;
}

static bool run_body(run *r, LLVMValueRef fn, size_t *ret);

/* A call to a function defined in the module runs its body with the parameters bound to
 * the arguments' leaves, as the prover inlines it. */
static bool exec_defined_call(run *r, LLVMValueRef call, LLVMValueRef callee) {
  if (r->depth >= MAX_CALL_DEPTH)
    return UNSUPPORTED(r, "calls nested deeper than %u", MAX_CALL_DEPTH);
  for (unsigned i = 0; i < r->depth; i++)
    if (r->active[i] == callee)
      return UNSUPPORTED(r, "recursive call");
  unsigned n = LLVMCountParams(callee);
  if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) ||
      n != (unsigned)LLVMGetNumArgOperands(call))
    return UNSUPPORTED(r, "call with variadic or mismatched arguments");
  size_t *args = rlv_xcalloc(n + 1, sizeof *args);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++)
    ok = cx_eval(r, LLVMGetOperand(call, i), &args[i]);
  for (unsigned i = 0; i < n && ok; i++)
    cx_set_value(r, LLVMGetParam(callee, i), args[i]);
  free(args);
  if (!ok)
    return false;
  r->active[r->depth++] = callee;
  size_t ret;
  ok = run_body(r, callee, &ret);
  r->depth--;
  if (ok && ret != SIZE_MAX)
    cx_set_value(r, call, ret);
  return ok;
}

static bool exec_call(run *r, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee))
    return UNSUPPORTED(r, "indirect call");
  callee_id id = callee_of(r->in, callee);
  switch (id) {
  case C_DXOP:
    return cx_sem_dxil(r, call);
  case C_MEMCPY:
  case C_MEMMOVE:
  case C_MEMSET:
  case C_LIFETIME:
    return cx_sem_pointer_call(r, call, id);
  case C_BARRIER:
  case C_DISCARD:
  case C_LOAD_INPUT:
  case C_STORE_OUTPUT:
  case C_WAVE_FIRST_LANE:
  case C_WAVE_LANE_INDEX:
  case C_WAVE_LANE_COUNT:
  case C_WAVE_ANY:
  case C_WAVE_ALL:
  case C_WAVE_BALLOT:
  case C_WAVE_COUNTBITS:
  case C_WAVE_READLANE:
  case C_WAVE_SUM:
  case C_WAVE_USUM:
  case C_WAVE_MIN:
  case C_WAVE_UMIN:
  case C_WAVE_MAX:
  case C_WAVE_UMAX:
  case C_DDX_COARSE:
  case C_DDY_COARSE:
  case C_DDX_FINE:
  case C_DDY_FINE:
    return cx_sem_stage_intrinsic(r, call, id);
  case C_ASSUME:
  case C_NOOP:
  case C_UADD_OV:
  case C_SADD_OV:
  case C_USUB_OV:
  case C_SSUB_OV:
  case C_UMUL_OV:
  case C_SMUL_OV:
    return cx_sem_llvm_call(r, call, id);
  case C_UMIN:
  case C_UMAX:
  case C_SMIN:
  case C_SMAX:
  case C_ABS:
  case C_CTPOP:
  case C_BITREVERSE:
  case C_IMAD:
  case C_UMAD:
  case C_SCLAMP:
  case C_UCLAMP:
  case C_SIGN:
  case C_SDOT:
  case C_UDOT:
  case C_DOT4ADD_I8:
  case C_DOT4ADD_U8:
  case C_ISNAN:
  case C_ISINF:
    return cx_sem_math(r, call, id);
  case C_NONE: {
    if (!LLVMIsDeclaration(callee))
      return exec_defined_call(r, call, callee);
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    bool handled;
    bool ok = cx_sem_fmath(r, call, name, len, &handled);
    if (handled)
      return ok;
    return UNSUPPORTED(r, "call to %.*s", (int)len, name);
  }
  default:
    return cx_sem_intrinsic(r, call, id);
  }
}

/* Evaluates the phis of `bb` for the edge from `from`, all at once. */
static bool enter_block(run *r, LLVMBasicBlockRef bb, LLVMBasicBlockRef from) {
  size_t nphi = 0;
  LLVMValueRef phis[64];
  size_t vals[64];
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && LLVMGetInstructionOpcode(i) == LLVMPHI;
       i = LLVMGetNextInstruction(i)) {
    if (nphi == 64)
      return UNSUPPORTED(r, "too many phis");
    LLVMValueRef in = NULL;
    for (unsigned k = 0, n = LLVMCountIncoming(i); k < n; k++)
      if (LLVMGetIncomingBlock(i, k) == from) {
        in = LLVMGetIncomingValue(i, k);
        break;
      }
    if (!in)
      return UNSUPPORTED(r, "phi without an incoming value for its predecessor");
    if (!cx_eval(r, in, &vals[nphi]))
      return false;
    phis[nphi++] = i;
  }
  for (size_t k = 0; k < nphi; k++) {
    unsigned n = cx_leaf_count(LLVMTypeOf(phis[k]), 0);
    if (!n)
      return UNSUPPORTED(r, "phi type");
    size_t o = cx_alloc_leaves(r, n);
    memcpy(&r->arena[o], &r->arena[vals[k]], n * sizeof(leaf));
    cx_set_value(r, phis[k], o);
  }
  for (size_t k = 0; k < nphi; k++)
    cx_trace_inst(r, phis[k]);
  return true;
}

static bool branch_target(run *r, LLVMValueRef term, LLVMBasicBlockRef *next) {
  LLVMOpcode op = LLVMGetInstructionOpcode(term);
  if (op == LLVMBr) {
    if (!LLVMIsConditional(term)) {
      *next = LLVMGetSuccessor(term, 0);
      return true;
    }
    size_t c;
    if (!cx_eval(r, LLVMGetCondition(term), &c))
      return false;
    if (r->arena[c].poison)
      return UB(r, "branch on poison");
    *next = LLVMGetSuccessor(term, r->arena[c].bits & 1 ? 0 : 1);
    return true;
  }
  if (op == LLVMSwitch) {
    size_t c;
    if (!cx_eval(r, LLVMGetOperand(term, 0), &c))
      return false;
    if (r->arena[c].poison)
      return UB(r, "switch on poison");
    uint64_t v =
        r->arena[c].bits & rlv_width_max(LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(term, 0))));
    *next = LLVMGetSwitchDefaultDest(term);
    /* Successor k > 0 is case k's destination; LLVM 22 keeps case values out of the operand
     * list, so they are read through the switch, never as operands. */
    for (unsigned k = 1, n = LLVMGetNumSuccessors(term); k < n; k++) {
      uint64_t cv;
      if (!rlv_const_u64(LLVMGetSwitchCaseValue(term, k), &cv))
        return UNSUPPORTED(r, "switch case value");
      if (cv == v) {
        *next = LLVMGetSuccessor(term, k);
        break;
      }
    }
    return true;
  }
  if (op == LLVMUnreachable)
    return UB(r, "reached unreachable");
  return UNSUPPORTED(r, "terminator");
}

static bool exec_inst(run *r, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  switch (op) {
  case LLVMAlloca:
  case LLVMLoad:
  case LLVMStore:
  case LLVMGetElementPtr:
    return cx_sem_pointer(r, inst, op);
  case LLVMCall:
    return exec_call(r, inst);
  default:
    return cx_sem_llvm(r, inst, op);
  }
}

static void run_free(run *r) {
  free(r->arena);
  rlv_ptrmap_free(&r->vals);
  rlv_ptrmap_free(&r->global_regions);
  rlv_ptrmap_free(&r->iters);
  for (size_t i = 0; i < r->nalloca; i++) {
    free(r->allocas[i].bytes);
    free(r->allocas[i].poison);
    free(r->allocas[i].written);
  }
  free(r->allocas);
  free(r->stored);
}

/* ---- loops ---- */

/* Numbers the blocks of fn reachable from its entry in a depth-first walk (pre- and
 * post-order), once per function. An edge to an ancestor of its source in the walk (or to the
 * source itself) is a back edge: on reducible CFGs (what LLVM and the generator make) exactly
 * the loops' back edges, the ones the prover's --unroll bounds. */
static void number_blocks(rlv_interp *in, LLVMValueRef fn) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  if (!entry || rlv_ptrmap_has(&in->block_index, entry))
    return;
  struct frame {
    LLVMBasicBlockRef bb;
    unsigned next;
  } *stack = rlv_xcalloc(LLVMCountBasicBlocks(fn) + 1, sizeof *stack);
  size_t base = in->ndfs, depth = 0;
  uint32_t npre = 0, npost = 0;
  in->dfs = rlv_xrealloc(in->dfs, (base + LLVMCountBasicBlocks(fn) + 1) * sizeof *in->dfs);
  rlv_ptrmap_put(&in->block_index, entry, ++in->ndfs);
  in->dfs[base] = (struct dfs_num){npre++, 0};
  stack[depth++] = (struct frame){entry, 0};
  while (depth) {
    struct frame *f = &stack[depth - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->bb);
    if (term && f->next < LLVMGetNumSuccessors(term)) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, f->next++);
      if (!rlv_ptrmap_has(&in->block_index, s)) {
        in->dfs[in->ndfs] = (struct dfs_num){npre++, 0};
        rlv_ptrmap_put(&in->block_index, s, ++in->ndfs);
        stack[depth++] = (struct frame){s, 0};
      }
      continue;
    }
    uintptr_t at;
    rlv_ptrmap_get(&in->block_index, f->bb, &at);
    in->dfs[at - 1].post = npost++;
    depth--;
  }
  free(stack);
}

/* Counts the edge from -> to: a back edge adds one to its loop's count, any other edge into
 * a loop's header starts the count over (the loop is entered anew). */
static void count_edge(run *r, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  uintptr_t a, b, c = 0;
  if (!rlv_ptrmap_get(&r->in->block_index, from, &a) ||
      !rlv_ptrmap_get(&r->in->block_index, to, &b)) {
    r->max_back_edges = UINT32_MAX; /* not numbered: claim no bound */
    return;
  }
  const struct dfs_num *f = &r->in->dfs[a - 1], *t = &r->in->dfs[b - 1];
  if (t->pre <= f->pre && t->post >= f->post) {
    rlv_ptrmap_get(&r->iters, to, &c);
    rlv_ptrmap_put(&r->iters, to, ++c);
    if (c > r->max_back_edges)
      r->max_back_edges = (unsigned)c;
  } else if (rlv_ptrmap_get(&r->iters, to, &c) && c) {
    rlv_ptrmap_put(&r->iters, to, 0);
  }
}

/* ---- running a function ---- */

/* Runs the body of fn (its parameters bound); *ret receives the returned value's leaves
 * (SIZE_MAX for none). False when the run stopped (r->status says why). */
static bool run_body(run *r, LLVMValueRef fn, size_t *ret) {
  *ret = SIZE_MAX;
  number_blocks(r->in, fn);
  LLVMBasicBlockRef bb = LLVMGetEntryBasicBlock(fn), prev = NULL;
  for (;;) {
    if (prev) {
      count_edge(r, prev, bb);
      if (!enter_block(r, bb, prev))
        return false;
    }
    LLVMValueRef inst = LLVMGetFirstInstruction(bb);
    LLVMBasicBlockRef next = NULL;
    for (; inst; inst = LLVMGetNextInstruction(inst)) {
      if (++r->steps > MAX_STEPS)
        return UNSUPPORTED(r, "step limit");
      LLVMOpcode op = LLVMGetInstructionOpcode(inst);
      if (op == LLVMPHI)
        continue;
      if (op == LLVMRet) {
        if (LLVMGetNumOperands(inst) != 0 && !cx_eval(r, LLVMGetOperand(inst, 0), ret))
          return false;
        cx_trace(r, inst, *ret == SIZE_MAX ? NULL : LLVMTypeOf(LLVMGetOperand(inst, 0)), *ret);
        return true;
      }
      if (LLVMIsATerminatorInst(inst)) {
        if (!branch_target(r, inst, &next))
          return false;
        cx_trace(r, inst, NULL, SIZE_MAX);
        break;
      }
      if (!exec_inst(r, inst))
        return false;
      cx_trace_inst(r, inst);
    }
    if (!inst)
      return UNSUPPORTED(r, "block without a terminator");
    prev = bb;
    bb = next;
  }
}

rlv_irun_status rlv_interp_run(rlv_interp *in, LLVMValueRef fn, rlv_istate *state, char **why) {
  run r = {.in = in, .st = state, .dl = in->dl};
  if (why)
    *why = NULL;
  if (!fn || LLVMCountBasicBlocks(fn) == 0) {
    UNSUPPORTED(&r, "function without a body");
  } else if (LLVMCountParams(fn) != 0) {
    UNSUPPORTED(&r, "function with parameters");
  } else {
    size_t ret;
    r.active[r.depth++] = fn;
    bool ok = cx_shared_start(&r, fn) && run_body(&r, fn, &ret);
    if (!ok && r.status == RLV_IRUN_OK)
      UNSUPPORTED(&r, "a step failed without a reason"); /* never OK after a stop */
    if (ok)
      cx_shared_finish(&r);
  }
  state->max_back_edges = r.max_back_edges;
  rlv_irun_status status = r.status;
  if (why)
    *why = r.why;
  else
    free(r.why);
  run_free(&r);
  return status;
}
