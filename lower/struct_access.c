/* Stage intrinsic-expansion, its first step: a load.rawbuffer / store.rawbuffer of a struct
 * or an array (clang 22's StructuredBuffer<S>::Load(i, status) loads a whole S) becomes one
 * access per member. LLVM has no such step: DXILResourceAccess asserts that a raw access is
 * not an aggregate ("we don't ever generate code that would hit that"), and DXILOpLowering
 * would take the struct itself as the op's overload (mask 1). The members are the raw leaves
 * (a scalar or a vector of 1 to 4 lanes: one op each, its mask from the lanes) at their
 * DataLayout offsets; an [N x i8] struct member is clang's explicit padding and is moved by
 * nothing. A structured access adds the member's offset to the offset operand, a byte-address
 * one to the address (the offset stays poison). A load's check bit is the AND of its members'
 * (as LLVM combines a split 64-bit load's), its value the struct rebuilt with insertvalue from
 * undef (DXIL has no poison; padding stays undef). The 64-bit split (SM <= 6.2) and op
 * lowering then treat each member access as any other. */
#include "lower/struct_access.h"

#include <stdlib.h>

#include "lower/dxil_builder.h"
#include "lower/ptr_offset.h"
#include "model/ir.h"
#include "model/util.h"

#define MAX_LEAVES 1024
#define MAX_DEPTH 64

/* One aggregate access being split. */
typedef struct agg_access {
  rlv_lctx *l;
  LLVMValueRef call, handle, index, offset;
  bool bab;
  LLVMValueRef *leaves; /* load: each member load's call, in order; store: unused */
  size_t nleaves;
} agg_access;

static bool is_leaf(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k != LLVMStructTypeKind && k != LLVMArrayTypeKind;
}

/* The number of member accesses of `t`, or more than MAX_LEAVES when it has too many. */
static size_t count_leaves(LLVMTypeRef t, int depth) {
  if (is_leaf(t))
    return 1;
  if (depth > MAX_DEPTH)
    return MAX_LEAVES + 1;
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    uint64_t n = LLVMGetArrayLength2(t);
    if (n == 0)
      return 0;
    size_t per = count_leaves(LLVMGetElementType(t), depth + 1);
    return per > (MAX_LEAVES + 1) / n ? MAX_LEAVES + 1 : per * (size_t)n;
  }
  size_t sum = 0;
  unsigned n = LLVMCountStructElementTypes(t);
  for (unsigned i = 0; i < n && sum <= MAX_LEAVES; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    if (!rlv_is_byte_array(m))
      sum += count_leaves(m, depth + 1);
  }
  return sum;
}

static LLVMValueRef i32c(rlv_lctx *l, uint64_t v) {
  return LLVMConstInt(LLVMInt32TypeInContext(l->llctx), v, 0);
}

/* The (index, offset) operands of the member `bytes` into the access. */
static void member_coords(agg_access *a, uint64_t bytes, LLVMValueRef *idx, LLVMValueRef *off) {
  *idx = a->index;
  *off = a->offset;
  if (!bytes)
    return;
  if (a->bab)
    *idx = LLVMBuildAdd(a->l->builder, a->index, i32c(a->l, bytes), "");
  else
    *off = LLVMBuildAdd(a->l->builder, a->offset, i32c(a->l, bytes), "");
}

/* Calls `leaf` on every member access of `t` at byte `base`, in member order; `v` is the
 * stored value's part (NULL for a load). */
typedef void (*leaf_fn)(agg_access *a, LLVMTypeRef t, uint64_t base, LLVMValueRef v);

static void walk(agg_access *a, LLVMTypeRef t, uint64_t base, LLVMValueRef v, leaf_fn leaf) {
  if (is_leaf(t)) {
    leaf(a, t, base, v);
    return;
  }
  LLVMBuilderRef b = a->l->builder;
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t n = LLVMGetArrayLength2(t), stride = LLVMABISizeOfType(a->l->dl, e);
    for (uint64_t k = 0; k < n; k++)
      walk(a, e, base + k * stride, v ? LLVMBuildExtractValue(b, v, (unsigned)k, "") : NULL, leaf);
    return;
  }
  unsigned n = LLVMCountStructElementTypes(t);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    if (!rlv_is_byte_array(m))
      walk(a, m, base + LLVMOffsetOfElement(a->l->dl, t, i),
           v ? LLVMBuildExtractValue(b, v, i, "") : NULL, leaf);
  }
}

