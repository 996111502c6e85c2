/* Generic LLVM instructions: integer and floating-point arithmetic with their poison flags,
 * comparisons, casts, select, aggregates, vectors and freeze. */
#include <math.h>
#include <string.h>

#include "interp/interp_internal.h"

static bool int_binop(run *r, LLVMOpcode op, LLVMValueRef inst, unsigned bits, const leaf *a,
                      const leaf *b, leaf *o) {
  uint64_t m = rlv_width_max(bits), x = a->bits & m, y = b->bits & m, res = 0;
  int64_t sx = sext_of(x, bits), sy = sext_of(y, bits);
  bool pois = a->poison || b->poison, nuw = false, nsw = false;
  if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
    nuw = LLVMGetNUW(inst);
    nsw = LLVMGetNSW(inst);
  }
  switch (op) {
  case LLVMAdd:
    res = x + y;
    if (nuw && (bits == 64 ? res < x : (res & ~m) != 0))
      pois = true;
    if (nsw) {
      int64_t s;
      if (__builtin_add_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s)
        pois = true;
    }
    break;
  case LLVMSub:
    res = x - y;
    if (nuw && y > x)
      pois = true;
    if (nsw) {
      int64_t s;
      if (__builtin_sub_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s)
        pois = true;
    }
    break;
  case LLVMMul: {
    res = x * y;
    uint64_t u;
    if (nuw && (__builtin_mul_overflow(x, y, &u) || (u & ~m) != 0))
      pois = true;
    int64_t s;
    if (nsw && (__builtin_mul_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s))
      pois = true;
    break;
  }
  case LLVMUDiv:
  case LLVMURem:
  case LLVMSDiv:
  case LLVMSRem:
    if (b->poison || y == 0)
      return UB(r, "division by zero or poison");
    if ((op == LLVMSDiv || op == LLVMSRem) && sy == -1 && x == (1ull << (bits - 1)))
      return UB(r, "signed division overflow");
    if (op == LLVMUDiv)
      res = x / y;
    else if (op == LLVMURem)
      res = x % y;
    else if (op == LLVMSDiv)
      res = (uint64_t)(sx / sy);
    else
      res = (uint64_t)(sx % sy);
    if ((op == LLVMUDiv && LLVMGetExact(inst) && x % y) ||
        (op == LLVMSDiv && LLVMGetExact(inst) && sx % sy))
      pois = true;
    break;
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
    if (y >= bits) {
      pois = true;
      break;
    }
    if (op == LLVMShl) {
      res = x << y;
      if (nuw && ((res & m) >> y) != x)
        pois = true;
      if (nsw && sext_of((res & m), bits) >> y != sx)
        pois = true;
    } else if (op == LLVMLShr) {
      res = x >> y;
    } else {
      res = (uint64_t)(sx >> y);
    }
    if (op != LLVMShl && LLVMGetExact(inst) && (x & rlv_width_max((unsigned)y)))
      pois = true;
    break;
  case LLVMAnd:
    res = x & y;
    break;
  case LLVMOr:
    res = x | y;
    if (LLVMGetIsDisjoint(inst) && (x & y))
      pois = true;
    break;
  case LLVMXor:
    res = x ^ y;
    break;
  default:
    return UNSUPPORTED(r, "integer operation");
  }
  o->tag = L_VAL;
  o->bits = res & m;
  o->poison = pois;
  o->nu = a->nu | b->nu;
  return true;
}

