/* The pointer level clang emits: getpointer results, GEPs with DataLayout offsets, loads
 * and stores on resources, cbuffer member globals (!hlsl.cbs, padded layout), handles
 * stored in globals, private memory (alloca, memcpy, memset, lifetime). */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

#define MAX_BYTES 4096

static sval *ptr_copy(sx_exec *ex, sval *p) {
  sval *s = sx_alloc(ex->arena, sizeof *s);
  *s = *p;
  return s;
}

static Z3_ast to32(Z3_context z, sval *v) {
  if (v->width == 32)
    return v->v;
  if (v->width > 32)
    return Z3_mk_extract(z, 31, 0, v->v);
  return Z3_mk_sign_ext(z, 32 - v->width, v->v);
}

/* The no-wrap flags of a GEP: inbounds implies nusw. */
static unsigned gep_flags(LLVMValueRef gep) {
  unsigned f = (unsigned)LLVMGEPGetNoWrapFlags(gep);
  if (f & LLVMGEPFlagInBounds)
    f |= LLVMGEPFlagNUSW;
  return f;
}

/* One index step of a GEP: the offset idx * size, poison where the flags say the
 * multiplication or the conversion to the 32-bit index width wraps. */
static Z3_ast gep_term(Z3_context z, sval *idx, uint64_t size, unsigned flags, Z3_ast *p) {
  Z3_ast i32 = to32(z, idx);
  if (idx->width > 32 && (flags & (LLVMGEPFlagNUSW | LLVMGEPFlagNUW))) {
    Z3_ast back = flags & LLVMGEPFlagNUSW ? Z3_mk_sign_ext(z, idx->width - 32, i32)
                                          : Z3_mk_zero_ext(z, idx->width - 32, i32);
    *p = sx_or2(z, *p, sx_not(z, sx_eq(z, back, idx->v)));
  }
  Z3_ast sz = sx_bv(z, size, 32);
  if (flags & LLVMGEPFlagNUSW)
    *p = sx_or2(z, *p, sx_not(z, sx_and2(z, Z3_mk_bvmul_no_overflow(z, i32, sz, true),
                                         Z3_mk_bvmul_no_underflow(z, i32, sz))));
  if (flags & LLVMGEPFlagNUW)
    *p = sx_or2(z, *p, sx_not(z, Z3_mk_bvmul_no_overflow(z, i32, sz, false)));
  return Z3_mk_bvmul(z, i32, sz);
}

/* acc + term, poison where the flags say the successive addition wraps. */
static Z3_ast gep_add(Z3_context z, Z3_ast acc, Z3_ast term, unsigned flags, Z3_ast *p) {
  if (flags & LLVMGEPFlagNUSW)
    *p = sx_or2(z, *p, sx_not(z, sx_and2(z, Z3_mk_bvadd_no_overflow(z, acc, term, true),
                                         Z3_mk_bvadd_no_underflow(z, acc, term))));
  if (flags & LLVMGEPFlagNUW)
    *p = sx_or2(z, *p, sx_not(z, Z3_mk_bvadd_no_overflow(z, acc, term, false)));
  return Z3_mk_bvadd(z, acc, term);
}

/* The size of the LLVM object ptr points into (BV64): an alloca's, a groupshared global's;
 * NULL for a buffer, whose out-of-bounds accesses are defined (D3D: reads give zero, writes
 * do nothing). */
static Z3_ast object_size(sx_exec *ex, const sval *ptr) {
  if (ptr->region == PR_ALLOCA)
    return sx_bv(ex->z, ptr->alloca_id < ex->nallocas ? ex->alloca_size[ptr->alloca_id] : 0, 64);
  if (ptr->region == PR_RES)
    return ptr->h->shared_size;
  return NULL;
}

/* Whether n bytes at offset `at` from an object's start reach past its `size` (BV64). The
 * offset is unsigned: one before the start is past the end too. n = 0 is a pointer's own
 * bound, which may be one past the end. */
static Z3_ast past_object(Z3_context z, Z3_ast at, uint64_t n, Z3_ast size) {
  Z3_ast end = Z3_mk_zero_ext(z, 32, at);
  if (n)
    end = Z3_mk_bvadd(z, end, sx_bv(z, n, 64));
  return Z3_mk_bvugt(z, end, size);
}

