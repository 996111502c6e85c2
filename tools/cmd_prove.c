/* rlv prove [--timeout-ms=N] [--unroll=N] [--budget=N] [--file-budget=N] [--max-memory=MB]
 *           [--may-alias] [--format=text|json|sarif]
 *           BEFORE AFTER */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rlv/prove.h"
#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] = "rlv prove [--timeout-ms=N] [--unroll=N] [--budget=N] "
                            "[--file-budget=N] [--max-memory=MB] [--may-alias] "
                            "[--format=text|json|sarif] BEFORE AFTER";

int cmd_prove(int argc, char **argv) {
  rlv_prove_options options = {0};
  rlv_format format = RLV_FORMAT_TEXT;
  const char *files[2];
  int nfiles = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i], *value;
    if (strcmp(a, "-") == 0 || a[0] != '-') {
      if (nfiles == 2)
        return cli_usage_error("prove", usage, "too many input files");
      files[nfiles++] = a;
    } else if ((value = cli_option_value(a, "timeout-ms"))) {
      if (!cli_parse_count(value, &options.timeout_ms))
        return cli_usage_error("prove", usage, "bad timeout '%s'", value);
    } else if ((value = cli_option_value(a, "unroll"))) {
      if (!cli_parse_count(value, &options.unroll))
        return cli_usage_error("prove", usage, "bad unroll count '%s'", value);
    } else if ((value = cli_option_value(a, "budget"))) {
      unsigned units;
      if (!cli_parse_count(value, &units))
        return cli_usage_error("prove", usage, "bad budget '%s'", value);
      options.budget = units;
    } else if ((value = cli_option_value(a, "file-budget"))) {
      unsigned units;
      if (!cli_parse_count(value, &units))
        return cli_usage_error("prove", usage, "bad file budget '%s'", value);
      options.file_budget = units;
    } else if ((value = cli_option_value(a, "max-memory"))) {
      if (!cli_parse_count(value, &options.max_memory_mb))
        return cli_usage_error("prove", usage, "bad memory bound '%s' (MiB)", value);
    } else if (strcmp(a, "--may-alias") == 0) {
      options.may_alias = true;
    } else if ((value = cli_option_value(a, "format"))) {
      if (!rlv_format_parse(value, &format))
        return cli_usage_error("prove", usage, "unknown format '%s'", value);
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
    report.before_file = cli_strdup(files[0]);
    report.after_file = cli_strdup(files[1]);
    rlv_proof_report_write(&report, format, stdout);
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
