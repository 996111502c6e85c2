/* The symbolic executor over one function: generic LLVM instructions, control flow merged
 * with ite (values, memory, path conditions), loops unrolled to a bound. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

/* ---- diagnostics and small helpers ---- */

static char *print_inst(LLVMValueRef v) {
  char *s = LLVMPrintValueToString(v);
  const char *t = s;
  while (*t == ' ')
    t++;
  char *r = rlv_xstrdup(t);
  LLVMDisposeMessage(s);
  char *nl = strchr(r, '\n');
  if (nl)
    *nl = 0;
  return r;
}

char *sx_block_label(LLVMBasicBlockRef b) {
  if (!b)
    return rlv_xstrdup("a loop");
  /* an unnamed block's number comes from LLVM's slot tracker: print the block and keep
   * its label line */
  char *text = LLVMPrintValueToString(LLVMBasicBlockAsValue(b));
  const char *t = text;
  while (*t == '\n' || *t == ' ')
    t++;
  size_t n = strcspn(t, ":\n");
  char *r = rlv_strf("%%%.*s", (int)n, t);
  LLVMDisposeMessage(text);
  return r;
}

void sx_unknown(sx_exec *ex, LLVMValueRef at, const char *fmt, ...) {
  if (ex->unknown)
    return;
  va_list ap;
  va_start(ap, fmt);
  char *msg = rlv_vstrf(fmt, ap);
  va_end(ap);
  if (at && (LLVMIsAInstruction(at) || LLVMIsAConstantExpr(at))) {
    char *text = print_inst(at);
    ex->unknown = rlv_strf("%s: %s", msg, text);
    free(text);
    free(msg);
  } else {
    ex->unknown = msg;
  }
}

bool sx_spend(sx_exec *ex, uint64_t units, LLVMValueRef at) {
  if (ex->unknown)
    return false;
  if (sx_prover_spend(ex->p, units))
    return true;
  sx_unknown(ex, at, "%s", sx_budget_failure(ex->p));
  return false;
}

void sx_add_ub(sx_exec *ex, Z3_ast cond) {
  Z3_context z = ex->z;
  if (sx_is_false(z, cond))
    return;
  ex->ub = sx_or2(z, ex->ub, sx_and2(z, ex->cur->pc, cond));
}

void sx_use_handle(sx_exec *ex, const sval *v) {
  if (v->p)
    sx_add_ub(ex, v->p); /* an operation on a poison handle */
  if (v->kind == SV_HANDLE && v->h->oob)
    sx_add_ub(ex, v->h->oob);
}

void sx_add_input(sx_exec *ex, const char *label, Z3_ast term) {
  for (size_t i = 0; i < ex->ninputs; i++)
    if (ex->inputs[i].term == term)
      return;
  if (ex->ninputs == ex->cap_inputs) {
    ex->cap_inputs = ex->cap_inputs ? ex->cap_inputs * 2 : 8;
    ex->inputs = rlv_xrealloc(ex->inputs, ex->cap_inputs * sizeof *ex->inputs);
  }
  ex->inputs[ex->ninputs++] = (sx_input){rlv_xstrdup(label), term};
}

void sx_register_binding(sx_exec *ex, unsigned cls, uint32_t space, uint32_t lb, uint32_t size,
                         int family, unsigned lanes, unsigned lane_bits, const char *name,
                         const char *type_name) {
  for (size_t i = 0; i < ex->nbindings; i++) {
    sx_binding *b = &ex->bindings[i];
    if (b->cls == cls && b->space == space && b->lb == lb && b->size == size)
      return;
  }
  if (ex->nbindings == ex->cap_bindings) {
    ex->cap_bindings = ex->cap_bindings ? ex->cap_bindings * 2 : 8;
    ex->bindings = rlv_xrealloc(ex->bindings, ex->cap_bindings * sizeof *ex->bindings);
  }
  ex->bindings[ex->nbindings++] =
      (sx_binding){cls, space, lb, size, family, lanes, lane_bits, rlv_xstrdup(name ? name : ""),
                   rlv_xstrdup(type_name ? type_name : "")};
}

sx_creation *sx_add_creation(sx_exec *ex) {
  if (ex->ncreations == ex->cap_creations) {
    ex->cap_creations = ex->cap_creations ? ex->cap_creations * 2 : 8;
    ex->creations = rlv_xrealloc(ex->creations, ex->cap_creations * sizeof *ex->creations);
  }
  sx_creation *c = &ex->creations[ex->ncreations++];
  *c = (sx_creation){0};
  c->pc = ex->cur->pc;
  return c;
}

void sx_bind(sx_exec *ex, rlv_ptrmap *map, const void *key, sval *v) {
  if (!rlv_ptrmap_has(&ex->key_order, key))
    rlv_ptrmap_put(&ex->key_order, key, ++ex->nkeys);
  rlv_ptrmap_put(map, key, (uintptr_t)v);
}

void sx_set(sx_exec *ex, LLVMValueRef inst, sval *v) { sx_bind(ex, &ex->cur->env, inst, v); }

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

static Z3_ast bool_to_bv(Z3_context z, Z3_ast b) { return sx_ite(z, b, sx_bv(z, 1, 1), sx_bv(z, 0, 1)); }
static Z3_ast bv_to_bool(Z3_context z, Z3_ast v) { return sx_eq(z, v, sx_bv(z, 1, 1)); }

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
    if (a->region == b->region && a->alloca_id == b->alloca_id && a->global == b->global &&
        a->h == b->h) {
      Z3_ast r = icmp_pred(z, LLVMGetICmpPredicate(inst), a->off, b->off);
      return sv_int(ex, bool_to_bv(z, r), sx_false(z), 1);
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
  sval *s = sv_int(ex, bool_to_bv(z, r), p, 1);
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

static sval *fp_binop(sx_exec *ex, LLVMOpcode op, LLVMValueRef inst, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (a->kind != SV_INT || (b && (b->kind != SV_INT || b->width != a->width))) {
    sx_unknown(ex, inst, "floating-point operation on unexpected operands");
    return a;
  }
  unsigned w = a->width, fmf = fmf_bits(inst);
  Z3_ast p = b ? sx_or2(z, a->p, b->p) : a->p;
  const char *opname = op == LLVMFAdd ? "fadd" : op == LLVMFSub ? "fsub" : op == LLVMFMul ? "fmul"
                     : op == LLVMFDiv ? "fdiv" : op == LLVMFRem ? "frem" : "fneg";
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
  Z3_context z = ex->z;
  if (a->kind != SV_INT || b->kind != SV_INT || a->width != b->width) {
    sx_unknown(ex, inst, "floating-point comparison on unexpected operands");
    return a;
  }
  unsigned w = a->width, fmf = fmf_bits(inst);
  LLVMRealPredicate pred = LLVMGetFCmpPredicate(inst);
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
    return sv_int(ex, bool_to_bv(z, r), p, 1);
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
  Z3_ast cond = bv_to_bool(z, c->v);
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
  char *name = rlv_strf("freeze.%d.%u", ex->side, ex->fresh++);
  Z3_ast f = sx_const(ex->z, name, sx_bv_sort(ex->z, a->width));
  free(name);
  return sv_int(ex, sx_ite(ex->z, a->p, f, a->v), sx_false(ex->z), a->width);
}

/* ---- instructions ---- */

static LLVMOpcode opcode_of(LLVMValueRef v) {
  return LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) : LLVMGetInstructionOpcode(v);
}

