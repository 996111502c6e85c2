/* The fold of a phi/select tree of handle loads into one handle load through a phi/select tree
 * of their pointers (see handle_load_fold.h). The pointers are constants, so the new tree has
 * them wherever the old one had the loads: each phi keeps its blocks, each select its
 * condition. Moving a load of a handle global is safe where forward-handles will replace it:
 * that stage forwards every load of one global in a function to the one handle creation
 * stored there, and diagnoses two different ones. */
#include "lower/handle_load_fold.h"

#include <stdlib.h>
#include <string.h>

#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_DEPTH 64

typedef struct nodes {
  LLVMValueRef *items;
  size_t n, cap;
} nodes;

static void nodes_push(nodes *s, LLVMValueRef v) {
  if (s->n == s->cap)
    s->items = rlv_xrealloc(s->items, (s->cap = s->cap ? s->cap * 2 : 16) * sizeof *s->items);
  s->items[s->n++] = v;
}

static bool is_handle_merge(LLVMValueRef v) {
  return v && (LLVMIsAPHINode(v) || LLVMIsASelectInst(v)) &&
         LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMTargetExtTypeKind;
}

/* A global, or a constant GEP into one (a member of a resource object). */
static bool is_global_place(LLVMValueRef p) {
  if (LLVMIsAGlobalVariable(p))
    return true;
  return LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr &&
         LLVMIsAGlobalVariable(LLVMGetOperand(p, 0));
}

typedef struct tree {
  rlv_ptrmap seen;
  nodes members;        /* merge nodes and leaf loads, each once */
  LLVMTypeRef ptr_type; /* of the leaves' pointers */
  unsigned align;       /* the least alignment of the leaf loads */
} tree;

/* Whether every leaf under `v` is a plain handle load from a global place. */
static bool foldable(tree *t, LLVMValueRef v, unsigned depth) {
  if (rlv_ptrmap_has(&t->seen, v))
    return true;
  if (depth > MAX_DEPTH)
    return false;
  rlv_ptrmap_put(&t->seen, v, 1);
  nodes_push(&t->members, v);
  if (LLVMIsASelectInst(v))
    return foldable(t, LLVMGetOperand(v, 1), depth + 1) &&
           foldable(t, LLVMGetOperand(v, 2), depth + 1);
  if (LLVMIsAPHINode(v)) {
    for (unsigned i = 0, n = LLVMCountIncoming(v); i < n; i++)
      if (!foldable(t, LLVMGetIncomingValue(v, i), depth + 1))
        return false;
    return LLVMCountIncoming(v) > 0;
  }
  if (!LLVMIsALoadInst(v) || LLVMGetVolatile(v) || !is_global_place(LLVMGetOperand(v, 0)))
    return false;
  LLVMTypeRef pt = LLVMTypeOf(LLVMGetOperand(v, 0));
  if (t->ptr_type && t->ptr_type != pt)
    return false;
  t->ptr_type = pt;
  unsigned a = LLVMGetAlignment(v);
  t->align = t->align && t->align < a ? t->align : a;
  return true;
}

/* The pointer that plays `v`'s part in the new tree. */
static LLVMValueRef mirror(LLVMBuilderRef b, tree *t, rlv_ptrmap *memo, LLVMValueRef v) {
  if (LLVMIsALoadInst(v))
    return LLVMGetOperand(v, 0);
  uintptr_t got;
  if (rlv_ptrmap_get(memo, v, &got))
    return (LLVMValueRef)got;
  if (LLVMIsASelectInst(v)) {
    LLVMValueRef x = mirror(b, t, memo, LLVMGetOperand(v, 1));
    LLVMValueRef y = mirror(b, t, memo, LLVMGetOperand(v, 2));
    LLVMPositionBuilderBefore(b, v);
    LLVMValueRef s = LLVMBuildSelect(b, LLVMGetOperand(v, 0), x, y, "");
    rlv_ptrmap_put(memo, v, (uintptr_t)s);
    return s;
  }
  LLVMPositionBuilderBefore(b, v);
  LLVMValueRef phi = LLVMBuildPhi(b, t->ptr_type, "");
  rlv_ptrmap_put(memo, v, (uintptr_t)phi); /* before the operands: cycles */
  for (unsigned i = 0, n = LLVMCountIncoming(v); i < n; i++) {
    LLVMValueRef in = mirror(b, t, memo, LLVMGetIncomingValue(v, i));
    LLVMBasicBlockRef bb = LLVMGetIncomingBlock(v, i);
    LLVMAddIncoming(phi, &in, &bb, 1);
  }
  return phi;
}

