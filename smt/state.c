/* The executor's path states: binding values, copying a state for a branch, and merging
 * the states that reach one point with ite over their path conditions (values, memory,
 * private memory, handles held in it). */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

void sx_bind(sx_exec *ex, rlv_ptrmap *map, const void *key, sval *v) {
  if (!rlv_ptrmap_has(&ex->key_order, key))
    rlv_ptrmap_put(&ex->key_order, key, ++ex->nkeys);
  rlv_ptrmap_put(map, key, (uintptr_t)v);
}

void sx_set(sx_exec *ex, LLVMValueRef inst, sval *v) { sx_bind(ex, &ex->cur->env, inst, v); }

sx_state *sx_state_new(sx_exec *ex) {
  sx_state *s = rlv_xcalloc(1, sizeof *s);
  s->av = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *s->av);
  s->ap = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *s->ap);
  return s;
}

void sx_map_copy(rlv_ptrmap *dst, const rlv_ptrmap *src) {
  *dst = (rlv_ptrmap){0};
  if (!src->capacity)
    return;
  dst->keys = rlv_xmalloc(src->capacity * sizeof *dst->keys);
  dst->values = rlv_xmalloc(src->capacity * sizeof *dst->values);
  memcpy(dst->keys, src->keys, src->capacity * sizeof *dst->keys);
  memcpy(dst->values, src->values, src->capacity * sizeof *dst->values);
  dst->count = src->count;
  dst->capacity = src->capacity;
}

/* Work units of copying or merging one state: the entries it holds. */
static uint64_t state_units(const sx_exec *ex, const sx_state *s) {
  return 1 + s->env.count + s->slots.count + ex->nallocas + s->hs.n + s->vals.n;
}

sx_state *sx_state_copy(sx_exec *ex, const sx_state *src) {
  sx_spend(ex, state_units(ex, src), NULL);
  sx_state *s = sx_state_new(ex);
  s->pc = src->pc;
  s->events = src->events;
  s->m = src->m;
  memcpy(s->av, src->av, ex->nallocas * sizeof *s->av);
  memcpy(s->ap, src->ap, ex->nallocas * sizeof *s->ap);
  sx_hslots_copy(&s->hs, &src->hs);
  sx_hslots_copy(&s->vals, &src->vals);
  sx_map_copy(&s->env, &src->env);
  sx_map_copy(&s->slots, &src->slots);
  s->ret = src->ret;
  s->helper = src->helper;
  s->at_discard = src->at_discard;
  return s;
}

void sx_state_free(sx_state *s) {
  if (!s)
    return;
  free(s->av);
  free(s->ap);
  sx_hslots_free(&s->hs);
  sx_hslots_free(&s->vals);
  rlv_ptrmap_free(&s->env);
  rlv_ptrmap_free(&s->slots);
  free(s);
}

bool sx_mergeable(sval *a, sval *b) {
  if (a == b)
    return true;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case SV_INT:
    return a->width == b->width;
  case SV_AGG:
    if (a->n != b->n)
      return false;
    for (unsigned i = 0; i < a->n; i++)
      if (!sx_mergeable(a->el[i], b->el[i]))
        return false;
    return true;
  case SV_HANDLE:
    return a->h->cls == b->h->cls && a->h->family == b->h->family &&
           a->h->stride == b->h->stride && a->h->lanes == b->h->lanes &&
           a->h->undef == b->h->undef;
  case SV_PTR:
    return a->region == b->region && a->region != PR_CHOICE && a->alloca_id == b->alloca_id &&
           a->global == b->global &&
           (!a->h || !b->h ||
            (a->h->cls == b->h->cls && a->h->family == b->h->family &&
             a->h->stride == b->h->stride && a->h->lanes == b->h->lanes));
  }
  return false;
}

/* The most states merged at once (larger joins merge in groups: merge_states). */
#define MERGE_FANIN 64u

/* The join of the incoming states' vals[i]: by the join's decision tree when it has one,
 * else as a chain over their path conditions. */
static Z3_ast join_asts(sx_exec *ex, const sx_merge_tree *tree, sx_state **in, size_t n,
                        const Z3_ast *vals) {
  if (tree)
    return sx_merge_tree_ast(ex, tree, vals);
  Z3_ast acc = vals[n - 1];
  for (size_t i = n - 1; i-- > 0;)
    acc = sx_ite(ex->z, in[i]->pc, vals[i], acc);
  return acc;
}

static Z3_ast fold_ast(sx_exec *ex, const sx_merge_tree *tree, sx_state **in, size_t n,
                       size_t field_offset) {
  Z3_ast vals[MERGE_FANIN];
  for (size_t i = 0; i < n; i++)
    vals[i] = *(Z3_ast *)((char *)in[i] + field_offset);
  return join_asts(ex, tree, in, n, vals);
}

typedef struct ordered_key {
  uintptr_t order;
  const void *key;
} ordered_key;

static int by_order(const void *a, const void *b) {
  uintptr_t x = ((const ordered_key *)a)->order, y = ((const ordered_key *)b)->order;
  return (x > y) - (x < y);
}

