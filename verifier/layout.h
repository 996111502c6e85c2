/* Type layout helpers for the access rules: type names for messages, scalar/vector shapes,
 * and the scalar leaves of a structured element (where members start and end). */
#ifndef RLV_VERIFIER_LAYOUT_H
#define RLV_VERIFIER_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>


/* An integer, floating-point or pointer type. */
bool rlv_is_scalar_type(LLVMTypeRef type);
/* The element of a scalar or fixed vector (the type itself for a scalar) and its lane count;
 * NULL for anything else. */
LLVMTypeRef rlv_scalar_of(LLVMTypeRef type, unsigned *lanes);
/* i64 or double. */
bool rlv_is_64bit_scalar(LLVMTypeRef type);
/* The type is, or contains (depth-bounded), a 64-bit scalar. */
bool rlv_contains_64bit_scalar(LLVMTypeRef type);

/* A scalar or a vector of 1 to 4 i16/i32/i64/half/float/double: what one raw buffer op moves. */
bool rlv_raw_leaf_ok(LLVMTypeRef type);
/* A raw leaf, or an array or struct of movable values holding at least one leaf; a struct's
 * [N x i8] members are explicit padding (clang's), which no op moves. */
bool rlv_raw_movable(LLVMTypeRef type);

/* Store size in bytes; false when the type is unsized. */
bool rlv_store_size(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t *out);
/* Allocation size in bytes (array stride); false when the type is unsized. */
bool rlv_alloc_size(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t *out);

/* A cbuffer's size in bytes from its layout type (dx.CBuffer's parameter): dx.Layout's size
 * parameter, else the layout struct's allocation size; false when unknown. */
bool rlv_cbuffer_layout_size(LLVMTargetDataRef dl, LLVMTypeRef layout, uint64_t *out);

/* True when byte `pos` of `type` is where one of its scalar leaves begins (want_end false)
 * or ends (want_end true). Padding, target types and out-of-range positions give false. */
bool rlv_leaf_boundary(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t pos, bool want_end);

/* The first raw leaf of the aggregate `value` (struct [N x i8] padding skipped) that, placed
 * `base` bytes into `element`, does not start and end on element's scalar leaf boundaries:
 * true with its offset in the element and its size. Past 4096 leaves the rest is not looked at. */
bool rlv_misplaced_leaf(LLVMTargetDataRef dl, LLVMTypeRef element, LLVMTypeRef value, uint64_t base,
                        uint64_t *at, uint64_t *size);

#endif
