/* DXILIntrinsicExpansion's math expansions, instruction for instruction as LLVM 22 makes
 * them (constants rounded to the element type as ConstantFP::get rounds them), with one
 * deliberate difference: vector.reduce.fadd keeps a start value that is not a constant
 * (LLVM drops it). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "lower/math_expansion.h"
#include "model/ir.h"
#include "model/util.h"

#define PI 3.14159265358979323846
#define INV_PI 0.318309886183790671538
#define MAX_LANES 16

typedef enum expansion {
  EX_NONE,
  EX_ABS,
  EX_ATAN2,
  EX_EXP,
  EX_FPCLASS,
  EX_LOG,
  EX_LOG10,
  EX_POW,
  EX_POWI,
  EX_ALL,
  EX_ANY,
  EX_CROSS,
  EX_UCLAMP,
  EX_SCLAMP,
  EX_NCLAMP,
  EX_DEGREES,
  EX_ISINF,
  EX_ISNAN,
  EX_LERP,
  EX_NORMALIZE,
  EX_FDOT,
  EX_SDOT,
  EX_UDOT,
  EX_SIGN,
  EX_STEP,
  EX_RADIANS,
  EX_USUB_SAT,
  EX_REDUCE_ADD,
  EX_REDUCE_FADD,
  EX_REDUCE_OR,
} expansion;

static const struct {
  const char *name;
  expansion kind;
} expansions[] = {
    {"llvm.abs", EX_ABS},
    {"llvm.atan2", EX_ATAN2},
    {"llvm.exp", EX_EXP},
    {"llvm.is.fpclass", EX_FPCLASS},
    {"llvm.log", EX_LOG},
    {"llvm.log10", EX_LOG10},
    {"llvm.pow", EX_POW},
    {"llvm.powi", EX_POWI},
    {"llvm.dx.all", EX_ALL},
    {"llvm.dx.any", EX_ANY},
    {"llvm.dx.cross", EX_CROSS},
    {"llvm.dx.uclamp", EX_UCLAMP},
    {"llvm.dx.sclamp", EX_SCLAMP},
    {"llvm.dx.nclamp", EX_NCLAMP},
    {"llvm.dx.degrees", EX_DEGREES},
    {"llvm.dx.isinf", EX_ISINF},
    {"llvm.dx.isnan", EX_ISNAN},
    {"llvm.dx.lerp", EX_LERP},
    {"llvm.dx.normalize", EX_NORMALIZE},
    {"llvm.dx.fdot", EX_FDOT},
    {"llvm.dx.sdot", EX_SDOT},
    {"llvm.dx.udot", EX_UDOT},
    {"llvm.dx.sign", EX_SIGN},
    {"llvm.dx.step", EX_STEP},
    {"llvm.dx.radians", EX_RADIANS},
    {"llvm.usub.sat", EX_USUB_SAT},
    {"llvm.vector.reduce.add", EX_REDUCE_ADD},
    {"llvm.vector.reduce.fadd", EX_REDUCE_FADD},
    {"llvm.vector.reduce.or", EX_REDUCE_OR},
};

/* FPClassTest bits. */
enum { FC_NAN = 0x3, FC_NEG_ZERO = 0x20, FC_NORMAL = 0x108, FC_FINITE = 0x1f8, FC_INF = 0x204 };

static expansion kind_of(LLVMValueRef fn) {
  unsigned id = LLVMGetIntrinsicID(fn);
  if (!id)
    return EX_NONE;
  for (size_t i = 0; i < sizeof expansions / sizeof expansions[0]; i++)
    if (LLVMLookupIntrinsicID(expansions[i].name, strlen(expansions[i].name)) == id)
      return expansions[i].kind;
  return EX_NONE;
}

bool rlv_math_expands(LLVMValueRef fn) { return kind_of(fn) != EX_NONE; }

/* ---- small builders ---- */

typedef struct ex {
  rlv_lctx *l;
  LLVMBuilderRef b;
  LLVMValueRef call;
} ex;

static bool is_vector(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMVectorTypeKind; }
static LLVMTypeRef elem(LLVMTypeRef t) { return is_vector(t) ? LLVMGetElementType(t) : t; }
static unsigned width(LLVMTypeRef t) { return is_vector(t) ? LLVMGetVectorSize(t) : 0; }
static LLVMValueRef arg(const ex *e, unsigned i) { return LLVMGetOperand(e->call, i); }

