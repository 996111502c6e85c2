/* Names of resources: the C string a handle creation's name operand points to. */
#include <string.h>

#include "model/util.h"
#include "rlv/model.h"

char *rlv_name_operand(LLVMValueRef ptr) {
  if (!ptr || !LLVMIsAGlobalVariable(ptr))
    return NULL;
  LLVMValueRef init = LLVMGetInitializer(ptr);
  if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
    return NULL;
  size_t len = 0;
  const char *s = LLVMGetAsString(init, &len);
  const char *nul = memchr(s, '\0', len);
  return rlv_xstrndup(s, nul ? (size_t)(nul - s) : len);
}