/* inbounds on private or groupshared memory: at each step the pointer stays inside the
 * object or one past its end. */
static Z3_ast out_of_object(sx_exec *ex, Z3_ast size, sval *base, Z3_ast gep_off) {
  return past_object(ex->z, Z3_mk_bvadd(ex->z, base->off, gep_off), 0, size);
}

static sval *gep_from(sx_exec *ex, LLVMValueRef gep, sval *base);

sval *sx_ptr_gep(sx_exec *ex, LLVMValueRef gep) {
  sval *base = sx_operand(ex, LLVMGetOperand(gep, 0));
  if (base->kind != SV_PTR) {
    sx_unknown(ex, gep, "getelementptr on a value that is not a modelled pointer");
    return base;
  }
  return gep_from(ex, gep, base);
}

/* The GEP from `base`; through a choice of global objects, from each (the same indices). */
static sval *gep_from(sx_exec *ex, LLVMValueRef gep, sval *base) {
  Z3_context z = ex->z;
  if (base->region == PR_CHOICE) {
    sval *r = sx_alloc(ex->arena, sizeof *r);
    *r = *base;
    r->then = gep_from(ex, gep, base->then);
    r->other = gep_from(ex, gep, base->other);
    /* the choice's own poison (its condition's) and the chosen GEP's */
    r->p = sx_or2(z, base->p ? base->p : sx_false(z),
                  sx_ite(z, base->when, r->then->p ? r->then->p : sx_false(z),
                         r->other->p ? r->other->p : sx_false(z)));
    return r;
  }
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  unsigned n = (unsigned)LLVMGetNumOperands(gep);
  unsigned flags = gep_flags(gep);
  Z3_ast object = flags & LLVMGEPFlagInBounds ? object_size(ex, base) : NULL;
  sval *r = ptr_copy(ex, base);
  /* the GEP's own offset, from 0: the flags constrain its computation */
  Z3_ast goff = sx_bv(z, 0, 32), p = base->p ? base->p : sx_false(z);
  if (object)
    p = sx_or2(z, p, out_of_object(ex, object, base, goff));
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef iv = LLVMGetOperand(gep, i);
    Z3_ast term;
    if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      if (!LLVMIsAConstantInt(iv)) {
        sx_unknown(ex, gep, "struct field index that is not constant");
        return base;
      }
      unsigned k = (unsigned)LLVMConstIntGetZExtValue(iv);
      if (k >= LLVMCountStructElementTypes(t)) {
        sx_unknown(ex, gep, "struct field index out of range");
        return base;
      }
      term = sx_bv(z, LLVMOffsetOfElement(ex->dl, t, k), 32);
      t = LLVMStructGetTypeAtIndex(t, k);
    } else {
      if (i > 1) {
        LLVMTypeKind k = LLVMGetTypeKind(t);
        if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) {
          sx_unknown(ex, gep, "getelementptr into a non-aggregate");
          return base;
        }
        t = LLVMGetElementType(t);
      }
      sval *idx = sx_operand(ex, iv);
      if (idx->kind != SV_INT || !LLVMTypeIsSized(t)) {
        sx_unknown(ex, gep, "getelementptr index the prover does not model");
        return base;
      }
      p = sx_or2(z, p, idx->p);
      uint64_t k;
      if (sx_const_u64(z, idx->v, &k) && k == 0)
        continue;
      term = gep_term(z, idx, LLVMABISizeOfType(ex->dl, t), flags, &p);
    }
    goff = gep_add(z, goff, term, flags, &p);
    if (object)
      p = sx_or2(z, p, out_of_object(ex, object, base, goff));
  }
  /* memoized: the two sides mostly compute the same offsets */
  r->off = sx_simplify(ex->p, Z3_mk_bvadd(z, base->off, goff));
  r->p = sx_is_false(z, p) ? p : sx_simplify(ex->p, p);
  return r;
}

/* ---- cbuffer member globals ---- */

static bool is_padding(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMTargetExtTypeKind)
    return false;
  const char *n = LLVMGetTargetExtTypeName(t);
  return n && (strcmp(n, "dx.Padding") == 0 || strcmp(n, "spirv.Padding") == 0);
}