/* A constant of type `t` (a splat for a vector type). */
static LLVMValueRef splat(LLVMTypeRef t, LLVMValueRef scalar) {
  unsigned n = width(t);
  if (!n)
    return scalar;
  LLVMValueRef lanes[MAX_LANES];
  for (unsigned i = 0; i < n && i < MAX_LANES; i++)
    lanes[i] = scalar;
  return LLVMConstVector(lanes, n);
}

static LLVMValueRef fconst(LLVMTypeRef t, double v) { return splat(t, LLVMConstReal(elem(t), v)); }
static LLVMValueRef iconst(LLVMTypeRef t, unsigned long long v) {
  return splat(t, LLVMConstInt(elem(t), v, 0));
}
static LLVMValueRef i64c(const ex *e, unsigned v) {
  return LLVMConstInt(LLVMInt64TypeInContext(e->l->llctx), v, 0);
}
static LLVMValueRef i32c(const ex *e, unsigned v) {
  return LLVMConstInt(LLVMInt32TypeInContext(e->l->llctx), v, 0);
}

/* The original call's name, for the instruction LLVM names after it. */
static const char *call_name(const ex *e) {
  size_t len = 0;
  return LLVMGetValueName2(e->call, &len);
}

/* The original call's tail marker and its call-site attributes that fit `c`
 * (CallInst::setTailCall and setAttributes in LLVM). */
static void copy_call_attrs(const ex *e, LLVMValueRef c) {
  LLVMSetTailCall(c, LLVMIsTailCall(e->call));
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(c);
  LLVMAttributeIndex idx[3 + 8];
  unsigned n = 0;
  idx[n++] = LLVMAttributeFunctionIndex;
  idx[n++] = LLVMAttributeReturnIndex;
  for (unsigned i = 1; i <= nargs && n < sizeof idx / sizeof idx[0]; i++)
    idx[n++] = i;
  for (unsigned k = 0; k < n; k++) {
    unsigned count = LLVMGetCallSiteAttributeCount(e->call, idx[k]);
    if (!count)
      continue;
    LLVMAttributeRef *attrs = rlv_xmalloc(count * sizeof *attrs);
    LLVMGetCallSiteAttributes(e->call, idx[k], attrs);
    for (unsigned i = 0; i < count; i++)
      LLVMAddCallSiteAttribute(c, idx[k], attrs[i]);
    free(attrs);
  }
}

/* A call of the overloaded LLVM intrinsic `name` on type `t`. */
static LLVMValueRef intrinsic(const ex *e, const char *name, LLVMTypeRef t, LLVMValueRef *args,
                              unsigned n, const char *value_name) {
  return rlv_dxb_intrinsic(e->l, name, &t, 1, args, n, value_name);
}

static LLVMValueRef fail(const ex *e, const char *why) {
  size_t len = 0;
  rlv_report(e->l->diags, RLV_RULE_LOWER_UNSUPPORTED_OP, e->call,
             "unsupported intrinsic %s for DXIL lowering: %s",
             LLVMGetValueName2(LLVMGetCalledValue(e->call), &len), why);
  return NULL;
}

/* IRBuilder's CreateVectorSplat: insertelement into poison, then a zero-mask shuffle. */
static LLVMValueRef splat_value(const ex *e, LLVMValueRef v, unsigned n) {
  LLVMTypeRef vt = LLVMVectorType(LLVMTypeOf(v), n);
  LLVMValueRef ins = LLVMBuildInsertElement(e->b, LLVMGetPoison(vt), v, i64c(e, 0), ".splatinsert");
  LLVMValueRef mask = LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(e->l->llctx), n));
  return LLVMBuildShuffleVector(e->b, ins, LLVMGetPoison(vt), mask, ".splat");
}

static bool dxil_19(const ex *e) { return rlv_sm_value(&e->l->target) >= 69; }
static bool is_half(LLVMTypeRef t) { return LLVMGetTypeKind(elem(t)) == LLVMHalfTypeKind; }

/* ---- the expansions ---- */

static LLVMValueRef expand_abs(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  LLVMValueRef neg = LLVMBuildSub(e->b, iconst(LLVMTypeOf(x), 0), x, "");
  LLVMValueRef ops[2] = {x, neg};
  return intrinsic(e, "llvm.smax", LLVMTypeOf(x), ops, 2, "dx.max");
}