static void exec_call(sx_exec *ex, LLVMValueRef call);
static void inline_call(sx_exec *ex, LLVMValueRef call, LLVMValueRef callee);

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

static void exec_inst(sx_exec *ex, LLVMValueRef inst) {
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
    exec_call(ex, inst);
    return;
  default:
    sx_set(ex, inst, eval_value(ex, inst));
    return;
  }
}

/* Memory attributes of a function: true when it is declared memory(none). */
static bool is_memory_none(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

/* ---- events: side-effecting calls, matched in order ---- */

Z3_ast sx_event_record(sx_exec *ex, const char *what, unsigned nargs, sval **args,
                       LLVMValueRef at) {
  Z3_context z = ex->z;
  sx_state *s = ex->cur;
  if (ex->nevents == ex->cap_events) {
    ex->cap_events = ex->cap_events ? ex->cap_events * 2 : 4;
    ex->events = rlv_xrealloc(ex->events, ex->cap_events * sizeof *ex->events);
  }
  sx_event *e = &ex->events[ex->nevents++];
  *e = (sx_event){0};
  e->what = sx_strdup(ex->arena, what);
  e->pc = s->pc;
  e->rank = s->events;
  e->m = s->m;
  e->argv = sx_alloc(ex->arena, (nargs ? nargs : 1) * sizeof *e->argv);
  e->argp = sx_alloc(ex->arena, (nargs ? nargs : 1) * sizeof *e->argp);
  for (unsigned i = 0; i < nargs; i++) {
    if (args[i]->kind != SV_INT) {
      sx_unknown(ex, at, "a side-effecting call with an argument the prover does not model");
      break;
    }
    e->argv[e->nargs] = args[i]->v;
    e->argp[e->nargs++] = args[i]->p;
  }
  s->events = Z3_simplify(z, Z3_mk_bvadd(z, s->events, sx_bv(z, 1, 32)));
  return e->rank;
}

/* Whether a call may write memory the prover models: any location but inaccessible memory
 * (the memory attribute packs two bits per location, ref = 1 and mod = 2; location 1 is
 * inaccessible memory). No attribute: anything. */
static bool may_write_modelled_memory(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
  if (!a)
    return true;
  uint64_t v = LLVMGetEnumAttributeValue(a);
  for (unsigned loc = 0; loc < 32; loc++)
    if (loc != 1 && (v >> (2 * loc + 1) & 1))
      return true;
  return false;
}

/* After a call that may write resources: memory is what the call left, the same on both
 * sides for the k-th event (its inputs, memory included, must match: observed). */
static void havoc_memory(sx_exec *ex, Z3_ast rank, LLVMValueRef call) {
  Z3_context z = ex->z;
  uint64_t k;
  if (!sx_const_u64(z, rank, &k)) {
    sx_unknown(ex, call, "a call that may write memory, made on some paths only");
    return;
  }
  sx_mem fresh;
  sx_mem_init(ex, &fresh);
  sx_mem *m = &ex->cur->m;
  char name[64];
  snprintf(name, sizeof name, "after.event.%llu.typed", (unsigned long long)k);
  m->tv = sx_const(z, name, Z3_get_sort(z, fresh.tv));
  snprintf(name, sizeof name, "after.event.%llu.typed.poison", (unsigned long long)k);
  m->tp = sx_const(z, name, Z3_get_sort(z, fresh.tp));
  snprintf(name, sizeof name, "after.event.%llu.raw", (unsigned long long)k);
  m->rv = sx_const(z, name, Z3_get_sort(z, fresh.rv));
  snprintf(name, sizeof name, "after.event.%llu.raw.poison", (unsigned long long)k);
  m->rp = sx_const(z, name, Z3_get_sort(z, fresh.rp));
  snprintf(name, sizeof name, "after.event.%llu.counter", (unsigned long long)k);
  m->cnt = sx_const(z, name, Z3_get_sort(z, fresh.cnt));
  rlv_ptrmap_clear(&ex->cur->slots); /* it may have replaced handles stored in globals */
}

/* A call to a declared function outside the model: an event. Its result is an input that
 * depends on its rank and arguments (the k-th call with the same arguments gives the same
 * value on both sides). */
static void external_call(sx_exec *ex, LLVMValueRef call, LLVMValueRef callee, const char *name) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (n > 7) {
    sx_unknown(ex, call, "a side-effecting call with more than 7 arguments");
    return;
  }
  sval *args[8];
  for (unsigned i = 0; i < n; i++) {
    args[i] = sx_operand(ex, LLVMGetOperand(call, i));
    if (args[i]->kind != SV_INT) {
      sx_unknown(ex, call, "a side-effecting call with a pointer, handle or aggregate argument");
      return;
    }
  }
  char *what = rlv_strf("call @%s", name);
  Z3_ast rank = sx_event_record(ex, what, n, args, call);
  free(what);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
    unsigned w = sx_type_bits(rt);
    if (!w) {
      sx_unknown(ex, call, "a side-effecting call with a result the prover does not model");
      return;
    }
    Z3_ast ua[8];
    ua[0] = rank;
    Z3_ast p = sx_false(ex->z);
    for (unsigned i = 0; i < n; i++) {
      ua[i + 1] = args[i]->v;
      p = sx_or2(ex->z, p, args[i]->p);
    }
    char *fname = rlv_strf("result.%s", name);
    Z3_ast r = sx_input_ufn(ex, fname, n + 1, ua, w);
    free(fname);
    /* a poison argument makes the call's behaviour unknown: its result is poison */
    sx_set(ex, call, sv_int(ex, r, p, w));
  }
  if (may_write_modelled_memory(callee))
    havoc_memory(ex, rank, call);
}