static bool fp_binop(run *r, LLVMOpcode op, int sc, const leaf *a, const leaf *b, leaf *o) {
  double x = cx_fp_value(sc, a->bits), y = cx_fp_value(sc, b->bits), res;
  switch (op) {
  case LLVMFAdd:
    res = sc == S_DOUBLE ? x + y : (double)((float)x + (float)y);
    break;
  case LLVMFSub:
    res = sc == S_DOUBLE ? x - y : (double)((float)x - (float)y);
    break;
  case LLVMFMul:
    res = sc == S_DOUBLE ? x * y : (double)((float)x * (float)y);
    break;
  case LLVMFDiv:
    res = sc == S_DOUBLE ? x / y : (double)((float)x / (float)y);
    break;
  case LLVMFRem:
    res = sc == S_DOUBLE ? fmod(x, y) : (double)fmodf((float)x, (float)y);
    break;
  default:
    return UNSUPPORTED(r, "floating-point operation");
  }
  o->tag = L_VAL;
  o->bits = cx_fp_bits(sc, res);
  o->poison = a->poison || b->poison;
  o->nu = a->nu | b->nu;
  return true;
}

static bool exec_binop(run *r, LLVMValueRef inst, LLVMOpcode op) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || (sc != S_INT && sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE))
    return UNSUPPORTED(r, "binary operation on an unsupported type");
  size_t a, b;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    leaf x = r->arena[a + i], y = r->arena[b + i], z = {0};
    bool ok =
        sc == S_INT ? int_binop(r, op, inst, bits, &x, &y, &z) : fp_binop(r, op, sc, &x, &y, &z);
    if (!ok)
      return false;
    r->arena[o + i] = z;
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_fneg(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || (sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE))
    return UNSUPPORTED(r, "fneg type");
  size_t a;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    r->arena[o + i] = r->arena[a + i];
    r->arena[o + i].bits ^= 1ull << (bits - 1);
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool icmp(LLVMIntPredicate p, uint64_t x, uint64_t y, unsigned bits) {
  int64_t sx = sext_of(x, bits), sy = sext_of(y, bits);
  switch (p) {
  case LLVMIntEQ:
    return x == y;
  case LLVMIntNE:
    return x != y;
  case LLVMIntUGT:
    return x > y;
  case LLVMIntUGE:
    return x >= y;
  case LLVMIntULT:
    return x < y;
  case LLVMIntULE:
    return x <= y;
  case LLVMIntSGT:
    return sx > sy;
  case LLVMIntSGE:
    return sx >= sy;
  case LLVMIntSLT:
    return sx < sy;
  default:
    return sx <= sy;
  }
}

static bool fcmp(LLVMRealPredicate p, double x, double y) {
  bool uno = isnan(x) || isnan(y);
  switch (p) {
  case LLVMRealPredicateFalse:
    return false;
  case LLVMRealOEQ:
    return !uno && x == y;
  case LLVMRealOGT:
    return !uno && x > y;
  case LLVMRealOGE:
    return !uno && x >= y;
  case LLVMRealOLT:
    return !uno && x < y;
  case LLVMRealOLE:
    return !uno && x <= y;
  case LLVMRealONE:
    return !uno && x != y;
  case LLVMRealORD:
    return !uno;
  case LLVMRealUNO:
    return uno;
  case LLVMRealUEQ:
    return uno || x == y;
  case LLVMRealUGT:
    return uno || x > y;
  case LLVMRealUGE:
    return uno || x >= y;
  case LLVMRealULT:
    return uno || x < y;
  case LLVMRealULE:
    return uno || x <= y;
  case LLVMRealUNE:
    return uno || x != y;
  default:
    return true;
  }
}

