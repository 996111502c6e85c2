/* The interpreter's state (rlv_istate): a resource's arrays for its kind, deep copies and
 * release, and the names of the resource kinds. */
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

void rlv_istate_copy(rlv_istate *dst, const rlv_istate *src) {
  *dst = *src;
  dst->creations = dup_array(src->creations, src->ncreations, sizeof *src->creations);
  dst->cap_creations = src->ncreations;
  dst->res = rlv_xcalloc(src->nres + 1, sizeof *dst->res);
  for (size_t i = 0; i < src->nres; i++) {
    const rlv_ires *s = &src->res[i];
    rlv_ires *d = &dst->res[i];
    *d = *s;
    size_t nwritten = s->kind == RLV_IRES_TYPED ? s->count : s->nbytes;
    d->data = dup_bytes(s->data, s->nbytes);
    d->poison = dup_bytes(s->poison, s->nbytes);
    d->written = dup_bytes(s->written, nwritten);
    d->mapped = dup_array(s->mapped, s->nmapped, sizeof *s->mapped);
  }
}

void rlv_istate_free(rlv_istate *s) {
  for (size_t i = 0; i < s->nres; i++) {
    free(s->res[i].data);
    free(s->res[i].poison);
    free(s->res[i].written);
    free(s->res[i].mapped);
  }
  free(s->res);
  free(s->creations);
  s->res = NULL;
  s->nres = 0;
  s->creations = NULL;
  s->ncreations = s->cap_creations = 0;
}

const char *cx_kind_name(rlv_ires_kind k) {
  static const char *const names[] = {"typed", "raw", "structured", "cbuffer"};
  return names[k];
}
