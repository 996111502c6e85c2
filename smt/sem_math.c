/* The math of HLSL beyond the one-UF-per-op mapping of sem_dxil.c (DESIGN.md, "Values"):
 * - integer operations with an exact meaning: abs, countbits, reversebits, imad/umad,
 *   the clamps, sign, the packed dot products of SM 6.4; isnan/isinf by the bits;
 * - the HLSL functions DXIL has no operation for, by their definition in terms of the
 *   operations it has (HLSL's, as DXC and LLVM's DXILIntrinsicExpansion write them):
 *   radians(x) = x * (pi/180), degrees(x) = x * (180/pi), exp(x) = exp2(log2(e) * x),
 *   log(x) = ln(2) * log2(x), log10(x) = (ln(2)/ln(10)) * log2(x), pow(x, y) =
 *   exp2(log2(x) * y), lerp(x, y, s) = x + s * (y - x), step(a, b) = b < a ? 0 : 1,
 *   clamp(x, lo, hi) = min(max(x, lo), hi), any/all(v) = the or/and of v[i] != 0,
 *   normalize(v) = v * rsqrt(dot(v, v)), cross(a, b) = a.yzx * b.zxy - a.zxy * b.yzx,
 *   sdot/udot = the exact sum of products, atan2(y, x) = atan(y / x) moved into the
 *   quadrant of (x, y) (+-pi on the left half-plane, +-pi/2 on the y axis);
 * - operations with no exact meaning here (firstbit*, legacyf16tof32, dot2/3/4,
 *   dot2add) one UF each, shared by the intrinsic and the DXIL op it is defined as.
 * Float arithmetic in the definitions is sem_llvm.c's (UFs, IEEE when replaying), without
 * fast-math flags: the definitions are exact, `afn` on the call allows no other result. */
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

#define MAX_LANES 16

/* C17 has no PI: the constants as LLVM's numbers.h writes them */
static const double PI = 3.141592653589793238462643383279502884;
static const double LOG2E = 1.442695040888963407359924681001892137;
static const double LN2 = 0.693147180559945309417232121458176568;
static const double LN10 = 2.302585092994045684017991454684364208;

/* The scalar lanes of a value: one for a scalar, the elements of a vector. */
typedef struct lanes {
  sval *v[MAX_LANES];
  unsigned n;
  bool vec;
} lanes;

static bool lanes_of(sval *v, lanes *out) {
  out->vec = v->kind == SV_AGG;
  if (v->kind == SV_INT) {
    out->v[0] = v;
    out->n = 1;
    return true;
  }
  if (v->kind != SV_AGG || !v->n || v->n > MAX_LANES)
    return false;
  for (unsigned i = 0; i < v->n; i++) {
    if (v->el[i]->kind != SV_INT)
      return false;
    out->v[i] = v->el[i];
  }
  out->n = v->n;
  return true;
}

static sval *pack(sx_exec *ex, sval **r, unsigned n, bool vec) {
  if (!vec && n)
    return r[0];
  sval *agg = sv_agg(ex, n);
  for (unsigned i = 0; i < n; i++)
    agg->el[i] = r[i];
  return agg;
}

/* The lanes of argument k of call (operands of one shape), or NULL after an unknown. */
static bool arg_lanes(sx_exec *ex, LLVMValueRef call, unsigned k, lanes *out) {
  if (rlv_call_nargs(call) <= k || !lanes_of(sx_operand(ex, rlv_call_arg(call, k)), out)) {
    sx_unknown(ex, call, "a math operation on operands the prover does not model");
    return false;
  }
  return true;
}

static Z3_ast poison_of(Z3_context z, sval **v, unsigned n) {
  Z3_ast p = sx_false(z);
  for (unsigned i = 0; i < n; i++)
    p = sx_or2(z, p, v[i]->p);
  return p;
}

/* The float constant v of width w, rounded to nearest even as LLVM's ConstantFP::get. */
static sval *fp_constant(sx_exec *ex, double v, unsigned w) {
  Z3_context z = ex->z;
  uint64_t bits;
  if (w == 64) {
    memcpy(&bits, &v, sizeof bits);
  } else if (w == 32) {
    float f = (float)v;
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    bits = b;
  } else {
    Z3_ast d = Z3_mk_fpa_numeral_double(z, v, Z3_mk_fpa_sort_64(z));
    Z3_ast h = Z3_mk_fpa_to_fp_float(z, Z3_mk_fpa_rne(z), d, Z3_mk_fpa_sort_16(z));
    return sv_int(ex, Z3_simplify(z, Z3_mk_fpa_to_ieee_bv(z, h)), sx_false(z), 16);
  }
  return sv_int(ex, sx_bv(z, bits, w), sx_false(z), w);
}

