/* The math part of LLVM's DXILIntrinsicExpansion: intrinsics with no DXIL op of their own
 * (lerp, normalize, sign, step, exp, log, pow, clamps, any/all, cross, integer dots, ...)
 * rewritten into instructions and intrinsics that have one. */
#ifndef RLV_LOWER_MATH_EXPANSION_H
#define RLV_LOWER_MATH_EXPANSION_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "lower/lctx.h"

/* True when the calls of declaration `fn` are expanded here. */
bool rlv_math_expands(LLVMValueRef fn);

/* Expands every call of `fn` that has an expansion (some forms are left for op-lower, e.g.
 * an f32 isinf or a NaN class test); false after reporting one that cannot be lowered. */
bool rlv_math_expand_calls(rlv_lctx *l, LLVMValueRef fn);

#endif