static void with_fmf(LLVMValueRef v, LLVMFastMathFlags fmf) {
  if (fmf && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v))
    LLVMSetFastMathFlags(v, fmf);
}

static LLVMValueRef expand_atan2(const ex *e) {
  LLVMValueRef y = arg(e, 0), x = arg(e, 1);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMFastMathFlags fmf = LLVMCanValueUseFastMathFlags(e->call) ? LLVMGetFastMathFlags(e->call) : 0;
  LLVMValueRef tan = LLVMBuildFDiv(e->b, y, x, "");
  with_fmf(tan, fmf);
  LLVMValueRef atan = intrinsic(e, "llvm.atan", t, &tan, 1, "Elt.Atan");
  with_fmf(atan, fmf);
  copy_call_attrs(e, atan);
  LLVMValueRef zero = fconst(t, 0);
  LLVMValueRef add_pi = LLVMBuildFAdd(e->b, atan, fconst(t, PI), "");
  LLVMValueRef sub_pi = LLVMBuildFSub(e->b, atan, fconst(t, PI), "");
  LLVMValueRef x_lt0 = LLVMBuildFCmp(e->b, LLVMRealOLT, x, zero, "");
  LLVMValueRef x_eq0 = LLVMBuildFCmp(e->b, LLVMRealOEQ, x, zero, "");
  LLVMValueRef y_ge0 = LLVMBuildFCmp(e->b, LLVMRealOGE, y, zero, "");
  LLVMValueRef y_lt0 = LLVMBuildFCmp(e->b, LLVMRealOLT, y, zero, "");
  LLVMValueRef made[] = {add_pi, sub_pi, x_lt0, x_eq0, y_ge0, y_lt0};
  for (size_t i = 0; i < sizeof made / sizeof made[0]; i++)
    with_fmf(made[i], fmf);
  LLVMValueRef r = atan;
  LLVMValueRef c1 = LLVMBuildAnd(e->b, x_lt0, y_ge0, "");
  r = LLVMBuildSelect(e->b, c1, add_pi, r, "");
  with_fmf(r, fmf);
  LLVMValueRef c2 = LLVMBuildAnd(e->b, x_lt0, y_lt0, "");
  r = LLVMBuildSelect(e->b, c2, sub_pi, r, "");
  with_fmf(r, fmf);
  LLVMValueRef c3 = LLVMBuildAnd(e->b, x_eq0, y_lt0, "");
  r = LLVMBuildSelect(e->b, c3, fconst(t, -PI / 2), r, "");
  with_fmf(r, fmf);
  LLVMValueRef c4 = LLVMBuildAnd(e->b, x_eq0, y_ge0, "");
  r = LLVMBuildSelect(e->b, c4, fconst(t, PI / 2), r, "");
  with_fmf(r, fmf);
  return r;
}

static LLVMValueRef expand_exp(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef scaled = LLVMBuildFMul(e->b, fconst(t, (double)1.44269504088896340736f), x, "");
  LLVMValueRef r = intrinsic(e, "llvm.exp2", t, &scaled, 1, "dx.exp2");
  copy_call_attrs(e, r);
  return r;
}

/* log(x) = log2(x) * c */
static LLVMValueRef expand_log(const ex *e, float c) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef l2 = intrinsic(e, "llvm.log2", t, &x, 1, "elt.log2");
  copy_call_attrs(e, l2);
  return LLVMBuildFMul(e->b, fconst(t, (double)c), l2, "");
}

static LLVMValueRef expand_pow(const ex *e, bool powi) {
  LLVMValueRef x = arg(e, 0), y = arg(e, 1);
  LLVMTypeRef t = LLVMTypeOf(x);
  /* powi's exponent is one i32 even for a vector base: converted, then splatted (LLVM
   * converts it straight to the vector type, which its verifier rejects) */
  if (powi)
    y = LLVMBuildSIToFP(e->b, y, elem(t), "");
  if (powi && is_vector(t))
    y = splat_value(e, y, width(t));
  LLVMValueRef l2 = intrinsic(e, "llvm.log2", t, &x, 1, "elt.log2");
  LLVMValueRef mul = LLVMBuildFMul(e->b, l2, y, "");
  LLVMValueRef r = intrinsic(e, "llvm.exp2", t, &mul, 1, "elt.exp2");
  copy_call_attrs(e, r);
  return r;
}

