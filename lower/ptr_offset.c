/* Helpers shared by the pointer-level stages; see ptr_offset.h. */
#include "lower/ptr_offset.h"

#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "model/ptrmap.h"
#include "model/util.h"

LLVMValueRef rlv_intrinsic_decl(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                                unsigned count, LLVMTypeRef *fnty) {
  return rlv_dxb_intrinsic_decl(l, name, overloads, count, fnty);
}

bool rlv_is_call_to(LLVMValueRef v, rlv_intrinsic id) {
  return v && LLVMIsACallInst(v) && rlv_intrinsic_of_call(v) == id;
}

static bool is_gep(LLVMValueRef v) {
  return LLVMIsAGetElementPtrInst(v) ||
         (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr);
}

bool rlv_ptr_trace(LLVMTargetDataRef dl, LLVMValueRef ptr, rlv_ptr_base *out) {
  out->offset_known = true;
  out->offset = 0;
  out->depth = 0;
  while (is_gep(ptr)) {
    if (++out->depth > RLV_PTR_CHAIN_MAX)
      return false;
    int64_t off = 0;
    if (out->offset_known && rlv_lower_gep_const_offset(dl, ptr, &off) &&
        !__builtin_add_overflow(out->offset, off, &out->offset))
      ;
    else
      out->offset_known = false;
    ptr = LLVMGetOperand(ptr, 0);
  }
  out->base = ptr;
  return true;
}

/* One dynamic index of a GEP and the bytes one step of it moves. */
typedef struct dyn_term {
  LLVMValueRef index;
  uint64_t scale;
} dyn_term;

/* Splits a GEP into its constant byte part and its dynamic terms. At most `max` terms;
 * false when a type is unsized, an index is too wide or the walk leaves the type. */
static bool gep_terms(LLVMTargetDataRef dl, LLVMValueRef gep, int64_t *const_bytes,
                      dyn_term *terms, unsigned max, unsigned *nterms) {
  LLVMTypeRef type = LLVMGetGEPSourceElementType(gep);
  int n = LLVMGetNumOperands(gep);
  *const_bytes = 0;
  *nterms = 0;
  for (int i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i);
    LLVMTypeRef step = type;
    if (i > 1) {
      LLVMTypeKind k = LLVMGetTypeKind(type);
      if (k == LLVMStructTypeKind) {
        if (!LLVMIsAConstantInt(idx))
          return false;
        uint64_t f = LLVMConstIntGetZExtValue(idx);
        if (f >= LLVMCountStructElementTypes(type) || !LLVMTypeIsSized(type))
          return false;
        *const_bytes += (int64_t)LLVMOffsetOfElement(dl, type, (unsigned)f);
        type = LLVMStructGetTypeAtIndex(type, (unsigned)f);
        continue;
      }
      if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind)
        return false;
      type = LLVMGetElementType(type);
      step = type;
    }
    if (!LLVMTypeIsSized(step))
      return false;
    uint64_t size = LLVMABISizeOfType(dl, step);
    if (LLVMIsAConstantInt(idx)) {
      if (LLVMGetIntTypeWidth(LLVMTypeOf(idx)) > 64)
        return false;
      *const_bytes += LLVMConstIntGetSExtValue(idx) * (int64_t)size;
    } else {
      if (*nterms == max)
        return false;
      terms[(*nterms)++] = (dyn_term){idx, size};
    }
  }
  return true;
}

#define MAX_TERMS 8

bool rlv_lower_gep_const_offset(LLVMTargetDataRef dl, LLVMValueRef gep, int64_t *out) {
  dyn_term terms[1];
  unsigned n = 0;
  return gep_terms(dl, gep, out, terms, 0, &n) && n == 0;
}

char *rlv_lower_type_string(LLVMTypeRef type) { return rlv_type_string(type); }

void rlv_gep_chain_check(LLVMTargetDataRef dl, LLVMValueRef ptr, LLVMValueRef root,
                         uint64_t unit, rlv_gep_check *out) {
  memset(out, 0, sizeof *out);
  out->is_const = true;
  unsigned depth = 0;
  while (ptr != root) {
    if (!LLVMIsAGetElementPtrInst(ptr)) {
      out->error = rlv_xstrdup("the pointer does not reach the getpointer call through GEPs only");
      return;
    }
    if (++depth > RLV_PTR_CHAIN_MAX) {
      out->error = rlv_strf("the GEP chain is longer than %d", RLV_PTR_CHAIN_MAX);
      return;
    }
    int64_t c = 0;
    dyn_term terms[MAX_TERMS];
    unsigned nterms = 0;
    if (!gep_terms(dl, ptr, &c, terms, MAX_TERMS, &nterms)) {
      out->error = rlv_xstrdup("a GEP on the way has an index rlv cannot follow");
      return;
    }
    if (c < 0 || c % (int64_t)unit != 0) {
      out->error = rlv_strf("a constant GEP offset of %lld bytes is not a multiple of the "
                            "%llu-byte access unit", (long long)c, (unsigned long long)unit);
      return;
    }
    for (unsigned i = 0; i < nterms; i++)
      if (terms[i].scale % unit != 0) {
        out->error = rlv_strf("a dynamic GEP index steps %llu bytes, which does not divide "
                              "by the %llu-byte access unit",
                              (unsigned long long)terms[i].scale, (unsigned long long)unit);
        return;
      }
    if (nterms)
      out->is_const = false;
    out->const_bytes += c;
    ptr = LLVMGetOperand(ptr, 0);
  }
  out->ok = true;
}

