/* Handle legalization for resource-access; see handle_split.h. */
#include "lower/handle_split.h"

#include <stdlib.h>
#include <string.h>

#include "lower/hoist_access.h"
#include "lower/ptr_offset.h"
#include "model/ptrmap.h"
#include "model/util.h"

/* LLVM 22's words for an access it cannot map to one resource, carried by the diagnostics of
 * the accesses rlv cannot split either, so that LLVM's error tests match rlv's output too. */
#define LLVM_NON_UNIQUE "Resource access is not guaranteed to map to a unique global resource"

#define MAX_LEAVES 64

typedef struct leaves {
  LLVMValueRef items[MAX_LEAVES];
  unsigned n;
  bool overflow;
  /* A handle loaded through a select/phi tree of pointers (clang -O0's `c ? A : B` of
   * resource objects): the load, whose tree's leaves are the places it may read, each a
   * global or a constant GEP into one; the handle of leaf k is a load from it. */
  LLVMValueRef load;
} leaves;

static bool is_merge_node(LLVMValueRef v) {
  return v && (LLVMIsASelectInst(v) || LLVMIsAPHINode(v));
}

/* The values a select/phi tree chooses between, each once, true arm first. */
static void collect_leaves(LLVMValueRef v, leaves *out, rlv_ptrmap *visited, unsigned depth) {
  if (out->overflow)
    return;
  if (depth > RLV_PTR_CHAIN_MAX) {
    out->overflow = true;
    return;
  }
  if (is_merge_node(v)) {
    if (rlv_ptrmap_has(visited, v))
      return;
    rlv_ptrmap_put(visited, v, 1);
    if (LLVMIsASelectInst(v)) {
      collect_leaves(LLVMGetOperand(v, 1), out, visited, depth + 1);
      collect_leaves(LLVMGetOperand(v, 2), out, visited, depth + 1);
    } else {
      unsigned n = LLVMCountIncoming(v);
      for (unsigned i = 0; i < n; i++)
        collect_leaves(LLVMGetIncomingValue(v, i), out, visited, depth + 1);
    }
    return;
  }
  for (unsigned i = 0; i < out->n; i++)
    if (out->items[i] == v)
      return;
  if (out->n == MAX_LEAVES) {
    out->overflow = true;
    return;
  }
  out->items[out->n++] = v;
}

static void leaves_of(LLVMValueRef root, leaves *out) {
  memset(out, 0, sizeof *out);
  rlv_ptrmap visited = {0};
  collect_leaves(root, out, &visited, 0);
  rlv_ptrmap_free(&visited);
}

/* A handle load through a select/phi of pointers. */
static bool is_merged_load(LLVMValueRef h) {
  return h && LLVMIsALoadInst(h) && !LLVMGetVolatile(h) &&
         LLVMGetTypeKind(LLVMTypeOf(h)) == LLVMTargetExtTypeKind &&
         is_merge_node(LLVMGetOperand(h, 0));
}

/* A handle that a select/phi chooses, directly or as the place it is loaded from. */
static bool is_merged_handle(LLVMValueRef h) { return is_merge_node(h) || is_merged_load(h); }

/* A global, or a constant GEP into one. */
static bool is_global_place(LLVMValueRef p) {
  if (LLVMIsAGlobalVariable(p))
    return true;
  return LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr &&
         LLVMIsAGlobalVariable(LLVMGetOperand(p, 0));
}

/* The leaves of handle `h` and the select/phi tree that chooses between them (for a merged
 * load, the tree of pointers). */
static LLVMValueRef handle_tree(LLVMValueRef h, leaves *out) {
  if (!is_merged_load(h)) {
    leaves_of(h, out);
    return h;
  }
  LLVMValueRef tree = LLVMGetOperand(h, 0);
  leaves_of(tree, out);
  out->load = h;
  return tree;
}

/* Whether every place a merged load may read is a global one (then forward-handles finds the
 * handle stored there); reports it when not. */
static bool places_known(rlv_lctx *l, LLVMValueRef at, const leaves *lv) {
  for (unsigned k = 0; lv->load && k < lv->n; k++)
    if (!is_global_place(lv->items[k])) {
      rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, at,
                 "the handle is loaded through a select/phi of pointers, and one of them is not "
                 "a resource global (LLVM: " LLVM_NON_UNIQUE ")");
      return false;
    }
  return true;
}

/* The handle of leaf `k`, at the builder's position: the leaf itself, or for a merged load
 * a load of the handle from the leaf's place (forwarded by forward-handles). */
static LLVMValueRef leaf_handle(rlv_lctx *l, const leaves *lv, unsigned k) {
  if (!lv->load)
    return lv->items[k];
  LLVMValueRef g = lv->items[k];
  size_t len = 0;
  const char *gname = LLVMGetValueName2(LLVMIsAGlobalVariable(g) ? g : LLVMGetOperand(g, 0), &len);
  char *name = rlv_xstrndup(gname, len);
  LLVMValueRef h = LLVMBuildLoad2(l->builder, LLVMTypeOf(lv->load), g, name);
  LLVMSetAlignment(h, LLVMGetAlignment(lv->load));
  free(name);
  return h;
}

/* ---- mirroring a select/phi tree with other values ---- */

typedef LLVMValueRef (*leaf_fn)(rlv_lctx *l, LLVMValueRef leaf, void *ctx);

typedef struct mirror {
  rlv_lctx *l;
  LLVMTypeRef type; /* of the mirrored values */
  leaf_fn leaf;
  void *ctx;
  rlv_ptrmap memo;
} mirror;

