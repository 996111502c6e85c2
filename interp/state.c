/* The interpreter's state (rlv_istate): a resource's arrays for its kind, deep copies and
 * release (resources, events and the memory they observed, groupshared globals), and the
 * names of the resource kinds. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

void rlv_ires_alloc(rlv_ires *r) {
  switch (r->kind) {
  case RLV_IRES_TYPED:
    r->nbytes = r->count * 16u;
    break;
  case RLV_IRES_STRUCTURED:
    r->nbytes = r->count * r->stride;
    break;
  default:
    r->nbytes = r->count;
    break;
  }
  size_t nwritten = r->kind == RLV_IRES_TYPED ? r->count : r->nbytes;
  r->data = rlv_xcalloc(r->nbytes + 1, 1);
  r->poison = rlv_xcalloc(r->nbytes + 1, 1);
  r->written = rlv_xcalloc(nwritten + 1, 1);
}

static uint8_t *dup_bytes(const uint8_t *p, size_t n) {
  uint8_t *q = rlv_xmalloc(n + 1);
  memcpy(q, p, n + 1);
  return q;
}

/* A copy of n elements of `size` bytes (NULL for none). */
static void *dup_array(const void *p, size_t n, size_t size) {
  if (!n)
    return NULL;
  void *q = rlv_xmalloc(n * size);
  memcpy(q, p, n * size);
  return q;
}

static void copy_resources(rlv_ires *dst, const rlv_ires *src, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const rlv_ires *s = &src[i];
    rlv_ires *d = &dst[i];
    *d = *s;
    size_t nwritten = s->kind == RLV_IRES_TYPED ? s->count : s->nbytes;
    d->data = dup_bytes(s->data, s->nbytes);
    d->poison = dup_bytes(s->poison, s->nbytes);
    d->written = dup_bytes(s->written, nwritten);
    d->mapped = dup_array(s->mapped, s->nmapped, sizeof *s->mapped);
  }
}

static void free_resources(rlv_ires *res, size_t n) {
  for (size_t i = 0; i < n; i++) {
    free(res[i].data);
    free(res[i].poison);
    free(res[i].written);
    free(res[i].mapped);
  }
  free(res);
}

/* Copies of n groupshared globals (NULL for none). */
static rlv_ishared *copy_shared(const rlv_ishared *src, size_t n) {
  if (!n)
    return NULL;
  rlv_ishared *dst = rlv_xcalloc(n, sizeof *dst);
  for (size_t i = 0; i < n; i++) {
    dst[i].name = rlv_xstrdup(src[i].name);
    dst[i].size = src[i].size;
    dst[i].data = dup_bytes(src[i].data, src[i].size);
    dst[i].poison = dup_bytes(src[i].poison, src[i].size);
    dst[i].written = dup_bytes(src[i].written, src[i].size);
  }
  return dst;
}

void cx_ishared_free(rlv_ishared *s) {
  free(s->name);
  free(s->data);
  free(s->poison);
  free(s->written);
}

static rlv_imemory *copy_memory(const rlv_imemory *src) {
  if (!src)
    return NULL;
  rlv_imemory *m = rlv_xcalloc(1, sizeof *m);
  m->nres = src->nres;
  m->res = rlv_xcalloc(src->nres + 1, sizeof *m->res);
  copy_resources(m->res, src->res, src->nres);
  m->nshared = src->nshared;
  m->shared = copy_shared(src->shared, src->nshared);
  return m;
}

void cx_imemory_free(rlv_imemory *m) {
  if (!m)
    return;
  free_resources(m->res, m->nres);
  for (size_t i = 0; i < m->nshared; i++)
    cx_ishared_free(&m->shared[i]);
  free(m->shared);
  free(m);
}

void rlv_istate_copy(rlv_istate *dst, const rlv_istate *src) {
  *dst = *src;
  dst->creations = dup_array(src->creations, src->ncreations, sizeof *src->creations);
  dst->cap_creations = src->ncreations;
  dst->res = rlv_xcalloc(src->nres + 1, sizeof *dst->res);
  copy_resources(dst->res, src->res, src->nres);
  dst->events = dup_array(src->events, src->nevents, sizeof *src->events);
  dst->cap_events = src->nevents;
  for (size_t i = 0; i < src->nevents; i++)
    dst->events[i].memory = copy_memory(src->events[i].memory);
  dst->shared = copy_shared(src->shared, src->nshared);
  dst->at_discard = copy_memory(src->at_discard);
}

void rlv_istate_free(rlv_istate *s) {
  free_resources(s->res, s->nres);
  free(s->creations);
  for (size_t i = 0; i < s->nevents; i++)
    cx_imemory_free(s->events[i].memory);
  free(s->events);
  for (size_t i = 0; i < s->nshared; i++)
    cx_ishared_free(&s->shared[i]);
  free(s->shared);
  cx_imemory_free(s->at_discard);
  s->res = NULL;
  s->nres = 0;
  s->creations = NULL;
  s->ncreations = s->cap_creations = 0;
  s->events = NULL;
  s->nevents = s->cap_events = 0;
  s->shared = NULL;
  s->nshared = 0;
  s->at_discard = NULL;
}

const char *cx_kind_name(rlv_ires_kind k) {
  static const char *const names[] = {"typed", "raw", "structured", "cbuffer"};
  return names[k];
}