static LLVMValueRef expand_any_all(const ex *e, bool any) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(x);
  bool fp = LLVMGetTypeKind(elem(t)) != LLVMIntegerTypeKind;
  LLVMValueRef zero = fp ? fconst(t, 0) : iconst(t, 0);
  LLVMValueRef cond = fp ? LLVMBuildFCmp(e->b, LLVMRealUNE, x, zero, "")
                         : LLVMBuildICmp(e->b, LLVMIntNE, x, zero, "");
  if (!is_vector(t))
    return cond;
  LLVMValueRef r = LLVMBuildExtractElement(e->b, cond, i64c(e, 0), "");
  for (unsigned i = 1; i < width(t); i++) {
    LLVMValueRef lane = LLVMBuildExtractElement(e->b, cond, i64c(e, i), "");
    r = any ? LLVMBuildOr(e->b, r, lane, "") : LLVMBuildAnd(e->b, r, lane, "");
  }
  return r;
}

static LLVMValueRef expand_cross(const ex *e) {
  LLVMTypeRef t = LLVMTypeOf(e->call);
  if (width(t) != 3)
    return fail(e, "the return vector must have exactly 3 elements");
  LLVMValueRef a = arg(e, 0), b = arg(e, 1);
  static const char *const an[3] = {"x0", "x1", "x2"}, *const bn[3] = {"y0", "y1", "y2"};
  LLVMValueRef av[3], bv[3];
  for (unsigned i = 0; i < 3; i++)
    av[i] = LLVMBuildExtractElement(e->b, a, i64c(e, i), an[i]);
  for (unsigned i = 0; i < 3; i++)
    bv[i] = LLVMBuildExtractElement(e->b, b, i64c(e, i), bn[i]);
  /* lane k = a[k+1] * b[k+2] - a[k+2] * b[k+1] */
  LLVMValueRef lanes[3];
  for (unsigned k = 0; k < 3; k++) {
    unsigned p = (k + 1) % 3, q = (k + 2) % 3;
    LLVMValueRef xy = LLVMBuildFMul(e->b, av[p], bv[q], "");
    LLVMValueRef yx = LLVMBuildFMul(e->b, av[q], bv[p], "");
    lanes[k] = LLVMBuildFSub(e->b, xy, yx, call_name(e));
  }
  LLVMValueRef r = LLVMGetPoison(t);
  for (unsigned k = 0; k < 3; k++)
    r = LLVMBuildInsertElement(e->b, r, lanes[k], i64c(e, k), "");
  return r;
}

static LLVMValueRef clamp(const ex *e, const char *max, const char *min) {
  LLVMTypeRef t = LLVMTypeOf(arg(e, 0));
  LLVMValueRef ops[2] = {arg(e, 0), arg(e, 1)};
  LLVMValueRef hi = rlv_dxb_intrinsic(e->l, max, &t, 1, ops, 2, "dx.max");
  LLVMValueRef ops2[2] = {hi, arg(e, 2)};
  return rlv_dxb_intrinsic(e->l, min, &t, 1, ops2, 2, "dx.min");
}

static LLVMValueRef expand_clamp(const ex *e, expansion k) {
  if (k == EX_UCLAMP)
    return clamp(e, "llvm.umax", "llvm.umin");
  if (k == EX_SCLAMP)
    return clamp(e, "llvm.smax", "llvm.smin");
  return clamp(e, "llvm.maxnum", "llvm.minnum");
}

/* The dx.dot2/3/4 of two float vectors of 2 to 4 elements (i32 lane indices, as LLVM). */
static LLVMValueRef float_dot(const ex *e, LLVMValueRef a, LLVMValueRef b) {
  LLVMTypeRef t = LLVMTypeOf(a);
  unsigned n = width(t);
  static const char *const dots[] = {"llvm.dx.dot2", "llvm.dx.dot3", "llvm.dx.dot4"};
  if (n < 2 || n > 4)
    return fail(e, "the dot product's vectors must have 2 to 4 elements");
  LLVMValueRef ops[8];
  for (unsigned i = 0; i < n; i++)
    ops[i] = LLVMBuildExtractElement(e->b, a, i32c(e, i), "");
  for (unsigned i = 0; i < n; i++)
    ops[n + i] = LLVMBuildExtractElement(e->b, b, i32c(e, i), "");
  LLVMTypeRef s = elem(t);
  return rlv_dxb_intrinsic(e->l, dots[n - 2], &s, 1, ops, 2 * n, "dot");
}

