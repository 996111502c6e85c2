/* LLVM main's hoisting of a load through a phi of resource pointers into the phi's
 * predecessors (llvm#211687), run by resource-access before handle_split.c; see
 * hoist_access.c. */
#ifndef RLV_LOWER_HOIST_ACCESS_H
#define RLV_LOWER_HOIST_ACCESS_H

#include "lower/lctx.h"

/* Hoists every such load it can; what it leaves is split per resource by handle_split.c. */
void rlv_hoist_merged_loads(rlv_lctx *l);

#endif
