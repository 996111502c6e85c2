/* rlv tv [--opt=PATH] (--passes=PIPELINE | --stages) [bounds] [--format=text|json] [-q] FILE */
#include <stdio.h>
#include <string.h>

#include "rlv/prove.h"
#include "rlv/triage.h"
#include "tools/cli.h"

static const char usage[] = "rlv tv [--opt=PATH] (--passes=PIPELINE | --stages) "
                            "[--opt-timeout=S] [--timeout-ms=N] [--unroll=N] [--budget=N] "
                            "[--format=text|json] [-q] FILE";

static const cli_option options_help[] = {
    {"--passes=PIPELINE", "run opt -passes=PIPELINE and prove every pass that changed the module"},
    {"--opt=PATH", "the opt program to run (default opt-22)"},
    {"--opt-timeout=S", "opt's wall-clock and CPU limit in seconds (default 600)"},
    {"--stages", "prove each of rlv lower's stages instead of an opt pipeline"},
    CLI_PROVE_BOUND_OPTIONS,
    {"--format=text|json", "one line per changed pass (the default), or one JSON document"},
    {"-q, --quiet", "leave out the passes whose verdict is proved"},
    CLI_HELP_OPTION,
};

int cmd_tv(int argc, char **argv) {
  rlv_tv_options o = {.progress = stderr};
  rlv_prove_options po = {0};
  rlv_format format = RLV_FORMAT_TEXT;
  bool quiet = false;
  const char *file = NULL, *value;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-") == 0 || a[0] != '-') {
      if (file)
        return cli_usage_error("tv", usage, "too many input files");
      file = a;
      continue;
    }
    int bound = cli_parse_prove_bound("tv", usage, a, &po);
    if (bound < 0)
      return RLV_EXIT_UNUSABLE;
    if (bound > 0)
      continue;
    if ((value = cli_option_value(a, "passes"))) {
      o.passes = value;
    } else if ((value = cli_option_value(a, "opt"))) {
      o.opt = value;
    } else if ((value = cli_option_value(a, "opt-timeout"))) {
      if (!cli_parse_count(value, &o.timeout_s))
        return cli_usage_error("tv", usage, "bad time limit '%s'", value);
    } else if (strcmp(a, "--stages") == 0) {
      o.stages = true;
    } else if ((value = cli_option_value(a, "format"))) {
      if (!rlv_format_parse(value, &format) || format == RLV_FORMAT_SARIF)
        return cli_usage_error("tv", usage, "unknown format '%s'", value);
    } else if (cli_is(a, "-q", "--quiet")) {
      quiet = true;
    } else if (cli_wants_help(a)) {
      return cli_print_help(usage,
                            "Translation validation of a pipeline: proves each pass that changed "
                            "the module and names the first that breaks its semantics.",
                            options_help, sizeof options_help / sizeof options_help[0]);
    } else {
      return cli_usage_error("tv", usage, "unknown option '%s'", a);
    }
  }
  if (!file)
    return cli_usage_error("tv", usage, "expected FILE");
  if (!o.passes == !o.stages)
    return cli_usage_error("tv", usage, "expected one of --passes=PIPELINE and --stages");
  if (o.passes && strcmp(file, "-") == 0)
    return cli_usage_error("tv", usage, "opt reads FILE itself: standard input is not supported");
  rlv_prover *prover = rlv_prover_create(&po);
  rlv_tv_result r;
  rlv_tv_run(prover, file, &o, &r);
  rlv_tv_write(&r, format, quiet, stdout);
  rlv_diags_write(r.diags, RLV_FORMAT_TEXT, stderr);
  int code = r.exit_code;
  rlv_tv_result_free(&r);
  rlv_prover_free(prover);
  return code;
}
