/* Memory as bytes with a poison shadow: allocas, globals, raw and structured buffers (32-bit
 * byte addresses), cbuffer rows, typed elements through their component layout and as four
 * lanes; the check bit of an access; leaves <-> bytes as the DataLayout lays them out.
 *
 * A global is memory of the run, made when first touched: private for addrspace(0) (clang
 * -O0 keeps resource objects, handles and pointers there), groupshared for addrspace(3)
 * (shared.c, which replaces its contents at entry). It starts as its initializer says, a
 * constant evaluated by value.c, whose evaluation may itself read memory (a cbuffer member's
 * pointer comes from the handle its global holds): memory and evaluation call each other, as
 * an interpreter's do. */
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

/* The initializer's bytes: poison without one (or undef), zero, or the constant laid out. */
static bool initialize(run *r, LLVMValueRef g, region *m) {
  LLVMValueRef init = LLVMIsDeclaration(g) ? NULL : LLVMGetInitializer(g);
  if (!init || LLVMIsUndef(init) || LLVMIsPoison(init)) {
    memset(m->poison, 1, m->size);
    return true;
  }
  if (LLVMIsAConstantAggregateZero(init) || LLVMIsAConstantPointerNull(init))
    return true;
  size_t at;
  unsigned k = 0;
  return cx_eval(r, init, &at) && cx_encode(r, LLVMTypeOf(init), m->bytes, m->poison, at, &k);
}

region *cx_new_region(run *r) {
  if (r->nalloca == r->cap_alloca) { /* doubling: a run may make up to MAX_REGIONS */
    r->cap_alloca = r->cap_alloca ? 2 * r->cap_alloca : 8;
    r->allocas = rlv_xrealloc(r->allocas, r->cap_alloca * sizeof *r->allocas);
  }
  return &r->allocas[r->nalloca];
}

region *cx_global_region(run *r, LLVMValueRef g) {
  uintptr_t at;
  if (rlv_ptrmap_get(&r->global_regions, g, &at))
    return &r->allocas[at - 1];
  unsigned space = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
  if (space != 0 && space != 3) {
    UNSUPPORTED(r, "a global of addrspace(%u)", space);
    return NULL;
  }
  uint64_t size = LLVMABISizeOfType(r->dl, LLVMGlobalGetValueType(g));
  if (size > MAX_GLOBAL_BYTES || r->nalloca >= MAX_REGIONS) {
    UNSUPPORTED(r, "a global of %llu bytes", (unsigned long long)size);
    return NULL;
  }
  region *m = cx_new_region(r);
  *m = (region){
      .size = size, .global = g, .shared = space == 3, .constant = LLVMIsGlobalConstant(g) != 0};
  m->bytes = rlv_xcalloc(size + 1, 1);
  m->poison = rlv_xcalloc(size + 1, 1);
  if (m->shared)
    m->written = rlv_xcalloc(size + 1, 1);
  rlv_ptrmap_put(&r->global_regions, g, ++r->nalloca);
  /* the region is registered before its initializer runs: a constant may name it */
  if (!initialize(r, g, &r->allocas[r->nalloca - 1]))
    return NULL;
  return &r->allocas[r->nalloca - 1];
}

region *cx_region_of(run *r, const leaf *p) {
  if (p->region == R_GLOBAL)
    return p->global ? cx_global_region(r, p->global) : NULL;
  return p->obj >= 0 && (size_t)p->obj < r->nalloca ? &r->allocas[p->obj] : NULL;
}

static bool in_region(const region *g, const leaf *p, uint64_t size) {
  return p->off >= 0 && (uint64_t)p->off + size <= g->size;
}

/* Whether bytes hold part of a stored pointer (which no resource can hold). */
static bool has_pointer_bytes(const uint8_t *pois, uint64_t size) {
  for (uint64_t i = 0; i < size; i++)
    if (pois[i] >= PTR_BYTE)
      return true;
  return false;
}

/* Where byte b of a typed element with `cbytes`-byte components lives in its 16 bytes. */
static unsigned typed_byte(unsigned cbytes, uint64_t b) {
  if (cbytes == 8)
    return (unsigned)((b / 8) * 8 + b % 8);
  if (cbytes == 2)
    return (unsigned)((b / 2) * 4 + b % 2);
  return (unsigned)b;
}

/* Byte i of an access to a raw, structured or constant buffer: byte addresses are 32-bit
 * and wrap around (DESIGN.md: an array from byte address to byte). */
static uint64_t byte_address(const leaf *p, uint64_t i) {
  return ((uint64_t)p->off + i) & 0xffffffffu;
}