/* Replaces `root` by a load through the mirrored pointer tree. */
static void fold_root(LLVMBuilderRef b, tree *t, LLVMValueRef root) {
  rlv_ptrmap memo = {0};
  LLVMValueRef ptr = mirror(b, t, &memo, root);
  rlv_ptrmap_free(&memo);
  LLVMValueRef at = root;
  if (LLVMIsAPHINode(root))
    for (at = LLVMGetFirstInstruction(LLVMGetInstructionParent(root)); LLVMIsAPHINode(at);)
      at = LLVMGetNextInstruction(at);
  LLVMPositionBuilderBefore(b, at);
  size_t len = 0;
  const char *root_name = LLVMGetValueName2(root, &len);
  char *name = rlv_xstrndup(root_name, len);
  LLVMSetValueName2(root, "", 0);
  if (LLVMIsAInstruction(ptr) && len) {
    char *pname = rlv_strf("%s.ptr", name);
    LLVMSetValueName2(ptr, pname, strlen(pname));
    free(pname);
  }
  LLVMValueRef load = LLVMBuildLoad2(b, LLVMTypeOf(root), ptr, name);
  if (t->align)
    LLVMSetAlignment(load, t->align);
  free(name);
  LLVMReplaceAllUsesWith(root, load);
}

static bool in_set(const rlv_ptrmap *set, LLVMValueRef v) {
  uintptr_t in = 0;
  return rlv_ptrmap_get(set, v, &in) && in;
}

static bool all_users_in(LLVMValueRef v, const rlv_ptrmap *set) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    if (!in_set(set, LLVMGetUser(u)))
      return false;
  return true;
}

/* Erases the folded trees' members nothing uses any more, then the phi cycles that only use
 * each other (a handle chosen in a loop). */
static void erase_dead(nodes *dead) {
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < dead->n; i++)
      if (dead->items[i] && !LLVMGetFirstUse(dead->items[i])) {
        LLVMInstructionEraseFromParent(dead->items[i]);
        dead->items[i] = NULL;
        changed = true;
      }
  }
  rlv_ptrmap cycle = {0};
  for (size_t i = 0; i < dead->n; i++)
    if (dead->items[i] && is_handle_merge(dead->items[i]))
      rlv_ptrmap_put(&cycle, dead->items[i], 1);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t i = 0; i < dead->n; i++) {
      LLVMValueRef v = dead->items[i];
      if (v && in_set(&cycle, v) && !all_users_in(v, &cycle)) {
        rlv_ptrmap_put(&cycle, v, 0);
        changed = true;
      }
    }
  }
  for (size_t i = 0; i < dead->n; i++)
    if (dead->items[i] && in_set(&cycle, dead->items[i]))
      LLVMReplaceAllUsesWith(dead->items[i], LLVMGetPoison(LLVMTypeOf(dead->items[i])));
  for (size_t i = 0; i < dead->n; i++) {
    LLVMValueRef v = dead->items[i];
    if (v && in_set(&cycle, v)) {
      LLVMInstructionEraseFromParent(v);
      dead->items[i] = NULL;
    }
  }
  rlv_ptrmap_free(&cycle);
  /* the leaf loads the cycles kept */
  for (size_t i = 0; i < dead->n; i++)
    if (dead->items[i] && !LLVMGetFirstUse(dead->items[i]))
      LLVMInstructionEraseFromParent(dead->items[i]);
}

/* Handle phis and selects some other instruction uses: the roots of the trees. */
static void collect_roots(LLVMValueRef fn, nodes *roots) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!is_handle_merge(i))
        continue;
      bool root = false;
      for (LLVMUseRef u = LLVMGetFirstUse(i); u && !root; u = LLVMGetNextUse(u))
        root = !is_handle_merge(LLVMGetUser(u));
      if (root)
        nodes_push(roots, i);
    }
}

void rlv_fold_handle_load_merges(LLVMValueRef fn) {
  nodes roots = {0};
  collect_roots(fn, &roots);
  if (!roots.n)
    return;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(fn)));
  nodes dead = {0};
  rlv_ptrmap listed = {0};
  for (size_t r = 0; r < roots.n; r++) {
    tree t = {0};
    if (foldable(&t, roots.items[r], 0) && t.ptr_type) {
      fold_root(b, &t, roots.items[r]);
      for (size_t i = 0; i < t.members.n; i++)
        if (!rlv_ptrmap_has(&listed, t.members.items[i])) {
          rlv_ptrmap_put(&listed, t.members.items[i], 1);
          nodes_push(&dead, t.members.items[i]);
        }
    }
    rlv_ptrmap_free(&t.seen);
    free(t.members.items);
  }
  erase_dead(&dead);
  rlv_ptrmap_free(&listed);
  free(dead.items);
  free(roots.items);
  LLVMDisposeBuilder(b);
}
