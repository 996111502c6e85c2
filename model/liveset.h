/* The functions the DirectX pipeline keeps: entry points, exports and what they reach. */
#ifndef RLV_MODEL_LIVESET_H
#define RLV_MODEL_LIVESET_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "model/ptrmap.h"

typedef struct rlv_liveset {
  rlv_ptrmap live;   /* defined functions that are kept */
  bool has_roots;    /* the module marks an entry point or export */
} rlv_liveset;

/* With all_functions, every defined function is live. */
void rlv_liveset_compute(rlv_liveset *set, LLVMModuleRef module, bool all_functions);
void rlv_liveset_free(rlv_liveset *set);
static inline bool rlv_liveset_has(const rlv_liveset *set, LLVMValueRef fn) {
  return rlv_ptrmap_has(&set->live, fn);
}
/* True when fn carries "hlsl.shader" or "hlsl.export". */
bool rlv_function_is_root(LLVMValueRef fn);

#endif
