/* Reachability from entry points and exports over direct calls and function references. */
#include "model/liveset.h"

#include <stdlib.h>

#include "model/util.h"

static bool has_fn_attr(LLVMValueRef fn, const char *name, unsigned len) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, name, len) != NULL;
}

bool rlv_function_is_root(LLVMValueRef fn) {
  return has_fn_attr(fn, "hlsl.shader", 11) || has_fn_attr(fn, "hlsl.export", 11);
}

static bool is_defined(LLVMValueRef fn) { return LLVMCountBasicBlocks(fn) > 0; }

typedef struct worklist {
  LLVMValueRef *items;
  size_t count, cap;
} worklist;

static void mark(rlv_liveset *set, worklist *wl, LLVMValueRef fn) {
  if (!is_defined(fn) || rlv_ptrmap_has(&set->live, fn))
    return;
  rlv_ptrmap_put(&set->live, fn, 1);
  if (wl->count == wl->cap) {
    wl->cap = wl->cap ? wl->cap * 2 : 32;
    wl->items = rlv_xrealloc(wl->items, wl->cap * sizeof *wl->items);
  }
  wl->items[wl->count++] = fn;
}

/* Functions referenced by a value: direct operands, and one level into constant
 * expressions (bitcasts of functions are gone with opaque pointers). */
static void mark_operands(rlv_liveset *set, worklist *wl, LLVMValueRef inst) {
  int n = LLVMGetNumOperands(inst);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);
    if (op && LLVMIsAFunction(op))
      mark(set, wl, op);
  }
}

void rlv_liveset_compute(rlv_liveset *set, LLVMModuleRef module, bool all_functions) {
  set->live = (rlv_ptrmap){0};
  set->has_roots = false;
  worklist wl = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (rlv_function_is_root(fn))
      set->has_roots = true;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (all_functions || !set->has_roots || rlv_function_is_root(fn))
      mark(set, &wl, fn);
  while (wl.count) {
    LLVMValueRef fn = wl.items[--wl.count];
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst))
        mark_operands(set, &wl, inst);
  }
  free(wl.items);
}

void rlv_liveset_free(rlv_liveset *set) { rlv_ptrmap_free(&set->live); }
