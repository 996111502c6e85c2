/* The list of findings: owns every string it holds. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "model/value_text.h"
#include "rlv/diag.h"

struct rlv_diags {
  rlv_diag *items;
  size_t count, capacity;
  char *file;
  bool werror;
  rlv_value_printer *printer; /* borrowed; NULL: LLVM prints */
};

rlv_diags *rlv_diags_create(void) {
  rlv_diags *d = rlv_xcalloc(1, sizeof *d);
  d->file = rlv_xstrdup("-");
  return d;
}

void rlv_diags_free(rlv_diags *diags) {
  if (!diags)
    return;
  for (size_t i = 0; i < diags->count; i++) {
    rlv_diag *it = &diags->items[i];
    free(it->file);
    free(it->function);
    free(it->message);
    free(it->instruction);
  }
  free(diags->items);
  free(diags->file);
  free(diags);
}

void rlv_diags_set_file(rlv_diags *diags, const char *file) {
  free(diags->file);
  diags->file = rlv_xstrdup(file ? file : "-");
}

void rlv_diags_set_werror(rlv_diags *diags, bool werror) { diags->werror = werror; }

void rlv_diags_set_value_printer(rlv_diags *diags, rlv_value_printer *printer) {
  diags->printer = printer;
}

/* The function an instruction, argument or basic block lives in; NULL for globals. */
static LLVMValueRef enclosing_function(LLVMValueRef at) {
  if (!at)
    return NULL;
  if (LLVMIsAFunction(at))
    return at;
  if (LLVMIsAInstruction(at)) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(at);
    return bb ? LLVMGetBasicBlockParent(bb) : NULL;
  }
  if (LLVMIsAArgument(at))
    return LLVMGetParamParent(at);
  return NULL;
}

static char *print_value(rlv_diags *diags, LLVMValueRef at) {
  if (!at || LLVMIsAFunction(at))
    return NULL;
  if (diags->printer)
    return rlv_value_text(diags->printer, at);
  char *llvm_text = LLVMPrintValueToString(at);
  char *text = rlv_xstrdup(llvm_text);
  LLVMDisposeMessage(llvm_text);
  /* One line: a global initializer or a long call never carries newlines, but be safe. */
  for (char *p = text; *p; p++)
    if (*p == '\n')
      *p = ' ';
  /* Drop LLVM's leading indentation of instructions. */
  size_t lead = strspn(text, " ");
  if (lead)
    memmove(text, text + lead, strlen(text + lead) + 1);
  return text;
}

static void push(rlv_diags *diags, rlv_rule_id rule, const char *function, LLVMValueRef at,
                 const char *fmt, va_list ap) {
  if (diags->count == diags->capacity) {
    diags->capacity = diags->capacity ? diags->capacity * 2 : 16;
    diags->items = rlv_xrealloc(diags->items, diags->capacity * sizeof *diags->items);
  }
  rlv_severity sev = rlv_rule_get(rule)->severity;
  if (sev == RLV_SEV_WARNING && diags->werror)
    sev = RLV_SEV_ERROR;
  rlv_diag *it = &diags->items[diags->count++];
  it->rule = rule;
  it->severity = sev;
  it->file = rlv_xstrdup(diags->file);
  it->function = function ? rlv_xstrdup(function) : NULL;
  it->message = rlv_vstrf(fmt, ap);
  it->instruction = print_value(diags, at);
}

void rlv_report(rlv_diags *diags, rlv_rule_id rule, LLVMValueRef at, const char *fmt, ...) {
  LLVMValueRef fn = enclosing_function(at);
  size_t len = 0;
  const char *name = fn ? LLVMGetValueName2(fn, &len) : NULL;
  char *fname = name ? rlv_xstrndup(name, len) : NULL;
  va_list ap;
  va_start(ap, fmt);
  push(diags, rule, fname, at, fmt, ap);
  va_end(ap);
  free(fname);
}

void rlv_report_in(rlv_diags *diags, rlv_rule_id rule, const char *function, LLVMValueRef at,
                   const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  push(diags, rule, function, at, fmt, ap);
  va_end(ap);
}

size_t rlv_diags_count(const rlv_diags *diags) { return diags->count; }

const rlv_diag *rlv_diags_at(const rlv_diags *diags, size_t index) {
  return index < diags->count ? &diags->items[index] : NULL;
}

size_t rlv_diags_count_at_least(const rlv_diags *diags, rlv_severity sev) {
  size_t n = 0;
  for (size_t i = 0; i < diags->count; i++)
    n += diags->items[i].severity >= sev;
  return n;
}

bool rlv_diags_has_rule(const rlv_diags *diags, rlv_rule_id rule) {
  for (size_t i = 0; i < diags->count; i++)
    if (diags->items[i].rule == rule)
      return true;
  return false;
}
