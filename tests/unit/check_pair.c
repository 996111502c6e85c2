/* check_pair [--format=text|json|sarif] [-q] BEFORE AFTER
 * Writes what `rlv check BEFORE` writes, with BEFORE's proof against AFTER (rlv_check_prove)
 * instead of against rlv's own lowering: lit tests see check/'s writers on the verdicts that
 * `rlv check` of a correct rlv never gives (refuted). Exits with the check's exit code. */
#include <stdio.h>
#include <string.h>

#include "rlv/rlv.h"

static int usage(void) {
  fputs("usage: check_pair [--format=text|json|sarif] [-q] BEFORE AFTER\n", stderr);
  return RLV_EXIT_UNUSABLE;
}

int main(int argc, char **argv) {
  rlv_format format = RLV_FORMAT_TEXT;
  bool quiet = false;
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (strncmp(argv[i], "--format=", 9) == 0 && rlv_format_parse(argv[i] + 9, &format))
      continue;
    if (strcmp(argv[i], "-q") != 0)
      return usage();
    quiet = true;
  }
  if (argc - i != 2)
    return usage();
  rlv_process_init();
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *input = rlv_diags_create();
  LLVMModuleRef before = rlv_load_module(ctx, argv[i], input);
  LLVMModuleRef after = rlv_load_module(ctx, argv[i + 1], input);
  int code = RLV_EXIT_UNUSABLE;
  if (before && after) {
    rlv_check_result result;
    rlv_check_options options = {.skip_proof = true};
    rlv_check_module(NULL, before, argv[i], &options, &result);
    rlv_prover *prover = rlv_prover_create(NULL);
    rlv_check_prove(prover, before, after, argv[i + 1], &result);
    rlv_check_writer *writer = rlv_check_writer_create(format, quiet, stdout, stderr);
    rlv_check_writer_add(writer, &result);
    rlv_check_writer_finish(writer);
    code = result.exit_code;
    rlv_check_result_free(&result);
    rlv_prover_free(prover);
  } else {
    rlv_diags_write(input, RLV_FORMAT_TEXT, stderr);
  }
  if (before)
    LLVMDisposeModule(before);
  if (after)
    LLVMDisposeModule(after);
  rlv_diags_free(input);
  LLVMContextDispose(ctx);
  return code;
}
