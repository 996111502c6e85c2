/* The deterministic pseudo-random inputs the structure-aware harnesses feed the interpreter
 * (buffer contents, arguments, thread ids): splitmix64 seeded from the fuzz input, with
 * words biased toward small numbers and float specials. Private to fuzz/. */
#ifndef RLV_FUZZ_RNG_H
#define RLV_FUZZ_RNG_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct rng {
  uint64_t s;
} rng;

static inline uint64_t next(rng *r) { /* splitmix64 */
  uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static inline uint64_t hash_bytes(const uint8_t *data, size_t size) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 0x100000001b3ull;
  return h;
}

/* Interesting 32-bit words: small numbers, float specials, random bits. */
static inline uint32_t word(rng *r) {
  static const uint32_t special[] = {0, 1, 2, 3, 0xffffffffu, 0x80000000u, 0x3f800000u, 0x7f800000u,
                                     0x7fc00000u, 0x00000001u, 0x40490fdbu, 0xbf800000u};
  uint64_t x = next(r);
  switch (x % 4) {
  case 0:
    return (uint32_t)(x >> 8) % 16;
  case 1:
    return special[(x >> 8) % (sizeof special / sizeof special[0])];
  default:
    return (uint32_t)(x >> 16);
  }
}

static inline uint32_t small(rng *r, uint32_t n) { return (uint32_t)(next(r) % n); }

static inline void fill(rng *r, uint8_t *p, uint32_t n) {
  for (uint32_t i = 0; i + 4 <= n; i += 4) {
    uint32_t w = word(r);
    memcpy(p + i, &w, 4);
  }
  for (uint32_t i = n & ~3u; i < n; i++)
    p[i] = (uint8_t)next(r);
}

#endif
