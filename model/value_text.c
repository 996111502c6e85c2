/* Printing IR values in time linear in the module (see value_text.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "model/ptrmap.h"
#include "model/util.h"
#include "model/value_text.h"

/* One function's numbering: every unnamed argument, block and non-void instruction. */
typedef struct fn_slots {
  rlv_ptrmap slots; /* value -> slot + 1 */
  size_t instructions;
} fn_slots;

struct rlv_value_printer {
  rlv_ptrmap functions; /* function -> index + 1 into fns */
  fn_slots *fns;
  size_t count, cap;
};

rlv_value_printer *rlv_value_printer_create(void) {
  return rlv_xcalloc(1, sizeof(rlv_value_printer));
}

void rlv_value_printer_free(rlv_value_printer *printer) {
  if (!printer)
    return;
  for (size_t i = 0; i < printer->count; i++)
    rlv_ptrmap_free(&printer->fns[i].slots);
  free(printer->fns);
  rlv_ptrmap_free(&printer->functions);
  free(printer);
}

static bool has_name(LLVMValueRef v) {
  size_t len = 0;
  LLVMGetValueName2(v, &len);
  return len != 0;
}

/* LLVM's SlotTracker::processFunction order. */
static const fn_slots *slots_of(rlv_value_printer *printer, LLVMValueRef fn) {
  uintptr_t at;
  if (rlv_ptrmap_get(&printer->functions, fn, &at))
    return &printer->fns[at - 1];
  if (printer->count == printer->cap) {
    printer->cap = printer->cap ? printer->cap * 2 : 8;
    printer->fns = rlv_xrealloc(printer->fns, printer->cap * sizeof *printer->fns);
  }
  fn_slots *f = &printer->fns[printer->count++];
  *f = (fn_slots){0};
  rlv_ptrmap_put(&printer->functions, fn, printer->count);
  uintptr_t next = 0;
  for (LLVMValueRef a = LLVMGetFirstParam(fn); a; a = LLVMGetNextParam(a))
    if (!has_name(a))
      rlv_ptrmap_put(&f->slots, a, ++next);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef bv = LLVMBasicBlockAsValue(bb);
    if (!has_name(bv))
      rlv_ptrmap_put(&f->slots, bv, ++next);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      f->instructions++;
      if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind && !has_name(i))
        rlv_ptrmap_put(&f->slots, i, ++next);
    }
  }
  return f;
}

static LLVMValueRef function_of(LLVMValueRef v) {
  if (LLVMIsAInstruction(v)) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
    return bb ? LLVMGetBasicBlockParent(bb) : NULL;
  }
  if (LLVMIsAArgument(v))
    return LLVMGetParamParent(v);
  if (LLVMIsABasicBlock(v))
    return LLVMGetBasicBlockParent(LLVMValueAsBasicBlock(v));
  return NULL;
}

/* "%name" as LLVM writes it: quoted, with \XX escapes, unless it is a plain identifier. */
static void append_local_name(rlv_buf *out, const char *name, size_t len) {
  bool quote = isdigit((unsigned char)name[0]);
  for (size_t i = 0; i < len && !quote; i++) {
    unsigned char c = (unsigned char)name[i];
    quote = !isalnum(c) && c != '-' && c != '.' && c != '_';
  }
  rlv_buf_puts(out, "%");
  if (!quote) {
    rlv_buf_append(out, name, len);
    return;
  }
  rlv_buf_puts(out, "\"");
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)name[i];
    if (isprint(c) && c != '\\' && c != '"')
      rlv_buf_append(out, (const char *)&c, 1);
    else
      rlv_buf_printf(out, "\\%02X", c);
  }
  rlv_buf_puts(out, "\"");
}

/* The reference of a function-local value from the numbering; false if it has none. */
static bool append_local_ref(rlv_buf *out, const fn_slots *f, LLVMValueRef v) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(v, &len);
  if (len) {
    append_local_name(out, name, len);
    return true;
  }
  uintptr_t slot;
  if (!rlv_ptrmap_get(&f->slots, v, &slot))
    return false;
  rlv_buf_printf(out, "%%%lu", (unsigned long)(slot - 1));
  return true;
}

static const char *buf_text(const rlv_buf *b) { return b->data ? b->data : ""; }

static char *one_line(const char *llvm_text) {
  const char *s = llvm_text + strspn(llvm_text, " ");
  char *text = rlv_xstrdup(s);
  for (char *p = text; *p; p++)
    if (*p == '\n')
      *p = ' ';
  return text;
}

static char *llvm_print(LLVMValueRef v) {
  char *llvm_text = LLVMPrintValueToString(v);
  char *text = one_line(llvm_text);
  LLVMDisposeMessage(llvm_text);
  return text;
}