/* The value that plays `node`'s part in the mirrored tree, built next to `node`. */
static LLVMValueRef mirror_of(mirror *m, LLVMValueRef node, unsigned depth) {
  uintptr_t got;
  if (rlv_ptrmap_get(&m->memo, node, &got))
    return (LLVMValueRef)got;
  if (!is_merge_node(node) || depth > RLV_PTR_CHAIN_MAX)
    return m->leaf(m->l, node, m->ctx);
  rlv_lctx *l = m->l;
  if (LLVMIsASelectInst(node)) {
    LLVMValueRef t = mirror_of(m, LLVMGetOperand(node, 1), depth + 1);
    LLVMValueRef f = mirror_of(m, LLVMGetOperand(node, 2), depth + 1);
    if (t == f) { /* both arms agree: no select (a cbuffer offset must stay constant) */
      rlv_ptrmap_put(&m->memo, node, (uintptr_t)t);
      return t;
    }
    LLVMPositionBuilderBefore(l->builder, node);
    LLVMValueRef s = LLVMBuildSelect(l->builder, LLVMGetOperand(node, 0), t, f, "");
    rlv_ptrmap_put(&m->memo, node, (uintptr_t)s);
    return s;
  }
  LLVMPositionBuilderBefore(l->builder, node);
  LLVMValueRef phi = LLVMBuildPhi(l->builder, m->type, "");
  rlv_ptrmap_put(&m->memo, node, (uintptr_t)phi); /* before the operands: cycles */
  unsigned n = LLVMCountIncoming(node);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef v = mirror_of(m, LLVMGetIncomingValue(node, i), depth + 1);
    LLVMBasicBlockRef bb = LLVMGetIncomingBlock(node, i);
    LLVMAddIncoming(phi, &v, &bb, 1);
  }
  /* one incoming value (LLVM's hasConstantValue): use it, unless a cycle uses the phi */
  LLVMValueRef same = n ? LLVMGetIncomingValue(phi, 0) : NULL;
  for (unsigned i = 1; i < n && same; i++)
    if (LLVMGetIncomingValue(phi, i) != same)
      same = NULL;
  if (same && same != phi && !LLVMGetFirstUse(phi)) {
    LLVMInstructionEraseFromParent(phi);
    rlv_ptrmap_put(&m->memo, node, (uintptr_t)same);
    return same;
  }
  return phi;
}

static LLVMValueRef mirror_build(rlv_lctx *l, LLVMValueRef root, LLVMTypeRef type, leaf_fn leaf,
                                 void *ctx) {
  mirror m = {l, type, leaf, ctx, {0}};
  LLVMValueRef r = mirror_of(&m, root, 0);
  rlv_ptrmap_free(&m.memo);
  return r;
}

static LLVMValueRef leaf_operand0(rlv_lctx *l, LLVMValueRef leaf, void *ctx) {
  (void)l, (void)ctx;
  return LLVMGetOperand(leaf, 0);
}
static LLVMValueRef leaf_operand1(rlv_lctx *l, LLVMValueRef leaf, void *ctx) {
  (void)l, (void)ctx;
  return LLVMGetOperand(leaf, 1);
}
static LLVMValueRef leaf_operand3(rlv_lctx *l, LLVMValueRef leaf, void *ctx) {
  (void)l, (void)ctx;
  return LLVMGetOperand(leaf, 3);
}
/* The position of the leaf in the list, as an i32 selector constant. */
static LLVMValueRef leaf_number(rlv_lctx *l, LLVMValueRef leaf, void *ctx) {
  const leaves *lv = ctx;
  unsigned k = 0;
  while (k < lv->n && lv->items[k] != leaf)
    k++;
  return LLVMConstInt(LLVMInt32TypeInContext(l->llctx), k, false);
}

/* Positions the builder where a value replacing `node` may be defined. */
static void position_at(rlv_lctx *l, LLVMValueRef node) {
  if (LLVMIsAPHINode(node)) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(node);
    LLVMValueRef i = LLVMGetFirstInstruction(bb);
    while (i && LLVMIsAPHINode(i))
      i = LLVMGetNextInstruction(i);
    LLVMPositionBuilderBefore(l->builder, i);
  } else {
    LLVMPositionBuilderBefore(l->builder, node);
  }
}

/* ---- step 2: getpointer of a select/phi of handles ---- */

/* Handle calls from one binding: same callee (so same handle type), same constant space,
 * lower bound / order id and range size. */
static bool same_binding(const leaves *lv) {
  LLVMValueRef a = lv->items[0];
  rlv_intrinsic id = rlv_intrinsic_of_call(a);
  if (id != RLV_DX_HANDLEFROMBINDING && id != RLV_DX_HANDLEFROMIMPLICITBINDING)
    return false;
  if (LLVMGetNumArgOperands(a) != 5)
    return false;
  for (unsigned i = 1; i < lv->n; i++) {
    LLVMValueRef b = lv->items[i];
    if (!LLVMIsACallInst(b) || LLVMGetCalledValue(b) != LLVMGetCalledValue(a) ||
        LLVMGetNumArgOperands(b) != 5)
      return false;
    for (unsigned k = 0; k < 3; k++) {
      LLVMValueRef x = LLVMGetOperand(a, k), y = LLVMGetOperand(b, k);
      if (x != y || !LLVMIsAConstantInt(x))
        return false;
    }
  }
  return true;
}

static void merge_same_binding(rlv_lctx *l, LLVMValueRef gp, const leaves *lv) {
  LLVMValueRef h = LLVMGetOperand(gp, 0);
  LLVMValueRef idx = mirror_build(l, h, LLVMInt32TypeInContext(l->llctx), leaf_operand3, NULL);
  LLVMValueRef clone = LLVMInstructionClone(lv->items[0]);
  LLVMSetOperand(clone, 3, idx);
  LLVMPositionBuilderBefore(l->builder, gp);
  LLVMInsertIntoBuilderWithName(l->builder, clone, "");
  LLVMSetOperand(gp, 0, clone);
}

/* One load or store reached from a getpointer through GEPs. */
typedef struct access {
  LLVMValueRef inst;
  LLVMValueRef chain[RLV_PTR_CHAIN_MAX]; /* GEPs from the getpointer outwards */
  unsigned depth;
} access;

typedef struct accesses {
  access *items;
  size_t n, cap;
} accesses;

