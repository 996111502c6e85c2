/* Generic LLVM instructions, the level both sides share: integer arithmetic (exact, with
 * nuw/nsw/exact/disjoint poison), floating point (uninterpreted per scalar lane, IEEE when
 * replaying), comparisons, casts, vectors and aggregates, select, freeze, constant
 * expressions, allocas, and loads and stores handed to the pointer level. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/query.h"
#include "smt/smt.h"

static sval *eval_constexpr(sx_exec *ex, LLVMValueRef ce);

sval *sx_operand(sx_exec *ex, LLVMValueRef v) {
  if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
    uintptr_t got;
    if (rlv_ptrmap_get(&ex->cur->env, v, &got))
      return (sval *)got;
    sx_unknown(ex, v, "a value not available on this path");
    return sv_poison(ex, LLVMTypeOf(v));
  }
  if (LLVMIsAGlobalValue(v))
    return sx_global_pointer(ex, v);
  if (LLVMIsAConstantExpr(v))
    return eval_constexpr(ex, v);
  if (LLVMIsAConstant(v))
    return sv_constant(ex, v);
  sx_unknown(ex, NULL, "an operand that is not a value (metadata or label)");
  return sv_poison(ex, LLVMInt32TypeInContext(LLVMGetModuleContext(ex->module)));
}

/* ---- integer operations ---- */

static sval *int_binop(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT || b->kind != SV_INT || a->width != b->width) {
    sx_unknown(ex, inst, "integer operation on non-integer operands");
    return a;
  }
  unsigned w = a->width;
  Z3_ast x = a->v, y = b->v, r = NULL;
  Z3_ast p = sx_or2(z, a->p, b->p);
  bool nuw = false, nsw = false, exact = false;
  if (inst && LLVMIsAInstruction(inst)) {
    if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
      nuw = LLVMGetNUW(inst);
      nsw = LLVMGetNSW(inst);
    }
    if (op == LLVMUDiv || op == LLVMSDiv || op == LLVMLShr || op == LLVMAShr)
      exact = LLVMGetExact(inst);
  }
  Z3_ast zero = sx_bv(z, 0, w);
  switch (op) {
  case LLVMAdd:
    r = Z3_mk_bvadd(z, x, y);
    if (nuw)
      p = sx_or2(z, p, sx_not(z, Z3_mk_bvadd_no_overflow(z, x, y, false)));
    if (nsw)
      p = sx_or2(z, p, sx_not(z, sx_and2(z, Z3_mk_bvadd_no_overflow(z, x, y, true),
                                         Z3_mk_bvadd_no_underflow(z, x, y))));
    break;
  case LLVMSub:
    r = Z3_mk_bvsub(z, x, y);
    if (nuw)
      p = sx_or2(z, p, Z3_mk_bvult(z, x, y));
    if (nsw)
      p = sx_or2(z, p, sx_not(z, sx_and2(z, Z3_mk_bvsub_no_overflow(z, x, y),
                                         Z3_mk_bvsub_no_underflow(z, x, y, true))));
    break;
  case LLVMMul:
    r = Z3_mk_bvmul(z, x, y);
    if (nuw)
      p = sx_or2(z, p, sx_not(z, Z3_mk_bvmul_no_overflow(z, x, y, false)));
    if (nsw)
      p = sx_or2(z, p, sx_not(z, sx_and2(z, Z3_mk_bvmul_no_overflow(z, x, y, true),
                                         Z3_mk_bvmul_no_underflow(z, x, y))));
    break;
  case LLVMUDiv:
  case LLVMURem:
    sx_add_ub(ex, sx_or2(z, b->p, sx_eq(z, y, zero)));
    r = op == LLVMUDiv ? Z3_mk_bvudiv(z, x, y) : Z3_mk_bvurem(z, x, y);
    if (exact)
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvurem(z, x, y), zero)));
    break;
  case LLVMSDiv:
  case LLVMSRem: {
    Z3_ast minv = sx_bv(z, w >= 64 ? (uint64_t)1 << 63 : (uint64_t)1 << (w - 1), w);
    Z3_ast ones = Z3_mk_bvnot(z, zero);
    Z3_ast ovf = sx_and2(z, sx_eq(z, x, minv), sx_eq(z, y, ones));
    sx_add_ub(ex, sx_or2(z, b->p, sx_or2(z, sx_eq(z, y, zero), ovf)));
    r = op == LLVMSDiv ? Z3_mk_bvsdiv(z, x, y) : Z3_mk_bvsrem(z, x, y);
    if (exact)
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvsrem(z, x, y), zero)));
    break;
  }
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr: {
    p = sx_or2(z, p, Z3_mk_bvuge(z, y, sx_bv(z, w, w)));
    r = op == LLVMShl ? Z3_mk_bvshl(z, x, y)
        : op == LLVMLShr ? Z3_mk_bvlshr(z, x, y)
                         : Z3_mk_bvashr(z, x, y);
    if (op == LLVMShl && nuw)
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvlshr(z, r, y), x)));
    if (op == LLVMShl && nsw)
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvashr(z, r, y), x)));
    if (op != LLVMShl && exact)
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvshl(z, r, y), x)));
    break;
  }
  case LLVMAnd:
    r = Z3_mk_bvand(z, x, y);
    break;
  case LLVMOr:
    r = Z3_mk_bvor(z, x, y);
    if (inst && LLVMIsAInstruction(inst) && LLVMGetIsDisjoint(inst))
      p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_bvand(z, x, y), zero)));
    break;
  case LLVMXor:
    r = Z3_mk_bvxor(z, x, y);
    break;
  default:
    sx_unknown(ex, inst, "integer operation");
    return a;
  }
  sval *s = sv_int(ex, r, p, w);
  s->nu = a->nu || b->nu;
  return s;
}

