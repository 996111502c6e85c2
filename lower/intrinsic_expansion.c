/* Stage intrinsic-expansion (LLVM's DXILIntrinsicExpansion, the resource part; reference
 * §4.3, note §2.5): 64-bit buffer accesses become accesses of i32 lanes. Typed double/i64
 * accesses are always split (bufferLoad/Store have no 64-bit overloads); raw ones only at
 * SM <= 6.2 (rawBufferLoad/Store gain f64/i64 in DXIL 1.3). Each 64-bit value is a (lo, hi)
 * pair of i32s; at most 4 i32 lanes go in one access, so a raw access of more than two
 * 64-bit values becomes several, 16 bytes apart. The instructions and their order are
 * LLVM's, with one deliberate difference: for byte-address buffers the 16-byte step of
 * later chunks is added to the address (the index operand), where LLVM adds it to the
 * poison offset operand and so loses it. */
#include <stdlib.h>

#include "lower/dxil_builder.h"
#include "lower/lctx.h"
#include "lower/math_expansion.h"
#include "lower/struct_access.h"
#include "model/ir.h"
#include "model/util.h"

#define MAX_CHUNKS 64

/* One access being split: the call and what its operands mean. */
typedef struct split_access {
  LLVMValueRef call;
  bool raw, bab;
  LLVMValueRef handle, index, offset; /* offset: raw only */
  LLVMTypeRef value_type;             /* the 64-bit scalar or vector accessed */
  unsigned nvec;                      /* vector length, 0 for a scalar */
  bool is_double;
} split_access;

static bool is_64bit_scalar(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMDoubleTypeKind || (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 64);
}

/* The accessed value type of a buffer load/store call, or NULL when the signature is
 * not the expected one. */
static LLVMTypeRef access_type(LLVMValueRef call, bool is_load, bool raw) {
  unsigned want = (raw ? 3u : 2u) + (is_load ? 0u : 1u);
  if ((unsigned)LLVMGetNumArgOperands(call) != want)
    return NULL;
  if (!is_load)
    return LLVMTypeOf(LLVMGetOperand(call, want - 1));
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || LLVMCountStructElementTypes(rt) != 2)
    return NULL;
  return LLVMStructGetTypeAtIndex(rt, 0);
}

/* access_type for every call of the declaration `fn`: LLVM's verifier holds each call of
 * an intrinsic to the declaration's function type. */
static LLVMTypeRef declared_access_type(LLVMValueRef fn, bool is_load, bool raw) {
  LLVMTypeRef fnty = LLVMGlobalGetValueType(fn);
  unsigned want = (raw ? 3u : 2u) + (is_load ? 0u : 1u);
  if (LLVMGetTypeKind(fnty) != LLVMFunctionTypeKind || LLVMIsFunctionVarArg(fnty) ||
      LLVMCountParamTypes(fnty) != want)
    return NULL;
  if (!is_load) {
    LLVMTypeRef params[4];
    LLVMGetParamTypes(fnty, params);
    return params[want - 1];
  }
  LLVMTypeRef rt = LLVMGetReturnType(fnty);
  if (LLVMGetTypeKind(rt) != LLVMStructTypeKind || LLVMCountStructElementTypes(rt) != 2)
    return NULL;
  return LLVMStructGetTypeAtIndex(rt, 0);
}

/* SM <= 6.2 splits raw accesses too. */
static bool needs_split(rlv_lctx *l, LLVMTypeRef value_type, bool raw) {
  if (raw && rlv_sm_value(&l->target) > 62)
    return false;
  return value_type && is_64bit_scalar(rlv_scalar_type(value_type));
}

static bool is_byte_address(LLVMValueRef handle) {
  rlv_restype t;
  return rlv_restype_parse(LLVMTypeOf(handle), &t) && t.kind == RLV_KIND_RAWBUFFER;
}

