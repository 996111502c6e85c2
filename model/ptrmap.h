/* An open-addressing hash map from pointers (LLVM refs) to integers. */
#ifndef RLV_MODEL_PTRMAP_H
#define RLV_MODEL_PTRMAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct rlv_ptrmap {
  const void **keys;
  uintptr_t *values;
  size_t count, capacity; /* capacity is 0 or a power of two */
} rlv_ptrmap;

void rlv_ptrmap_free(rlv_ptrmap *map);
/* Removes every entry but keeps the memory, for maps reused as scratch space. */
void rlv_ptrmap_clear(rlv_ptrmap *map);
/* Inserts or overwrites. Keys must not be NULL. */
void rlv_ptrmap_put(rlv_ptrmap *map, const void *key, uintptr_t value);
bool rlv_ptrmap_get(const rlv_ptrmap *map, const void *key, uintptr_t *value);
static inline bool rlv_ptrmap_has(const rlv_ptrmap *map, const void *key) {
  return rlv_ptrmap_get(map, key, NULL);
}

#endif