static bool collect_accesses(rlv_lctx *l, LLVMValueRef v, LLVMValueRef *chain, unsigned depth,
                             accesses *out) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    bool is_access = (LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == v) ||
                     (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == v &&
                      LLVMGetOperand(user, 0) != v);
    if (is_access) {
      /* no cap: each access is split into one per leaf, and the leaves are capped */
      if (out->n == out->cap)
        out->items = rlv_xrealloc(out->items, (out->cap = out->cap ? out->cap * 2 : 8) *
                                                  sizeof *out->items);
      access *a = &out->items[out->n++];
      a->inst = user;
      a->depth = depth;
      memcpy(a->chain, chain, depth * sizeof *chain);
      continue;
    }
    if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == v &&
        depth < RLV_PTR_CHAIN_MAX) {
      chain[depth] = user;
      if (!collect_accesses(l, user, chain, depth + 1, out))
        return false;
      continue;
    }
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, user,
               "a pointer from handles of different bindings is used by something other than "
               "a GEP, load or store, so the access cannot be split per handle");
    return false;
  }
  return true;
}

/* Instruction order within blocks, numbered once per block while nothing changes (the
 * checks before a split): rlv_dominates walks a block from `def` to find `use`, and a
 * getpointer with thousands of accesses in the block of its handles asked that for each. */
typedef struct order_cache {
  rlv_ptrmap numbered; /* blocks numbered */
  rlv_ptrmap position; /* instruction -> position in its block + 1 */
} order_cache;

static uintptr_t position_in_block(order_cache *oc, LLVMBasicBlockRef bb, LLVMValueRef inst) {
  if (!rlv_ptrmap_has(&oc->numbered, bb)) {
    rlv_ptrmap_put(&oc->numbered, bb, 1);
    uintptr_t n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      rlv_ptrmap_put(&oc->position, i, ++n);
  }
  uintptr_t pos = 0;
  rlv_ptrmap_get(&oc->position, inst, &pos);
  return pos;
}

static bool dominates(order_cache *oc, LLVMValueRef def, LLVMValueRef use) {
  if (!LLVMIsAInstruction(def))
    return true;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(def);
  if (bb != LLVMGetInstructionParent(use))
    return rlv_dominates(def, use);
  return position_in_block(oc, bb, def) < position_in_block(oc, bb, use);
}

static void order_cache_free(order_cache *oc) {
  rlv_ptrmap_free(&oc->numbered);
  rlv_ptrmap_free(&oc->position);
}

/* Whether `leaf` can serve at `at`: itself when it dominates `at`, else a clone of a
 * handle call whose operands do (*needs_clone), else not at all. Splitting keeps the
 * dominance between instructions that were there before (it inserts single-entry,
 * single-exit blocks), so the answer found before a split holds during it. */
static bool leaf_usable(order_cache *oc, LLVMValueRef leaf, LLVMValueRef at, bool *needs_clone) {
  *needs_clone = false;
  if (dominates(oc, leaf, at))
    return true;
  rlv_intrinsic id = rlv_intrinsic_of_call(leaf);
  if (id != RLV_DX_HANDLEFROMBINDING && id != RLV_DX_HANDLEFROMIMPLICITBINDING)
    return false;
  unsigned n = LLVMGetNumArgOperands(leaf);
  for (unsigned i = 0; i < n; i++)
    if (!dominates(oc, LLVMGetOperand(leaf, i), at))
      return false;
  *needs_clone = true;
  return true;
}

static char *name_of(LLVMValueRef v) {
  size_t len = 0;
  const char *s = LLVMGetValueName2(v, &len);
  return rlv_xstrndup(s, len);
}

/* Replaces `phi` by one whose incoming block `from` is `to` (the C API cannot edit it). */
static void retarget_phi(rlv_lctx *l, LLVMValueRef phi, LLVMBasicBlockRef from,
                         LLVMBasicBlockRef to) {
  unsigned n = LLVMCountIncoming(phi);
  bool hit = false;
  for (unsigned i = 0; i < n && !hit; i++)
    hit = LLVMGetIncomingBlock(phi, i) == from;
  if (!hit)
    return;
  char *name = name_of(phi);
  LLVMSetValueName2(phi, "", 0);
  LLVMPositionBuilderBefore(l->builder, phi);
  LLVMValueRef np = LLVMBuildPhi(l->builder, LLVMTypeOf(phi), name);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef v = LLVMGetIncomingValue(phi, i);
    LLVMBasicBlockRef bb = LLVMGetIncomingBlock(phi, i);
    if (bb == from)
      bb = to;
    LLVMAddIncoming(np, &v, &bb, 1);
  }
  LLVMReplaceAllUsesWith(phi, np);
  LLVMInstructionEraseFromParent(phi);
  free(name);
}

/* Moves everything after `inst` in its block into the new block `cont`, and points the phis
 * of the successors at `cont`. */
static void split_after(rlv_lctx *l, LLVMValueRef inst, LLVMBasicBlockRef cont) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMPositionBuilderAtEnd(l->builder, cont);
  for (LLVMValueRef i = LLVMGetNextInstruction(inst), next; i; i = next) {
    next = LLVMGetNextInstruction(i);
    char *name = name_of(i);
    LLVMInstructionRemoveFromParent(i);
    LLVMInsertIntoBuilderWithName(l->builder, i, name);
    free(name);
  }
  LLVMValueRef term = LLVMGetBasicBlockTerminator(cont);
  unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
  for (unsigned s = 0; s < ns; s++) {
    LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
    for (LLVMValueRef i = LLVMGetFirstInstruction(succ), next; i && LLVMIsAPHINode(i); i = next) {
      next = LLVMGetNextInstruction(i);
      retarget_phi(l, i, bb, cont);
    }
  }
}

/* Builds, at the builder's position in the block of one handle, what replaces the split
 * instruction for handle `h`; returns the value that stands for the instruction's result. */