static bool describe(rlv_lctx *l, LLVMValueRef call, bool is_load, bool raw, split_access *a) {
  *a = (split_access){.call = call, .raw = raw};
  a->value_type = access_type(call, is_load, raw);
  a->handle = LLVMGetOperand(call, 0);
  a->index = LLVMGetOperand(call, 1);
  a->offset = raw ? LLVMGetOperand(call, 2) : NULL;
  a->bab = raw && is_byte_address(a->handle);
  a->is_double = LLVMGetTypeKind(rlv_scalar_type(a->value_type)) == LLVMDoubleTypeKind;
  if (LLVMGetTypeKind(a->value_type) == LLVMVectorTypeKind)
    a->nvec = LLVMGetVectorSize(a->value_type);
  unsigned lanes = 2 * (a->nvec ? a->nvec : 1);
  char *ts = rlv_type_string(a->value_type);
  bool ok = true;
  if (!raw && lanes > 4) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
               "a typed buffer access of %s needs %u i32 lanes; a typed element has at most 4",
               ts, lanes);
    ok = false;
  } else if (lanes / 4 >= MAX_CHUNKS) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, call,
               "a raw buffer access of %s is too wide to split into 16-byte accesses", ts);
    ok = false;
  }
  free(ts);
  return ok;
}

static LLVMValueRef i32c(rlv_lctx *l, unsigned v) {
  return LLVMConstInt(LLVMInt32TypeInContext(l->llctx), v, 0);
}

/* The (index, offset) operands of chunk starting `bytes` into the access. LLVM always
 * builds `offset + bytes` (folded when constant); for byte-address buffers rlv moves the
 * step to the address and leaves the poison offset alone. */
static void chunk_coords(rlv_lctx *l, const split_access *a, unsigned bytes, LLVMValueRef *idx,
                         LLVMValueRef *off) {
  *idx = a->index;
  *off = a->offset;
  if (!a->raw)
    return;
  if (a->bab) {
    if (bytes)
      *idx = LLVMBuildAdd(l->builder, a->index, i32c(l, bytes), "");
    return;
  }
  *off = LLVMBuildAdd(l->builder, a->offset, i32c(l, bytes), "");
}

/* The users of a load must all be `extractvalue %r, 0|1`; LLVM crashes on anything else. */
static bool load_users_ok(rlv_lctx *l, LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1 ||
        LLVMGetIndices(user)[0] > 1) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, user,
                 "a 64-bit buffer load can only be split when its result is used through "
                 "extractvalue of field 0 or 1");
      return false;
    }
  }
  return true;
}

/* Combines lanes (lo, hi) into one double (llvm.dx.asdouble) or i64 (zext/shl/or). */
static LLVMValueRef combine_pair(rlv_lctx *l, const split_access *a, LLVMValueRef lo,
                                 LLVMValueRef hi) {
  LLVMBuilderRef b = l->builder;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx), i64 = LLVMInt64TypeInContext(l->llctx);
  if (a->is_double) {
    LLVMValueRef args[2] = {lo, hi};
    return rlv_dxb_intrinsic(l, "llvm.dx.asdouble", &i32, 1, args, 2, "");
  }
  LLVMValueRef lo64 = LLVMBuildZExt(b, lo, i64, "");
  LLVMValueRef hi64 = LLVMBuildZExt(b, hi, i64, "");
  LLVMValueRef shifted = LLVMBuildShl(b, hi64, LLVMConstInt(i64, 32, 0), "");
  return LLVMBuildOr(b, lo64, shifted, "");
}