static void load_leaf(agg_access *a, LLVMTypeRef t, uint64_t base, LLVMValueRef v) {
  (void)v;
  LLVMValueRef idx, off;
  member_coords(a, base, &idx, &off);
  LLVMValueRef args[3] = {a->handle, idx, off};
  LLVMTypeRef overloads[2] = {t, LLVMTypeOf(a->handle)};
  a->leaves[a->nleaves++] =
      rlv_dxb_intrinsic(a->l, "llvm.dx.resource.load.rawbuffer", overloads, 2, args, 3, "");
}

static void store_leaf(agg_access *a, LLVMTypeRef t, uint64_t base, LLVMValueRef v) {
  LLVMValueRef idx, off;
  member_coords(a, base, &idx, &off);
  LLVMValueRef args[4] = {a->handle, idx, off, v};
  LLVMTypeRef overloads[2] = {LLVMTypeOf(a->handle), t};
  rlv_dxb_intrinsic(a->l, "llvm.dx.resource.store.rawbuffer", overloads, 2, args, 4, "");
}

/* The loaded value of type `t` rebuilt from the member loads, consumed from *next on. */
static LLVMValueRef rebuild(agg_access *a, LLVMTypeRef t, size_t *next) {
  LLVMBuilderRef b = a->l->builder;
  if (is_leaf(t))
    return LLVMBuildExtractValue(b, a->leaves[(*next)++], 0, "");
  LLVMValueRef agg = LLVMGetUndef(t);
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t n = LLVMGetArrayLength2(t);
    for (uint64_t k = 0; k < n; k++)
      agg = LLVMBuildInsertValue(b, agg, rebuild(a, e, next), (unsigned)k, "");
    return agg;
  }
  unsigned n = LLVMCountStructElementTypes(t);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    if (!rlv_is_byte_array(m))
      agg = LLVMBuildInsertValue(b, agg, rebuild(a, m, next), i, "");
  }
  return agg;
}

/* The AND of the member loads' check bits, in load order. */
static LLVMValueRef check_bit(agg_access *a) {
  LLVMBuilderRef b = a->l->builder;
  LLVMValueRef check = NULL;
  for (size_t i = 0; i < a->nleaves; i++) {
    LLVMValueRef bit = LLVMBuildExtractValue(b, a->leaves[i], 1, "");
    check = check ? LLVMBuildAnd(b, check, bit, "") : bit;
  }
  return check;
}

/* Replaces the aggregate load's uses: extractvalue of field 0 (and of members of it) by the
 * rebuilt value, of field 1 by the check bit; anything else by the rebuilt pair. */
static void replace_load_uses(agg_access *a, LLVMTypeRef value_type) {
  LLVMBuilderRef b = a->l->builder;
  LLVMValueRef value = NULL, check = NULL;
  size_t nusers = 0;
  LLVMValueRef *users = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(a->call); u; u = LLVMGetNextUse(u)) {
    users = rlv_xrealloc(users, (nusers + 1) * sizeof *users);
    users[nusers++] = LLVMGetUser(u);
  }
  for (size_t i = 0; i < nusers; i++) {
    LLVMValueRef user = users[i];
    bool ev = LLVMIsAExtractValueInst(user) && LLVMGetOperand(user, 0) == a->call;
    const unsigned *path = ev ? LLVMGetIndices(user) : NULL;
    unsigned depth = ev ? LLVMGetNumIndices(user) : 0;
    if (ev && !LLVMGetFirstUse(user)) {
      LLVMInstructionEraseFromParent(user); /* a dead extract needs no rebuilt value */
      continue;
    }
    if (ev && path[0] == 1) {
      if (!check)
        check = check_bit(a);
      LLVMReplaceAllUsesWith(user, check);
      LLVMInstructionEraseFromParent(user);
      continue;
    }
    if (!value) {
      size_t next = 0;
      value = rebuild(a, value_type, &next);
    }
    if (!ev) {
      if (!check)
        check = check_bit(a);
      LLVMValueRef pair = LLVMGetUndef(LLVMTypeOf(a->call));
      pair = LLVMBuildInsertValue(b, pair, value, 0, "");
      pair = LLVMBuildInsertValue(b, pair, check, 1, "");
      LLVMReplaceAllUsesWith(a->call, pair);
      break;
    }
    LLVMValueRef part = value;
    for (unsigned k = 1; k < depth; k++)
      part = LLVMBuildExtractValue(b, part, path[k], "");
    LLVMReplaceAllUsesWith(user, part);
    LLVMInstructionEraseFromParent(user);
  }
  free(users);
}