static void exec_call(sx_exec *ex, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) {
    sx_unknown(ex, call, "an indirect call");
    return;
  }
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  if (strncmp(name, "dx.op.", 6) == 0) {
    if (!sx_sem_dxil(ex, call, name))
      sx_unknown(ex, call, "a DXIL operation the prover does not model");
    return;
  }
  if (sx_sem_pointer_call(ex, call, name) || sx_sem_intrinsic(ex, call, name))
    return;
  if (is_memory_none(callee) && LLVMCountBasicBlocks(callee) == 0) {
    ex->used_opaque_uf = true;
    sx_set(ex, call, sx_pure_call(ex, name, call, 0, false));
    return;
  }
  if (LLVMCountBasicBlocks(callee) == 0 && strncmp(name, "llvm.", 5) != 0) {
    external_call(ex, call, callee, name);
    return;
  }
  if (LLVMCountBasicBlocks(callee) > 0) {
    inline_call(ex, call, callee);
    return;
  }
  sx_unknown(ex, call, "a call with side effects the prover does not model");
}

/* ---- states ---- */

static sx_state *state_new(sx_exec *ex) {
  sx_state *s = rlv_xcalloc(1, sizeof *s);
  s->av = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *s->av);
  s->ap = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *s->ap);
  return s;
}

static void map_copy(rlv_ptrmap *dst, const rlv_ptrmap *src) {
  *dst = (rlv_ptrmap){0};
  if (!src->capacity)
    return;
  dst->keys = rlv_xmalloc(src->capacity * sizeof *dst->keys);
  dst->values = rlv_xmalloc(src->capacity * sizeof *dst->values);
  memcpy(dst->keys, src->keys, src->capacity * sizeof *dst->keys);
  memcpy(dst->values, src->values, src->capacity * sizeof *dst->values);
  dst->count = src->count;
  dst->capacity = src->capacity;
}

/* Work units of copying or merging one state: the entries it holds. */
static uint64_t state_units(const sx_exec *ex, const sx_state *s) {
  return 1 + s->env.count + s->slots.count + ex->nallocas + s->hs.n;
}

static sx_state *state_copy(sx_exec *ex, const sx_state *src) {
  sx_spend(ex, state_units(ex, src), NULL);
  sx_state *s = state_new(ex);
  s->pc = src->pc;
  s->events = src->events;
  s->m = src->m;
  memcpy(s->av, src->av, ex->nallocas * sizeof *s->av);
  memcpy(s->ap, src->ap, ex->nallocas * sizeof *s->ap);
  sx_hslots_copy(&s->hs, &src->hs);
  map_copy(&s->env, &src->env);
  map_copy(&s->slots, &src->slots);
  s->ret = src->ret;
  return s;
}

static void state_free(sx_state *s) {
  if (!s)
    return;
  free(s->av);
  free(s->ap);
  sx_hslots_free(&s->hs);
  rlv_ptrmap_free(&s->env);
  rlv_ptrmap_free(&s->slots);
  free(s);
}

static bool mergeable(sval *a, sval *b) {
  if (a == b)
    return true;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case SV_INT:
    return a->width == b->width;
  case SV_AGG:
    if (a->n != b->n)
      return false;
    for (unsigned i = 0; i < a->n; i++)
      if (!mergeable(a->el[i], b->el[i]))
        return false;
    return true;
  case SV_HANDLE:
    return a->h->cls == b->h->cls && a->h->family == b->h->family &&
           a->h->stride == b->h->stride && a->h->lanes == b->h->lanes &&
           a->h->undef == b->h->undef;
  case SV_PTR:
    return a->region == b->region && a->alloca_id == b->alloca_id && a->global == b->global &&
           (!a->h || !b->h ||
            (a->h->cls == b->h->cls && a->h->family == b->h->family &&
             a->h->stride == b->h->stride && a->h->lanes == b->h->lanes));
  }
  return false;
}

static Z3_ast fold_ast(sx_exec *ex, sx_state **in, size_t n, size_t field_offset,
                       Z3_ast dflt) {
  Z3_ast acc = NULL;
  for (size_t i = n; i-- > 0;) {
    Z3_ast v = *(Z3_ast *)((char *)in[i] + field_offset);
    if (!v)
      v = dflt;
    acc = acc ? sx_ite(ex->z, in[i]->pc, v, acc) : v;
  }
  return acc;
}

typedef struct ordered_key {
  uintptr_t order;
  const void *key;
} ordered_key;

static int by_order(const void *a, const void *b) {
  uintptr_t x = ((const ordered_key *)a)->order, y = ((const ordered_key *)b)->order;
  return (x > y) - (x < y);
}

/* The keys of a state map in the order they were first bound (see sx_exec.key_order). */
static ordered_key *keys_in_order(const sx_exec *ex, const rlv_ptrmap *map, size_t *count) {
  ordered_key *keys = rlv_xmalloc((map->count ? map->count : 1) * sizeof *keys);
  size_t n = 0;
  for (size_t k = 0; k < map->capacity; k++) {
    if (!map->keys[k])
      continue;
    uintptr_t order = 0;
    rlv_ptrmap_get(&ex->key_order, map->keys[k], &order);
    keys[n++] = (ordered_key){order, map->keys[k]};
  }
  qsort(keys, n, sizeof *keys, by_order);
  *count = n;
  return keys;
}

/* The most states merged at once (larger joins merge in groups: merge_states). */
#define MERGE_FANIN 64u

static void merge_map(sx_exec *ex, rlv_ptrmap *out, sx_state **in, size_t n, bool env) {
  size_t nkeys;
  ordered_key *keys = keys_in_order(ex, env ? &in[0]->env : &in[0]->slots, &nkeys);
  for (size_t k = 0; k < nkeys; k++) {
    const void *key = keys[k].key;
    sval *vals[MERGE_FANIN];
    bool ok = n <= MERGE_FANIN;
    for (size_t i = 0; ok && i < n; i++) {
      uintptr_t got;
      ok = rlv_ptrmap_get(env ? &in[i]->env : &in[i]->slots, key, &got);
      if (ok) {
        vals[i] = (sval *)got;
        ok = mergeable(vals[0], vals[i]);
      }
    }
    if (!ok)
      continue; /* not available after the join: a later use is reported then */
    sval *acc = vals[n - 1];
    for (size_t i = n - 1; i-- > 0;)
      acc = sv_ite(ex, in[i]->pc, vals[i], acc);
    rlv_ptrmap_put(out, key, (uintptr_t)acc);
  }
  free(keys);
}

static sx_state *merge_group(sx_exec *ex, sx_state **in, size_t n);

/* Merges the states reaching one point; frees them. Paths that reach one point are
 * disjoint, so more than MERGE_FANIN of them merge in groups, and the groups again:
 * ite(a or b, ite(a, x, y), z) is the same value as the flat chain. */
