/* LLVM main's hoisting for resource-access (llvm#211687): a load or store through a phi of
 * getpointer results (what InstCombine, SimplifyCFG or LICM make of `cond ? A[i] : B[i]`) is
 * moved into the phi's predecessors, one access per getpointer (a load's values merge in a
 * phi), so that every access has one resource. The pointer's GEP chain and the index computations
 * of the merge block are cloned into each predecessor (a phi index takes its incoming value). Only
 * where the move cannot change what is read: each predecessor branches to the merge block alone,
 * and nothing before the load in the merge block touches memory. What is not hoisted is left to
 * handle_split.c, which splits the access per resource (LLVM main stops there). */
#include "lower/hoist_access.h"

#include <stdlib.h>
#include <string.h>

#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_CHAIN 8
#define MAX_DEPTH 8

typedef struct hoist {
  rlv_lctx *l;
  LLVMBasicBlockRef block;       /* the merge block */
  LLVMValueRef phi, access;      /* the pointer phi and the load or store through it */
  LLVMValueRef chain[MAX_CHAIN]; /* GEPs from the phi to the load's pointer, in order */
  unsigned nchain;
  rlv_ptrmap local; /* instructions of the merge block the load depends on */
} hoist;

static bool in_block(LLVMValueRef v, LLVMBasicBlockRef bb) {
  return LLVMIsAInstruction(v) && LLVMGetInstructionParent(v) == bb;
}

static bool is_pure(LLVMValueRef v) {
  return LLVMIsABinaryOperator(v) || LLVMIsACastInst(v) || LLVMIsAICmpInst(v) ||
         LLVMIsAGetElementPtrInst(v) || LLVMIsASelectInst(v);
}

/* True when `v` is available in every predecessor once its merge-block parts are cloned:
 * defined elsewhere, a phi of the block, or a pure instruction of the block over such values.
 * Records the block's instructions it needs in h->local. */
static bool computable(hoist *h, LLVMValueRef v, unsigned depth) {
  if (!in_block(v, h->block) || rlv_ptrmap_has(&h->local, v))
    return true;
  if (depth > MAX_DEPTH)
    return false;
  rlv_ptrmap_put(&h->local, v, 1);
  if (LLVMIsAPHINode(v))
    return true;
  if (!is_pure(v))
    return false;
  for (int i = 0; i < LLVMGetNumOperands(v); i++)
    if (!computable(h, LLVMGetOperand(v, i), depth + 1))
      return false;
  return true;
}

static bool is_getpointer(rlv_lctx *l, LLVMValueRef v) {
  return rlv_lower_call_id(l, v) == RLV_DX_GETPOINTER;
}

/* The load through `phi` and the GEPs between them, when the phi has that shape alone. */
static bool find_access(hoist *h) {
  LLVMValueRef v = h->phi;
  for (;;) {
    LLVMUseRef u = LLVMGetFirstUse(v);
    if (!u || LLVMGetNextUse(u))
      return false;
    LLVMValueRef user = LLVMGetUser(u);
    if (!in_block(user, h->block))
      return false;
    if ((LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == v) ||
        (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == v && LLVMGetOperand(user, 0) != v)) {
      h->access = user;
      return !LLVMGetVolatile(user);
    }
    if (!LLVMIsAGetElementPtrInst(user) || LLVMGetOperand(user, 0) != v || h->nchain == MAX_CHAIN)
      return false;
    h->chain[h->nchain++] = user;
    v = user;
  }
}

/* Two handle creations of one binding (same intrinsic, constant space, lower bound and range
 * size): a phi of their pointers is folded into one handle with a phi'd index, as in LLVM 22,
 * not hoisted. */
static bool one_binding(LLVMValueRef a, LLVMValueRef b) {
  rlv_intrinsic id = rlv_intrinsic_of_call(a);
  if ((id != RLV_DX_HANDLEFROMBINDING && id != RLV_DX_HANDLEFROMIMPLICITBINDING) ||
      !LLVMIsACallInst(b) || LLVMGetCalledValue(b) != LLVMGetCalledValue(a) ||
      LLVMGetNumArgOperands(a) != 5 || LLVMGetNumArgOperands(b) != 5)
    return false;
  for (unsigned k = 0; k < 3; k++)
    if (LLVMGetOperand(a, k) != LLVMGetOperand(b, k) || !LLVMIsAConstantInt(LLVMGetOperand(a, k)))
      return false;
  return true;
}

/* Every incoming value a getpointer, of handles of at least two bindings; every predecessor
 * branching here alone. */
static bool hoistable_phi(hoist *h) {
  unsigned n = LLVMCountIncoming(h->phi);
  if (n < 2)
    return false;
  LLVMValueRef first_handle = NULL;
  bool distinct = false;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef gp = LLVMGetIncomingValue(h->phi, i);
    if (!is_getpointer(h->l, gp))
      return false;
    LLVMValueRef handle = LLVMGetOperand(gp, 0);
    distinct |= first_handle && handle != first_handle && !one_binding(first_handle, handle);
    first_handle = first_handle ? first_handle : handle;
    LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(h->phi, i));
    if (!term || LLVMGetNumSuccessors(term) != 1)
      return false;
  }
  return distinct;
}

/* Nothing before the load in the merge block touches memory or has effects, and every value
 * the load's pointer needs can be made in the predecessors. */