typedef LLVMValueRef (*per_handle_fn)(rlv_lctx *l, LLVMValueRef h, void *ctx);

#define MAX_FIELDS 16

/* How the result of a split instruction is merged: a {T..., i1} intrinsic result used
 * only through single-index extractvalues (all the DXIL lowering accepts) is merged per
 * used field, so that the extracted values, not the aggregate, meet in the phi. */
typedef struct result_merge {
  bool has_result, per_field;
  unsigned nfields;
  bool used[MAX_FIELDS];
} result_merge;

static void plan_result_merge(LLVMValueRef inst, result_merge *m) {
  memset(m, 0, sizeof *m);
  LLVMTypeRef t = LLVMTypeOf(inst);
  m->has_result = LLVMGetTypeKind(t) != LLVMVoidTypeKind;
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) > MAX_FIELDS)
    return;
  m->nfields = LLVMCountStructElementTypes(t);
  m->per_field = true;
  for (LLVMUseRef u = LLVMGetFirstUse(inst); u && m->per_field; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1) {
      m->per_field = false;
      break;
    }
    m->used[LLVMGetIndices(user)[0]] = true;
  }
}

/* When `i` is an extractvalue of `inst` whose field has no name yet: takes its name. */
static void take_field_name(LLVMValueRef inst, LLVMValueRef i, char **names) {
  if (!LLVMIsAExtractValueInst(i) || LLVMGetOperand(i, 0) != inst)
    return;
  unsigned f = LLVMGetIndices(i)[0];
  if (names[f])
    return;
  names[f] = name_of(i);
  LLVMSetValueName2(i, "", 0);
}

/* Phis in `cont` of the per-handle values (values[k] from blocks[k]) replace the result
 * of `inst`: one for the whole value or one per used field. */
static void merge_results(rlv_lctx *l, LLVMValueRef inst, const result_merge *m,
                          LLVMBasicBlockRef cont, LLVMValueRef values[][MAX_FIELDS],
                          LLVMBasicBlockRef *blocks, unsigned n) {
  LLVMValueRef first = LLVMGetFirstInstruction(cont);
  if (first)
    LLVMPositionBuilderBefore(l->builder, first);
  else
    LLVMPositionBuilderAtEnd(l->builder, cont);
  LLVMValueRef incoming[MAX_LEAVES];
  if (!m->per_field) {
    char *name = name_of(inst);
    LLVMSetValueName2(inst, "", 0);
    for (unsigned k = 0; k < n; k++)
      incoming[k] = values[k][0];
    LLVMValueRef phi = LLVMBuildPhi(l->builder, LLVMTypeOf(inst), name);
    LLVMAddIncoming(phi, incoming, blocks, n);
    LLVMReplaceAllUsesWith(inst, phi);
    free(name);
    return;
  }
  /* one phi per used field, in field order, named after the field's first extractvalue
   * (in the continuation block's order, where clang's extractvalues are) */
  char *names[MAX_FIELDS] = {0};
  for (LLVMValueRef i = LLVMGetFirstInstruction(cont); i; i = LLVMGetNextInstruction(i))
    take_field_name(inst, i, names);
  for (LLVMUseRef u = LLVMGetFirstUse(inst); u; u = LLVMGetNextUse(u))
    take_field_name(inst, LLVMGetUser(u), names);
  LLVMValueRef phis[MAX_FIELDS] = {0};
  for (unsigned f = 0; f < m->nfields; f++) {
    if (!m->used[f])
      continue;
    for (unsigned k = 0; k < n; k++)
      incoming[k] = values[k][f];
    phis[f] = LLVMBuildPhi(l->builder, LLVMStructGetTypeAtIndex(LLVMTypeOf(inst), f), names[f]);
    LLVMAddIncoming(phis[f], incoming, blocks, n);
    free(names[f]);
  }
  for (LLVMUseRef u = LLVMGetFirstUse(inst), next; u; u = next) {
    next = LLVMGetNextUse(u);
    LLVMValueRef ev = LLVMGetUser(u);
    LLVMReplaceAllUsesWith(ev, phis[LLVMGetIndices(ev)[0]]);
    LLVMInstructionEraseFromParent(ev);
  }
}

static unsigned leaf_index(const leaves *lv, LLVMValueRef leaf) {
  unsigned k = 0;
  while (k + 1 < lv->n && lv->items[k] != leaf)
    k++;
  return k;
}

typedef struct dispatch {
  rlv_lctx *l;
  const leaves *lv;
  LLVMBasicBlockRef *blocks; /* one per leaf */
  rlv_ptrmap memo;           /* inner select -> its dispatch block */
} dispatch;

/* Where control goes for `node` of a select tree: the leaf's block, or a block (made once
 * per select) that branches on the select's condition. The tree's depth is bounded by
 * collect_leaves, which overflows on deeper trees. */
static LLVMBasicBlockRef dispatch_target(dispatch *d, LLVMValueRef node, LLVMBasicBlockRef first);

static void branch_on_select(dispatch *d, LLVMBasicBlockRef from, LLVMValueRef sel,
                             LLVMBasicBlockRef first) {
  LLVMBasicBlockRef t = dispatch_target(d, LLVMGetOperand(sel, 1), first);
  LLVMBasicBlockRef f = dispatch_target(d, LLVMGetOperand(sel, 2), first);
  LLVMPositionBuilderAtEnd(d->l->builder, from);
  LLVMBuildCondBr(d->l->builder, LLVMGetOperand(sel, 0), t, f);
}

static LLVMBasicBlockRef dispatch_target(dispatch *d, LLVMValueRef node, LLVMBasicBlockRef first) {
  if (!LLVMIsASelectInst(node))
    return d->blocks[leaf_index(d->lv, node)];
  uintptr_t got;
  if (rlv_ptrmap_get(&d->memo, node, &got))
    return (LLVMBasicBlockRef)got;
  LLVMBasicBlockRef bb = LLVMInsertBasicBlockInContext(d->l->llctx, first, "split.select");
  rlv_ptrmap_put(&d->memo, node, (uintptr_t)bb);
  branch_on_select(d, bb, node, first);
  return bb;
}