static Z3_ast icmp_pred(Z3_context z, LLVMIntPredicate pred, Z3_ast x, Z3_ast y) {
  switch (pred) {
  case LLVMIntEQ: return sx_eq(z, x, y);
  case LLVMIntNE: return sx_not(z, sx_eq(z, x, y));
  case LLVMIntUGT: return Z3_mk_bvugt(z, x, y);
  case LLVMIntUGE: return Z3_mk_bvuge(z, x, y);
  case LLVMIntULT: return Z3_mk_bvult(z, x, y);
  case LLVMIntULE: return Z3_mk_bvule(z, x, y);
  case LLVMIntSGT: return Z3_mk_bvsgt(z, x, y);
  case LLVMIntSGE: return Z3_mk_bvsge(z, x, y);
  case LLVMIntSLT: return Z3_mk_bvslt(z, x, y);
  case LLVMIntSLE: return Z3_mk_bvsle(z, x, y);
  }
  return sx_eq(z, x, y);
}

static Z3_ast sign_bit(Z3_context z, Z3_ast v, unsigned w) {
  return sx_eq(z, Z3_mk_extract(z, w - 1, w - 1, v), sx_bv(z, 1, 1));
}

static sval *icmp_scalar(sx_exec *ex, LLVMValueRef inst, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (a->kind == SV_PTR && b->kind == SV_PTR) {
    if (a->region == b->region && a->region != PR_CHOICE && a->alloca_id == b->alloca_id &&
        a->global == b->global && a->h == b->h) {
      Z3_ast r = icmp_pred(z, LLVMGetICmpPredicate(inst), a->off, b->off);
      return sv_int(ex, sx_bool_bv(z, r), sx_false(z), 1);
    }
    sx_unknown(ex, inst, "comparison of pointers into different regions");
    return sv_poison(ex, LLVMInt1TypeInContext(LLVMGetModuleContext(ex->module)));
  }
  if (a->kind != SV_INT || b->kind != SV_INT || a->width != b->width) {
    sx_unknown(ex, inst, "comparison of non-integer operands");
    return sv_poison(ex, LLVMInt1TypeInContext(LLVMGetModuleContext(ex->module)));
  }
  Z3_ast r = icmp_pred(z, LLVMGetICmpPredicate(inst), a->v, b->v);
  Z3_ast p = sx_or2(z, a->p, b->p);
  if (LLVMIsAInstruction(inst) && LLVMGetICmpSameSign(inst))
    p = sx_or2(z, p, sx_not(z, sx_eq(z, sign_bit(z, a->v, a->width), sign_bit(z, b->v, b->width))));
  sval *s = sv_int(ex, sx_bool_bv(z, r), p, 1);
  s->nu = a->nu || b->nu;
  return s;
}

static sval *int_cast(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, unsigned to) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT) {
    sx_unknown(ex, inst, "integer cast of a non-integer");
    return a;
  }
  unsigned from = a->width;
  Z3_ast r, p = a->p;
  if (op == LLVMTrunc) {
    if (to > from) {
      sx_unknown(ex, inst, "truncation to a wider type");
      return a;
    }
    r = to == from ? a->v : Z3_mk_extract(z, to - 1, 0, a->v);
    if (LLVMIsAInstruction(inst)) {
      if (LLVMGetNUW(inst) && to < from)
        p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_zero_ext(z, from - to, r), a->v)));
      if (LLVMGetNSW(inst) && to < from)
        p = sx_or2(z, p, sx_not(z, sx_eq(z, Z3_mk_sign_ext(z, from - to, r), a->v)));
    }
  } else {
    if (to < from) {
      sx_unknown(ex, inst, "extension to a narrower type");
      return a;
    }
    r = op == LLVMZExt ? Z3_mk_zero_ext(z, to - from, a->v) : Z3_mk_sign_ext(z, to - from, a->v);
    if (op == LLVMZExt && LLVMIsAInstruction(inst) && LLVMGetNNeg(inst))
      p = sx_or2(z, p, sign_bit(z, a->v, from));
  }
  sval *s = sv_int(ex, r, p, to);
  s->nu = a->nu;
  return s;
}

