/* Allocation and string helpers: they abort only on out-of-memory, never on input. */
#ifndef RLV_MODEL_UTIL_H
#define RLV_MODEL_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

void *rlv_xmalloc(size_t size);
void *rlv_xcalloc(size_t count, size_t size);
void *rlv_xrealloc(void *ptr, size_t size);
char *rlv_xstrdup(const char *s);
char *rlv_xstrndup(const char *s, size_t n);
char *rlv_strf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *rlv_vstrf(const char *fmt, va_list ap);
/* Whether `s` (NUL-terminated, or its first `len` bytes) begins with `prefix`. */
bool rlv_starts_with(const char *s, const char *prefix);
bool rlv_starts_with_n(const char *s, size_t len, const char *prefix);

/* For hot lookups whose comparisons (hash probes, table scans) no fuzzer input can steer:
 * libFuzzer's comparison tracing of them costs time and guides nothing. */
#if defined(__clang__)
#define RLV_NO_FUZZ_TRACE __attribute__((no_sanitize("coverage")))
#else
#define RLV_NO_FUZZ_TRACE
#endif

/* A walk over a function's instructions chases a list whose nodes LLVM's parser allocated
 * one after the other: asking for the memory a little ahead of the walk hides most of the
 * wait for each node on modules too big for the caches. A hint only: it never faults. */
static inline void rlv_prefetch_ahead(const void *node) {
  __builtin_prefetch((const char *)node + 1024);
}

/* Stable merge sort (O(n log n)); cmp returns <0, 0, >0 like qsort's, with a context. */
typedef int (*rlv_cmp_fn)(const void *a, const void *b, void *ctx);
void rlv_stable_sort(void *base, size_t count, size_t size, rlv_cmp_fn cmp, void *ctx);

/* A growable byte buffer for building output. */
typedef struct rlv_buf {
  char *data;
  size_t len, cap;
} rlv_buf;
void rlv_buf_append(rlv_buf *buf, const char *s, size_t n);
void rlv_buf_puts(rlv_buf *buf, const char *s);
void rlv_buf_printf(rlv_buf *buf, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rlv_buf_free(rlv_buf *buf);

#endif