static sx_state *merge_states(sx_exec *ex, sx_state **in, size_t n) {
  while (n > MERGE_FANIN) {
    size_t groups = 0;
    for (size_t i = 0; i < n; i += MERGE_FANIN) {
      size_t k = n - i < MERGE_FANIN ? n - i : MERGE_FANIN;
      in[groups++] = merge_group(ex, in + i, k);
    }
    n = groups;
  }
  return merge_group(ex, in, n);
}

static sx_state *merge_group(sx_exec *ex, sx_state **in, size_t n) {
  if (n == 1)
    return in[0];
  Z3_context z = ex->z;
  if (!sx_spend(ex, n * state_units(ex, in[0]), NULL)) {
    /* past the budget the function is unknown: no merge is built */
    for (size_t i = 1; i < n; i++)
      state_free(in[i]);
    return in[0];
  }
  sx_state *s = state_new(ex);
  Z3_ast pc = sx_false(z);
  for (size_t i = 0; i < n; i++)
    pc = sx_or2(z, pc, in[i]->pc);
  s->pc = pc;
#define FOLD(f) s->m.f = fold_ast(ex, in, n, offsetof(sx_state, m.f), NULL)
  FOLD(tv); FOLD(tp); FOLD(tw); FOLD(rv); FOLD(rp); FOLD(rw); FOLD(cnt);
#undef FOLD
  s->events = fold_ast(ex, in, n, offsetof(sx_state, events), NULL);
  Z3_ast allp = Z3_mk_const_array(z, sx_bv_sort(z, 32), sx_true(z));
  Z3_ast zero8 = Z3_mk_const_array(z, sx_bv_sort(z, 32), sx_bv(z, 0, 8));
  for (unsigned a = 0; a < ex->nallocas; a++) {
    Z3_ast accv = NULL, accp = NULL;
    for (size_t i = n; i-- > 0;) {
      Z3_ast v = in[i]->av[a] ? in[i]->av[a] : zero8, p = in[i]->ap[a] ? in[i]->ap[a] : allp;
      accv = accv ? sx_ite(z, in[i]->pc, v, accv) : v;
      accp = accp ? sx_ite(z, in[i]->pc, p, accp) : p;
    }
    s->av[a] = accv;
    s->ap[a] = accp;
  }
  sx_hslots_merge(ex, &s->hs, in, n);
  merge_map(ex, &s->env, in, n, true);
  merge_map(ex, &s->slots, in, n, false);
  if (in[0]->ret) {
    sval *acc = in[n - 1]->ret;
    for (size_t i = n - 1; i-- > 0;)
      if (in[i]->ret && acc && mergeable(in[i]->ret, acc))
        acc = sv_ite(ex, in[i]->pc, in[i]->ret, acc);
    s->ret = acc;
  }
  for (size_t i = 0; i < n; i++)
    state_free(in[i]);
  return s;
}

/* ---- the CFG driver ---- */

typedef struct pending {
  sx_state **items;
  size_t count, cap;
} pending;

static void pending_push(pending *p, sx_state *s) {
  if (p->count == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 4;
    p->items = rlv_xrealloc(p->items, p->cap * sizeof *p->items);
  }
  p->items[p->count++] = s;
}

typedef struct cfg {
  LLVMBasicBlockRef *rpo; /* blocks in reverse post-order */
  size_t nb;
  rlv_ptrmap pos;     /* block -> position in rpo */
  rlv_ptrmap back;    /* (edge key) -> 1 for back edges */
  bool has_loops;
  /* loops, one per back-edge target (header), each with its natural body */
  size_t nloops;
  size_t words;       /* 64-bit words of one body bitset */
  uint64_t *body;     /* nloops * words: rpo positions inside each loop */
  size_t *loop_of;    /* per rpo position: 1 + the loop it heads, 0 if no header */
  size_t *header;     /* per loop: rpo position of its header */
} cfg;

static const void *edge_key(LLVMBasicBlockRef from, unsigned succ_index) {
  return (const char *)from + succ_index + 1;
}

static bool body_has(const cfg *g, size_t loop, size_t pos) {
  return g->body[loop * g->words + pos / 64] >> (pos % 64) & 1;
}

static void body_add(cfg *g, size_t loop, size_t pos) {
  g->body[loop * g->words + pos / 64] |= (uint64_t)1 << (pos % 64);
}

/* Predecessor lists over rpo positions (reachable blocks only): preds[off[i]..off[i+1]). */
static void cfg_preds(const cfg *g, size_t **off_out, size_t **preds_out) {
  size_t *off = rlv_xcalloc(g->nb + 1, sizeof *off);
  for (int pass = 0; pass < 2; pass++) {
    size_t *fill = pass ? rlv_xcalloc(g->nb + 1, sizeof *fill) : NULL;
    for (size_t i = 0; i < g->nb; i++) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(g->rpo[i]);
      unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned k = 0; k < ns; k++) {
        uintptr_t to;
        if (!rlv_ptrmap_get(&g->pos, LLVMGetSuccessor(term, k), &to))
          continue;
        if (!pass)
          off[to + 1]++;
        else
          (*preds_out)[off[to] + fill[to]++] = i;
      }
    }
    if (!pass) {
      for (size_t i = 0; i < g->nb; i++)
        off[i + 1] += off[i];
      *preds_out = rlv_xcalloc(off[g->nb] ? off[g->nb] : 1, sizeof **preds_out);
    }
    free(fill);
  }
  *off_out = off;
}

/* One loop per back-edge target; its body is the natural loop: the header and every block
 * that reaches one of its back-edge sources without passing through the header. */
static bool cfg_loops(sx_exec *ex, cfg *g, LLVMBasicBlockRef *from, LLVMBasicBlockRef *to,
                      size_t nback) {
  g->loop_of = rlv_xcalloc(g->nb ? g->nb : 1, sizeof *g->loop_of);
  g->header = rlv_xcalloc(nback ? nback : 1, sizeof *g->header);
  g->words = (g->nb + 63) / 64;
  g->nloops = 0;
  for (size_t e = 0; e < nback; e++) {
    uintptr_t h;
    if (rlv_ptrmap_get(&g->pos, to[e], &h) && !g->loop_of[h]) {
      g->header[g->nloops] = h;
      g->loop_of[h] = ++g->nloops;
    }
  }
  size_t nbits = g->nloops * g->words;
  /* a bitset per loop: many loops in a large function cost memory before anything runs */
  if (!sx_spend(ex, nbits, NULL))
    return false;
  g->body = rlv_xcalloc(nbits ? nbits : 1, sizeof *g->body);
  if (!g->nloops)
    return true;
  size_t *off, *preds;
  cfg_preds(g, &off, &preds);
  size_t *work = rlv_xcalloc(g->nb + 1, sizeof *work);
  for (size_t e = 0; e < nback; e++) {
    uintptr_t h, b;
    if (!rlv_ptrmap_get(&g->pos, to[e], &h) || !rlv_ptrmap_get(&g->pos, from[e], &b))
      continue;
    size_t loop = g->loop_of[h] - 1, n = 0;
    body_add(g, loop, h);
    if (!body_has(g, loop, b)) {
      body_add(g, loop, b);
      work[n++] = b;
    }
    while (n) {
      size_t x = work[--n];
      for (size_t k = off[x]; k < off[x + 1]; k++)
        if (!body_has(g, loop, preds[k])) {
          body_add(g, loop, preds[k]);
          work[n++] = preds[k];
        }
    }
  }
  free(work);
  free(off);
  free(preds);
  return true;
}