static bool is_float_width(unsigned w) { return w == 16 || w == 32 || w == 64; }

/* A one-operand float UF named like the pure call of an LLVM intrinsic (encode.c). */
static sval *fp_uf1(sx_exec *ex, const char *intrinsic, sval *x) {
  char *name = rlv_strf("%s.f%u", intrinsic, x->width);
  sx_uses_opaque_uf(ex);
  sval *r = sv_int(ex, sx_ufn(ex, name, 1, &x->v, x->width), x->p, x->width);
  free(name);
  return r;
}

/* ---- float definitions ---- */

typedef enum {
  F_RADIANS,
  F_DEGREES,
  F_EXP,
  F_LOG,
  F_LOG10,
  F_POW,
  F_LERP,
  F_STEP,
  F_NCLAMP,
  F_ATAN2
} fp_def;

/* select(c, t, f) of float lanes by an i1 lane c (a comparison's result). */
static sval *fp_select(sx_exec *ex, sval *c, sval *t, sval *f) {
  Z3_context z = ex->z;
  Z3_ast cond = sx_eq(z, c->v, sx_bv(z, 1, 1));
  return sv_int(ex, sx_ite(z, cond, t->v, f->v), sx_or2(z, c->p, sx_ite(z, cond, t->p, f->p)),
                t->width);
}

static sval *both(sx_exec *ex, sval *a, sval *b) {
  Z3_context z = ex->z;
  return sv_int(ex, Z3_mk_bvand(z, a->v, b->v), sx_or2(z, a->p, b->p), 1);
}

/* atan2(y, x): atan(y / x), moved into the quadrant of (x, y), +-pi/2 on the y axis; the
 * call's fast-math flags on each step, as DXILIntrinsicExpansion (and DXC) write it. */
static sval *fp_atan2(sx_exec *ex, LLVMValueRef call, sval *y, sval *x) {
  unsigned w = x->width;
  unsigned fmf = LLVMCanValueUseFastMathFlags(call) ? (unsigned)LLVMGetFastMathFlags(call) : 0;
  sval *zero = fp_constant(ex, 0.0, w);
  sval *atan = fp_uf1(ex, "llvm.atan", sx_fp_arith(ex, LLVMFDiv, fmf, call, y, x));
  sval *add_pi = sx_fp_arith(ex, LLVMFAdd, fmf, call, atan, fp_constant(ex, PI, w));
  sval *sub_pi = sx_fp_arith(ex, LLVMFSub, fmf, call, atan, fp_constant(ex, PI, w));
  sval *x_lt0 = sx_fcmp(ex, LLVMRealOLT, fmf, call, x, zero);
  sval *x_eq0 = sx_fcmp(ex, LLVMRealOEQ, fmf, call, x, zero);
  sval *y_ge0 = sx_fcmp(ex, LLVMRealOGE, fmf, call, y, zero);
  sval *y_lt0 = sx_fcmp(ex, LLVMRealOLT, fmf, call, y, zero);
  sval *r = fp_select(ex, both(ex, x_lt0, y_ge0), add_pi, atan);
  r = fp_select(ex, both(ex, x_lt0, y_lt0), sub_pi, r);
  r = fp_select(ex, both(ex, x_eq0, y_lt0), fp_constant(ex, -PI / 2, w), r);
  return fp_select(ex, both(ex, x_eq0, y_ge0), fp_constant(ex, PI / 2, w), r);
}

