/* Stage forward-handles (LLVM's DXILForwardHandleAccesses): a load of a handle from a global
 * (e.g. `@X.cb`), or from an alloca holding a copy of one, is replaced by the handle creation
 * stored there. Per function, as in LLVM. Two different handles stored to one place, a load the
 * creation does not dominate, and a place nothing resolvable is stored to are diagnosed, not
 * guessed. As in LLVM, an alloca a handle is stored into directly is not forwarded ("not a global
 * resource handle"; promote-locals removes clang -O0's), while one holding a copy of a global's
 * handle is (llvm#140819); allocas left holding only handle stores are deleted (LLVM leaves that to
 * DSE). */
#include <stdlib.h>
#include <string.h>

#include "lower/dominators.h"
#include "lower/lctx.h"
#include "lower/ptr_offset.h"
#include "model/ir.h"
#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_DEPTH 16
#define NO_STORE ((size_t)-1)

/* A store of a handle-typed value into a place (global or alloca) of the function. */
typedef struct handle_store {
  LLVMValueRef place, value, store;
} handle_store;

/* What a place holds: one handle creation, or why not. */
typedef enum { HELD_NONE, HELD_HANDLE, HELD_CONFLICT, HELD_UNKNOWN } held_kind;

typedef struct held {
  held_kind kind;
  LLVMValueRef handle; /* HELD_HANDLE, and the first one for HELD_CONFLICT */
} held;

typedef struct fwd_ctx {
  rlv_lctx *l;
  LLVMValueRef fn;
  handle_store *stores;
  size_t nstores;
  /* The stores grouped by place, so that resolving a place does not scan every store:
   * place -> first store + 1, and each store's next store to the same place (NO_STORE
   * ends the chain); chains are in program order. */
  rlv_ptrmap first_store;
  size_t *next_store;
  rlv_ptrmap memo;   /* place -> index into `results` + 1 */
  held *results;
  size_t nresults, cap_results;
  rlv_ptrmap reported; /* places whose conflict was already reported */
  /* Handle loads and calls returning a target type (handle creations among them) -> their
   * position in the function + 1, numbered by collect: the dominance test of two of them in
   * one block is then a comparison, without numbering every instruction of the block. */
  rlv_ptrmap position;
  bool failed;
} fwd_ctx;

static bool is_handle_type(LLVMTypeRef t) { return rlv_tt_is_resource(rlv_tt_of(t)); }

static bool is_handle_creation(LLVMValueRef v) {
  rlv_intrinsic id = v ? rlv_intrinsic_of_call(v) : RLV_INTR_NONE;
  return id == RLV_DX_HANDLEFROMBINDING || id == RLV_DX_HANDLEFROMIMPLICITBINDING;
}

static bool all_zero_indices(LLVMValueRef gep) {
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx) != 0)
      return false;
  }
  return true;
}

static LLVMValueRef stored_pointer(fwd_ctx *c, LLVMValueRef place);

/* A member of a global object at a constant offset (clang -O0's `AppendStructuredBuffer`
 * global: its handle, then its counter's handle), as the place `getelementptr i8, @G, off`:
 * LLVM uniques constants, so every GEP that reaches the same byte of the same global names
 * the same place. LLVM's pass forwards only whole globals and so refuses these; SROA does not
 * split globals. NULL when the GEP is not constant or not on a global. */
static LLVMValueRef member_of_global(fwd_ctx *c, LLVMValueRef gep) {
  rlv_ptr_base base;
  if (!rlv_ptr_trace(c->l->dl, gep, &base) || !base.offset_known ||
      !LLVMIsAGlobalVariable(base.base) || base.offset < 0)
    return NULL;
  if (base.offset == 0)
    return base.base;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(LLVMGetModuleContext(c->l->module));
  LLVMValueRef off = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(c->l->module)),
                                  (unsigned long long)base.offset, false);
  return LLVMConstInBoundsGEP2(i8, base.base, &off, 1);
}

/* The global or alloca a pointer denotes: through all-zero GEPs and, as LLVM does at -O0,
 * through a pointer loaded from a slot that was only ever stored one pointer. */
