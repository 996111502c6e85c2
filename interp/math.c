/* HLSL's exact integer math and the float class tests, at both levels (DESIGN.md, "Math"):
 * llvm.abs, llvm.ctpop / Countbits (31), llvm.bitreverse / Bfrev (30), llvm.[us]{min,max} /
 * IMax, IMin, UMax, UMin (37-40), llvm.dx.imad / umad / IMad, UMad (48, 49), llvm.dx.sclamp /
 * uclamp, llvm.dx.sign on integers, llvm.dx.sdot / udot, llvm.dx.dot4add.[iu]8packed /
 * Dot4AddI8Packed, Dot4AddU8Packed (163, 164), llvm.dx.isnan / isinf / IsNaN, IsInf (8, 9).
 * Lane-wise on vectors; a poison operand lane makes the lanes it reaches poison. Written from
 * the HLSL and DXIL specifications, apart from smt/ and lower/. */
#include "interp/interp_internal.h"
#include "model/util.h"

typedef enum math_op {
  M_ABS,
  M_CTPOP,
  M_BFREV,
  M_SMAX,
  M_SMIN,
  M_UMAX,
  M_UMIN,
  M_MAD,
  M_SCLAMP,
  M_UCLAMP,
  M_SIGN,
  M_DOT,
  M_DOT4_S,
  M_DOT4_U,
  M_ISNAN,
  M_ISINF,
} math_op;

/* How many value operands an operation takes (llvm.abs's flag not counted). */
static unsigned operand_count(math_op op) {
  switch (op) {
  case M_SMAX:
  case M_SMIN:
  case M_UMAX:
  case M_UMIN:
  case M_DOT:
    return 2;
  case M_MAD:
  case M_SCLAMP:
  case M_UCLAMP:
  case M_DOT4_S:
  case M_DOT4_U:
    return 3;
  default:
    return 1;
  }
}

static uint64_t bit_reverse(uint64_t v, unsigned bits) {
  uint64_t out = 0;
  for (unsigned i = 0; i < bits; i++)
    out |= ((v >> i) & 1) << (bits - 1 - i);
  return out;
}

static uint64_t smax_of(uint64_t x, uint64_t y, unsigned bits) {
  return sext_of(x, bits) >= sext_of(y, bits) ? x : y;
}

static uint64_t smin_of(uint64_t x, uint64_t y, unsigned bits) {
  return sext_of(x, bits) <= sext_of(y, bits) ? x : y;
}

/* Exponent all ones; the mantissa nonzero (NaN) or zero (infinity). */
static bool is_special(uint64_t v, unsigned bits, bool nan) {
  unsigned mant = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  unsigned exp = bits - 1 - mant;
  uint64_t exp_mask = rlv_width_max(exp) << mant, mant_mask = rlv_width_max(mant);
  if ((v & exp_mask) != exp_mask)
    return false;
  return nan ? (v & mant_mask) != 0 : (v & mant_mask) == 0;
}

/* acc + the sum over the four bytes of a and b of their products, each byte sign- or
 * zero-extended. */
static uint64_t dot4(uint64_t acc, uint64_t a, uint64_t b, bool is_signed) {
  int64_t sum = sext_of(acc, 32);
  for (unsigned i = 0; i < 4; i++) {
    uint64_t x = (a >> (8 * i)) & 0xff, y = (b >> (8 * i)) & 0xff;
    int64_t xs = is_signed ? sext_of(x, 8) : (int64_t)x,
            ys = is_signed ? sext_of(y, 8) : (int64_t)y;
    sum += xs * ys;
  }
  return (uint64_t)sum;
}

/* One lane of a lane-wise operation on operand lanes x[] of `bits` bits; *poison when the
 * result is poison although no operand is (abs of INT_MIN under the flag). */
static uint64_t lane(math_op op, const uint64_t *x, unsigned bits, bool int_min_poison,
                     bool *poison) {
  uint64_t m = rlv_width_max(bits);
  switch (op) {
  case M_ABS: {
    if (int_min_poison && x[0] == (1ull << (bits - 1)))
      *poison = true;
    return sext_of(x[0], bits) < 0 ? (0 - x[0]) & m : x[0];
  }
  case M_CTPOP:
    return (uint64_t)__builtin_popcountll(x[0]);
  case M_BFREV:
    return bit_reverse(x[0], bits);
  case M_SMAX:
    return smax_of(x[0], x[1], bits);
  case M_SMIN:
    return smin_of(x[0], x[1], bits);
  case M_UMAX:
    return x[0] >= x[1] ? x[0] : x[1];
  case M_UMIN:
    return x[0] <= x[1] ? x[0] : x[1];
  case M_MAD:
    return (x[0] * x[1] + x[2]) & m;
  case M_SCLAMP:
    return smin_of(smax_of(x[0], x[1], bits), x[2], bits);
  case M_UCLAMP: {
    uint64_t lo = x[0] >= x[1] ? x[0] : x[1];
    return lo <= x[2] ? lo : x[2];
  }
  case M_SIGN: {
    int64_t s = sext_of(x[0], bits);
    return (uint64_t)((int64_t)(s > 0) - (int64_t)(s < 0));
  }
  case M_ISNAN:
    return is_special(x[0], bits, true);
  default: /* M_ISINF */
    return is_special(x[0], bits, false);
  }
}

