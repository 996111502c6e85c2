/* rlv check [--format=text|json] [--timeout-ms=N] [--unroll=N] [--budget=N] [--file-budget=N]
 *           [--max-memory=MB] [--all-functions] FILE...
 * Per file: verify -> lower (a copy) -> verify the DXIL -> prove the copy against the input.
 * A module already at the DXIL level has nothing to lower: it is verified (the DXIL checks)
 * and proved against itself, which says whether the prover models all it does. */
#include <stdio.h>
#include <string.h>

#include "rlv/json.h"
#include "rlv/prove.h"
#include "rlv/rlv.h"
#include "tools/cli.h"

static const char usage[] =
    "rlv check [--format=text|json] [--timeout-ms=N] [--unroll=N] [--budget=N] [--file-budget=N] "
    "[--max-memory=MB] [--all-functions] FILE...";

typedef struct check_args {
  rlv_prove_options prove;
  rlv_format format;
  bool all_functions;
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
    if ((value = cli_option_value(arg, "timeout-ms"))) {
      if (!cli_parse_count(value, &a->prove.timeout_ms))
        return cli_usage_error("check", usage, "bad timeout '%s'", value);
    } else if ((value = cli_option_value(arg, "unroll"))) {
      if (!cli_parse_count(value, &a->prove.unroll))
        return cli_usage_error("check", usage, "bad unroll count '%s'", value);
    } else if ((value = cli_option_value(arg, "budget"))) {
      unsigned units;
      if (!cli_parse_count(value, &units))
        return cli_usage_error("check", usage, "bad budget '%s'", value);
      a->prove.budget = units;
    } else if ((value = cli_option_value(arg, "file-budget"))) {
      unsigned units;
      if (!cli_parse_count(value, &units))
        return cli_usage_error("check", usage, "bad file budget '%s'", value);
      a->prove.file_budget = units;
    } else if ((value = cli_option_value(arg, "max-memory"))) {
      if (!cli_parse_count(value, &a->prove.max_memory_mb))
        return cli_usage_error("check", usage, "bad memory bound '%s' (MiB)", value);
    } else if ((value = cli_option_value(arg, "format"))) {
      if (!rlv_format_parse(value, &a->format) || a->format == RLV_FORMAT_SARIF)
        return cli_usage_error("check", usage, "unknown format '%s' (text or json)", value);
    } else if (strcmp(arg, "--all-functions") == 0) {
      a->all_functions = true;
    } else {
      return cli_usage_error("check", usage, "unknown option '%s'", arg);
    }
  }
  if (a->first_file >= argc)
    return cli_usage_error("check", usage, "no input file");
  return RLV_EXIT_OK;
}

/* The lowered copy of `module`, verified at the DXIL level; NULL when lowering stopped. */
static LLVMModuleRef lower_copy(LLVMModuleRef module, rlv_diags *diags) {
  LLVMModuleRef after = LLVMCloneModule(module);
  rlv_lower_options lo = {0};
  if (!rlv_lower_module(after, &lo, diags)) {
    LLVMDisposeModule(after);
    return NULL;
  }
  rlv_verify_options vo = {.level = RLV_LEVEL_DXIL};
  rlv_verify_module(after, &vo, diags);
  return after;
}

static bool starts_with(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && strncmp(s, prefix, n) == 0;
}

/* Already lowered: the module calls DXIL operations, and no llvm.dx.* intrinsic and no
 * resource type is left for the lowering to rewrite. */
static bool already_dxil(LLVMModuleRef m) {
  bool ops = false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (LLVMCountBasicBlocks(fn)) {
      for (unsigned i = 0; i < LLVMCountParams(fn); i++)
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) == LLVMTargetExtTypeKind)
          return false;
      continue;
    }
    if (!LLVMGetFirstUse(fn))
      continue;
    if (starts_with(name, len, "llvm.dx."))
      return false;
    ops = ops || starts_with(name, len, "dx.op.");
  }
  return ops;
}

/* Verifies a DXIL-level module and proves it against itself. Whether it got to the proof. */
static bool check_dxil_module(LLVMModuleRef module, const char *path, const check_args *a,
                              rlv_prover *prover, rlv_diags *diags, rlv_proof_report *report) {
  size_t errors = rlv_diags_count_at_least(diags, RLV_SEV_ERROR);
  rlv_verify_options vo = {.level = RLV_LEVEL_DXIL, .all_functions = a->all_functions};
  rlv_verify_module(module, &vo, diags);
  if (rlv_diags_count_at_least(diags, RLV_SEV_ERROR) != errors)
    return false;
  rlv_prove_modules(prover, module, module, report);
  report->before_file = cli_strdup(path);
  report->after_file = cli_strdup("the input (already DXIL, nothing to lower)");
  return true;
}