/* The phi at position `pos` among the phis of `bb`. */
static LLVMValueRef nth_phi(LLVMBasicBlockRef bb, unsigned pos) {
  LLVMValueRef i = LLVMGetFirstInstruction(bb);
  while (pos-- > 0 && i)
    i = LLVMGetNextInstruction(i);
  return i;
}

static unsigned phi_position(LLVMValueRef phi) {
  unsigned pos = 0;
  for (LLVMValueRef i = LLVMGetPreviousInstruction(phi); i; i = LLVMGetPreviousInstruction(i))
    pos++;
  return pos;
}

/* Replaces `inst` by one block per handle leaf, each built by `build`, chosen by a switch
 * on `*selector` (an i32 leaf number) or, without one, by branches on the conditions of the
 * select tree `tree`; a result is merged with phis in the continuation block. The leaves
 * must be usable at `inst`. A selector phi in a successor of inst's block (a loop header)
 * is rebuilt by the split, in its place: `*selector` is updated to the new one. */
static void split_per_leaf(rlv_lctx *l, LLVMValueRef inst, const leaves *lv, LLVMValueRef tree,
                           LLVMValueRef *selector, const bool *clone, per_handle_fn build,
                           void *ctx) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  LLVMBasicBlockRef cont = LLVMAppendBasicBlockInContext(l->llctx, fn, "split.cont");
  LLVMMoveBasicBlockAfter(cont, bb);
  bool sel_phi = selector && *selector && LLVMIsAPHINode(*selector);
  LLVMBasicBlockRef sel_bb = sel_phi ? LLVMGetInstructionParent(*selector) : NULL;
  unsigned sel_pos = sel_phi ? phi_position(*selector) : 0;
  split_after(l, inst, cont);
  if (sel_phi)
    *selector = nth_phi(sel_bb, sel_pos); /* retarget_phi builds the new phi in its place */
  result_merge m;
  plan_result_merge(inst, &m);
  LLVMBasicBlockRef blocks[MAX_LEAVES];
  LLVMValueRef values[MAX_LEAVES][MAX_FIELDS];
  LLVMBasicBlockRef after = bb;
  for (unsigned k = 0; k < lv->n; k++) {
    blocks[k] = LLVMAppendBasicBlockInContext(l->llctx, fn, "split.handle");
    LLVMMoveBasicBlockAfter(blocks[k], after);
    after = blocks[k];
    LLVMPositionBuilderAtEnd(l->builder, blocks[k]);
    LLVMValueRef h = leaf_handle(l, lv, k);
    if (clone[k]) {
      h = LLVMInstructionClone(h);
      LLVMInsertIntoBuilderWithName(l->builder, h, "");
    }
    values[k][0] = build(l, h, ctx);
    if (m.per_field) {
      LLVMValueRef whole = values[k][0];
      for (unsigned f = 0; f < m.nfields; f++)
        values[k][f] = m.used[f] ? LLVMBuildExtractValue(l->builder, whole, f, "") : NULL;
    }
    LLVMBuildBr(l->builder, cont);
  }
  if (!selector || !*selector) {
    dispatch d = {l, lv, blocks, {0}};
    branch_on_select(&d, bb, tree, blocks[0]);
    rlv_ptrmap_free(&d.memo);
  } else {
    LLVMPositionBuilderAtEnd(l->builder, bb);
    LLVMValueRef sw = LLVMBuildSwitch(l->builder, *selector, blocks[lv->n - 1], lv->n - 1);
    for (unsigned k = 0; k + 1 < lv->n; k++)
      LLVMAddCase(sw, LLVMConstInt(LLVMInt32TypeInContext(l->llctx), k, false), blocks[k]);
  }
  if (m.has_result)
    merge_results(l, inst, &m, cont, values, blocks, lv->n);
  LLVMInstructionEraseFromParent(inst);
}

typedef struct access_split {
  LLVMValueRef gp;
  const access *a;
} access_split;

/* The getpointer, its GEPs and the load/store again, on handle `h`. */
static LLVMValueRef rebuild_access(rlv_lctx *l, LLVMValueRef h, void *ctx) {
  const access_split *s = ctx;
  LLVMValueRef p = LLVMInstructionClone(s->gp);
  LLVMSetOperand(p, 0, h);
  LLVMInsertIntoBuilderWithName(l->builder, p, "");
  for (unsigned d = 0; d < s->a->depth; d++) {
    LLVMValueRef g = LLVMInstructionClone(s->a->chain[d]);
    LLVMSetOperand(g, 0, p);
    LLVMInsertIntoBuilderWithName(l->builder, g, "");
    p = g;
  }
  LLVMValueRef c = LLVMInstructionClone(s->a->inst);
  LLVMSetOperand(c, LLVMIsALoadInst(s->a->inst) ? 0 : 1, p);
  LLVMInsertIntoBuilderWithName(l->builder, c, "");
  return c;
}

static void split_access(rlv_lctx *l, LLVMValueRef gp, const access *a, const leaves *lv,
                         LLVMValueRef tree, LLVMValueRef *selector, const bool *clone) {
  access_split s = {gp, a};
  split_per_leaf(l, a->inst, lv, tree, selector, clone, rebuild_access, &s);
}

static bool tree_has_phi(LLVMValueRef v, rlv_ptrmap *seen, unsigned depth);

/* How the split of handle tree `h` with leaves `lv` chooses the block: NULL for branches
 * on the conditions of a select tree (what the prover and LLVM's CFG passes know best),
 * else an i32 leaf number built from the tree for a switch. */
