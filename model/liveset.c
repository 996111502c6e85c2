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

/* A reference from an instruction of one function to a defined function. */
typedef struct edge {
  LLVMValueRef to;
  size_t next; /* the next edge of the same function + 1; 0 ends the list */
} edge;

/* The references between defined functions, from the use lists of the defined functions: a
 * use by an instruction is an operand of that instruction, so this finds exactly the
 * functions that instructions name as operands (callees and function values; metadata is
 * no operand) while touching only the uses of defined functions, not every operand of every
 * instruction of the module. `first` maps a function to its first edge + 1. */
static edge *collect_edges(LLVMModuleRef module, rlv_ptrmap *first) {
  edge *edges = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef to = LLVMGetFirstFunction(module); to; to = LLVMGetNextFunction(to)) {
    if (!is_defined(to))
      continue;
    for (LLVMUseRef u = LLVMGetFirstUse(to); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      LLVMBasicBlockRef bb = LLVMIsAInstruction(user) ? LLVMGetInstructionParent(user) : NULL;
      LLVMValueRef from = bb ? LLVMGetBasicBlockParent(bb) : NULL;
      if (!from)
        continue;
      if (n == cap)
        edges = rlv_xrealloc(edges, (cap = cap ? cap * 2 : 64) * sizeof *edges);
      uintptr_t head = 0;
      rlv_ptrmap_get(first, from, &head);
      edges[n++] = (edge){to, head};
      rlv_ptrmap_put(first, from, n);
    }
  }
  return edges;
}

void rlv_liveset_compute(rlv_liveset *set, LLVMModuleRef module, bool all_functions) {
  set->live = (rlv_ptrmap){0};
  set->has_roots = false;
  worklist wl = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (rlv_function_is_root(fn))
      set->has_roots = true;
  bool everything = all_functions || !set->has_roots;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (everything || rlv_function_is_root(fn))
      mark(set, &wl, fn);
  if (!everything) {
    rlv_ptrmap first = {0};
    edge *edges = collect_edges(module, &first);
    while (wl.count) {
      LLVMValueRef fn = wl.items[--wl.count];
      uintptr_t e = 0;
      for (rlv_ptrmap_get(&first, fn, &e); e; e = edges[e - 1].next)
        mark(set, &wl, edges[e - 1].to);
    }
    free(edges);
    rlv_ptrmap_free(&first);
  }
  free(wl.items);
}

void rlv_liveset_free(rlv_liveset *set) { rlv_ptrmap_free(&set->live); }