static bool exec_cmp(run *r, LLVMValueRef inst, bool is_fp) {
  LLVMTypeRef ot = LLVMTypeOf(LLVMGetOperand(inst, 0));
  unsigned n = cx_leaf_count(ot, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(ot), &bits);
  if (!n || (is_fp ? (sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE) : sc != S_INT))
    return UNSUPPORTED(r, "comparison of an unsupported type");
  size_t a, b;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    const leaf *x = &r->arena[a + i], *y = &r->arena[b + i];
    bool res =
        is_fp ? fcmp(LLVMGetFCmpPredicate(inst), cx_fp_value(sc, x->bits), cx_fp_value(sc, y->bits))
              : icmp(LLVMGetICmpPredicate(inst), x->bits, y->bits, bits);
    leaf *z = &r->arena[o + i];
    z->bits = res;
    z->poison = x->poison || y->poison;
    z->nu = x->nu | y->nu;
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool cast_leaf(run *r, LLVMOpcode op, LLVMValueRef inst, int ssc, unsigned sbits, int dsc,
                      unsigned dbits, const leaf *a, leaf *o) {
  *o = *a;
  o->tag = L_VAL;
  uint64_t x = a->bits & rlv_width_max(sbits);
  switch (op) {
  case LLVMTrunc:
    o->bits = x & rlv_width_max(dbits);
    break;
  case LLVMZExt:
    o->bits = x;
    if (LLVMGetNNeg(inst) && (x >> (sbits - 1)) & 1)
      o->poison = 1;
    break;
  case LLVMSExt:
    o->bits = (uint64_t)sext_of(x, sbits) & rlv_width_max(dbits);
    break;
  case LLVMFPTrunc:
  case LLVMFPExt:
    o->bits = cx_fp_bits(dsc, cx_fp_value(ssc, x));
    break;
  case LLVMUIToFP:
    if (LLVMGetNNeg(inst) && (x >> (sbits - 1)) & 1)
      o->poison = 1;
    o->bits = dsc == S_DOUBLE ? cx_bits_f64((double)x) : cx_fp_bits(dsc, (double)(float)x);
    break;
  case LLVMSIToFP: {
    int64_t s = sext_of(x, sbits);
    o->bits = dsc == S_DOUBLE ? cx_bits_f64((double)s) : cx_fp_bits(dsc, (double)(float)s);
    break;
  }
  case LLVMFPToUI:
  case LLVMFPToSI: {
    double d = cx_fp_value(ssc, x);
    double t = trunc(d);
    bool ok = !isnan(d) && (op == LLVMFPToUI ? t >= 0 && t < ldexp(1.0, (int)dbits)
                                             : t >= -ldexp(1.0, (int)dbits - 1) &&
                                                   t < ldexp(1.0, (int)dbits - 1));
    if (!ok) {
      o->poison = 1;
      o->bits = 0;
    } else {
      o->bits = (op == LLVMFPToUI ? (uint64_t)t : (uint64_t)(int64_t)t) & rlv_width_max(dbits);
    }
    break;
  }
  default:
    return UNSUPPORTED(r, "cast");
  }
  return true;
}

/* bitcast: through bytes, so vector <-> scalar reinterpretations work. */
static bool exec_bitcast(run *r, LLVMValueRef inst) {
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(inst, 0)), dt = LLVMTypeOf(inst);
  if (LLVMGetTypeKind(st) == LLVMPointerTypeKind && LLVMGetTypeKind(dt) == LLVMPointerTypeKind) {
    size_t a;
    if (!cx_eval(r, LLVMGetOperand(inst, 0), &a))
      return false;
    cx_set_value(r, inst, a);
    return true;
  }
  uint64_t size = LLVMStoreSizeOfType(r->dl, st);
  if (size != LLVMStoreSizeOfType(r->dl, dt) || size > 64 || LLVMSizeOfTypeInBits(r->dl, st) % 8)
    return UNSUPPORTED(r, "bitcast shape");
  size_t a;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  uint8_t b[64], p[64];
  unsigned k = 0;
  memset(p, 0, sizeof p);
  if (!cx_encode(r, st, b, p, a, &k))
    return false;
  unsigned n = cx_leaf_count(dt, 0);
  if (!n)
    return UNSUPPORTED(r, "bitcast type");
  size_t o = cx_alloc_leaves(r, n);
  k = 0;
  if (!cx_decode(r, dt, b, p, o, &k))
    return false;
  bool nu = false;
  for (unsigned i = 0, sn = cx_leaf_count(st, 0); i < sn; i++)
    nu |= r->arena[a + i].nu;
  for (unsigned i = 0; i < n; i++)
    r->arena[o + i].nu = nu;
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_cast(run *r, LLVMValueRef inst, LLVMOpcode op) {
  if (op == LLVMBitCast)
    return exec_bitcast(r, inst);
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(inst, 0)), dt = LLVMTypeOf(inst);
  unsigned n = cx_leaf_count(st, 0), sbits, dbits;
  int ssc = cx_scalar_class(rlv_scalar_type(st), &sbits),
      dsc = cx_scalar_class(rlv_scalar_type(dt), &dbits);
  if (!n || n != cx_leaf_count(dt, 0) || ssc == S_BAD || dsc == S_BAD || ssc == S_PTR ||
      dsc == S_PTR || ssc == S_HANDLE || dsc == S_HANDLE)
    return UNSUPPORTED(r, "cast between unsupported types");
  size_t a;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    leaf x = r->arena[a + i], z;
    if (!cast_leaf(r, op, inst, ssc, sbits, dsc, dbits, &x, &z))
      return false;
    r->arena[o + i] = z;
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_select(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = cx_leaf_count(t, 0);
  if (!n)
    return UNSUPPORTED(r, "select type");
  size_t c, a, b;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &c) || !cx_eval(r, LLVMGetOperand(inst, 1), &a) ||
      !cx_eval(r, LLVMGetOperand(inst, 2), &b))
    return false;
  bool vec_cond = LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMVectorTypeKind;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    const leaf *cl = &r->arena[c + (vec_cond ? i : 0)];
    leaf z = cl->bits & 1 ? r->arena[a + i] : r->arena[b + i];
    if (cl->poison) {
      if (z.tag != L_VAL)
        return UB(r, "select of pointers or handles on a poison condition");
      z.poison = 1;
    }
    r->arena[o + i] = z;
  }
  cx_set_value(r, inst, o);
  return true;
}

