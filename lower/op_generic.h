/* The one lowering routine for the intrinsics of op_table: a call becomes the DXIL op(s)
 * its table row names (LLVM's replaceFunctionWithOp, after the Scalarizer). */
#ifndef RLV_LOWER_OP_GENERIC_H
#define RLV_LOWER_OP_GENERIC_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "lower/lctx.h"
#include "lower/op_table.h"

/* The table row for declaration `fn`, or NULL when it is not one op_table lowers. */
const rlv_op_map *rlv_op_generic_map(LLVMValueRef fn);

/* The checking pass: reports why `call` cannot be lowered (false), changing nothing. When
 * *declare is set, the ops the call needs are declared now, in the order the lowering will
 * need them; *declare is cleared when a declaration cannot be made. */
bool rlv_op_generic_check(rlv_lctx *l, LLVMValueRef call, const rlv_op_map *map, bool *declare);

/* Replaces `call` with its DXIL op calls (one per element for a vector call of a
 * per-element row) and erases it. False after reporting a diagnostic. */
bool rlv_op_generic_lower(rlv_lctx *l, LLVMValueRef call, const rlv_op_map *map);

#endif
