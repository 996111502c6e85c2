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
#include "lower/props.h"
#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_LOOKTHROUGH 64

typedef struct value_list {
  LLVMValueRef *items;
  size_t count, cap;
} value_list;

typedef struct lowerer {
  rlv_lctx *l;
  LLVMValueRef *casts; /* the temporary casthandle calls, in creation order */
  size_t ncasts, cap_casts;
  bool dry;   /* the checking pass: report what cannot be lowered, change nothing */
  bool failed;
  /* The (Handle -> target) cast made for each lowered handle creation -> that Handle. */
  rlv_ptrmap lowered_handles;
  /* Scratch space of has_nonuniform_index, reused across handles. */
  rlv_ptrmap nu_seen;
  value_list nu_work;
} lowerer;

static void list_push(value_list *v, LLVMValueRef x) {
  if (v->count == v->cap)
    v->items = rlv_xrealloc(v->items, (v->cap = v->cap ? v->cap * 2 : 8) * sizeof *v->items);
  v->items[v->count++] = x;
}

/* The users of `v`, in use-list order, snapshotted so that they may be erased. */
static value_list users_of(LLVMValueRef v) {
  value_list out = {0};
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    list_push(&out, LLVMGetUser(u));
  return out;
}

static LLVMTypeRef i32_ty(lowerer *o) { return LLVMInt32TypeInContext(o->l->llctx); }
static LLVMValueRef i32c(lowerer *o, unsigned long long v) {
  return LLVMConstInt(i32_ty(o), v, 0);
}
static LLVMValueRef i8c(lowerer *o, unsigned v) {
  return LLVMConstInt(LLVMInt8TypeInContext(o->l->llctx), v, 0);
}
static LLVMValueRef i1c(lowerer *o, bool v) {
  return LLVMConstInt(LLVMInt1TypeInContext(o->l->llctx), v, 0);
}

static char *name_copy(LLVMValueRef v) {
  size_t len = 0;
  const char *n = LLVMGetValueName2(v, &len);
  return rlv_xstrndup(n ? n : "", len);
}

static char *type_str(LLVMTypeRef t) {
  char *s = LLVMPrintTypeToString(t);
  char *c = rlv_xstrdup(s);
  LLVMDisposeMessage(s);
  return c;
}

static void fail(lowerer *o) { o->failed = true; }

/* ---- temporary handle casts ---- */