/* The leaf offset and count of an aggregate member reached by extractvalue indices. */
static bool member_leaves(run *r, LLVMTypeRef t, const unsigned *idx, unsigned nidx,
                          unsigned *first, unsigned *count) {
  *first = 0;
  for (unsigned d = 0; d < nidx; d++) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      if (idx[d] >= LLVMCountStructElementTypes(t))
        return UNSUPPORTED(r, "extractvalue index");
      for (unsigned i = 0; i < idx[d]; i++) {
        LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
        *first += rlv_tt_of(et) == RLV_TT_DX_PADDING ? 0 : cx_leaf_count(et, 0);
      }
      t = LLVMStructGetTypeAtIndex(t, idx[d]);
    } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      t = LLVMGetElementType(t);
      *first += idx[d] * cx_leaf_count(t, 0);
    } else {
      return UNSUPPORTED(r, "extractvalue into a non-aggregate");
    }
  }
  *count = cx_leaf_count(t, 0);
  return *count != 0 || UNSUPPORTED(r, "extractvalue type");
}

static bool exec_extractvalue(run *r, LLVMValueRef inst) {
  LLVMValueRef agg = LLVMGetOperand(inst, 0);
  unsigned first, count;
  if (!member_leaves(r, LLVMTypeOf(agg), LLVMGetIndices(inst), LLVMGetNumIndices(inst), &first,
                     &count))
    return false;
  size_t a;
  if (!cx_eval(r, agg, &a))
    return false;
  cx_set_value(r, inst, a + first);
  return true;
}