/* Runs op on the call's operands from `first` on (0: the intrinsic, 1: the dx.op). */
static bool exec_math(run *r, LLVMValueRef call, math_op op, unsigned first) {
  unsigned nops = operand_count(op), bits, rbits;
  bool want_fp = op == M_ISNAN || op == M_ISINF;
  if ((unsigned)LLVMGetNumArgOperands(call) < first + nops + (op == M_ABS && !first))
    return UB(r, "a math operation with too few operands");
  LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, first)), rt = LLVMTypeOf(call);
  unsigned n = cx_leaf_count(t, 0), rn = cx_leaf_count(rt, 0);
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  bool fp = sc == S_HALF || sc == S_FLOAT || sc == S_DOUBLE;
  if (!n || (want_fp ? !fp : sc != S_INT) || cx_scalar_class(rlv_scalar_type(rt), &rbits) != S_INT)
    return UNSUPPORTED(r, "math operation on this type");
  bool reduce = op == M_DOT || op == M_DOT4_S || op == M_DOT4_U;
  if (rn != (reduce ? 1 : n) || ((op == M_DOT4_S || op == M_DOT4_U) && (n != 1 || bits != 32)))
    return UNSUPPORTED(r, "math operation shape");
  size_t at[3];
  for (unsigned k = 0; k < nops; k++) {
    if (LLVMTypeOf(LLVMGetOperand(call, first + k)) != t)
      return UNSUPPORTED(r, "math operation with operands of different types");
    if (!cx_eval(r, LLVMGetOperand(call, first + k), &at[k]))
      return false;
  }
  uint64_t flag = 0;
  if (op == M_ABS && !first && !rlv_const_u64(LLVMGetOperand(call, 1), &flag))
    return UNSUPPORTED(r, "llvm.abs flag is not a constant");
  size_t o = cx_alloc_leaves(r, rn);
  uint64_t rm = rlv_width_max(rbits), acc = 0;
  bool any_poison = false, any_nu = false;
  for (unsigned i = 0; i < n; i++) {
    uint64_t x[3] = {0, 0, 0};
    bool poison = false, nu = false;
    for (unsigned k = 0; k < nops; k++) {
      const leaf *l = &r->arena[at[k] + i];
      x[k] = l->bits & rlv_width_max(bits);
      poison |= l->poison != 0;
      nu |= l->nu != 0;
    }
    any_poison |= poison;
    any_nu |= nu;
    if (op == M_DOT) {
      acc += x[0] * x[1];
      continue;
    }
    if (op == M_DOT4_S || op == M_DOT4_U) {
      acc = dot4(x[0], x[1], x[2], op == M_DOT4_S);
      continue;
    }
    uint64_t v = lane(op, x, bits, flag & 1, &poison);
    r->arena[o + i].poison = poison;
    r->arena[o + i].bits = poison ? 0 : v & rm;
    r->arena[o + i].nu = nu;
  }
  if (reduce) {
    r->arena[o].poison = any_poison;
    r->arena[o].bits = any_poison ? 0 : acc & rm;
    r->arena[o].nu = any_nu;
  }
  cx_set_value(r, call, o);
  return true;
}

bool cx_sem_math(run *r, LLVMValueRef call, callee_id id) {
  static const struct {
    callee_id id;
    math_op op;
  } ops[] = {
      {C_ABS, M_ABS},     {C_CTPOP, M_CTPOP},   {C_BITREVERSE, M_BFREV},  {C_SMAX, M_SMAX},
      {C_SMIN, M_SMIN},   {C_UMAX, M_UMAX},     {C_UMIN, M_UMIN},         {C_IMAD, M_MAD},
      {C_UMAD, M_MAD},    {C_SCLAMP, M_SCLAMP}, {C_UCLAMP, M_UCLAMP},     {C_SIGN, M_SIGN},
      {C_SDOT, M_DOT},    {C_UDOT, M_DOT},      {C_DOT4ADD_I8, M_DOT4_S}, {C_DOT4ADD_U8, M_DOT4_U},
      {C_ISNAN, M_ISNAN}, {C_ISINF, M_ISINF},
  };
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (ops[i].id == id)
      return exec_math(r, call, ops[i].op, 0);
  return UNSUPPORTED(r, "call kind %d is not math", (int)id);
}

bool cx_sem_math_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled) {
  static const struct {
    unsigned opcode;
    math_op op;
  } ops[] = {
      {8, M_ISNAN}, {9, M_ISINF}, {30, M_BFREV}, {31, M_CTPOP}, {37, M_SMAX},    {38, M_SMIN},
      {39, M_UMAX}, {40, M_UMIN}, {48, M_MAD},   {49, M_MAD},   {163, M_DOT4_S}, {164, M_DOT4_U},
  };
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
    if (ops[i].opcode != opcode)
      continue;
    *handled = true;
    unsigned want = 1 + operand_count(ops[i].op);
    if ((unsigned)LLVMGetNumArgOperands(call) != want)
      return UB(r, "dx.op %u takes %u operands, not %u", opcode, want,
                (unsigned)LLVMGetNumArgOperands(call));
    return exec_math(r, call, ops[i].op, 1);
  }
  *handled = false;
  return false;
}
