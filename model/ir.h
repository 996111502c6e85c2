/* IR plumbing that every stage shares: reading a constant integer, a call's arguments and
 * the name of the function it calls. Plumbing only: what an operation means (opcodes,
 * resource kinds, which calls are roots) each stage decides for itself, so that smt/ and
 * interp/ stay independent of lower/ and of each other. */
#ifndef RLV_MODEL_IR_H
#define RLV_MODEL_IR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

/* A ConstantInt of at most 64 bits, zero- or sign-extended; false for anything else. */
bool rlv_const_u64(LLVMValueRef v, uint64_t *out);
bool rlv_const_i64(LLVMValueRef v, int64_t *out);
/* A ConstantInt of at most 32 bits, zero-extended. */
bool rlv_const_u32(LLVMValueRef v, uint32_t *out);

/* The element type of a (fixed) vector type, or the type itself. */
static inline LLVMTypeRef rlv_scalar_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

/* Whether t is an array of i8: in a struct of a raw (structured) buffer, clang's explicit
 * padding, which no access reads or writes. */
static inline bool rlv_is_byte_array(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMArrayTypeKind)
    return false;
  LLVMTypeRef e = LLVMGetElementType(t);
  return LLVMGetTypeKind(e) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(e) == 8;
}

/* The largest value of an unsigned integer of `width` bits, which is also the mask of its
 * bits (all 64 from 64 on). Inline: interp/ masks every integer result with it. */
static inline uint64_t rlv_width_max(unsigned width) {
  return width >= 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
}

unsigned rlv_call_nargs(LLVMValueRef call);
/* Argument i of a call, or NULL past its last argument. */
LLVMValueRef rlv_call_arg(LLVMValueRef call, unsigned i);
/* The name of the function a call calls directly; "" for an indirect call or a value that is
 * not a call. `len` (may be NULL) receives the name's length. */
const char *rlv_callee_name(LLVMValueRef call, size_t *len);
/* The calls that call `fn` directly, in use-list order, collected first so that the caller
 * may erase or replace them while it goes through them. Free with free(); NULL when none. */
LLVMValueRef *rlv_calls_to(LLVMValueRef fn, size_t *count);
/* The name of a value; "" when it has none (or for NULL). */
const char *rlv_value_name(LLVMValueRef v);
/* An intrinsic's full name is `base` or `base` with overload suffixes: "llvm.dx.wave.readlane"
 * matches "llvm.dx.wave.readlane.f32", not "llvm.dx.wave.readlanes". */
bool rlv_intrinsic_name_is(const char *name, const char *base);

/* True for poison or undef (including vectors of them). */
bool rlv_is_undef_or_poison(LLVMValueRef v);

#endif
