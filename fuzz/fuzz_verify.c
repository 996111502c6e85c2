/* rlv_fuzz_verify: bytes as textual IR through rlv's guarded input path, then the verifier at
 * every level. Oracle: no crash, no leak, and the same findings from two parses of the input
 * in two contexts (so no verdict depends on where LLVM happened to allocate something) and
 * from a second run on the same module. */
#include <stdbool.h>
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

/* Bitcode (raw or wrapped) goes straight to LLVM's bitcode reader, which is not hardened
 * against arbitrary bytes: a crash there is LLVM's, not rlv's. This harness is for text. */
static bool looks_like_bitcode(const uint8_t *data, size_t size) {
  static const uint8_t raw[4] = {'B', 'C', 0xC0, 0xDE};
  static const uint8_t wrapper[4] = {0xDE, 0xC0, 0x17, 0x0B};
  return size >= 4 && (memcmp(data, raw, 4) == 0 || memcmp(data, wrapper, 4) == 0);
}

static rlv_diags *verify_at(LLVMModuleRef module, rlv_verify_level level) {
  rlv_verify_options options = {.level = level, .all_functions = true};
  rlv_diags *diags = rlv_diags_create();
  rlv_verify_module(module, &options, diags);
  return diags;
}

/* Verifies `a` twice and `b` (the same text, parsed in another context) once, at `level`. */
static void require_same_verdicts(LLVMModuleRef a, LLVMModuleRef b, rlv_verify_level level) {
  rlv_diags *first = verify_at(a, level), *again = verify_at(a, level), *other = verify_at(b, level);
  rlv_fuzz_require_same_diags(first, again, "verify is not deterministic on one module");
  rlv_fuzz_require_same_diags(first, other, "verify differs between two parses of one input");
  rlv_diags_free(first);
  rlv_diags_free(again);
  rlv_diags_free(other);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > RLV_FUZZ_MAX_INPUT || looks_like_bitcode(data, size))
    return 0;
  LLVMContextRef ctx_a = LLVMContextCreate(), ctx_b = LLVMContextCreate();
  rlv_diags *parse_a = rlv_diags_create(), *parse_b = rlv_diags_create();
  LLVMModuleRef a = rlv_parse_module(ctx_a, "fuzz-input", (const char *)data, size, parse_a);
  LLVMModuleRef b = rlv_parse_module(ctx_b, "fuzz-input", (const char *)data, size, parse_b);
  rlv_fuzz_require(!a == !b, "one input parsed once and failed once");
  rlv_fuzz_require_same_diags(parse_a, parse_b, "parsing one input twice gave different diagnostics");
  if (a && b) {
    static const rlv_verify_level levels[] = {RLV_LEVEL_INTRINSIC, RLV_LEVEL_DXIL, RLV_LEVEL_AUTO};
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
      require_same_verdicts(a, b, levels[i]);
  } else if (!a) {
    rlv_fuzz_require(rlv_diags_count_at_least(parse_a, RLV_SEV_FATAL) > 0,
                     "parse failed without a fatal diagnostic");
  }
  if (a)
    LLVMDisposeModule(a);
  if (b)
    LLVMDisposeModule(b);
  rlv_diags_free(parse_a);
  rlv_diags_free(parse_b);
  LLVMContextDispose(ctx_a);
  LLVMContextDispose(ctx_b);
  return 0;
}