static LLVMValueRef locate(fwd_ctx *c, LLVMValueRef ptr, unsigned depth) {
  for (; ptr && depth < MAX_DEPTH; depth++) {
    if (LLVMIsAGlobalVariable(ptr) || LLVMIsAAllocaInst(ptr))
      return ptr;
    bool gep = LLVMIsAGetElementPtrInst(ptr) ||
               (LLVMIsAConstantExpr(ptr) && LLVMGetConstOpcode(ptr) == LLVMGetElementPtr);
    if (gep && all_zero_indices(ptr)) {
      ptr = LLVMGetOperand(ptr, 0);
      continue;
    }
    if (gep)
      return member_of_global(c, ptr);
    if (LLVMIsALoadInst(ptr)) {
      LLVMValueRef slot = locate(c, LLVMGetOperand(ptr, 0), depth + 1);
      ptr = slot ? stored_pointer(c, slot) : NULL;
      continue;
    }
    return NULL;
  }
  return NULL;
}

/* The one pointer value stored to `slot` in the function, or NULL. */
static LLVMValueRef stored_pointer(fwd_ctx *c, LLVMValueRef slot) {
  LLVMValueRef found = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 1) != slot ||
        LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)) != c->fn)
      continue;
    LLVMValueRef v = LLVMGetOperand(user, 0);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind || (found && found != v))
      return NULL;
    found = v;
  }
  return found;
}

static held resolve_place(fwd_ctx *c, LLVMValueRef place, unsigned depth);

static held resolve_value(fwd_ctx *c, LLVMValueRef v, unsigned depth) {
  if (is_handle_creation(v))
    return (held){HELD_HANDLE, v};
  if (LLVMIsALoadInst(v) && depth < MAX_DEPTH) {
    LLVMValueRef place = locate(c, LLVMGetOperand(v, 0), depth + 1);
    if (place)
      return resolve_place(c, place, depth + 1);
  }
  return (held){HELD_UNKNOWN, NULL};
}

static void report_overwrite(fwd_ctx *c, LLVMValueRef place, LLVMValueRef first, LLVMValueRef next) {
  if (rlv_ptrmap_has(&c->reported, place))
    return;
  rlv_ptrmap_put(&c->reported, place, 1);
  rlv_report(c->l->diags, RLV_RULE_LOWER_HANDLE_OVERWRITE, next,
             "Handle at \"%s\" overwrites handle at \"%s\"", rlv_value_name(next),
             rlv_value_name(first));
  c->failed = true;
}

/* Combines the handles stored to `place` in program order. */
static held resolve_place(fwd_ctx *c, LLVMValueRef place, unsigned depth) {
  uintptr_t slot;
  if (rlv_ptrmap_get(&c->memo, place, &slot))
    return slot ? c->results[slot - 1] : (held){HELD_UNKNOWN, NULL}; /* 0: in progress */
  rlv_ptrmap_put(&c->memo, place, 0);
  held acc = {HELD_NONE, NULL};
  uintptr_t first = 0;
  rlv_ptrmap_get(&c->first_store, place, &first);
  for (size_t i = first ? first - 1 : NO_STORE; i != NO_STORE; i = c->next_store[i]) {
    held h = resolve_value(c, c->stores[i].value, depth);
    if (h.kind == HELD_UNKNOWN || acc.kind == HELD_UNKNOWN) {
      acc.kind = HELD_UNKNOWN;
    } else if (h.kind == HELD_CONFLICT || acc.kind == HELD_CONFLICT) {
      acc.kind = HELD_CONFLICT;
    } else if (h.kind == HELD_HANDLE && acc.kind == HELD_HANDLE && h.handle != acc.handle) {
      report_overwrite(c, place, acc.handle, h.handle);
      acc.kind = HELD_CONFLICT;
    } else if (h.kind == HELD_HANDLE) {
      acc = h;
    }
  }
  if (c->nresults == c->cap_results)
    c->results = rlv_xrealloc(c->results, (c->cap_results = c->cap_results ? c->cap_results * 2 : 8) *
                                              sizeof *c->results);
  c->results[c->nresults++] = acc;
  rlv_ptrmap_put(&c->memo, place, c->nresults);
  return acc;
}

/* Chains the stores of each place (see fwd_ctx). */
static void group_stores(fwd_ctx *c) {
  rlv_ptrmap last = {0}; /* place -> its last store so far + 1 */
  c->next_store = rlv_xmalloc((c->nstores ? c->nstores : 1) * sizeof *c->next_store);
  for (size_t i = 0; i < c->nstores; i++) {
    c->next_store[i] = NO_STORE;
    uintptr_t prev = 0;
    if (rlv_ptrmap_get(&last, c->stores[i].place, &prev))
      c->next_store[prev - 1] = i;
    else
      rlv_ptrmap_put(&c->first_store, c->stores[i].place, i + 1);
    rlv_ptrmap_put(&last, c->stores[i].place, i + 1);
  }
  rlv_ptrmap_free(&last);
}