/* ---- floating point: uninterpreted per scalar lane, IEEE when replaying ---- */

static const char *type_suffix(unsigned w) {
  return w == 16 ? "f16" : w == 32 ? "f32" : w == 64 ? "f64" : "fx";
}

static Z3_sort fp_sort(Z3_context z, unsigned w) {
  return w == 16 ? Z3_mk_fpa_sort_16(z) : w == 64 ? Z3_mk_fpa_sort_64(z) : Z3_mk_fpa_sort_32(z);
}

static Z3_ast to_fp(Z3_context z, Z3_ast bits, unsigned w) {
  return Z3_mk_fpa_to_fp_bv(z, bits, fp_sort(z, w));
}

static unsigned fmf_bits(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst) || !LLVMCanValueUseFastMathFlags(inst))
    return 0;
  return (unsigned)LLVMGetFastMathFlags(inst);
}

/* nnan/ninf: a NaN or infinite operand or result is poison. */
static Z3_ast fmf_poison(Z3_context z, unsigned fmf, Z3_ast *fps, unsigned n) {
  Z3_ast p = sx_false(z);
  for (unsigned i = 0; i < n; i++) {
    if (fmf & LLVMFastMathNoNaNs)
      p = sx_or2(z, p, Z3_mk_fpa_is_nan(z, fps[i]));
    if (fmf & LLVMFastMathNoInfs)
      p = sx_or2(z, p, Z3_mk_fpa_is_infinite(z, fps[i]));
  }
  return p;
}

/* Terms up to this size are simplified to find a constant operand (a constant kept in a
 * local reads back as a select over its stores); larger ones are not, as simplifying every
 * operand of every operation of a large function costs minutes. */
#define FP_CONST_TERMS_MAX 1024

static bool fp_const(sx_exec *ex, Z3_ast t, uint64_t *out) {
  if (sx_small_const_u64(ex->z, t, out))
    return true;
  if (sx_never_numeral(ex->z, t) ||
      sx_dag_size(ex->p, &t, 1, FP_CONST_TERMS_MAX) > FP_CONST_TERMS_MAX)
    return false;
  Z3_ast c = sx_simplify(ex->p, t);
  return c && Z3_get_ast_kind(ex->z, c) == Z3_NUMERAL_AST && Z3_get_numeral_uint64(ex->z, c, out);
}

static sval *fp_binop(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  return sx_fp_arith(ex, op, fmf_bits(inst), inst, a, b);
}