static sval *fp_lane(sx_exec *ex, LLVMValueRef call, fp_def d, sval **a) {
  unsigned w = a[0]->width;
  const double log10_2 = (double)((float)LN2 / (float)LN10);
  switch (d) {
  case F_RADIANS:
    return sx_fp_arith(ex, LLVMFMul, 0, call, a[0], fp_constant(ex, PI / 180.0, w));
  case F_DEGREES:
    return sx_fp_arith(ex, LLVMFMul, 0, call, a[0], fp_constant(ex, 180.0 / PI, w));
  case F_EXP:
    return fp_uf1(ex, "llvm.exp2",
                  sx_fp_arith(ex, LLVMFMul, 0, call, fp_constant(ex, (float)LOG2E, w), a[0]));
  case F_LOG:
    return sx_fp_arith(ex, LLVMFMul, 0, call, fp_constant(ex, (float)LN2, w),
                       fp_uf1(ex, "llvm.log2", a[0]));
  case F_LOG10:
    return sx_fp_arith(ex, LLVMFMul, 0, call, fp_constant(ex, log10_2, w),
                       fp_uf1(ex, "llvm.log2", a[0]));
  case F_POW:
    return fp_uf1(ex, "llvm.exp2",
                  sx_fp_arith(ex, LLVMFMul, 0, call, fp_uf1(ex, "llvm.log2", a[0]), a[1]));
  case F_LERP: {
    sval *d1 = sx_fp_arith(ex, LLVMFSub, 0, call, a[1], a[0]);
    return sx_fp_arith(ex, LLVMFAdd, 0, call, a[0], sx_fp_arith(ex, LLVMFMul, 0, call, a[2], d1));
  }
  case F_STEP: {
    Z3_context z = ex->z;
    sval *lt = sx_fcmp(ex, LLVMRealOLT, 0, call, a[1], a[0]);
    sval *zero = fp_constant(ex, 0.0, w), *one = fp_constant(ex, 1.0, w);
    Z3_ast c = sx_eq(z, lt->v, sx_bv(z, 1, 1));
    return sv_int(ex, sx_ite(z, c, zero->v, one->v), lt->p, w);
  }
  case F_NCLAMP: {
    char *mx = rlv_strf("llvm.maxnum.f%u", w), *mn = rlv_strf("llvm.minnum.f%u", w);
    Z3_context z = ex->z;
    sx_uses_opaque_uf(ex);
    Z3_ast xy[2] = {a[0]->v, a[1]->v};
    Z3_ast hi = sx_ufn(ex, mx, 2, xy, w);
    Z3_ast lo_hi[2] = {hi, a[2]->v};
    Z3_ast r = sx_ufn(ex, mn, 2, lo_hi, w);
    free(mx);
    free(mn);
    return sv_int(ex, r, poison_of(z, a, 3), w);
  }
  case F_ATAN2:
    return fp_atan2(ex, call, a[0], a[1]);
  }
  return a[0];
}

static void fp_definition(sx_exec *ex, LLVMValueRef call, fp_def d, unsigned nargs) {
  lanes in[3];
  for (unsigned k = 0; k < nargs; k++)
    if (!arg_lanes(ex, call, k, &in[k]))
      return;
  sval *out[MAX_LANES];
  for (unsigned i = 0; i < in[0].n; i++) {
    sval *a[3] = {NULL, NULL, NULL};
    for (unsigned k = 0; k < nargs; k++) {
      if (in[k].n != in[0].n || !is_float_width(in[k].v[i]->width) ||
          in[k].v[i]->width != in[0].v[i]->width) {
        sx_unknown(ex, call, "a math operation on operands the prover does not model");
        return;
      }
      a[k] = in[k].v[i];
    }
    out[i] = fp_lane(ex, call, d, a);
  }
  sx_set(ex, call, pack(ex, out, in[0].n, in[0].vec));
}

/* ---- exact integer and bit definitions ---- */

typedef enum {
  I_ABS,
  I_CTPOP,
  I_BITREVERSE,
  I_IMAD,
  I_UMAD,
  I_SCLAMP,
  I_UCLAMP,
  I_ISNAN,
  I_ISINF
} int_def;

static Z3_ast popcount(Z3_context z, Z3_ast x, unsigned w, unsigned out) {
  Z3_ast sum = sx_bv(z, 0, out);
  for (unsigned b = 0; b < w; b++)
    sum = Z3_mk_bvadd(z, sum, Z3_mk_zero_ext(z, out - 1, Z3_mk_extract(z, b, b, x)));
  return sum;
}

static Z3_ast reverse_bits(Z3_context z, Z3_ast x, unsigned w) {
  Z3_ast r = Z3_mk_extract(z, 0, 0, x);
  for (unsigned b = 1; b < w; b++)
    r = Z3_mk_concat(z, r, Z3_mk_extract(z, b, b, x));
  return r;
}