LLVMValueRef rlv_as_i32(rlv_lctx *l, LLVMValueRef v) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  if (LLVMTypeOf(v) == i32)
    return v;
  return LLVMBuildIntCast2(l->builder, v, i32, true, "");
}

/* index * scale / unit for a dynamic term whose scale divides by unit. */
static LLVMValueRef scaled_term(rlv_lctx *l, LLVMValueRef index, uint64_t scale, uint64_t unit) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  LLVMValueRef v = rlv_as_i32(l, index);
  uint64_t s = scale / unit;
  if (s != 1)
    v = LLVMBuildMul(l->builder, v, LLVMConstInt(i32, s, false), "");
  return v;
}

LLVMValueRef rlv_gep_chain_emit(rlv_lctx *l, LLVMValueRef ptr, LLVMValueRef root, uint64_t unit) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  LLVMValueRef offset = NULL;
  while (ptr != root && LLVMIsAGetElementPtrInst(ptr)) {
    int64_t c = 0;
    dyn_term terms[MAX_TERMS];
    unsigned nterms = 0;
    if (!gep_terms(l->dl, ptr, &c, terms, MAX_TERMS, &nterms))
      break; /* excluded by rlv_gep_chain_check */
    LLVMValueRef part = NULL;
    for (unsigned i = 0; i < nterms; i++) {
      LLVMValueRef t = scaled_term(l, terms[i].index, terms[i].scale, unit);
      part = part ? LLVMBuildAdd(l->builder, part, t, "") : t;
    }
    if (!part || c != 0) {
      LLVMValueRef k = LLVMConstInt(i32, (uint64_t)c / unit, false);
      part = part ? LLVMBuildAdd(l->builder, part, k, "") : k;
    }
    offset = offset ? LLVMBuildAdd(l->builder, offset, part, "") : part;
    ptr = LLVMGetOperand(ptr, 0);
  }
  return offset ? offset : LLVMConstInt(i32, 0, false);
}

/* ---- dominance ---- */

static bool before_in_block(LLVMValueRef a, LLVMValueRef b) {
  for (LLVMValueRef i = a; i; i = LLVMGetNextInstruction(i))
    if (i == b)
      return true;
  return false;
}

bool rlv_dominates(LLVMValueRef def, LLVMValueRef use) {
  if (!LLVMIsAInstruction(def))
    return true;
  LLVMBasicBlockRef db = LLVMGetInstructionParent(def), ub = LLVMGetInstructionParent(use);
  if (db == ub)
    return def != use && before_in_block(def, use);
  LLVMValueRef fn = LLVMGetBasicBlockParent(ub);
  if (LLVMGetBasicBlockParent(db) != fn)
    return false;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  if (entry == db)
    return true;
  /* Depth-first walk from the entry that never enters def's block. */
  rlv_ptrmap seen = {0};
  size_t n = 0, cap = 16;
  LLVMBasicBlockRef *stack = rlv_xmalloc(cap * sizeof *stack);
  stack[n++] = entry;
  rlv_ptrmap_put(&seen, entry, 1);
  bool reached = false;
  while (n > 0 && !reached) {
    LLVMBasicBlockRef bb = stack[--n];
    if (bb == ub) {
      reached = true;
      break;
    }
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned i = 0; i < ns; i++) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
      if (s == db || rlv_ptrmap_has(&seen, s))
        continue;
      rlv_ptrmap_put(&seen, s, 1);
      if (n == cap)
        stack = rlv_xrealloc(stack, (cap *= 2) * sizeof *stack);
      stack[n++] = s;
    }
  }
  free(stack);
  rlv_ptrmap_free(&seen);
  return !reached;
}

/* ---- cleanup ---- */

static bool is_chain_node(LLVMValueRef v) {
  if (!v || !LLVMIsAInstruction(v))
    return false;
  if (LLVMIsAGetElementPtrInst(v) || LLVMIsASelectInst(v) || LLVMIsAPHINode(v))
    return true;
  rlv_intrinsic id = rlv_intrinsic_of_call(v);
  return id == RLV_DX_GETPOINTER || id == RLV_DX_HANDLEFROMBINDING ||
         id == RLV_DX_HANDLEFROMIMPLICITBINDING;
}