/* False when the function is past the budget (ex->unknown says so). */
static bool cfg_build(sx_exec *ex, cfg *g, LLVMValueRef fn) {
  size_t nb = LLVMCountBasicBlocks(fn);
  g->nb = 0;
  g->rpo = rlv_xcalloc(nb ? nb : 1, sizeof *g->rpo);
  g->pos = (rlv_ptrmap){0};
  g->back = (rlv_ptrmap){0};
  g->has_loops = false;
  /* iterative DFS; state: 1 on stack, 2 done */
  rlv_ptrmap state = {0};
  LLVMBasicBlockRef *stack = rlv_xcalloc(nb + 1, sizeof *stack);
  unsigned *next = rlv_xcalloc(nb + 1, sizeof *next);
  LLVMBasicBlockRef *post = rlv_xcalloc(nb + 1, sizeof *post);
  size_t sp = 0, npost = 0, nback = 0, capback = 0;
  LLVMBasicBlockRef *back_from = NULL, *back_to = NULL;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  stack[sp] = entry;
  next[sp++] = 0;
  rlv_ptrmap_put(&state, entry, 1);
  while (sp) {
    LLVMBasicBlockRef b = stack[sp - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    if (next[sp - 1] < ns) {
      unsigned i = next[sp - 1]++;
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
      uintptr_t st = 0;
      rlv_ptrmap_get(&state, s, &st);
      if (st == 1) {
        rlv_ptrmap_put(&g->back, edge_key(b, i), 1);
        g->has_loops = true;
        if (nback == capback) {
          capback = capback ? 2 * capback : 16;
          back_from = rlv_xrealloc(back_from, capback * sizeof *back_from);
          back_to = rlv_xrealloc(back_to, capback * sizeof *back_to);
        }
        back_from[nback] = b;
        back_to[nback++] = s;
      } else if (st == 0 && sp <= nb) {
        rlv_ptrmap_put(&state, s, 1);
        stack[sp] = s;
        next[sp++] = 0;
      }
    } else {
      rlv_ptrmap_put(&state, b, 2);
      post[npost++] = b;
      sp--;
    }
  }
  for (size_t i = 0; i < npost; i++) {
    g->rpo[i] = post[npost - 1 - i];
    rlv_ptrmap_put(&g->pos, g->rpo[i], i);
  }
  g->nb = npost;
  free(stack);
  free(next);
  free(post);
  rlv_ptrmap_free(&state);
  bool ok = cfg_loops(ex, g, back_from, back_to, nback);
  free(back_from);
  free(back_to);
  return ok;
}

static void cfg_free(cfg *g) {
  free(g->rpo);
  free(g->body);
  free(g->loop_of);
  free(g->header);
  rlv_ptrmap_free(&g->pos);
  rlv_ptrmap_free(&g->back);
}

/* Assigns the phis of `to` for the edge from `from`, reading operands in `s`. */
static void assign_phis(sx_exec *ex, sx_state *s, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  sx_state *saved = ex->cur;
  ex->cur = s;
  sval *vals[256];
  LLVMValueRef phis[256];
  unsigned n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(to); i && LLVMIsAPHINode(i);
       i = LLVMGetNextInstruction(i)) {
    if (n == 256) {
      sx_unknown(ex, i, "more than 256 phis in a block");
      break;
    }
    sval *v = NULL;
    for (unsigned k = 0; k < LLVMCountIncoming(i); k++)
      if (LLVMGetIncomingBlock(i, k) == from) {
        v = sx_operand(ex, LLVMGetIncomingValue(i, k));
        break;
      }
    if (!v) {
      sx_unknown(ex, i, "phi without a value for an incoming edge");
      v = sv_poison(ex, LLVMTypeOf(i));
    }
    phis[n] = i;
    vals[n++] = v;
  }
  for (unsigned k = 0; k < n; k++)
    sx_set(ex, phis[k], vals[k]);
  ex->cur = saved;
}

/* The states waiting at one node of the unrolled graph: a block and the iteration counts
 * of the loops around it (merged into one state when the node runs). */
typedef struct group {
  size_t pos;
  unsigned *iters; /* per loop: back edges taken since the loop was entered */
  pending states;
} group;

/* Each loop may take `unroll` back edges per entry, so an inner loop gets its own bound in
 * every iteration of the outer one. Nodes run in a topological order of the unrolled
 * graph (node_before); the function's work budget (sx_spend) ends every run, even on an
 * irreducible CFG, and running out makes the function unknown, never a cut path. */

typedef struct run {
  cfg g;
  group *live;
  size_t nlive, caplive;
  size_t *order;         /* loops by rpo position of their header (outer loops first) */
  unsigned unroll;
  const unsigned *iters; /* the counts of the node being run */
  pending exits;
} run;

/* A node's place in the topological order: for each loop around the block, outer first,
 * (header position, iteration count), then the block's position. Edges of a reducible
 * CFG go to later keys: forward edges to later positions (a loop's exits come after its
 * header), back edges to a higher count, entries to a header after the entering block. */
static size_t node_key(const run *r, size_t pos, const unsigned *iters, size_t *key) {
  size_t n = 0;
  for (size_t k = 0; k < r->g.nloops; k++) {
    size_t l = r->order[k];
    if (!body_has(&r->g, l, pos))
      continue;
    key[n++] = r->g.header[l];
    key[n++] = iters[l];
  }
  key[n++] = pos;
  return n;
}

static bool node_before(const run *r, const group *a, const group *b, size_t *ka, size_t *kb) {
  size_t na = node_key(r, a->pos, a->iters, ka), nb = node_key(r, b->pos, b->iters, kb);
  for (size_t i = 0; i < na && i < nb; i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i];
  return na < nb;
}

