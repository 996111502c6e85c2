/* Stage op-lower (LLVM's DXILOpLowering; reference §4.1, §4.4, note §1–§4, §7): every
 * llvm.dx.resource.* intrinsic becomes its DXIL operation.
 *
 * Functions are visited in module order and calls in use-list order, as LLVM does, so
 * that the uniquified value names (`%buf1`, `%load01`) come out the same. Handle values
 * change type (target("dx.*") -> %dx.types.Handle); like LLVM, the change goes through
 * temporary llvm.dx.resource.casthandle pairs that are folded away at the end, which
 * keeps every step independent of the order the intrinsics are met in. */
#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "lower/lctx.h"
#include "lower/op_generic.h"
#include "lower/props.h"
#include "model/ir.h"
#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_LOOKTHROUGH 64

typedef struct value_list {
  LLVMValueRef *items;
  size_t count, cap;
} value_list;

/* Small constants are made once per run: op-lower asks for the same few ones for every call. */
#define SMALL_CONSTS 64

/* What op-lower made for one resource's handles: the ResBind and ResourceProperties
 * constants, each with the struct type it was made of (a clash with a user type of that
 * name gives a new type per call, and then nothing is reused). */
typedef struct resource_consts {
  LLVMTypeRef bind_type, props_type;
  LLVMValueRef bind, props;
} resource_consts;

/* A call to lower, in run_pass's order: its function and its declaration (index in the
 * snapshot of declarations). */
typedef struct planned_call {
  LLVMValueRef call, fn;
  size_t decl;
} planned_call;

/* A temporary casthandle call and the call whose lowering made it. */
typedef struct made_cast {
  LLVMValueRef cast;
  size_t seq;
} made_cast;

typedef struct lowerer {
  rlv_lctx *l;
  made_cast *casts; /* the temporary casthandle calls, in creation order */
  size_t ncasts, cap_casts;
  /* The checking pass: report every call that cannot be lowered and change nothing, so
   * that each diagnostic shows its instruction as the input has it. */
  bool dry;
  bool failed;
  /* The lowering pass visits the calls function by function (lower_by_function) rather
   * than declaration by declaration; the checking pass then also declares the ops, in the
   * order the declaration-by-declaration pass would first need them. */
  bool by_function;
  size_t seq; /* the call being lowered, numbered in declaration-by-declaration order */
  planned_call *plan; /* for lower_by_function: every call, in run_pass's order */
  size_t nplan, cap_plan;
  /* The (Handle -> target) cast made for each lowered handle creation -> that Handle. */
  rlv_ptrmap lowered_handles;
  /* The values whose computation reaches a nonuniformindex call (made once, by the
   * checking pass, before anything changes), and the non-uniform flag it gave each handle
   * creation (+ 1) for the lowering pass. */
  rlv_ptrmap nu_tainted, nu_of_call;
  bool nu_ready;
  /* Scratch lists reused across calls: the users of a call, the users of one of its
   * results, the lanes read by a dynamic index. */
  value_list users, value_users, dynamic;
  LLVMTypeRef i1, i8, i32;
  LLVMValueRef i32_consts[SMALL_CONSTS], i8_consts[256], i1_consts[2], undef_i32;
  resource_consts *res_consts; /* per entry of l->resources, made on first use */
} lowerer;

static void list_push(value_list *v, LLVMValueRef x) {
  if (v->count == v->cap)
    v->items = rlv_xrealloc(v->items, (v->cap = v->cap ? v->cap * 2 : 8) * sizeof *v->items);
  v->items[v->count++] = x;
}

/* The users of `v`, in use-list order, snapshotted into `out` (emptied first) so that they
 * may be erased. */
static value_list *users_into(value_list *out, LLVMValueRef v) {
  out->count = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    list_push(out, LLVMGetUser(u));
  return out;
}

static LLVMTypeRef i32_ty(lowerer *o) { return o->i32; }
static LLVMValueRef i32c(lowerer *o, unsigned long long v) {
  if (v >= SMALL_CONSTS)
    return LLVMConstInt(o->i32, v, 0);
  if (!o->i32_consts[v])
    o->i32_consts[v] = LLVMConstInt(o->i32, v, 0);
  return o->i32_consts[v];
}
static LLVMValueRef i8c(lowerer *o, unsigned v) {
  v &= 0xFF; /* LLVMConstInt truncates to the type's width too */
  if (!o->i8_consts[v])
    o->i8_consts[v] = LLVMConstInt(o->i8, v, 0);
  return o->i8_consts[v];
}
static LLVMValueRef i1c(lowerer *o, bool v) {
  if (!o->i1_consts[v])
    o->i1_consts[v] = LLVMConstInt(o->i1, v, 0);
  return o->i1_consts[v];
}
static LLVMValueRef undef_i32(lowerer *o) {
  if (!o->undef_i32)
    o->undef_i32 = LLVMGetUndef(o->i32);
  return o->undef_i32;
}

static char *type_str(LLVMTypeRef t) {
  char *s = LLVMPrintTypeToString(t);
  char *c = rlv_xstrdup(s);
  LLVMDisposeMessage(s);
  return c;
}

static void fail(lowerer *o) { o->failed = true; }

/* The checking pass's declaration of op `opcode` for arguments of these types, as
 * rlv_dxb_op will make it when the call is lowered. When it cannot be made, the lowering
 * goes declaration by declaration instead, where rlv_dxb_op reports why. */
static void declare(lowerer *o, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                    const LLVMTypeRef *types, unsigned n) {
  if (o->by_function && !rlv_dxb_declare_op(o->l, opcode, scalar, ret, types, n))
    o->by_function = false;
}

static LLVMTypeRef operand_type(LLVMValueRef call, unsigned i) {
  return LLVMTypeOf(LLVMGetOperand(call, i));
}

/* ---- temporary handle casts ---- */

static LLVMValueRef cast_handle(lowerer *o, LLVMValueRef v, LLVMTypeRef to) {
  LLVMTypeRef overloads[2] = {to, LLVMTypeOf(v)};
  LLVMValueRef c =
      rlv_dxb_intrinsic(o->l, "llvm.dx.resource.casthandle", overloads, 2, &v, 1, "");
  if (o->ncasts == o->cap_casts)
    o->casts = rlv_xrealloc(o->casts, (o->cap_casts = o->cap_casts ? o->cap_casts * 2 : 64) *
                                          sizeof *o->casts);
  o->casts[o->ncasts++] = (made_cast){c, o->seq};
  return c;
}

/* `v` as a %dx.types.Handle. A handle whose creation is already lowered is that Handle:
 * the (target -> Handle) cast of it would only be folded back to it at the end. */
static LLVMValueRef as_dx_handle(lowerer *o, LLVMValueRef v) {
  uintptr_t lowered;
  if (rlv_ptrmap_get(&o->lowered_handles, v, &lowered))
    return (LLVMValueRef)lowered;
  return cast_handle(o, v, rlv_dxb_handle_type(o->l));
}

static bool is_cast_call(lowerer *o, LLVMValueRef v) {
  return rlv_lower_call_id(o->l, v) == RLV_DX_CASTHANDLE;
}