/* Whether an unattached clone prints the unnamed local operands in operand order (a call
 * prints its callee, the last operand, first). Terminators, PHIs and landing pads print
 * blocks and operands in other orders: they go to LLVM's own printer. */
static bool clone_printable(LLVMValueRef inst) {
  return !LLVMIsATerminatorInst(inst) && !LLVMIsAPHINode(inst) && !LLVMIsALandingPadInst(inst) &&
         !LLVMIsACatchPadInst(inst) && !LLVMIsACleanupPadInst(inst);
}

/* The operand printed k-th among n (a call's callee first). */
static unsigned print_order(LLVMValueRef inst, unsigned n, unsigned k) {
  if (LLVMIsACallInst(inst))
    return k == 0 ? n - 1 : k - 1;
  return k;
}

/* An instruction of a large function: LLVM prints an unattached clone without numbering
 * the function, writing "<badref>" for each unnamed local operand; those are filled in, in
 * print order, from the function's numbering. NULL when the text does not line up. */
static char *clone_print(const fn_slots *f, LLVMValueRef inst) {
  LLVMValueRef clone = LLVMInstructionClone(inst);
  if (!clone)
    return NULL;
  /* Metadata attachments print as module-wide numbers, which the clone has none of. */
  size_t nmd = 0;
  LLVMValueMetadataEntry *md = LLVMInstructionGetAllMetadataOtherThanDebugLoc(clone, &nmd);
  for (size_t i = 0; i < nmd; i++)
    LLVMSetMetadata(clone, LLVMValueMetadataEntriesGetKind(md, (unsigned)i), NULL);
  LLVMDisposeValueMetadataEntries(md);
  LLVMInstructionSetDebugLoc(clone, NULL);
  char *body = LLVMPrintValueToString(clone);
  LLVMDeleteInstruction(clone);

  rlv_buf out = {0};
  if (LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVoidTypeKind) {
    append_local_ref(&out, f, inst);
    rlv_buf_puts(&out, " = ");
  }
  const char *s = body + strspn(body, " ");
  /* The clone's own result has no number: it was written above. */
  if (strncmp(s, "<badref> = ", 11) == 0)
    s += 11;
  /* Without a module LLVM cannot tell the callee is in the program address space (0 in
   * every DXIL and SPIR-V data layout) and says so; the attached call does not. */
  char *as0 = strstr(s, "call addrspace(0) ");
  if (as0)
    memmove(as0 + 5, as0 + 18, strlen(as0 + 18) + 1);
  unsigned n = (unsigned)LLVMGetNumOperands(inst), k = 0;
  bool ok = true;
  for (const char *bad; ok && (bad = strstr(s, "<badref>")); s = bad + strlen("<badref>")) {
    rlv_buf_append(&out, s, (size_t)(bad - s));
    ok = false;
    while (k < n && !ok) {
      LLVMValueRef op = LLVMGetOperand(inst, print_order(inst, n, k++));
      bool local = op && (LLVMIsAInstruction(op) || LLVMIsAArgument(op) || LLVMIsABasicBlock(op));
      if (local && !has_name(op))
        ok = append_local_ref(&out, f, op);
    }
  }
  /* Every unnamed local operand must have matched a "<badref>", in order. */
  while (ok && k < n) {
    LLVMValueRef op = LLVMGetOperand(inst, print_order(inst, n, k++));
    ok = !(op && (LLVMIsAInstruction(op) || LLVMIsAArgument(op)) && !has_name(op));
  }
  if (ok)
    rlv_buf_puts(&out, s);
  LLVMDisposeMessage(body);
  char *text = ok ? one_line(buf_text(&out)) : NULL;
  rlv_buf_free(&out);
  return text;
}

char *rlv_value_text(rlv_value_printer *printer, LLVMValueRef v) {
  LLVMValueRef fn = LLVMIsAInstruction(v) ? function_of(v) : NULL;
  if (!fn || !clone_printable(v))
    return llvm_print(v);
  const fn_slots *f = slots_of(printer, fn);
  if (f->instructions <= RLV_VALUE_TEXT_FULL_PRINT)
    return llvm_print(v);
  char *text = clone_print(f, v);
  return text ? text : llvm_print(v);
}

char *rlv_value_ref(rlv_value_printer *printer, LLVMValueRef v) {
  LLVMValueRef fn = function_of(v);
  if (fn) {
    rlv_buf out = {0};
    char *text = NULL;
    if (append_local_ref(&out, slots_of(printer, fn), v))
      text = rlv_xstrdup(buf_text(&out));
    rlv_buf_free(&out);
    if (text)
      return text;
  }
  char *text = LLVMPrintValueToString(v);
  const char *s = text + strspn(text, " ");
  const char *last_space = LLVMIsAArgument(v) ? strrchr(s, ' ') : NULL;
  char *out = rlv_xstrdup(last_space ? last_space + 1 : s);
  LLVMDisposeMessage(text);
  return out;
}
