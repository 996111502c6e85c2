/* Groupshared memory, the globals of addrspace(3) (DESIGN.md "Groupshared memory"; their
 * regions are made as every global's, memory.c): this thread's writes (values and footprint)
 * are observed at every group barrier and at return, and at the k-th barrier every byte
 * becomes what other threads left: the same fresh values on both sides, a function of the
 * seed, k, the global's name and the byte. And the writable resources as an event observes
 * them. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

#define TAG_BARRIER 0x62617272u /* the run's choices at barriers */
#define TAG_ENTRY 0x656e7472u   /* and at entry */

uint64_t cx_name_hash(LLVMValueRef g) {
  size_t len;
  const char *name = LLVMGetValueName2(g, &len);
  uint64_t h = 0xcbf29ce484222325ull; /* FNV-1a */
  for (size_t i = 0; i < len; i++)
    h = (h ^ (uint8_t)name[i]) * 0x100000001b3ull;
  return h;
}

static bool is_shared(LLVMValueRef g) { return LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 3; }

/* Every byte of a groupshared region becomes what other threads left: defined values, a
 * function of the seed, the tag and k, the global's name and the byte; nothing written yet. */
static void fill_fresh(run *r, region *g, uint32_t tag, uint64_t k) {
  uint64_t words[3] = {k, cx_name_hash(g->global), 0}, w = 0;
  for (uint64_t b = 0; b < g->size; b++) {
    if (b % 8 == 0) {
      words[2] = b / 8;
      w = cx_choice(r, tag, words, 3);
    }
    g->bytes[b] = (uint8_t)(w >> (8 * (b % 8)));
  }
  memset(g->poison, 0, g->size);
  memset(g->written, 0, g->size);
}

/* At entry other threads of the group may already have written groupshared memory, so it
 * holds fresh values as after a barrier, not its initializer (clang writes zeroinitializer,
 * which no GPU provides). */
bool cx_shared_start(run *r, LLVMValueRef fn) {
  LLVMModuleRef m = LLVMGetGlobalParent(fn);
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
    if (!is_shared(g))
      continue;
    region *reg = cx_global_region(r, g);
    if (!reg)
      return false;
    fill_fresh(r, reg, TAG_ENTRY, 0);
  }
  return true;
}

/* Whether `bytes` more may be copied for events (the run stops as unsupported past it). */
static bool observe_budget(run *r, uint64_t bytes) {
  r->observed += bytes;
  return r->observed <= MAX_OBSERVED ||
         UNSUPPORTED(r, "events observe more than %u bytes of memory", MAX_OBSERVED);
}

static uint8_t *dup_bytes(const uint8_t *p, size_t n) {
  uint8_t *q = rlv_xmalloc(n + 1);
  memcpy(q, p, n);
  q[n] = 0;
  return q;
}

rlv_imemory *cx_observe_resources(run *r) {
  rlv_imemory *m = rlv_xcalloc(1, sizeof *m);
  m->res = rlv_xcalloc(r->st->nres + 1, sizeof *m->res);
  for (size_t i = 0; i < r->st->nres; i++) {
    const rlv_ires *s = &r->st->res[i];
    if (s->res_class != 1)
      continue;
    size_t nwritten = s->kind == RLV_IRES_TYPED ? s->count : s->nbytes;
    rlv_ires *d = &m->res[m->nres++];
    *d = *s;
    d->data = dup_bytes(s->data, s->nbytes);
    d->poison = dup_bytes(s->poison, s->nbytes);
    d->written = dup_bytes(s->written, nwritten);
    d->mapped = NULL;
    d->nmapped = 0;
    if (!observe_budget(r, 2ull * s->nbytes + nwritten)) {
      cx_imemory_free(m);
      return NULL;
    }
  }
  return m;
}

/* Copies of the groupshared regions into *out (the state's or an event's). */
static bool copy_shared(run *r, rlv_ishared **out, size_t *n) {
  *out = NULL;
  *n = 0;
  size_t count = 0;
  for (size_t i = 0; i < r->nalloca; i++)
    count += r->allocas[i].shared;
  if (!count)
    return true;
  *out = rlv_xcalloc(count, sizeof **out);
  for (size_t i = 0; i < r->nalloca; i++) {
    const region *g = &r->allocas[i];
    if (!g->shared)
      continue;
    size_t len;
    const char *name = LLVMGetValueName2(g->global, &len);
    rlv_ishared *s = &(*out)[(*n)++];
    s->name = rlv_xstrndup(name, len);
    s->size = (uint32_t)g->size;
    s->data = dup_bytes(g->bytes, g->size);
    s->poison = dup_bytes(g->poison, g->size);
    s->written = dup_bytes(g->written, g->size);
    if (!observe_budget(r, 3 * g->size))
      return false;
  }
  return true;
}

rlv_imemory *cx_barrier_memory(run *r, uint64_t k) {
  rlv_imemory *m = cx_observe_resources(r);
  if (!m)
    return NULL;
  if (!copy_shared(r, &m->shared, &m->nshared)) {
    cx_imemory_free(m);
    return NULL;
  }
  for (size_t i = 0; i < r->nalloca; i++) {
    region *g = &r->allocas[i];
    if (g->shared)
      fill_fresh(r, g, TAG_BARRIER, k);
  }
  return m;
}

void cx_shared_finish(run *r) {
  rlv_istate *st = r->st;
  for (size_t i = 0; i < st->nshared; i++)
    cx_ishared_free(&st->shared[i]);
  free(st->shared);
  copy_shared(r, &st->shared, &st->nshared);
}
