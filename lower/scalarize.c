/* scalarize: LLVM's Scalarizer, as LLVM 22's DirectX pipeline runs it (ScalarizeLoadStore on),
 * so that no vector instruction or vector load/store is left in DXIL before SM 6.9 (DXC's
 * Instr.Allowed and Types.NoVector). LLVM runs it before op lowering, where the DirectX
 * target's TTI lets it split the llvm.dx.* calls too; rlv has no DirectX target machine, so
 * op-lower splits those calls itself and the Scalarizer runs after it, on the generic
 * instructions left (the vector arithmetic, and the extracts and inserts around the split
 * calls). SM 6.9 (DXIL 1.9) has native vectors: nothing to do there.
 *
 * One thing LLVM 22's Scalarizer leaves is done after it, as LLVM main's does since llvm#221033
 * (after the 22 branch): a bitcast of an integer vector to one integer as wide (a 16-bit
 * countbits of two lanes read as a uint) is built from the lanes, each zero-extended, shifted
 * to its place (DXIL is little-endian) and or'ed in, so that the vector the Scalarizer
 * gathered for it is not left behind. */

#include <stdlib.h>

#include "lower/lctx.h"
#include "model/util.h"

#define MAX_LANES 64

/* The lanes of `v` when an insertelement chain with constant indices sets every one. */
static bool chain_lanes(LLVMValueRef v, unsigned n, LLVMValueRef *lanes) {
  for (unsigned i = 0; i < n; i++)
    lanes[i] = NULL;
  unsigned set = 0;
  while (LLVMIsAInsertElementInst(v)) {
    LLVMValueRef idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx) >= n)
      return false;
    unsigned k = (unsigned)LLVMConstIntGetZExtValue(idx);
    if (!lanes[k]) {
      lanes[k] = LLVMGetOperand(v, 1);
      set++;
    }
    v = LLVMGetOperand(v, 0);
  }
  return set == n;
}

/* Erases the insertelement chain from `v` down while nothing else uses it. */
static void erase_dead_chain(LLVMValueRef v) {
  while (LLVMIsAInsertElementInst(v) && !LLVMGetFirstUse(v)) {
    LLVMValueRef below = LLVMGetOperand(v, 0);
    LLVMInstructionEraseFromParent(v);
    v = below;
  }
}

static bool rewrite_bitcast(rlv_lctx *l, LLVMValueRef cast) {
  LLVMValueRef src = LLVMGetOperand(cast, 0);
  LLVMTypeRef from = LLVMTypeOf(src), to = LLVMTypeOf(cast);
  if (LLVMGetTypeKind(from) != LLVMVectorTypeKind || LLVMGetTypeKind(to) != LLVMIntegerTypeKind ||
      LLVMGetTypeKind(LLVMGetElementType(from)) != LLVMIntegerTypeKind)
    return false;
  unsigned n = LLVMGetVectorSize(from), bits = LLVMGetIntTypeWidth(LLVMGetElementType(from));
  LLVMValueRef lanes[MAX_LANES];
  if (n == 0 || n > MAX_LANES || !chain_lanes(src, n, lanes))
    return false;
  LLVMPositionBuilderBefore(l->builder, cast);
  LLVMValueRef acc = LLVMBuildZExt(l->builder, lanes[0], to, "");
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef wide = LLVMBuildZExt(l->builder, lanes[i], to, "");
    LLVMValueRef at = LLVMConstInt(to, (unsigned long long)bits * i, false);
    acc = LLVMBuildOr(l->builder, acc, LLVMBuildShl(l->builder, wide, at, ""), "");
  }
  size_t len = 0;
  const char *name = LLVMGetValueName2(cast, &len);
  char *kept = rlv_xstrndup(name, len);
  LLVMSetValueName2(cast, "", 0);
  LLVMSetValueName2(acc, kept, len);
  free(kept);
  LLVMReplaceAllUsesWith(cast, acc);
  LLVMInstructionEraseFromParent(cast);
  erase_dead_chain(src);
  return true;
}

static void rewrite_bitcasts(rlv_lctx *l) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef i = LLVMGetFirstInstruction(bb);
      while (i) {
        LLVMValueRef next = LLVMGetNextInstruction(i);
        if (LLVMIsABitCastInst(i))
          rewrite_bitcast(l, i);
        i = next;
      }
    }
}

bool rlv_stage_scalarize(rlv_lctx *l) {
  if (l->target.sm_major == 0 || rlv_sm_value(&l->target) >= 69)
    return true;
  if (!rlv_lower_run_llvm_passes(l, "scalarizer<load-store>"))
    return false;
  rewrite_bitcasts(l);
  return true;
}