sval *sx_fp_arith(sx_exec *ex, LLVMOpcode op, unsigned fmf, LLVMValueRef inst, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT || (b && (b->kind != SV_INT || b->width != a->width))) {
    sx_unknown(ex, inst, "floating-point operation on unexpected operands");
    return a;
  }
  unsigned w = a->width;
  Z3_ast p = b ? sx_or2(z, a->p, b->p) : a->p;
  /* x - y is x + (-y) in IEEE, exactly (negation only flips the sign): one meaning for both,
   * as InstCombine turns `fsub x, C` into `fadd x, -C` and a reassociable sum takes either */
  if (op == LLVMFSub && b && (w == 16 || w == 32 || w == 64)) {
    Z3_ast neg = Z3_mk_bvxor(z, b->v, sx_bv(z, w >= 64 ? 1ull << 63 : 1ull << (w - 1), w));
    b = sv_int(ex, neg, b->p, w);
    op = LLVMFAdd;
  }
  const char *opname = op == LLVMFAdd ? "fadd" : op == LLVMFSub ? "fsub" : op == LLVMFMul ? "fmul"
                     : op == LLVMFDiv ? "fdiv" : op == LLVMFRem ? "frem" : "fneg";
  /* x * 1.0 is x in IEEE (LLVM folds it without flags); -0.0 is an identity of addition */
  uint64_t one = w == 16 ? 0x3c00 : w == 32 ? 0x3f800000 : 0x3ff0000000000000ull;
  uint64_t neg0 = w >= 64 ? 1ull << 63 : 1ull << (w - 1);
  if (b && (op == LLVMFMul || op == LLVMFAdd) && (w == 16 || w == 32 || w == 64)) {
    uint64_t unit = op == LLVMFMul ? one : neg0;
    /* under nsz, +0.0 is an identity of addition too (-0.0 + +0.0 is +0.0 otherwise) */
    uint64_t alt = op == LLVMFAdd && (fmf & LLVMFastMathNoSignedZeros) ? 0 : unit;
    uint64_t c;
    if (fp_const(ex, b->v, &c) && (c == unit || c == alt))
      return sv_int(ex, a->v, p, w);
    if (fp_const(ex, a->v, &c) && (c == unit || c == alt))
      return sv_int(ex, b->v, p, w);
  }
  if ((op == LLVMFAdd || op == LLVMFMul) && (fmf & LLVMFastMathAllowReassoc)) {
    char *chain = rlv_strf("%s.%s.fmf%u", opname, type_suffix(w), fmf);
    Z3_ast r = sx_fp_reassoc(ex, chain, a->v, b->v, w);
    free(chain);
    return sv_int(ex, r, p, w);
  }
  if (ex->replay && op != LLVMFRem && (w == 16 || w == 32 || w == 64)) {
    Z3_ast rm = Z3_mk_fpa_rne(z);
    Z3_ast x = to_fp(z, a->v, w), y = b ? to_fp(z, b->v, w) : NULL, r;
    switch (op) {
    case LLVMFAdd: r = Z3_mk_fpa_add(z, rm, x, y); break;
    case LLVMFSub: r = Z3_mk_fpa_sub(z, rm, x, y); break;
    case LLVMFMul: r = Z3_mk_fpa_mul(z, rm, x, y); break;
    case LLVMFDiv: r = Z3_mk_fpa_div(z, rm, x, y); break;
    default: r = Z3_mk_fpa_neg(z, x); break;
    }
    Z3_ast fps[3] = {x, y ? y : x, r};
    p = sx_or2(z, p, fmf_poison(z, fmf, fps, 3));
    /* NaN bits are not unique in IEEE: one canonical quiet NaN per type. */
    Z3_ast bits = Z3_mk_fpa_to_ieee_bv(z, r);
    Z3_ast qnan = sx_bv(z, w == 16 ? 0x7e00 : w == 32 ? 0x7fc00000 : 0x7ff8000000000000ull, w);
    bits = sx_ite(z, Z3_mk_fpa_is_nan(z, r), qnan, bits);
    return sv_int(ex, bits, p, w);
  }
  if (op == LLVMFNeg) /* fneg only flips the sign bit, exactly */
    return sv_int(ex, Z3_mk_bvxor(z, a->v, sx_bv(z, w >= 64 ? 1ull << 63 : 1ull << (w - 1), w)),
                  p, w);
  ex->used_uf = true;
  char *name = rlv_strf("%s.%s.fmf%u", opname, type_suffix(w), fmf);
  Z3_ast args[2] = {a->v, b ? b->v : a->v};
  Z3_ast r = sx_ufn(ex, name, b ? 2 : 1, args, w);
  free(name);
  return sv_int(ex, r, p, w);
}

static sval *fcmp_scalar(sx_exec *ex, LLVMValueRef inst, sval *a, sval *b) {
  return sx_fcmp(ex, LLVMGetFCmpPredicate(inst), fmf_bits(inst), inst, a, b);
}

sval *sx_fcmp(sx_exec *ex, LLVMRealPredicate pred, unsigned fmf, LLVMValueRef inst, sval *a,
              sval *b) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT || b->kind != SV_INT || a->width != b->width) {
    sx_unknown(ex, inst, "floating-point comparison on unexpected operands");
    return a;
  }
  unsigned w = a->width;
  Z3_ast p = sx_or2(z, a->p, b->p);
  if (pred == LLVMRealPredicateFalse || pred == LLVMRealPredicateTrue)
    return sv_int(ex, sx_bv(z, pred == LLVMRealPredicateTrue, 1), p, 1);
  if (ex->replay) {
    Z3_ast x = to_fp(z, a->v, w), y = to_fp(z, b->v, w);
    Z3_ast uno = sx_or2(z, Z3_mk_fpa_is_nan(z, x), Z3_mk_fpa_is_nan(z, y)), r;
    switch (pred) {
    case LLVMRealOEQ: case LLVMRealUEQ: r = Z3_mk_fpa_eq(z, x, y); break;
    case LLVMRealOGT: case LLVMRealUGT: r = Z3_mk_fpa_gt(z, x, y); break;
    case LLVMRealOGE: case LLVMRealUGE: r = Z3_mk_fpa_geq(z, x, y); break;
    case LLVMRealOLT: case LLVMRealULT: r = Z3_mk_fpa_lt(z, x, y); break;
    case LLVMRealOLE: case LLVMRealULE: r = Z3_mk_fpa_leq(z, x, y); break;
    case LLVMRealONE: case LLVMRealUNE: r = sx_not(z, sx_or2(z, Z3_mk_fpa_eq(z, x, y), uno)); break;
    case LLVMRealORD: r = sx_not(z, uno); break;
    default: r = uno; break; /* UNO */
    }
    bool unordered = pred >= LLVMRealUEQ && pred <= LLVMRealUNE;
    if (unordered && pred != LLVMRealUNO)
      r = sx_or2(z, r, uno);
    if (pred == LLVMRealUNE)
      r = sx_not(z, Z3_mk_fpa_eq(z, x, y));
    Z3_ast fps[2] = {x, y};
    p = sx_or2(z, p, fmf_poison(z, fmf, fps, 2));
    return sv_int(ex, sx_bool_bv(z, r), p, 1);
  }
  ex->used_uf = true;
  char *name = rlv_strf("fcmp%d.%s.fmf%u", (int)pred, type_suffix(w), fmf);
  Z3_ast args[2] = {a->v, b->v};
  Z3_ast r = sx_ufn(ex, name, 2, args, 1);
  free(name);
  return sv_int(ex, r, p, 1);
}

