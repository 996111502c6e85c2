/* State shared by the verifier's rule families during one run over one module. */
#ifndef RLV_VERIFIER_VCTX_H
#define RLV_VERIFIER_VCTX_H

#include <stddef.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "model/ir.h" /* the families' constant and call-argument readers */
#include "model/liveset.h"
#include "model/ptrmap.h"
#include "model/value_text.h"
#include "rlv/catalog.h"
#include "rlv/diag.h"
#include "rlv/model.h"
#include "rlv/verify.h"

/* A call to a catalogued intrinsic in a live function, in program order. */
typedef struct rlv_icall {
  LLVMValueRef call;
  rlv_intrinsic id;
} rlv_icall;

typedef struct rlv_vctx {
  LLVMModuleRef module;
  LLVMContextRef llctx;
  LLVMTargetDataRef dl;
  rlv_target target;
  rlv_diags *diags;
  const rlv_verify_options *options;
  rlv_liveset live;
  rlv_value_printer *printer; /* prints values for messages in linear time */
  rlv_icall *calls; /* every catalogued intrinsic call in live code */
  size_t ncalls;
} rlv_vctx;

/* Rule families, one per file. */
void rlv_check_bindings(rlv_vctx *v);  /* bindings.c */
void rlv_check_accesses(rlv_vctx *v);  /* access.c */
void rlv_check_counters(rlv_vctx *v);  /* counters.c */
void rlv_check_spirv(rlv_vctx *v);     /* spirv.c */
void rlv_check_split64(rlv_vctx *v);   /* split64.c */
void rlv_check_cbuffer_members(rlv_vctx *v); /* cbuffer_members.c */
void rlv_check_dxil(rlv_vctx *v);            /* dxil_driver.c: the DXIL level */
/* True when the module calls a dx.op.* function (auto level then adds the DXIL families). */
bool rlv_module_calls_dxil_ops(LLVMModuleRef module);

/* The value a load from a local variable certainly reads (local_value.c): for a load from
 * an alloca whose only store precedes it in its block and whose other uses are loads, the
 * stored value, followed through such loads; v itself otherwise. */
LLVMValueRef rlv_stored_value(LLVMValueRef v);

#endif