static void node_push(run *r, size_t pos, const unsigned *iters, sx_state *s) {
  size_t sz = r->g.nloops * sizeof *iters;
  for (size_t i = 0; i < r->nlive; i++)
    if (r->live[i].pos == pos && (!sz || memcmp(r->live[i].iters, iters, sz) == 0)) {
      pending_push(&r->live[i].states, s);
      return;
    }
  if (r->nlive == r->caplive) {
    r->caplive = r->caplive ? r->caplive * 2 : 8;
    r->live = rlv_xrealloc(r->live, r->caplive * sizeof *r->live);
  }
  group *gr = &r->live[r->nlive++];
  *gr = (group){0};
  gr->pos = pos;
  gr->iters = rlv_xcalloc(r->g.nloops ? r->g.nloops : 1, sizeof *gr->iters);
  if (sz)
    memcpy(gr->iters, iters, sz);
  pending_push(&gr->states, s);
}

/* Removes and returns (in *out) the first live node in the topological order. */
static bool node_pop(run *r, group *out) {
  if (!r->nlive)
    return false;
  size_t *ka = rlv_xcalloc(2 * r->g.nloops + 1, sizeof *ka);
  size_t *kb = rlv_xcalloc(2 * r->g.nloops + 1, sizeof *kb);
  size_t best = 0;
  for (size_t i = 1; i < r->nlive; i++)
    if (node_before(r, &r->live[i], &r->live[best], ka, kb))
      best = i;
  free(ka);
  free(kb);
  *out = r->live[best];
  r->live[best] = r->live[--r->nlive];
  return true;
}

static void group_free(group *gr) {
  for (size_t k = 0; k < gr->states.count; k++)
    state_free(gr->states.items[k]);
  free(gr->states.items);
  free(gr->iters);
  *gr = (group){0};
}

/* Loops sorted by their header's rpo position: an enclosing loop's header comes first. */
static size_t *loops_by_header(const cfg *g) {
  size_t *order = rlv_xcalloc(g->nloops ? g->nloops : 1, sizeof *order);
  for (size_t l = 0; l < g->nloops; l++) {
    size_t k = l;
    while (k && g->header[order[k - 1]] > g->header[l]) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = l;
  }
  return order;
}

/* The iteration counts after the edge from -> to: a loop left or entered starts over, a
 * back edge counts one for the loop it closes. False if that loop is past its bound. */
static bool next_iters(const run *r, size_t from, size_t to, bool back, unsigned *it) {
  const cfg *g = &r->g;
  for (size_t l = 0; l < g->nloops; l++) {
    it[l] = r->iters ? r->iters[l] : 0;
    if (body_has(g, l, from) != body_has(g, l, to))
      it[l] = 0;
  }
  if (back && g->loop_of[to]) {
    unsigned *c = &it[g->loop_of[to] - 1];
    if (*c >= r->unroll)
      return false;
    (*c)++;
  }
  return true;
}

static void take_edge(sx_exec *ex, run *r, sx_state *s, LLVMBasicBlockRef from, unsigned si,
                      LLVMBasicBlockRef to, Z3_ast cond, bool copy) {
  Z3_context z = ex->z;
  Z3_ast pc = sx_and2(z, s->pc, cond);
  if (sx_is_false(z, pc)) {
    if (!copy)
      state_free(s);
    return;
  }
  sx_state *t = copy ? state_copy(ex, s) : s;
  t->pc = pc;
  bool back = rlv_ptrmap_has(&r->g.back, edge_key(from, si));
  uintptr_t pos, fpos;
  if (!rlv_ptrmap_get(&r->g.pos, to, &pos) || !rlv_ptrmap_get(&r->g.pos, from, &fpos)) {
    /* cannot happen for a reachable block; if it does, the path is not silently lost */
    sx_unknown(ex, LLVMGetBasicBlockTerminator(from), "an edge to a block outside the CFG walk");
    state_free(t);
    return;
  }
  unsigned small[16];
  unsigned *it = r->g.nloops <= 16 ? small : rlv_xcalloc(r->g.nloops, sizeof *it);
  if (!next_iters(r, fpos, pos, back, it)) {
    /* only the loop bound cuts a path (it is what `bounded` states); the header is
     * reported so that the user knows which loop to give more iterations */
    if (!ex->cut) {
      ex->cut_loop = to;
      ex->cut_fn = LLVMGetBasicBlockParent(to);
    }
    ex->cut = true;
    ex->cut_pc = sx_or2(z, ex->cut_pc, pc);
    state_free(t);
  } else {
    assign_phis(ex, t, from, to);
    node_push(r, pos, it, t);
  }
  if (it != small)
    free(it);
}

static void exec_terminator(sx_exec *ex, run *r, LLVMBasicBlockRef b) {
  Z3_context z = ex->z;
  sx_state *s = ex->cur;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
  LLVMOpcode op = term ? LLVMGetInstructionOpcode(term) : LLVMUnreachable;
  switch (op) {
  case LLVMRet: {
    if (LLVMGetNumOperands(term) > 0)
      s->ret = sx_operand(ex, LLVMGetOperand(term, 0));
    pending_push(&r->exits, s);
    return;
  }
  case LLVMBr: {
    if (!LLVMIsConditional(term)) {
      take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), sx_true(z), false);
      return;
    }
    sval *c = sx_operand(ex, LLVMGetCondition(term));
    if (c->kind != SV_INT || c->width != 1) {
      sx_unknown(ex, term, "branch on a non-i1 value");
      state_free(s);
      return;
    }
    sx_add_ub(ex, c->p); /* branching on poison is undefined behaviour */
    Z3_ast cond = bv_to_bool(z, c->v);
    take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), cond, true);
    take_edge(ex, r, s, b, 1, LLVMGetSuccessor(term, 1), sx_not(z, cond), false);
    return;
  }
  case LLVMSwitch: {
    sval *c = sx_operand(ex, LLVMGetOperand(term, 0));
    if (c->kind != SV_INT) {
      sx_unknown(ex, term, "switch on a non-integer");
      state_free(s);
      return;
    }
    sx_add_ub(ex, c->p);
    unsigned ns = LLVMGetNumSuccessors(term);
    Z3_ast none = sx_true(z);
    for (unsigned i = 1; i < ns; i++) {
      /* LLVM 22 keeps case values out of the operand list */
      sval *cv = sx_operand(ex, LLVMGetSwitchCaseValue(term, i));
      if (cv->kind != SV_INT || cv->width != c->width) {
        sx_unknown(ex, term, "a switch case of another type");
        state_free(s);
        return;
      }
      Z3_ast hit = sx_eq(z, c->v, cv->v);
      take_edge(ex, r, s, b, i, LLVMGetSuccessor(term, i), sx_and2(z, none, hit), true);
      none = sx_and2(z, none, sx_not(z, hit));
    }
    take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), none, false);
    return;
  }
  case LLVMUnreachable:
    sx_add_ub(ex, sx_true(z));
    state_free(s);
    return;
  default:
    sx_unknown(ex, term, "a terminator the prover does not model");
    state_free(s);
    return;
  }
}