/* isnan / isinf by the bits: the exponent all ones, the mantissa not zero / zero. */
static Z3_ast fp_class(Z3_context z, Z3_ast x, unsigned w, bool nan) {
  unsigned mant = w == 16 ? 10 : w == 32 ? 23 : 52;
  Z3_ast e = Z3_mk_extract(z, w - 2, mant, x), m = Z3_mk_extract(z, mant - 1, 0, x);
  Z3_ast ones = sx_eq(z, e, Z3_mk_bvnot(z, sx_bv(z, 0, w - 1 - mant)));
  Z3_ast mzero = sx_eq(z, m, sx_bv(z, 0, mant));
  return sx_and2(z, ones, nan ? sx_not(z, mzero) : mzero);
}

static sval *int_lane(sx_exec *ex, int_def d, sval **a, unsigned out_width, bool min_poison) {
  Z3_context z = ex->z;
  unsigned w = a[0]->width;
  switch (d) {
  case I_ABS: {
    Z3_ast neg = Z3_mk_bvslt(z, a[0]->v, sx_bv(z, 0, w));
    Z3_ast r = sx_ite(z, neg, Z3_mk_bvneg(z, a[0]->v), a[0]->v);
    Z3_ast p = a[0]->p;
    if (min_poison) /* abs(INT_MIN) is poison when the flag says so */
      p = sx_or2(z, p, sx_eq(z, a[0]->v, Z3_mk_bvshl(z, sx_bv(z, 1, w), sx_bv(z, w - 1, w))));
    return sv_int(ex, r, p, w);
  }
  case I_CTPOP:
    return sv_int(ex, popcount(z, a[0]->v, w, out_width), a[0]->p, out_width);
  case I_BITREVERSE:
    return sv_int(ex, reverse_bits(z, a[0]->v, w), a[0]->p, w);
  case I_IMAD:
  case I_UMAD:
    return sv_int(ex, Z3_mk_bvadd(z, Z3_mk_bvmul(z, a[0]->v, a[1]->v), a[2]->v), poison_of(z, a, 3),
                  w);
  case I_SCLAMP:
  case I_UCLAMP: {
    bool s = d == I_SCLAMP;
    Z3_ast x = a[0]->v, lo = a[1]->v, hi = a[2]->v;
    Z3_ast mx = sx_ite(z, s ? Z3_mk_bvslt(z, x, lo) : Z3_mk_bvult(z, x, lo), lo, x);
    Z3_ast r = sx_ite(z, s ? Z3_mk_bvslt(z, hi, mx) : Z3_mk_bvult(z, hi, mx), hi, mx);
    return sv_int(ex, r, poison_of(z, a, 3), w);
  }
  case I_ISNAN:
  case I_ISINF:
    if (!is_float_width(w))
      return NULL;
    return sv_int(ex, sx_bool_bv(z, fp_class(z, a[0]->v, w, d == I_ISNAN)), a[0]->p, 1);
  }
  return NULL;
}

static void int_definition(sx_exec *ex, LLVMValueRef call, int_def d, unsigned first,
                           unsigned nargs, bool min_poison) {
  lanes in[3];
  for (unsigned k = 0; k < nargs; k++)
    if (!arg_lanes(ex, call, first + k, &in[k]))
      return;
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind)
    rt = LLVMGetElementType(rt);
  unsigned out_width = sx_type_bits(rt);
  sval *out[MAX_LANES];
  for (unsigned i = 0; i < in[0].n; i++) {
    sval *a[3] = {NULL, NULL, NULL};
    bool same = true;
    for (unsigned k = 0; k < nargs; k++) {
      same = same && in[k].n == in[0].n && in[k].v[i]->width == in[0].v[i]->width;
      a[k] = same ? in[k].v[i] : NULL;
    }
    out[i] = same && out_width ? int_lane(ex, d, a, out_width, min_poison) : NULL;
    if (!out[i]) {
      sx_unknown(ex, call, "a math operation on operands the prover does not model");
      return;
    }
  }
  sx_set(ex, call, pack(ex, out, in[0].n, in[0].vec));
}

