/* The functions prove compares: the code the DirectX pipeline keeps (DESIGN.md), decided
 * here rather than taken from the set lower/ and the verifier share, so that a wrong choice
 * there cannot hide a function from the proof. The roots are the entry points
 * ("hlsl.shader") and exported functions ("hlsl.export"); a kept function keeps every
 * defined function that one of its instructions names as an operand (a callee or a
 * function value). A module that marks no root keeps every defined function. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

static bool has_fn_attr(LLVMValueRef fn, const char *name) {
  return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, name,
                                       (unsigned)strlen(name)) != NULL;
}

static bool is_root(LLVMValueRef fn) {
  return has_fn_attr(fn, "hlsl.shader") || has_fn_attr(fn, "hlsl.export");
}

static bool is_defined(LLVMValueRef fn) { return LLVMCountBasicBlocks(fn) > 0; }

/* Functions kept but not yet walked. */
typedef struct fn_stack {
  LLVMValueRef *items;
  size_t count, cap;
} fn_stack;

static void keep(sx_kept *k, fn_stack *todo, LLVMValueRef fn) {
  if (!is_defined(fn) || rlv_ptrmap_has(&k->fns, fn))
    return;
  rlv_ptrmap_put(&k->fns, fn, 1);
  if (todo->count == todo->cap) {
    todo->cap = todo->cap ? todo->cap * 2 : 32;
    todo->items = rlv_xrealloc(todo->items, todo->cap * sizeof *todo->items);
  }
  todo->items[todo->count++] = fn;
}

/* Keeps the defined functions that fn's instructions name as operands. */
static void keep_named(sx_kept *k, fn_stack *todo, LLVMValueRef fn) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      int n = LLVMGetNumOperands(i);
      for (int op = 0; op < n; op++) {
        LLVMValueRef v = LLVMGetOperand(i, (unsigned)op);
        if (v && LLVMIsAFunction(v))
          keep(k, todo, v);
      }
    }
}

void sx_kept_compute(sx_kept *k, LLVMModuleRef m) {
  k->fns = (rlv_ptrmap){0};
  bool any_root = false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && !any_root; fn = LLVMGetNextFunction(fn))
    any_root = is_root(fn);
  fn_stack todo = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (!any_root || is_root(fn))
      keep(k, &todo, fn);
  while (any_root && todo.count)
    keep_named(k, &todo, todo.items[--todo.count]);
  free(todo.items);
}

bool sx_kept_has(const sx_kept *k, LLVMValueRef fn) { return rlv_ptrmap_has(&k->fns, fn); }

void sx_kept_free(sx_kept *k) { rlv_ptrmap_free(&k->fns); }