static void split_call(rlv_lctx *l, LLVMValueRef call, bool is_load, LLVMTypeRef t, size_t n) {
  rlv_restype rt;
  agg_access a = {.l = l,
                  .call = call,
                  .handle = LLVMGetOperand(call, 0),
                  .index = LLVMGetOperand(call, 1),
                  .offset = LLVMGetOperand(call, 2)};
  a.bab = rlv_restype_parse(LLVMTypeOf(a.handle), &rt) && rt.kind == RLV_KIND_RAWBUFFER;
  LLVMPositionBuilderBefore(l->builder, call);
  if (is_load) {
    a.leaves = rlv_xmalloc((n ? n : 1) * sizeof *a.leaves);
    walk(&a, t, 0, NULL, load_leaf);
    replace_load_uses(&a, t);
    free(a.leaves);
  } else {
    walk(&a, t, 0, LLVMGetOperand(call, 3), store_leaf);
  }
  LLVMInstructionEraseFromParent(call);
}

/* The aggregate a raw load or store of function type `fnty` moves, or NULL. LLVM's verifier
 * holds each call of an intrinsic to its declaration's type. */
static LLVMTypeRef aggregate_of(LLVMTypeRef fnty, bool is_load) {
  if (LLVMGetTypeKind(fnty) != LLVMFunctionTypeKind || LLVMIsFunctionVarArg(fnty) ||
      LLVMCountParamTypes(fnty) != (is_load ? 3u : 4u))
    return NULL;
  LLVMTypeRef t;
  if (is_load) {
    LLVMTypeRef rt = LLVMGetReturnType(fnty);
    if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || LLVMCountStructElementTypes(rt) != 2)
      return NULL;
    t = LLVMStructGetTypeAtIndex(rt, 0);
  } else {
    LLVMTypeRef params[4];
    LLVMGetParamTypes(fnty, params);
    t = params[3];
  }
  return is_leaf(t) ? NULL : t;
}

static bool split_calls_of(rlv_lctx *l, LLVMValueRef fn, bool is_load, LLVMTypeRef t) {
  bool ok = true;
  size_t n = 0;
  LLVMValueRef *calls = rlv_calls_to(fn, &n);
  for (size_t i = 0; i < n; i++) {
    size_t leaves = count_leaves(t, 0);
    if (leaves == 0 || leaves > MAX_LEAVES) {
      char *ts = rlv_lower_type_string(t);
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, calls[i],
                 "a raw buffer access of %s has %s members to split into accesses", ts,
                 leaves ? "more than 1024" : "no");
      free(ts);
      ok = false;
      continue;
    }
    split_call(l, calls[i], is_load, t, leaves);
  }
  free(calls);
  return ok;
}

bool rlv_split_aggregate_raw_accesses(rlv_lctx *l) {
  size_t n = 0;
  LLVMValueRef *fns = NULL;
  bool *loads = NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    if (!LLVMIsDeclaration(fn))
      continue;
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    rlv_intrinsic id = rlv_intrinsic_of_name(name, len);
    bool is_load = id == RLV_DX_LOAD_RAWBUFFER;
    if ((!is_load && id != RLV_DX_STORE_RAWBUFFER) ||
        !aggregate_of(LLVMGlobalGetValueType(fn), is_load))
      continue;
    fns = rlv_xrealloc(fns, (n + 1) * sizeof *fns);
    loads = rlv_xrealloc(loads, (n + 1) * sizeof *loads);
    fns[n] = fn;
    loads[n++] = is_load;
  }
  bool ok = true;
  for (size_t i = 0; i < n; i++)
    ok &=
        split_calls_of(l, fns[i], loads[i], aggregate_of(LLVMGlobalGetValueType(fns[i]), loads[i]));
  for (size_t i = 0; i < n; i++)
    rlv_erase_if_unused(l, fns[i]);
  free(fns);
  free(loads);
  return ok;
}