static bool movable(hoist *h) {
  for (unsigned i = 0; i < h->nchain; i++)
    for (int k = 1; k < LLVMGetNumOperands(h->chain[i]); k++)
      if (!computable(h, LLVMGetOperand(h->chain[i], k), 0))
        return false;
  if (LLVMIsAStoreInst(h->access) && !computable(h, LLVMGetOperand(h->access, 0), 0))
    return false;
  for (LLVMValueRef i = LLVMGetFirstInstruction(h->block); i && i != h->access;
       i = LLVMGetNextInstruction(i))
    if (!LLVMIsAPHINode(i) && !is_pure(i) && !LLVMIsADbgInfoIntrinsic(i))
      return false;
  return true;
}

/* `v` as seen at the end of predecessor `pred` (incoming index `k`), cloning what the merge
 * block computes; `memo` maps the block's values to their clones for this predecessor. */
static LLVMValueRef value_in(hoist *h, LLVMValueRef v, LLVMBasicBlockRef pred, rlv_ptrmap *memo) {
  if (v == h->phi) {
    for (unsigned i = 0; i < LLVMCountIncoming(h->phi); i++)
      if (LLVMGetIncomingBlock(h->phi, i) == pred)
        return LLVMGetIncomingValue(h->phi, i);
  }
  if (!in_block(v, h->block))
    return v;
  uintptr_t done;
  if (rlv_ptrmap_get(memo, v, &done))
    return (LLVMValueRef)done;
  LLVMValueRef out;
  if (LLVMIsAPHINode(v)) {
    out = NULL;
    for (unsigned i = 0; i < LLVMCountIncoming(v) && !out; i++)
      if (LLVMGetIncomingBlock(v, i) == pred)
        out = LLVMGetIncomingValue(v, i);
  } else {
    out = LLVMInstructionClone(v);
    for (int i = 0; i < LLVMGetNumOperands(v); i++)
      LLVMSetOperand(out, (unsigned)i, value_in(h, LLVMGetOperand(v, i), pred, memo));
    size_t len = 0;
    const char *name = LLVMGetValueName2(v, &len);
    LLVMInsertIntoBuilderWithName(h->l->builder, out, name ? name : "");
  }
  rlv_ptrmap_put(memo, v, (uintptr_t)out);
  return out;
}

static void erase_if_dead(LLVMValueRef v) {
  if (v && LLVMIsAInstruction(v) && !LLVMGetFirstUse(v))
    LLVMInstructionEraseFromParent(v);
}

static void do_hoist(hoist *h) {
  rlv_lctx *l = h->l;
  unsigned n = LLVMCountIncoming(h->phi);
  LLVMValueRef *vals = rlv_xmalloc(n * sizeof *vals);
  LLVMBasicBlockRef *preds = rlv_xmalloc(n * sizeof *preds);
  bool is_load = LLVMIsALoadInst(h->access) != NULL;
  LLVMTypeRef type = LLVMTypeOf(is_load ? h->access : LLVMGetOperand(h->access, 0));
  for (unsigned i = 0; i < n; i++) {
    preds[i] = LLVMGetIncomingBlock(h->phi, i);
    LLVMPositionBuilderBefore(l->builder, LLVMGetBasicBlockTerminator(preds[i]));
    rlv_ptrmap memo = {0};
    LLVMValueRef ptr = value_in(h, h->nchain ? h->chain[h->nchain - 1] : h->phi, preds[i], &memo);
    if (is_load)
      vals[i] = LLVMBuildLoad2(l->builder, type, ptr, "");
    else
      vals[i] = LLVMBuildStore(l->builder,
                               value_in(h, LLVMGetOperand(h->access, 0), preds[i], &memo), ptr);
    rlv_ptrmap_free(&memo);
    LLVMSetAlignment(vals[i], LLVMGetAlignment(h->access));
  }
  LLVMValueRef merged = NULL;
  if (is_load) {
    LLVMPositionBuilderBefore(l->builder, LLVMGetFirstInstruction(h->block));
    merged = LLVMBuildPhi(l->builder, type, "");
    LLVMAddIncoming(merged, vals, preds, n);
    LLVMReplaceAllUsesWith(h->access, merged);
  }
  size_t len = 0;
  char *name = rlv_xstrdup(LLVMGetValueName2(h->access, &len));
  LLVMInstructionEraseFromParent(h->access);
  if (merged)
    LLVMSetValueName2(merged, name, strlen(name)); /* the load's name, free once it is gone */
  free(name);
  for (unsigned i = h->nchain; i-- > 0;)
    erase_if_dead(h->chain[i]);
  erase_if_dead(h->phi);
  /* the index computations and phis only the access needed */
  for (bool again = true; again;) {
    again = false;
    for (LLVMValueRef i = LLVMGetFirstInstruction(h->block); i;) {
      LLVMValueRef next = LLVMGetNextInstruction(i);
      if (i != merged && rlv_ptrmap_has(&h->local, i) && !LLVMGetFirstUse(i)) {
        rlv_ptrmap_put(&h->local, i, 0);
        LLVMInstructionEraseFromParent(i);
        again = true;
      }
      i = next;
    }
  }
  free(vals);
  free(preds);
}

void rlv_hoist_merged_loads(rlv_lctx *l) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef i = LLVMGetFirstInstruction(bb);
      while (i && LLVMIsAPHINode(i)) {
        LLVMValueRef next = LLVMGetNextInstruction(i);
        hoist h = {.l = l, .block = bb, .phi = i};
        if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMPointerTypeKind && hoistable_phi(&h) &&
            find_access(&h) && movable(&h)) {
          do_hoist(&h);
          next = LLVMGetFirstInstruction(bb); /* the block's phis changed */
          while (next && LLVMIsAPHINode(next) &&
                 LLVMGetTypeKind(LLVMTypeOf(next)) != LLVMPointerTypeKind)
            next = LLVMGetNextInstruction(next);
        }
        rlv_ptrmap_free(&h.local);
        i = next;
      }
    }
}