static int cmp_cast_seq(const void *a, const void *b, void *ctx) {
  (void)ctx;
  size_t x = ((const made_cast *)a)->seq, y = ((const made_cast *)b)->seq;
  return (x > y) - (x < y);
}

/* Folds the cast pairs: each (target -> Handle) cast is replaced by the Handle the
 * matching (Handle -> target) cast wraps. A handle that did not come from a lowered
 * handle creation (a phi, an argument, a load) cannot be resolved. */
static void cleanup_casts(lowerer *o) {
  LLVMTypeRef handle = rlv_dxb_handle_type(o->l);
  value_list fns = {0}, firsts = {0};
  rlv_ptrmap seen_fns = {0};
  /* In the order the declaration-by-declaration pass makes them, which is the order of the
   * diagnostics below. */
  if (o->by_function)
    rlv_stable_sort(o->casts, o->ncasts, sizeof *o->casts, cmp_cast_seq, NULL);
  for (size_t i = 0; i < o->ncasts; i++) {
    LLVMValueRef c = o->casts[i].cast;
    LLVMValueRef fn = LLVMGetCalledValue(c);
    if (!rlv_ptrmap_has(&seen_fns, fn)) {
      rlv_ptrmap_put(&seen_fns, fn, 1);
      list_push(&fns, fn);
    }
    if (LLVMTypeOf(c) != handle) {
      list_push(&firsts, c);
      continue;
    }
    LLVMValueRef def = LLVMGetOperand(c, 0);
    if (!is_cast_call(o, def)) {
      rlv_report(o->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, def,
                 "this handle does not come from a handle creation the DXIL lowering can "
                 "resolve");
      fail(o);
      continue;
    }
    LLVMReplaceAllUsesWith(c, LLVMGetOperand(def, 0));
    LLVMInstructionEraseFromParent(c);
  }
  for (size_t i = 0; i < firsts.count; i++) {
    LLVMValueRef c = firsts.items[i];
    value_list *users = users_into(&o->users, c);
    for (size_t j = 0; j < users->count; j++)
      rlv_report(o->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, users->items[j],
                 "a lowered handle is still used here as a resource value, which only "
                 "resource intrinsics can take");
    if (users->count)
      fail(o);
    else
      LLVMInstructionEraseFromParent(c);
  }
  for (size_t i = 0; i < fns.count && !o->failed; i++)
    rlv_erase_if_unused(o->l, fns.items[i]);
  rlv_ptrmap_free(&seen_fns);
  free(fns.items);
  free(firsts.items);
  free(o->casts);
  o->casts = NULL;
  o->ncasts = o->cap_casts = 0;
}

/* ---- handle creation ---- */

/* LLVM's hasNonUniformIndex walks from each handle index back through the operands of
 * non-terminator instructions until it meets a nonuniformindex call; for many handles over
 * one long index computation that is quadratic. The same answer, for every value at once:
 * walk forward from the nonuniformindex calls through their instruction users (a user that
 * is not a terminator would walk back to them), each value once. */
static void find_nonuniform_values(lowerer *o) {
  o->nu_ready = true;
  size_t n = 0;
  LLVMValueRef *calls = rlv_collect_calls(o->l->module, RLV_DX_NONUNIFORMINDEX, &n);
  value_list work = {0};
  for (size_t i = 0; i < n; i++)
    if (!rlv_ptrmap_has(&o->nu_tainted, calls[i])) {
      rlv_ptrmap_put(&o->nu_tainted, calls[i], 1);
      list_push(&work, calls[i]);
    }
  while (work.count) {
    LLVMValueRef v = work.items[--work.count];
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!LLVMIsAInstruction(user) || LLVMIsATerminatorInst(user) ||
          rlv_ptrmap_has(&o->nu_tainted, user))
        continue;
      rlv_ptrmap_put(&o->nu_tainted, user, 1);
      list_push(&work, user);
    }
  }
  free(work.items);
  free(calls);
}

/* The non-uniform flag of a handle creation's index, decided by the checking pass while the
 * module is as it came; the lowering pass reads it back. */
static bool has_nonuniform_index(lowerer *o, LLVMValueRef call) {
  uintptr_t flag = 0;
  if (rlv_ptrmap_get(&o->nu_of_call, call, &flag))
    return flag == 2;
  LLVMValueRef index = LLVMGetOperand(call, 3);
  bool nu = false;
  if (!LLVMIsAConstant(index)) {
    if (!o->nu_ready)
      find_nonuniform_values(o);
    nu = rlv_ptrmap_has(&o->nu_tainted, index);
  }
  rlv_ptrmap_put(&o->nu_of_call, call, nu ? 2 : 1);
  return nu;
}

/* Erases the stores of `call` into globals, and those globals once unused. */
static void remove_resource_globals(lowerer *o, LLVMValueRef call) {
  value_list *users = users_into(&o->users, call);
  for (size_t i = 0; i < users->count; i++) {
    LLVMValueRef s = users->items[i];
    if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 0) != call)
      continue;
    LLVMValueRef ptr = LLVMGetOperand(s, 1);
    LLVMInstructionEraseFromParent(s);
    if (LLVMIsAGlobalVariable(ptr) && !LLVMGetFirstUse(ptr))
      LLVMDeleteGlobal(ptr);
  }
}

static resource_consts *consts_of(lowerer *o, const rlv_resource *r) {
  if (!o->res_consts)
    o->res_consts = rlv_xcalloc(o->l->resources.count, sizeof *o->res_consts);
  return &o->res_consts[r - o->l->resources.items];
}

/* createHandleFromBinding's ResBind { lower bound, upper bound, space, class }. */
static LLVMValueRef resbind_of(lowerer *o, const rlv_resource *r) {
  resource_consts *c = consts_of(o, r);
  LLVMTypeRef t = rlv_dxb_resbind_type(o->l);
  if (c->bind_type != t) {
    uint32_t ub = r->size == 0xFFFFFFFFu ? 0xFFFFFFFFu : r->lower_bound + r->size - 1;
    LLVMValueRef fields[4] = {i32c(o, r->lower_bound), i32c(o, ub), i32c(o, r->space),
                              i8c(o, r->type.res_class)};
    c->bind_type = t;
    c->bind = LLVMConstNamedStruct(t, fields, 4);
  }
  return c->bind;
}

/* annotateHandle's ResourceProperties of the resource. */
static LLVMValueRef props_of(lowerer *o, const rlv_resource *r) {
  resource_consts *c = consts_of(o, r);
  LLVMTypeRef t = rlv_dxb_props_type(o->l);
  if (c->props_type != t) {
    rlv_props p = rlv_props_compute(o->l->dl, &r->type, r->has_counter);
    LLVMValueRef words[2] = {i32c(o, p.word0), i32c(o, p.word1)};
    c->props_type = t;
    c->props = LLVMConstNamedStruct(t, words, 2);
  }
  return c->props;
}