static sval *fp_cast(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, unsigned to) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT) {
    sx_unknown(ex, inst, "floating-point cast of a non-scalar");
    return a;
  }
  unsigned from = a->width, fmf = fmf_bits(inst);
  const char *opname = op == LLVMFPToUI ? "fptoui" : op == LLVMFPToSI ? "fptosi"
                     : op == LLVMUIToFP ? "uitofp" : op == LLVMSIToFP ? "sitofp"
                     : op == LLVMFPTrunc ? "fptrunc" : "fpext";
  if (ex->replay && (op == LLVMUIToFP || op == LLVMSIToFP || op == LLVMFPTrunc ||
                     op == LLVMFPExt) && (to == 16 || to == 32 || to == 64)) {
    Z3_ast rm = Z3_mk_fpa_rne(z), r;
    if (op == LLVMUIToFP)
      r = Z3_mk_fpa_to_fp_unsigned(z, rm, a->v, fp_sort(z, to));
    else if (op == LLVMSIToFP)
      r = Z3_mk_fpa_to_fp_signed(z, rm, a->v, fp_sort(z, to));
    else
      r = Z3_mk_fpa_to_fp_float(z, rm, to_fp(z, a->v, from), fp_sort(z, to));
    Z3_ast bits = Z3_mk_fpa_to_ieee_bv(z, r);
    Z3_ast qnan = sx_bv(z, to == 16 ? 0x7e00 : to == 32 ? 0x7fc00000 : 0x7ff8000000000000ull, to);
    bits = sx_ite(z, Z3_mk_fpa_is_nan(z, r), qnan, bits);
    Z3_ast p = a->p;
    if (op == LLVMFPTrunc || op == LLVMFPExt) {
      Z3_ast fps[2] = {to_fp(z, a->v, from), r};
      p = sx_or2(z, p, fmf_poison(z, fmf, fps, 2));
    }
    return sv_int(ex, bits, p, to);
  }
  if (ex->replay)
    ex->used_opaque_uf = true;
  ex->used_uf = true;
  char *name = rlv_strf("%s.%u.%u.fmf%u", opname, from, to, fmf);
  Z3_ast r = sx_uf1(ex, name, a->v, to);
  free(name);
  /* fptoui/fptosi of an out-of-range value is poison: left to the UF's freedom. */
  return sv_int(ex, r, a->p, to);
}

/* ---- elementwise application ---- */

typedef sval *(*unary_fn)(sx_exec *, LLVMOpcode, LLVMValueRef, sval *, unsigned);
typedef sval *(*binary_fn)(sx_exec *, LLVMOpcode, LLVMValueRef, sval *, sval *);

static sval *map1(sx_exec *ex, unary_fn f, LLVMOpcode op, LLVMValueRef inst, sval *a, unsigned to) {
  if (a->kind != SV_AGG)
    return f(ex, op, inst, a, to);
  sval *s = sv_agg(ex, a->n);
  for (unsigned i = 0; i < a->n; i++)
    s->el[i] = f(ex, op, inst, a->el[i], to);
  return s;
}

static sval *map2(sx_exec *ex, binary_fn f, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  if (a->kind != SV_AGG && b->kind != SV_AGG)
    return f(ex, op, inst, a, b);
  if (a->kind != SV_AGG || b->kind != SV_AGG || a->n != b->n) {
    sx_unknown(ex, inst, "vector operation on mismatched operands");
    return a;
  }
  sval *s = sv_agg(ex, a->n);
  for (unsigned i = 0; i < a->n; i++)
    s->el[i] = f(ex, op, inst, a->el[i], b->el[i]);
  return s;
}

