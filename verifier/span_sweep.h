/* Overlapping register ranges, found by one sweep over sorted spans: shared by the binding
 * rules (handle creations) and the DXIL record rules (!dx.resources). */
#ifndef RLV_VERIFIER_SPAN_SWEEP_H
#define RLV_VERIFIER_SPAN_SWEEP_H

#include <stddef.h>
#include <stdint.h>

/* One range of slots [first, last] in a group; spans of different groups never overlap. */
typedef struct rlv_span {
  uint64_t group; /* e.g. family, class and space packed into one key */
  uint32_t first, last;
} rlv_span;

/* Called once per maximal group of spans connected by overlaps: spans[start..start+count)
 * (count >= 2), reaching slot `hi` at most. */
typedef void (*rlv_span_group_fn)(void *ctx, size_t start, size_t count, uint32_t hi);

/* `spans` sorted by (group, first): a span that starts at or before the last slot reached so
 * far in its group joins the current overlapping group; any other starts a new one. Linear,
 * whatever the number of overlapping pairs. */
void rlv_span_sweep(const rlv_span *spans, size_t n, rlv_span_group_fn report, void *ctx);

#endif