/* The ops lower_handle makes, in its order. */
static void declare_handle(lowerer *o, LLVMValueRef call) {
  rlv_lctx *l = o->l;
  LLVMTypeRef handle = rlv_dxb_handle_type(l), index = operand_type(call, 3);
  if (rlv_sm_value(&l->target) >= 66) {
    LLVMTypeRef bind[3] = {rlv_dxb_resbind_type(l), index, o->i1};
    declare(o, RLV_OP_CREATE_HANDLE_FROM_BINDING, NULL, handle, bind, 3);
    LLVMTypeRef annot[2] = {handle, rlv_dxb_props_type(l)};
    declare(o, RLV_OP_ANNOTATE_HANDLE, NULL, handle, annot, 2);
  } else {
    LLVMTypeRef args[4] = {o->i8, o->i32, index, o->i1};
    declare(o, RLV_OP_CREATE_HANDLE, NULL, handle, args, 4);
  }
}

static void lower_handle(lowerer *o, LLVMValueRef call) {
  rlv_lctx *l = o->l;
  const rlv_resource *r = LLVMGetNumArgOperands(call) == 5
                              ? rlv_restable_find(&l->resources, call) : NULL;
  if (!r) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, call,
               "a handlefrombinding whose space, lower bound and range size are not constants "
               "cannot be lowered to a DXIL handle");
    fail(o);
    return;
  }
  if (o->dry) {
    if (r->size != 1)
      has_nonuniform_index(o, call);
    declare_handle(o, call);
    return;
  }
  bool nu = r->size == 1 ? false : has_nonuniform_index(o, call);
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef index = LLVMGetOperand(call, 3);
  if (r->lower_bound != 0)
    index = LLVMBuildAdd(l->builder, index, i32c(o, r->lower_bound), "");
  const char *name = rlv_value_name(call);
  LLVMValueRef h;
  if (rlv_sm_value(&l->target) >= 66) {
    LLVMValueRef bind_args[3] = {resbind_of(o, r), index, i1c(o, nu)};
    h = rlv_dxb_op(l, RLV_OP_CREATE_HANDLE_FROM_BINDING, NULL, rlv_dxb_handle_type(l),
                   bind_args, 3, name, call);
    if (h) {
      LLVMValueRef annot_args[2] = {h, props_of(o, r)};
      char *annot = name[0] ? rlv_strf("%s_annot", name) : NULL;
      h = rlv_dxb_op(l, RLV_OP_ANNOTATE_HANDLE, NULL, rlv_dxb_handle_type(l), annot_args, 2,
                     annot ? annot : "", call);
      free(annot);
    }
  } else {
    LLVMValueRef args[4] = {i8c(o, r->type.res_class), i32c(o, r->record_id), index,
                            i1c(o, nu)};
    h = rlv_dxb_op(l, RLV_OP_CREATE_HANDLE, NULL, rlv_dxb_handle_type(l), args, 4, name, call);
  }
  if (!h) {
    fail(o);
    return;
  }
  LLVMValueRef back = cast_handle(o, h, LLVMTypeOf(call));
  rlv_ptrmap_put(&o->lowered_handles, back, (uintptr_t)h);
  remove_resource_globals(o, call);
  LLVMValueRef name_global = LLVMGetOperand(call, 4);
  LLVMReplaceAllUsesWith(call, back);
  LLVMInstructionEraseFromParent(call);
  if (LLVMIsAGlobalVariable(name_global) && !LLVMGetFirstUse(name_global))
    LLVMDeleteGlobal(name_global);
}

/* ---- loads ---- */

/* The scalar of a scalar/vector int or float type, or NULL. */
static LLVMTypeRef element_scalar(LLVMTypeRef t, unsigned *count) {
  *count = 1;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    *count = LLVMGetVectorSize(t);
    t = LLVMGetElementType(t);
  }
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
  case LLVMIntegerTypeKind:
    return t;
  default:
    return NULL;
  }
}

static bool is_extract_of_field(LLVMValueRef user, LLVMValueRef agg, unsigned max_field) {
  return LLVMIsAExtractValueInst(user) && LLVMGetOperand(user, 0) == agg &&
         LLVMGetNumIndices(user) == 1 && LLVMGetIndices(user)[0] <= max_field;
}

/* Checks the shape of a {T, i1} buffer load and its users before anything changes. */
static LLVMTypeRef check_load(lowerer *o, LLVMValueRef call, unsigned nargs, unsigned *count) {
  rlv_lctx *l = o->l;
  LLVMTypeRef rt = LLVMTypeOf(call);
  if ((unsigned)LLVMGetNumArgOperands(call) != nargs ||
      LLVMGetTypeKind(rt) != LLVMStructTypeKind || LLVMCountStructElementTypes(rt) != 2) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
               "a buffer load must take %u operands and return {value, i1}", nargs);
    return NULL;
  }
  LLVMTypeRef vt = LLVMStructGetTypeAtIndex(rt, 0);
  LLVMTypeRef scalar = element_scalar(vt, count);
  if (!scalar || *count > 4) {
    char *ts = type_str(vt);
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
               "a buffer load of %s cannot be lowered: DXIL loads return at most 4 scalars", ts);
    free(ts);
    return NULL;
  }
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    if (!is_extract_of_field(LLVMGetUser(u), call, 1)) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, LLVMGetUser(u),
                 "the result of a buffer load may only be used through extractvalue");
      return NULL;
    }
  }
  return scalar;
}

/* Rewrites the uses of field 0 of a load (one `extractvalue %r, 0`) onto the ResRet of the
 * op: constant lanes become extractvalues, dynamic lanes go through a stack copy, and any
 * remaining vector use gets the vector rebuilt (LLVM's replaceResRetUses). */
