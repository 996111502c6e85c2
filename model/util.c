#include "model/util.h"
#include "rlv/api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void out_of_memory(void) {
  fputs("rlv: fatal: out of memory\n", stderr);
  abort();
}

void *rlv_xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

void *rlv_xcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

void *rlv_xrealloc(void *ptr, size_t size) {
  void *p = realloc(ptr, size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

void rlv_free(void *ptr) { free(ptr); }

char *rlv_xstrdup(const char *s) { return rlv_xstrndup(s, strlen(s)); }

char *rlv_xstrndup(const char *s, size_t n) {
  char *p = rlv_xmalloc(n + 1);
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}

bool rlv_starts_with(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

bool rlv_starts_with_n(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(s, prefix, n) == 0;
}

char *rlv_vstrf(const char *fmt, va_list ap) {
  va_list copy;
  va_copy(copy, ap);
  int n = vsnprintf(NULL, 0, fmt, copy);
  va_end(copy);
  if (n < 0)
    return rlv_xstrdup("");
  char *p = rlv_xmalloc((size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap);
  return p;
}

char *rlv_strf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = rlv_vstrf(fmt, ap);
  va_end(ap);
  return p;
}

void rlv_buf_append(rlv_buf *buf, const char *s, size_t n) {
  if (buf->len + n + 1 > buf->cap) {
    size_t cap = buf->cap ? buf->cap : 256;
    while (cap < buf->len + n + 1)
      cap *= 2;
    buf->data = rlv_xrealloc(buf->data, cap);
    buf->cap = cap;
  }
  memcpy(buf->data + buf->len, s, n);
  buf->len += n;
  buf->data[buf->len] = '\0';
}

void rlv_buf_puts(rlv_buf *buf, const char *s) { rlv_buf_append(buf, s, strlen(s)); }

void rlv_buf_printf(rlv_buf *buf, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *p = rlv_vstrf(fmt, ap);
  va_end(ap);
  rlv_buf_puts(buf, p);
  free(p);
}

void rlv_buf_free(rlv_buf *buf) {
  free(buf->data);
  buf->data = NULL;
  buf->len = buf->cap = 0;
}

void rlv_stable_sort(void *base, size_t count, size_t size, rlv_cmp_fn cmp, void *ctx) {
  if (count < 2)
    return;
  char *v = base;
  char *tmp = rlv_xmalloc(count * size);
  for (size_t width = 1; width < count; width *= 2) {
    for (size_t lo = 0; lo < count; lo += 2 * width) {
      size_t mid = lo + width < count ? lo + width : count;
      size_t hi = lo + 2 * width < count ? lo + 2 * width : count;
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        /* Take from the right run only when strictly smaller: that keeps it stable. */
        size_t from = cmp(v + j * size, v + i * size, ctx) < 0 ? j++ : i++;
        memcpy(tmp + k++ * size, v + from * size, size);
      }
      if (i < mid)
        memcpy(tmp + k * size, v + i * size, (mid - i) * size), k += mid - i;
      if (j < hi)
        memcpy(tmp + k * size, v + j * size, (hi - j) * size);
    }
    memcpy(v, tmp, count * size);
  }
  free(tmp);
}