static void collect(fwd_ctx *c, LLVMValueRef **loads, size_t *nloads) {
  size_t cap_l = 0, cap_s = 0;
  uintptr_t pos = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(c->fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      rlv_prefetch_ahead(i);
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      pos++;
      if (op == LLVMCall && LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMTargetExtTypeKind)
        rlv_ptrmap_put(&c->position, i, pos);
      if (op == LLVMLoad && is_handle_type(LLVMTypeOf(i))) {
        rlv_ptrmap_put(&c->position, i, pos);
        if (*nloads == cap_l) {
          cap_l = cap_l ? cap_l * 2 : 8;
          *loads = rlv_xrealloc(*loads, cap_l * sizeof **loads);
        }
        (*loads)[(*nloads)++] = i;
      } else if (op == LLVMStore && is_handle_type(LLVMTypeOf(LLVMGetOperand(i, 0)))) {
        LLVMValueRef place = locate(c, LLVMGetOperand(i, 1), 0);
        if (!place)
          continue;
        if (c->nstores == cap_s) {
          cap_s = cap_s ? cap_s * 2 : 8;
          c->stores = rlv_xrealloc(c->stores, cap_s * sizeof *c->stores);
        }
        c->stores[c->nstores++] = (handle_store){place, LLVMGetOperand(i, 0), i};
      }
    }
}

/* The global an alloca holds a copy of, as LLVM's DXILForwardHandleAccesses finds it: the first
 * store into the alloca (in use-list order) of the global itself or of a value loaded from it
 * (clang's type-punned copy of a handle, llvm#140819). NULL for an alloca a handle is stored
 * into directly: LLVM does not forward that ("not a global resource handle"). */
static LLVMValueRef global_copied_into(fwd_ctx *c, LLVMValueRef alloca) {
  for (LLVMUseRef u = LLVMGetFirstUse(alloca); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef store = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(store) || LLVMGetOperand(store, 1) != alloca)
      continue;
    LLVMValueRef v = LLVMGetOperand(store, 0);
    if (LLVMIsAGlobalVariable(v))
      return v;
    if (!LLVMIsALoadInst(v))
      continue;
    LLVMValueRef from = locate(c, LLVMGetOperand(v, 0), 1);
    if (from && LLVMIsAGlobalVariable(from))
      return from;
    from = locate(c, v, 1); /* a pointer to the global, loaded from a slot */
    if (from && LLVMIsAGlobalVariable(from))
      return from;
  }
  return NULL;
}

/* rlv_domtree_dominates, by the positions collect numbered when both are in one block. */
static bool dominates(fwd_ctx *c, rlv_domtree *dt, LLVMValueRef def, LLVMValueRef user) {
  LLVMBasicBlockRef a = LLVMGetInstructionParent(def), b = LLVMGetInstructionParent(user);
  uintptr_t pd, pu;
  if (a && a == b && rlv_ptrmap_get(&c->position, def, &pd) &&
      rlv_ptrmap_get(&c->position, user, &pu))
    return !rlv_domtree_reachable(dt, b) || pd < pu;
  return rlv_domtree_dominates(dt, def, user);
}

/* The handle creation that replaces a handle load, or NULL after a diagnostic. Nothing is
 * changed yet: resolving reads the stored values, some of which are loads to replace. */