static void replace_value_uses(lowerer *o, LLVMValueRef op, LLVMValueRef old, LLVMTypeRef vt,
                               LLVMValueRef *extracts) {
  LLVMBuilderRef b = o->l->builder;
  if (LLVMGetTypeKind(vt) != LLVMVectorTypeKind) {
    LLVMReplaceAllUsesWith(old, LLVMBuildExtractValue(b, op, 0, ""));
    LLVMInstructionEraseFromParent(old);
    return;
  }
  unsigned n = LLVMGetVectorSize(vt);
  LLVMTypeRef elt = LLVMGetElementType(vt);
  value_list *users = users_into(&o->value_users, old), *dynamic = &o->dynamic;
  dynamic->count = 0;
  for (size_t i = 0; i < users->count; i++) {
    LLVMValueRef ee = users->items[i];
    if (!LLVMIsAExtractElementInst(ee))
      continue;
    LLVMValueRef idx = LLVMGetOperand(ee, 1);
    if (!LLVMIsAConstantInt(idx)) {
      list_push(dynamic, ee);
      continue;
    }
    unsigned long long k = LLVMConstIntGetZExtValue(idx);
    LLVMValueRef lane;
    if (k >= n) {
      lane = LLVMGetPoison(elt); /* an out-of-range lane is poison */
    } else {
      if (!extracts[k])
        extracts[k] = LLVMBuildExtractValue(b, op, (unsigned)k, "");
      lane = extracts[k];
    }
    LLVMReplaceAllUsesWith(ee, lane);
    LLVMInstructionEraseFromParent(ee);
  }
  if (dynamic->count) {
    LLVMTypeRef arr = LLVMArrayType2(elt, n);
    LLVMValueRef slot = LLVMBuildAlloca(b, arr, "");
    LLVMValueRef last = slot;
    for (unsigned i = 0; i < n; i++) {
      if (!extracts[i])
        extracts[i] = LLVMBuildExtractValue(b, op, i, "");
      LLVMValueRef idx[2] = {i32c(o, 0), i32c(o, i)};
      LLVMValueRef gep = LLVMBuildInBoundsGEP2(b, arr, slot, idx, 2, "");
      last = LLVMBuildStore(b, extracts[i], gep);
    }
    /* The indexed load goes where the extract was: its lane may be computed after the op. */
    for (size_t i = 0; i < dynamic->count; i++) {
      LLVMValueRef ee = dynamic->items[i];
      LLVMPositionBuilderBefore(b, ee);
      LLVMValueRef idx[2] = {i32c(o, 0), LLVMGetOperand(ee, 1)};
      LLVMValueRef gep = LLVMBuildInBoundsGEP2(b, arr, slot, idx, 2, "");
      LLVMReplaceAllUsesWith(ee, LLVMBuildLoad2(b, elt, gep, ""));
      LLVMInstructionEraseFromParent(ee);
    }
    LLVMValueRef resume = LLVMGetNextInstruction(last);
    if (resume)
      LLVMPositionBuilderBefore(b, resume);
    else
      LLVMPositionBuilderAtEnd(b, LLVMGetInstructionParent(last));
  }
  if (LLVMGetFirstUse(old)) {
    LLVMTypeRef i64 = LLVMInt64TypeInContext(o->l->llctx);
    for (unsigned i = 0; i < n; i++)
      if (!extracts[i])
        extracts[i] = LLVMBuildExtractValue(b, op, i, "");
    LLVMValueRef vec = LLVMGetPoison(vt);
    for (unsigned i = 0; i < n; i++)
      vec = LLVMBuildInsertElement(b, vec, extracts[i], LLVMConstInt(i64, i, 0), "");
    LLVMReplaceAllUsesWith(old, vec);
  }
  LLVMInstructionEraseFromParent(old);
}

/* Rewrites the uses of a {T, i1} load onto the op's ResRet: the check bit through
 * checkAccessFullyMapped (made once, only if used), the value through extractvalues. */
static bool replace_resret_uses(lowerer *o, LLVMValueRef call, LLVMValueRef op, const char *name) {
  rlv_lctx *l = o->l;
  LLVMValueRef check = NULL;
  value_list *users = users_into(&o->users, call);
  size_t kept = 0; /* the users that read field 0, compacted to the front */
  for (size_t i = 0; i < users->count; i++) {
    LLVMValueRef ev = users->items[i];
    if (LLVMGetIndices(ev)[0] != 1) {
      users->items[kept++] = ev;
      continue;
    }
    if (!check) {
      LLVMValueRef status = LLVMBuildExtractValue(l->builder, op, 4, "");
      char *cname = name[0] ? rlv_strf("%s_check", name) : NULL;
      check = rlv_dxb_op(l, RLV_OP_CHECK_ACCESS_FULLY_MAPPED, i32_ty(o), o->i1, &status, 1,
                         cname ? cname : "", call);
      free(cname);
      if (!check)
        return false;
    }
    LLVMReplaceAllUsesWith(ev, check);
    LLVMInstructionEraseFromParent(ev);
  }
  /* The field-0 users in use-list order: what is left of the list once the field-1 users
   * are gone. */
  users->count = kept;
  LLVMTypeRef vt = LLVMStructGetTypeAtIndex(LLVMTypeOf(call), 0);
  LLVMValueRef extracts[4] = {0};
  for (size_t i = 0; i < users->count; i++)
    replace_value_uses(o, op, users->items[i], vt, extracts);
  LLVMInstructionEraseFromParent(call);
  return true;
}

/* Some user of a {T, i1} load reads the i1 (replace_resret_uses then makes the check op). */
static bool reads_check_bit(LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u))
    if (LLVMGetIndices(LLVMGetUser(u))[0] == 1)
      return true;
  return false;
}

static unsigned pref_align(lowerer *o, LLVMTypeRef scalar) {
  return LLVMPreferredAlignmentOfType(o->l->dl, scalar);
}

static void lower_load(lowerer *o, LLVMValueRef call, bool raw) {
  rlv_lctx *l = o->l;
  unsigned count = 1;
  LLVMTypeRef scalar = check_load(o, call, raw ? 3 : 2, &count);
  bool use_raw_op = raw && rlv_sm_value(&l->target) >= 62;
  unsigned opcode = use_raw_op ? RLV_OP_RAW_BUFFER_LOAD : RLV_OP_BUFFER_LOAD;
  if (!scalar || !rlv_dxb_check(l, opcode, scalar, call)) {
    fail(o);
    return;
  }
  if (o->dry) {
    LLVMTypeRef types[5] = {rlv_dxb_handle_type(l), operand_type(call, 1),
                            raw ? operand_type(call, 2) : o->i32, o->i8, o->i32};
    declare(o, opcode, scalar, rlv_dxb_resret_type(l, scalar), types, use_raw_op ? 5 : 3);
    if (reads_check_bit(call))
      declare(o, RLV_OP_CHECK_ACCESS_FULLY_MAPPED, o->i32, o->i1, &o->i32, 1);
    return;
  }
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef args[5] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1),
                          raw ? LLVMGetOperand(call, 2) : undef_i32(o)};
  unsigned nargs = 3;
  if (use_raw_op) {
    args[nargs++] = i8c(o, ~(~0u << count) & 0xFF);
    args[nargs++] = i32c(o, pref_align(o, scalar));
  }
  const char *name = rlv_value_name(call);
  LLVMValueRef op = rlv_dxb_op(l, opcode, scalar, rlv_dxb_resret_type(l, scalar), args, nargs,
                               name, call);
  if (!op || !replace_resret_uses(o, call, op, name))
    fail(o);
}

/* ---- stores ---- */

/* Lane `i` of vector `v` as a scalar when the vector was built from scalars: through
 * constant-index insertelements (the outermost insert of a lane wins) and constant-mask
 * shufflevectors (what LLVM's Scalarizer leaves nothing of). NULL when unknown. */
static LLVMValueRef known_lane(LLVMValueRef v, unsigned i, unsigned depth) {
  if (!v || depth > MAX_LOOKTHROUGH)
    return NULL;
  if (LLVMIsAInsertElementInst(v)) {
    LLVMValueRef idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx))
      return NULL;
    if (LLVMConstIntGetZExtValue(idx) == i)
      return LLVMGetOperand(v, 1);
    return known_lane(LLVMGetOperand(v, 0), i, depth + 1);
  }
  if (LLVMIsAShuffleVectorInst(v) && i < LLVMGetNumMaskElements(v)) {
    int m = LLVMGetMaskValue(v, i);
    LLVMValueRef a = LLVMGetOperand(v, 0);
    unsigned na = LLVMGetVectorSize(LLVMTypeOf(a));
    if (m < 0 || m == LLVMGetUndefMaskElem())
      return NULL;
    return (unsigned)m < na ? known_lane(a, (unsigned)m, depth + 1)
                            : known_lane(LLVMGetOperand(v, 1), (unsigned)m - na, depth + 1);
  }
  return NULL;
}

