/* Which written value of the named AFTER write carries the counterexample's wrong bits, and
 * where that value comes from: "wrong lane from: trunc 1".
 *
 * The shape and the operands' origins (context.c) let lanes become constants, as they must
 * (swapped lanes 0 and 1 need not keep lanes 2 and 3). But then a reduction may trade the bug
 * for another one in a lane that was right: i64_sext_rebuild's high word, wrong because the low
 * word was sign-extended into it, became the constant 0, still "wrong bits" of the same
 * resource through the same store. The lane the counterexample names is the one the bug is
 * in, so its value must keep its origin (the definition's operation and count of variable
 * operands, or "a constant", "an argument"). The lane is read from the counterexample: a
 * typed lane, or a raw byte less the write's address, which needs that address constant (a
 * structured buffer's byte within its element less a constant offset, its stride from the
 * handle's annotation); when it cannot be known, nothing is said. */
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "triage/triage_private.h"

int tr_write_first_value(LLVMValueRef inst) {
  const char *callee = LLVMIsACallInst(inst) ? rlv_callee_name(inst, NULL) : "";
  int first = rlv_starts_with(callee, "dx.op.bufferStore") ||
                      rlv_starts_with(callee, "dx.op.rawBufferStore")
                  ? 4
              : rlv_starts_with(callee, "dx.op.textureStore") ? 5
                                                              : -1;
  return first >= 0 && LLVMGetNumArgOperands(inst) >= (unsigned)first + 4 ? first : -1;
}

/* The bytes of a value type (a lane of the write). */
static unsigned lane_bytes(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
    return 2;
  case LLVMFloatTypeKind:
    return 4;
  case LLVMDoubleTypeKind:
    return 8;
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t) / 8;
  default:
    return 0;
  }
}

/* A structured buffer's stride from the annotation of the handle (ResourceProperties: the
 * kind in the first word's low byte, 12 structured; the stride in the second), or 0. */
static uint64_t structured_stride(LLVMValueRef handle) {
  if (!handle || !LLVMIsACallInst(handle) ||
      !rlv_starts_with(rlv_callee_name(handle, NULL), "dx.op.annotateHandle"))
    return 0;
  LLVMValueRef props = LLVMGetOperand(handle, 2);
  if (!props || !LLVMIsAConstantStruct(props) || LLVMGetNumOperands(props) != 2)
    return 0;
  LLVMValueRef kind = LLVMGetOperand(props, 0), stride = LLVMGetOperand(props, 1);
  if (!LLVMIsAConstantInt(kind) || !LLVMIsAConstantInt(stride) ||
      (LLVMConstIntGetZExtValue(kind) & 0xff) != 12)
    return 0;
  return LLVMConstIntGetZExtValue(stride);
}

static bool const_of(LLVMValueRef v, uint64_t *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

/* The lane of the counterexample's location in the write `inst` (first value operand at
 * `first`), or -1. */
static int lane_of(LLVMValueRef inst, int first, const rlv_cex *c) {
  if (c->family && strcmp(c->family, "typed") == 0)
    return c->has_lane && c->lane < 4 ? (int)c->lane : -1;
  if (!c->family || strcmp(c->family, "raw") != 0 || !c->has_byte ||
      !rlv_starts_with(rlv_callee_name(inst, NULL), "dx.op.rawBufferStore"))
    return -1;
  unsigned size = lane_bytes(LLVMTypeOf(LLVMGetOperand(inst, (unsigned)first)));
  uint64_t index, offset, stride = structured_stride(LLVMGetOperand(inst, 1)), at;
  if (!size)
    return -1;
  if (stride && const_of(LLVMGetOperand(inst, 3), &offset))
    at = c->byte % stride; /* the byte within its element */
  else if (!stride && const_of(LLVMGetOperand(inst, 2), &index))
    at = c->byte, offset = index; /* a byte address */
  else
    return -1;
  if (at < offset || (at - offset) / size >= 4)
    return -1;
  return (int)((at - offset) / size);
}

char *tr_wrong_lane(LLVMValueRef inst, const rlv_cex *c) {
  int first = inst ? tr_write_first_value(inst) : -1;
  if (first < 0)
    return NULL;
  int lane = lane_of(inst, first, c);
  if (lane < 0)
    return NULL;
  LLVMValueRef v = LLVMGetOperand(inst, (unsigned)(first + lane));
  if (LLVMIsAInstruction(v) && tr_is_variable(v)) {
    char *origin = tr_origin_of(v);
    char *s = rlv_strf("wrong lane from: %s", origin);
    free(origin);
    return s;
  }
  return rlv_xstrdup(LLVMIsAArgument(v) ? "wrong lane from: an argument"
                                        : "wrong lane from: a constant");
}
