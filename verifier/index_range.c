#include "verifier/index_range.h"

#include <string.h>

#include "model/ir.h"
#include "model/ptrmap.h"
#include "rlv/catalog.h"

/* Bounds on the walk: the recursion depth, and the number of values one query may look at
 * (a DAG of selects sharing operands would otherwise be walked exponentially often). A cut
 * walk answers "unknown", which is always sound. */
enum { MAX_DEPTH = 32, MAX_VISITS = 4096 };

typedef struct range_walk {
  rlv_ptrmap phis_on_path; /* value 1 while a phi is being evaluated */
  unsigned visits_left;
} range_walk;

static uint64_t signed_max(unsigned width) { return width == 0 ? 0 : rlv_width_max(width) >> 1; }

bool rlv_urange_is_full(rlv_urange r, unsigned width) {
  return r.lo == 0 && r.hi >= rlv_width_max(width);
}

static rlv_urange full_range(unsigned width) { return (rlv_urange){0, rlv_width_max(width)}; }

static rlv_urange range_union(rlv_urange a, rlv_urange b) {
  return (rlv_urange){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
}

static uint64_t min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }
static uint64_t max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }

/* All bits at or below the highest set bit of x: the largest value an or/xor can make. */
static uint64_t smear_right(uint64_t x) {
  for (unsigned s = 1; s < 64; s *= 2)
    x |= x >> s;
  return x;
}

/* The bit width of an integer-typed value; 0 for anything else (or wider than 64 bits). */
static unsigned int_width(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return 0;
  unsigned w = LLVMGetIntTypeWidth(t);
  return w <= 64 ? w : 0;
}

static rlv_urange range_of(range_walk *walk, LLVMValueRef v, unsigned depth);

static rlv_urange operand_range(range_walk *walk, LLVMValueRef inst, unsigned i, unsigned depth) {
  return range_of(walk, LLVMGetOperand(inst, i), depth + 1);
}

static rlv_urange add_range(rlv_urange a, rlv_urange b, unsigned w) {
  uint64_t lo, hi;
  if (__builtin_add_overflow(a.hi, b.hi, &hi) || hi > rlv_width_max(w))
    return full_range(w); /* may wrap */
  lo = a.lo + b.lo;
  return (rlv_urange){lo, hi};
}

static rlv_urange sub_range(rlv_urange a, rlv_urange b, unsigned w) {
  if (a.lo < b.hi)
    return full_range(w); /* may wrap below zero */
  return (rlv_urange){a.lo - b.hi, a.hi - b.lo};
}

static rlv_urange mul_range(rlv_urange a, rlv_urange b, unsigned w) {
  uint64_t hi;
  if (__builtin_mul_overflow(a.hi, b.hi, &hi) || hi > rlv_width_max(w))
    return full_range(w);
  return (rlv_urange){a.lo * b.lo, hi};
}

static rlv_urange shl_range(rlv_urange a, rlv_urange s, unsigned w) {
  if (s.hi >= w || a.hi > (rlv_width_max(w) >> s.hi))
    return full_range(w); /* bits may be shifted out, or the shift is poison */
  return (rlv_urange){a.lo << s.lo, a.hi << s.hi};
}

static rlv_urange lshr_range(rlv_urange a, rlv_urange s, unsigned w) {
  if (s.lo >= w)
    return full_range(w); /* always poison */
  return (rlv_urange){a.lo >> min_u64(s.hi, w - 1), a.hi >> s.lo};
}

static rlv_urange udiv_range(rlv_urange a, rlv_urange d, unsigned w) {
  if (d.hi == 0)
    return full_range(w);
  return (rlv_urange){a.lo / d.hi, a.hi / max_u64(d.lo, 1)};
}

static rlv_urange urem_range(rlv_urange a, rlv_urange d, unsigned w) {
  if (d.hi == 0)
    return full_range(w);
  if (a.hi < d.lo)
    return a; /* the remainder is the dividend itself */
  return (rlv_urange){0, min_u64(a.hi, d.hi - 1)};
}

static bool non_negative(rlv_urange r, unsigned w) { return r.hi <= signed_max(w); }

static rlv_urange binary_range(range_walk *walk, LLVMValueRef inst, LLVMOpcode op, unsigned w,
                               unsigned depth) {
  rlv_urange a = operand_range(walk, inst, 0, depth);
  rlv_urange b = operand_range(walk, inst, 1, depth);
  switch (op) {
  case LLVMAnd: return (rlv_urange){0, min_u64(a.hi, b.hi)};
  case LLVMOr: return (rlv_urange){max_u64(a.lo, b.lo), smear_right(a.hi | b.hi)};
  case LLVMXor: return (rlv_urange){0, smear_right(a.hi | b.hi)};
  case LLVMAdd: return add_range(a, b, w);
  case LLVMSub: return sub_range(a, b, w);
  case LLVMMul: return mul_range(a, b, w);
  case LLVMShl: return shl_range(a, b, w);
  case LLVMLShr: return lshr_range(a, b, w);
  case LLVMAShr: return non_negative(a, w) ? lshr_range(a, b, w) : full_range(w);
  case LLVMUDiv: return udiv_range(a, b, w);
  case LLVMURem: return urem_range(a, b, w);
  /* Signed division of non-negative values is unsigned division. */
  case LLVMSDiv: return non_negative(a, w) && non_negative(b, w) ? udiv_range(a, b, w) : full_range(w);
  case LLVMSRem: return non_negative(a, w) && non_negative(b, w) ? urem_range(a, b, w) : full_range(w);
  default: return full_range(w);
  }
}

