/* State shared by the lowering stages during one run over one module. */
#ifndef RLV_LOWER_LCTX_H
#define RLV_LOWER_LCTX_H

#include <stdbool.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "lower/restable.h"
#include "model/ptrmap.h"
#include "rlv/catalog.h"
#include "rlv/diag.h"
#include "rlv/lower.h"
#include "rlv/model.h"

typedef struct rlv_lctx {
  LLVMModuleRef module;
  LLVMContextRef llctx;
  LLVMBuilderRef builder;
  LLVMTargetDataRef dl;
  rlv_target target;
  rlv_diags *diags;
  /* The module's resources, built by translate-metadata (or on demand by op-lower when it
   * runs alone); record ids come from here. */
  rlv_restable resources;
  bool resources_built;
  /* Declarations the DXIL builder already made (dxil_builder.c owns it). */
  struct rlv_dxb_cache *dxb_cache;
  /* Callee function -> its rlv_intrinsic + 1 (0: not classified yet), so that a call is
   * classified by a lookup instead of a name match. Emptied by the driver before every
   * stage (an LLVM pass may delete functions) and kept in step by rlv_delete_function. */
  rlv_ptrmap callee_ids;
  /* Bumped whenever a function may have been deleted: caches that hold function
   * pointers re-validate them when it changed (a new function may reuse the address). */
  unsigned long fn_epoch;
} rlv_lctx;

/* A stage returns false when it reported an error and lowering must stop. */
typedef bool (*rlv_stage_fn)(rlv_lctx *l);

bool rlv_stage_promote_locals(rlv_lctx *l);      /* promote_locals.c */
bool rlv_stage_finalize(rlv_lctx *l);            /* finalize.c */
bool rlv_stage_mem_intrinsics(rlv_lctx *l);      /* mem_intrinsics.c */
bool rlv_stage_cbuffer_access(rlv_lctx *l);      /* cbuffer_access.c */
bool rlv_stage_resource_access(rlv_lctx *l);     /* resource_access.c */
bool rlv_stage_intrinsic_expansion(rlv_lctx *l); /* intrinsic_expansion.c */
bool rlv_stage_forward_handles(rlv_lctx *l);     /* forward_handles.c */
bool rlv_stage_legalize(rlv_lctx *l);            /* legalize.c */
bool rlv_stage_implicit_binding(rlv_lctx *l);    /* implicit_binding.c */
bool rlv_stage_translate_metadata(rlv_lctx *l);  /* metadata.c */
bool rlv_stage_op_lower(rlv_lctx *l);            /* op_lower.c */
bool rlv_stage_scalarize(rlv_lctx *l);           /* scalarize.c */

/* Calls and functions (calls.c). */

/* Calls in the module to the catalogued intrinsic `id`, collected first so that callers may
 * erase or replace them while iterating. Free with free(). */
LLVMValueRef *rlv_collect_calls(LLVMModuleRef module, rlv_intrinsic id, size_t *count);
/* rlv_intrinsic_of_call with the callee's classification cached in `l`. */
rlv_intrinsic rlv_lower_call_id(rlv_lctx *l, LLVMValueRef v);
/* Deletes a function; every function deletion of the stages goes through here. */
void rlv_delete_function(rlv_lctx *l, LLVMValueRef fn);
/* Deletes a function declaration once nothing uses it. */
void rlv_erase_if_unused(rlv_lctx *l, LLVMValueRef fn);

/* Runs LLVM's new-PM pipeline (`sroa`, `globaldce`, ...) on the module through the C API;
 * false after reporting LLVM's error (lower.c). */
bool rlv_lower_run_llvm_passes(rlv_lctx *l, const char *pipeline);

#endif