/* Lane `i` of `v`: a known scalar, else an extractelement at the builder's position. */
static LLVMValueRef lane_of(lowerer *o, LLVMValueRef v, unsigned i) {
  LLVMValueRef s = known_lane(v, i, 0);
  return s ? s : LLVMBuildExtractElement(o->l->builder, v, i32c(o, i), "");
}

/* The lanes of a stored value; lanes not known from the vector's construction are
 * extracted in lane order (LLVM's splitStoreData). */
static void store_lanes(lowerer *o, LLVMValueRef data, unsigned n, LLVMValueRef lanes[4]) {
  memset(lanes, 0, 4 * sizeof *lanes);
  if (LLVMGetTypeKind(LLVMTypeOf(data)) != LLVMVectorTypeKind) {
    lanes[0] = data;
    return;
  }
  for (unsigned i = 0; i < n; i++)
    lanes[i] = known_lane(data, i, 0);
  for (unsigned i = 0; i < n; i++)
    if (!lanes[i])
      lanes[i] = LLVMBuildExtractElement(o->l->builder, data, i32c(o, i), "");
}

/* Erases the insertelement/shufflevector instructions that built `v` once nothing uses
 * them (LLVM erases the dead insertelement chain of a store's value). */
static void erase_dead_vector_chain(LLVMValueRef v) {
  LLVMValueRef chain[MAX_LOOKTHROUGH];
  size_t n = 0, next = 0;
  if (v && (LLVMIsAInsertElementInst(v) || LLVMIsAShuffleVectorInst(v)))
    chain[n++] = v;
  while (next < n) {
    LLVMValueRef c = chain[next++];
    unsigned nops = LLVMIsAShuffleVectorInst(c) ? 2 : 1;
    for (unsigned k = 0; k < nops && n < MAX_LOOKTHROUGH; k++) {
      LLVMValueRef op = LLVMGetOperand(c, k);
      bool seen = false;
      for (size_t j = 0; j < n && !seen; j++)
        seen = chain[j] == op;
      if (!seen && (LLVMIsAInsertElementInst(op) || LLVMIsAShuffleVectorInst(op)))
        chain[n++] = op;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t j = 0; j < n; j++)
      if (chain[j] && !LLVMGetFirstUse(chain[j])) {
        LLVMInstructionEraseFromParent(chain[j]);
        chain[j] = NULL;
        changed = true;
      }
  }
}

static void lower_store(lowerer *o, LLVMValueRef call, bool raw) {
  rlv_lctx *l = o->l;
  unsigned nargs = raw ? 4 : 3;
  if ((unsigned)LLVMGetNumArgOperands(call) != nargs) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
               "a buffer store must take %u operands", nargs);
    fail(o);
    return;
  }
  LLVMValueRef data = LLVMGetOperand(call, nargs - 1);
  unsigned count = 1;
  LLVMTypeRef scalar = element_scalar(LLVMTypeOf(data), &count);
  if (!scalar || count > 4) {
    char *ts = type_str(LLVMTypeOf(data));
    if (!scalar)
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
                 "a buffer store of %s cannot be lowered: DXIL stores take scalars", ts);
    else
      rlv_report(l->diags, RLV_RULE_LOWER_STORE_TOO_WIDE, call,
                 "buffer store data must have at most 4 elements; this store has %u (%s)",
                 count, ts);
    free(ts);
  }
  bool use_raw_op = raw && rlv_sm_value(&l->target) >= 62;
  unsigned opcode = use_raw_op ? RLV_OP_RAW_BUFFER_STORE : RLV_OP_BUFFER_STORE;
  if (!scalar || count > 4 || !rlv_dxb_check(l, opcode, scalar, call)) {
    fail(o);
    return;
  }
  if (o->dry) {
    /* every lane is a `scalar`: a known lane, an extractelement, or undef */
    LLVMTypeRef types[9] = {rlv_dxb_handle_type(l), operand_type(call, 1),
                            raw ? operand_type(call, 2) : o->i32, scalar, scalar, scalar, scalar,
                            o->i8, o->i32};
    declare(o, opcode, scalar, LLVMVoidTypeInContext(l->llctx), types, use_raw_op ? 9 : 8);
    return;
  }
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef handle = as_dx_handle(o, LLVMGetOperand(call, 0));
  LLVMValueRef lanes[4];
  store_lanes(o, data, count, lanes);
  for (unsigned i = count; i < 4; i++)
    lanes[i] = raw ? LLVMGetUndef(scalar) : lanes[0];
  LLVMValueRef args[10] = {handle, LLVMGetOperand(call, 1),
                           raw ? LLVMGetOperand(call, 2) : undef_i32(o),
                           lanes[0], lanes[1], lanes[2], lanes[3],
                           i8c(o, raw ? (~(~0u << count) & 0xFF) : 15)};
  unsigned n = 8;
  if (use_raw_op)
    args[n++] = i32c(o, pref_align(o, scalar));
  if (!rlv_dxb_op(l, opcode, scalar, LLVMVoidTypeInContext(l->llctx), args, n, "", call)) {
    fail(o);
    return;
  }
  LLVMInstructionEraseFromParent(call);
  erase_dead_vector_chain(data);
}

/* ---- cbuffer rows, counters, dimensions ---- */

static bool same_layout(LLVMTypeRef a, LLVMTypeRef b) {
  unsigned n = LLVMCountStructElementTypes(a);
  if (n != LLVMCountStructElementTypes(b) || LLVMIsPackedStruct(a) != LLVMIsPackedStruct(b))
    return false;
  for (unsigned i = 0; i < n; i++)
    if (LLVMStructGetTypeAtIndex(a, i) != LLVMStructGetTypeAtIndex(b, i))
      return false;
  return true;
}

static void lower_cbuffer_row(lowerer *o, LLVMValueRef call) {
  rlv_lctx *l = o->l;
  LLVMTypeRef rt = LLVMTypeOf(call);
  LLVMTypeRef ret = NULL;
  if (LLVMGetNumArgOperands(call) == 2 && LLVMGetTypeKind(rt) == LLVMStructTypeKind &&
      LLVMCountStructElementTypes(rt) > 0)
    ret = rlv_dxb_cbufret_type(l, LLVMStructGetTypeAtIndex(rt, 0));
  if (!ret || !same_layout(rt, ret)) {
    char *ts = type_str(rt);
    rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, call,
               "type mismatch between intrinsic and DXIL op: cbufferLoadLegacy has no "
               "overload returning %s",
               ts);
    free(ts);
    fail(o);
    return;
  }
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if ((!LLVMIsAExtractValueInst(user) && !LLVMIsAInsertValueInst(user)) ||
        LLVMGetOperand(user, 0) != call) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, user,
                 "DXIL ops that return structs may only be used by insert- and extractvalue");
      fail(o);
      return;
    }
  }
  LLVMTypeRef scalar = LLVMStructGetTypeAtIndex(rt, 0);
  if (!rlv_dxb_check(l, RLV_OP_CBUFFER_LOAD_LEGACY, scalar, call)) {
    fail(o);
    return;
  }
  if (o->dry) {
    LLVMTypeRef types[2] = {rlv_dxb_handle_type(l), operand_type(call, 1)};
    declare(o, RLV_OP_CBUFFER_LOAD_LEGACY, scalar, ret, types, 2);
    return;
  }
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1)};
  LLVMValueRef op =
      rlv_dxb_op(l, RLV_OP_CBUFFER_LOAD_LEGACY, scalar, ret, args, 2, rlv_value_name(call), call);
  if (!op) {
    fail(o);
    return;
  }
  value_list *users = users_into(&o->users, call);
  for (size_t i = 0; i < users->count; i++)
    LLVMSetOperand(users->items[i], 0, op);
  LLVMInstructionEraseFromParent(call);
}