static sval *icmp_adapter(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  (void)op;
  return icmp_scalar(ex, inst, a, b);
}
static sval *fcmp_adapter(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  (void)op;
  return fcmp_scalar(ex, inst, a, b);
}
static sval *fneg_adapter(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, unsigned to) {
  (void)to;
  return fp_binop(ex, op, inst, a, NULL);
}

static unsigned scalar_bits_of(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    t = LLVMGetElementType(t);
  return sx_type_bits(t);
}

/* ---- bitcast, select, vectors, aggregates ---- */

static sval *bits_to_type(sx_exec *ex, Z3_ast bits, Z3_ast p, LLVMTypeRef t, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    unsigned n = LLVMGetVectorSize(t), w = sx_type_bits(LLVMGetElementType(t));
    if (!w) {
      sx_unknown(ex, at, "bitcast to a vector of non-scalars");
      return sv_poison(ex, t);
    }
    sval *s = sv_agg(ex, n);
    for (unsigned i = 0; i < n; i++)
      s->el[i] = sv_int(ex, Z3_mk_extract(z, i * w + w - 1, i * w, bits), p, w);
    return s;
  }
  unsigned w = sx_type_bits(t);
  if (!w) {
    sx_unknown(ex, at, "bitcast to a non-scalar");
    return sv_poison(ex, t);
  }
  return sv_int(ex, bits, p, w);
}

static sval *do_bitcast(sx_exec *ex, LLVMValueRef inst, sval *a, LLVMTypeRef from, LLVMTypeRef to) {
  if (a->kind == SV_PTR || a->kind == SV_HANDLE)
    return a;
  Z3_ast bits, p;
  if (!sv_to_bits(ex, a, from, &bits, &p))
    return sv_poison(ex, to);
  return bits_to_type(ex, bits, p, to, inst);
}

static sval *do_select(sx_exec *ex, LLVMValueRef inst, sval *c, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (c->kind == SV_AGG) {
    if (a->kind != SV_AGG || b->kind != SV_AGG || a->n != c->n || b->n != c->n) {
      sx_unknown(ex, inst, "vector select on mismatched operands");
      return a;
    }
    sval *s = sv_agg(ex, c->n);
    for (unsigned i = 0; i < c->n; i++)
      s->el[i] = do_select(ex, inst, c->el[i], a->el[i], b->el[i]);
    return s;
  }
  Z3_ast cond = sx_bv_bool(z, c->v);
  sval *r = sv_ite(ex, cond, a, b);
  if (r->kind == SV_INT && !sx_is_false(z, c->p)) {
    r = sv_int(ex, r->v, sx_or2(z, r->p, c->p), r->width);
    r->nu = a->nu || b->nu;
  } else if (r->kind == SV_AGG && !sx_is_false(z, c->p)) {
    sval *s = sv_agg(ex, r->n);
    for (unsigned i = 0; i < r->n; i++) {
      s->el[i] = r->el[i];
      if (r->el[i]->kind == SV_INT)
        s->el[i] = sv_int(ex, r->el[i]->v, sx_or2(z, r->el[i]->p, c->p), r->el[i]->width);
    }
    r = s;
  } else if ((r->kind == SV_HANDLE || r->kind == SV_PTR) && !sx_is_false(z, c->p)) {
    /* a handle or pointer chosen by a poison condition is poison: using it is UB */
    sval *s = sx_alloc(ex->arena, sizeof *s);
    *s = *r;
    s->p = sx_or2(z, r->p ? r->p : sx_false(z), c->p);
    r = s;
  } else if (r->kind == SV_INT) {
    /* keep the NU taint of both arms, as LLVM's operand walk does */
    if ((a->nu || b->nu || c->nu) && !r->nu) {
      sval *s = sv_int(ex, r->v, r->p, r->width);
      s->status = r->status;
      s->nu = true;
      r = s;
    }
  }
  return r;
}

static sval *extract_dynamic(sx_exec *ex, sval *vec, sval *idx, LLVMValueRef inst) {
  Z3_context z = ex->z;
  uint64_t k;
  if (sx_const_u64(z, idx->v, &k) && sx_is_false(z, idx->p)) {
    if (k < vec->n)
      return vec->el[k];
    return sv_poison(ex, LLVMTypeOf(inst));
  }
  sval *r = sv_poison(ex, LLVMTypeOf(inst));
  for (unsigned i = vec->n; i-- > 0;)
    r = sv_ite(ex, sx_eq(z, idx->v, sx_bv(z, i, idx->width)), vec->el[i], r);
  if (r->kind == SV_INT)
    r = sv_int(ex, r->v, sx_or2(z, r->p, idx->p), r->width);
  return r;
}

