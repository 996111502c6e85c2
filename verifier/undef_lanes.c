/* Undefined lanes of stored values (DXC Instr.UndefinedValueForUAVStore). A typed store
 * writes every component of the element, so a lane without a defined value writes garbage
 * into the UAV; DXIL's bufferStore takes the lanes as separate operands and DXC's validator
 * rejects an undef one under the mask 0xF. */
#include "verifier/undef_lanes.h"

#include <stdlib.h>

#include "model/util.h"

enum { MAX_DEPTH = 16, MAX_LANES = 32 };

static unsigned lane_count(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
    return 1;
  unsigned n = LLVMGetVectorSize(t);
  return n < MAX_LANES ? n : MAX_LANES;
}

static uint32_t all_lanes(unsigned n) { return n >= 32 ? UINT32_MAX : (1u << n) - 1; }

static uint32_t undef_lanes_at(LLVMValueRef v, unsigned depth) {
  if (!v)
    return 0;
  unsigned n = lane_count(LLVMTypeOf(v));
  if (LLVMIsUndef(v) || LLVMIsPoison(v))
    return all_lanes(n);
  if (depth >= MAX_DEPTH)
    return 0;
  if (LLVMIsAConstantVector(v) || LLVMIsAConstantDataVector(v)) {
    uint32_t out = 0;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(v, i);
      if (e && (LLVMIsUndef(e) || LLVMIsPoison(e)))
        out |= 1u << i;
    }
    return out;
  }
  if (LLVMIsAInsertElementInst(v)) {
    uint64_t lane;
    uint32_t base = undef_lanes_at(LLVMGetOperand(v, 0), depth + 1);
    LLVMValueRef elt = LLVMGetOperand(v, 1);
    if (!rlv_const_u64(LLVMGetOperand(v, 2), &lane))
      return 0; /* a dynamic lane may fill any of them */
    if (lane >= n)
      return all_lanes(n); /* an out-of-range insert gives poison */
    bool undef = LLVMIsUndef(elt) || LLVMIsPoison(elt);
    return undef ? base | 1u << lane : base & ~(1u << lane);
  }
  if (LLVMIsAShuffleVectorInst(v)) {
    LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
    unsigned na = lane_count(LLVMTypeOf(a));
    uint32_t ua = undef_lanes_at(a, depth + 1), ub = undef_lanes_at(b, depth + 1), out = 0;
    for (unsigned i = 0; i < n; i++) {
      int m = LLVMGetMaskValue(v, i);
      if (m < 0 || (unsigned)m >= 2 * na)
        out |= 1u << i; /* poison mask element */
      else if ((unsigned)m < na ? (ua >> m) & 1 : (ub >> (m - na)) & 1)
        out |= 1u << i;
    }
    return out;
  }
  return 0;
}

uint32_t rlv_undef_lanes(LLVMValueRef v) { return undef_lanes_at(v, 0); }

/* "1", "1 and 3", "0, 1 and 3" */
static char *lane_list(uint32_t lanes) {
  rlv_buf buf = {0};
  rlv_buf_puts(&buf, "");
  unsigned total = (unsigned)__builtin_popcount(lanes), seen = 0;
  for (unsigned i = 0; i < MAX_LANES; i++) {
    if (!((lanes >> i) & 1))
      continue;
    seen++;
    rlv_buf_printf(&buf, "%s%u", seen == 1 ? "" : seen == total ? " and " : ", ", i);
  }
  return buf.data;
}

void rlv_check_typed_store_undef(rlv_vctx *v) {
  for (size_t i = 0; i < v->ncalls; i++) {
    if (v->calls[i].id != RLV_DX_STORE_TYPEDBUFFER)
      continue;
    LLVMValueRef call = v->calls[i].call, data = rlv_call_arg(call, 2);
    uint32_t lanes = rlv_undef_lanes(data);
    if (!lanes)
      continue;
    char *list = lane_list(lanes), *what = rlv_value_ref(v->printer, data);
    bool one = (lanes & (lanes - 1)) == 0;
    rlv_report(v->diags, RLV_RULE_ACCESS_TYPED_STORE_UNDEF, call,
               "store.typedbuffer data %s is undef or poison in lane%s %s; a typed store writes "
               "every component, so each lane needs a defined value",
               what, one ? "" : "s", list);
    free(what);
    free(list);
  }
}