/* sign(x): (0 < x) - (x < 0) as i32 per lane; float lanes compare as fcmp olt does. */
static void sign(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  lanes in;
  if (!arg_lanes(ex, call, 0, &in))
    return;
  bool is_float =
      LLVMGetTypeKind(rlv_scalar_type(LLVMTypeOf(rlv_call_arg(call, 0)))) != LLVMIntegerTypeKind;
  sval *out[MAX_LANES];
  for (unsigned i = 0; i < in.n; i++) {
    sval *x = in.v[i];
    Z3_ast gt, lt, p = x->p;
    if (is_float) {
      sval *zero = fp_constant(ex, 0.0, x->width);
      sval *g = sx_fcmp(ex, LLVMRealOLT, 0, call, zero, x),
           *l = sx_fcmp(ex, LLVMRealOLT, 0, call, x, zero);
      gt = g->v;
      lt = l->v;
      p = sx_or2(z, g->p, l->p);
    } else {
      Z3_ast zero = sx_bv(z, 0, x->width);
      gt = sx_bool_bv(z, Z3_mk_bvslt(z, zero, x->v));
      lt = sx_bool_bv(z, Z3_mk_bvslt(z, x->v, zero));
    }
    Z3_ast r = Z3_mk_bvsub(z, Z3_mk_zero_ext(z, 31, gt), Z3_mk_zero_ext(z, 31, lt));
    out[i] = sv_int(ex, r, p, 32);
  }
  sx_set(ex, call, pack(ex, out, in.n, in.vec));
}

/* any(v) / all(v): the or / and of v[i] != 0 (fcmp une for floats). */
static void any_all(sx_exec *ex, LLVMValueRef call, bool all) {
  Z3_context z = ex->z;
  lanes in;
  if (!arg_lanes(ex, call, 0, &in))
    return;
  bool is_float =
      LLVMGetTypeKind(rlv_scalar_type(LLVMTypeOf(rlv_call_arg(call, 0)))) != LLVMIntegerTypeKind;
  Z3_ast acc = NULL, p = sx_false(z);
  for (unsigned i = 0; i < in.n; i++) {
    sval *x = in.v[i];
    Z3_ast nz;
    if (is_float) {
      sval *c = sx_fcmp(ex, LLVMRealUNE, 0, call, x, fp_constant(ex, 0.0, x->width));
      nz = sx_eq(z, c->v, sx_bv(z, 1, 1));
      p = sx_or2(z, p, c->p);
    } else {
      nz = sx_not(z, sx_eq(z, x->v, sx_bv(z, 0, x->width)));
      p = sx_or2(z, p, x->p);
    }
    acc = !acc ? nz : all ? sx_and2(z, acc, nz) : sx_or2(z, acc, nz);
  }
  sx_set(ex, call, sv_int(ex, sx_bool_bv(z, acc ? acc : (all ? sx_true(z) : sx_false(z))), p, 1));
}

/* sdot/udot(a, b): the sum of the lanes' products, exact (as the imad chain DXIL has). */
static void int_dot(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  lanes a, b;
  if (!arg_lanes(ex, call, 0, &a) || !arg_lanes(ex, call, 1, &b))
    return;
  if (a.n != b.n || !a.n) {
    sx_unknown(ex, call, "an integer dot product of mismatched vectors");
    return;
  }
  unsigned w = a.v[0]->width;
  Z3_ast sum = sx_bv(z, 0, w), p = sx_false(z);
  for (unsigned i = 0; i < a.n; i++) {
    if (a.v[i]->width != w || b.v[i]->width != w) {
      sx_unknown(ex, call, "an integer dot product of mismatched vectors");
      return;
    }
    sum = Z3_mk_bvadd(z, sum, Z3_mk_bvmul(z, a.v[i]->v, b.v[i]->v));
    p = sx_or2(z, p, sx_or2(z, a.v[i]->p, b.v[i]->p));
  }
  sx_set(ex, call, sv_int(ex, sum, p, w));
}

/* The float dot product of two lane lists: the one UF DXIL's dot2/3/4 are (flat_uf). */
static sval *fp_dot(sx_exec *ex, const lanes *a, const lanes *b) {
  Z3_context z = ex->z;
  Z3_ast args[8];
  sval *ps[8];
  for (unsigned i = 0; i < a->n; i++) {
    ps[i] = a->v[i];
    ps[a->n + i] = b->v[i];
    args[i] = a->v[i]->v;
    args[a->n + i] = b->v[i]->v;
  }
  unsigned w = a->v[0]->width;
  sx_uses_opaque_uf(ex);
  char *name = rlv_strf("dx.dot.r%u.a%u.n%u", w, w, 2 * a->n);
  sval *r = sv_int(ex, sx_ufn(ex, name, 2 * a->n, args, w), poison_of(z, ps, 2 * a->n), w);
  free(name);
  return r;
}