/* Checks the operand count (reporting a wrong one). */
static bool args_ok(lowerer *o, LLVMValueRef call, unsigned n) {
  if ((unsigned)LLVMGetNumArgOperands(call) == n)
    return true;
  rlv_report(o->l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, call,
             "this call has %u operands where the intrinsic takes %u",
             (unsigned)LLVMGetNumArgOperands(call), n);
  fail(o);
  return false;
}

static void lower_update_counter(lowerer *o, LLVMValueRef call) {
  if (!args_ok(o, call, 2))
    return;
  if (o->dry) {
    LLVMTypeRef types[2] = {rlv_dxb_handle_type(o->l), operand_type(call, 1)};
    declare(o, RLV_OP_BUFFER_UPDATE_COUNTER, NULL, o->i32, types, 2);
    return;
  }
  LLVMPositionBuilderBefore(o->l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1)};
  LLVMValueRef op = rlv_dxb_op(o->l, RLV_OP_BUFFER_UPDATE_COUNTER, NULL, i32_ty(o), args, 2,
                               rlv_value_name(call), call);
  if (!op) {
    fail(o);
    return;
  }
  LLVMReplaceAllUsesWith(call, op);
  LLVMInstructionEraseFromParent(call);
}

static void lower_get_dimensions(lowerer *o, LLVMValueRef call) {
  if (!args_ok(o, call, 1))
    return;
  if (o->dry) {
    LLVMTypeRef types[2] = {rlv_dxb_handle_type(o->l), o->i32};
    declare(o, RLV_OP_GET_DIMENSIONS, NULL, rlv_dxb_dimensions_type(o->l), types, 2);
    return;
  }
  LLVMPositionBuilderBefore(o->l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), undef_i32(o)};
  LLVMValueRef op = rlv_dxb_op(o->l, RLV_OP_GET_DIMENSIONS, NULL, rlv_dxb_dimensions_type(o->l),
                               args, 2, rlv_value_name(call), call);
  if (!op) {
    fail(o);
    return;
  }
  LLVMReplaceAllUsesWith(call, LLVMBuildExtractValue(o->l->builder, op, 0, ""));
  LLVMInstructionEraseFromParent(call);
}

/* ---- asdouble / splitdouble ---- */

static bool is_i32(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32;
}

/* asdouble(lo, hi) -> makeDouble; the vector form (which LLVM's Scalarizer splits before
 * op lowering) is split per lane here. */
static void lower_asdouble(lowerer *o, LLVMValueRef call) {
  rlv_lctx *l = o->l;
  if ((unsigned)LLVMGetNumArgOperands(call) != 2) {
    args_ok(o, call, 2);
    return;
  }
  LLVMValueRef lo = LLVMGetOperand(call, 0), hi = LLVMGetOperand(call, 1);
  LLVMTypeRef t = LLVMTypeOf(lo);
  bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
  if (!is_i32(vec ? LLVMGetElementType(t) : t)) {
    rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, call,
               "makeDouble takes i32 halves; this llvm.dx.asdouble does not");
    fail(o);
    return;
  }
  if (o->dry) {
    /* one op per lane, each on the lane's scalar halves */
    LLVMTypeRef th = LLVMTypeOf(hi), dbl = LLVMDoubleTypeInContext(l->llctx);
    LLVMTypeRef types[2] = {vec ? LLVMGetElementType(t) : t, vec ? LLVMGetElementType(th) : th};
    declare(o, RLV_OP_MAKE_DOUBLE, dbl, dbl, types, 2);
    return;
  }
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMTypeRef dbl = LLVMDoubleTypeInContext(l->llctx);
  const char *name = rlv_value_name(call);
  LLVMValueRef result;
  if (!vec) {
    LLVMValueRef args[2] = {lo, hi};
    result = rlv_dxb_op(l, RLV_OP_MAKE_DOUBLE, dbl, dbl, args, 2, name, call);
  } else {
    unsigned n = LLVMGetVectorSize(t);
    result = LLVMGetPoison(LLVMTypeOf(call));
    for (unsigned i = 0; i < n && result; i++) {
      LLVMValueRef args[2] = {lane_of(o, lo, i), lane_of(o, hi, i)};
      LLVMValueRef d = rlv_dxb_op(l, RLV_OP_MAKE_DOUBLE, dbl, dbl, args, 2, "", call);
      result = d ? LLVMBuildInsertElement(l->builder, result, d, i32c(o, i), "") : NULL;
    }
  }
  if (!result) {
    fail(o);
    return;
  }
  LLVMReplaceAllUsesWith(call, result);
  LLVMInstructionEraseFromParent(call);
}

/* splitdouble(d) -> splitDouble; the {i32, i32} uses are re-pointed to the named struct.
 * The vector form gets one splitDouble per lane and each field rebuilt as a vector. */