static LLVMValueRef expand_int_dot(const ex *e, bool is_signed) {
  LLVMValueRef a = arg(e, 0), b = arg(e, 1);
  unsigned n = width(LLVMTypeOf(a));
  if (!n)
    return fail(e, "the integer dot product's operands must be vectors");
  /* one statement per instruction: C leaves the order of argument evaluation open */
  LLVMValueRef a0 = LLVMBuildExtractElement(e->b, a, i64c(e, 0), "");
  LLVMValueRef b0 = LLVMBuildExtractElement(e->b, b, i64c(e, 0), "");
  LLVMValueRef r = LLVMBuildMul(e->b, a0, b0, "");
  LLVMTypeRef t = LLVMTypeOf(r);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef ops[3];
    ops[0] = LLVMBuildExtractElement(e->b, a, i64c(e, i), "");
    ops[1] = LLVMBuildExtractElement(e->b, b, i64c(e, i), "");
    ops[2] = r;
    r = rlv_dxb_intrinsic(e->l, is_signed ? "llvm.dx.imad" : "llvm.dx.umad", &t, 1, ops, 3,
                          "dx.mad");
  }
  return r;
}

static bool const_zero(LLVMValueRef v) {
  return v && LLVMIsAConstantFP(v) && LLVMConstRealGetDouble(v, &(LLVMBool){0}) == 0;
}

static LLVMValueRef expand_normalize(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(e->call);
  if (!is_vector(t)) {
    if (const_zero(x))
      return fail(e, "invalid input scalar: length is zero");
    return LLVMBuildFDiv(e->b, x, x, "");
  }
  LLVMValueRef dot = float_dot(e, x, x);
  if (!dot)
    return NULL;
  LLVMTypeRef s = elem(t);
  LLVMValueRef rs = rlv_dxb_intrinsic(e->l, "llvm.dx.rsqrt", &s, 1, &dot, 1, "dx.rsqrt");
  return LLVMBuildFMul(e->b, x, splat_value(e, rs, width(t)), "");
}

static LLVMValueRef expand_sign(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(x), rt = LLVMTypeOf(e->call);
  LLVMValueRef zero = LLVMConstNull(t), gt, lt;
  if (LLVMGetTypeKind(elem(t)) != LLVMIntegerTypeKind) {
    gt = LLVMBuildFCmp(e->b, LLVMRealOLT, zero, x, "");
    lt = LLVMBuildFCmp(e->b, LLVMRealOLT, x, zero, "");
  } else {
    gt = LLVMBuildICmp(e->b, LLVMIntSLT, zero, x, "");
    lt = LLVMBuildICmp(e->b, LLVMIntSLT, x, zero, "");
  }
  LLVMValueRef zgt = LLVMBuildZExt(e->b, gt, rt, "");
  LLVMValueRef zlt = LLVMBuildZExt(e->b, lt, rt, "");
  return LLVMBuildSub(e->b, zgt, zlt, "");
}

static LLVMValueRef expand_step(const ex *e) {
  LLVMValueRef x = arg(e, 0), y = arg(e, 1);
  LLVMTypeRef t = LLVMTypeOf(x);
  LLVMValueRef cond = LLVMBuildFCmp(e->b, LLVMRealOLT, y, x, "");
  return LLVMBuildSelect(e->b, cond, fconst(t, 0), fconst(t, 1), "");
}

/* half isinf / isnan below DXIL 1.9 (no 16-bit isSpecialFloat there): bit tests. */
static LLVMValueRef half_bits(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  LLVMTypeRef t = LLVMTypeOf(x), i16 = LLVMInt16TypeInContext(e->l->llctx);
  return LLVMBuildBitCast(e->b, x, is_vector(t) ? LLVMVectorType(i16, width(t)) : i16, "");
}

static LLVMValueRef half_isinf(const ex *e) {
  LLVMValueRef bits = half_bits(e);
  LLVMTypeRef t = LLVMTypeOf(bits);
  LLVMValueRef pos = LLVMBuildICmp(e->b, LLVMIntEQ, bits, iconst(t, 0x7c00), "");
  LLVMValueRef neg = LLVMBuildICmp(e->b, LLVMIntEQ, bits, iconst(t, 0xfc00), "");
  return LLVMBuildOr(e->b, pos, neg, "");
}

