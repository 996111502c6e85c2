/* Dominators by the Cooper-Harvey-Kennedy iteration ("A Simple, Fast Dominance
 * Algorithm"): blocks numbered in reverse post-order, idom refined to a fixed point. */
#include <stdlib.h>

#include "lower/dominators.h"
#include "model/ptrmap.h"
#include "model/util.h"

#define UNDEF_NODE ((size_t)-1)

struct rlv_domtree {
  LLVMBasicBlockRef *blocks; /* in reverse post-order; [0] is the entry */
  size_t count;
  size_t *idom;              /* rpo index of the immediate dominator; entry -> itself */
  size_t *enter, *leave;     /* pre-order interval of each block in the dominator tree */
  rlv_ptrmap index;          /* block -> rpo index (reachable blocks only) */
  rlv_ptrmap numbered;       /* blocks whose instructions are in `position` */
  rlv_ptrmap position;       /* instruction -> position in its block, filled on demand */
};

static size_t successor_count(LLVMBasicBlockRef bb) {
  LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
  return term ? LLVMGetNumSuccessors(term) : 0;
}

static LLVMBasicBlockRef successor(LLVMBasicBlockRef bb, size_t i) {
  return LLVMGetSuccessor(LLVMGetBasicBlockTerminator(bb), (unsigned)i);
}

/* Post-order by an explicit stack (no recursion: CFGs can be deep). */
static void number_blocks(rlv_domtree *dt, LLVMValueRef fn) {
  size_t nblocks = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *post = rlv_xmalloc(nblocks * sizeof *post);
  LLVMBasicBlockRef *stack = rlv_xmalloc(nblocks * sizeof *stack);
  size_t *next_succ = rlv_xmalloc(nblocks * sizeof *next_succ);
  rlv_ptrmap seen = {0};
  size_t npost = 0, depth = 0;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  stack[depth] = entry;
  next_succ[depth++] = 0;
  rlv_ptrmap_put(&seen, entry, 1);
  while (depth > 0) {
    LLVMBasicBlockRef bb = stack[depth - 1];
    size_t i = next_succ[depth - 1];
    if (i < successor_count(bb)) {
      next_succ[depth - 1] = i + 1;
      LLVMBasicBlockRef s = successor(bb, i);
      if (!rlv_ptrmap_has(&seen, s)) {
        rlv_ptrmap_put(&seen, s, 1);
        stack[depth] = s;
        next_succ[depth++] = 0;
      }
      continue;
    }
    post[npost++] = bb;
    depth--;
  }
  dt->count = npost;
  dt->blocks = rlv_xmalloc((npost ? npost : 1) * sizeof *dt->blocks);
  for (size_t i = 0; i < npost; i++) {
    dt->blocks[i] = post[npost - 1 - i];
    rlv_ptrmap_put(&dt->index, dt->blocks[i], i);
  }
  rlv_ptrmap_free(&seen);
  free(next_succ);
  free(stack);
  free(post);
}

static size_t intersect(const size_t *idom, size_t a, size_t b) {
  while (a != b) {
    while (a > b)
      a = idom[a];
    while (b > a)
      b = idom[b];
  }
  return a;
}

/* Predecessor lists in rpo indices, from the successor edges of reachable blocks. */
typedef struct preds {
  size_t *items;
  size_t count, cap;
} preds;

static preds *collect_preds(const rlv_domtree *dt) {
  preds *p = rlv_xcalloc(dt->count ? dt->count : 1, sizeof *p);
  for (size_t i = 0; i < dt->count; i++) {
    size_t n = successor_count(dt->blocks[i]);
    for (size_t k = 0; k < n; k++) {
      uintptr_t s;
      if (!rlv_ptrmap_get(&dt->index, successor(dt->blocks[i], k), &s))
        continue;
      preds *ps = &p[s];
      if (ps->count == ps->cap) {
        ps->cap = ps->cap ? ps->cap * 2 : 4;
        ps->items = rlv_xrealloc(ps->items, ps->cap * sizeof *ps->items);
      }
      ps->items[ps->count++] = i;
    }
  }
  return p;
}

static void compute_idoms(rlv_domtree *dt) {
  preds *p = collect_preds(dt);
  dt->idom = rlv_xmalloc((dt->count ? dt->count : 1) * sizeof *dt->idom);
  for (size_t i = 0; i < dt->count; i++)
    dt->idom[i] = UNDEF_NODE;
  if (dt->count)
    dt->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = 1; b < dt->count; b++) {
      size_t new_idom = UNDEF_NODE;
      for (size_t k = 0; k < p[b].count; k++) {
        size_t q = p[b].items[k];
        if (dt->idom[q] == UNDEF_NODE)
          continue;
        new_idom = new_idom == UNDEF_NODE ? q : intersect(dt->idom, q, new_idom);
      }
      if (new_idom != dt->idom[b]) {
        dt->idom[b] = new_idom;
        changed = true;
      }
    }
  }
  for (size_t i = 0; i < dt->count; i++)
    free(p[i].items);
  free(p);
}

