/* Type layout helpers for the access rules. */
#include "verifier/layout.h"

#include <ctype.h>
#include <string.h>

#include "model/util.h"

#define MAX_DEPTH 64

bool rlv_is_scalar_type(LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMIntegerTypeKind:
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
  case LLVMX86_FP80TypeKind:
  case LLVMFP128TypeKind:
  case LLVMPPC_FP128TypeKind:
  case LLVMPointerTypeKind:
    return true;
  default:
    return false;
  }
}

LLVMTypeRef rlv_scalar_of(LLVMTypeRef type, unsigned *lanes) {
  if (rlv_is_scalar_type(type)) {
    *lanes = 1;
    return type;
  }
  if (LLVMGetTypeKind(type) != LLVMVectorTypeKind)
    return NULL;
  LLVMTypeRef elt = LLVMGetElementType(type);
  if (!rlv_is_scalar_type(elt))
    return NULL;
  *lanes = LLVMGetVectorSize(type);
  return elt;
}

bool rlv_is_64bit_scalar(LLVMTypeRef type) {
  LLVMTypeKind k = LLVMGetTypeKind(type);
  return k == LLVMDoubleTypeKind || (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(type) == 64);
}

static bool contains_64bit(LLVMTypeRef type, int depth) {
  if (depth > MAX_DEPTH)
    return false;
  switch (LLVMGetTypeKind(type)) {
  case LLVMVectorTypeKind:
  case LLVMScalableVectorTypeKind:
  case LLVMArrayTypeKind:
    return contains_64bit(LLVMGetElementType(type), depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(type);
    for (unsigned i = 0; i < n; i++)
      if (contains_64bit(LLVMStructGetTypeAtIndex(type, i), depth + 1))
        return true;
    return false;
  }
  default:
    return rlv_is_64bit_scalar(type);
  }
}

bool rlv_contains_64bit_scalar(LLVMTypeRef type) { return contains_64bit(type, 0); }

/* Scalable vectors (also inside a struct or array) have no fixed size, though LLVMTypeIsSized
 * says yes for them; asking their size as a number is an error inside LLVM. */
static bool contains_scalable(LLVMTypeRef type, int depth) {
  if (depth > MAX_DEPTH)
    return true;
  switch (LLVMGetTypeKind(type)) {
  case LLVMScalableVectorTypeKind:
    return true;
  case LLVMArrayTypeKind:
    return contains_scalable(LLVMGetElementType(type), depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(type);
    for (unsigned i = 0; i < n; i++)
      if (contains_scalable(LLVMStructGetTypeAtIndex(type, i), depth + 1))
        return true;
    return false;
  }
  default:
    return false;
  }
}

static bool has_fixed_size(LLVMTypeRef type) {
  return LLVMTypeIsSized(type) && !contains_scalable(type, 0);
}

bool rlv_store_size(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t *out) {
  if (!has_fixed_size(type))
    return false;
  *out = LLVMStoreSizeOfType(dl, type);
  return true;
}

bool rlv_alloc_size(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t *out) {
  if (!has_fixed_size(type))
    return false;
  *out = LLVMABISizeOfType(dl, type);
  return true;
}

static bool boundary(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t pos, bool want_end, int depth) {
  if (depth > MAX_DEPTH || !has_fixed_size(type))
    return false;
  if (rlv_is_scalar_type(type))
    return want_end ? pos == LLVMStoreSizeOfType(dl, type) : pos == 0;
  switch (LLVMGetTypeKind(type)) {
  case LLVMVectorTypeKind: {
    /* Vector lanes are packed at their bit size, not their allocation size. */
    uint64_t lane = LLVMSizeOfTypeInBits(dl, LLVMGetElementType(type));
    uint64_t n = LLVMGetVectorSize(type);
    if (lane == 0 || lane % 8 != 0)
      return false;
    lane /= 8;
    if (pos % lane != 0)
      return false;
    return want_end ? pos > 0 && pos / lane <= n : pos / lane < n;
  }
  case LLVMArrayTypeKind: {
    LLVMTypeRef elt = LLVMGetElementType(type);
    uint64_t n = LLVMGetArrayLength2(type), stride;
    if (!rlv_alloc_size(dl, elt, &stride) || stride == 0 || n == 0 || (want_end && pos == 0))
      return false;
    uint64_t i = want_end ? (pos - 1) / stride : pos / stride;
    return i < n && boundary(dl, elt, pos - i * stride, want_end, depth + 1);
  }
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(type);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef member = LLVMStructGetTypeAtIndex(type, i);
      uint64_t off = LLVMOffsetOfElement(dl, type, i), size;
      if (!rlv_alloc_size(dl, member, &size) || size == 0)
        continue;
      bool inside = want_end ? off < pos && pos <= off + size : off <= pos && pos < off + size;
      if (inside)
        return boundary(dl, member, pos - off, want_end, depth + 1);
    }
    return false;
  }
  default:
    return false; /* target types (padding, handles) hold no data leaves */
  }
}

bool rlv_leaf_boundary(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t pos, bool want_end) {
  return boundary(dl, type, pos, want_end, 0);
}
