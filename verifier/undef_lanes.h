/* Undefined lanes of stored values (DXC Instr.UndefinedValueForUAVStore): which lanes of a
 * value are certainly undef or poison, and the intrinsic-level rule on typed stores. */
#ifndef RLV_VERIFIER_UNDEF_LANES_H
#define RLV_VERIFIER_UNDEF_LANES_H

#include <stdint.h>

#include "verifier/vctx.h"

/* Bit i set when lane i (i < 32) of `v` is certainly undef or poison: a whole undef/poison
 * value, constant vector elements, lanes an insertelement chain from undef/poison never
 * fills, shufflevector lanes with a poison mask element or taken from such lanes. A scalar
 * is lane 0. Unknown values have no undefined lanes. */
uint32_t rlv_undef_lanes(LLVMValueRef v);

/* access-typed-store-undef: store.typedbuffer data with an undefined lane. */
void rlv_check_typed_store_undef(rlv_vctx *v);

#endif