static sval *insert_dynamic(sx_exec *ex, sval *vec, sval *val, sval *idx) {
  Z3_context z = ex->z;
  sval *s = sv_agg(ex, vec->n);
  uint64_t k;
  bool constant = sx_const_u64(z, idx->v, &k) && sx_is_false(z, idx->p);
  for (unsigned i = 0; i < vec->n; i++) {
    if (constant)
      s->el[i] = k == i ? val : vec->el[i];
    else
      s->el[i] = sv_ite(ex, sx_eq(z, idx->v, sx_bv(z, i, idx->width)), val, vec->el[i]);
    if (!constant && s->el[i]->kind == SV_INT) {
      Z3_ast oob = Z3_mk_bvuge(z, idx->v, sx_bv(z, vec->n, idx->width));
      s->el[i] = sv_int(ex, s->el[i]->v, sx_or2(z, s->el[i]->p, sx_or2(z, idx->p, oob)),
                        s->el[i]->width);
    }
  }
  if (constant && k >= vec->n)
    for (unsigned i = 0; i < vec->n; i++)
      if (s->el[i]->kind == SV_INT)
        s->el[i] = sv_int(ex, s->el[i]->v, sx_true(z), s->el[i]->width);
  return s;
}

static sval *shuffle(sx_exec *ex, LLVMValueRef inst, sval *a, sval *b) {
  if (a->kind != SV_AGG || b->kind != SV_AGG) {
    sx_unknown(ex, inst, "shufflevector of non-vectors");
    return a;
  }
  unsigned n = LLVMGetNumMaskElements(inst);
  LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(inst));
  sval *s = sv_agg(ex, n);
  for (unsigned i = 0; i < n; i++) {
    int m = LLVMGetMaskValue(inst, i);
    if (m < 0 || (unsigned)m >= a->n + b->n)
      s->el[i] = sv_poison(ex, et);
    else
      s->el[i] = (unsigned)m < a->n ? a->el[m] : b->el[m - a->n];
  }
  return s;
}

static sval *agg_path(sx_exec *ex, LLVMValueRef inst, sval *agg, sval *val) {
  unsigned n = LLVMGetNumIndices(inst);
  const unsigned *idx = LLVMGetIndices(inst);
  if (n == 0 || n > 16) {
    sx_unknown(ex, inst, "aggregate access path");
    return agg;
  }
  sval *path[17];
  path[0] = agg;
  for (unsigned i = 0; i < n; i++) {
    if (path[i]->kind != SV_AGG || idx[i] >= path[i]->n) {
      sx_unknown(ex, inst, "aggregate index out of range");
      return agg;
    }
    path[i + 1] = path[i]->el[idx[i]];
  }
  if (!val)
    return path[n];
  sval *cur = val;
  for (unsigned i = n; i-- > 0;) {
    sval *copy = sv_agg(ex, path[i]->n);
    memcpy(copy->el, path[i]->el, path[i]->n * sizeof *copy->el);
    copy->el[idx[i]] = cur;
    cur = copy;
  }
  return cur;
}

/* freeze: a poison scalar becomes an arbitrary but fixed value. */
static sval *freeze_value(sx_exec *ex, sval *a) {
  if (a->kind == SV_AGG) {
    sval *s = sv_agg(ex, a->n);
    for (unsigned i = 0; i < a->n; i++)
      s->el[i] = freeze_value(ex, a->el[i]);
    return s;
  }
  if (a->kind != SV_INT || sx_is_false(ex->z, a->p))
    return a;
  /* The value a freeze of poison picks is BEFORE's choice as much as AFTER's: the k-th such
   * freeze of each side picks the same value. That restricts BEFORE's choices, so a proof
   * stays sound (for every AFTER choice, BEFORE can make the same one) and an identical
   * freeze on both sides is no longer refuted. */
  char *name = rlv_strf("freeze.%u.w%u", ex->freezes++, a->width);
  Z3_ast f = sx_const(ex->z, name, sx_bv_sort(ex->z, a->width));
  free(name);
  Z3_ast now = sx_and2(ex->z, ex->cur->pc, a->p);
  ex->froze = ex->froze ? sx_or2(ex->z, ex->froze, now) : now;
  return sv_int(ex, sx_ite(ex->z, a->p, f, a->v), sx_false(ex->z), a->width);
}

/* ---- instructions ---- */

static LLVMOpcode opcode_of(LLVMValueRef v) {
  return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : LLVMGetInstructionOpcode(v);
}