static bool exec_insertvalue(run *r, LLVMValueRef inst) {
  LLVMValueRef agg = LLVMGetOperand(inst, 0);
  unsigned first, count, n = cx_leaf_count(LLVMTypeOf(agg), 0);
  if (!n || !member_leaves(r, LLVMTypeOf(agg), LLVMGetIndices(inst), LLVMGetNumIndices(inst),
                           &first, &count))
    return false;
  size_t a, v;
  if (!cx_eval(r, agg, &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &v))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  memcpy(&r->arena[o], &r->arena[a], n * sizeof(leaf));
  memcpy(&r->arena[o + first], &r->arena[v], count * sizeof(leaf));
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_extractelement(run *r, LLVMValueRef inst) {
  LLVMValueRef vec = LLVMGetOperand(inst, 0);
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(vec));
  size_t a, i;
  if (!cx_eval(r, vec, &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &i))
    return false;
  size_t o = cx_alloc_leaves(r, 1);
  const leaf *il = &r->arena[i];
  if (il->poison || il->bits >= n) {
    r->arena[o].poison = 1;
  } else {
    r->arena[o] = r->arena[a + il->bits];
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_insertelement(run *r, LLVMValueRef inst) {
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(inst));
  size_t a, v, i;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &v) ||
      !cx_eval(r, LLVMGetOperand(inst, 2), &i))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  const leaf *il = &r->arena[i];
  if (il->poison || il->bits >= n) {
    for (unsigned k = 0; k < n; k++)
      r->arena[o + k].poison = 1;
  } else {
    memcpy(&r->arena[o], &r->arena[a], n * sizeof(leaf));
    r->arena[o + r->arena[i].bits] = r->arena[v];
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_shufflevector(run *r, LLVMValueRef inst) {
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(inst));
  unsigned in_n = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(inst, 0)));
  if (LLVMGetNumMaskElements(inst) != n)
    return UNSUPPORTED(r, "shufflevector mask");
  size_t a, b;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a) || !cx_eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++) {
    int m = LLVMGetMaskValue(inst, k);
    if (m < 0 || m == LLVMGetUndefMaskElem())
      r->arena[o + k].poison = 1;
    else if ((unsigned)m < in_n)
      r->arena[o + k] = r->arena[a + m];
    else if ((unsigned)m < 2 * in_n)
      r->arena[o + k] = r->arena[b + m - in_n];
    else
      return UNSUPPORTED(r, "shufflevector mask value");
  }
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_freeze(run *r, LLVMValueRef inst) {
  size_t a;
  unsigned n = cx_leaf_count(LLVMTypeOf(inst), 0);
  if (!n || !cx_eval(r, LLVMGetOperand(inst, 0), &a))
    return n ? false : UNSUPPORTED(r, "freeze type");
  for (unsigned k = 0; k < n; k++)
    if (r->arena[a + k].poison)
      return UNSUPPORTED(r, "freeze of poison");
  cx_set_value(r, inst, a);
  return true;
}

/* addrspacecast keeps what the pointer points to (the interpreter's pointers name memory,
 * not addresses of a space). */
static bool exec_addrspacecast(run *r, LLVMValueRef inst) {
  size_t a;
  if (cx_leaf_count(LLVMTypeOf(inst), 0) != 1)
    return UNSUPPORTED(r, "addrspacecast of a vector");
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  cx_set_value(r, inst, a);
  return true;
}

