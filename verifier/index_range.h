/* A small unsigned value-range analysis for handle indices (the LLVM C API has none). */
#ifndef RLV_VERIFIER_INDEX_RANGE_H
#define RLV_VERIFIER_INDEX_RANGE_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>

/* The closed unsigned interval [lo, hi] an integer value can take. */
typedef struct rlv_urange {
  uint64_t lo, hi;
} rlv_urange;

/* The interval of an integer value (at most 64 bits wide), derived from its own computation:
 * constants, and/or/xor, urem/udiv, shifts, add/sub/mul without wrap, select, phi, zext/sext/
 * trunc, freeze, umin/umax/smin/smax and llvm.{dx,spv}.resource.nonuniformindex. Anything
 * else, and any value too deep or on a phi cycle, gives the full range of the type. */
rlv_urange rlv_index_range(LLVMValueRef value);

/* True when r is the full range of a `width`-bit integer, i.e. nothing is known. */
bool rlv_urange_is_full(rlv_urange r, unsigned width);

#endif
