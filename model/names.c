/* Names for messages: resource name strings and printed types. */
#include <ctype.h>
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

/* A named struct as IR writes its name (quoted and escaped when it has to be). */
static char *struct_name_string(const char *name) {
  bool quote = isdigit((unsigned char)name[0]);
  for (const char *c = name; *c && !quote; c++)
    quote = !isalnum((unsigned char)*c) && !strchr("-$._", *c);
  rlv_buf buf = {0};
  rlv_buf_puts(&buf, quote ? "%\"" : "%");
  for (const unsigned char *c = (const unsigned char *)name; *c; c++) {
    if (quote && (*c == '"' || *c == '\\' || !isprint(*c)))
      rlv_buf_printf(&buf, "\\%02X", *c);
    else
      rlv_buf_append(&buf, (const char *)c, 1);
  }
  if (quote)
    rlv_buf_puts(&buf, "\"");
  return buf.data;
}

char *rlv_type_string(LLVMTypeRef type) {
  if (LLVMGetTypeKind(type) == LLVMStructTypeKind && !LLVMIsLiteralStruct(type)) {
    const char *name = LLVMGetStructName(type);
    if (name && *name)
      return struct_name_string(name);
  }
  char *llvm_text = LLVMPrintTypeToString(type);
  char *text = rlv_xstrdup(llvm_text);
  LLVMDisposeMessage(llvm_text);
  return text;
}
