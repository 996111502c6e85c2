/* The lowering driver: the stage table and options. A pure rewrite: the verifier gate in front
 * of it is check/'s (rlv_check_gate), run by `rlv lower` and rlv_check_module. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "lower/dxil_builder.h"
#include "lower/lctx.h"
#include "lower/module_info.h"
#include "lower/shader_flags.h"
#include "model/util.h"
#include "rlv/clock.h"

typedef struct stage {
  const char *name;
  rlv_stage_fn run;
} stage;

/* LLVM 22's DirectX pipeline order (reference §0). */
static const stage stages[] = {
    {"promote-locals", rlv_stage_promote_locals},
    {"finalize", rlv_stage_finalize},
    {"mem-intrinsics", rlv_stage_mem_intrinsics},
    {"cbuffer-access", rlv_stage_cbuffer_access},
    {"resource-access", rlv_stage_resource_access},
    {"intrinsic-expansion", rlv_stage_intrinsic_expansion},
    {"forward-handles", rlv_stage_forward_handles},
    {"legalize", rlv_stage_legalize},
    {"implicit-binding", rlv_stage_implicit_binding},
    {"translate-metadata", rlv_stage_translate_metadata},
    {"op-lower", rlv_stage_op_lower},
    {"scalarize", rlv_stage_scalarize},
};
#define NSTAGES (sizeof stages / sizeof stages[0])

const char *const *rlv_lower_stage_names(size_t *count) {
  static const char *const names[NSTAGES] = {
      "promote-locals",     "finalize",        "mem-intrinsics",
      "cbuffer-access",     "resource-access", "intrinsic-expansion",
      "forward-handles",    "legalize",        "implicit-binding",
      "translate-metadata", "op-lower",        "scalarize"};
  *count = NSTAGES;
  return names;
}

bool rlv_lower_stage_known(const char *name) {
  for (size_t i = 0; i < NSTAGES; i++)
    if (strcmp(stages[i].name, name) == 0)
      return true;
  return false;
}

char *rlv_triple_for_sm(LLVMModuleRef module, const char *sm) {
  if (strlen(sm) != 3 || sm[0] != '6' || sm[1] != '.' || sm[2] < '0' || sm[2] > '9')
    return NULL;
  rlv_target t;
  rlv_target_parse(LLVMGetTarget(module), &t);
  return rlv_strf("dxil-pc-shadermodel%s-%s", sm, t.stage[0] ? t.stage : "library");
}

bool rlv_lower_run_llvm_passes(rlv_lctx *l, const char *pipeline) {
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(l->module, pipeline, NULL, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (!err)
    return true;
  char *msg = LLVMGetErrorMessage(err);
  rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, NULL, "%s failed: %s", pipeline, msg);
  LLVMDisposeErrorMessage(msg);
  return false;
}

/* A lowering that LLVM's verifier rejects is a bug in rlv: reported, never handed on. */
static bool output_is_valid(LLVMModuleRef module, rlv_diags *diags) {
  char *msg = NULL;
  bool broken = LLVMVerifyModule(module, LLVMReturnStatusAction, &msg);
  if (broken)
    rlv_report(diags, RLV_RULE_LOWER_INTERNAL, NULL,
               "rlv produced a module LLVM's verifier rejects (a bug in rlv): %.*s",
               (int)strcspn(msg, "\n"), msg);
  LLVMDisposeMessage(msg);
  return !broken;
}

static void lctx_open(rlv_lctx *l, LLVMModuleRef module, rlv_diags *diags) {
  memset(l, 0, sizeof *l);
  l->module = module;
  l->llctx = LLVMGetModuleContext(module);
  l->builder = LLVMCreateBuilderInContext(l->llctx);
  l->dl = rlv_module_datalayout(module);
  l->diags = diags;
  rlv_target_parse(LLVMGetTarget(module), &l->target);
}

static void lctx_close(rlv_lctx *l) {
  rlv_restable_free(&l->resources);
  rlv_ptrmap_free(&l->callee_ids);
  rlv_dxb_cache_free(l);
  LLVMDisposeTargetData(l->dl);
  LLVMDisposeBuilder(l->builder);
}

bool rlv_lower_module(LLVMModuleRef module, const rlv_lower_options *options, rlv_diags *diags) {
  if (options->triple)
    LLVMSetTarget(module, options->triple);
  rlv_lctx l;
  lctx_open(&l, module, diags);
  bool ok = true;
  for (size_t i = 0; i < NSTAGES && ok; i++)
    if (!options->stage || strcmp(options->stage, stages[i].name) == 0) {
      double t0 = rlv_now_seconds();
      /* A stage may run LLVM passes that delete functions: start from empty caches. */
      rlv_ptrmap_free(&l.callee_ids);
      l.fn_epoch++;
      size_t errors = rlv_diags_count_at_least(diags, RLV_SEV_ERROR);
      ok = stages[i].run(&l);
      /* A stage that stops must say why: a silent stop would look like success. */
      if (!ok && rlv_diags_count_at_least(diags, RLV_SEV_ERROR) == errors)
        rlv_report(diags, RLV_RULE_LOWER_INTERNAL, NULL,
                   "stage %s stopped without a diagnostic (a bug in rlv)", stages[i].name);
      if (options->time_report)
        fprintf(options->time_report, "rlv lower: %-20s %8.3f s\n", stages[i].name,
                rlv_now_seconds() - t0);
    }
  if (options->bindings_comment)
    *options->bindings_comment = ok && !options->stage && l.resources_built
                                     ? rlv_resource_bindings_comment(&l.resources)
                                     : NULL;
  lctx_close(&l);
  if (ok) {
    double t0 = rlv_now_seconds();
    ok = output_is_valid(module, diags);
    if (options->time_report)
      fprintf(options->time_report, "rlv lower: %-20s %8.3f s\n", "verify output",
              rlv_now_seconds() - t0);
  }
  return ok;
}

void rlv_lower_print_shader_flags(LLVMModuleRef module, FILE *out, rlv_diags *diags) {
  rlv_lctx l;
  lctx_open(&l, module, diags);
  rlv_restable_build(&l.resources, module);
  l.resources_built = true;
  rlv_module_info info;
  rlv_module_info_read(module, &info);
  rlv_shader_flags flags;
  /* LLVM's printer reports an inconsistent optnone and prints the flags all the same */
  (void)rlv_shader_flags_compute(&l, &info, &flags);
  rlv_shader_flags_print(&flags, module, out);
  rlv_shader_flags_free(&flags);
  rlv_module_info_free(&info);
  lctx_close(&l);
}