static LLVMValueRef forwarded_handle(fwd_ctx *c, rlv_domtree *dt, LLVMValueRef load) {
  LLVMValueRef ptr = LLVMGetOperand(load, 0);
  LLVMValueRef place = locate(c, ptr, 0);
  bool local = place && LLVMIsAAllocaInst(place);
  if (local)
    place = global_copied_into(c, place);
  held h = place ? resolve_place(c, place, 0) : (held){HELD_UNKNOWN, NULL};
  if (h.kind == HELD_CONFLICT)
    return NULL; /* reported once for the place */
  if (local && !place) {
    rlv_report(c->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, load,
               "Load of \"%s\" is not a global resource handle: a local variable holds it, and "
               "only a copy of a global's handle is forwarded from one (as LLVM does)",
               rlv_value_name(ptr));
    c->failed = true;
    return NULL;
  }
  if (h.kind != HELD_HANDLE) {
    rlv_report(c->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, load,
               "Load of \"%s\" is not a global resource handle: %s", rlv_value_name(ptr),
               !place                ? "the pointer is not a global or alloca of this function"
               : h.kind == HELD_NONE ? "no handle creation is stored there in this function"
                                     : "a value that is not a handle creation is stored there");
    c->failed = true;
    return NULL;
  }
  if (LLVMTypeOf(h.handle) != LLVMTypeOf(load)) {
    rlv_report(c->l->diags, RLV_RULE_LOWER_HANDLE_UNRESOLVED, load,
               "Load of \"%s\" reads a handle of another type than the one stored at \"%s\"",
               rlv_value_name(ptr), rlv_value_name(h.handle));
    c->failed = true;
    return NULL;
  }
  if (!dominates(c, dt, h.handle, load)) {
    rlv_report(c->l->diags, RLV_RULE_LOWER_HANDLE_UNDOMINATED, load,
               "Load at \"%s\" is not dominated by handle creation at \"%s\"", rlv_value_name(load),
               rlv_value_name(h.handle));
    c->failed = true;
    return NULL;
  }
  return h.handle;
}

static bool is_lifetime_marker(LLVMValueRef v) {
  size_t len = 0;
  const char *name = rlv_callee_name(v, &len);
  return rlv_starts_with_n(name, len, "llvm.lifetime");
}

static void erase_lifetime_markers(LLVMValueRef alloca) {
  LLVMUseRef u = LLVMGetFirstUse(alloca);
  while (u) {
    LLVMValueRef user = LLVMGetUser(u);
    u = LLVMGetNextUse(u);
    if (is_lifetime_marker(user))
      LLVMInstructionEraseFromParent(user);
  }
}

/* An alloca now used only by handle stores and lifetime markers is dead: delete it. */
static void erase_dead_handle_alloca(LLVMValueRef alloca) {
  for (LLVMUseRef u = LLVMGetFirstUse(alloca); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    bool store_into = LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == alloca &&
                      LLVMGetOperand(user, 0) != alloca;
    if (!store_into && !is_lifetime_marker(user))
      return;
  }
  while (LLVMGetFirstUse(alloca))
    LLVMInstructionEraseFromParent(LLVMGetUser(LLVMGetFirstUse(alloca)));
  LLVMInstructionEraseFromParent(alloca);
}

static void cleanup_allocas(fwd_ctx *c) {
  rlv_ptrmap done = {0};
  for (size_t i = 0; i < c->nstores; i++) {
    LLVMValueRef place = c->stores[i].place;
    if (!LLVMIsAAllocaInst(place) || rlv_ptrmap_has(&done, place))
      continue;
    rlv_ptrmap_put(&done, place, 1);
    erase_dead_handle_alloca(place);
  }
  rlv_ptrmap_free(&done);
}

static bool forward_function(rlv_lctx *l, LLVMValueRef fn) {
  fwd_ctx c = {.l = l, .fn = fn};
  LLVMValueRef *loads = NULL;
  size_t nloads = 0;
  collect(&c, &loads, &nloads);
  if (nloads) {
    group_stores(&c);
    rlv_domtree *dt = rlv_domtree_build(fn);
    LLVMValueRef *handles = rlv_xmalloc(nloads * sizeof *handles);
    for (size_t i = 0; i < nloads; i++)
      handles[i] = forwarded_handle(&c, dt, loads[i]);
    rlv_domtree_free(dt);
    for (size_t i = 0; i < nloads && !c.failed; i++) {
      LLVMValueRef place = locate(&c, LLVMGetOperand(loads[i], 0), 0);
      LLVMReplaceAllUsesWith(loads[i], handles[i]);
      LLVMInstructionEraseFromParent(loads[i]);
      /* As LLVM, the lifetime of a copy the handle was read through ends with the read. */
      if (place && LLVMIsAAllocaInst(place))
        erase_lifetime_markers(place);
    }
    free(handles);
    if (!c.failed)
      cleanup_allocas(&c);
  }
  free(loads);
  free(c.stores);
  free(c.next_store);
  rlv_ptrmap_free(&c.first_store);
  free(c.results);
  rlv_ptrmap_free(&c.memo);
  rlv_ptrmap_free(&c.reported);
  rlv_ptrmap_free(&c.position);
  return !c.failed;
}

bool rlv_stage_forward_handles(rlv_lctx *l) {
  bool ok = true;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    if (LLVMCountBasicBlocks(fn) > 0)
      ok &= forward_function(l, fn);
  return ok;
}