/* Whether an access of `size` bytes at p into a structured buffer is in bounds: the model
 * bounds a structured access by its element index (`index < length`), whatever its offset
 * and stride. *ok is false when an in-bounds access reaches bytes the interpreter does not
 * hold (an offset or a stride larger than the buffer's own): the subset stops there. */
static bool structured_inside(const rlv_ires *res, const leaf *p, uint64_t size, bool *ok) {
  bool inside = p->elem < res->count;
  *ok = !inside || (p->off >= 0 && (uint64_t)p->off + size <= res->nbytes);
  return inside;
}

/* The check bit of one unit (typed element, raw word): a replayed counterexample's choice,
 * else whether the unit lies inside the buffer. */
static bool unit_mapped(const rlv_ires *res, uint64_t unit, bool inside) {
  for (size_t i = 0; i < res->nmapped; i++)
    if (res->mapped[i].unit == unit)
      return res->mapped[i].mapped;
  return inside;
}

bool cx_mem_mapped(run *r, const leaf *p, uint64_t size) {
  rlv_ires *res = cx_res_of(r, p->obj);
  bool mapped = true;
  for (uint64_t i = 0; res && i < size; i++) {
    uint64_t a = byte_address(p, i);
    mapped = mapped && unit_mapped(res, a >> 2, (a & ~3ull) < res->nbytes);
  }
  return mapped;
}

/* Reads `size` bytes through pointer p. `mapped` (optional) receives the check-bit meaning
 * of the access (raw: every 32-bit word touched lies in the buffer; typed: in bounds). */
bool cx_mem_read(run *r, const leaf *p, uint64_t size, uint8_t *bytes, uint8_t *pois,
                 bool *mapped) {
  if (p->poison)
    return UB(r, "memory access through a poison pointer");
  if (size > MAX_BYTES)
    return UNSUPPORTED(r, "access of %llu bytes", (unsigned long long)size);
  if (mapped)
    *mapped = true;
  if (p->tag != L_PTR)
    return UNSUPPORTED(r, "memory access through a non-pointer");
  if (p->region == R_ALLOCA || p->region == R_GLOBAL) {
    region *g = cx_region_of(r, p);
    if (!g)
      return r->status != RLV_IRUN_OK ? false : UB(r, "access through a dangling pointer");
    if (!in_region(g, p, size))
      return UB(r, "%s access out of bounds", g->global ? "global" : "alloca");
    memcpy(bytes, g->bytes + p->off, size);
    memcpy(pois, g->poison + p->off, size);
    return true;
  }
  if (p->region != R_RES)
    return UB(r, "memory access through a null pointer");
  rlv_ires *res = cx_res_of(r, p->obj);
  if (!res)
    return UB(r, "access to an unknown resource");
  if (p->view == V_TYPED) {
    uint64_t esize = (uint64_t)p->cbytes * p->ncomp;
    if (p->off < 0 || (uint64_t)p->off + size > esize)
      return UNSUPPORTED(r, "typed buffer access outside the element");
    bool inb = p->elem < res->count;
    if (mapped)
      *mapped = unit_mapped(res, p->elem, inb);
    for (uint64_t i = 0; i < size; i++) {
      unsigned at = typed_byte(p->cbytes, (uint64_t)p->off + i);
      bytes[i] = inb ? res->data[p->elem * 16u + at] : 0;
      pois[i] = inb ? res->poison[p->elem * 16u + at] : 0;
    }
    return true;
  }
  bool element_ok = true;
  bool in_element = p->view == V_STRUCTURED && structured_inside(res, p, size, &element_ok);
  if (!element_ok)
    return UNSUPPORTED(
        r, "structured access in bounds of the element count but past the buffer's bytes");
  for (uint64_t i = 0; i < size; i++) {
    uint64_t a = byte_address(p, i);
    bool inb = p->view == V_STRUCTURED ? in_element : a < res->nbytes;
    bytes[i] = inb ? res->data[a] : 0;
    pois[i] = inb ? res->poison[a] : 0;
    /* the unit is the 32-bit word of the byte address */
    if (mapped && p->view != V_CBUFFER && !unit_mapped(res, a >> 2, (a & ~3ull) < res->nbytes))
      *mapped = false;
  }
  return true;
}