/* A worklist with a set of erased instructions, so that nothing freed is touched again.
 * Linear without a cap: an instruction is pushed once per root or per operand slot of an
 * erased instruction, and erased once. (A cap of 65,536 steps per call left the dead
 * selects of a module with 16,385 handle selects in place, which op-lower then rejected.) */
void rlv_erase_dead_chains(const LLVMValueRef *roots, size_t count) {
  rlv_ptrmap erased = {0};
  size_t n = 0, cap = count + 16;
  LLVMValueRef *work = rlv_xmalloc(cap * sizeof *work);
  for (size_t i = count; i-- > 0;)
    if (roots[i])
      work[n++] = roots[i];
  while (n > 0) {
    LLVMValueRef v = work[--n];
    if (rlv_ptrmap_has(&erased, v) || LLVMGetFirstUse(v))
      continue;
    int nops = LLVMGetNumOperands(v);
    for (int i = 0; i < nops; i++) {
      LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
      if (op == v || !is_chain_node(op))
        continue;
      if (n == cap)
        work = rlv_xrealloc(work, (cap *= 2) * sizeof *work);
      work[n++] = op;
    }
    rlv_ptrmap_put(&erased, v, 1);
    LLVMInstructionEraseFromParent(v);
  }
  free(work);
  rlv_ptrmap_free(&erased);
}

LLVMTypeRef rlv_lower_scalar_of(LLVMTypeRef type, unsigned *lanes) {
  *lanes = 1;
  if (LLVMGetTypeKind(type) == LLVMVectorTypeKind) {
    *lanes = LLVMGetVectorSize(type);
    type = LLVMGetElementType(type);
  }
  switch (LLVMGetTypeKind(type)) {
  case LLVMIntegerTypeKind:
  case LLVMHalfTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    return type;
  default:
    return NULL;
  }
}

void rlv_erase_dead_chain(LLVMValueRef inst) { rlv_erase_dead_chains(&inst, 1); }

void rlv_erase_dead_gep_users(LLVMValueRef v, unsigned depth) {
  if (depth > RLV_PTR_CHAIN_MAX)
    return;
  size_t n = 0, cap = 0;
  LLVMValueRef *geps = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAGetElementPtrInst(user))
      continue;
    if (n == cap)
      geps = rlv_xrealloc(geps, (cap = cap ? cap * 2 : 8) * sizeof *geps);
    geps[n++] = user;
  }
  for (size_t i = 0; i < n; i++) {
    rlv_erase_dead_gep_users(geps[i], depth + 1);
    if (!LLVMGetFirstUse(geps[i]))
      LLVMInstructionEraseFromParent(geps[i]);
  }
  free(geps);
}

static bool is_merge_inst(LLVMValueRef v) {
  return v && (LLVMIsAPHINode(v) || LLVMIsASelectInst(v));
}

static bool flagged(const rlv_ptrmap *set, LLVMValueRef v) {
  uintptr_t f = 0;
  return rlv_ptrmap_get(set, v, &f) && f;
}

void rlv_erase_dead_merges(LLVMValueRef root) {
  if (!is_merge_inst(root))
    return;
  /* the merges under root, each flagged dead until a user outside the dead ones shows */
  rlv_ptrmap dead = {0};
  size_t n = 0, top = 0, cap = 16;
  /* all[0..n) visited, all[n..top) to visit: each merge is pushed once */
  LLVMValueRef *all = rlv_xmalloc(cap * sizeof *all);
  rlv_ptrmap_put(&dead, root, 1);
  all[top++] = root;
  while (n < top) {
    LLVMValueRef v = all[n++];
    unsigned first = LLVMIsASelectInst(v) ? 1 : 0;
    for (unsigned i = first, k = (unsigned)LLVMGetNumOperands(v); i < k; i++) {
      LLVMValueRef op = LLVMGetOperand(v, i);
      if (!is_merge_inst(op) || rlv_ptrmap_has(&dead, op))
        continue;
      rlv_ptrmap_put(&dead, op, 1);
      if (top == cap)
        all = rlv_xrealloc(all, (cap *= 2) * sizeof *all);
      all[top++] = op;
    }
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < n; i++) {
      if (!flagged(&dead, all[i]))
        continue;
      for (LLVMUseRef u = LLVMGetFirstUse(all[i]); u; u = LLVMGetNextUse(u))
        if (!flagged(&dead, LLVMGetUser(u))) {
          rlv_ptrmap_put(&dead, all[i], 0);
          changed = true;
          break;
        }
    }
  }
  for (size_t i = 0; i < n; i++)
    if (flagged(&dead, all[i]))
      LLVMReplaceAllUsesWith(all[i], LLVMGetPoison(LLVMTypeOf(all[i])));
  for (size_t i = 0; i < n; i++)
    if (flagged(&dead, all[i]))
      LLVMInstructionEraseFromParent(all[i]);
  free(all);
  rlv_ptrmap_free(&dead);
}