static void lower_splitdouble(lowerer *o, LLVMValueRef call) {
  rlv_lctx *l = o->l;
  if ((unsigned)LLVMGetNumArgOperands(call) != 1) {
    args_ok(o, call, 1);
    return;
  }
  LLVMValueRef d = LLVMGetOperand(call, 0);
  LLVMTypeRef rt = LLVMTypeOf(call), dt = LLVMTypeOf(d);
  bool vec = LLVMGetTypeKind(dt) == LLVMVectorTypeKind;
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    bool ok = vec ? is_extract_of_field(user, call, 1)
                  : ((LLVMIsAExtractValueInst(user) || LLVMIsAInsertValueInst(user)) &&
                     LLVMGetOperand(user, 0) == call);
    if (!ok) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, user,
                 "DXIL ops that return structs may only be used by insert- and extractvalue");
      fail(o);
      return;
    }
  }
  LLVMTypeRef sd = rlv_dxb_splitdouble_type(l);
  if (!vec && !same_layout(rt, sd)) {
    rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, call,
               "type mismatch between intrinsic and DXIL op: splitDouble returns { i32, i32 }");
    fail(o);
    return;
  }
  if (o->dry) {
    LLVMTypeRef lane = vec ? LLVMGetElementType(dt) : dt, dbl = LLVMDoubleTypeInContext(l->llctx);
    declare(o, RLV_OP_SPLIT_DOUBLE, dbl, sd, &lane, 1);
    return;
  }
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMTypeRef dbl = LLVMDoubleTypeInContext(l->llctx);
  if (!vec) {
    LLVMValueRef op =
        rlv_dxb_op(l, RLV_OP_SPLIT_DOUBLE, dbl, sd, &d, 1, rlv_value_name(call), call);
    if (!op) {
      fail(o);
      return;
    }
    value_list *users = users_into(&o->users, call);
    for (size_t i = 0; i < users->count; i++)
      LLVMSetOperand(users->items[i], 0, op);
    LLVMInstructionEraseFromParent(call);
    return;
  }
  unsigned n = LLVMGetVectorSize(dt);
  LLVMValueRef *parts = rlv_xcalloc(n, sizeof *parts);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef lane = lane_of(o, d, i);
    parts[i] = rlv_dxb_op(l, RLV_OP_SPLIT_DOUBLE, dbl, sd, &lane, 1, "", call);
    if (!parts[i]) {
      free(parts);
      fail(o);
      return;
    }
  }
  LLVMValueRef fields[2];
  for (unsigned f = 0; f < 2; f++) {
    LLVMValueRef v = LLVMGetPoison(LLVMStructGetTypeAtIndex(rt, f));
    for (unsigned i = 0; i < n; i++)
      v = LLVMBuildInsertElement(l->builder, v, LLVMBuildExtractValue(l->builder, parts[i], f, ""),
                                 i32c(o, i), "");
    fields[f] = v;
  }
  free(parts);
  value_list *users = users_into(&o->users, call);
  for (size_t i = 0; i < users->count; i++) {
    LLVMValueRef ev = users->items[i];
    LLVMReplaceAllUsesWith(ev, fields[LLVMGetIndices(ev)[0]]);
    LLVMInstructionEraseFromParent(ev);
  }
  LLVMInstructionEraseFromParent(call);
  erase_dead_vector_chain(d);
}

/* ---- the ops of op_table (thread ids, math, wave ops, barriers, stage I/O ...) ---- */

static void lower_generic(lowerer *o, LLVMValueRef call, const rlv_op_map *map) {
  bool ok = o->dry ? rlv_op_generic_check(o->l, call, map, &o->by_function)
                   : rlv_op_generic_lower(o->l, call, map);
  if (!ok)
    fail(o);
}

/* ---- the driver ---- */

/* An llvm.dx.* call nothing lowers: never left in the output silently. */
static void report_unlowered(lowerer *o, LLVMValueRef fn, const char *name) {
  value_list *users = users_into(&o->users, fn);
  for (size_t i = 0; i < users->count; i++)
    rlv_report(o->l->diags, RLV_RULE_LOWER_UNSUPPORTED_OP, users->items[i],
               "unsupported intrinsic %s for DXIL lowering: LLVM 22's DirectX backend has no "
               "lowering for it",
               name);
  if (users->count)
    fail(o);
}

static void report_leftover(lowerer *o, LLVMValueRef fn, const char *name, size_t len) {
  value_list *users = users_into(&o->users, fn);
  for (size_t i = 0; i < users->count; i++)
    rlv_report(o->l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, users->items[i],
               "unsupported intrinsic %s for DXIL lowering%s", name,
               rlv_intrinsic_of_name(name, len) == RLV_DX_HANDLEFROMIMPLICITBINDING
                   ? " (implicit bindings are assigned by the implicit-binding stage)"
                   : "");
  if (users->count)
    fail(o);
}

/* True for the declarations whose calls lower_call lowers. */
static bool lowered_here(rlv_intrinsic id, const rlv_op_map *generic) {
  switch (id) {
  case RLV_DX_HANDLEFROMBINDING:
  case RLV_DX_LOAD_TYPEDBUFFER:
  case RLV_DX_LOAD_RAWBUFFER:
  case RLV_DX_STORE_TYPEDBUFFER:
  case RLV_DX_STORE_RAWBUFFER:
  case RLV_DX_LOAD_CBUFFERROW_2:
  case RLV_DX_LOAD_CBUFFERROW_4:
  case RLV_DX_LOAD_CBUFFERROW_8:
  case RLV_DX_UPDATECOUNTER:
  case RLV_DX_GETDIMENSIONS_X:
  case RLV_DX_ASDOUBLE:
  case RLV_DX_SPLITDOUBLE:
    return true;
  default:
    return generic != NULL;
  }
}

/* Checks or lowers one call of a declaration with this id; false when that declaration is
 * not one lowered here. */
static bool lower_call(lowerer *o, LLVMValueRef c, rlv_intrinsic id, const rlv_op_map *generic) {
  if (generic) {
    lower_generic(o, c, generic);
    return true;
  }
  switch (id) {
  case RLV_DX_HANDLEFROMBINDING:
    lower_handle(o, c);
    return true;
  case RLV_DX_LOAD_TYPEDBUFFER:
    lower_load(o, c, false);
    return true;
  case RLV_DX_LOAD_RAWBUFFER:
    lower_load(o, c, true);
    return true;
  case RLV_DX_STORE_TYPEDBUFFER:
    lower_store(o, c, false);
    return true;
  case RLV_DX_STORE_RAWBUFFER:
    lower_store(o, c, true);
    return true;
  case RLV_DX_LOAD_CBUFFERROW_2:
  case RLV_DX_LOAD_CBUFFERROW_4:
  case RLV_DX_LOAD_CBUFFERROW_8:
    lower_cbuffer_row(o, c);
    return true;
  case RLV_DX_UPDATECOUNTER:
    lower_update_counter(o, c);
    return true;
  case RLV_DX_GETDIMENSIONS_X:
    lower_get_dimensions(o, c);
    return true;
  case RLV_DX_ASDOUBLE:
    lower_asdouble(o, c);
    return true;
  case RLV_DX_SPLITDOUBLE:
    lower_splitdouble(o, c);
    return true;
  default:
    return false;
  }
}

static void plan_call(lowerer *o, LLVMValueRef call, size_t decl) {
  if (o->nplan == o->cap_plan)
    o->plan = rlv_xrealloc(o->plan, (o->cap_plan = o->cap_plan ? o->cap_plan * 2 : 256) *
                                        sizeof *o->plan);
  o->plan[o->nplan++] =
      (planned_call){call, LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)), decl};
}

/* Lowers every call of the intrinsic declaration `fn`; NONUNIFORMINDEX is left for the
 * end. Returns false for functions that are not lowered here. `saved` holds the calls the
 * checking pass found: the lowering pass reuses them instead of walking the use list
 * again (which touches every call of a big module once more). That is the same list: the
 * lowering of the declarations before `fn` neither adds nor erases calls of `fn`. */
static bool lower_calls_of(lowerer *o, LLVMValueRef fn, rlv_intrinsic id, const rlv_op_map *generic,
                           value_list *saved, size_t decl) {
  value_list fresh = {0};
  value_list *calls = o->dry ? saved : saved->count ? saved : &fresh;
  bool plan = o->dry && o->by_function && lowered_here(id, generic);
  if (calls->count == 0)
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != fn)
        continue;
      list_push(calls, user);
      if (plan)
        plan_call(o, user, decl); /* while the call is in the cache */
    }
  bool handled = true;
  for (size_t i = 0; i < calls->count && handled; i++)
    handled = lower_call(o, calls->items[i], id, generic);
  free(fresh.items);
  return handled;
}

