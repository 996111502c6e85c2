/* Type layout helpers for the access rules. */
#include "verifier/layout.h"

#include <ctype.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "rlv/model.h"

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

static bool raw_scalar_ok(LLVMTypeRef s) {
  switch (LLVMGetTypeKind(s)) {
  case LLVMHalfTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    return true;
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(s);
    return w == 16 || w == 32 || w == 64;
  }
  default:
    return false;
  }
}

bool rlv_raw_leaf_ok(LLVMTypeRef type) {
  unsigned lanes;
  LLVMTypeRef s = rlv_scalar_of(type, &lanes);
  return s && lanes >= 1 && lanes <= 4 && raw_scalar_ok(s);
}

/* Movable with at least one leaf (*leaves set); false for anything an op cannot move. */
static bool movable(LLVMTypeRef t, int depth, bool *leaves) {
  if (depth > MAX_DEPTH)
    return false;
  if (rlv_raw_leaf_ok(t)) {
    *leaves = true;
    return true;
  }
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    bool inner = false;
    if (!movable(LLVMGetElementType(t), depth + 1, &inner))
      return false;
    *leaves |= inner && LLVMGetArrayLength2(t) > 0;
    return true;
  }
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMIsOpaqueStruct(t))
    return false;
  unsigned n = LLVMCountStructElementTypes(t);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    if (!rlv_is_byte_array(m) && !movable(m, depth + 1, leaves))
      return false;
  }
  return true;
}

bool rlv_raw_movable(LLVMTypeRef type) {
  bool leaves = false;
  return movable(type, 0, &leaves) && leaves;
}

/* llvm::Type::isScalableTy() const, which the C API does not offer (a non-virtual member
 * function takes `this` first; an LLVMTypeRef is the Type itself). LLVM caches the answer in
 * each struct type, so asking for a struct of 100,000 members again costs nothing; a walk of
 * our own would cost the members every time, once per access. */
extern bool _ZNK4llvm4Type12isScalableTyEv(LLVMTypeRef type);

/* Scalable vectors (also inside a struct or array) have no fixed size, though LLVMTypeIsSized
 * says yes for them; asking their size as a number is an error inside LLVM. */
static bool has_fixed_size(LLVMTypeRef type) {
  return LLVMTypeIsSized(type) && !_ZNK4llvm4Type12isScalableTyEv(type);
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
    /* The one member that can hold the byte (members do not overlap), by binary search over
     * the offsets: the last member starting at or before it (before it, for an end). */
    unsigned n = LLVMCountStructElementTypes(type);
    if (n == 0 || (want_end && pos == 0))
      return false;
    uint64_t byte = want_end ? pos - 1 : pos;
    unsigned lo = 0, hi = n; /* the answer is in [lo, hi) */
    while (hi - lo > 1) {
      unsigned mid = lo + (hi - lo) / 2;
      if (LLVMOffsetOfElement(dl, type, mid) <= byte)
        lo = mid;
      else
        hi = mid;
    }
    LLVMTypeRef member = LLVMStructGetTypeAtIndex(type, lo);
    uint64_t off = LLVMOffsetOfElement(dl, type, lo), size;
    if (off > byte || !rlv_alloc_size(dl, member, &size) || byte - off >= size)
      return false;
    return boundary(dl, member, pos - off, want_end, depth + 1);
  }
  default:
    return false; /* target types (padding, handles) hold no data leaves */
  }
}

bool rlv_leaf_boundary(LLVMTargetDataRef dl, LLVMTypeRef type, uint64_t pos, bool want_end) {
  return boundary(dl, type, pos, want_end, 0);
}

#define MAX_LEAF_CHECKS 4096

typedef struct leaf_walk {
  LLVMTargetDataRef dl;
  LLVMTypeRef element;
  unsigned visited;
  uint64_t at, size;
} leaf_walk;

/* True when a leaf of `t` at byte `pos` of the element is misplaced (recorded in w). */
static bool misplaced(leaf_walk *w, LLVMTypeRef t, uint64_t pos, int depth) {
  if (depth > MAX_DEPTH || w->visited >= MAX_LEAF_CHECKS)
    return false;
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t n = LLVMGetArrayLength2(t), stride;
    if (!rlv_alloc_size(w->dl, e, &stride))
      return false;
    for (uint64_t i = 0; i < n && w->visited < MAX_LEAF_CHECKS; i++)
      if (misplaced(w, e, pos + i * stride, depth + 1))
        return true;
    return false;
  }
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
      if (!rlv_is_byte_array(m) &&
          misplaced(w, m, pos + LLVMOffsetOfElement(w->dl, t, i), depth + 1))
        return true;
    }
    return false;
  }
  w->visited++;
  uint64_t size;
  if (!rlv_store_size(w->dl, t, &size))
    return false;
  if (boundary(w->dl, w->element, pos, false, 0) &&
      boundary(w->dl, w->element, pos + size, true, 0))
    return false;
  w->at = pos;
  w->size = size;
  return true;
}

bool rlv_misplaced_leaf(LLVMTargetDataRef dl, LLVMTypeRef element, LLVMTypeRef value, uint64_t base,
                        uint64_t *at, uint64_t *size) {
  leaf_walk w = {.dl = dl, .element = element};
  if (!misplaced(&w, value, base, 0))
    return false;
  *at = w.at;
  *size = w.size;
  return true;
}

bool rlv_cbuffer_layout_size(LLVMTargetDataRef dl, LLVMTypeRef layout, uint64_t *out) {
  if (!layout)
    return false;
  if (rlv_tt_of(layout) == RLV_TT_DX_LAYOUT) {
    if (LLVMGetTargetExtTypeNumIntParams(layout) < 1)
      return false;
    *out = LLVMGetTargetExtTypeIntParam(layout, 0);
    return true;
  }
  return rlv_alloc_size(dl, layout, out);
}
