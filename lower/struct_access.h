/* Raw buffer accesses of a struct or an array split into one access per member. */
#ifndef RLV_LOWER_STRUCT_ACCESS_H
#define RLV_LOWER_STRUCT_ACCESS_H

#include "lower/lctx.h"

/* Splits every load.rawbuffer / store.rawbuffer of an aggregate in the module (the first
 * step of intrinsic-expansion); false after reporting one it cannot split. */
bool rlv_split_aggregate_raw_accesses(rlv_lctx *l);

#endif
