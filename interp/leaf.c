/* The ground floor of a run, which every file of interp/ stands on and which calls none of
 * them: how a step stops the run (cx_stop), the arena of leaves, and how many leaves a type
 * has and of which scalar class. */
#include <stdarg.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

bool cx_stop(run *r, rlv_irun_status status, const char *fmt, ...) {
  if (r->status == RLV_IRUN_OK) {
    va_list ap;
    va_start(ap, fmt);
    r->why = rlv_vstrf(fmt, ap);
    va_end(ap);
    r->status = status;
  }
  return false;
}

size_t cx_alloc_leaves(run *r, unsigned n) {
  if (r->nleaf + n > r->cap) {
    size_t cap = r->cap ? r->cap : 256;
    while (cap < r->nleaf + n)
      cap *= 2;
    r->arena = rlv_xrealloc(r->arena, cap * sizeof *r->arena);
    r->cap = cap;
  }
  size_t at = r->nleaf;
  memset(&r->arena[at], 0, n * sizeof *r->arena);
  r->nleaf += n;
  return at;
}

int cx_scalar_class(LLVMTypeRef t, unsigned *bits) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    *bits = LLVMGetIntTypeWidth(t);
    return *bits <= 64 ? S_INT : S_BAD;
  case LLVMHalfTypeKind:
    *bits = 16;
    return S_HALF;
  case LLVMFloatTypeKind:
    *bits = 32;
    return S_FLOAT;
  case LLVMDoubleTypeKind:
    *bits = 64;
    return S_DOUBLE;
  case LLVMPointerTypeKind:
    *bits = 32;
    return S_PTR;
  case LLVMTargetExtTypeKind:
    *bits = 32;
    return S_HANDLE;
  default:
    *bits = 0;
    return S_BAD;
  }
}

/* The number of leaves of a type; 0 for types outside the subset. */
unsigned cx_leaf_count(LLVMTypeRef t, int depth) {
  if (depth > MAX_DEPTH)
    return 0;
  unsigned bits;
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind: {
    unsigned n = LLVMGetVectorSize(t), e = cx_leaf_count(LLVMGetElementType(t), depth + 1);
    return e && n <= MAX_LEAVES ? n * e : 0;
  }
  case LLVMArrayTypeKind: {
    uint64_t n = LLVMGetArrayLength2(t);
    unsigned e = cx_leaf_count(LLVMGetElementType(t), depth + 1);
    return e && n * e <= MAX_LEAVES ? (unsigned)(n * e) : 0;
  }
  case LLVMStructTypeKind: {
    unsigned total = 0;
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
      LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
      bool padding = rlv_tt_of(et) == RLV_TT_DX_PADDING;
      unsigned e = padding ? 0 : cx_leaf_count(et, depth + 1);
      if (!e && !padding)
        return 0;
      total += e;
      if (total > MAX_LEAVES)
        return 0;
    }
    return total ? total : 0;
  }
  default:
    return cx_scalar_class(t, &bits) == S_BAD ? 0 : 1;
  }
}
