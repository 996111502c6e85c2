/* IR plumbing shared by every stage (model/ir.h). */
#include <string.h>

#include "model/ir.h"
#include "model/util.h"

bool rlv_const_u64(LLVMValueRef v, uint64_t *out) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

bool rlv_const_i64(LLVMValueRef v, int64_t *out) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
    return false;
  *out = LLVMConstIntGetSExtValue(v);
  return true;
}

bool rlv_const_u32(LLVMValueRef v, uint32_t *out) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 32)
    return false;
  *out = (uint32_t)LLVMConstIntGetZExtValue(v);
  return true;
}

unsigned rlv_call_nargs(LLVMValueRef call) { return (unsigned)LLVMGetNumArgOperands(call); }

LLVMValueRef rlv_call_arg(LLVMValueRef call, unsigned i) {
  return i < LLVMGetNumArgOperands(call) ? LLVMGetOperand(call, i) : NULL;
}

const char *rlv_callee_name(LLVMValueRef call, size_t *len) {
  size_t n = 0;
  LLVMValueRef callee = call && LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
  const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &n) : "";
  if (len)
    *len = n;
  return name;
}

LLVMValueRef *rlv_calls_to(LLVMValueRef fn, size_t *count) {
  size_t n = 0, cap = 0;
  LLVMValueRef *calls = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != fn)
      continue;
    if (n == cap)
      calls = rlv_xrealloc(calls, (cap = cap ? cap * 2 : 16) * sizeof *calls);
    calls[n++] = user;
  }
  *count = n;
  return calls;
}

const char *rlv_value_name(LLVMValueRef v) {
  size_t len = 0;
  const char *name = v ? LLVMGetValueName2(v, &len) : NULL;
  return name ? name : "";
}

bool rlv_intrinsic_name_is(const char *name, const char *base) {
  size_t n = strlen(base);
  return strncmp(name, base, n) == 0 && (name[n] == 0 || name[n] == '.');
}

bool rlv_is_undef_or_poison(LLVMValueRef v) { return v && (LLVMIsUndef(v) || LLVMIsPoison(v)); }
