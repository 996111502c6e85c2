/* rlv_fuzz_verify: bytes as IR through rlv's guarded input path, then the verifier at both
 * levels. Oracle: no crash, no leak, and the same findings when run twice. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/fuzz_common.h"
#include "rlv/rlv.h"

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  rlv_process_init();
  return 0;
}

/* The rule ids reported, in order: what must be deterministic. */
static void verify_once(LLVMModuleRef module, rlv_verify_level level, rlv_diags *diags) {
  rlv_verify_options options = {.level = level, .all_functions = true};
  rlv_verify_module(module, &options, diags);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > RLV_FUZZ_MAX_INPUT)
    return 0;
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *parse = rlv_diags_create();
  LLVMModuleRef module = rlv_parse_module(ctx, "fuzz-input", (const char *)data, size, parse);
  if (module) {
    static const rlv_verify_level levels[] = {RLV_LEVEL_INTRINSIC, RLV_LEVEL_DXIL, RLV_LEVEL_AUTO};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++) {
      rlv_diags *first = rlv_diags_create(), *second = rlv_diags_create();
      verify_once(module, levels[i], first);
      verify_once(module, levels[i], second);
      rlv_fuzz_require_same_diags(first, second, "verify is not deterministic");
      rlv_diags_free(first);
      rlv_diags_free(second);
    }
    LLVMDisposeModule(module);
  } else {
    rlv_fuzz_require(rlv_diags_count_at_least(parse, RLV_SEV_FATAL) > 0,
                     "parse failed without a fatal diagnostic");
  }
  rlv_diags_free(parse);
  LLVMContextDispose(ctx);
  return 0;
}
