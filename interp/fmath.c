/* HLSL's unary float math at both levels: the LLVM intrinsics (llvm.sqrt, sin, cos, tan, asin,
 * acos, atan, sinh, cosh, tanh, exp2, log2, floor, ceil, trunc, roundeven, fabs;
 * llvm.dx.saturate, frac, rsqrt) and the DXIL unary ops they are (FAbs 6, Saturate 7, Cos 12,
 * Sin 13, Tan 14, Acos 15, Asin 16, Atan 17, Hcos 18, Hsin 19, Htan 20, Exp 21 (base 2), Frc 22,
 * Log 23 (base 2), Sqrt 24, Rsqrt 25, Round_ne 26, Round_ni 27, Round_pi 28, Round_z 29).
 *
 * DXIL does not fix the bits of most of these (sin is within an error bound, not correctly
 * rounded); the interpreter gives each the C library's double function, its result rounded
 * to the lane's type, the same at both levels.
 * That is one implementation the specification allows, so two levels that compute different
 * functions (sin for cos, floor for trunc) or different operands differ here. fabs is exact on
 * the bits, saturate clamps to [0, 1] with NaN to 0, frac is x - floor(x). Fast-math flags add
 * no poison, as in sem_llvm.c's arithmetic. Written from the DXIL specification, apart from
 * smt/ and lower/. */
#include <math.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

typedef enum fmath_op {
  FM_FABS,
  FM_SATURATE,
  FM_COS,
  FM_SIN,
  FM_TAN,
  FM_ACOS,
  FM_ASIN,
  FM_ATAN,
  FM_COSH,
  FM_SINH,
  FM_TANH,
  FM_EXP2,
  FM_FRAC,
  FM_LOG2,
  FM_SQRT,
  FM_RSQRT,
  FM_ROUND_NE,
  FM_FLOOR,
  FM_CEIL,
  FM_TRUNC,
  FM_COUNT
} fmath_op;

/* Each operation's intrinsic, and its DXIL opcode. */
static const struct {
  const char *intrinsic;
  unsigned opcode;
} fmath_ops[FM_COUNT] = {
    [FM_FABS] = {"llvm.fabs", 6},
    [FM_SATURATE] = {"llvm.dx.saturate", 7},
    [FM_COS] = {"llvm.cos", 12},
    [FM_SIN] = {"llvm.sin", 13},
    [FM_TAN] = {"llvm.tan", 14},
    [FM_ACOS] = {"llvm.acos", 15},
    [FM_ASIN] = {"llvm.asin", 16},
    [FM_ATAN] = {"llvm.atan", 17},
    [FM_COSH] = {"llvm.cosh", 18},
    [FM_SINH] = {"llvm.sinh", 19},
    [FM_TANH] = {"llvm.tanh", 20},
    [FM_EXP2] = {"llvm.exp2", 21},
    [FM_FRAC] = {"llvm.dx.frac", 22},
    [FM_LOG2] = {"llvm.log2", 23},
    [FM_SQRT] = {"llvm.sqrt", 24},
    [FM_RSQRT] = {"llvm.dx.rsqrt", 25},
    [FM_ROUND_NE] = {"llvm.roundeven", 26},
    [FM_FLOOR] = {"llvm.floor", 27},
    [FM_CEIL] = {"llvm.ceil", 28},
    [FM_TRUNC] = {"llvm.trunc", 29},
};

static double lane_value(fmath_op op, double x) {
  switch (op) {
  case FM_SATURATE:
    return x > 0.0 ? (x < 1.0 ? x : 1.0) : 0.0;
  case FM_COS:
    return cos(x);
  case FM_SIN:
    return sin(x);
  case FM_TAN:
    return tan(x);
  case FM_ACOS:
    return acos(x);
  case FM_ASIN:
    return asin(x);
  case FM_ATAN:
    return atan(x);
  case FM_COSH:
    return cosh(x);
  case FM_SINH:
    return sinh(x);
  case FM_TANH:
    return tanh(x);
  case FM_EXP2:
    return exp2(x);
  case FM_FRAC:
    return x - floor(x);
  case FM_LOG2:
    return log2(x);
  case FM_SQRT:
    return sqrt(x);
  case FM_RSQRT:
    return 1.0 / sqrt(x);
  case FM_ROUND_NE:
    return rint(x);
  case FM_FLOOR:
    return floor(x);
  case FM_CEIL:
    return ceil(x);
  default:
    return trunc(x);
  }
}

static uint64_t lane(fmath_op op, int sc, unsigned bits, uint64_t x) {
  if (op == FM_FABS)
    return x & ~(1ull << (bits - 1)); /* the sign bit, whatever the rest holds */
  return cx_fp_bits(sc, lane_value(op, cx_fp_value(sc, x)));
}

/* op on the call's operand `first` (0: the intrinsic, 1: the dx.op), lane by lane. */
static bool exec_fmath(run *r, LLVMValueRef call, fmath_op op, unsigned first) {
  if ((unsigned)LLVMGetNumArgOperands(call) != first + 1)
    return UB(r, "%s takes one operand", fmath_ops[op].intrinsic);
  LLVMValueRef x = LLVMGetOperand(call, first);
  LLVMTypeRef t = LLVMTypeOf(x);
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || (sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE) || LLVMTypeOf(call) != t)
    return UNSUPPORTED(r, "float math on this type");
  size_t at;
  if (!cx_eval(r, x, &at))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    const leaf *l = &r->arena[at + i];
    leaf *out = &r->arena[o + i];
    out->tag = L_VAL;
    out->poison = l->poison;
    out->nu = l->nu;
    out->bits = l->poison ? 0 : lane(op, sc, bits, l->bits & rlv_width_max(bits));
  }
  cx_set_value(r, call, o);
  return true;
}

bool cx_sem_fmath(run *r, LLVMValueRef call, const char *name, size_t len, bool *handled) {
  for (unsigned op = 0; op < FM_COUNT; op++) {
    size_t n = strlen(fmath_ops[op].intrinsic);
    if (len >= n && memcmp(name, fmath_ops[op].intrinsic, n) == 0 && (len == n || name[n] == '.')) {
      *handled = true;
      return exec_fmath(r, call, (fmath_op)op, 0);
    }
  }
  *handled = false;
  return false;
}

bool cx_sem_fmath_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled) {
  for (unsigned op = 0; op < FM_COUNT; op++)
    if (fmath_ops[op].opcode == opcode) {
      *handled = true;
      return exec_fmath(r, call, (fmath_op)op, 1);
    }
  *handled = false;
  return false;
}