/* Finds `g` in !hlsl.cbs: its cbuffer global and byte offset in the padded layout. */
static bool cbuffer_member(sx_exec *ex, LLVMValueRef g, LLVMValueRef *cb, uint64_t *offset) {
  unsigned n = LLVMGetNamedMetadataNumOperands(ex->module, "hlsl.cbs");
  if (!n || n > 4096)
    return false;
  LLVMValueRef *nodes = rlv_xcalloc(n, sizeof *nodes);
  LLVMGetNamedMetadataOperands(ex->module, "hlsl.cbs", nodes);
  bool found = false;
  for (unsigned i = 0; i < n && !found; i++) {
    unsigned m = LLVMGetMDNodeNumOperands(nodes[i]);
    if (m < 2 || m > 4096)
      continue;
    LLVMValueRef *ops = rlv_xcalloc(m, sizeof *ops);
    LLVMGetMDNodeOperands(nodes[i], ops);
    for (unsigned k = 1; k < m && !found; k++) {
      if (ops[k] != g || !ops[0] || !LLVMIsAGlobalVariable(ops[0]))
        continue;
      LLVMTypeRef cbt = LLVMGlobalGetValueType(ops[0]);
      if (LLVMGetTypeKind(cbt) != LLVMTargetExtTypeKind ||
          LLVMGetTargetExtTypeNumTypeParams(cbt) < 1)
        break;
      LLVMTypeRef layout = LLVMGetTargetExtTypeTypeParam(cbt, 0);
      if (LLVMGetTypeKind(layout) != LLVMStructTypeKind)
        break;
      unsigned want = k - 1, seen = 0, ne = LLVMCountStructElementTypes(layout);
      for (unsigned e = 0; e < ne; e++) {
        if (is_padding(LLVMStructGetTypeAtIndex(layout, e)))
          continue;
        if (seen++ == want) {
          *cb = ops[0];
          *offset = LLVMOffsetOfElement(ex->dl, layout, e);
          found = true;
          break;
        }
      }
    }
    free(ops);
  }
  free(nodes);
  return found;
}

/* Groupshared memory (addrspace(3)) is byte memory of its own, shared by the thread group:
 * a raw region under a resource id no binding can have (the CBV class, which has no raw
 * bytes, space 0xFFFFFFFF, register = a hash of the global's name, so that BEFORE's and
 * AFTER's globals of one name are one region). Writes are observed like a UAV's (values and
 * footprint, at every barrier and at return); barriers make every byte fresh (sx_barrier).
 * Unlike a buffer's, its size is the global's: an access past it is undefined behaviour, as
 * for any LLVM object, not a dropped store or a zero read. */
uint32_t sx_groupshared_id(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h;
}

static sval *groupshared_pointer(sx_exec *ex, LLVMValueRef g, sval *s) {
  Z3_context z = ex->z;
  size_t len = 0;
  const char *name = LLVMGetValueName2(g, &len);
  uint32_t id = sx_groupshared_id(name, len);
  uintptr_t seen;
  if (rlv_ptrmap_get(&ex->groupshared_ids, (const void *)(uintptr_t)(id | 0x100000000ull), &seen) &&
      (LLVMValueRef)seen != g) {
    sx_unknown(ex, NULL, "two groupshared globals whose names hash alike");
    s->region = PR_NULL;
    return s;
  }
  rlv_ptrmap_put(&ex->groupshared_ids, (const void *)(uintptr_t)(id | 0x100000000ull),
                 (uintptr_t)g);
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  h->cls = SX_CLASS_CBUFFER;
  h->family = FAM_BAB;
  h->space = sx_bv(z, 0xFFFFFFFFu, 32);
  h->reg = sx_bv(z, id, 32);
  h->shared_size = sx_bv(z, LLVMABISizeOfType(ex->dl, LLVMGlobalGetValueType(g)), 64);
  h->create_index = -1;
  s->region = PR_RES;
  s->h = h;
  s->idx = sx_bv(z, 0, 32);
  return s;
}

