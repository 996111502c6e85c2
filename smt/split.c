/* Which states reaching a block may not be merged. Merging paths keeps one state per block,
 * but a value the paths disagree on in a way no path condition can choose between (pointers
 * into different objects, handles of different kinds) is lost at the merge. clang -O0
 * writes `c ? A : B` of resource objects as a phi of pointers to global objects; after the
 * merge the handle loaded through it would be unknown. When such a value may still be used
 * (a user in a block reachable from the join), the paths are kept apart: one merged state
 * per class of paths that agree on every such value. */
#include <stdlib.h>

#include "model/util.h"
#include "smt/smt.h"

/* More classes than this and the states merge as before (the lost values are unknown if
 * used): each class runs the rest of the function on its own. */
#define MAX_CLASSES 8u

/* The blocks reachable from `from`, itself included, marked in `seen`. */
static void mark_reachable(LLVMBasicBlockRef from, rlv_ptrmap *seen) {
  size_t cap = 16, n = 0;
  LLVMBasicBlockRef *stack = rlv_xmalloc(cap * sizeof *stack);
  rlv_ptrmap_put(seen, from, 1);
  stack[n++] = from;
  while (n) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(stack[--n]);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    for (unsigned k = 0; k < ns; k++) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, k);
      uintptr_t got;
      if (rlv_ptrmap_get(seen, s, &got))
        continue;
      rlv_ptrmap_put(seen, s, 1);
      if (n == cap) {
        cap *= 2;
        stack = rlv_xrealloc(stack, cap * sizeof *stack);
      }
      stack[n++] = s;
    }
  }
  free(stack);
}

/* Whether `v` has a user in a block of `live` (a phi's use counts in the phi's block, a
 * superset of where it is really used). */
static bool used_in(LLVMValueRef v, const rlv_ptrmap *live) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    uintptr_t got;
    if (LLVMIsAInstruction(user) && rlv_ptrmap_get(live, LLVMGetInstructionParent(user), &got))
      return true;
  }
  return false;
}

/* The values bound on every path that the paths disagree on beyond merging. */
static size_t conflicts(sx_state **in, size_t n, LLVMValueRef **out) {
  const rlv_ptrmap *env = &in[0]->env;
  size_t count = 0, cap = 0;
  *out = NULL;
  for (size_t k = 0; k < env->capacity; k++) {
    if (!env->keys[k])
      continue;
    sval *first = (sval *)env->values[k];
    bool everywhere = true, mergeable = true;
    for (size_t i = 1; i < n && everywhere; i++) {
      uintptr_t got;
      everywhere = rlv_ptrmap_get(&in[i]->env, env->keys[k], &got);
      mergeable = mergeable && everywhere && sx_mergeable(first, (sval *)got);
    }
    if (!everywhere || mergeable)
      continue;
    if (count == cap) {
      cap = cap ? 2 * cap : 4;
      *out = rlv_xrealloc(*out, cap * sizeof **out);
    }
    (*out)[count++] = (LLVMValueRef)env->keys[k];
  }
  return count;
}

static bool agree(sx_state *a, sx_state *b, LLVMValueRef *keys, size_t n) {
  for (size_t k = 0; k < n; k++) {
    uintptr_t x, y;
    rlv_ptrmap_get(&a->env, keys[k], &x);
    rlv_ptrmap_get(&b->env, keys[k], &y);
    if (!sx_mergeable((sval *)x, (sval *)y))
      return false;
  }
  return true;
}

size_t sx_merge_classes(LLVMBasicBlockRef at, sx_state **in, size_t n, size_t *class_of) {
  for (size_t i = 0; i < n; i++)
    class_of[i] = 0;
  if (n < 2)
    return 1;
  LLVMValueRef *keys;
  size_t nkeys = conflicts(in, n, &keys);
  if (!nkeys)
    return 1;
  rlv_ptrmap live = {0};
  mark_reachable(at, &live);
  size_t nlive = 0;
  for (size_t k = 0; k < nkeys; k++)
    if (LLVMIsAInstruction(keys[k]) && used_in(keys[k], &live))
      keys[nlive++] = keys[k];
  rlv_ptrmap_free(&live);
  size_t rep[MAX_CLASSES], nclasses = 0;
  for (size_t i = 0; i < n && nlive; i++) {
    size_t c = 0;
    while (c < nclasses && !agree(in[rep[c]], in[i], keys, nlive))
      c++;
    if (c == MAX_CLASSES) {
      nclasses = 0; /* too many: merge them all */
      break;
    }
    if (c == nclasses)
      rep[nclasses++] = i;
    class_of[i] = c;
  }
  free(keys);
  if (nclasses <= 1) {
    for (size_t i = 0; i < n; i++)
      class_of[i] = 0;
    return 1;
  }
  return nclasses;
}
