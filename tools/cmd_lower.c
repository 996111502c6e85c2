/* rlv lower [--sm=X | -mtriple=T] [--stage=NAME | --print-shader-flags] [-o OUT] FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rlv/clock.h"
#include "rlv/outfile.h"
#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv lower [--sm=6.0..6.9 | -mtriple=TRIPLE] [--stage=NAME | --print-shader-flags] "
    "[--format=text|json|sarif] [--time-stages] [-o OUT] FILE";

static const cli_option options_help[] = {
    {"--sm=6.0..6.9", "lower for this shader model (the module's stage is kept)"},
    {"-mtriple=TRIPLE", "lower for this target triple"},
    {"--stage=NAME", "run this stage alone, without the verifier, as LLVM runs its pass of the "
                     "same job (the stages are listed below)"},
    {"--print-shader-flags",
     "lower nothing: write LLVM's shader flags report (opt "
     "-passes=print-dx-shader-flags) on standard error, the module as it is"},
    {"--format=text|json|sarif",
     "diagnostics as text on standard error (the default), or one JSON or SARIF document on "
     "standard output: the IR then needs -o OUT"},
    {"--time-stages", "print the wall time of each stage on standard error"},
    {"-o OUT", "write the IR to OUT (default: standard output), replaced only once complete"},
    CLI_HELP_OPTION,
};

static int print_help(void) {
  cli_print_help(usage,
                 "Rewrites resource intrinsics into DXIL operations, as LLVM 22's DirectX "
                 "backend does, after rlv's verifier accepts the input.",
                 options_help, sizeof options_help / sizeof options_help[0]);
  size_t count;
  const char *const *names = rlv_lower_stage_names(&count);
  fputs("\nstages, in LLVM's order (but scalarize, LLVM's Scalarizer, after op-lower):", stdout);
  for (size_t i = 0; i < count; i++)
    printf(" %s", names[i]);
  fputc('\n', stdout);
  return RLV_EXIT_OK;
}

typedef struct lower_args {
  const char *sm, *triple, *stage, *out, *file;
  rlv_format format;
  bool time_stages, print_flags, help;
} lower_args;

static int parse_args(int argc, char **argv, lower_args *a) {
  *a = (lower_args){.out = "-", .format = RLV_FORMAT_TEXT};
  for (int i = 0; i < argc; i++) {
    const char *arg = argv[i], *value;
    if (strcmp(arg, "-o") == 0) {
      if (++i >= argc)
        return cli_usage_error("lower", usage, "-o needs a file name");
      a->out = argv[i];
    } else if (strcmp(arg, "--time-stages") == 0) {
      a->time_stages = true;
    } else if (strcmp(arg, "--print-shader-flags") == 0) {
      a->print_flags = true;
    } else if ((value = cli_option_value(arg, "sm"))) {
      a->sm = value;
    } else if ((value = cli_option_value(arg, "mtriple"))) {
      a->triple = value;
    } else if ((value = cli_option_value(arg, "stage"))) {
      if (!rlv_lower_stage_known(value))
        return cli_usage_error("lower", usage, "unknown stage '%s'", value);
      a->stage = value;
    } else if ((value = cli_option_value(arg, "format"))) {
      if (!rlv_format_parse(value, &a->format))
        return cli_usage_error("lower", usage, "unknown format '%s'", value);
    } else if (cli_wants_help(arg)) {
      a->help = true;
      return RLV_EXIT_OK;
    } else if (arg[0] == '-' && arg[1] != '\0') {
      return cli_usage_error("lower", usage, "unknown option '%s'", arg);
    } else if (a->file) {
      return cli_usage_error("lower", usage, "only one input file is lowered at a time");
    } else {
      a->file = arg;
    }
  }
  if (!a->file)
    return cli_usage_error("lower", usage, "no input file");
  if (a->sm && a->triple)
    return cli_usage_error("lower", usage, "--sm and -mtriple are exclusive");
  if (a->stage && a->print_flags)
    return cli_usage_error("lower", usage, "--stage and --print-shader-flags are exclusive");
  /* JSON and SARIF own standard output: the IR goes to a file, never into the same stream. */
  if (a->format != RLV_FORMAT_TEXT && strcmp(a->out, "-") == 0)
    return cli_usage_error("lower", usage,
                           "--format=%s writes its document to standard output: give the IR a "
                           "file with -o OUT",
                           a->format == RLV_FORMAT_JSON ? "json" : "sarif");
  return RLV_EXIT_OK;
}

/* The module goes to a temporary beside OUT, renamed over it once complete (rlv/outfile.h):
 * a failure reports lower-output-unwritable and leaves OUT as it was, even when OUT is the
 * input. */
/* The module as text, after `prefix` (comments, or NULL), into OUT. */
static bool write_module(LLVMModuleRef module, const char *prefix, const char *out,
                         rlv_diags *diags) {
  char *error = NULL;
  rlv_outfile *file = rlv_outfile_open(out, &error);
  if (file) {
    if (prefix)
      rlv_outfile_write(file, prefix, strlen(prefix));
    char *text = LLVMPrintModuleToString(module);
    rlv_outfile_write(file, text, strlen(text));
    LLVMDisposeMessage(text);
    if (rlv_outfile_commit(file, &error))
      return true;
  }
  rlv_diags_set_file(diags, out);
  rlv_report(diags, RLV_RULE_LOWER_OUTPUT_UNWRITABLE, NULL, "%s", error);
  rlv_free(error);
  return false;
}