/* normalize(v) = v * rsqrt(dot(v, v)); cross(a, b) = a.yzx * b.zxy - a.zxy * b.yzx. */
static void normalize_cross(sx_exec *ex, LLVMValueRef call, bool cross) {
  lanes a, b;
  if (!arg_lanes(ex, call, 0, &a) || (cross && !arg_lanes(ex, call, 1, &b)))
    return;
  unsigned w = a.v[0]->width;
  bool ok =
      a.vec && a.n >= 2 && a.n <= 4 && is_float_width(w) && (!cross || (a.n == 3 && b.n == 3));
  for (unsigned i = 0; ok && i < a.n; i++)
    ok = a.v[i]->width == w && (!cross || b.v[i]->width == w);
  if (!ok) {
    sx_unknown(ex, call, "a %s of operands the prover does not model",
               cross ? "cross" : "normalize");
    return;
  }
  sval *out[4];
  if (cross) {
    for (unsigned i = 0; i < 3; i++) {
      unsigned j = (i + 1) % 3, k = (i + 2) % 3;
      sval *l = sx_fp_arith(ex, LLVMFMul, 0, call, a.v[j], b.v[k]);
      sval *r = sx_fp_arith(ex, LLVMFMul, 0, call, a.v[k], b.v[j]);
      out[i] = sx_fp_arith(ex, LLVMFSub, 0, call, l, r);
    }
  } else {
    sval *rs = fp_uf1(ex, "llvm.dx.rsqrt", fp_dot(ex, &a, &a));
    for (unsigned i = 0; i < a.n; i++)
      out[i] = sx_fp_arith(ex, LLVMFMul, 0, call, a.v[i], rs);
  }
  sx_set(ex, call, pack(ex, out, a.n, true));
}

/* dot4add_[iu]8packed(acc, a, b): acc + the sum of the products of a's and b's bytes. */
static void dot4add(sx_exec *ex, LLVMValueRef call, unsigned first, bool is_signed) {
  Z3_context z = ex->z;
  sval *a[3];
  for (unsigned k = 0; k < 3; k++) {
    a[k] = sx_operand(ex, rlv_call_arg(call, first + k));
    if (a[k]->kind != SV_INT || a[k]->width != 32) {
      sx_unknown(ex, call, "a packed dot product of unexpected operands");
      return;
    }
  }
  Z3_ast sum = a[0]->v;
  for (unsigned b = 0; b < 4; b++) {
    Z3_ast x = Z3_mk_extract(z, 8 * b + 7, 8 * b, a[1]->v),
           y = Z3_mk_extract(z, 8 * b + 7, 8 * b, a[2]->v);
    x = is_signed ? Z3_mk_sign_ext(z, 24, x) : Z3_mk_zero_ext(z, 24, x);
    y = is_signed ? Z3_mk_sign_ext(z, 24, y) : Z3_mk_zero_ext(z, 24, y);
    sum = Z3_mk_bvadd(z, sum, Z3_mk_bvmul(z, x, y));
  }
  sx_set(ex, call, sv_int(ex, sum, poison_of(z, a, 3), 32));
}

/* One UF over the scalars of every operand (from argument `first` on), named `uf` plus the
 * widths of the result and of the first operand. */
static void flat_uf(sx_exec *ex, LLVMValueRef call, const char *uf, unsigned first) {
  Z3_context z = ex->z;
  Z3_ast args[16];
  sval *ps[16];
  unsigned n = 0;
  for (unsigned k = first; k < rlv_call_nargs(call); k++) {
    lanes in;
    if (!arg_lanes(ex, call, k, &in))
      return;
    for (unsigned i = 0; i < in.n; i++) {
      if (n == 16) {
        sx_unknown(ex, call, "a math operation with more than 16 scalar operands");
        return;
      }
      ps[n] = in.v[i];
      args[n++] = in.v[i]->v;
    }
  }
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned w = sx_type_bits(rt);
  if (!n || !w) {
    sx_unknown(ex, call, "a math operation on operands the prover does not model");
    return;
  }
  sx_uses_opaque_uf(ex);
  char *name = rlv_strf("%s.r%u.a%u.n%u", uf, w, ps[0]->width, n);
  sx_set(ex, call, sv_int(ex, sx_ufn(ex, name, n, args, w), poison_of(z, ps, n), w));
  free(name);
}

