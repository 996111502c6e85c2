/* Which path a module takes through the pipeline: by its target, and for DXIL by whether
 * anything is left to lower. */
#include "check/check_private.h"
#include "model/util.h"
#include "rlv/model.h"

/* Already lowered: the module calls DXIL operations, and no llvm.dx.* intrinsic and no
 * resource type (in a defined function's parameters) is left for the lowering to rewrite. */
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
    if (rlv_starts_with_n(name, len, "llvm.dx."))
      return false;
    ops = ops || rlv_starts_with_n(name, len, "dx.op.");
  }
  return ops;
}

rlv_check_path check_classify(LLVMModuleRef module) {
  rlv_target t;
  rlv_target_parse(LLVMGetTarget(module), &t);
  if (t.arch != RLV_ARCH_DXIL)
    return RLV_CHECK_PATH_NOT_DXIL;
  return already_dxil(module) ? RLV_CHECK_PATH_ALREADY_DXIL : RLV_CHECK_PATH_LOWER;
}