/* Numbers the dominator tree depth-first (iteratively: it can be as deep as the CFG), so
 * that "a dominates b" is an interval test instead of a walk up b's idom chain, which a
 * chain of 100,000 blocks makes as long as the function. */
static void number_tree(rlv_domtree *dt) {
  size_t n = dt->count;
  size_t *first_child = rlv_xmalloc((n ? n : 1) * sizeof *first_child);
  size_t *next_sibling = rlv_xmalloc((n ? n : 1) * sizeof *next_sibling);
  size_t *stack = rlv_xmalloc((n ? n : 1) * sizeof *stack);
  dt->enter = rlv_xmalloc((n ? n : 1) * sizeof *dt->enter);
  dt->leave = rlv_xmalloc((n ? n : 1) * sizeof *dt->leave);
  for (size_t i = 0; i < n; i++)
    first_child[i] = next_sibling[i] = UNDEF_NODE;
  for (size_t i = n; i-- > 1;) {
    size_t p = dt->idom[i];
    if (p == UNDEF_NODE)
      continue;
    next_sibling[i] = first_child[p];
    first_child[p] = i;
  }
  size_t clock = 0, depth = 0;
  if (n) {
    stack[depth++] = 0;
    dt->enter[0] = clock++;
  }
  while (depth > 0) {
    size_t top = stack[depth - 1], child = first_child[top];
    if (child != UNDEF_NODE) {
      first_child[top] = next_sibling[child];
      dt->enter[child] = clock++;
      stack[depth++] = child;
    } else {
      dt->leave[top] = clock++;
      depth--;
    }
  }
  free(stack);
  free(next_sibling);
  free(first_child);
}

rlv_domtree *rlv_domtree_build(LLVMValueRef fn) {
  if (!fn || LLVMCountBasicBlocks(fn) == 0)
    return NULL;
  rlv_domtree *dt = rlv_xcalloc(1, sizeof *dt);
  number_blocks(dt, fn);
  compute_idoms(dt);
  number_tree(dt);
  return dt;
}

void rlv_domtree_free(rlv_domtree *dt) {
  if (!dt)
    return;
  rlv_ptrmap_free(&dt->index);
  rlv_ptrmap_free(&dt->numbered);
  rlv_ptrmap_free(&dt->position);
  free(dt->blocks);
  free(dt->idom);
  free(dt->enter);
  free(dt->leave);
  free(dt);
}

bool rlv_domtree_reachable(const rlv_domtree *dt, LLVMBasicBlockRef bb) {
  return dt && rlv_ptrmap_has(&dt->index, bb);
}

bool rlv_domtree_block_dominates(const rlv_domtree *dt, LLVMBasicBlockRef a, LLVMBasicBlockRef b) {
  uintptr_t ia, ib;
  if (!dt || !rlv_ptrmap_get(&dt->index, b, &ib))
    return true; /* b unreachable */
  if (!rlv_ptrmap_get(&dt->index, a, &ia))
    return false;
  return dt->enter[ia] <= dt->enter[ib] && dt->leave[ib] <= dt->leave[ia];
}

/* Numbers a block's instructions once, so that order queries in big blocks stay cheap. */
static uintptr_t position_of(rlv_domtree *dt, LLVMBasicBlockRef bb, LLVMValueRef inst) {
  if (!rlv_ptrmap_has(&dt->numbered, bb)) {
    rlv_ptrmap_put(&dt->numbered, bb, 1);
    uintptr_t n = 0;
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      rlv_ptrmap_put(&dt->position, i, n++);
  }
  uintptr_t pos = 0;
  rlv_ptrmap_get(&dt->position, inst, &pos);
  return pos;
}

bool rlv_domtree_dominates(rlv_domtree *dt, LLVMValueRef def, LLVMValueRef user) {
  LLVMBasicBlockRef a = LLVMGetInstructionParent(def), b = LLVMGetInstructionParent(user);
  if (!a || !b || !dt)
    return false;
  if (a != b)
    return rlv_domtree_block_dominates(dt, a, b);
  if (!rlv_domtree_reachable(dt, b))
    return true;
  return position_of(dt, a, def) < position_of(dt, a, user);
}