/* llvm.*.with.overflow: {the wrapped result, whether the exact result does not fit}. */
static bool exec_overflow(run *r, LLVMValueRef call, callee_id id) {
  LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, 0));
  unsigned n = cx_leaf_count(t, 0), bits;
  if (!n || cx_scalar_class(rlv_scalar_type(t), &bits) != S_INT ||
      cx_leaf_count(LLVMTypeOf(call), 0) != 2 * n)
    return UNSUPPORTED(r, "with.overflow of an unsupported type");
  size_t a, b;
  if (!cx_eval(r, LLVMGetOperand(call, 0), &a) || !cx_eval(r, LLVMGetOperand(call, 1), &b))
    return false;
  size_t o = cx_alloc_leaves(r, 2 * n);
  uint64_t m = rlv_width_max(bits);
  for (unsigned k = 0; k < n; k++) {
    const leaf *x = &r->arena[a + k], *y = &r->arena[b + k];
    uint64_t ux = x->bits & m, uy = y->bits & m, res;
    int64_t sx = sext_of(ux, bits), sy = sext_of(uy, bits), s;
    bool ov;
    switch (id) {
    case C_UADD_OV:
      res = ux + uy;
      ov = (bits == 64 ? res < ux : (res & ~m) != 0);
      break;
    case C_USUB_OV:
      res = ux - uy;
      ov = uy > ux;
      break;
    case C_UMUL_OV: {
      uint64_t u;
      ov = __builtin_mul_overflow(ux, uy, &u) || (u & ~m) != 0;
      res = ux * uy;
      break;
    }
    case C_SADD_OV:
      ov = __builtin_add_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s;
      res = ux + uy;
      break;
    case C_SSUB_OV:
      ov = __builtin_sub_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s;
      res = ux - uy;
      break;
    default: /* C_SMUL_OV */
      ov = __builtin_mul_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s;
      res = ux * uy;
      break;
    }
    uint8_t pois = x->poison | y->poison;
    r->arena[o + k] = (leaf){.tag = L_VAL, .bits = res & m, .poison = pois};
    r->arena[o + n + k] = (leaf){.tag = L_VAL, .bits = ov, .poison = pois};
  }
  cx_set_value(r, call, o);
  return true;
}

bool cx_sem_llvm_call(run *r, LLVMValueRef call, callee_id id) {
  switch (id) {
  case C_ASSUME: { /* a false or poison assumption is undefined behaviour */
    size_t c;
    if (!cx_eval(r, LLVMGetOperand(call, 0), &c))
      return false;
    if (r->arena[c].poison || !(r->arena[c].bits & 1))
      return UB(r, "llvm.assume of a %s condition", r->arena[c].poison ? "poison" : "false");
    return true;
  }
  case C_NOOP: /* scope declarations for alias analysis: no effect on a run */
    return true;
  case C_UADD_OV:
  case C_SADD_OV:
  case C_USUB_OV:
  case C_SSUB_OV:
  case C_UMUL_OV:
  case C_SMUL_OV:
    return exec_overflow(r, call, id);
  default:
    return UNSUPPORTED(r, "call kind %d among LLVM's intrinsics", (int)id);
  }
}

bool cx_sem_llvm(run *r, LLVMValueRef inst, LLVMOpcode op) {
  switch (op) {
  case LLVMAdd:
  case LLVMSub:
  case LLVMMul:
  case LLVMUDiv:
  case LLVMSDiv:
  case LLVMURem:
  case LLVMSRem:
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
  case LLVMAnd:
  case LLVMOr:
  case LLVMXor:
  case LLVMFAdd:
  case LLVMFSub:
  case LLVMFMul:
  case LLVMFDiv:
  case LLVMFRem:
    return exec_binop(r, inst, op);
  case LLVMFNeg:
    return exec_fneg(r, inst);
  case LLVMICmp:
    return exec_cmp(r, inst, false);
  case LLVMFCmp:
    return exec_cmp(r, inst, true);
  case LLVMTrunc:
  case LLVMZExt:
  case LLVMSExt:
  case LLVMFPTrunc:
  case LLVMFPExt:
  case LLVMUIToFP:
  case LLVMSIToFP:
  case LLVMFPToUI:
  case LLVMFPToSI:
  case LLVMBitCast:
    return exec_cast(r, inst, op);
  case LLVMSelect:
    return exec_select(r, inst);
  case LLVMExtractValue:
    return exec_extractvalue(r, inst);
  case LLVMInsertValue:
    return exec_insertvalue(r, inst);
  case LLVMExtractElement:
    return exec_extractelement(r, inst);
  case LLVMInsertElement:
    return exec_insertelement(r, inst);
  case LLVMShuffleVector:
    return exec_shufflevector(r, inst);
  case LLVMFreeze:
    return exec_freeze(r, inst);
  case LLVMAddrSpaceCast:
    return exec_addrspacecast(r, inst);
  default:
    return UNSUPPORTED(r, "instruction opcode %d", (int)op);
  }
}
