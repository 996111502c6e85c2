/* The stages' helpers for calls and functions: collecting the calls of a catalogued
 * intrinsic, classifying a callee once, deleting functions in step with that cache. Kept out
 * of the driver (lower.c) so that no stage depends on it. */
#include <stdlib.h>
#include <string.h>

#include "lower/lctx.h"
#include "model/ir.h"
#include "model/util.h"

LLVMValueRef *rlv_collect_calls(LLVMModuleRef module, rlv_intrinsic id, size_t *count) {
  size_t n = 0;
  LLVMValueRef *calls = NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    if (rlv_intrinsic_of_name(name, len) != id)
      continue;
    size_t k = 0;
    LLVMValueRef *of_fn = rlv_calls_to(fn, &k);
    if (k) {
      calls = rlv_xrealloc(calls, (n + k) * sizeof *calls);
      memcpy(calls + n, of_fn, k * sizeof *calls);
      n += k;
    }
    free(of_fn);
  }
  *count = n;
  return calls;
}

rlv_intrinsic rlv_lower_call_id(rlv_lctx *l, LLVMValueRef v) {
  if (!v || !LLVMIsACallInst(v))
    return RLV_INTR_NONE;
  LLVMValueRef callee = LLVMGetCalledValue(v);
  if (!callee || !LLVMIsAFunction(callee))
    return RLV_INTR_NONE;
  uintptr_t id = 0;
  if (rlv_ptrmap_get(&l->callee_ids, callee, &id) && id != 0)
    return (rlv_intrinsic)(id - 1);
  size_t len = 0;
  const char *name = LLVMGetValueName2(callee, &len);
  rlv_intrinsic found = rlv_intrinsic_of_name(name, len);
  rlv_ptrmap_put(&l->callee_ids, callee, (uintptr_t)found + 1);
  return found;
}

void rlv_delete_function(rlv_lctx *l, LLVMValueRef fn) {
  if (rlv_ptrmap_has(&l->callee_ids, fn))
    rlv_ptrmap_put(&l->callee_ids, fn, 0);
  l->fn_epoch++;
  LLVMDeleteFunction(fn);
}

void rlv_erase_if_unused(rlv_lctx *l, LLVMValueRef fn) {
  if (fn && !LLVMGetFirstUse(fn))
    rlv_delete_function(l, fn);
}