static LLVMValueRef half_isnan(const ex *e) {
  LLVMValueRef bits = half_bits(e);
  LLVMTypeRef t = LLVMTypeOf(bits);
  LLVMValueRef exp = LLVMBuildAnd(e->b, bits, iconst(t, 0x7c00), "");
  LLVMValueRef all_ones = LLVMBuildICmp(e->b, LLVMIntEQ, exp, iconst(t, 0x7c00), "");
  LLVMValueRef sig = LLVMBuildAnd(e->b, bits, iconst(t, 0x3ff), "");
  LLVMValueRef nonzero = LLVMBuildICmp(e->b, LLVMIntNE, sig, iconst(t, 0), "");
  return LLVMBuildAnd(e->b, all_ones, nonzero, "");
}

static LLVMValueRef half_isfinite(const ex *e) {
  LLVMValueRef bits = half_bits(e);
  LLVMTypeRef t = LLVMTypeOf(bits);
  LLVMValueRef exp = LLVMBuildAnd(e->b, bits, iconst(t, 0x7c00), "");
  return LLVMBuildICmp(e->b, LLVMIntNE, exp, iconst(t, 0x7c00), "");
}

static LLVMValueRef half_isnormal(const ex *e) {
  LLVMValueRef bits = half_bits(e);
  LLVMTypeRef t = LLVMTypeOf(bits);
  LLVMValueRef exp = LLVMBuildAnd(e->b, bits, iconst(t, 0x7c00), "");
  LLVMValueRef not_zero = LLVMBuildICmp(e->b, LLVMIntNE, exp, iconst(t, 0), "");
  LLVMValueRef not_ones = LLVMBuildICmp(e->b, LLVMIntNE, exp, iconst(t, 0x7c00), "");
  return LLVMBuildAnd(e->b, not_zero, not_ones, "");
}

/* NULL with *keep set: the call stays for op-lower (an op exists for it). */
static LLVMValueRef expand_fpclass(const ex *e, bool *keep) {
  LLVMValueRef test = arg(e, 1);
  if (!LLVMIsAConstantInt(test))
    return fail(e, "the class test is not a constant");
  unsigned long long cls = LLVMConstIntGetZExtValue(test);
  bool half16 = is_half(LLVMTypeOf(arg(e, 0))) && !dxil_19(e);
  switch (cls) {
  case FC_INF:
    *keep = !half16;
    return half16 ? half_isinf(e) : NULL;
  case FC_NAN:
    *keep = !half16;
    return half16 ? half_isnan(e) : NULL;
  case FC_NORMAL:
    *keep = !half16;
    return half16 ? half_isnormal(e) : NULL;
  case FC_FINITE:
    *keep = !half16;
    return half16 ? half_isfinite(e) : NULL;
  case FC_NEG_ZERO: {
    LLVMValueRef x = arg(e, 0);
    LLVMTypeRef t = LLVMTypeOf(x);
    unsigned bits = LLVMSizeOfTypeInBits(e->l->dl, elem(t));
    LLVMTypeRef it = LLVMIntTypeInContext(e->l->llctx, bits);
    if (is_vector(t))
      it = LLVMVectorType(it, width(t));
    LLVMValueRef cast = LLVMBuildBitCast(e->b, x, it, "");
    return LLVMBuildICmp(e->b, LLVMIntEQ, cast, iconst(it, 1ull << (bits - 1)),
                         "is.fpclass.negzero");
  }
  default:
    return fail(e, "the class test has no DXIL expansion");
  }
}

static LLVMValueRef expand_usub_sat(const ex *e) {
  LLVMValueRef a = arg(e, 0), b = arg(e, 1);
  LLVMValueRef cmp = LLVMBuildICmp(e->b, LLVMIntULT, a, b, "usub.cmp");
  LLVMValueRef sub = LLVMBuildSub(e->b, a, b, "usub.sub");
  return LLVMBuildSelect(e->b, cmp, LLVMConstNull(LLVMTypeOf(a)), sub, "usub.sat");
}

/* or of the lanes in order, as LLVM 22 expands it (HLSL clip's discard condition) */
static LLVMValueRef expand_reduce_or(const ex *e) {
  LLVMValueRef x = arg(e, 0);
  unsigned n = width(LLVMTypeOf(x));
  LLVMValueRef acc = LLVMBuildExtractElement(e->b, x, i64c(e, 0), "");
  for (unsigned i = 1; i < n; i++)
    acc = LLVMBuildOr(e->b, acc, LLVMBuildExtractElement(e->b, x, i64c(e, i), ""), "");
  return acc;
}

