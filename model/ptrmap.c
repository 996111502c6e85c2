#include "model/ptrmap.h"

#include <stdlib.h>
#include <string.h>

#include "model/util.h"

RLV_NO_FUZZ_TRACE static size_t slot_of(const void *key, size_t capacity) {
  uintptr_t h = (uintptr_t)key;
  h ^= h >> 17;
  h *= (uintptr_t)0x9E3779B97F4A7C15ull;
  h ^= h >> 29;
  return (size_t)h & (capacity - 1);
}

void rlv_ptrmap_free(rlv_ptrmap *map) {
  free(map->keys);
  free(map->values);
  map->keys = NULL;
  map->values = NULL;
  map->count = map->capacity = 0;
}

void rlv_ptrmap_clear(rlv_ptrmap *map) {
  if (map->count)
    memset(map->keys, 0, map->capacity * sizeof *map->keys);
  map->count = 0;
}

RLV_NO_FUZZ_TRACE static void grow(rlv_ptrmap *map) {
  size_t old_cap = map->capacity;
  const void **old_keys = map->keys;
  uintptr_t *old_values = map->values;
  map->capacity = old_cap ? old_cap * 2 : 64;
  map->keys = rlv_xcalloc(map->capacity, sizeof *map->keys);
  map->values = rlv_xcalloc(map->capacity, sizeof *map->values);
  map->count = 0;
  for (size_t i = 0; i < old_cap; i++)
    if (old_keys[i])
      rlv_ptrmap_put(map, old_keys[i], old_values[i]);
  free(old_keys);
  free(old_values);
}

RLV_NO_FUZZ_TRACE void rlv_ptrmap_put(rlv_ptrmap *map, const void *key, uintptr_t value) {
  if ((map->count + 1) * 2 > map->capacity)
    grow(map);
  size_t i = slot_of(key, map->capacity);
  while (map->keys[i] && map->keys[i] != key)
    i = (i + 1) & (map->capacity - 1);
  if (!map->keys[i]) {
    map->keys[i] = key;
    map->count++;
  }
  map->values[i] = value;
}

RLV_NO_FUZZ_TRACE bool rlv_ptrmap_get(const rlv_ptrmap *map, const void *key, uintptr_t *value) {
  if (!map->capacity)
    return false;
  size_t i = slot_of(key, map->capacity);
  while (map->keys[i]) {
    if (map->keys[i] == key) {
      if (value)
        *value = map->values[i];
      return true;
    }
    i = (i + 1) & (map->capacity - 1);
  }
  return false;
}