static LLVMValueRef leaf_selector(rlv_lctx *l, LLVMValueRef h, const leaves *lv) {
  rlv_ptrmap seen = {0};
  bool phi = tree_has_phi(h, &seen, 0);
  rlv_ptrmap_free(&seen);
  if (!phi && LLVMIsASelectInst(h))
    return NULL;
  return mirror_build(l, h, LLVMInt32TypeInContext(l->llctx), leaf_number, (void *)lv);
}

/* Splits every access through `gp` per handle leaf; `selector` (an i32 leaf number)
 * chooses the block; NULL: chosen from the leaves' select/phi tree `tree`. */
static bool split_per_handle(rlv_lctx *l, LLVMValueRef gp, const leaves *lv, LLVMValueRef tree,
                             LLVMValueRef selector) {
  accesses acc = {0};
  LLVMValueRef chain[RLV_PTR_CHAIN_MAX];
  bool ok = collect_accesses(l, gp, chain, 0, &acc);
  /* every (access, leaf) checked before anything changes; clone[i * n + k] for the split */
  bool *clone = rlv_xcalloc(acc.n * lv->n + 1, sizeof *clone);
  order_cache oc = {0};
  for (size_t i = 0; i < acc.n && ok; i++)
    for (unsigned k = 0; k < lv->n && ok; k++) {
      if (!leaf_usable(&oc, lv->items[k], acc.items[i].inst, &clone[i * lv->n + k])) {
        rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, acc.items[i].inst,
                   "the access may use handles of %u different bindings, and handle %u is not "
                   "available where the access is, so it cannot be split per handle "
                   "(LLVM: " LLVM_NON_UNIQUE ")",
                   lv->n, k);
        ok = false;
      }
    }
  order_cache_free(&oc);
  if (ok && acc.n > 0) {
    if (!selector)
      selector = leaf_selector(l, tree, lv);
    for (size_t i = 0; i < acc.n; i++)
      split_access(l, gp, &acc.items[i], lv, tree, &selector, &clone[i * lv->n]);
  }
  free(clone);
  free(acc.items);
  return ok;
}

/* Leaves that are all loads of one handle global (e.g. @X.cb, loaded once per cbuffer use)
 * denote one handle: a new load of it at the builder's position stands for them. NULL when
 * the leaves are not such loads. */
static LLVMValueRef reload_common_global(rlv_lctx *l, const leaves *lv) {
  LLVMValueRef g = LLVMIsALoadInst(lv->items[0]) ? LLVMGetOperand(lv->items[0], 0) : NULL;
  if (!g || !LLVMIsAGlobalVariable(g))
    return NULL;
  for (unsigned i = 1; i < lv->n; i++)
    if (!LLVMIsALoadInst(lv->items[i]) || LLVMGetOperand(lv->items[i], 0) != g ||
        LLVMTypeOf(lv->items[i]) != LLVMTypeOf(lv->items[0]))
      return NULL;
  size_t len = 0;
  const char *name = LLVMGetValueName2(g, &len);
  char *n = rlv_xstrndup(name, len);
  LLVMValueRef h = LLVMBuildLoad2(l->builder, LLVMTypeOf(lv->items[0]), g, n);
  LLVMSetAlignment(h, LLVMGetAlignment(lv->items[0]));
  free(n);
  return h;
}

/* ---- step 1: select/phi of getpointer results ---- */

/* Handles are token-like (no phi of them exists), so a phi of getpointer results is
 * legalized through i32 phis: of the element index, and of the handle index (one binding)
 * or of a handle number (different bindings, then split per handle). */

static LLVMValueRef leaf_handle_index(rlv_lctx *l, LLVMValueRef gp, void *ctx) {
  (void)ctx;
  return mirror_build(l, LLVMGetOperand(gp, 0), LLVMInt32TypeInContext(l->llctx), leaf_operand3,
                      NULL);
}

static LLVMValueRef leaf_handle_number(rlv_lctx *l, LLVMValueRef gp, void *ctx) {
  return mirror_build(l, LLVMGetOperand(gp, 0), LLVMInt32TypeInContext(l->llctx), leaf_number,
                      ctx);
}

static bool tree_has_phi(LLVMValueRef v, rlv_ptrmap *seen, unsigned depth) {
  if (!is_merge_node(v) || depth > RLV_PTR_CHAIN_MAX || rlv_ptrmap_has(seen, v))
    return false;
  rlv_ptrmap_put(seen, v, 1);
  if (LLVMIsAPHINode(v))
    return true;
  return tree_has_phi(LLVMGetOperand(v, 1), seen, depth + 1) ||
         tree_has_phi(LLVMGetOperand(v, 2), seen, depth + 1);
}