sval *sx_global_pointer(sx_exec *ex, LLVMValueRef g) {
  Z3_context z = ex->z;
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_PTR;
  s->p = sx_false(z);
  s->off = sx_bv(z, 0, 32);
  if (LLVMIsAGlobalVariable(g) && LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 3)
    return groupshared_pointer(ex, g, s);
  LLVMValueRef cb;
  uint64_t offset;
  if (LLVMIsAGlobalVariable(g) && cbuffer_member(ex, g, &cb, &offset)) {
    uintptr_t got;
    if (!rlv_ptrmap_get(&ex->cur->slots, cb, &got) || ((sval *)got)->kind != SV_HANDLE) {
      sx_unknown(ex, NULL, "a cbuffer member read before its handle is stored");
      s->region = PR_NULL;
      return s;
    }
    s->region = PR_CBUF;
    sx_use_handle(ex, (sval *)got); /* the pointer exists only to be read through */
    s->h = ((sval *)got)->h;
    s->off = sx_bv(z, offset, 32);
    return s;
  }
  s->region = PR_GLOBAL;
  s->global = g;
  return s;
}

/* ---- typed loads and stores of any type over a byte-addressed region ---- */

typedef enum { BR_ALLOCA, BR_RAW, BR_CBUF } byte_region;

static sval *read_scalar(sx_exec *ex, byte_region br, sval *ptr, Z3_ast addr, unsigned w,
                         LLVMValueRef at) {
  switch (br) {
  case BR_ALLOCA: return sx_alloca_read(ex, ptr->alloca_id, addr, w, at);
  case BR_RAW: {
    ex->struct_elem = ptr->h->family == FAM_STRUCT ? ptr->idx : NULL;
    sval *v = sx_raw_read(ex, ptr->h, addr, w);
    ex->struct_elem = NULL;
    return v;
  }
  default: return sx_cbuf_read(ex, ptr->h, addr, w);
  }
}

static sval *read_any(sx_exec *ex, byte_region br, sval *ptr, Z3_ast addr, LLVMTypeRef t,
                      LLVMValueRef at, unsigned depth) {
  Z3_context z = ex->z;
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (depth > 32) {
    sx_unknown(ex, at, "type nested too deeply");
    return sv_poison(ex, t);
  }
  if (br == BR_ALLOCA && sx_is_slot_type(t))
    return sx_alloca_read_handle(ex, ptr->alloca_id, addr, t, at);
  unsigned w = sx_type_bits(t);
  if (w) {
    if (w % 8 && w != 1) {
      sx_unknown(ex, at, "load of an odd-width integer");
      return sv_poison(ex, t);
    }
    return read_scalar(ex, br, ptr, addr, w, at);
  }
  if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
    unsigned n = k == LLVMStructTypeKind ? LLVMCountStructElementTypes(t)
                 : k == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(t)
                                          : LLVMGetVectorSize(t);
    if (n > MAX_BYTES) {
      sx_unknown(ex, at, "load of a large aggregate");
      return sv_poison(ex, t);
    }
    sval *s = sv_agg(ex, n);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef et = k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
      if (is_padding(et)) {
        s->el[i] = sv_poison(ex, LLVMInt8TypeInContext(LLVMGetTypeContext(t)));
        continue;
      }
      uint64_t o = k == LLVMStructTypeKind ? LLVMOffsetOfElement(ex->dl, t, i)
                                           : i * LLVMABISizeOfType(ex->dl, et);
      if (k == LLVMVectorTypeKind)
        o = i * LLVMStoreSizeOfType(ex->dl, et);
      s->el[i] = read_any(ex, br, ptr, Z3_mk_bvadd(z, addr, sx_bv(z, o, 32)), et, at, depth + 1);
    }
    return s;
  }
  sx_unknown(ex, at, "load of a type the prover does not model in memory");
  return sv_poison(ex, t);
}

static void write_scalar(sx_exec *ex, byte_region br, sval *ptr, Z3_ast addr, sval *v) {
  if (br == BR_ALLOCA) {
    sx_alloca_write(ex, ptr->alloca_id, addr, v);
    return;
  }
  ex->struct_elem = ptr->h->family == FAM_STRUCT ? ptr->idx : NULL;
  sx_raw_write(ex, ptr->h, addr, v);
  ex->struct_elem = NULL;
}

