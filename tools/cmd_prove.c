/* rlv prove [--timeout-ms=N] [--unroll=N] [--budget=N] [--file-budget=N] [--max-memory=MB]
 *           [--may-alias] [--format=text|json|sarif] [-q] BEFORE AFTER */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rlv/check.h"
#include "rlv/prove.h"
#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] = "rlv prove [--timeout-ms=N] [--unroll=N] [--budget=N] "
                            "[--file-budget=N] [--max-memory=MB] [--may-alias] "
                            "[--format=text|json|sarif] [-q] BEFORE AFTER";

static const cli_option options_help[] = {
    CLI_PROVE_BOUND_OPTIONS,
    {"--may-alias", "bindings of the same kind may share memory"},
    {"--format=text|json|sarif",
     "one line per function (the default), or one JSON or SARIF document, on standard output"},
    {"-q, --quiet", "leave out the functions whose verdict is proved"},
    CLI_HELP_OPTION,
};

int cmd_prove(int argc, char **argv) {
  rlv_prove_options options = {0};
  rlv_format format = RLV_FORMAT_TEXT;
  bool quiet = false;
  char *files[2];
  int nfiles = 0;
  for (int i = 0; i < argc; i++) {
    char *a = argv[i];
    const char *value;
    if (strcmp(a, "-") == 0 || a[0] != '-') {
      if (nfiles == 2)
        return cli_usage_error("prove", usage, "too many input files");
      files[nfiles++] = a;
      continue;
    }
    int bound = cli_parse_prove_bound("prove", usage, a, &options);
    if (bound < 0)
      return RLV_EXIT_UNUSABLE;
    if (bound > 0)
      continue;
    if (strcmp(a, "--may-alias") == 0) {
      options.may_alias = true;
    } else if ((value = cli_option_value(a, "format"))) {
      if (!rlv_format_parse(value, &format))
        return cli_usage_error("prove", usage, "unknown format '%s'", value);
    } else if (cli_is(a, "-q", "--quiet")) {
      quiet = true;
    } else if (cli_wants_help(a)) {
      return cli_print_help(usage,
                            "Proves per function that AFTER refines BEFORE: proved, bounded (by "
                            "--unroll), refuted with a counterexample, or unknown with the reason.",
                            options_help, sizeof options_help / sizeof options_help[0]);
    } else {
      return cli_usage_error("prove", usage, "unknown option '%s'", a);
    }
  }
  if (nfiles != 2)
    return cli_usage_error("prove", usage, "expected BEFORE and AFTER");

  /* Both modules in one context: the prover compares their types directly. */
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *diags = rlv_diags_create();
  /* Both are read even when BEFORE fails, so that one run names every unusable input. */
  rlv_diags_set_file(diags, files[0]);
  LLVMModuleRef before = rlv_load_module(ctx, files[0], diags);
  rlv_diags_set_file(diags, files[1]);
  LLVMModuleRef after = rlv_load_module(ctx, files[1], diags);
  int code;
  if (!before || !after) {
    /* JSON and SARIF still give one document, holding the input-* diagnostics. */
    rlv_diags_write(diags, format, format == RLV_FORMAT_TEXT ? stderr : stdout);
    code = RLV_EXIT_UNUSABLE;
  } else {
    rlv_prover *prover = rlv_prover_create(&options);
    rlv_proof_report report;
    rlv_prove_modules(prover, before, after, &report);
    rlv_proof_report_name(&report, files[0], files[1]);
    rlv_check_write_proof(&report, format, quiet, stdout);
    code = rlv_proof_report_exit_code(&report);
    rlv_proof_report_free(&report);
    rlv_prover_free(prover);
  }
  if (before)
    LLVMDisposeModule(before);
  if (after)
    LLVMDisposeModule(after);
  rlv_diags_free(diags);
  LLVMContextDispose(ctx);
  return code;
}