/* Instructions and constant expressions that compute a value from operands. */
static sval *eval_value(sx_exec *ex, LLVMValueRef inst) {
  LLVMOpcode op = opcode_of(inst);
  LLVMTypeRef t = LLVMTypeOf(inst);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
  case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
  case LLVMXor:
    return map2(ex, int_binop, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
    return map2(ex, fp_binop, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMFNeg:
    return map1(ex, fneg_adapter, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)), 0);
  case LLVMICmp:
    return map2(ex, icmp_adapter, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMFCmp:
    return map2(ex, fcmp_adapter, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMTrunc: case LLVMZExt: case LLVMSExt:
    return map1(ex, int_cast, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                scalar_bits_of(t));
  case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc:
  case LLVMFPExt:
    return map1(ex, fp_cast, op, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                scalar_bits_of(t));
  case LLVMBitCast:
    return do_bitcast(ex, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                      LLVMTypeOf(LLVMGetOperand(inst, 0)), t);
  case LLVMSelect:
    return do_select(ex, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                     sx_operand(ex, LLVMGetOperand(inst, 1)),
                     sx_operand(ex, LLVMGetOperand(inst, 2)));
  case LLVMExtractElement: {
    sval *v = sx_operand(ex, LLVMGetOperand(inst, 0));
    if (v->kind != SV_AGG) {
      sx_unknown(ex, inst, "extractelement of a non-vector");
      return sv_poison(ex, t);
    }
    return extract_dynamic(ex, v, sx_operand(ex, LLVMGetOperand(inst, 1)), inst);
  }
  case LLVMInsertElement: {
    sval *v = sx_operand(ex, LLVMGetOperand(inst, 0));
    if (v->kind != SV_AGG) {
      sx_unknown(ex, inst, "insertelement into a non-vector");
      return sv_poison(ex, t);
    }
    return insert_dynamic(ex, v, sx_operand(ex, LLVMGetOperand(inst, 1)),
                          sx_operand(ex, LLVMGetOperand(inst, 2)));
  }
  case LLVMShuffleVector:
    if (LLVMIsAConstantExpr(inst))
      break;
    return shuffle(ex, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                   sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMExtractValue:
    return agg_path(ex, inst, sx_operand(ex, LLVMGetOperand(inst, 0)), NULL);
  case LLVMInsertValue:
    return agg_path(ex, inst, sx_operand(ex, LLVMGetOperand(inst, 0)),
                    sx_operand(ex, LLVMGetOperand(inst, 1)));
  case LLVMGetElementPtr:
    return sx_ptr_gep(ex, inst);
  case LLVMFreeze:
    return freeze_value(ex, sx_operand(ex, LLVMGetOperand(inst, 0)));
  default:
    break;
  }
  sx_unknown(ex, inst, "an instruction the prover does not model");
  return sv_poison(ex, t);
}

static sval *eval_constexpr(sx_exec *ex, LLVMValueRef ce) { return eval_value(ex, ce); }

static void exec_alloca(sx_exec *ex, LLVMValueRef inst) {
  uintptr_t id;
  if (!rlv_ptrmap_get(&ex->alloca_ids, inst, &id)) {
    sx_unknown(ex, inst, "alloca");
    return;
  }
  LLVMValueRef count = LLVMGetOperand(inst, 0);
  if (!LLVMIsAConstantInt(count) || LLVMConstIntGetZExtValue(count) != 1) {
    sx_unknown(ex, inst, "alloca of a dynamic or array count");
    return;
  }
  sx_alloca_kill(ex, (unsigned)id);
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_PTR;
  s->region = PR_ALLOCA;
  s->alloca_id = (unsigned)id;
  s->off = sx_bv(ex->z, 0, 32);
  s->p = sx_false(ex->z);
  sx_set(ex, inst, s);
}

void sx_exec_inst(sx_exec *ex, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  switch (op) {
  case LLVMPHI:
    return; /* assigned on the incoming edge */
  case LLVMAlloca:
    exec_alloca(ex, inst);
    return;
  case LLVMLoad: {
    if (LLVMGetVolatile(inst) || LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic) {
      sx_unknown(ex, inst, "volatile or atomic load");
      return;
    }
    sval *ptr = sx_operand(ex, LLVMGetOperand(inst, 0));
    sx_set(ex, inst, sx_ptr_load(ex, ptr, LLVMTypeOf(inst), inst));
    return;
  }
  case LLVMStore: {
    if (LLVMGetVolatile(inst) || LLVMGetOrdering(inst) != LLVMAtomicOrderingNotAtomic) {
      sx_unknown(ex, inst, "volatile or atomic store");
      return;
    }
    LLVMValueRef val = LLVMGetOperand(inst, 0);
    sx_ptr_store(ex, sx_operand(ex, LLVMGetOperand(inst, 1)), sx_operand(ex, val),
                 LLVMTypeOf(val), inst);
    return;
  }
  case LLVMCall:
    sx_exec_call(ex, inst);
    return;
  default:
    sx_set(ex, inst, eval_value(ex, inst));
    return;
  }
}

