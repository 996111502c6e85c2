/* Handle legalization for resource-access: getpointer calls whose handle is a select or phi
 * of handles, or a handle loaded through a select/phi of pointers to resource globals (clang
 * -O0's `c ? A : B`), and select/phi of getpointer results, and the other resource intrinsics
 * (load/store typed/raw, cbuffer rows, getdimensions, updatecounter) called on a select of
 * handles directly, are rewritten so that every such call has a single handle:
 *  - handles from ONE binding (same class, space, range and type): one cloned handle call
 *    whose index is a select/phi of the indices (LLVM's legalization);
 *  - handles from DIFFERENT bindings (LLVM: "not guaranteed to map to a unique global
 *    resource"): each load/store through the pointer, or the intrinsic call itself, is split
 *    into one block per handle, chosen by branches on the conditions of the select tree (or
 *    a switch on a selector value built from a tree with phis), each block loading its
 *    handle from its global in the merged-load case; results merge with phis, a
 *    {T, i1} or cbuffer-row result per extracted field. A counter update is not split: which
 *    resource's counter moves is the ambiguity itself (lower-non-unique-resource). */
#ifndef RLV_LOWER_HANDLE_SPLIT_H
#define RLV_LOWER_HANDLE_SPLIT_H

#include <stdbool.h>

#include "lower/lctx.h"

/* False after a diagnostic (lower-non-unique-resource or lower-unsupported-access). */
bool rlv_legalize_resource_handles(rlv_lctx *l);

#endif