/* llvm.dx.resource.nonuniformindex(x) -> x, once everything else is lowered. */
static void cleanup_nonuniform(lowerer *o, value_list *fns) {
  for (size_t i = 0; i < fns->count; i++) {
    LLVMValueRef fn = fns->items[i];
    value_list *users = users_into(&o->users, fn);
    for (size_t j = 0; j < users->count; j++) {
      LLVMValueRef c = users->items[j];
      if (!LLVMIsACallInst(c) || LLVMGetCalledValue(c) != fn || LLVMGetNumArgOperands(c) != 1)
        continue;
      LLVMReplaceAllUsesWith(c, LLVMGetOperand(c, 0));
      LLVMInstructionEraseFromParent(c);
    }
    rlv_erase_if_unused(o->l, fn);
  }
}

/* One pass over the declarations in module order. The checking pass reports every call
 * that cannot be lowered; the lowering pass then runs only on a module that passed. */
static void run_pass(lowerer *o, value_list *fns, value_list *saved, value_list *nonuniform) {
  for (size_t i = 0; i < fns->count; i++) {
    LLVMValueRef fn = fns->items[i];
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    rlv_intrinsic id = rlv_intrinsic_of_name(name, len);
    const rlv_op_map *generic = id == RLV_INTR_NONE ? rlv_op_generic_map(fn) : NULL;
    if (id == RLV_DX_NONUNIFORMINDEX) {
      if (!o->dry && LLVMGetFirstUse(fn))
        list_push(nonuniform, fn);
    } else if (LLVMGetFirstUse(fn) && !lower_calls_of(o, fn, id, generic, &saved[i], i)) {
      if (o->dry && rlv_is_resource_intrinsic_name(name, len))
        report_leftover(o, fn, name, len);
      else if (o->dry && rlv_starts_with_n(name, len, "llvm.dx."))
        report_unlowered(o, fn, name);
    }
    /* LLVM deletes every declaration nothing uses any more. */
    if (!o->dry && !LLVMGetFirstUse(fn))
      rlv_delete_function(o->l, fn);
  }
}

/* The lowering pass by function: each function's calls in run_pass's order (declarations in
 * module order, each one's calls in use-list order), so every function body comes out as
 * run_pass makes it, and the ops were declared in run_pass's order by the checking pass.
 * Declaration by declaration, each new instruction takes the memory the previous call freed,
 * somewhere else in the module; function by function, it stays among its function's own
 * instructions, and LLVM's verifier and printer, which walk the module next, run faster.
 * The declaration turns of run_pass come after all the calls: with no dx.op.* function and
 * no casthandle declared before (see can_lower_by_function), deleting an unused declaration
 * earlier or later changes nothing the lowering looks up. */
static void lower_by_function(lowerer *o, value_list *fns, value_list *nonuniform) {
  rlv_lctx *l = o->l;
  /* what run_pass works out per declaration */
  rlv_intrinsic *ids = rlv_xmalloc((fns->count ? fns->count : 1) * sizeof *ids);
  const rlv_op_map **generics = rlv_xmalloc((fns->count ? fns->count : 1) * sizeof *generics);
  for (size_t i = 0; i < fns->count; i++) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fns->items[i], &len);
    ids[i] = rlv_intrinsic_of_name(name, len);
    generics[i] = ids[i] == RLV_INTR_NONE ? rlv_op_generic_map(fns->items[i]) : NULL;
  }
  /* Each function's planned calls chained in plan order: first[fn] = k + 1, then next[k]. */
  size_t *next = rlv_xmalloc((o->nplan ? o->nplan : 1) * sizeof *next);
  rlv_ptrmap first = {0}, last = {0};
  for (size_t k = 0; k < o->nplan; k++) {
    uintptr_t tail = 0;
    next[k] = 0;
    if (rlv_ptrmap_get(&last, o->plan[k].fn, &tail))
      next[tail - 1] = k + 1;
    else
      rlv_ptrmap_put(&first, o->plan[k].fn, k + 1);
    rlv_ptrmap_put(&last, o->plan[k].fn, k + 1);
  }
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    uintptr_t at = 0;
    rlv_ptrmap_get(&first, fn, &at);
    for (; at; at = next[at - 1]) {
      const planned_call *p = &o->plan[at - 1];
      o->seq = at - 1;
      lower_call(o, p->call, ids[p->decl], generics[p->decl]);
    }
  }
  rlv_ptrmap_free(&first);
  rlv_ptrmap_free(&last);
  free(next);
  /* run_pass's declaration turns */
  for (size_t i = 0; i < fns->count; i++) {
    LLVMValueRef fn = fns->items[i];
    if (ids[i] == RLV_DX_NONUNIFORMINDEX && LLVMGetFirstUse(fn))
      list_push(nonuniform, fn);
    if (!LLVMGetFirstUse(fn))
      rlv_delete_function(l, fn);
  }
  free(ids);
  free(generics);
}

/* The lowering may go function by function when the order of the calls cannot change which
 * declarations and types it finds: the module has no dx.op.* function nor casthandle
 * declaration, and the context none of the builder's %dx.types.* names. */
static bool can_lower_by_function(rlv_lctx *l) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    if (rlv_starts_with_n(name, len, "dx.op.") ||
        rlv_starts_with_n(name, len, "llvm.dx.resource.casthandle"))
      return false;
  }
  return rlv_dxb_type_names_free(l);
}

bool rlv_stage_op_lower(rlv_lctx *l) {
  if (!l->resources_built) {
    rlv_restable_build(&l->resources, l->module);
    l->resources_built = true;
  }
  lowerer o = {.l = l,
               .dry = true,
               .by_function = can_lower_by_function(l),
               .i1 = LLVMInt1TypeInContext(l->llctx),
               .i8 = LLVMInt8TypeInContext(l->llctx),
               .i32 = LLVMInt32TypeInContext(l->llctx)};
  /* Snapshot: lowering appends dx.op.* and casthandle declarations. */
  value_list fns = {0}, nonuniform = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMIsDeclaration(fn))
      list_push(&fns, fn);
  value_list *saved = rlv_xcalloc(fns.count ? fns.count : 1, sizeof *saved);
  run_pass(&o, &fns, saved, &nonuniform);
  if (!o.failed) {
    o.dry = false;
    if (o.by_function)
      lower_by_function(&o, &fns, &nonuniform);
    else
      run_pass(&o, &fns, saved, &nonuniform);
  }
  for (size_t i = 0; i < fns.count; i++)
    free(saved[i].items);
  free(saved);
  if (!o.failed)
    cleanup_casts(&o);
  if (!o.failed)
    cleanup_nonuniform(&o, &nonuniform);
  free(o.casts);
  free(o.plan);
  free(o.users.items);
  free(o.value_users.items);
  free(o.dynamic.items);
  free(o.res_consts);
  rlv_ptrmap_free(&o.lowered_handles);
  rlv_ptrmap_free(&o.nu_tainted);
  rlv_ptrmap_free(&o.nu_of_call);
  free(fns.items);
  free(nonuniform.items);
  return !o.failed;
}
