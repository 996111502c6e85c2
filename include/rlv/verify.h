/* The verifier: rule checks over a module at the intrinsic and (later) DXIL level. */
#ifndef RLV_VERIFY_H
#define RLV_VERIFY_H

#include "rlv/api.h"

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "rlv/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum rlv_verify_level {
  RLV_LEVEL_AUTO,
  RLV_LEVEL_INTRINSIC,
  RLV_LEVEL_DXIL,
} rlv_verify_level;

typedef struct rlv_verify_options {
  rlv_verify_level level;
  bool all_functions; /* also check functions the DirectX pipeline would delete */
  bool scalarized;    /* the DXIL is complete (scalarized): also reject vectors before SM 6.9 */
} rlv_verify_options;

/* Checks `module` and reports every finding into `diags`. Never modifies the module. */
RLV_API void rlv_verify_module(LLVMModuleRef module, const rlv_verify_options *options,
                               rlv_diags *diags);

#ifdef __cplusplus
}
#endif
#endif
