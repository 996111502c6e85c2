/* Stage finalize: keep entry points, exports and what they reach; make every other defined
 * function internal and let GlobalDCE delete what is dead (LLVM's FinalizeLinkage +
 * GlobalDCE). A module that marks no entry point or export keeps every function. */
#include <llvm-c/Error.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "lower/lctx.h"
#include "model/liveset.h"

bool rlv_stage_finalize(rlv_lctx *l) {
  bool has_roots = false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    has_roots |= rlv_function_is_root(fn);
  if (!has_roots) {
    rlv_report(l->diags, RLV_RULE_LOWER_NO_ENTRY_POINT, NULL,
               "no function is marked hlsl.shader or hlsl.export; every defined function is kept");
    return true;
  }
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !rlv_function_is_root(fn))
      LLVMSetLinkage(fn, LLVMInternalLinkage);
  LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(l->module, "globaldce", NULL, opts);
  LLVMDisposePassBuilderOptions(opts);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, NULL, "globaldce failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}