static bool fold_pointer_merge(rlv_lctx *l, LLVMValueRef node) {
  leaves lv;
  leaves_of(node, &lv);
  bool all_gp = !lv.overflow && lv.n > 0;
  for (unsigned i = 0; i < lv.n && all_gp; i++)
    all_gp = rlv_is_call_to(lv.items[i], RLV_DX_GETPOINTER) &&
             LLVMGetNumArgOperands(lv.items[i]) == 2 &&
             LLVMGetCalledValue(lv.items[i]) == LLVMGetCalledValue(lv.items[0]);
  if (!all_gp) {
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, node,
               "a select/phi chooses between resource pointers that are not all getpointer "
               "results of one handle type");
    return false;
  }
  /* the handles behind all the getpointers */
  leaves hl;
  memset(&hl, 0, sizeof hl);
  rlv_ptrmap visited = {0};
  for (unsigned i = 0; i < lv.n; i++)
    collect_leaves(LLVMGetOperand(lv.items[i], 0), &hl, &visited, 0);
  rlv_ptrmap_free(&visited);
  rlv_ptrmap seen = {0};
  bool has_phi = tree_has_phi(node, &seen, 0);
  rlv_ptrmap_free(&seen);
  if (hl.overflow) {
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, node,
               "the pointer may come from more than %d handles", MAX_LEAVES);
    return false;
  }
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  LLVMValueRef first = lv.items[0];
  LLVMValueRef idx = mirror_build(l, node, i32, leaf_operand1, NULL), h = NULL;
  bool split = false;
  LLVMValueRef selector = NULL;
  position_at(l, node);
  if (hl.n == 1) {
    h = hl.items[0];
  } else if ((h = reload_common_global(l, &hl)) != NULL) {
    /* one handle global behind every pointer */
  } else if (!has_phi) {
    /* a select tree: select the handles, legalized with the other handle selects below */
    h = mirror_build(l, node, LLVMTypeOf(LLVMGetOperand(first, 0)), leaf_operand0, NULL);
  } else if (same_binding(&hl)) {
    LLVMValueRef hidx = mirror_build(l, node, i32, leaf_handle_index, NULL);
    h = LLVMInstructionClone(hl.items[0]);
    LLVMSetOperand(h, 3, hidx);
    position_at(l, node);
    LLVMInsertIntoBuilderWithName(l->builder, h, "");
  } else {
    selector = mirror_build(l, node, i32, leaf_handle_number, &hl);
    h = hl.items[0]; /* replaced per block by the split */
    split = true;
  }
  position_at(l, node);
  LLVMValueRef args[2] = {h, idx};
  LLVMValueRef gp = LLVMBuildCall2(l->builder, LLVMGetCalledFunctionType(first),
                                   LLVMGetCalledValue(first), args, 2, "");
  LLVMReplaceAllUsesWith(node, gp);
  bool ok = !split || split_per_handle(l, gp, &hl, NULL, selector);
  if (ok) {
    /* the old tree keeps the leaf handles alive until the split has used them */
    LLVMValueRef roots[2] = {gp, node};
    rlv_erase_dead_gep_users(gp, 0);
    rlv_erase_dead_chains(roots, 2);
  }
  return ok;
}

static bool fold_pointer_merges(rlv_lctx *l) {
  size_t n = 0;
  LLVMValueRef *gps = rlv_collect_calls(l->module, RLV_DX_GETPOINTER, &n);
  size_t nm = 0, cap = 0;
  LLVMValueRef *merges = NULL;
  rlv_ptrmap seen = {0};
  for (size_t i = 0; i < n; i++)
    for (LLVMUseRef u = LLVMGetFirstUse(gps[i]); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!is_merge_node(user) || rlv_ptrmap_has(&seen, user))
        continue;
      if (LLVMIsASelectInst(user) && LLVMGetOperand(user, 0) == gps[i])
        continue;
      rlv_ptrmap_put(&seen, user, 1);
      if (nm == cap)
        merges = rlv_xrealloc(merges, (cap = cap ? cap * 2 : 8) * sizeof *merges);
      merges[nm++] = user;
    }
  free(gps);
  /* Outer merges of nested trees fold with their inner ones; fold only the roots (merges
   * that some non-merge instruction uses). */
  bool ok = true;
  for (size_t i = 0; i < nm; i++) {
    bool root = false;
    for (LLVMUseRef u = LLVMGetFirstUse(merges[i]); u && !root; u = LLVMGetNextUse(u))
      root = !is_merge_node(LLVMGetUser(u));
    if (root)
      ok &= fold_pointer_merge(l, merges[i]);
  }
  free(merges);
  rlv_ptrmap_free(&seen);
  return ok;
}

static bool legalize_getpointer(rlv_lctx *l, LLVMValueRef gp) {
  leaves lv;
  LLVMValueRef tree = handle_tree(LLVMGetOperand(gp, 0), &lv);
  if (lv.overflow || lv.n == 0) {
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, gp,
               "the handle is a select/phi tree with more than %d handles", MAX_LEAVES);
    return false;
  }
  if (!places_known(l, gp, &lv))
    return false;
  LLVMPositionBuilderBefore(l->builder, gp);
  if (lv.n == 1) {
    LLVMSetOperand(gp, 0, leaf_handle(l, &lv, 0));
    return true;
  }
  LLVMValueRef reload = reload_common_global(l, &lv);
  if (reload) {
    LLVMSetOperand(gp, 0, reload);
    return true;
  }
  if (same_binding(&lv)) {
    merge_same_binding(l, gp, &lv);
    return true;
  }
  return split_per_handle(l, gp, &lv, tree, NULL);
}

/* ---- step 3: other resource intrinsics taking a select/phi of handles ---- */

/* The intrinsics whose operand 0 is the handle they access (clang: (c ? A : B).Load(i)). */
static const rlv_intrinsic handle_users[] = {
    RLV_DX_LOAD_TYPEDBUFFER,   RLV_DX_STORE_TYPEDBUFFER,  RLV_DX_LOAD_RAWBUFFER,
    RLV_DX_STORE_RAWBUFFER,    RLV_DX_LOAD_CBUFFERROW_2,  RLV_DX_LOAD_CBUFFERROW_4,
    RLV_DX_LOAD_CBUFFERROW_8,  RLV_DX_GETDIMENSIONS_X,    RLV_DX_UPDATECOUNTER,
};

/* The same call on handle `h`. */
static LLVMValueRef rebuild_call(rlv_lctx *l, LLVMValueRef h, void *ctx) {
  LLVMValueRef c = LLVMInstructionClone(ctx);
  LLVMSetOperand(c, 0, h);
  LLVMInsertIntoBuilderWithName(l->builder, c, "");
  return c;
}

static bool split_call_per_handle(rlv_lctx *l, LLVMValueRef call, rlv_intrinsic id,
                                  const leaves *lv, LLVMValueRef tree) {
  if (id == RLV_DX_UPDATECOUNTER) {
    /* one counter per resource: which one this call updates is not known statically */
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, call,
               "the counter update may use handles of %u different bindings, so it is not "
               "guaranteed to map to a unique resource counter (LLVM: " LLVM_NON_UNIQUE ")",
               lv->n);
    return false;
  }
  bool clone[MAX_LEAVES];
  order_cache oc = {0};
  bool usable = true;
  for (unsigned k = 0; k < lv->n && usable; k++)
    if (!(usable = leaf_usable(&oc, lv->items[k], call, &clone[k])))
      rlv_report(
          l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, call,
          "the call may use handles of %u different bindings, and handle %u is not "
          "available where the call is, so it cannot be split per handle (LLVM: " LLVM_NON_UNIQUE
          ")",
          lv->n, k);
  order_cache_free(&oc);
  if (!usable)
    return false;
  LLVMValueRef selector = leaf_selector(l, tree, lv);
  split_per_leaf(l, call, lv, tree, &selector, clone, rebuild_call, call);
  return true;
}

