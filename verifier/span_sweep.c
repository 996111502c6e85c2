/* Overlapping register ranges: one sweep over spans sorted by (group, first slot). */
#include "verifier/span_sweep.h"

void rlv_span_sweep(const rlv_span *spans, size_t n, rlv_span_group_fn report, void *ctx) {
  size_t start = 0;
  uint32_t hi = 0; /* the last slot any member of the current group reaches */
  for (size_t i = 0; i < n; i++) {
    if (i > start && spans[i].group == spans[start].group && spans[i].first <= hi) {
      if (spans[i].last > hi)
        hi = spans[i].last;
      continue;
    }
    if (i - start >= 2)
      report(ctx, start, i - start, hi);
    start = i;
    hi = spans[i].last;
  }
  if (n - start >= 2)
    report(ctx, start, n - start, hi);
}