static void write_any(sx_exec *ex, byte_region br, sval *ptr, Z3_ast addr, sval *v,
                      LLVMTypeRef t, LLVMValueRef at, unsigned depth) {
  Z3_context z = ex->z;
  LLVMTypeKind k = LLVMGetTypeKind(t);
  if (depth > 32) {
    sx_unknown(ex, at, "type nested too deeply");
    return;
  }
  if (br == BR_ALLOCA && sx_is_slot_type(t)) {
    sx_alloca_write_handle(ex, ptr->alloca_id, addr, v, t, at);
    return;
  }
  unsigned w = sx_type_bits(t);
  if (w) {
    if ((w % 8 && w != 1) || v->kind != SV_INT) {
      sx_unknown(ex, at, "store of a value the prover does not model in memory");
      return;
    }
    write_scalar(ex, br, ptr, addr, v);
    return;
  }
  if ((k == LLVMStructTypeKind || k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) &&
      v->kind == SV_AGG) {
    for (unsigned i = 0; i < v->n; i++) {
      LLVMTypeRef et = k == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
      if (is_padding(et))
        continue;
      uint64_t o = k == LLVMStructTypeKind ? LLVMOffsetOfElement(ex->dl, t, i)
                   : k == LLVMVectorTypeKind ? i * LLVMStoreSizeOfType(ex->dl, et)
                                             : i * LLVMABISizeOfType(ex->dl, et);
      write_any(ex, br, ptr, Z3_mk_bvadd(z, addr, sx_bv(z, o, 32)), v->el[i], et, at, depth + 1);
    }
    return;
  }
  sx_unknown(ex, at, "store of a type the prover does not model in memory");
}

/* ---- typed buffers through pointers: components of the element ---- */

static bool typed_component(sx_exec *ex, sval *ptr, LLVMTypeRef t, LLVMValueRef at,
                            unsigned *first) {
  Z3_context z = ex->z;
  LLVMTypeRef e = ptr->h->elem;
  LLVMTypeRef ce = e && LLVMGetTypeKind(e) == LLVMVectorTypeKind ? LLVMGetElementType(e) : e;
  LLVMTypeRef ct = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
  uint64_t off;
  unsigned cw = ce ? sx_type_bits(ce) : 0;
  if (!cw || sx_type_bits(ct) != cw || !sx_const_u64(z, ptr->off, &off) || off % (cw / 8)) {
    sx_unknown(ex, at, "typed buffer access at a dynamic or misaligned offset");
    return false;
  }
  unsigned comps = e && LLVMGetTypeKind(e) == LLVMVectorTypeKind ? LLVMGetVectorSize(e) : 1;
  unsigned n = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
  *first = (unsigned)(off / (cw / 8));
  if (*first + n > comps) {
    sx_unknown(ex, at, "typed buffer access past the element");
    return false;
  }
  return true;
}

static Z3_ast raw_addr(sx_exec *ex, sval *ptr) {
  Z3_context z = ex->z;
  if (ptr->h->family == FAM_STRUCT)
    return Z3_mk_bvadd(z, Z3_mk_bvmul(z, ptr->idx, sx_bv(z, ptr->h->stride, 32)), ptr->off);
  return ptr->off;
}

static bool is_handle_type(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind; }

/* The slot of a handle held in a global at byte offset `off`: the global itself at 0; a
 * resource object's second handle (its counter, at 4 or 8) is keyed by an address inside the
 * global's own LLVM object, which equals no other key (slot keys are compared, never
 * dereferenced; an LLVM GlobalVariable is larger than GLOBAL_SLOT_SPAN bytes). */
#define GLOBAL_SLOT_SPAN 32u
static const void *global_slot(LLVMValueRef global, uint64_t off) {
  return (const char *)global + off;
}

/* An access of n bytes at `off` reaching past the end of its object (or before its start:
 * the offset is unsigned) is undefined behaviour, as LLVM says of any object. */
