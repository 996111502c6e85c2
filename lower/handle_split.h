/* Handle legalization for resource-access: getpointer calls whose handle is a select or phi
 * of handles (and select/phi of getpointer results) are rewritten so that every getpointer
 * has a single handle:
 *  - handles from ONE binding (same class, space, range and type): one cloned handle call
 *    whose index is a select/phi of the indices (LLVM's legalization);
 *  - handles from DIFFERENT bindings (LLVM: "not guaranteed to map to a unique global
 *    resource"): each load/store through the pointer is split into one block per handle,
 *    chosen by a branch on the select's condition (or a switch on a selector value built
 *    from the select/phi tree); loads merge with a phi. */
#ifndef RLV_LOWER_HANDLE_SPLIT_H
#define RLV_LOWER_HANDLE_SPLIT_H

#include <stdbool.h>

#include "lower/lctx.h"

/* False after a diagnostic (lower-non-unique-resource or lower-unsupported-access). */
bool rlv_legalize_resource_handles(rlv_lctx *l);

#endif