/* Per-lane one-operand UF (firstbit*, legacyf16tof32), named by the operand's width. */
static void lane_uf(sx_exec *ex, LLVMValueRef call, const char *uf, unsigned first) {
  lanes in;
  if (!arg_lanes(ex, call, first, &in))
    return;
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) == LLVMVectorTypeKind)
    rt = LLVMGetElementType(rt);
  unsigned w = sx_type_bits(rt);
  if (!w) {
    sx_unknown(ex, call, "a math operation with a result the prover does not model");
    return;
  }
  sx_uses_opaque_uf(ex);
  char *name = rlv_strf("%s.r%u.a%u", uf, w, in.v[0]->width);
  sval *out[MAX_LANES];
  for (unsigned i = 0; i < in.n; i++)
    out[i] = sv_int(ex, sx_ufn(ex, name, 1, &in.v[i]->v, w), in.v[i]->p, w);
  free(name);
  sx_set(ex, call, pack(ex, out, in.n, in.vec));
}

bool sx_sem_math_intrinsic(sx_exec *ex, LLVMValueRef call, const char *base) {
  static const struct {
    const char *name;
    fp_def d;
    unsigned nargs;
  } fp_defs[] = {{"llvm.dx.radians", F_RADIANS, 1},
                 {"llvm.dx.degrees", F_DEGREES, 1},
                 {"llvm.exp", F_EXP, 1},
                 {"llvm.log", F_LOG, 1},
                 {"llvm.log10", F_LOG10, 1},
                 {"llvm.pow", F_POW, 2},
                 {"llvm.dx.lerp", F_LERP, 3},
                 {"llvm.dx.step", F_STEP, 2},
                 {"llvm.dx.nclamp", F_NCLAMP, 3},
                 {"llvm.atan2", F_ATAN2, 2}};
  static const struct {
    const char *name;
    int_def d;
    unsigned nargs;
  } int_defs[] = {{"llvm.ctpop", I_CTPOP, 1},      {"llvm.bitreverse", I_BITREVERSE, 1},
                  {"llvm.dx.imad", I_IMAD, 3},     {"llvm.dx.umad", I_UMAD, 3},
                  {"llvm.dx.sclamp", I_SCLAMP, 3}, {"llvm.dx.uclamp", I_UCLAMP, 3},
                  {"llvm.dx.isnan", I_ISNAN, 1},   {"llvm.dx.isinf", I_ISINF, 1}};
  for (size_t i = 0; i < sizeof fp_defs / sizeof fp_defs[0]; i++)
    if (strcmp(base, fp_defs[i].name) == 0) {
      fp_definition(ex, call, fp_defs[i].d, fp_defs[i].nargs);
      return true;
    }
  for (size_t i = 0; i < sizeof int_defs / sizeof int_defs[0]; i++)
    if (strcmp(base, int_defs[i].name) == 0) {
      int_definition(ex, call, int_defs[i].d, 0, int_defs[i].nargs, false);
      return true;
    }
  if (strcmp(base, "llvm.abs") == 0) {
    uint64_t flag = 1;
    rlv_const_u64(rlv_call_arg(call, 1), &flag);
    int_definition(ex, call, I_ABS, 0, 1, flag != 0);
  } else if (strcmp(base, "llvm.dx.sign") == 0) {
    sign(ex, call);
  } else if (strcmp(base, "llvm.dx.any") == 0 || strcmp(base, "llvm.dx.all") == 0) {
    any_all(ex, call, strcmp(base, "llvm.dx.all") == 0);
  } else if (strcmp(base, "llvm.dx.dot4add.i8packed") == 0 ||
             strcmp(base, "llvm.dx.dot4add.u8packed") == 0) {
    dot4add(ex, call, 0, strcmp(base, "llvm.dx.dot4add.i8packed") == 0);
  } else if (strcmp(base, "llvm.dx.sdot") == 0 || strcmp(base, "llvm.dx.udot") == 0) {
    int_dot(ex, call);
  } else if (strcmp(base, "llvm.dx.normalize") == 0 || strcmp(base, "llvm.dx.cross") == 0) {
    normalize_cross(ex, call, strcmp(base, "llvm.dx.cross") == 0);
  } else if (strcmp(base, "llvm.dx.fdot") == 0) {
    flat_uf(ex, call, "dx.dot", 0);
  } else if (strcmp(base, "llvm.dx.dot2add") == 0) {
    flat_uf(ex, call, "dx.dot2add", 0);
  } else if (strcmp(base, "llvm.dx.firstbitlow") == 0) {
    lane_uf(ex, call, "dx.firstbitlow", 0);
  } else if (strcmp(base, "llvm.dx.firstbituhigh") == 0) {
    lane_uf(ex, call, "dx.firstbituhigh", 0);
  } else if (strcmp(base, "llvm.dx.firstbitshigh") == 0) {
    lane_uf(ex, call, "dx.firstbitshigh", 0);
  } else if (strcmp(base, "llvm.dx.legacyf16tof32") == 0) {
    lane_uf(ex, call, "dx.legacyf16tof32", 0);
  } else {
    return false;
  }
  return true;
}