static void object_bounds_ub(sx_exec *ex, const sval *ptr, Z3_ast off, uint64_t n) {
  Z3_context z = ex->z;
  Z3_ast size = object_size(ex, ptr);
  uint64_t o, sz;
  if (!size || !n)
    return;
  if (sx_const_u64(z, off, &o) && sx_const_u64(z, size, &sz)) {
    if (o + n > sz)
      sx_add_ub(ex, sx_true(z));
    return;
  }
  sx_add_ub(ex, past_object(z, off, n, size));
}

sval *sx_ptr_load(sx_exec *ex, sval *ptr, LLVMTypeRef type, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (ptr->kind != SV_PTR) {
    sx_unknown(ex, at, "load through a value that is not a modelled pointer");
    return sv_poison(ex, type);
  }
  if (ptr->p)
    sx_add_ub(ex, ptr->p);
  if (LLVMTypeIsSized(type))
    object_bounds_ub(ex, ptr, ptr->off, LLVMStoreSizeOfType(ex->dl, type));
  switch (ptr->region) {
  case PR_ALLOCA:
    return read_any(ex, BR_ALLOCA, ptr, ptr->off, type, at, 0);
  case PR_CBUF:
    return read_any(ex, BR_CBUF, ptr, ptr->off, type, at, 0);
  case PR_RES:
    if (ptr->h->family == FAM_TYPED) {
      unsigned first;
      if (!typed_component(ex, ptr, type, at, &first))
        return sv_poison(ex, type);
      return sx_typed_read_value(ex, ptr->h, ptr->idx, type, first, at);
    }
    return read_any(ex, BR_RAW, ptr, raw_addr(ex, ptr), type, at, 0);
  case PR_GLOBAL: {
    uintptr_t got;
    uint64_t off;
    if (is_handle_type(type) && sx_const_u64(z, ptr->off, &off) && off < GLOBAL_SLOT_SPAN &&
        rlv_ptrmap_get(&ex->cur->slots, global_slot(ptr->global, off), &got))
      return (sval *)got;
    sx_unknown(ex, at, "load from a global the prover does not model");
    return sv_poison(ex, type);
  }
  case PR_CHOICE: {
    /* each alternative is read only on the paths that choose it (its UB included) */
    Z3_ast pc = ex->cur->pc;
    ex->cur->pc = sx_and2(z, pc, ptr->when);
    sval *a = sx_ptr_load(ex, ptr->then, type, at);
    ex->cur->pc = sx_and2(z, pc, sx_not(z, ptr->when));
    sval *b = sx_ptr_load(ex, ptr->other, type, at);
    ex->cur->pc = pc;
    return sv_ite(ex, ptr->when, a, b);
  }
  default:
    sx_unknown(ex, at, "load through a null or unknown pointer");
    return sv_poison(ex, type);
  }
}

/* LLVM's read-modify-write moves the element's own values: a 16-bit element keeps the low
 * 16 bits of a lane (zero-extended, as every 16-bit typed store writes them). */
static void typed_copy_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane) {
  Z3_context z = ex->z;
  sval *l = sx_typed_read_lane(ex, h, elem, lane);
  if (h->lane_bits == 16)
    l = sv_int(ex, Z3_mk_zero_ext(z, 16, Z3_mk_extract(z, 15, 0, l->v)), l->p, 32);
  sx_typed_write_lane(ex, h, elem, lane, l);
}

/* A lane store on a typed buffer is LLVM's read-modify-write of the whole element. */
static void typed_store(sx_exec *ex, sval *ptr, sval *v, LLVMTypeRef type, LLVMValueRef at) {
  unsigned first;
  if (!typed_component(ex, ptr, type, at, &first))
    return;
  sx_handle *h = ptr->h;
  unsigned n = LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetVectorSize(type) : 1;
  unsigned w = sx_type_bits(LLVMGetTypeKind(type) == LLVMVectorTypeKind ? LLVMGetElementType(type) : type);
  unsigned lo = w == 64 ? 2 * first : first, hi = lo + (w == 64 ? 2 * n : n);
  for (unsigned lane = 0; lane < h->lanes; lane++)
    if (lane < lo || lane >= hi)
      typed_copy_lane(ex, h, ptr->idx, lane);
  sx_typed_write_value(ex, h, ptr->idx, v, type, first, at);
}

