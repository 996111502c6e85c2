/* rlv check [--format=text|json|sarif] [--timeout-ms=N] [--unroll=N] [--budget=N]
 *           [--file-budget=N] [--max-memory=MB] [--all-functions] [-q] FILE...
 * The pipeline is check/'s (rlv_check_file); this is its arguments and its output. */
#include <stdio.h>
#include <string.h>

#include "rlv/check.h"
#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv check [--format=text|json|sarif] [--timeout-ms=N] [--unroll=N] [--budget=N] "
    "[--file-budget=N] [--max-memory=MB] [--all-functions] [-q] FILE...";

static const cli_option options_help[] = {
    {"--format=text|json|sarif",
     "text: diagnostics on standard error, verdicts on standard output (the default); json or "
     "sarif: one document on standard output"},
    CLI_PROVE_BOUND_OPTIONS,
    {"--all-functions",
     "also verify the functions the DirectX pipeline deletes (input that is not lowered)"},
    {"-q, --quiet", "leave out the functions whose verdict is proved"},
    CLI_HELP_OPTION,
};

typedef struct check_args {
  rlv_prove_options prove;
  rlv_check_options check;
  rlv_format format;
  bool quiet, help;
  int first_file;
} check_args;

static int parse_args(int argc, char **argv, check_args *a) {
  *a = (check_args){.format = RLV_FORMAT_TEXT, .first_file = argc};
  for (int i = 0; i < argc; i++) {
    const char *arg = argv[i], *value;
    if (strcmp(arg, "-") == 0 || arg[0] != '-') {
      a->first_file = i;
      break;
    }
    int bound = cli_parse_prove_bound("check", usage, arg, &a->prove);
    if (bound < 0)
      return RLV_EXIT_UNUSABLE;
    if (bound > 0)
      continue;
    if ((value = cli_option_value(arg, "format"))) {
      if (!rlv_format_parse(value, &a->format))
        return cli_usage_error("check", usage, "unknown format '%s'", value);
    } else if (strcmp(arg, "--all-functions") == 0) {
      a->check.all_functions = true;
    } else if (cli_is(arg, "-q", "--quiet")) {
      a->quiet = true;
    } else if (cli_wants_help(arg)) {
      a->help = true;
      return RLV_EXIT_OK;
    } else {
      return cli_usage_error("check", usage, "unknown option '%s'", arg);
    }
  }
  if (a->first_file >= argc)
    return cli_usage_error("check", usage, "no input file");
  return RLV_EXIT_OK;
}

int cmd_check(int argc, char **argv) {
  check_args a;
  int code = parse_args(argc, argv, &a);
  if (code != RLV_EXIT_OK)
    return code;
  if (a.help)
    return cli_print_help(usage,
                          "Per file: verify, lower a copy, verify the copy at the DXIL level and "
                          "prove it against the input, function by function.",
                          options_help, sizeof options_help / sizeof options_help[0]);
  rlv_prover *prover = rlv_prover_create(&a.prove);
  rlv_check_writer *writer = rlv_check_writer_create(a.format, a.quiet, stdout, stderr);
  for (int i = a.first_file; i < argc; i++) {
    rlv_check_result result;
    rlv_check_file(prover, argv[i], &a.check, &result);
    rlv_check_writer_add(writer, &result);
    code = i == a.first_file ? result.exit_code : rlv_exit_code_combine(code, result.exit_code);
    rlv_check_result_free(&result);
  }
  rlv_check_writer_finish(writer);
  rlv_prover_free(prover);
  return code;
}
