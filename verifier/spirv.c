/* SPIR-V rules (reference §1.6): a counter handle is made from a writeable storage buffer
 * (RW/Append/Consume structured buffer) and is itself a writeable storage buffer of i32. */
#include <stdlib.h>

#include "verifier/layout.h"
#include "verifier/vctx.h"

#define STORAGE_CLASS_STORAGE_BUFFER 12u

static bool is_writeable_storage_buffer(const rlv_restype *rt) {
  return rt->tt == RLV_TT_SPIRV_VULKANBUFFER && rt->storage_class == STORAGE_CLASS_STORAGE_BUFFER &&
         rt->writeable == 1;
}

/* What is wrong with a type that should be a writeable storage buffer, or NULL. */
static const char *storage_buffer_problem(LLVMTypeRef type, rlv_restype *rt) {
  if (!rlv_restype_parse(type, rt))
    return "not a resource handle";
  if (rlv_tt_is_dx(rt->tt))
    return NULL; /* access-family-mismatch */
  if (rt->tt != RLV_TT_SPIRV_VULKANBUFFER)
    return "not a spirv.VulkanBuffer";
  if (!rt->well_formed)
    return NULL; /* type-param-count */
  if (rt->storage_class != STORAGE_CLASS_STORAGE_BUFFER)
    return "not in the StorageBuffer storage class (12)";
  return rt->writeable == 1 ? NULL : "not writeable (IsWriteable must be 1)";
}

static void check_counter_handle(rlv_vctx *v, LLVMValueRef call, const char *name) {
  LLVMValueRef main = rlv_call_arg(call, 0);
  rlv_restype rt;
  if (!main) {
    rlv_report(v->diags, RLV_RULE_SPIRV_COUNTER_HANDLE, call, "%s has no buffer operand", name);
    return;
  }
  const char *problem = storage_buffer_problem(LLVMTypeOf(main), &rt);
  if (problem) {
    char *ts = rlv_type_string(LLVMTypeOf(main));
    rlv_report(v->diags, RLV_RULE_SPIRV_COUNTER_HANDLE, call,
               "%s makes a counter for %s, which is %s; counters belong to writeable storage buffers "
               "(spirv.VulkanBuffer(..., 12, 1))", name, ts, problem);
    free(ts);
  }
  /* The counter itself is a one-i32 writeable storage buffer that updatecounter operates on. */
  LLVMTypeRef counter = LLVMTypeOf(call);
  bool parsed = rlv_restype_parse(counter, &rt);
  bool counter_ok = parsed && (rlv_tt_is_dx(rt.tt) || !rt.well_formed ||
                               (is_writeable_storage_buffer(&rt) && rt.element &&
                                LLVMGetTypeKind(rt.element) == LLVMIntegerTypeKind &&
                                LLVMGetIntTypeWidth(rt.element) == 32));
  if (!counter_ok) {
    char *ts = rlv_type_string(counter);
    rlv_report(v->diags, RLV_RULE_SPIRV_COUNTER_HANDLE, call,
               "%s returns %s; a counter handle is spirv.VulkanBuffer(i32, 12, 1)", name, ts);
    free(ts);
  }
}

void rlv_check_spirv(rlv_vctx *v) {
  for (size_t i = 0; i < v->ncalls; i++) {
    const rlv_icall *ic = &v->calls[i];
    if (ic->id == RLV_SPV_COUNTERHANDLEFROMBINDING || ic->id == RLV_SPV_COUNTERHANDLEFROMIMPLICITBINDING)
      check_counter_handle(v, ic->call, rlv_intrinsic_info_get(ic->id)->name);
  }
}