/* The function a call runs when it is defined here (a body to execute inline), or NULL. */
static LLVMValueRef defined_callee(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  return callee && LLVMIsAFunction(callee) && LLVMCountBasicBlocks(callee) ? callee : NULL;
}

/* Numbers the allocas of `fn` and of the defined functions it calls, down to the inline
 * depth bound: an inlined call's allocas live in the caller's state. */
static void number_fn_allocas(sx_exec *ex, LLVMValueRef fn, rlv_ptrmap *seen, unsigned depth) {
  uintptr_t at;
  /* a function seen deeper before is walked again: its callees may be in reach now */
  if (depth > SX_MAX_CALL_DEPTH || (rlv_ptrmap_get(seen, fn, &at) && at <= depth))
    return;
  rlv_ptrmap_put(seen, fn, depth);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsAAllocaInst(i) && !rlv_ptrmap_has(&ex->alloca_ids, i))
        rlv_ptrmap_put(&ex->alloca_ids, i, ex->nallocas++);
      else if (LLVMIsACallInst(i) && defined_callee(i))
        number_fn_allocas(ex, defined_callee(i), seen, depth + 1);
    }
}

static void number_allocas(sx_exec *ex, LLVMValueRef fn) {
  ex->nallocas = 0;
  rlv_ptrmap seen = {0};
  number_fn_allocas(ex, fn, &seen, 0);
  rlv_ptrmap_free(&seen);
  ex->alloca_size = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *ex->alloca_size);
  ex->alloca_inst = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *ex->alloca_inst);
  for (size_t k = 0; k < ex->alloca_ids.capacity; k++) {
    LLVMValueRef i = (LLVMValueRef)ex->alloca_ids.keys[k];
    if (!i)
      continue;
    uintptr_t id = ex->alloca_ids.values[k];
    ex->alloca_inst[id] = i;
    if (LLVMTypeIsSized(LLVMGetAllocatedType(i)))
      ex->alloca_size[id] = LLVMABISizeOfType(ex->dl, LLVMGetAllocatedType(i));
  }
}

/* %dx.types.Handle, or the copy a second module in the same context gets (".0", ...). */
bool sx_is_dxil_handle_type(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || !LLVMGetStructName(t))
    return false;
  const char *n = LLVMGetStructName(t), *base = "dx.types.Handle";
  size_t len = strlen(base);
  if (strncmp(n, base, len) != 0)
    return false;
  if (!n[len])
    return true;
  if (n[len] != '.' || !n[len + 1])
    return false;
  for (const char *c = n + len + 1; *c; c++)
    if (*c < '0' || *c > '9')
      return false;
  return true;
}

/* A handle passed in as argument i: a symbolic resource, (class, space, register) with the
 * space and register free inputs shared by both sides. Its shape comes from the resource
 * type: the argument's own, or for a DXIL handle the type of the peer's argument. */
static sval *argument_handle(sx_exec *ex, LLVMValueRef arg, unsigned i) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(arg);
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  if (sx_is_dxil_handle_type(t)) {
    LLVMValueRef pa = ex->peer && i < LLVMCountParams(ex->peer) ? LLVMGetParam(ex->peer, i) : NULL;
    t = pa ? LLVMTypeOf(pa) : NULL;
    if (!t || LLVMGetTypeKind(t) != LLVMTargetExtTypeKind) {
      /* a DXIL handle of no known type: annotateHandle gives its class and kind */
      h->family = FAM_NONE;
      h->cls_from_props = true;
      t = NULL;
    }
  }
  if (t && !sx_handle_shape(ex, t, h, arg))
    return NULL;
  char *sn = rlv_strf("arg%u.space", i), *rn = rlv_strf("arg%u.register", i);
  h->space = sx_const(z, sn, sx_bv_sort(z, 32));
  h->reg = sx_const(z, rn, sx_bv_sort(z, 32));
  sx_add_input(ex, sn, h->space);
  sx_add_input(ex, rn, h->reg);
  free(sn);
  free(rn);
  h->create_index = -1;
  sval *v = sx_alloc(ex->arena, sizeof *v);
  v->kind = SV_HANDLE;
  v->h = h;
  return v;
}

static void bind_arguments(sx_exec *ex, sx_state *s, LLVMValueRef fn) {
  unsigned n = LLVMCountParams(fn);
  ex->cur = s;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef arg = LLVMGetParam(fn, i);
    LLVMTypeRef t = LLVMTypeOf(arg);
    char *name = rlv_strf("arg%u", i);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMTargetExtTypeKind || sx_is_dxil_handle_type(t)) {
      sval *v = argument_handle(ex, arg, i);
      if (v)
        sx_set(ex, arg, v);
      free(name);
      if (!v)
        return;
      continue;
    }
    if (k == LLVMPointerTypeKind) {
      sx_unknown(ex, arg, "a pointer passed as argument %u", i);
      free(name);
      continue;
    }
    sval *v = sv_from_type_fresh(ex, t, name, true);
    if (v->kind == SV_INT)
      sx_add_input(ex, name, v->v);
    sx_set(ex, arg, v);
    free(name);
  }
}

/* Runs the body of `fn` from the state `init` (consumed); the states that return are left
 * in *exits. */
static void run_body(sx_exec *ex, LLVMValueRef fn, sx_state *init, pending *exits) {
  Z3_context z = ex->z;
  run r = {0};
  if (!sx_spend(ex, LLVMCountBasicBlocks(fn), NULL) || !cfg_build(ex, &r.g, fn)) {
    cfg_free(&r.g);
    state_free(init);
    *exits = (pending){0};
    return;
  }
  r.unroll = ex->unroll;
  r.order = loops_by_header(&r.g);
  unsigned *zero = rlv_xcalloc(r.g.nloops ? r.g.nloops : 1, sizeof *zero);
  node_push(&r, 0, zero, init);
  free(zero);
  group gr;
  while (node_pop(&r, &gr)) {
    /* the scan that picked the node is work too */
    if (!sx_spend(ex, 1 + r.nlive, NULL)) {
      group_free(&gr);
      continue;
    }
    sx_state *s = merge_states(ex, gr.states.items, gr.states.count);
    gr.states.count = 0;
    ex->cur = s;
    r.iters = gr.iters;
    LLVMBasicBlockRef b = r.g.rpo[gr.pos];
    bool ended = false; /* a call that never returns ended this path */
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && !LLVMIsATerminatorInst(i);
         i = LLVMGetNextInstruction(i)) {
      if (!sx_spend(ex, 1, i))
        break;
      exec_inst(ex, i);
      if (ex->unknown)
        break;
      if (sx_is_false(z, s->pc)) {
        ended = true;
        break;
      }
    }
    if (ex->unknown || ended)
      state_free(s);
    else
      exec_terminator(ex, &r, b);
    ex->cur = NULL;
    r.iters = NULL;
    group_free(&gr);
  }
  free(r.live);
  free(r.order);
  cfg_free(&r.g);
  *exits = r.exits;
}