/* The keys of a state map in the order they were first bound (see sx_exec.key_order). */
static ordered_key *keys_in_order(const sx_exec *ex, const rlv_ptrmap *map, size_t *count) {
  ordered_key *keys = rlv_xmalloc((map->count ? map->count : 1) * sizeof *keys);
  size_t n = 0;
  for (size_t k = 0; k < map->capacity; k++) {
    if (!map->keys[k])
      continue;
    uintptr_t order = 0;
    rlv_ptrmap_get(&ex->key_order, map->keys[k], &order);
    keys[n++] = (ordered_key){order, map->keys[k]};
  }
  qsort(keys, n, sizeof *keys, by_order);
  *count = n;
  return keys;
}

static void merge_map(sx_exec *ex, const sx_merge_tree *tree, rlv_ptrmap *out, sx_state **in,
                      size_t n, bool env) {
  size_t nkeys;
  ordered_key *keys = keys_in_order(ex, env ? &in[0]->env : &in[0]->slots, &nkeys);
  for (size_t k = 0; k < nkeys; k++) {
    const void *key = keys[k].key;
    sval *vals[MERGE_FANIN];
    bool ok = n <= MERGE_FANIN;
    for (size_t i = 0; ok && i < n; i++) {
      uintptr_t got;
      ok = rlv_ptrmap_get(env ? &in[i]->env : &in[i]->slots, key, &got);
      if (ok) {
        vals[i] = (sval *)got;
        ok = sx_mergeable(vals[0], vals[i]);
      }
    }
    if (!ok)
      continue; /* not available after the join: a later use is reported then */
    sval *acc = vals[n - 1];
    if (tree)
      acc = sx_merge_tree_sval(ex, tree, vals);
    else
      for (size_t i = n - 1; i-- > 0;)
        acc = sv_ite(ex, in[i]->pc, vals[i], acc);
    rlv_ptrmap_put(out, key, (uintptr_t)acc);
  }
  free(keys);
}

static sx_state *merge_group(sx_exec *ex, sx_state **in, size_t n);

/* Merges the states reaching one point; frees them. Paths that reach one point are
 * disjoint, so more than MERGE_FANIN of them merge in groups, and the groups again:
 * ite(a or b, ite(a, x, y), z) is the same value as the flat chain. */
sx_state *sx_merge_states(sx_exec *ex, sx_state **in, size_t n) {
  while (n > MERGE_FANIN) {
    size_t groups = 0;
    for (size_t i = 0; i < n; i += MERGE_FANIN) {
      size_t k = n - i < MERGE_FANIN ? n - i : MERGE_FANIN;
      in[groups++] = merge_group(ex, in + i, k);
    }
    n = groups;
  }
  return merge_group(ex, in, n);
}

static sx_state *merge_group(sx_exec *ex, sx_state **in, size_t n) {
  if (n == 1)
    return in[0];
  Z3_context z = ex->z;
  if (!sx_spend(ex, n * state_units(ex, in[0]), NULL)) {
    /* past the budget the function is unknown: no merge is built */
    for (size_t i = 1; i < n; i++)
      sx_state_free(in[i]);
    return in[0];
  }
  sx_state *s = sx_state_new(ex);
  Z3_ast pc = sx_false(z);
  for (size_t i = 0; i < n; i++)
    pc = sx_or2(z, pc, in[i]->pc);
  s->pc = pc;
  const sx_merge_tree *tree = sx_merge_tree_of(ex, in, n);
#define FOLD(f) s->m.f = fold_ast(ex, tree, in, n, offsetof(sx_state, m.f))
  FOLD(tv); FOLD(tp); FOLD(tw); FOLD(rv); FOLD(rp); FOLD(rw); FOLD(cnt);
#undef FOLD
  s->events = fold_ast(ex, tree, in, n, offsetof(sx_state, events));
  Z3_ast allp = Z3_mk_const_array(z, sx_bv_sort(z, 32), sx_true(z));
  Z3_ast zero8 = Z3_mk_const_array(z, sx_bv_sort(z, 32), sx_bv(z, 0, 8));
  for (unsigned a = 0; a < ex->nallocas; a++) {
    Z3_ast vs[MERGE_FANIN], ps[MERGE_FANIN];
    for (size_t i = 0; i < n; i++) {
      vs[i] = in[i]->av[a] ? in[i]->av[a] : zero8;
      ps[i] = in[i]->ap[a] ? in[i]->ap[a] : allp;
    }
    s->av[a] = join_asts(ex, tree, in, n, vs);
    s->ap[a] = join_asts(ex, tree, in, n, ps);
  }
  sx_hslots_merge(ex, &s->hs, in, n);
  sx_pvals_merge(ex, &s->vals, in, n);
  sx_helper_merge(ex, s, in, n);
  merge_map(ex, tree, &s->env, in, n, true);
  merge_map(ex, tree, &s->slots, in, n, false);
  if (in[0]->ret) {
    sval *acc = in[n - 1]->ret;
    for (size_t i = n - 1; i-- > 0;)
      if (in[i]->ret && acc && sx_mergeable(in[i]->ret, acc))
        acc = sv_ite(ex, in[i]->pc, in[i]->ret, acc);
    s->ret = acc;
  }
  for (size_t i = 0; i < n; i++)
    sx_state_free(in[i]);
  return s;
}

void sx_states_push(sx_states *p, sx_state *s) {
  if (p->count == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 4;
    p->items = rlv_xrealloc(p->items, p->cap * sizeof *p->items);
  }
  p->items[p->count++] = s;
}