/* Like LLVM's passes, only the stages that build DXIL operations or metadata read the shader
 * model (DXILOpBuilder, DXILTranslateMetadata); any other stage run alone takes any triple,
 * `dxil-unknown-unknown` or none at all, as `opt -dxil-resource-access` does. */
static bool stage_needs_shader_model(const lower_args *a) {
  if (a->print_flags)
    return false;
  return !a->stage || strcmp(a->stage, "op-lower") == 0 ||
         strcmp(a->stage, "translate-metadata") == 0;
}

/* Sets the triple to lower for; reports lower-target (and returns false) when there is no
 * usable shader model. */
static bool set_triple(LLVMModuleRef module, const lower_args *a, rlv_diags *diags) {
  if (a->sm) {
    char *triple = rlv_triple_for_sm(module, a->sm);
    bool ok = triple != NULL;
    if (ok)
      LLVMSetTarget(module, triple);
    else
      rlv_report(diags, RLV_RULE_LOWER_TARGET, NULL, "--sm=%s is not a shader model from 6.0 to 6.9", a->sm);
    rlv_free(triple);
    return ok;
  }
  const char *t = a->triple ? a->triple : LLVMGetTarget(module);
  rlv_target target;
  rlv_target_parse(t, &target);
  if (stage_needs_shader_model(a) &&
      (target.arch != RLV_ARCH_DXIL || target.sm_major != 6 || target.sm_minor > 9)) {
    rlv_report(diags, RLV_RULE_LOWER_TARGET, NULL,
               "target '%s' is not a DXIL shader model from 6.0 to 6.9 (use --sm=6.x or -mtriple=)", t);
    return false;
  }
  if (a->triple)
    LLVMSetTarget(module, a->triple);
  return true;
}

#ifndef __has_feature
#define __has_feature(x) 0
#endif
#if defined(__SANITIZE_ADDRESS__) || __has_feature(address_sanitizer) || \
    __has_feature(leak_sanitizer) || __has_feature(undefined_behavior_sanitizer)
#define RLV_SANITIZED_BUILD 1
#else
#define RLV_SANITIZED_BUILD 0
/* gcc defines no macro for -fsanitize=leak alone: its runtime is detected by this symbol. */
extern void __lsan_do_leak_check(void) __attribute__((weak));
#endif

/* Tearing down a module of tens of MB costs about a tenth of the whole run, just before
 * the process exits and the OS takes the memory back anyway: like clang's -disable-free,
 * the CLI skips it. Sanitizer builds still free everything, so that LeakSanitizer keeps
 * checking that every allocation has an owner who releases it. */
static bool free_before_exit(void) {
#if RLV_SANITIZED_BUILD
  return true;
#else
  return __lsan_do_leak_check != NULL;
#endif
}

/* --time-stages: the phases around the stages, in the same format as the stages. */
static void report_time(const lower_args *a, const char *what, double *since) {
  double t = rlv_now_seconds();
  if (a->time_stages)
    fprintf(stderr, "rlv lower: %-20s %8.3f s\n", what, t - *since);
  *since = t;
}

int cmd_lower(int argc, char **argv) {
  lower_args a;
  int code = parse_args(argc, argv, &a);
  if (code != RLV_EXIT_OK)
    return code;
  if (a.help)
    return print_help();
  rlv_diags *diags = rlv_diags_create();
  rlv_diags_set_file(diags, a.file);
  LLVMContextRef ctx = LLVMContextCreate();
  double t = rlv_now_seconds();
  LLVMModuleRef module = rlv_load_module(ctx, a.file, diags);
  report_time(&a, "read+parse+verify", &t);
  if (module) {
    if (a.print_flags && set_triple(module, &a, diags)) {
      /* an analysis, like LLVM's printer pass: no gate, no rewrite */
      rlv_lower_print_shader_flags(module, stderr, diags);
      write_module(module, NULL, a.out, diags);
    } else if (!a.print_flags && set_triple(module, &a, diags)) {
      /* The gate reads the target, so it comes first; the lowering then assumes valid input.
       * A stage run alone is LLVM's pass of the same job, which validates nothing: LLVM's own
       * tests feed its passes modules that only a validator would refuse. */
      t = rlv_now_seconds();
      bool lowered = a.stage || rlv_check_gate(module, diags);
      if (lowered && !a.stage)
        report_time(&a, "verify", &t);
      /* The whole lowering writes llc's text: the resource table in comments, then the
       * module. */
      char *bindings = NULL;
      rlv_lower_options options = {.stage = a.stage,
                                   .time_report = a.time_stages ? stderr : NULL,
                                   .bindings_comment = &bindings};
      lowered = lowered && rlv_lower_module(module, &options, diags);
      t = rlv_now_seconds();
      if (lowered)
        write_module(module, bindings, a.out, diags);
      rlv_free(bindings);
      report_time(&a, "print", &t);
    }
    if (free_before_exit())
      LLVMDisposeModule(module);
  }
  /* Only after the output is written and closed (write_module). */
  if (free_before_exit())
    LLVMContextDispose(ctx);
  report_time(&a, "free", &t);
  rlv_diags_write(diags, a.format, a.format == RLV_FORMAT_TEXT ? stderr : stdout);
  code = rlv_exit_code_of_diags(diags);
  rlv_diags_free(diags);
  return code;
}