static rlv_urange phi_range(range_walk *walk, LLVMValueRef phi, unsigned w, unsigned depth) {
  uintptr_t on_path = 0;
  if (rlv_ptrmap_get(&walk->phis_on_path, phi, &on_path) && on_path)
    return full_range(w); /* a loop-carried value: give up rather than iterate */
  rlv_ptrmap_put(&walk->phis_on_path, phi, 1);
  unsigned n = LLVMCountIncoming(phi);
  rlv_urange r = full_range(w);
  for (unsigned i = 0; i < n; i++) {
    rlv_urange in = range_of(walk, LLVMGetIncomingValue(phi, i), depth + 1);
    r = i == 0 ? in : range_union(r, in);
  }
  rlv_ptrmap_put(&walk->phis_on_path, phi, 0);
  return r;
}

static unsigned intrinsic_id(const char *base) { return LLVMLookupIntrinsicID(base, strlen(base)); }

static rlv_urange call_range(range_walk *walk, LLVMValueRef call, unsigned w, unsigned depth) {
  unsigned nargs = LLVMGetNumArgOperands(call);
  rlv_intrinsic catalogued = rlv_intrinsic_of_call(call);
  if ((catalogued == RLV_DX_NONUNIFORMINDEX || catalogued == RLV_SPV_NONUNIFORMINDEX) && nargs == 1 &&
      int_width(LLVMGetOperand(call, 0)) == w)
    return operand_range(walk, call, 0, depth);
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee) || nargs != 2 || int_width(LLVMGetOperand(call, 0)) != w ||
      int_width(LLVMGetOperand(call, 1)) != w)
    return full_range(w);
  unsigned id = LLVMGetIntrinsicID(callee);
  if (id == 0)
    return full_range(w);
  bool is_umin = id == intrinsic_id("llvm.umin"), is_umax = id == intrinsic_id("llvm.umax");
  bool is_smin = id == intrinsic_id("llvm.smin"), is_smax = id == intrinsic_id("llvm.smax");
  if (!is_umin && !is_umax && !is_smin && !is_smax)
    return full_range(w);
  rlv_urange a = operand_range(walk, call, 0, depth);
  rlv_urange b = operand_range(walk, call, 1, depth);
  /* The signed forms agree with the unsigned ones when both operands are non-negative. */
  if ((is_smin || is_smax) && !(non_negative(a, w) && non_negative(b, w)))
    return full_range(w);
  if (is_umin || is_smin)
    return (rlv_urange){min_u64(a.lo, b.lo), min_u64(a.hi, b.hi)};
  return (rlv_urange){max_u64(a.lo, b.lo), max_u64(a.hi, b.hi)};
}

static rlv_urange cast_range(range_walk *walk, LLVMValueRef inst, LLVMOpcode op, unsigned w,
                             unsigned depth) {
  LLVMValueRef src = LLVMGetOperand(inst, 0);
  unsigned sw = int_width(src);
  if (sw == 0)
    return full_range(w);
  rlv_urange r = range_of(walk, src, depth + 1);
  switch (op) {
  case LLVMZExt: return r;
  case LLVMSExt: return non_negative(r, sw) ? r : full_range(w);
  case LLVMTrunc: return r.hi <= rlv_width_max(w) ? r : full_range(w);
  default: return full_range(w);
  }
}

static rlv_urange range_of(range_walk *walk, LLVMValueRef v, unsigned depth) {
  unsigned w = int_width(v);
  if (w == 0)
    return (rlv_urange){0, UINT64_MAX};
  if (LLVMIsAConstantInt(v)) {
    uint64_t c = LLVMConstIntGetZExtValue(v);
    return (rlv_urange){c, c};
  }
  if (!LLVMIsAInstruction(v) || depth >= MAX_DEPTH || walk->visits_left == 0)
    return full_range(w);
  walk->visits_left--;
  LLVMOpcode op = LLVMGetInstructionOpcode(v);
  switch (op) {
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMAdd: case LLVMSub: case LLVMMul:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMUDiv: case LLVMURem: case LLVMSDiv:
  case LLVMSRem:
    return binary_range(walk, v, op, w, depth);
  case LLVMZExt: case LLVMSExt: case LLVMTrunc:
    return cast_range(walk, v, op, w, depth);
  case LLVMSelect:
    return range_union(operand_range(walk, v, 1, depth), operand_range(walk, v, 2, depth));
  case LLVMPHI:
    return phi_range(walk, v, w, depth);
  case LLVMFreeze:
    return operand_range(walk, v, 0, depth);
  case LLVMCall:
    return call_range(walk, v, w, depth);
  default:
    return full_range(w);
  }
}

rlv_urange rlv_index_range(LLVMValueRef value) {
  range_walk walk = {.phis_on_path = {0}, .visits_left = MAX_VISITS};
  rlv_urange r = range_of(&walk, value, 0);
  rlv_ptrmap_free(&walk.phis_on_path);
  return r;
}