bool cx_mem_write(run *r, const leaf *p, uint64_t size, const uint8_t *bytes, const uint8_t *pois) {
  if (p->poison)
    return UB(r, "memory access through a poison pointer");
  if (size > MAX_BYTES)
    return UNSUPPORTED(r, "access of %llu bytes", (unsigned long long)size);
  if (p->tag != L_PTR)
    return UNSUPPORTED(r, "memory access through a non-pointer");
  if (p->region == R_ALLOCA || p->region == R_GLOBAL) {
    region *g = cx_region_of(r, p);
    if (!g)
      return r->status != RLV_IRUN_OK ? false : UB(r, "access through a dangling pointer");
    if (!in_region(g, p, size))
      return UB(r, "%s access out of bounds", g->global ? "global" : "alloca");
    if (g->constant)
      return UB(r, "write to a constant global");
    if (g->shared && has_pointer_bytes(pois, size))
      return UNSUPPORTED(r, "a pointer stored to groupshared memory");
    memcpy(g->bytes + p->off, bytes, size);
    memcpy(g->poison + p->off, pois, size);
    if (g->written)
      memset(g->written + p->off, 1, size);
    return true;
  }
  if (p->region != R_RES)
    return UB(r, "memory write through a null pointer");
  if (has_pointer_bytes(pois, size))
    return UNSUPPORTED(r, "a pointer stored to a resource");
  rlv_ires *res = cx_res_of(r, p->obj);
  if (!res)
    return UB(r, "access to an unknown resource");
  if (!p->uav || res->res_class != 1)
    return UB(r, "write through a pointer into a read-only resource");
  if (p->view == V_TYPED) {
    uint64_t esize = (uint64_t)p->cbytes * p->ncomp;
    if (p->off < 0 || (uint64_t)p->off + size > esize)
      return UNSUPPORTED(r, "typed buffer access outside the element");
    if (p->elem >= res->count)
      return true;
    for (uint64_t i = 0; i < size; i++) {
      unsigned at = typed_byte(p->cbytes, (uint64_t)p->off + i);
      res->data[p->elem * 16u + at] = bytes[i];
      res->poison[p->elem * 16u + at] = pois[i];
    }
    res->written[p->elem] = 1;
    return true;
  }
  bool element_ok = true;
  bool in_element = p->view == V_STRUCTURED && structured_inside(res, p, size, &element_ok);
  if (!element_ok)
    return UNSUPPORTED(
        r, "structured access in bounds of the element count but past the buffer's bytes");
  for (uint64_t i = 0; i < size; i++) {
    uint64_t a = byte_address(p, i);
    if (p->view == V_STRUCTURED ? in_element : a < res->nbytes) {
      res->data[a] = bytes[i];
      res->poison[a] = pois[i];
      res->written[a] = 1;
    }
  }
  return true;
}

/* Moves a value of type t between leaves and bytes laid out as the DataLayout says:
 * ENCODE writes the leaves into the bytes (padding stays as the caller set it: poison),
 * DECODE reads the bytes into the leaves. */
typedef enum { DECODE, ENCODE } transcode_dir;

/* A pointer or handle in memory: its leaf joins run.stored and its bytes hold the index,
 * shadowed PTR_BYTE + i, so that only a load of the whole pointer at its own address gets it
 * back; a poison one is poison bytes. */
static bool transcode_pointer(run *r, int sc, uint64_t size, uint8_t *b, uint8_t *p, leaf *l,
                              transcode_dir dir) {
  if (size < 4 || size > MAX_PTR_BYTES)
    return UNSUPPORTED(r, "a pointer or handle of %llu bytes in memory", (unsigned long long)size);
  if (dir == ENCODE) {
    if (l->poison) {
      memset(p, 1, size);
      return true;
    }
    if (r->nstored == r->cap_stored) {
      r->cap_stored = r->cap_stored ? 2 * r->cap_stored : 16;
      r->stored = rlv_xrealloc(r->stored, r->cap_stored * sizeof *r->stored);
    }
    uint32_t index = (uint32_t)r->nstored;
    r->stored[r->nstored++] = *l;
    for (uint64_t i = 0; i < size; i++) {
      b[i] = i < 4 ? (uint8_t)(index >> (8 * i)) : 0;
      p[i] = (uint8_t)(PTR_BYTE + i);
    }
    return true;
  }
  bool all_poison = true, whole = true;
  uint32_t index = 0;
  for (uint64_t i = 0; i < size; i++) {
    all_poison &= p[i] == 1;
    whole &= p[i] == PTR_BYTE + i;
    if (i < 4)
      index |= (uint32_t)b[i] << (8 * i);
  }
  if (all_poison) {
    *l = (leaf){.tag = sc == S_PTR ? L_PTR : L_HANDLE, .poison = 1, .obj = -1};
    return true;
  }
  if (!whole || index >= r->nstored)
    return UNSUPPORTED(r, "a pointer or handle loaded from bytes that do not hold one");
  *l = r->stored[index];
  return true;
}

