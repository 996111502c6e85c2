/* The pipeline: verify -> lower a clone -> verify the DXIL -> prove, along the module's path
 * (check_classify). Each step runs only when the ones before added no error. */
#include <stdlib.h>

#include "check/check_private.h"
#include "model/util.h"
#include "rlv/input.h"
#include "rlv/lower.h"
#include "rlv/verify.h"

static size_t error_count(const rlv_diags *diags) {
  return rlv_diags_count_at_least(diags, RLV_SEV_ERROR);
}

/* The proof; the exit code is set afterwards (run, rlv_check_prove). */
static void prove(rlv_prover *prover, LLVMModuleRef before, LLVMModuleRef after,
                  const char *after_name, rlv_check_result *out) {
  out->reached = RLV_CHECK_STEP_PROVE;
  rlv_prove_modules(prover, before, after, &out->proof);
  out->proof.before_file = rlv_xstrdup(out->file);
  out->proof.after_file = rlv_xstrdup(after_name);
  out->has_proof = true;
}

static int exit_code(const rlv_check_result *r) {
  int code = rlv_exit_code_of_diags(r->diags);
  return r->has_proof ? rlv_exit_code_combine(code, rlv_proof_report_exit_code(&r->proof)) : code;
}

/* Not DXIL (SPIR-V): the verifier picks the level; nothing to lower or prove. */
static void check_not_dxil(LLVMModuleRef module, const rlv_check_options *options,
                           rlv_check_result *out) {
  rlv_verify_options vo = {.level = RLV_LEVEL_AUTO, .all_functions = options->all_functions};
  rlv_verify_module(module, &vo, out->diags);
  rlv_report(out->diags, RLV_RULE_CHECK_NOT_DXIL, NULL,
             "target '%s' is not DXIL: verified only, nothing to lower or prove",
             LLVMGetTarget(module));
}

/* DXIL already: verified at the DXIL level and proved against itself, which says whether
 * the prover models all it does. */
static void check_already_dxil(rlv_prover *prover, LLVMModuleRef module,
                               const rlv_check_options *options, rlv_check_result *out) {
  size_t errors = error_count(out->diags);
  rlv_verify_options vo = {.level = RLV_LEVEL_DXIL, .all_functions = options->all_functions};
  rlv_verify_module(module, &vo, out->diags);
  if (error_count(out->diags) == errors && !options->skip_proof)
    prove(prover, module, module, CHECK_AFTER_ITSELF, out);
}

/* The lowering of a clone, verified at the DXIL level and proved against the input. */
static void check_lowering(rlv_prover *prover, LLVMModuleRef module,
                           const rlv_check_options *options, rlv_check_result *out) {
  if (!rlv_check_gate(module, out->diags))
    return;
  size_t errors = error_count(out->diags);
  out->reached = RLV_CHECK_STEP_LOWER;
  LLVMModuleRef after = LLVMCloneModule(module);
  rlv_lower_options lo = {0};
  if (!rlv_lower_module(after, &lo, out->diags)) {
    LLVMDisposeModule(after);
    return;
  }
  out->reached = RLV_CHECK_STEP_VERIFY_DXIL;
  rlv_verify_options vo = {.level = RLV_LEVEL_DXIL};
  rlv_verify_module(after, &vo, out->diags);
  if (error_count(out->diags) == errors && !options->skip_proof)
    prove(prover, module, after, CHECK_AFTER_LOWERED, out);
  if (options->keep_lowered)
    out->lowered = after;
  else
    LLVMDisposeModule(after);
}

/* Runs the module's path and sets the exit code; out->diags and out->file are set. */
static void run(rlv_prover *prover, LLVMModuleRef module, const rlv_check_options *options,
                rlv_check_result *out) {
  out->path = check_classify(module);
  out->reached = RLV_CHECK_STEP_VERIFY;
  switch (out->path) {
  case RLV_CHECK_PATH_NOT_DXIL:
    check_not_dxil(module, options, out);
    break;
  case RLV_CHECK_PATH_ALREADY_DXIL:
    check_already_dxil(prover, module, options, out);
    break;
  case RLV_CHECK_PATH_LOWER:
    check_lowering(prover, module, options, out);
    break;
  case RLV_CHECK_PATH_NONE:
    break;
  }
  out->exit_code = exit_code(out);
}

static void start(const char *file, rlv_check_result *out) {
  *out = (rlv_check_result){.file = rlv_xstrdup(file), .diags = rlv_diags_create()};
  rlv_diags_set_file(out->diags, file);
}

void rlv_check_module(rlv_prover *prover, LLVMModuleRef module, const char *file,
                      const rlv_check_options *options, rlv_check_result *out) {
  start(file, out);
  run(prover, module, options, out);
}

void rlv_check_file(rlv_prover *prover, const char *path, const rlv_check_options *options,
                    rlv_check_result *out) {
  start(path, out);
  /* One context per file: a module's types and constants die with it. */
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef module = rlv_load_module(ctx, path, out->diags);
  if (module) {
    rlv_check_options own = *options;
    own.keep_lowered = false; /* the context dies here */
    run(prover, module, &own, out);
    LLVMDisposeModule(module);
  } else {
    out->exit_code = exit_code(out);
  }
  LLVMContextDispose(ctx);
}

void rlv_check_prove(rlv_prover *prover, LLVMModuleRef before, LLVMModuleRef after,
                     const char *after_name, rlv_check_result *result) {
  if (result->has_proof)
    rlv_proof_report_free(&result->proof);
  prove(prover, before, after, after_name, result);
  result->exit_code = exit_code(result);
}

void rlv_check_result_free(rlv_check_result *result) {
  if (result->has_proof)
    rlv_proof_report_free(&result->proof);
  if (result->lowered)
    LLVMDisposeModule(result->lowered);
  rlv_diags_free(result->diags);
  free(result->file);
  *result = (rlv_check_result){0};
}
