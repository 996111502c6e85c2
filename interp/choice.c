/* The run's choices: what other threads or the stage supply (cross-lane results, stage
 * inputs, groupshared bytes after a barrier) is a deterministic function of the state's seed,
 * so that BEFORE's and AFTER's runs from one state see the same values. */
#include "interp/interp_internal.h"

static uint64_t mix64(uint64_t x) { /* splitmix64's finalizer */
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ull;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

uint64_t cx_choice(const run *r, uint64_t tag, const uint64_t *words, unsigned n) {
  uint64_t h = mix64(r->st->seed ^ mix64(tag));
  for (unsigned i = 0; i < n; i++)
    h = mix64(h ^ mix64(words[i] + i + 1));
  return h;
}
