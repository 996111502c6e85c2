/* The promote-locals stage: clang -O0 passes binding operands, indices and handles through
 * local variables (allocas stored once, then loaded), where every later stage, like LLVM's
 * DirectX passes, expects them as values. LLVM 22 asserts on such modules (llvm#167936); the
 * fix LLVM main took (llvm#179600) runs SROA for DirectX also at -O0, dropping `optnone`
 * from the functions it must touch. rlv does the same, through LLVM's own passes, and only
 * on a module that needs it, so that optimized input is lowered exactly as before. No other
 * pass: LLVM keeps dead code at -O0 (llvm#192520), so do we, except for the aggregates SROA
 * rebuilds around a handle and then leaves unused, which only resource intrinsics could
 * take, and the phis of handle loads it makes of a resource object assigned in branches,
 * which LLVM's verifier rejects: folded into one load through a phi of the globals' pointers
 * (handle_load_fold.h), the shape clang -O0 gives `c ? A : B`. */

#include "lower/handle_load_fold.h"
#include "lower/lctx.h"

/* Whether a handle creation takes a binding operand (space, lower bound, size, index) or
 * its name from a load: the -O0 shape. */
static bool creation_reads_locals(rlv_lctx *l, LLVMValueRef call) {
  rlv_intrinsic id = rlv_lower_call_id(l, call);
  if (id != RLV_DX_HANDLEFROMBINDING && id != RLV_DX_HANDLEFROMIMPLICITBINDING)
    return false;
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < n; i++)
    if (LLVMIsALoadInst(LLVMGetOperand(call, i)))
      return true;
  return false;
}

/* Whether some function stores a resource handle into a local variable. */
static bool handle_in_local(LLVMValueRef inst) {
  if (!LLVMIsAStoreInst(inst))
    return false;
  LLVMValueRef ptr = LLVMGetOperand(inst, 1);
  return LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMTargetExtTypeKind &&
         LLVMIsAAllocaInst(ptr);
}

static bool needs_promotion(rlv_lctx *l) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        if ((LLVMIsACallInst(i) && creation_reads_locals(l, i)) || handle_in_local(i))
          return true;
  return false;
}

static bool holds_handle(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMTargetExtTypeKind: return true;
  case LLVMStructTypeKind:
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
      if (holds_handle(LLVMStructGetTypeAtIndex(t, i)))
        return true;
    return false;
  case LLVMArrayTypeKind: return holds_handle(LLVMGetElementType(t));
  default: return false;
  }
}

/* Whether `i` is a load of a handle nothing uses: SROA deletes the dead store of a copy (clang
 * -O0 copies a resource object's counter handle with it) and keeps the load. */
static bool dead_handle_load(LLVMValueRef i) {
  return LLVMIsALoadInst(i) && !LLVMGetVolatile(i) && !LLVMGetFirstUse(i) &&
         LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTargetExtTypeKind;
}

/* Erases unused insertvalue/extractvalue instructions on aggregates holding a handle, and
 * then those that fed only them, and unused handle loads. */
static void erase_dead_handle_aggregates(LLVMValueRef fn) {
  for (bool changed = true; changed;) {
    changed = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        bool aggregate_op = LLVMIsAInsertValueInst(i) || LLVMIsAExtractValueInst(i);
        if ((aggregate_op && !LLVMGetFirstUse(i) &&
             holds_handle(LLVMTypeOf(LLVMGetOperand(i, 0)))) ||
            dead_handle_load(i)) {
          LLVMValueRef ptr = LLVMIsALoadInst(i) ? LLVMGetOperand(i, 0) : NULL;
          LLVMInstructionEraseFromParent(i);
          /* the GEP to the copied member, if the load was all that used it */
          if (ptr && LLVMIsAGetElementPtrInst(ptr) && !LLVMGetFirstUse(ptr)) {
            if (next == ptr)
              next = LLVMGetNextInstruction(ptr);
            LLVMInstructionEraseFromParent(ptr);
          }
          changed = true;
        }
      }
  }
}

bool rlv_stage_promote_locals(rlv_lctx *l) {
  if (!needs_promotion(l))
    return true;
  /* SROA leaves optnone functions alone. */
  unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0)
      LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, optnone);
  if (!rlv_lower_run_llvm_passes(l, "sroa"))
    return false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    erase_dead_handle_aggregates(fn);
    rlv_fold_handle_load_merges(fn);
  }
  return true;
}