static LLVMValueRef cast_handle(lowerer *o, LLVMValueRef v, LLVMTypeRef to) {
  LLVMTypeRef overloads[2] = {to, LLVMTypeOf(v)};
  LLVMValueRef c =
      rlv_dxb_intrinsic(o->l, "llvm.dx.resource.casthandle", overloads, 2, &v, 1, "");
  if (o->ncasts == o->cap_casts)
    o->casts = rlv_xrealloc(o->casts, (o->cap_casts = o->cap_casts ? o->cap_casts * 2 : 64) *
                                          sizeof *o->casts);
  o->casts[o->ncasts++] = c;
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

/* Folds the cast pairs: each (target -> Handle) cast is replaced by the Handle the
 * matching (Handle -> target) cast wraps. A handle that did not come from a lowered
 * handle creation (a phi, an argument, a load) cannot be resolved. */
static void cleanup_casts(lowerer *o) {
  LLVMTypeRef handle = rlv_dxb_handle_type(o->l);
  value_list fns = {0}, firsts = {0};
  rlv_ptrmap seen_fns = {0};
  for (size_t i = 0; i < o->ncasts; i++) {
    LLVMValueRef c = o->casts[i];
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
    value_list users = users_of(c);
    for (size_t j = 0; j < users.count; j++)
      rlv_report(o->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, users.items[j],
                 "a lowered handle is still used here as a resource value, which only "
                 "resource intrinsics can take");
    if (users.count)
      fail(o);
    else
      LLVMInstructionEraseFromParent(c);
    free(users.items);
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

/* True when a walk from `index` through operands reaches llvm.dx.resource.nonuniformindex
 * (LLVM's hasNonUniformIndex, with a visited set). */
static bool has_nonuniform_index(lowerer *o, LLVMValueRef index) {
  if (LLVMIsAConstant(index))
    return false;
  rlv_ptrmap *seen = &o->nu_seen;
  value_list *work = &o->nu_work;
  rlv_ptrmap_clear(seen);
  work->count = 0;
  list_push(work, index);
  bool found = false;
  while (work->count && !found) {
    LLVMValueRef v = work->items[--work->count];
    if (LLVMIsAConstant(v) || rlv_ptrmap_has(seen, v))
      continue;
    rlv_ptrmap_put(seen, v, 1);
    if (rlv_lower_call_id(o->l, v) == RLV_DX_NONUNIFORMINDEX) {
      found = true;
      break;
    }
    if (!LLVMIsAInstruction(v) || LLVMIsATerminatorInst(v))
      continue;
    int n = LLVMGetNumOperands(v);
    for (int i = 0; i < n; i++) {
      LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
      if (op && !LLVMIsABasicBlock(op))
        list_push(work, op);
    }
  }
  return found;
}

/* Erases the stores of `call` into globals, and those globals once unused. */
static void remove_resource_globals(LLVMValueRef call) {
  value_list users = users_of(call);
  for (size_t i = 0; i < users.count; i++) {
    LLVMValueRef s = users.items[i];
    if (!LLVMIsAStoreInst(s) || LLVMGetOperand(s, 0) != call)
      continue;
    LLVMValueRef ptr = LLVMGetOperand(s, 1);
    LLVMInstructionEraseFromParent(s);
    if (LLVMIsAGlobalVariable(ptr) && !LLVMGetFirstUse(ptr))
      LLVMDeleteGlobal(ptr);
  }
  free(users.items);
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef index = LLVMGetOperand(call, 3);
  if (r->lower_bound != 0)
    index = LLVMBuildAdd(l->builder, index, i32c(o, r->lower_bound), "");
  bool nu = r->size == 1 ? false : has_nonuniform_index(o, index);
  char *name = name_copy(call);
  LLVMValueRef h;
  if (rlv_sm_value(&l->target) >= 66) {
    uint32_t ub = r->size == 0xFFFFFFFFu ? 0xFFFFFFFFu : r->lower_bound + r->size - 1;
    LLVMValueRef bind_fields[4] = {i32c(o, r->lower_bound), i32c(o, ub), i32c(o, r->space),
                                   i8c(o, r->type.res_class)};
    LLVMValueRef bind_args[3] = {
        LLVMConstNamedStruct(rlv_dxb_resbind_type(l), bind_fields, 4), index, i1c(o, nu)};
    h = rlv_dxb_op(l, RLV_OP_CREATE_HANDLE_FROM_BINDING, NULL, rlv_dxb_handle_type(l),
                   bind_args, 3, name, call);
    if (h) {
      rlv_props p = rlv_props_compute(l->dl, &r->type, r->has_counter);
      LLVMValueRef words[2] = {i32c(o, p.word0), i32c(o, p.word1)};
      LLVMValueRef annot_args[2] = {h, LLVMConstNamedStruct(rlv_dxb_props_type(l), words, 2)};
      char *annot = name[0] ? rlv_strf("%s_annot", name) : rlv_xstrdup("");
      h = rlv_dxb_op(l, RLV_OP_ANNOTATE_HANDLE, NULL, rlv_dxb_handle_type(l), annot_args, 2,
                     annot, call);
      free(annot);
    }
  } else {
    LLVMValueRef args[4] = {i8c(o, r->type.res_class), i32c(o, r->record_id), index,
                            i1c(o, nu)};
    h = rlv_dxb_op(l, RLV_OP_CREATE_HANDLE, NULL, rlv_dxb_handle_type(l), args, 4, name, call);
  }
  free(name);
  if (!h) {
    fail(o);
    return;
  }
  LLVMValueRef back = cast_handle(o, h, LLVMTypeOf(call));
  rlv_ptrmap_put(&o->lowered_handles, back, (uintptr_t)h);
  remove_resource_globals(call);
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
  value_list users = users_of(old), dynamic = {0};
  for (size_t i = 0; i < users.count; i++) {
    LLVMValueRef ee = users.items[i];
    if (!LLVMIsAExtractElementInst(ee))
      continue;
    LLVMValueRef idx = LLVMGetOperand(ee, 1);
    if (!LLVMIsAConstantInt(idx)) {
      list_push(&dynamic, ee);
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
  if (dynamic.count) {
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
    for (size_t i = 0; i < dynamic.count; i++) {
      LLVMValueRef ee = dynamic.items[i];
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
  free(users.items);
  free(dynamic.items);
}

/* Rewrites the uses of a {T, i1} load onto the op's ResRet: the check bit through
 * checkAccessFullyMapped (made once, only if used), the value through extractvalues. */
static bool replace_resret_uses(lowerer *o, LLVMValueRef call, LLVMValueRef op, const char *name) {
  rlv_lctx *l = o->l;
  LLVMValueRef check = NULL;
  value_list users = users_of(call);
  for (size_t i = 0; i < users.count; i++) {
    LLVMValueRef ev = users.items[i];
    if (LLVMGetIndices(ev)[0] != 1)
      continue;
    if (!check) {
      LLVMValueRef status = LLVMBuildExtractValue(l->builder, op, 4, "");
      char *cname = name[0] ? rlv_strf("%s_check", name) : rlv_xstrdup("");
      check = rlv_dxb_op(l, RLV_OP_CHECK_ACCESS_FULLY_MAPPED, i32_ty(o),
                         LLVMInt1TypeInContext(l->llctx), &status, 1, cname, call);
      free(cname);
      if (!check) {
        free(users.items);
        return false;
      }
    }
    LLVMReplaceAllUsesWith(ev, check);
    LLVMInstructionEraseFromParent(ev);
  }
  free(users.items);
  LLVMTypeRef vt = LLVMStructGetTypeAtIndex(LLVMTypeOf(call), 0);
  LLVMValueRef extracts[4] = {0};
  users = users_of(call);
  for (size_t i = 0; i < users.count; i++)
    replace_value_uses(o, op, users.items[i], vt, extracts);
  free(users.items);
  LLVMInstructionEraseFromParent(call);
  return true;
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef args[5] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1),
                          raw ? LLVMGetOperand(call, 2) : LLVMGetUndef(i32_ty(o))};
  unsigned nargs = 3;
  if (use_raw_op) {
    args[nargs++] = i8c(o, ~(~0u << count) & 0xFF);
    args[nargs++] = i32c(o, pref_align(o, scalar));
  }
  char *name = name_copy(call);
  LLVMValueRef op = rlv_dxb_op(l, opcode, scalar, rlv_dxb_resret_type(l, scalar), args, nargs,
                               name, call);
  if (!op || !replace_resret_uses(o, call, op, name))
    fail(o);
  free(name);
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef handle = as_dx_handle(o, LLVMGetOperand(call, 0));
  LLVMValueRef lanes[4];
  store_lanes(o, data, count, lanes);
  for (unsigned i = count; i < 4; i++)
    lanes[i] = raw ? LLVMGetUndef(scalar) : lanes[0];
  LLVMValueRef args[10] = {handle, LLVMGetOperand(call, 1),
                           raw ? LLVMGetOperand(call, 2) : LLVMGetUndef(i32_ty(o)),
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1)};
  char *name = name_copy(call);
  LLVMValueRef op =
      rlv_dxb_op(l, RLV_OP_CBUFFER_LOAD_LEGACY, scalar, ret, args, 2, name, call);
  free(name);
  if (!op) {
    fail(o);
    return;
  }
  value_list users = users_of(call);
  for (size_t i = 0; i < users.count; i++)
    LLVMSetOperand(users.items[i], 0, op);
  free(users.items);
  LLVMInstructionEraseFromParent(call);
}

/* Checks the operand count; false also in the checking pass, where nothing is built. */
static bool expect_args(lowerer *o, LLVMValueRef call, unsigned n) {
  if ((unsigned)LLVMGetNumArgOperands(call) == n)
    return !o->dry;
  rlv_report(o->l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, call,
             "this call has %u operands where the intrinsic takes %u",
             (unsigned)LLVMGetNumArgOperands(call), n);
  fail(o);
  return false;
}

static void lower_update_counter(lowerer *o, LLVMValueRef call) {
  if (!expect_args(o, call, 2))
    return;
  LLVMPositionBuilderBefore(o->l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetOperand(call, 1)};
  char *name = name_copy(call);
  LLVMValueRef op = rlv_dxb_op(o->l, RLV_OP_BUFFER_UPDATE_COUNTER, NULL, i32_ty(o), args, 2,
                               name, call);
  free(name);
  if (!op) {
    fail(o);
    return;
  }
  LLVMReplaceAllUsesWith(call, op);
  LLVMInstructionEraseFromParent(call);
}

static void lower_get_dimensions(lowerer *o, LLVMValueRef call) {
  if (!expect_args(o, call, 1))
    return;
  LLVMPositionBuilderBefore(o->l->builder, call);
  LLVMValueRef args[2] = {as_dx_handle(o, LLVMGetOperand(call, 0)), LLVMGetUndef(i32_ty(o))};
  char *name = name_copy(call);
  LLVMValueRef op = rlv_dxb_op(o->l, RLV_OP_GET_DIMENSIONS, NULL,
                               rlv_dxb_dimensions_type(o->l), args, 2, name, call);
  free(name);
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
    expect_args(o, call, 2);
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMTypeRef dbl = LLVMDoubleTypeInContext(l->llctx);
  char *name = name_copy(call);
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
  free(name);
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
    expect_args(o, call, 1);
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
  if (o->dry)
    return;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMTypeRef dbl = LLVMDoubleTypeInContext(l->llctx);
  char *name = name_copy(call);
  if (!vec) {
    LLVMValueRef op = rlv_dxb_op(l, RLV_OP_SPLIT_DOUBLE, dbl, sd, &d, 1, name, call);
    free(name);
    if (!op) {
      fail(o);
      return;
    }
    value_list users = users_of(call);
    for (size_t i = 0; i < users.count; i++)
      LLVMSetOperand(users.items[i], 0, op);
    free(users.items);
    LLVMInstructionEraseFromParent(call);
    return;
  }
  free(name);
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
  value_list users = users_of(call);
  for (size_t i = 0; i < users.count; i++) {
    LLVMValueRef ev = users.items[i];
    LLVMReplaceAllUsesWith(ev, fields[LLVMGetIndices(ev)[0]]);
    LLVMInstructionEraseFromParent(ev);
  }
  free(users.items);
  LLVMInstructionEraseFromParent(call);
  erase_dead_vector_chain(d);
}

/* ---- thread ids (the generic intrinsic-to-op path) ---- */

static unsigned thread_op_of(const char *name) {
  static const struct {
    const char *name;
    unsigned opcode;
  } ops[] = {{"llvm.dx.thread.id", RLV_OP_THREAD_ID},
             {"llvm.dx.group.id", RLV_OP_GROUP_ID},
             {"llvm.dx.thread.id.in.group", RLV_OP_THREAD_ID_IN_GROUP},
             {"llvm.dx.flattened.thread.id.in.group", RLV_OP_FLATTENED_THREAD_ID_IN_GROUP}};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strcmp(ops[i].name, name) == 0)
      return ops[i].opcode;
  return 0;
}

static void lower_thread_op(lowerer *o, LLVMValueRef call, unsigned opcode) {
  unsigned want = opcode == RLV_OP_FLATTENED_THREAD_ID_IN_GROUP ? 0 : 1;
  if (!expect_args(o, call, want))
    return;
  LLVMPositionBuilderBefore(o->l->builder, call);
  LLVMValueRef arg = want ? LLVMGetOperand(call, 0) : NULL;
  char *name = name_copy(call);
  LLVMValueRef op = rlv_dxb_op(o->l, opcode, i32_ty(o), i32_ty(o), &arg, want, name, call);
  free(name);
  if (!op) {
    fail(o);
    return;
  }
  LLVMReplaceAllUsesWith(call, op);
  LLVMInstructionEraseFromParent(call);
}

/* ---- the driver ---- */

static void report_leftover(lowerer *o, LLVMValueRef fn, const char *name) {
  value_list users = users_of(fn);
  for (size_t i = 0; i < users.count; i++)
    rlv_report(o->l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, users.items[i],
               "unsupported intrinsic %s for DXIL lowering%s", name,
               rlv_intrinsic_of_name(name, strlen(name)) == RLV_DX_HANDLEFROMIMPLICITBINDING
                   ? " (implicit bindings are assigned by the implicit-binding stage)"
                   : "");
  if (users.count)
    fail(o);
  free(users.items);
}

/* Lowers every call of the intrinsic declaration `fn`; NONUNIFORMINDEX is left for the
 * end. Returns false for functions that are not lowered here. `saved` holds the calls the
 * checking pass found: the lowering pass reuses them instead of walking the use list
 * again (which touches every call of a big module once more). That is the same list: the
 * lowering of the declarations before `fn` neither adds nor erases calls of `fn`. */
static bool lower_calls_of(lowerer *o, LLVMValueRef fn, rlv_intrinsic id, unsigned thread_op,
                           value_list *saved) {
  value_list fresh = {0};
  value_list *list = o->dry ? saved : saved->count ? saved : &fresh;
  if (list->count == 0)
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == fn)
        list_push(list, user);
    }
  value_list calls = *list;
  bool handled = true;
  for (size_t i = 0; i < calls.count && handled; i++) {
    LLVMValueRef c = calls.items[i];
    if (thread_op) {
      lower_thread_op(o, c, thread_op);
      continue;
    }
    switch (id) {
    case RLV_DX_HANDLEFROMBINDING:
      lower_handle(o, c);
      break;
    case RLV_DX_LOAD_TYPEDBUFFER:
      lower_load(o, c, false);
      break;
    case RLV_DX_LOAD_RAWBUFFER:
      lower_load(o, c, true);
      break;
    case RLV_DX_STORE_TYPEDBUFFER:
      lower_store(o, c, false);
      break;
    case RLV_DX_STORE_RAWBUFFER:
      lower_store(o, c, true);
      break;
    case RLV_DX_LOAD_CBUFFERROW_2:
    case RLV_DX_LOAD_CBUFFERROW_4:
    case RLV_DX_LOAD_CBUFFERROW_8:
      lower_cbuffer_row(o, c);
      break;
    case RLV_DX_UPDATECOUNTER:
      lower_update_counter(o, c);
      break;
    case RLV_DX_GETDIMENSIONS_X:
      lower_get_dimensions(o, c);
      break;
    case RLV_DX_ASDOUBLE:
      lower_asdouble(o, c);
      break;
    case RLV_DX_SPLITDOUBLE:
      lower_splitdouble(o, c);
      break;
    default:
      handled = false;
      break;
    }
  }
  free(fresh.items);
  return handled;
}

/* llvm.dx.resource.nonuniformindex(x) -> x, once everything else is lowered. */
static void cleanup_nonuniform(lowerer *o, value_list *fns) {
  for (size_t i = 0; i < fns->count; i++) {
    LLVMValueRef fn = fns->items[i];
    value_list users = users_of(fn);
    for (size_t j = 0; j < users.count; j++) {
      LLVMValueRef c = users.items[j];
      if (!LLVMIsACallInst(c) || LLVMGetCalledValue(c) != fn || LLVMGetNumArgOperands(c) != 1)
        continue;
      LLVMReplaceAllUsesWith(c, LLVMGetOperand(c, 0));
      LLVMInstructionEraseFromParent(c);
    }
    free(users.items);
    rlv_erase_if_unused(o->l, fn);
  }
}

/* One pass over the declarations in module order. The checking pass reports every call
 * that cannot be lowered; the lowering pass then runs only on a module that passed. */
static void run_pass(lowerer *o, value_list *fns, value_list *saved, value_list *nonuniform) {
  for (size_t i = 0; i < fns->count; i++) {
    LLVMValueRef fn = fns->items[i];
    char *name = name_copy(fn);
    size_t len = strlen(name);
    rlv_intrinsic id = rlv_intrinsic_of_name(name, len);
    unsigned thread_op = thread_op_of(name);
    if (id == RLV_DX_NONUNIFORMINDEX) {
      if (!o->dry && LLVMGetFirstUse(fn))
        list_push(nonuniform, fn);
    } else if (LLVMGetFirstUse(fn) && !lower_calls_of(o, fn, id, thread_op, &saved[i])) {
      if (o->dry && rlv_is_resource_intrinsic_name(name, len))
        report_leftover(o, fn, name);
    }
    /* LLVM deletes every declaration nothing uses any more. */
    if (!o->dry && !LLVMGetFirstUse(fn))
      rlv_delete_function(o->l, fn);
    free(name);
  }
}

bool rlv_stage_op_lower(rlv_lctx *l) {
  if (!l->resources_built) {
    rlv_restable_build(&l->resources, l->module);
    l->resources_built = true;
  }
  lowerer o = {.l = l, .dry = true};
  /* Snapshot: lowering appends dx.op.* and casthandle declarations. */
  value_list fns = {0}, nonuniform = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMIsDeclaration(fn))
      list_push(&fns, fn);
  value_list *saved = rlv_xcalloc(fns.count ? fns.count : 1, sizeof *saved);
  run_pass(&o, &fns, saved, &nonuniform);
  if (!o.failed) {
    o.dry = false;
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
  free(o.nu_work.items);
  rlv_ptrmap_free(&o.lowered_handles);
  rlv_ptrmap_free(&o.nu_seen);
  free(fns.items);
  free(nonuniform.items);
  return !o.failed;
}