void sx_ptr_store(sx_exec *ex, sval *ptr, sval *v, LLVMTypeRef type, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (ptr->kind != SV_PTR) {
    sx_unknown(ex, at, "store through a value that is not a modelled pointer");
    return;
  }
  if (ptr->p)
    sx_add_ub(ex, ptr->p);
  if (LLVMTypeIsSized(type))
    object_bounds_ub(ex, ptr, ptr->off, LLVMStoreSizeOfType(ex->dl, type));
  switch (ptr->region) {
  case PR_ALLOCA:
    write_any(ex, BR_ALLOCA, ptr, ptr->off, v, type, at, 0);
    return;
  case PR_RES:
    if (ptr->h->family == FAM_TYPED)
      typed_store(ex, ptr, v, type, at);
    else
      write_any(ex, BR_RAW, ptr, raw_addr(ex, ptr), v, type, at, 0);
    return;
  case PR_GLOBAL: {
    uint64_t off;
    if (is_handle_type(type) && v->kind == SV_HANDLE && sx_const_u64(z, ptr->off, &off) &&
        off < GLOBAL_SLOT_SPAN) {
      sx_bind(ex, &ex->cur->slots, global_slot(ptr->global, off), v);
      return;
    }
    sx_unknown(ex, at, "store to a global the prover does not model");
    return;
  }
  default:
    sx_unknown(ex, at, "store through a cbuffer, null or unknown pointer");
    return;
  }
}

/* ---- memcpy / memmove / memset / lifetime ---- */

static bool byte_region_of(sx_exec *ex, sval *p, bool write, byte_region *br, LLVMValueRef at) {
  if (p->kind != SV_PTR) {
    sx_unknown(ex, at, "memory intrinsic on a value that is not a modelled pointer");
    return false;
  }
  if (p->region == PR_ALLOCA) {
    *br = BR_ALLOCA;
    return true;
  }
  if (p->region == PR_RES && p->h->family != FAM_TYPED) {
    *br = BR_RAW;
    return true;
  }
  if (p->region == PR_CBUF && !write) {
    *br = BR_CBUF;
    return true;
  }
  sx_unknown(ex, at, "memory intrinsic on a region the prover does not model");
  return false;
}

static Z3_ast region_addr(sx_exec *ex, sval *p, byte_region br) {
  return br == BR_RAW ? raw_addr(ex, p) : p->off;
}

/* A copy between allocas of bytes some of which hold handles (an object copied at -O0):
 * the handles move as slots, the other bytes as bytes. Constant offsets only. */
static void copy_with_handles(sx_exec *ex, LLVMValueRef call, sval *dst, byte_region bd,
                              Z3_ast da, sval *src, Z3_ast sa, unsigned len) {
  Z3_context z = ex->z;
  uint64_t so, dof;
  if (bd != BR_ALLOCA || !sx_const_u64(z, sa, &so) || !sx_const_u64(z, da, &dof)) {
    sx_unknown(ex, call, "a copy of a handle held in private memory to a dynamic offset or "
                         "out of private memory");
    return;
  }
  const sx_state *s = ex->cur;
  sx_hslot *moved = rlv_xcalloc(s->hs.n ? s->hs.n : 1, sizeof *moved);
  size_t nmoved = 0;
  for (size_t i = 0; i < s->hs.n; i++) {
    const sx_hslot *h = &s->hs.items[i];
    if (h->id != src->alloca_id || h->off + h->size <= so || h->off >= so + len)
      continue;
    if (h->off < so || h->off + h->size > so + len) {
      sx_unknown(ex, call, "a copy of part of a handle held in private memory");
      free(moved);
      return;
    }
    moved[nmoved++] = *h;
  }
  sval **bytes = rlv_xcalloc(len, sizeof *bytes);
  for (unsigned k = 0; k < len; k++)
    if (!sx_hslot_at(s, src->alloca_id, so + k))
      bytes[k] = read_scalar(ex, BR_ALLOCA, src, sx_bv(z, so + k, 32), 8, call);
  for (unsigned k = 0; k < len; k++)
    if (bytes[k])
      write_scalar(ex, BR_ALLOCA, dst, sx_bv(z, dof + k, 32), bytes[k]);
  for (size_t i = 0; i < nmoved; i++)
    sx_alloca_write_handle(ex, dst->alloca_id, sx_bv(z, dof + (moved[i].off - so), 32),
                           moved[i].v, moved[i].type, call);
  free(bytes);
  free(moved);
}