static void expand_load(rlv_lctx *l, const split_access *a) {
  LLVMBuilderRef b = l->builder;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  LLVMPositionBuilderBefore(b, a->call);
  unsigned remaining = 2 * (a->nvec ? a->nvec : 1), base = 0, nloads = 0;
  LLVMValueRef loads[MAX_CHUNKS];
  LLVMValueRef result = a->nvec ? LLVMGetPoison(a->value_type) : NULL;
  const char *name = a->raw ? "llvm.dx.resource.load.rawbuffer" : "llvm.dx.resource.load.typedbuffer";
  while (remaining > 0) {
    unsigned n = remaining < 4 ? remaining : 4;
    LLVMTypeRef vty = LLVMVectorType(i32, n);
    LLVMValueRef idx, off;
    chunk_coords(l, a, 8 * base, &idx, &off);
    LLVMValueRef args[3] = {a->handle, idx, off};
    LLVMTypeRef overloads[2] = {vty, LLVMTypeOf(a->handle)};
    LLVMValueRef load = rlv_dxb_intrinsic(l, name, overloads, 2, args, a->raw ? 3 : 2, "");
    loads[nloads++] = load;
    LLVMValueRef value = LLVMBuildExtractValue(b, load, 0, "");
    LLVMValueRef lanes[4];
    for (unsigned i = 0; i < n; i++)
      lanes[i] = LLVMBuildExtractElement(b, value, i32c(l, i), "");
    for (unsigned i = 0; i + 1 < n; i += 2) {
      LLVMValueRef combined = combine_pair(l, a, lanes[i], lanes[i + 1]);
      result = a->nvec ? LLVMBuildInsertElement(b, result, combined, i32c(l, i / 2 + base), "")
                       : combined;
    }
    remaining -= n;
    base += n / 2;
  }
  LLVMValueRef check = NULL;
  size_t nusers = 0, cap = 0;
  LLVMValueRef *users = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(a->call); u; u = LLVMGetNextUse(u)) {
    if (nusers == cap)
      users = rlv_xrealloc(users, (cap = cap ? cap * 2 : 4) * sizeof *users);
    users[nusers++] = LLVMGetUser(u);
  }
  for (size_t i = 0; i < nusers; i++) {
    LLVMValueRef ev = users[i];
    if (LLVMGetIndices(ev)[0] == 0) {
      LLVMReplaceAllUsesWith(ev, result);
    } else {
      if (!check) {
        /* The AND of every chunk's check bit (LLVM's choice; DXC issue 7622). */
        LLVMValueRef bits[MAX_CHUNKS] = {0};
        for (unsigned j = 0; j < nloads; j++)
          bits[j] = LLVMBuildExtractValue(b, loads[j], 1, "");
        check = bits[0];
        for (unsigned j = 1; j < nloads; j++)
          check = LLVMBuildAnd(b, check, bits[j], "");
      }
      LLVMReplaceAllUsesWith(ev, check);
    }
    LLVMInstructionEraseFromParent(ev);
  }
  free(users);
  LLVMInstructionEraseFromParent(a->call);
}

/* Splits the stored value into the interleaved i32 vector [lo0, hi0, lo1, hi1, ...]. */
static LLVMValueRef split_value(rlv_lctx *l, const split_access *a, LLVMValueRef value) {
  LLVMBuilderRef b = l->builder;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx), i64 = LLVMInt64TypeInContext(l->llctx);
  LLVMTypeRef split_ty = a->nvec ? LLVMVectorType(i32, a->nvec) : i32;
  LLVMValueRef lo, hi;
  if (a->is_double) {
    LLVMValueRef split = rlv_dxb_intrinsic(l, "llvm.dx.splitdouble", &split_ty, 1, &value, 1, "");
    lo = LLVMBuildExtractValue(b, split, 0, "");
    hi = LLVMBuildExtractValue(b, split, 1, "");
  } else {
    LLVMValueRef amount = LLVMConstInt(i64, 32, 0);
    if (a->nvec) {
      LLVMValueRef elems[MAX_CHUNKS * 2];
      for (unsigned i = 0; i < a->nvec; i++)
        elems[i] = amount;
      amount = LLVMConstVector(elems, a->nvec);
    }
    lo = LLVMBuildTrunc(b, value, split_ty, "");
    LLVMValueRef shifted = LLVMBuildLShr(b, value, amount, "");
    hi = LLVMBuildTrunc(b, shifted, split_ty, "");
  }
  if (a->nvec) {
    LLVMValueRef mask[MAX_CHUNKS * 4];
    for (unsigned i = 0; i < a->nvec; i++) {
      mask[2 * i] = i32c(l, i);
      mask[2 * i + 1] = i32c(l, i + a->nvec);
    }
    return LLVMBuildShuffleVector(b, lo, hi, LLVMConstVector(mask, 2 * a->nvec), "");
  }
  LLVMValueRef v = LLVMGetPoison(LLVMVectorType(i32, 2));
  v = LLVMBuildInsertElement(b, v, lo, i32c(l, 0), "");
  return LLVMBuildInsertElement(b, v, hi, i32c(l, 1), "");
}