/* Checks one file; fills the proof report when it gets that far. Returns whether it did. */
static bool check_file(const char *path, const check_args *a, rlv_prover *prover, rlv_diags *diags,
                       rlv_proof_report *report) {
  LLVMContextRef ctx = LLVMContextCreate();
  bool proved = false;
  LLVMModuleRef before = rlv_load_module(ctx, path, diags);
  if (before) {
    rlv_target t;
    rlv_target_parse(LLVMGetTarget(before), &t);
    size_t errors = rlv_diags_count_at_least(diags, RLV_SEV_ERROR);
    if (t.arch != RLV_ARCH_DXIL) {
      rlv_verify_options vo = {.level = RLV_LEVEL_AUTO, .all_functions = a->all_functions};
      rlv_verify_module(before, &vo, diags);
      rlv_report(diags, RLV_RULE_CHECK_NOT_DXIL, NULL,
                 "target '%s' is not DXIL: verified only, nothing to lower or prove",
                 LLVMGetTarget(before));
    } else if (already_dxil(before)) {
      proved = check_dxil_module(before, path, a, prover, diags, report);
    } else {
      LLVMModuleRef after = lower_copy(before, diags);
      if (after && rlv_diags_count_at_least(diags, RLV_SEV_ERROR) == errors) {
        rlv_prove_modules(prover, before, after, report);
        report->before_file = cli_strdup(path);
        report->after_file = cli_strdup("rlv lower");
        proved = true;
      }
      if (after)
        LLVMDisposeModule(after);
    }
    LLVMDisposeModule(before);
  }
  LLVMContextDispose(ctx);
  return proved;
}

/* 2 unusable; 1 an error or a refutation; 3 unknown and nothing refuted; 0 clean. */
static int combine(int code, int next) {
  if (code == RLV_EXIT_UNUSABLE || next == RLV_EXIT_UNUSABLE)
    return RLV_EXIT_UNUSABLE;
  if (code == RLV_EXIT_FINDINGS || next == RLV_EXIT_FINDINGS)
    return RLV_EXIT_FINDINGS;
  return code > next ? code : next;
}

int cmd_check(int argc, char **argv) {
  check_args a;
  int code = parse_args(argc, argv, &a);
  if (code != RLV_EXIT_OK)
    return code;
  rlv_prover *prover = rlv_prover_create(&a.prove);
  bool json = a.format == RLV_FORMAT_JSON;
  if (json)
    fputs("{\"tool\":\"rlv\",\"command\":\"check\",\"files\":[", stdout);
  for (int i = a.first_file; i < argc; i++) {
    rlv_diags *diags = rlv_diags_create();
    rlv_diags_set_file(diags, argv[i]);
    rlv_proof_report report = {0};
    bool proved = check_file(argv[i], &a, prover, diags, &report);
    int file_code = cli_exit_code(diags);
    if (proved)
      file_code = combine(file_code, rlv_proof_report_exit_code(&report));
    if (json) {
      fputs(i > a.first_file ? ",\n{\"file\":" : "\n{\"file\":", stdout);
      rlv_json_string(stdout, argv[i]);
      rlv_json_bytes_member(stdout, "file_bytes", argv[i]);
      fprintf(stdout, ",\"exit\":%d,\"verify\":", file_code);
      rlv_diags_write(diags, RLV_FORMAT_JSON, stdout);
      fputs(",\"proof\":", stdout);
      if (proved)
        rlv_proof_report_write(&report, RLV_FORMAT_JSON, stdout);
      else
        fputs("null", stdout);
      fputc('}', stdout);
    } else {
      rlv_diags_write(diags, RLV_FORMAT_TEXT, stderr);
      if (proved)
        rlv_proof_report_write(&report, RLV_FORMAT_TEXT, stdout);
    }
    code = i == a.first_file ? file_code : combine(code, file_code);
    if (proved)
      rlv_proof_report_free(&report);
    rlv_diags_free(diags);
  }
  if (json)
    fputs("\n]}\n", stdout);
  rlv_prover_free(prover);
  return code;
}