static void mem_transfer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sval *dst = sx_operand(ex, LLVMGetOperand(call, 0)), *src = sx_operand(ex, LLVMGetOperand(call, 1));
  LLVMValueRef lenv = LLVMGetOperand(call, 2);
  if (!LLVMIsAConstantInt(lenv) || LLVMConstIntGetZExtValue(lenv) > MAX_BYTES) {
    sx_unknown(ex, call, "memcpy of a dynamic or large length");
    return;
  }
  unsigned len = (unsigned)LLVMConstIntGetZExtValue(lenv);
  byte_region bd, bs;
  if (!byte_region_of(ex, dst, true, &bd, call) || !byte_region_of(ex, src, false, &bs, call))
    return;
  if (len) {
    sx_add_ub(ex, dst->p ? dst->p : sx_false(z));
    sx_add_ub(ex, src->p ? src->p : sx_false(z));
    object_bounds_ub(ex, dst, dst->off, len);
    object_bounds_ub(ex, src, src->off, len);
  }
  Z3_ast da = region_addr(ex, dst, bd), sa = region_addr(ex, src, bs);
  if (bs == BR_ALLOCA && len && sx_hslot_overlaps(ex, src->alloca_id, sa, len)) {
    copy_with_handles(ex, call, dst, bd, da, src, sa, len);
    return;
  }
  sval **bytes = rlv_xcalloc(len ? len : 1, sizeof *bytes);
  for (unsigned k = 0; k < len; k++) /* read everything first: memmove semantics */
    bytes[k] = read_scalar(ex, bs, src, Z3_mk_bvadd(z, sa, sx_bv(z, k, 32)), 8, call);
  for (unsigned k = 0; k < len; k++)
    write_scalar(ex, bd, dst, Z3_mk_bvadd(z, da, sx_bv(z, k, 32)), bytes[k]);
  free(bytes);
}

static void mem_set(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sval *dst = sx_operand(ex, LLVMGetOperand(call, 0)), *val = sx_operand(ex, LLVMGetOperand(call, 1));
  LLVMValueRef lenv = LLVMGetOperand(call, 2);
  if (!LLVMIsAConstantInt(lenv) || LLVMConstIntGetZExtValue(lenv) > MAX_BYTES ||
      val->kind != SV_INT || val->width != 8) {
    sx_unknown(ex, call, "memset of a dynamic or large length");
    return;
  }
  unsigned len = (unsigned)LLVMConstIntGetZExtValue(lenv);
  byte_region bd;
  if (!byte_region_of(ex, dst, true, &bd, call))
    return;
  if (len) {
    sx_add_ub(ex, dst->p ? dst->p : sx_false(z));
    object_bounds_ub(ex, dst, dst->off, len);
  }
  Z3_ast da = region_addr(ex, dst, bd);
  for (unsigned k = 0; k < len; k++)
    write_scalar(ex, bd, dst, Z3_mk_bvadd(z, da, sx_bv(z, k, 32)), val);
}

bool sx_sem_pointer_call(sx_exec *ex, LLVMValueRef call, const char *name) {
  if (rlv_starts_with(name, "llvm.memcpy.") || rlv_starts_with(name, "llvm.memmove.") ||
      rlv_starts_with(name, "llvm.memcpy.inline.")) {
    mem_transfer(ex, call);
    return true;
  }
  if (rlv_starts_with(name, "llvm.memset.")) {
    mem_set(ex, call);
    return true;
  }
  if (rlv_starts_with(name, "llvm.lifetime.")) {
    unsigned n = (unsigned)LLVMGetNumArgOperands(call);
    sval *p = n ? sx_operand(ex, LLVMGetOperand(call, n - 1)) : NULL;
    if (p && p->kind == SV_PTR && p->region == PR_ALLOCA)
      sx_alloca_kill(ex, p->alloca_id);
    else
      sx_unknown(ex, call, "lifetime marker on a pointer that is not an alloca");
    return true;
  }
  return false;
}
