/* The exit codes every command shares (DESIGN.md "The CLI contract"). */
#include "rlv/check.h"

int rlv_exit_code_of_diags(const rlv_diags *diags) {
  if (rlv_diags_count_at_least(diags, RLV_SEV_FATAL))
    return RLV_EXIT_UNUSABLE;
  if (rlv_diags_count_at_least(diags, RLV_SEV_ERROR))
    return RLV_EXIT_FINDINGS;
  return RLV_EXIT_OK;
}

/* An unusable input outweighs a finding, a finding an unknown, an unknown a clean result. */
int rlv_exit_code_combine(int a, int b) {
  if (a == RLV_EXIT_UNUSABLE || b == RLV_EXIT_UNUSABLE)
    return RLV_EXIT_UNUSABLE;
  if (a == RLV_EXIT_FINDINGS || b == RLV_EXIT_FINDINGS)
    return RLV_EXIT_FINDINGS;
  return a > b ? a : b;
}