static bool transcode_scalar(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k,
                             transcode_dir dir) {
  unsigned bits;
  int sc = cx_scalar_class(t, &bits);
  if (sc == S_BAD)
    return UNSUPPORTED(r, dir == DECODE ? "load of an unsupported scalar from memory"
                                        : "store of an unsupported scalar to memory");
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (sc == S_PTR || sc == S_HANDLE)
    return transcode_pointer(r, sc, size, b, p, &r->arena[at + (*k)++], dir);
  if (dir == DECODE && has_pointer_bytes(p, size))
    return UNSUPPORTED(r, "the bytes of a stored pointer read as data");
  leaf *l = &r->arena[at + (*k)++];
  if (dir == ENCODE) {
    for (uint64_t i = 0; i < size && i < 8; i++) {
      b[i] = (uint8_t)(l->bits >> (8 * i));
      p[i] = l->poison;
    }
    return true;
  }
  uint64_t v = 0;
  bool pois = false;
  for (uint64_t i = 0; i < size && i < 8; i++) {
    v |= (uint64_t)b[i] << (8 * i);
    pois |= p[i] != 0;
  }
  l->tag = L_VAL;
  l->bits = v & rlv_width_max(bits);
  l->poison = pois;
  return true;
}

static bool transcode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k,
                      transcode_dir dir, int depth) {
  if (depth > MAX_DEPTH)
    return UNSUPPORTED(r, "type nesting too deep");
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind:
  case LLVMArrayTypeKind: {
    LLVMTypeRef et = LLVMGetElementType(t);
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    uint64_t n = vec ? LLVMGetVectorSize(t) : LLVMGetArrayLength2(t);
    uint64_t step = vec ? LLVMSizeOfTypeInBits(r->dl, et) / 8 : LLVMABISizeOfType(r->dl, et);
    if (vec && LLVMSizeOfTypeInBits(r->dl, et) % 8)
      return UNSUPPORTED(r, "vector of non-byte-sized elements in memory");
    for (uint64_t i = 0; i < n; i++)
      if (!transcode(r, et, b + i * step, p + i * step, at, k, dir, depth + 1))
        return false;
    return true;
  }
  case LLVMStructTypeKind:
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
      LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
      if (rlv_tt_of(et) == RLV_TT_DX_PADDING)
        continue;
      uint64_t off = LLVMOffsetOfElement(r->dl, t, i);
      if (!transcode(r, et, b + off, p + off, at, k, dir, depth + 1))
        return false;
    }
    return true;
  default:
    return transcode_scalar(r, t, b, p, at, k, dir);
  }
}

bool cx_decode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k) {
  return transcode(r, t, b, p, at, k, DECODE, 0);
}

bool cx_encode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k) {
  return transcode(r, t, b, p, at, k, ENCODE, 0);
}

bool cx_load_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t *out) {
  unsigned n = cx_leaf_count(t, 0);
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (!n || size > MAX_BYTES)
    return UNSUPPORTED(r, "load of an unsupported type");
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  leaf copy = *ptr;
  if (!cx_mem_read(r, &copy, size, b, p, NULL))
    return false;
  size_t at = cx_alloc_leaves(r, n);
  unsigned k = 0;
  if (!cx_decode(r, t, b, p, at, &k))
    return false;
  *out = at;
  return true;
}

bool cx_store_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t val) {
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (!cx_leaf_count(t, 0) || size > MAX_BYTES)
    return UNSUPPORTED(r, "store of an unsupported type");
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  memset(p, 1, size);
  memset(b, 0, size);
  unsigned k = 0;
  leaf copy = *ptr;
  return cx_encode(r, t, b, p, val, &k) && cx_mem_write(r, &copy, size, b, p);
}

/* Typed element lanes: component k of `cbits` bits is lane k (16/32) or lanes 2k, 2k+1.
 * Out of bounds reads zero; *mapped receives the element's check bit. */
void cx_typed_read(const rlv_ires *res, uint32_t elem, uint32_t lanes[4], uint8_t pois[4],
                   bool *mapped) {
  bool inb = elem < res->count;
  *mapped = unit_mapped(res, elem, inb);
  for (unsigned l = 0; l < 4; l++) {
    lanes[l] = 0;
    pois[l] = 0;
    if (!inb)
      continue;
    for (unsigned b = 0; b < 4; b++) {
      lanes[l] |= (uint32_t)res->data[elem * 16u + l * 4 + b] << (8 * b);
      pois[l] |= res->poison[elem * 16u + l * 4 + b];
    }
  }
}

void cx_typed_write(rlv_ires *res, uint32_t elem, const uint32_t lanes[4], const uint8_t pois[4],
                    unsigned mask) {
  if (elem >= res->count)
    return;
  for (unsigned l = 0; l < 4; l++) {
    if (!(mask >> l & 1))
      continue;
    for (unsigned b = 0; b < 4; b++) {
      res->data[elem * 16u + l * 4 + b] = (uint8_t)(lanes[l] >> (8 * b));
      res->poison[elem * 16u + l * 4 + b] = pois[l];
    }
  }
  res->written[elem] = 1;
}
