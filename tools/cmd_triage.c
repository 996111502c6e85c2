/* rlv triage [-o DIR] [--reduce] [--compiler 'CMD'] [--passes=PIPELINE [--opt=PATH]]
 *            [bounds] [--format=text|json|sarif] BEFORE [AFTER] */
#define _DEFAULT_SOURCE /* realpath */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rlv/prove.h"
#include "rlv/triage.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv triage [-o DIR] [--reduce] [--compiler 'CMD'] [--reduce-timeout=S] [--timeout-ms=N] "
    "[--unroll=N] [--budget=N] [--format=text|json|sarif] BEFORE [AFTER]\n"
    "       rlv triage --passes=PIPELINE [--opt=PATH] [-o DIR] [--reduce] ... BEFORE";

static const cli_option options_help[] = {
    {"-o DIR", "write before.ll, after.ll, cex.json, trace.txt, report.md, repro.sh, report.sarif"},
    {"--reduce", "reduce the pair with llvm-reduce-22, keeping the first refutation's signature"},
    {"--compiler 'CMD'", "`CMD FILE` prints AFTER for BEFORE FILE: reduce BEFORE and recompile"},
    {"--reduce-timeout=S", "the reduction's wall-clock limit in seconds (default 300)"},
    {"--reducer=PATH", "the llvm-reduce program (default llvm-reduce-22)"},
    {"--pair", "BEFORE is a pair module as --reduce writes it (DIR/pair.ll): both sides in one"},
    {"--signature", "print only each refutation's signature line (what --reduce keeps), no "
                    "replay"},
    {"--keeps=LINE", "with --signature: exit 0 when a refutation still has the signature LINE "
                     "(its operands' origins may be fewer), else 1: the reduction's test"},
    {"--passes=PIPELINE", "find the first pass of opt's pipeline that breaks BEFORE (rlv tv) "
                          "and triage the pair around it"},
    {"--opt=PATH", "with --passes: the opt program (default opt-22)"},
    CLI_PROVE_BOUND_OPTIONS,
    {"--format=text|json|sarif", "the findings and their stories (text, the default), or one "
                                 "JSON or SARIF document"},
    CLI_HELP_OPTION,
};

int cmd_triage(int argc, char **argv) {
  rlv_triage_options o = {.progress = stderr};
  rlv_format format = RLV_FORMAT_TEXT;
  bool signature = false;
  const char *files[2] = {NULL, NULL}, *value, *keeps = NULL;
  int nfiles = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-") == 0 || a[0] != '-') {
      if (nfiles == 2)
        return cli_usage_error("triage", usage, "too many input files");
      files[nfiles++] = a;
      continue;
    }
    int bound = cli_parse_prove_bound("triage", usage, a, &o.prove);
    if (bound < 0)
      return RLV_EXIT_UNUSABLE;
    if (bound > 0)
      continue;
    if (strcmp(a, "-o") == 0 || strcmp(a, "--compiler") == 0) {
      if (i + 1 == argc)
        return cli_usage_error("triage", usage, "%s needs a value", a);
      *(a[1] == 'o' ? &o.out_dir : &o.compiler) = argv[++i];
    } else if ((value = cli_option_value(a, "compiler"))) {
      o.compiler = value;
    } else if (strcmp(a, "--signature") == 0) {
      signature = o.no_replay = true;
    } else if ((value = cli_option_value(a, "keeps"))) {
      keeps = value;
    } else if (strcmp(a, "--pair") == 0) {
      o.pair = true;
    } else if (strcmp(a, "--reduce") == 0) {
      o.reduce = true;
    } else if ((value = cli_option_value(a, "reduce-timeout"))) {
      if (!cli_parse_count(value, &o.reduce_timeout_s))
        return cli_usage_error("triage", usage, "bad time limit '%s'", value);
    } else if ((value = cli_option_value(a, "reducer"))) {
      o.reducer = value;
    } else if ((value = cli_option_value(a, "passes"))) {
      o.passes = value;
    } else if ((value = cli_option_value(a, "opt"))) {
      o.opt = value;
    } else if ((value = cli_option_value(a, "format"))) {
      if (!rlv_format_parse(value, &format))
        return cli_usage_error("triage", usage, "unknown format '%s'", value);
    } else if (cli_wants_help(a)) {
      return cli_print_help(usage,
                            "Names the first wrong access of each refuted function, tells the "
                            "counterexample's story, and reduces the reproducer.",
                            options_help, sizeof options_help / sizeof options_help[0]);
    } else {
      return cli_usage_error("triage", usage, "unknown option '%s'", a);
    }
  }
  if (o.passes || o.pair ? nfiles != 1 : nfiles != 2 && !(nfiles == 1 && o.compiler))
    return cli_usage_error("triage", usage,
                           o.passes ? "expected BEFORE alone with --passes"
                                    : "expected BEFORE and AFTER (or BEFORE "
                                      "alone with --compiler)");
  if (keeps && !signature)
    return cli_usage_error("triage", usage, "--keeps goes with --signature");
  if ((o.reduce || o.compiler) && !o.out_dir)
    return cli_usage_error("triage", usage, "--reduce and --compiler need -o DIR");
  if (o.compiler && o.passes)
    return cli_usage_error("triage", usage, "--compiler and --passes do not go together");
  /* The scripts written into DIR call this very program, by its absolute path. */
  char self[PATH_MAX];
  char *exe = realpath("/proc/self/exe", self) ? self : "rlv";
  o.rlv = exe;
  char dir[PATH_MAX], cwd[PATH_MAX];
  if (o.out_dir && o.out_dir[0] != '/' && getcwd(cwd, sizeof cwd) &&
      (size_t)snprintf(dir, sizeof dir, "%s/%s", cwd, o.out_dir) < sizeof dir)
    o.out_dir = dir; /* the folder's scripts are run from elsewhere: an absolute path */
  rlv_prover *prover = rlv_prover_create(&o.prove);
  rlv_triage_result r;
  rlv_triage_run(prover, files[0], files[1], &o, &r);
  bool kept = false;
  if (signature) {
    for (size_t i = 0; i < r.nfindings; i++) {
      char *line = rlv_triage_signature(&r.findings[i]);
      printf("%s\n", line);
      kept = kept || (keeps && rlv_triage_signature_keeps(keeps, line));
      rlv_free(line);
    }
  } else {
    rlv_triage_write(&r, format, stdout);
  }
  rlv_diags_write(r.diags, RLV_FORMAT_TEXT, stderr);
  int code = r.exit_code;
  if (keeps && code != RLV_EXIT_UNUSABLE)
    code = kept ? RLV_EXIT_OK : 1;
  rlv_triage_result_free(&r);
  rlv_prover_free(prover);
  return code;
}
