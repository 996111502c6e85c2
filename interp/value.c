/* Values: float bits, constants, and the evaluation of operands (getelementptr offsets,
 * cbuffer member globals through their handle global, read from memory). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

/* ---- float helpers ---- */

static float f32_of(uint64_t b) {
  uint32_t u = (uint32_t)b;
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static uint64_t bits_f32(float f) {
  uint32_t u;
  if (isnan(f))
    return 0x7fc00000u;
  memcpy(&u, &f, 4);
  return u;
}

static double f64_of(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}

uint64_t cx_bits_f64(double d) {
  uint64_t u;
  if (isnan(d))
    return 0x7ff8000000000000ull;
  memcpy(&u, &d, 8);
  return u;
}

static float f16_to_f32(uint64_t h) {
  unsigned sign = (h >> 15) & 1, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  float v;
  if (exp == 0)
    v = ldexpf((float)man, -24);
  else if (exp == 31)
    v = man ? NAN : INFINITY;
  else
    v = ldexpf((float)(man | 0x400), (int)exp - 25);
  return sign ? -v : v;
}

/* Round to nearest even. */
static uint64_t f32_to_f16(float f) {
  if (isnan(f))
    return 0x7e00;
  uint32_t sign = signbit(f) ? 0x8000u : 0;
  float a = fabsf(f);
  if (a >= 65520.0f)
    return sign | 0x7c00u;
  if (a < ldexpf(1.0f, -14)) { /* subnormal: units of 2^-24 */
    float q = nearbyintf(a * ldexpf(1.0f, 24));
    return sign | (uint32_t)q;
  }
  int e;
  frexpf(a, &e);                           /* a = m * 2^e, m in [0.5, 1) */
  float q = nearbyintf(ldexpf(a, 11 - e)); /* 11 significant bits */
  if (q >= 2048.0f) {
    q /= 2;
    e++;
  }
  uint32_t exp = (uint32_t)(e - 1 + 15);
  if (exp >= 31)
    return sign | 0x7c00u;
  return sign | (exp << 10) | ((uint32_t)q & 0x3ffu);
}

/* The value of a float leaf as a double (exact for half and float). */
double cx_fp_value(int sc, uint64_t bits) {
  return sc == S_HALF    ? (double)f16_to_f32(bits)
         : sc == S_FLOAT ? (double)f32_of(bits)
                         : f64_of(bits);
}

uint64_t cx_fp_bits(int sc, double v) {
  return sc == S_HALF ? f32_to_f16((float)v) : sc == S_FLOAT ? bits_f32((float)v) : cx_bits_f64(v);
}

/* ---- evaluation of operands ---- */

/* Whether offset `at` lies outside an object of `size` bytes, one past its end allowed
 * (size < 0: a buffer, not an object: never). */
static bool outside_object(int64_t at, int64_t size) { return size >= 0 && (at < 0 || at > size); }

/* Byte offset of a GEP (instruction or constant expression) from its indices. An inbounds
 * GEP from offset `start` of an object of `size` bytes (size < 0: a buffer, not an object)
 * is poison when a step leaves the object. */
static bool gep_offset(run *r, LLVMValueRef gep, int64_t start, int64_t size, int64_t *off,
                       bool *pois, bool *nu) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  unsigned n = LLVMGetNumOperands(gep);
  *off = 0;
  *pois = false;
  *nu = false;
  for (unsigned i = 1; i < n; i++) {
    *pois |= outside_object(start + *off, size); /* the base, then each step's result */
    LLVMValueRef idxv = LLVMGetOperand(gep, i);
    if (LLVMGetTypeKind(LLVMTypeOf(idxv)) != LLVMIntegerTypeKind)
      return UNSUPPORTED(r, "vector getelementptr");
    size_t at;
    if (!cx_eval(r, idxv, &at))
      return false;
    const leaf *l = &r->arena[at];
    int64_t idx = sext_of(l->bits, LLVMGetIntTypeWidth(LLVMTypeOf(idxv)));
    *pois |= l->poison;
    if (i == 1) {
      *off += idx * (int64_t)LLVMABISizeOfType(r->dl, t);
      continue;
    }
    switch (LLVMGetTypeKind(t)) {
    case LLVMStructTypeKind:
      if (idx < 0 || (unsigned)idx >= LLVMCountStructElementTypes(t))
        return UNSUPPORTED(r, "struct index out of range");
      *off += (int64_t)LLVMOffsetOfElement(r->dl, t, (unsigned)idx);
      t = LLVMStructGetTypeAtIndex(t, (unsigned)idx);
      break;
    case LLVMArrayTypeKind:
      t = LLVMGetElementType(t);
      *off += idx * (int64_t)LLVMABISizeOfType(r->dl, t);
      break;
    case LLVMVectorTypeKind:
      t = LLVMGetElementType(t);
      *off += idx * (int64_t)(LLVMSizeOfTypeInBits(r->dl, t) / 8);
      break;
    default:
      return UNSUPPORTED(r, "getelementptr into a scalar");
    }
  }
  *pois |= outside_object(start + *off, size);
  return true;
}

/* The size of the object an inbounds GEP from `base` must stay in: an alloca's or a global's
 * region (-1: none, a buffer or a GEP without inbounds). */
static int64_t inbounds_object_size(run *r, LLVMValueRef gep, const leaf *base) {
  if (!(LLVMGEPGetNoWrapFlags(gep) & LLVMGEPFlagInBounds) || base->tag != L_PTR || base->poison ||
      (base->region != R_ALLOCA && base->region != R_GLOBAL))
    return -1;
  region *g = cx_region_of(r, base);
  return g ? (int64_t)g->size : -1;
}

