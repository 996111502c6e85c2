/* Helpers shared by the pointer-level stages (mem-intrinsics, cbuffer-access,
 * resource-access): resource intrinsic declarations, walking GEP chains back to the
 * getpointer call with DataLayout offsets, and a simple dominance test. */
#ifndef RLV_LOWER_PTR_OFFSET_H
#define RLV_LOWER_PTR_OFFSET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "lower/lctx.h"

/* GEP chains longer than this are not followed (the input is arbitrary IR). */
#define RLV_PTR_CHAIN_MAX 64

/* The declaration of the overloaded intrinsic `name` for the given overload types (mangled
 * by LLVM), and its function type in *fnty. NULL when LLVM does not know the name. `name`
 * must be a string literal (declarations are cached by its address). */
LLVMValueRef rlv_intrinsic_decl(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                                unsigned count, LLVMTypeRef *fnty);

/* True when `v` is a call to the catalogued intrinsic `id`. */
bool rlv_is_call_to(LLVMValueRef v, rlv_intrinsic id);

/* Where a pointer comes from when followed back through GEP instructions (and GEP
 * constant expressions): the first value that is not a GEP. */
typedef struct rlv_ptr_base {
  LLVMValueRef base;
  bool offset_known; /* every GEP on the way had constant indices */
  int64_t offset;    /* bytes from `base` when offset_known */
  unsigned depth;    /* GEPs walked */
} rlv_ptr_base;

/* False when the chain is longer than RLV_PTR_CHAIN_MAX or an offset overflows. */
bool rlv_ptr_trace(LLVMTargetDataRef dl, LLVMValueRef ptr, rlv_ptr_base *out);

/* The result of checking a GEP chain from an access pointer back to `root` (exclusive)
 * before anything is emitted. */
typedef struct rlv_gep_check {
  bool ok;
  bool is_const;      /* every GEP has constant indices */
  int64_t const_bytes; /* the total when is_const */
  char *error;        /* why not ok (malloc'ed), NULL when ok */
} rlv_gep_check;

/* Checks that `ptr` reaches `root` through GEPs only and that every GEP's contribution is a
 * whole number of `unit`-byte units (LLVM divides each GEP's offset by the access size). */
void rlv_gep_chain_check(LLVMTargetDataRef dl, LLVMValueRef ptr, LLVMValueRef root,
                         uint64_t unit, rlv_gep_check *out);

/* Emits, at the builder's position, the offset of `ptr` from `root` in `unit`-byte units
 * as an i32, in LLVM's DXILResourceAccess shape (per GEP: index, mul by the scale, udiv by
 * the remaining unit, add to what the outer GEPs gave). Call rlv_gep_chain_check first. */
LLVMValueRef rlv_gep_chain_emit(rlv_lctx *l, LLVMValueRef ptr, LLVMValueRef root, uint64_t unit);

/* The value as an i32 (truncated or sign-extended at the builder's position). */
LLVMValueRef rlv_as_i32(rlv_lctx *l, LLVMValueRef v);

/* True when instruction (or non-instruction value) `def` dominates instruction `use`:
 * a walk from the entry block that avoids def's block cannot reach use's block. */
bool rlv_dominates(LLVMValueRef def, LLVMValueRef use);

/* Erases `inst` and, recursively, the GEPs, selects and phis it used that are left
 * without uses (depth-bounded). */
void rlv_erase_dead_chain(LLVMValueRef inst);
/* The same for several roots at once (a root may be reached from another; NULLs skipped). */
void rlv_erase_dead_chains(const LLVMValueRef *roots, size_t count);
/* Erases the GEPs hanging off `v` (recursively) that have no uses. */
void rlv_erase_dead_gep_users(LLVMValueRef v, unsigned depth);
/* Erases the phis and selects reachable from `root` through the values they choose between
 * that nothing but each other uses: a dead tree, or a dead cycle of a loop's phis, which
 * the use-count test of rlv_erase_dead_chains keeps. */
void rlv_erase_dead_merges(LLVMValueRef root);

/* The constant byte offset a GEP (instruction or constant) adds; false when an index is
 * not constant or a type is unsized. */
bool rlv_lower_gep_const_offset(LLVMTargetDataRef dl, LLVMValueRef gep, int64_t *out);

/* The printed type, malloc'ed (free()). */
char *rlv_lower_type_string(LLVMTypeRef type);

/* True for a bit width the DXIL memory ops move (16, 32 or 64). */
static inline bool rlv_movable_bits(unsigned bits) {
  return bits == 16 || bits == 32 || bits == 64;
}

/* The scalar of `type` when it is an integer/half/float/double or a fixed vector of
 * them, with its lane count; NULL otherwise. */
LLVMTypeRef rlv_lower_scalar_of(LLVMTypeRef type, unsigned *lanes);

#endif