/* Gives `call` a single handle (same legalization as for getpointer); `call` may be gone
 * afterwards (split). */
static bool legalize_handle_call(rlv_lctx *l, LLVMValueRef call, rlv_intrinsic id) {
  leaves lv;
  LLVMValueRef tree = handle_tree(LLVMGetOperand(call, 0), &lv);
  if (lv.overflow || lv.n == 0) {
    rlv_report(l->diags, RLV_RULE_LOWER_NON_UNIQUE_RESOURCE, call,
               "the handle is a select/phi tree with more than %d handles", MAX_LEAVES);
    return false;
  }
  if (!places_known(l, call, &lv))
    return false;
  LLVMPositionBuilderBefore(l->builder, call);
  if (lv.n == 1) {
    LLVMSetOperand(call, 0, leaf_handle(l, &lv, 0));
    return true;
  }
  LLVMValueRef reload = reload_common_global(l, &lv);
  if (reload) {
    LLVMSetOperand(call, 0, reload);
    return true;
  }
  if (same_binding(&lv)) {
    merge_same_binding(l, call, &lv);
    return true;
  }
  return split_call_per_handle(l, call, id, &lv, tree);
}

/* Calls to the intrinsics of handle_users whose handle is a select/phi. */
static LLVMValueRef *collect_merged_handle_calls(rlv_lctx *l, rlv_intrinsic **ids, size_t *count) {
  size_t n = 0, cap = 0;
  LLVMValueRef *out = NULL;
  *ids = NULL;
  for (size_t k = 0; k < sizeof handle_users / sizeof handle_users[0]; k++) {
    size_t nc = 0;
    LLVMValueRef *calls = rlv_collect_calls(l->module, handle_users[k], &nc);
    for (size_t i = 0; i < nc; i++) {
      if (LLVMGetNumArgOperands(calls[i]) < 1)
        continue;
      LLVMValueRef h = LLVMGetOperand(calls[i], 0);
      if (!is_merged_handle(h) || LLVMGetTypeKind(LLVMTypeOf(h)) != LLVMTargetExtTypeKind)
        continue;
      if (n == cap) {
        cap = cap ? cap * 2 : 8;
        out = rlv_xrealloc(out, cap * sizeof *out);
        *ids = rlv_xrealloc(*ids, cap * sizeof **ids);
      }
      (*ids)[n] = handle_users[k];
      out[n++] = calls[i];
    }
    free(calls);
  }
  *count = n;
  return out;
}

/* Erases a handle tree the splits left without uses: for a merged load, the load and its
 * pointer tree, also where a loop's phis keep each other alive. */
static void erase_dead_handle(LLVMValueRef h) {
  if (!is_merged_load(h)) {
    rlv_erase_dead_chain(h);
    return;
  }
  if (LLVMGetFirstUse(h))
    return;
  LLVMValueRef tree = LLVMGetOperand(h, 0);
  LLVMInstructionEraseFromParent(h);
  rlv_erase_dead_merges(tree);
}

static bool legalize_handle_calls(rlv_lctx *l) {
  size_t n = 0;
  rlv_intrinsic *ids = NULL;
  LLVMValueRef *calls = collect_merged_handle_calls(l, &ids, &n);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef old = LLVMGetOperand(calls[i], 0);
    ok &= legalize_handle_call(l, calls[i], ids[i]);
    /* erased now: a later split may rebuild the phis of its successors, old ones included */
    erase_dead_handle(old);
  }
  free(calls);
  free(ids);
  return ok;
}

bool rlv_legalize_resource_handles(rlv_lctx *l) {
  /* LLVM main's shape first where it applies: one load per resource in the predecessors */
  rlv_hoist_merged_loads(l);
  bool ok = fold_pointer_merges(l);
  size_t n = 0;
  LLVMValueRef *gps = rlv_collect_calls(l->module, RLV_DX_GETPOINTER, &n);
  LLVMValueRef *old = rlv_xcalloc(n ? n : 1, sizeof *old);
  for (size_t i = 0; i < n; i++) {
    if (LLVMGetNumArgOperands(gps[i]) != 2 || !is_merged_handle(LLVMGetOperand(gps[i], 0)))
      continue;
    old[i] = LLVMGetOperand(gps[i], 0);
    ok &= legalize_getpointer(l, gps[i]);
  }
  /* the split getpointers, their GEPs and the handle trees may now be dead */
  LLVMValueRef *roots = rlv_xcalloc(2 * n + 1, sizeof *roots);
  size_t nroots = 0;
  rlv_ptrmap loads = {0}; /* merged loads, erased after the getpointers that use them */
  for (size_t i = 0; i < n; i++) {
    if (!old[i])
      continue;
    rlv_erase_dead_gep_users(gps[i], 0);
    roots[nroots++] = gps[i];
    if (!is_merged_load(old[i]))
      roots[nroots++] = old[i];
    else if (!rlv_ptrmap_has(&loads, old[i]))
      rlv_ptrmap_put(&loads, old[i], 1);
    else
      old[i] = NULL;
  }
  rlv_erase_dead_chains(roots, nroots);
  for (size_t i = 0; i < n; i++)
    if (old[i] && rlv_ptrmap_has(&loads, old[i]))
      erase_dead_handle(old[i]);
  rlv_ptrmap_free(&loads);
  free(roots);
  free(old);
  free(gps);
  return legalize_handle_calls(l) && ok;
}