bool cx_eval_gep(run *r, LLVMValueRef gep, size_t *out) {
  size_t base;
  if (!cx_eval(r, LLVMGetOperand(gep, 0), &base))
    return false;
  int64_t off;
  bool pois, nu;
  int64_t size = inbounds_object_size(r, gep, &r->arena[base]);
  if (r->status != RLV_IRUN_OK)
    return false;
  if (!gep_offset(r, gep, r->arena[base].off, size, &off, &pois, &nu))
    return false;
  if (r->arena[base].tag != L_PTR)
    return UNSUPPORTED(r, "getelementptr on a non-pointer");
  size_t at = cx_alloc_leaves(r, 1);
  r->arena[at] = r->arena[base];
  r->arena[at].off += off;
  r->arena[at].poison |= pois;
  *out = at;
  return true;
}

/* A pointer to a global: a cbuffer member resolves through its handle global. */
static bool eval_global(run *r, LLVMValueRef g, size_t *out) {
  size_t at = cx_alloc_leaves(r, 1);
  leaf *l = &r->arena[at];
  l->tag = L_PTR;
  uintptr_t mi;
  if (rlv_ptrmap_get(&r->in->member_index, g, &mi)) {
    const cb_member *m = &r->in->members[mi - 1];
    leaf handle = {.tag = L_PTR, .region = R_GLOBAL, .global = m->cb_global, .obj = -1};
    size_t h;
    if (!cx_load_bytes(r, LLVMGlobalGetValueType(m->cb_global), &handle, &h))
      return false;
    const leaf *hl = &r->arena[h];
    if (hl->tag != L_HANDLE || hl->poison)
      return UNSUPPORTED(r, "cbuffer member read before its handle global is stored");
    l = &r->arena[at];
    l->region = R_RES;
    l->obj = hl->obj;
    l->view = hl->view;
    l->nu = hl->nu;
    l->off = (int64_t)m->offset;
    *out = at;
    return true;
  }
  l->region = R_GLOBAL;
  l->global = g;
  *out = at;
  return true;
}

static bool eval_constant(run *r, LLVMValueRef v, size_t *out) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMIsAGlobalVariable(v))
    return eval_global(r, v, out);
  if (LLVMIsAConstantExpr(v)) {
    if (LLVMGetConstOpcode(v) == LLVMGetElementPtr)
      return cx_eval_gep(r, v, out);
    return UNSUPPORTED(r, "constant expression");
  }
  unsigned n = cx_leaf_count(t, 0);
  if (!n)
    return UNSUPPORTED(r, "constant of an unsupported type");
  if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
    size_t at = cx_alloc_leaves(r, n);
    for (unsigned i = 0; i < n; i++)
      r->arena[at + i].poison = 1;
    *out = at;
    return true;
  }
  if (LLVMIsAConstantAggregateZero(v) || LLVMIsAConstantPointerNull(v)) {
    size_t at = cx_alloc_leaves(r, n);
    *out = at;
    return true;
  }
  if (LLVMIsAConstantInt(v)) {
    size_t at = cx_alloc_leaves(r, 1);
    r->arena[at].bits = LLVMConstIntGetZExtValue(v) & rlv_width_max(LLVMGetIntTypeWidth(t));
    *out = at;
    return true;
  }
  if (LLVMIsAConstantFP(v)) {
    LLVMBool loses;
    double d = LLVMConstRealGetDouble(v, &loses);
    unsigned bits;
    int sc = cx_scalar_class(t, &bits);
    size_t at = cx_alloc_leaves(r, 1);
    r->arena[at].bits = cx_fp_bits(sc, d);
    *out = at;
    return true;
  }
  unsigned agg = LLVMGetTypeKind(t) == LLVMStructTypeKind   ? LLVMCountStructElementTypes(t)
                 : LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                 : LLVMGetTypeKind(t) == LLVMArrayTypeKind  ? (unsigned)LLVMGetArrayLength2(t)
                                                            : 0;
  if (!agg)
    return UNSUPPORTED(r, "constant of an unsupported kind");
  size_t at = cx_alloc_leaves(r, n);
  unsigned k = 0;
  for (unsigned i = 0; i < agg; i++) {
    LLVMValueRef e = LLVMGetAggregateElement(v, i);
    if (!e)
      return UNSUPPORTED(r, "unreadable aggregate constant");
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind && rlv_tt_of(LLVMTypeOf(e)) == RLV_TT_DX_PADDING)
      continue;
    size_t ea;
    if (!cx_eval(r, e, &ea))
      return false;
    unsigned en = cx_leaf_count(LLVMTypeOf(e), 0);
    if (k + en > n)
      return UNSUPPORTED(r, "aggregate constant shape");
    memcpy(&r->arena[at + k], &r->arena[ea], en * sizeof(leaf));
    k += en;
  }
  *out = at;
  return true;
}

/* A constant made of data only: no global or constant expression, whose value (a cbuffer
 * member's pointer goes through the handle its global holds) may change during a run. */
static bool is_plain_data(LLVMValueRef c) {
  return LLVMIsAConstantInt(c) || LLVMIsAConstantFP(c) || LLVMIsUndef(c) || LLVMIsPoison(c) ||
         LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantPointerNull(c) ||
         LLVMIsAConstantDataSequential(c);
}

bool cx_eval(run *r, LLVMValueRef v, size_t *out) {
  uintptr_t at;
  if (rlv_ptrmap_get(&r->vals, v, &at)) {
    *out = at - 1;
    return true;
  }
  *out = 0;
  if (!LLVMIsAConstant(v))
    return UNSUPPORTED(r, "use of a value that has not been computed");
  if (!eval_constant(r, v, out))
    return false;
  if (is_plain_data(v))
    cx_set_value(r, v, *out); /* its leaves never change: computed once per run */
  return true;
}