/* The DXIL ops these meanings belong to (DXIL.rst), with the first operand after the opcode. */
typedef enum { M_INT, M_LANE_UF, M_FLAT_UF, M_DOT4ADD } dxil_math_kind;

static const struct {
  unsigned opcode;
  dxil_math_kind kind;
  int_def d;      /* M_INT */
  unsigned nargs; /* M_INT */
  const char *uf; /* M_LANE_UF, M_FLAT_UF: the intrinsic's UF */
  bool is_signed; /* M_DOT4ADD */
} dxil_math[] = {
    {SX_OP_IS_NAN, M_INT, I_ISNAN, 1, NULL, false},
    {SX_OP_IS_INF, M_INT, I_ISINF, 1, NULL, false},
    {SX_OP_BFREV, M_INT, I_BITREVERSE, 1, NULL, false},
    {SX_OP_COUNTBITS, M_INT, I_CTPOP, 1, NULL, false},
    {SX_OP_IMAD, M_INT, I_IMAD, 3, NULL, false},
    {SX_OP_UMAD, M_INT, I_UMAD, 3, NULL, false},
    {SX_OP_FIRSTBIT_LO, M_LANE_UF, 0, 0, "dx.firstbitlow", false},
    {SX_OP_FIRSTBIT_HI, M_LANE_UF, 0, 0, "dx.firstbituhigh", false},
    {SX_OP_FIRSTBIT_SHI, M_LANE_UF, 0, 0, "dx.firstbitshigh", false},
    {SX_OP_LEGACY_F16_TO_F32, M_LANE_UF, 0, 0, "dx.legacyf16tof32", false},
    {SX_OP_DOT2, M_FLAT_UF, 0, 0, "dx.dot", false},
    {SX_OP_DOT3, M_FLAT_UF, 0, 0, "dx.dot", false},
    {SX_OP_DOT4, M_FLAT_UF, 0, 0, "dx.dot", false},
    {SX_OP_DOT2_ADD_HALF, M_FLAT_UF, 0, 0, "dx.dot2add", false},
    {SX_OP_DOT4_ADD_I8_PACKED, M_DOT4ADD, 0, 0, NULL, true},
    {SX_OP_DOT4_ADD_U8_PACKED, M_DOT4ADD, 0, 0, NULL, false},
};

bool sx_sem_math_dxil(sx_exec *ex, LLVMValueRef call, unsigned opcode) {
  for (size_t i = 0; i < sizeof dxil_math / sizeof dxil_math[0]; i++) {
    if (dxil_math[i].opcode != opcode)
      continue;
    switch (dxil_math[i].kind) {
    case M_INT:
      int_definition(ex, call, dxil_math[i].d, 1, dxil_math[i].nargs, false);
      break;
    case M_LANE_UF:
      lane_uf(ex, call, dxil_math[i].uf, 1);
      break;
    case M_FLAT_UF:
      flat_uf(ex, call, dxil_math[i].uf, 1);
      break;
    case M_DOT4ADD:
      dot4add(ex, call, 1, dxil_math[i].is_signed);
      break;
    }
    return true;
  }
  return false;
}