static LLVMValueRef expand_reduce_add(const ex *e, bool fadd) {
  LLVMValueRef x = arg(e, fadd ? 1 : 0);
  unsigned n = width(LLVMTypeOf(x));
  LLVMValueRef sum = LLVMBuildExtractElement(e->b, x, i64c(e, 0), "");
  if (fadd) {
    LLVMValueRef start = arg(e, 0);
    if (!(LLVMIsAConstantFP(start) && const_zero(start)))
      sum = LLVMBuildFAdd(e->b, sum, start, "");
  }
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef lane = LLVMBuildExtractElement(e->b, x, i64c(e, i), "");
    sum = fadd ? LLVMBuildFAdd(e->b, sum, lane, "") : LLVMBuildAdd(e->b, sum, lane, "");
  }
  return sum;
}

/* The expansion of one call; NULL with *keep set when the call is left as it is, NULL
 * without it after a diagnostic. */
static LLVMValueRef expand(const ex *e, expansion k, bool *keep) {
  LLVMTypeRef t = LLVMTypeOf(arg(e, 0));
  switch (k) {
  case EX_ABS:
    return expand_abs(e);
  case EX_ATAN2:
    return expand_atan2(e);
  case EX_EXP:
    return expand_exp(e);
  case EX_FPCLASS:
    return expand_fpclass(e, keep);
  case EX_LOG:
    return expand_log(e, 0.693147180559945309417f);
  case EX_LOG10:
    return expand_log(e, 0.693147180559945309417f / 2.30258509299404568402f);
  case EX_POW:
    return expand_pow(e, false);
  case EX_POWI:
    return expand_pow(e, true);
  case EX_ALL:
    return expand_any_all(e, false);
  case EX_ANY:
    return expand_any_all(e, true);
  case EX_CROSS:
    return expand_cross(e);
  case EX_UCLAMP:
  case EX_SCLAMP:
  case EX_NCLAMP:
    return expand_clamp(e, k);
  case EX_DEGREES:
    return LLVMBuildFMul(e->b, arg(e, 0), fconst(t, 180.0 * INV_PI), "");
  case EX_RADIANS:
    return LLVMBuildFMul(e->b, arg(e, 0), fconst(t, PI / 180.0), "");
  case EX_ISINF:
  case EX_ISNAN:
    *keep = !(is_half(t) && !dxil_19(e));
    if (*keep)
      return NULL;
    return k == EX_ISINF ? half_isinf(e) : half_isnan(e);
  case EX_LERP: {
    LLVMValueRef x = arg(e, 0), y = arg(e, 1), s = arg(e, 2);
    LLVMValueRef d = LLVMBuildFSub(e->b, y, x, "");
    LLVMValueRef v = LLVMBuildFMul(e->b, s, d, "");
    return LLVMBuildFAdd(e->b, x, v, "dx.lerp");
  }
  case EX_NORMALIZE:
    return expand_normalize(e);
  case EX_FDOT:
    return float_dot(e, arg(e, 0), arg(e, 1));
  case EX_SDOT:
    return expand_int_dot(e, true);
  case EX_UDOT:
    return expand_int_dot(e, false);
  case EX_SIGN:
    return expand_sign(e);
  case EX_STEP:
    return expand_step(e);
  case EX_USUB_SAT:
    return expand_usub_sat(e);
  case EX_REDUCE_ADD:
    return expand_reduce_add(e, false);
  case EX_REDUCE_FADD:
    return expand_reduce_add(e, true);
  case EX_REDUCE_OR:
    return expand_reduce_or(e);
  default:
    *keep = true;
    return NULL;
  }
}

bool rlv_math_expand_calls(rlv_lctx *l, LLVMValueRef fn) {
  expansion k = kind_of(fn);
  size_t n = 0;
  LLVMValueRef *calls = rlv_calls_to(fn, &n);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    ex e = {l, l->builder, calls[i]};
    bool keep = false;
    LLVMPositionBuilderBefore(l->builder, calls[i]);
    LLVMValueRef r = expand(&e, k, &keep);
    if (r) {
      LLVMReplaceAllUsesWith(calls[i], r);
      LLVMInstructionEraseFromParent(calls[i]);
    } else if (!keep) {
      ok = false;
    }
  }
  free(calls);
  return ok;
}
