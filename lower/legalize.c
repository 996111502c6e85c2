/* Stage legalize (LLVM's DXILLegalize): generic IR that DXIL has no form for, rewritten before
 * the shader flags are computed. Two of LLVM's rewrites, in every defined function:
 *
 * - an extractelement or insertelement whose index is an i64 constant gets the i32 constant of
 *   the same (sign-extended, then truncated) value: clang indexes vectors with i64 constants,
 *   and the shader flags would count each as 64-bit integer work (Int64Ops). The operand is
 *   replaced in place, so the instruction keeps its name. A non-constant i64 index is left as
 *   it is, as LLVM leaves it: the value it comes from is 64-bit work already.
 * - `fneg x` becomes `fsub -0.0, x` (unnamed, without fast-math flags, as IRBuilder makes it):
 *   the same bits, as negation only flips the sign.
 * - a load or store of a scalar or vector straight from a global or alloca of an array of that
 *   type (clang's `load float, ptr addrspace(3) @Tile` for Tile[0]) goes through
 *   `getelementptr inbounds nuw [N x T], ptr @A, i32 0, i32 0`, an instruction as LLVM makes
 *   it. LLVM flattens arrays first and asserts the element type is the accessed type; rlv
 *   does not flatten, so it rewrites only that case (a nested array is left as it is).
 *
 * LLVM's pass also removes freeze, widens i8 locals and their arithmetic to the type they are
 * cast to, turns a bitcast of an i64 to <2 x i32> and its lane extracts into trunc/lshr,
 * expands memcpy/memset between local arrays, and splits a raw buffer load through a select
 * into two branches; rlv does none of those yet (clang's optimized HLSL rarely has them). */
#include <stdlib.h>

#include "lower/lctx.h"
#include "model/util.h"

/* The i32 form of an i64 constant vector index; NULL when `idx` is not one. */
static LLVMValueRef index_as_i32(rlv_lctx *l, LLVMValueRef idx) {
  if (!LLVMIsAConstantInt(idx) || LLVMGetIntTypeWidth(LLVMTypeOf(idx)) != 64)
    return NULL;
  long long v = LLVMConstIntGetSExtValue(idx);
  return LLVMConstInt(LLVMInt32TypeInContext(l->llctx), (unsigned long long)v, 1);
}

/* -0.0 of `t`, a floating-point type or a vector of one. */
static LLVMValueRef negative_zero(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
    return LLVMConstReal(t, -0.0);
  unsigned n = LLVMGetVectorSize(t);
  LLVMValueRef *lanes = rlv_xmalloc(n * sizeof *lanes);
  for (unsigned i = 0; i < n; i++)
    lanes[i] = LLVMConstReal(LLVMGetElementType(t), -0.0);
  LLVMValueRef v = LLVMConstVector(lanes, n);
  free(lanes);
  return v;
}

/* Whether a load or store of `t` is of a single value (LLVM's isSingleValueType). */
static bool is_single_value(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMVoidTypeKind:
  case LLVMLabelTypeKind:
  case LLVMMetadataTypeKind:
  case LLVMFunctionTypeKind:
  case LLVMStructTypeKind:
  case LLVMArrayTypeKind:
  case LLVMTokenTypeKind:
    return false;
  default:
    return true;
  }
}

/* A load or store of a `T` straight from a global or alloca of type [N x T] addresses its
 * element 0 through a GEP instruction. */
static void address_array_element(rlv_lctx *l, LLVMValueRef inst) {
  bool load = LLVMIsALoadInst(inst) != NULL;
  unsigned at = load ? 0 : 1;
  LLVMValueRef ptr = LLVMGetOperand(inst, at);
  LLVMTypeRef accessed = load ? LLVMTypeOf(inst) : LLVMTypeOf(LLVMGetOperand(inst, 0));
  LLVMTypeRef array = LLVMIsAGlobalVariable(ptr) ? LLVMGlobalGetValueType(ptr)
                      : LLVMIsAAllocaInst(ptr)   ? LLVMGetAllocatedType(ptr)
                                                 : NULL;
  if (!array || !is_single_value(accessed) || LLVMGetTypeKind(array) != LLVMArrayTypeKind ||
      LLVMGetElementType(array) != accessed)
    return;
  LLVMPositionBuilderBefore(l->builder, inst);
  /* The builder folds a GEP of constants (to @A itself): build it on a stand-in base. */
  LLVMValueRef base = LLVMIsAConstant(ptr) ? LLVMBuildFreeze(l->builder, ptr, "") : ptr;
  LLVMValueRef zero = LLVMConstInt(LLVMInt32TypeInContext(l->llctx), 0, 0);
  LLVMValueRef idx[2] = {zero, zero};
  LLVMValueRef gep = LLVMBuildGEPWithNoWrapFlags(
      l->builder, array, base, idx, 2, "", LLVMGEPFlagInBounds | LLVMGEPFlagNUSW | LLVMGEPFlagNUW);
  if (base != ptr) {
    LLVMSetOperand(gep, 0, ptr);
    LLVMInstructionEraseFromParent(base);
  }
  LLVMSetOperand(inst, at, gep);
}

/* Rewrites `inst` (and may erase it). */
static void legalize(rlv_lctx *l, LLVMValueRef inst) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMExtractElement:
  case LLVMInsertElement: {
    unsigned at = LLVMGetInstructionOpcode(inst) == LLVMExtractElement ? 1 : 2;
    LLVMValueRef idx = index_as_i32(l, LLVMGetOperand(inst, at));
    if (idx)
      LLVMSetOperand(inst, at, idx);
    return;
  }
  case LLVMLoad:
  case LLVMStore:
    address_array_element(l, inst);
    return;
  case LLVMFNeg: {
    LLVMValueRef x = LLVMGetOperand(inst, 0);
    LLVMPositionBuilderBefore(l->builder, inst);
    LLVMValueRef sub = LLVMBuildFSub(l->builder, negative_zero(LLVMTypeOf(x)), x, "");
    LLVMReplaceAllUsesWith(inst, sub);
    LLVMInstructionEraseFromParent(inst);
    return;
  }
  default:
    return;
  }
}

bool rlv_stage_legalize(rlv_lctx *l) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        legalize(l, i);
      }
  return true;
}
