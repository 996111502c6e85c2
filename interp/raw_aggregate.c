/* Raw buffer loads and stores of a struct or an array (a structured buffer's whole element,
 * as clang's StructuredBuffer<S>::Load(i, status) reads it), from DESIGN.md: each member is
 * the bytes at its DataLayout offset from the access's address. A struct's [N x i8] member
 * is padding (clang's explicit padding): a load gives its bytes poison and a store writes
 * none of them. The check bit is the AND over the 32-bit words the members touch. */
#include "interp/interp_internal.h"
#include "model/ir.h"

bool cx_is_raw_aggregate(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

/* One aggregate access: its pointer, the leaves it fills or takes, the check bit so far. */
typedef struct agg_walk {
  run *r;
  const leaf *p;
  size_t at;
  unsigned k; /* the next leaf */
  bool load, mapped;
} agg_walk;

/* The pointer `off` bytes into the access (32-bit byte addresses wrap, as cx_raw_address's). */
static leaf member_pointer(const leaf *p, uint64_t off) {
  leaf m = *p;
  m.off = (int64_t)(((uint64_t)p->off + off) & 0xffffffffu);
  return m;
}

static bool move_member(agg_walk *w, LLVMTypeRef t, uint64_t off) {
  run *r = w->r;
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (size > MAX_BYTES)
    return UNSUPPORTED(r, "raw access of a member of %llu bytes", (unsigned long long)size);
  uint8_t b[MAX_BYTES], ps[MAX_BYTES];
  leaf mp = member_pointer(w->p, off);
  if (w->load) {
    bool mapped;
    if (!cx_mem_read(r, &mp, size, b, ps, &mapped))
      return false;
    w->mapped &= mapped;
    return cx_decode(r, t, b, ps, w->at, &w->k);
  }
  memset(b, 0, size);
  memset(ps, 1, size);
  return cx_encode(r, t, b, ps, w->at, &w->k) && cx_mem_write(r, &mp, size, b, ps);
}

static void skip_padding(agg_walk *w, LLVMTypeRef t) {
  unsigned n = (unsigned)LLVMGetArrayLength2(t);
  for (unsigned i = 0; i < n; i++, w->k++)
    if (w->load)
      w->r->arena[w->at + w->k] = (leaf){.tag = L_VAL, .poison = 1};
}

static bool walk(agg_walk *w, LLVMTypeRef t, uint64_t off, int depth) {
  if (!cx_is_raw_aggregate(t))
    return move_member(w, t, off);
  if (depth > MAX_DEPTH)
    return UNSUPPORTED(w->r, "type nesting too deep");
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t n = LLVMGetArrayLength2(t), step = LLVMABISizeOfType(w->r->dl, e);
    for (uint64_t i = 0; i < n; i++)
      if (!walk(w, e, off + i * step, depth + 1))
        return false;
    return true;
  }
  for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    uint64_t moff = off + LLVMOffsetOfElement(w->r->dl, t, i);
    if (rlv_is_byte_array(m))
      skip_padding(w, m);
    else if (!walk(w, m, moff, depth + 1))
      return false;
  }
  return true;
}

bool cx_raw_load_aggregate(run *r, LLVMTypeRef t, const leaf *p, size_t at, bool *mapped) {
  agg_walk w = {.r = r, .p = p, .at = at, .load = true, .mapped = true};
  if (!walk(&w, t, 0, 0))
    return false;
  *mapped = w.mapped;
  return true;
}

bool cx_raw_store_aggregate(run *r, LLVMTypeRef t, const leaf *p, size_t val) {
  agg_walk w = {.r = r, .p = p, .at = val, .load = false};
  return walk(&w, t, 0, 0);
}
