/* The validation gate in front of the lowering: the lowering assumes valid input, so input
 * with verifier errors is refused before it is rewritten. */
#include "rlv/check.h"
#include "rlv/verify.h"

bool rlv_check_gate(LLVMModuleRef module, rlv_diags *diags) {
  rlv_verify_options vo = {.level = RLV_LEVEL_INTRINSIC};
  size_t before = rlv_diags_count_at_least(diags, RLV_SEV_ERROR);
  rlv_verify_module(module, &vo, diags);
  return rlv_diags_count_at_least(diags, RLV_SEV_ERROR) == before;
}
