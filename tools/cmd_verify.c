/* rlv verify [--level=auto|intrinsic|dxil] [--format=text|json|sarif] [--werror]
 *            [--all-functions] [--scalarized] FILE... */
#include <stdio.h>
#include <string.h>

#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv verify [--level=auto|intrinsic|dxil] [--format=text|json|sarif] [--werror] "
    "[--all-functions] [--scalarized] FILE...";

static const cli_option options_help[] = {
    {"--level=auto|intrinsic|dxil",
     "the checks: of the llvm.dx.*/llvm.spv.* form, of the dx.op.* form, or picked by the "
     "module (auto, the default)"},
    {"--format=text|json|sarif",
     "text on standard error (the default), or one JSON or SARIF document on standard output"},
    {"--werror", "report warnings as errors (exit 1)"},
    {"--all-functions", "also check the functions the DirectX pipeline deletes (dead helpers)"},
    {"--scalarized", "the DXIL is complete, as LLVM's backend writes it: also reject vectors "
                     "before SM 6.9 (rlv lower leaves vector locals)"},
    {"--", "end of the options: every argument after it is a file"},
    CLI_HELP_OPTION,
};

int cmd_verify(int argc, char **argv) {
  rlv_verify_options options = {.level = RLV_LEVEL_AUTO};
  rlv_format format = RLV_FORMAT_TEXT;
  bool werror = false;
  int first_file = argc;
  for (int i = 0; i < argc; i++) {
    const char *arg = argv[i], *value;
    if (strcmp(arg, "-") == 0 || arg[0] != '-') {
      first_file = i;
      break;
    }
    if (strcmp(arg, "--") == 0) {
      first_file = i + 1;
      break;
    }
    if ((value = cli_option_value(arg, "level"))) {
      if (strcmp(value, "auto") == 0)
        options.level = RLV_LEVEL_AUTO;
      else if (strcmp(value, "intrinsic") == 0)
        options.level = RLV_LEVEL_INTRINSIC;
      else if (strcmp(value, "dxil") == 0)
        options.level = RLV_LEVEL_DXIL;
      else
        return cli_usage_error("verify", usage, "unknown level '%s'", value);
    } else if ((value = cli_option_value(arg, "format"))) {
      if (!rlv_format_parse(value, &format))
        return cli_usage_error("verify", usage, "unknown format '%s'", value);
    } else if (strcmp(arg, "--werror") == 0) {
      werror = true;
    } else if (strcmp(arg, "--all-functions") == 0) {
      options.all_functions = true;
    } else if (strcmp(arg, "--scalarized") == 0) {
      options.scalarized = true;
    } else if (cli_wants_help(arg)) {
      return cli_print_help(usage,
                            "Checks resource types, bindings, index ranges, accesses, counters and "
                            "64-bit shapes; `rlv rules` lists every rule.",
                            options_help, sizeof options_help / sizeof options_help[0]);
    } else {
      return cli_usage_error("verify", usage, "unknown option '%s'", arg);
    }
  }
  if (first_file >= argc)
    return cli_usage_error("verify", usage, "no input file");

  rlv_diags *diags = rlv_diags_create();
  rlv_diags_set_werror(diags, werror);
  for (int i = first_file; i < argc; i++) {
    /* One context per file: a module's types and constants die with it. */
    LLVMContextRef ctx = LLVMContextCreate();
    rlv_diags_set_file(diags, argv[i]);
    LLVMModuleRef module = rlv_load_module(ctx, argv[i], diags);
    if (module) {
      rlv_verify_module(module, &options, diags);
      LLVMDisposeModule(module);
    }
    LLVMContextDispose(ctx);
  }
  rlv_diags_write(diags, format, format == RLV_FORMAT_TEXT ? stderr : stdout);
  int code = rlv_exit_code_of_diags(diags);
  rlv_diags_free(diags);
  return code;
}
