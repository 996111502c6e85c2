/* annotateHandle's ResourceProperties (reference §3.4). */
#ifndef RLV_LOWER_PROPS_H
#define RLV_LOWER_PROPS_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Target.h>

#include "rlv/model.h"

/* dxil::ElementType: a typed resource's component type, in property words and metadata. */
enum {
  RLV_ET_INVALID = 0,
  RLV_ET_I1 = 1,
  RLV_ET_I16 = 2,
  RLV_ET_U16 = 3,
  RLV_ET_I32 = 4,
  RLV_ET_U32 = 5,
  RLV_ET_I64 = 6,
  RLV_ET_U64 = 7,
  RLV_ET_F16 = 8,
  RLV_ET_F32 = 9,
  RLV_ET_F64 = 10,
};

typedef struct rlv_props {
  uint32_t word0, word1;
} rlv_props;

/* The two property words of a resource of type `t`; `has_counter` sets the counter bit
 * of UAVs. */
rlv_props rlv_props_compute(LLVMTargetDataRef dl, const rlv_restype *t, bool has_counter);

/* dxil::ElementType of a typed element's scalar (the frontend type: F64 for double), 0
 * (Invalid) for anything else. */
unsigned rlv_props_comp_type(LLVMTypeRef scalar, bool is_signed);

#endif