static void expand_store(rlv_lctx *l, const split_access *a) {
  LLVMBuilderRef b = l->builder;
  LLVMPositionBuilderBefore(b, a->call);
  LLVMValueRef value = LLVMGetOperand(a->call, a->raw ? 3 : 2);
  LLVMValueRef val = split_value(l, a, value);
  unsigned remaining = 2 * (a->nvec ? a->nvec : 1), base = 0;
  const char *name =
      a->raw ? "llvm.dx.resource.store.rawbuffer" : "llvm.dx.resource.store.typedbuffer";
  while (remaining > 0) {
    unsigned n = remaining < 4 ? remaining : 4;
    LLVMValueRef idx, off;
    chunk_coords(l, a, 4 * base, &idx, &off);
    LLVMValueRef sub = val;
    if (a->nvec > 2) {
      LLVMValueRef mask[4];
      for (unsigned i = 0; i < n; i++)
        mask[i] = i32c(l, base + i);
      sub = LLVMBuildShuffleVector(b, val, LLVMGetPoison(LLVMTypeOf(val)),
                                   LLVMConstVector(mask, n), "");
    }
    LLVMValueRef args[4] = {a->handle, idx, off, sub};
    if (!a->raw)
      args[2] = sub;
    LLVMTypeRef overloads[2] = {LLVMTypeOf(a->handle), LLVMTypeOf(sub)};
    rlv_dxb_intrinsic(l, name, overloads, 2, args, a->raw ? 4 : 3, "");
    remaining -= n;
    base += n;
  }
  LLVMInstructionEraseFromParent(a->call);
}

/* Which access a function is, from its name; false for anything else. */
static bool access_kind(LLVMValueRef fn, bool *is_load, bool *raw) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  switch (rlv_intrinsic_of_name(name, len)) {
  case RLV_DX_LOAD_TYPEDBUFFER:
    *is_load = true, *raw = false;
    return true;
  case RLV_DX_LOAD_RAWBUFFER:
    *is_load = true, *raw = true;
    return true;
  case RLV_DX_STORE_TYPEDBUFFER:
    *is_load = false, *raw = false;
    return true;
  case RLV_DX_STORE_RAWBUFFER:
    *is_load = false, *raw = true;
    return true;
  default:
    return false;
  }
}

static bool expand_calls_of(rlv_lctx *l, LLVMValueRef fn, bool is_load, bool raw) {
  /* Most declarations access 32-bit (or 16-bit) values: then none of their calls is split,
   * and there is no need to visit each of them. */
  if (!needs_split(l, declared_access_type(fn, is_load, raw), raw))
    return true;
  bool ok = true;
  size_t n = 0;
  LLVMValueRef *calls = rlv_calls_to(fn, &n);
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef call = calls[i];
    if (!needs_split(l, access_type(call, is_load, raw), raw))
      continue;
    split_access a;
    if (!describe(l, call, is_load, raw, &a) || (is_load && !load_users_ok(l, call))) {
      ok = false;
      continue;
    }
    if (is_load)
      expand_load(l, &a);
    else
      expand_store(l, &a);
  }
  free(calls);
  return ok;
}

bool rlv_stage_intrinsic_expansion(rlv_lctx *l) {
  /* Aggregates first, so that a 64-bit member's access is split below like any other. */
  if (!rlv_split_aggregate_raw_accesses(l))
    return false;
  /* Snapshot the functions: the split accesses and the math expansions declare new
   * intrinsics at the end. Both are expanded in module order, as LLVM's one loop does. */
  size_t n = 0;
  LLVMValueRef *fns = NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    bool is_load, raw;
    if (LLVMIsDeclaration(fn) && (access_kind(fn, &is_load, &raw) || rlv_math_expands(fn))) {
      fns = rlv_xrealloc(fns, (n + 1) * sizeof *fns);
      fns[n++] = fn;
    }
  }
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    bool is_load = false, raw = false;
    if (access_kind(fns[i], &is_load, &raw))
      ok &= expand_calls_of(l, fns[i], is_load, raw);
    else
      ok &= rlv_math_expand_calls(l, fns[i]);
  }
  /* LLVM erases the declarations it expanded once they are unused. */
  for (size_t i = 0; i < n; i++)
    rlv_erase_if_unused(l, fns[i]);
  free(fns);
  return ok;
}
