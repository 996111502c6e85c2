/* scalarize: LLVM's Scalarizer, as LLVM 22's DirectX pipeline runs it (ScalarizeLoadStore on),
 * so that no vector instruction or vector load/store is left in DXIL before SM 6.9 (DXC's
 * Instr.Allowed and Types.NoVector). LLVM runs it before op lowering, where the DirectX
 * target's TTI lets it split the llvm.dx.* calls too; rlv has no DirectX target machine, so
 * op-lower splits those calls itself and the Scalarizer runs after it, on the generic
 * instructions left (the vector arithmetic, and the extracts and inserts around the split
 * calls). SM 6.9 (DXIL 1.9) has native vectors: nothing to do there. */

#include "lower/lctx.h"

bool rlv_stage_scalarize(rlv_lctx *l) {
  if (l->target.sm_major == 0 || rlv_sm_value(&l->target) >= 69)
    return true;
  return rlv_lower_run_llvm_passes(l, "scalarizer<load-store>");
}
