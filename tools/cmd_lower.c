/* rlv lower [--sm=6.0..6.9 | -mtriple=TRIPLE] [--stage=NAME] [--format=...] [-o OUT] FILE */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>

#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv lower [--sm=6.0..6.9 | -mtriple=TRIPLE] [--stage=NAME] [--format=text|json|sarif] "
    "[-o OUT] FILE";

typedef struct lower_args {
  const char *sm, *triple, *stage, *out, *file;
  rlv_format format;
} lower_args;

static int parse_args(int argc, char **argv, lower_args *a) {
  *a = (lower_args){.out = "-", .format = RLV_FORMAT_TEXT};
  for (int i = 0; i < argc; i++) {
    const char *arg = argv[i], *value;
    if (strcmp(arg, "-o") == 0) {
      if (++i >= argc)
        return cli_usage_error("lower", usage, "-o needs a file name");
      a->out = argv[i];
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
  return RLV_EXIT_OK;
}

static bool write_module(LLVMModuleRef module, const char *out) {
  char *text = LLVMPrintModuleToString(module);
  FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
  bool ok = f && fputs(text, f) >= 0;
  if (f && f != stdout)
    ok = (fclose(f) == 0) && ok;
  LLVMDisposeMessage(text);
  return ok;
}

/* The triple to lower for; reports lower-target when there is no usable shader model. */
static char *choose_triple(LLVMModuleRef module, const lower_args *a, rlv_diags *diags) {
  char *triple = NULL;
  if (a->sm) {
    triple = rlv_triple_for_sm(module, a->sm);
    if (!triple)
      rlv_report(diags, RLV_RULE_LOWER_TARGET, NULL, "--sm=%s is not a shader model from 6.0 to 6.9", a->sm);
    return triple;
  }
  const char *t = a->triple ? a->triple : LLVMGetTarget(module);
  rlv_target target;
  rlv_target_parse(t, &target);
  if (target.arch != RLV_ARCH_DXIL || target.sm_major != 6 || target.sm_minor > 9) {
    rlv_report(diags, RLV_RULE_LOWER_TARGET, NULL,
               "target '%s' is not a DXIL shader model from 6.0 to 6.9 (use --sm=6.x or -mtriple=)", t);
    return NULL;
  }
  size_t n = strlen(t);
  triple = malloc(n + 1);
  if (triple)
    memcpy(triple, t, n + 1);
  return triple;
}

int cmd_lower(int argc, char **argv) {
  lower_args a;
  int code = parse_args(argc, argv, &a);
  if (code != RLV_EXIT_OK)
    return code;
  rlv_diags *diags = rlv_diags_create();
  rlv_diags_set_file(diags, a.file);
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef module = rlv_load_module(ctx, a.file, diags);
  if (module) {
    char *triple = choose_triple(module, &a, diags);
    if (triple) {
      rlv_lower_options options = {.stage = a.stage, .triple = triple};
      bool lowered = rlv_lower_module(module, &options, diags);
      char *msg = NULL;
      if (lowered && LLVMVerifyModule(module, LLVMReturnStatusAction, &msg)) {
        rlv_report(diags, RLV_RULE_LOWER_INTERNAL, NULL,
                   "rlv produced a module LLVM's verifier rejects (a bug in rlv): %.*s",
                   (int)strcspn(msg, "\n"), msg);
        lowered = false;
      }
      LLVMDisposeMessage(msg);
      if (lowered && !write_module(module, a.out)) {
        fprintf(stderr, "rlv lower: cannot write '%s'\n", a.out);
        code = RLV_EXIT_UNUSABLE;
      }
      free(triple);
    }
    LLVMDisposeModule(module);
  }
  LLVMContextDispose(ctx);
  rlv_diags_write(diags, a.format, a.format == RLV_FORMAT_TEXT ? stderr : stdout);
  if (code == RLV_EXIT_OK)
    code = cli_exit_code(diags);
  rlv_diags_free(diags);
  return code;
}
