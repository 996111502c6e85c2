/* The lowering: HLSL resource intrinsics to DXIL operations, in LLVM 22's stage order. */
#ifndef RLV_LOWER_H
#define RLV_LOWER_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "rlv/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rlv_lower_options {
  /* Run only this stage (a name from rlv_lower_stage_names); NULL runs all in order. */
  const char *stage;
  /* Replaces the module's target triple before lowering (from --sm or -mtriple); NULL keeps it. */
  const char *triple;
  /* When set, each stage's wall time is written here (e.g. stderr): --time-stages. */
  FILE *time_report;
  /* When set and every stage runs, receives the resource table that llc writes as comments
   * before the module (LLVM's DXILPrettyPrinter), to print before it; free with rlv_free.
   * NULL when lowering stops. */
  char **bindings_comment;
} rlv_lower_options;

/* The stage names in LLVM's order: finalize, mem-intrinsics, cbuffer-access,
 * resource-access, intrinsic-expansion, forward-handles, legalize, implicit-binding,
 * translate-metadata, op-lower. */
RLV_API const char *const *rlv_lower_stage_names(size_t *count);
RLV_API bool rlv_lower_stage_known(const char *name);

/* Lowers `module` in place: a pure rewrite, which assumes input rlv's verifier accepts (the
 * gate, rlv_check_gate in rlv/check.h, which `rlv lower` and rlv_check_module run first).
 * Runs LLVM's verifier on the result (a failure is reported as lower-internal). Returns true
 * when the module was lowered; false when a diagnostic (severity error or worse)
 * stopped it — the module is then in an unspecified, but valid-to-dispose, state. */
RLV_API bool rlv_lower_module(LLVMModuleRef module, const rlv_lower_options *options,
                              rlv_diags *diags);

/* Writes to `out` the shader flags report of LLVM 22's `opt -passes=print-dx-shader-flags`:
 * the combined flags with their descriptions, then each defined function's mask. Computed on
 * the llvm.dx.* form, as LLVM's analysis is, for the module's triple; the module is left as
 * it was. */
RLV_API void rlv_lower_print_shader_flags(LLVMModuleRef module, FILE *out, rlv_diags *diags);

/* Rewrites the triple for "--sm=6.x": keeps the module's stage (or "library"). Free the
 * result with rlv_free; NULL when `sm` is not 6.0..6.9. */
RLV_API char *rlv_triple_for_sm(LLVMModuleRef module, const char *sm);

#ifdef __cplusplus
}
#endif
#endif