/* A call to a function defined in the module: its body runs inline, from the caller's
 * memory, events and private memory, with the arguments bound to its parameters; what it
 * leaves (merged over its returns) continues the caller, and its return value is the
 * call's. Memory and events are shared, so the callee's effects are observed as the
 * caller's. Recursion and calls deeper than SX_MAX_CALL_DEPTH are unknown. */
static void inline_call(sx_exec *ex, LLVMValueRef call, LLVMValueRef callee) {
  Z3_context z = ex->z;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  for (unsigned k = 0; k < ex->ncalls; k++)
    if (ex->calls[k] == callee) {
      sx_unknown(ex, call, "a recursive call of @%s", name);
      return;
    }
  if (ex->ncalls == SX_MAX_CALL_DEPTH || callee == ex->fn) {
    sx_unknown(ex, call, callee == ex->fn ? "a recursive call of @%s"
                                          : "a call of @%s nested deeper than the inline bound",
               name);
    return;
  }
  /* a call fan-out is bounded by the total size inlined, not only by the depth */
  if (!sx_spend(ex, LLVMCountBasicBlocks(callee), call))
    return;
  unsigned n = LLVMCountParams(callee);
  if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) ||
      (unsigned)LLVMGetNumArgOperands(call) != n) {
    sx_unknown(ex, call, "a call of @%s with variable or mismatched arguments", name);
    return;
  }
  sx_state *caller = ex->cur;
  sx_state *init = state_new(ex);
  init->pc = caller->pc;
  init->m = caller->m;
  init->events = caller->events;
  memcpy(init->av, caller->av, ex->nallocas * sizeof *init->av);
  memcpy(init->ap, caller->ap, ex->nallocas * sizeof *init->ap);
  sx_hslots_copy(&init->hs, &caller->hs);
  map_copy(&init->slots, &caller->slots);
  for (unsigned i = 0; i < n; i++)
    sx_bind(ex, &init->env, LLVMGetParam(callee, i), sx_operand(ex, LLVMGetOperand(call, i)));
  ex->calls[ex->ncalls++] = callee;
  pending exits = {0};
  run_body(ex, callee, init, &exits);
  ex->ncalls--;
  ex->cur = caller;
  for (size_t k = 1; k < exits.count && !ex->unknown; k++)
    if (exits.items[0]->ret && exits.items[k]->ret &&
        !mergeable(exits.items[0]->ret, exits.items[k]->ret))
      sx_unknown(ex, call, "@%s returns values of different kinds on different paths", name);
  sx_state *fin = NULL;
  if (!ex->unknown && exits.count)
    fin = merge_states(ex, exits.items, exits.count);
  else
    for (size_t k = 0; k < exits.count; k++)
      state_free(exits.items[k]);
  free(exits.items);
  if (ex->unknown) {
    state_free(fin);
    return;
  }
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (!fin) { /* it never returns: the caller's path ends here */
    caller->pc = sx_false(z);
    if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind)
      sx_set(ex, call, sv_poison(ex, rt));
    return;
  }
  caller->pc = fin->pc;
  caller->m = fin->m;
  caller->events = fin->events;
  memcpy(caller->av, fin->av, ex->nallocas * sizeof *caller->av);
  memcpy(caller->ap, fin->ap, ex->nallocas * sizeof *caller->ap);
  sx_hslots hs = caller->hs;
  caller->hs = fin->hs;
  fin->hs = hs;
  rlv_ptrmap slots = caller->slots;
  caller->slots = fin->slots;
  fin->slots = slots;
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
    sval *r = fin->ret;
    if (!r)
      r = sv_poison(ex, rt);
    else if (r->kind == SV_PTR && r->region == PR_ALLOCA &&
             LLVMGetBasicBlockParent(LLVMGetInstructionParent(ex->alloca_inst[r->alloca_id])) ==
                 callee)
      sx_unknown(ex, call, "@%s returns a pointer to its own private memory", name);
    sx_set(ex, call, r);
  }
  state_free(fin);
}

void sx_exec_function(sx_exec *ex, LLVMValueRef fn) {
  Z3_context z = ex->z;
  ex->fn = fn;
  ex->ub = sx_false(z);
  ex->cut_pc = sx_false(z);
  ex->exit_pc = sx_false(z);
  number_allocas(ex, fn);
  sx_state *init = state_new(ex);
  init->pc = sx_true(z);
  init->events = sx_bv(z, 0, 32);
  sx_mem_init(ex, &init->m);
  bind_arguments(ex, init, fn);
  pending exits = {0};
  run_body(ex, fn, init, &exits);
  if (exits.count && !ex->unknown) {
    sx_state *fin = merge_states(ex, exits.items, exits.count);
    ex->final = *fin;
    free(fin);
    ex->exit_pc = ex->final.pc;
  } else {
    for (size_t k = 0; k < exits.count; k++)
      state_free(exits.items[k]);
    if (!ex->unknown && !exits.count) {
      sx_state *fin = state_new(ex);
      fin->pc = sx_false(z);
      fin->events = sx_bv(z, 0, 32);
      sx_mem_init(ex, &fin->m);
      ex->final = *fin;
      free(fin);
    }
  }
  free(exits.items);
}

void sx_exec_dispose(sx_exec *ex) {
  free(ex->final.av);
  free(ex->final.ap);
  sx_hslots_free(&ex->final.hs);
  rlv_ptrmap_free(&ex->final.env);
  rlv_ptrmap_free(&ex->final.slots);
  ex->final = (sx_state){0};
  rlv_ptrmap_free(&ex->alloca_ids);
  free(ex->alloca_size);
  free(ex->alloca_inst);
  rlv_ptrmap_free(&ex->implicit_lb);
  rlv_ptrmap_free(&ex->key_order);
  for (size_t i = 0; i < ex->nbindings; i++) {
    free(ex->bindings[i].name);
    free(ex->bindings[i].type_name);
  }
  free(ex->bindings);
  for (size_t i = 0; i < ex->ninputs; i++)
    free(ex->inputs[i].label);
  free(ex->inputs);
  free(ex->bufinputs);
  rlv_ptrmap_free(&ex->bufinput_seen);
  for (size_t i = 0; i < ex->ncreations; i++)
    free(ex->creations[i].name);
  free(ex->creations);
  free(ex->annots);
  free(ex->events);
  free(ex->unknown);
  sx_arena_free(ex->arena);
  ex->arena = NULL;
}
