/* Stage finalize: keep entry points, exports and what they reach; make every other defined
 * function internal and let GlobalDCE delete what is dead (LLVM's FinalizeLinkage +
 * GlobalDCE). A module that marks no entry point or export keeps every function. */
#include <stdlib.h>

#include <llvm-c/Comdat.h>

#include "lower/lctx.h"
#include "model/liveset.h"
#include "model/ptrmap.h"
#include "model/util.h"

/* ---- GlobalDCE without walking every use ----
 * GlobalDCE walks every use of every global, so every call of every intrinsic: on a big
 * module that costs as much as a walk over all of its instructions. Usually every defined
 * function is reachable and at most a few unused declarations or constants are dead. The
 * test below proves that from the use lists of the defined functions and the first
 * instruction user of every other global, and then deletes those few itself; GlobalDCE runs
 * whenever it cannot tell. It is conservative: uses by constants (initializers, constant
 * expressions), aliases, ifuncs, comdats and global constructors send a module to GlobalDCE. */

/* LLVM's GlobalValue::isDiscardableIfUnused. */
static bool is_discardable(LLVMValueRef gv) {
  switch (LLVMGetLinkage(gv)) {
  case LLVMLinkOnceAnyLinkage:
  case LLVMLinkOnceODRLinkage:
  case LLVMLinkOnceODRAutoHideLinkage:
  case LLVMInternalLinkage:
  case LLVMPrivateLinkage:
  case LLVMAvailableExternallyLinkage:
    return true;
  default:
    return false;
  }
}

static LLVMValueRef function_of(LLVMValueRef inst) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  return bb ? LLVMGetBasicBlockParent(bb) : NULL;
}

/* True when an instruction uses `gv`. Every defined function being alive (checked first),
 * that instruction keeps `gv` alive. */
static bool has_instruction_user(LLVMValueRef gv) {
  for (LLVMUseRef u = LLVMGetFirstUse(gv); u; u = LLVMGetNextUse(u))
    if (LLVMIsAInstruction(LLVMGetUser(u)))
      return true;
  return false;
}

typedef struct defined_fn {
  LLVMValueRef fn;
  bool alive;
  size_t *callers; /* indices of the defined functions with an instruction using fn */
  size_t ncallers;
} defined_fn;

/* Marks the defined functions GlobalDCE keeps for sure (roots and whatever a kept function's
 * instructions use); true when that is all of them. */
static bool every_definition_alive(LLVMModuleRef m) {
  rlv_ptrmap index = {0}; /* defined function -> its index + 1 */
  defined_fn *fns = NULL;
  size_t n = 0, cap = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn))
      continue;
    if (n == cap)
      fns = rlv_xrealloc(fns, (cap = cap ? cap * 2 : 64) * sizeof *fns);
    fns[n] = (defined_fn){.fn = fn, .alive = !is_discardable(fn)};
    rlv_ptrmap_put(&index, fn, ++n);
  }
  for (size_t i = 0; i < n; i++) {
    size_t cap_callers = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(fns[i].fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      uintptr_t caller = 0;
      if (!LLVMIsAInstruction(user) || !rlv_ptrmap_get(&index, function_of(user), &caller))
        continue;
      if (fns[i].ncallers == cap_callers)
        fns[i].callers = rlv_xrealloc(fns[i].callers,
                                      (cap_callers = cap_callers ? cap_callers * 2 : 4) *
                                          sizeof *fns[i].callers);
      fns[i].callers[fns[i].ncallers++] = caller - 1;
    }
  }
  /* A fixpoint over the call graph: small (functions times their callers). */
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < n; i++)
      for (size_t k = 0; k < fns[i].ncallers && !fns[i].alive; k++)
        if (fns[fns[i].callers[k]].alive)
          fns[i].alive = changed = true;
  }
  bool all = true;
  for (size_t i = 0; i < n; i++) {
    all &= fns[i].alive;
    free(fns[i].callers);
  }
  free(fns);
  rlv_ptrmap_free(&index);
  return all;
}

/* An initializer that refers to no other global: deleting its global leaves nothing that
 * GlobalDCE would have destroyed with it. */
static bool is_leaf_initializer(LLVMValueRef init) {
  return !init || LLVMIsAConstantDataSequential(init) || LLVMIsAConstantInt(init) ||
         LLVMIsAConstantFP(init) || LLVMIsAConstantAggregateZero(init) ||
         LLVMIsAUndefValue(init) || LLVMIsAConstantPointerNull(init);
}

typedef struct value_list {
  LLVMValueRef *items;
  size_t count, cap;
} value_list;

static void list_push(value_list *v, LLVMValueRef x) {
  if (v->count == v->cap)
    v->items = rlv_xrealloc(v->items, (v->cap = v->cap ? v->cap * 2 : 8) * sizeof *v->items);
  v->items[v->count++] = x;
}

/* True when GlobalDCE would delete exactly the unused declarations and unused leaf globals
 * put in `dead` (in module order: functions, then variables) and nothing else. */
static bool globaldce_deletes_only(LLVMModuleRef m, value_list *dead_fns, value_list *dead_vars) {
  if (LLVMGetFirstGlobalAlias(m) || LLVMGetFirstGlobalIFunc(m) ||
      LLVMGetNamedGlobal(m, "llvm.global_ctors"))
    return false;
  if (!every_definition_alive(m))
    return false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (!LLVMIsDeclaration(fn) || has_instruction_user(fn))
      continue;
    if (LLVMGetFirstUse(fn) || LLVMGetComdat(fn))
      return false;
    list_push(dead_fns, fn);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    if ((!LLVMIsDeclaration(g) && !is_discardable(g)) || has_instruction_user(g))
      continue;
    /* a comdat member lives as long as its comdat does */
    if (LLVMGetFirstUse(g) || LLVMGetComdat(g) || !is_leaf_initializer(LLVMGetInitializer(g)))
      return false;
    list_push(dead_vars, g);
  }
  return true;
}

/* GlobalDCE, or what it would do when the cheap test above can tell. */
static bool delete_dead_globals(rlv_lctx *l) {
  value_list dead_fns = {0}, dead_vars = {0};
  bool simple = globaldce_deletes_only(l->module, &dead_fns, &dead_vars);
  if (simple) {
    for (size_t i = 0; i < dead_fns.count; i++)
      rlv_delete_function(l, dead_fns.items[i]);
    for (size_t i = 0; i < dead_vars.count; i++)
      LLVMDeleteGlobal(dead_vars.items[i]);
  }
  free(dead_fns.items);
  free(dead_vars.items);
  if (simple)
    return true;
  return rlv_lower_run_llvm_passes(l, "globaldce");
}

bool rlv_stage_finalize(rlv_lctx *l) {
  bool has_roots = false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    has_roots |= rlv_function_is_root(fn);
  if (!has_roots) {
    rlv_report(l->diags, RLV_RULE_LOWER_NO_ENTRY_POINT, NULL,
               "no function is marked hlsl.shader or hlsl.export; every defined function is kept");
    return true;
  }
  /* LLVM 22's DXILFinalizeLinkage keeps an external function of default visibility too:
   * only what clang hides (or a module makes hidden) becomes internal. */
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0 && !rlv_function_is_root(fn) &&
        !(LLVMGetLinkage(fn) == LLVMExternalLinkage &&
          LLVMGetVisibility(fn) == LLVMDefaultVisibility))
      LLVMSetLinkage(fn, LLVMInternalLinkage);
  return delete_dead_globals(l);
}
