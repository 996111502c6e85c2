/* Raw buffer values of a struct or an array (a structured buffer's whole element, as clang's
 * StructuredBuffer<S>::Load(i, status) reads it): each member is the bytes at its DataLayout
 * offset from the value's address, little-endian, as a scalar or vector value is. A struct's
 * [N x i8] member is padding (clang's explicit padding): a load gives it no defined value
 * (poison: nothing may rely on it) and a store writes none of its bytes. The check bit of
 * such an access is the AND of mapped() over the 32-bit words its members touch. */
#include "model/ir.h"
#include "smt/smt.h"

#define MAX_DEPTH 64
#define MAX_LEAVES 4096

bool sx_is_raw_aggregate(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMStructTypeKind || k == LLVMArrayTypeKind;
}

/* The scalars and vectors the value consists of, counted up to past MAX_LEAVES. */
static unsigned long leaves(LLVMTypeRef t, int depth) {
  if (!sx_is_raw_aggregate(t))
    return 1;
  if (depth > MAX_DEPTH)
    return MAX_LEAVES + 1;
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    uint64_t n = LLVMGetArrayLength2(t);
    unsigned long per = leaves(LLVMGetElementType(t), depth + 1);
    return n && per > (MAX_LEAVES + 1) / n ? MAX_LEAVES + 1 : per * (unsigned long)n;
  }
  unsigned long sum = 0;
  unsigned n = LLVMCountStructElementTypes(t);
  for (unsigned i = 0; i < n && sum <= MAX_LEAVES; i++)
    sum += leaves(LLVMStructGetTypeAtIndex(t, i), depth + 1);
  return sum;
}

static bool modelled(sx_exec *ex, LLVMTypeRef t, LLVMValueRef at, const char *what) {
  if (leaves(t, 0) <= MAX_LEAVES)
    return true;
  sx_unknown(ex, at, "raw %s of an aggregate of more than %d members", what, MAX_LEAVES);
  return false;
}

/* Member i's type and byte offset within t. */
static LLVMTypeRef member(sx_exec *ex, LLVMTypeRef t, unsigned i, uint64_t *off) {
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
    LLVMTypeRef e = LLVMGetElementType(t);
    *off = (uint64_t)i * LLVMABISizeOfType(ex->dl, e);
    return e;
  }
  *off = LLVMOffsetOfElement(ex->dl, t, i);
  return LLVMStructGetTypeAtIndex(t, i);
}

static unsigned members(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMArrayTypeKind ? (unsigned)LLVMGetArrayLength2(t)
                                                 : LLVMCountStructElementTypes(t);
}

static Z3_ast at_offset(sx_exec *ex, Z3_ast addr, uint64_t off) {
  return off ? Z3_mk_bvadd(ex->z, addr, sx_bv(ex->z, off, 32)) : addr;
}

static sval *read_agg(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at) {
  unsigned n = members(t);
  sval *s = sv_agg(ex, n);
  for (unsigned i = 0; i < n; i++) {
    uint64_t off;
    LLVMTypeRef m = member(ex, t, i, &off);
    bool pad = LLVMGetTypeKind(t) == LLVMStructTypeKind && rlv_is_byte_array(m);
    s->el[i] = pad ? sv_poison(ex, m) : sx_raw_read_value(ex, h, at_offset(ex, addr, off), m, at);
  }
  return s;
}

sval *sx_raw_read_aggregate(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t,
                            LLVMValueRef at) {
  if (!modelled(ex, t, at, "load"))
    return sv_poison(ex, t);
  return read_agg(ex, h, addr, t, at);
}

void sx_raw_write_aggregate(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                            LLVMValueRef at) {
  unsigned n = members(t);
  if (!modelled(ex, t, at, "store"))
    return;
  if (v->kind != SV_AGG || v->n != n) {
    sx_unknown(ex, at, "raw store of a mismatched aggregate");
    return;
  }
  for (unsigned i = 0; i < n; i++) {
    uint64_t off;
    LLVMTypeRef m = member(ex, t, i, &off);
    if (!(LLVMGetTypeKind(t) == LLVMStructTypeKind && rlv_is_byte_array(m)))
      sx_raw_write_value(ex, h, at_offset(ex, addr, off), v->el[i], m, at);
  }
}

static Z3_ast mapped(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t) {
  if (!sx_is_raw_aggregate(t))
    return sx_raw_mapped(ex, h, addr, (unsigned)LLVMStoreSizeOfType(ex->dl, t));
  Z3_ast acc = sx_true(ex->z);
  unsigned n = members(t);
  for (unsigned i = 0; i < n; i++) {
    uint64_t off;
    LLVMTypeRef m = member(ex, t, i, &off);
    if (!(LLVMGetTypeKind(t) == LLVMStructTypeKind && rlv_is_byte_array(m)))
      acc = sx_and2(ex->z, acc, mapped(ex, h, at_offset(ex, addr, off), m));
  }
  return acc;
}

Z3_ast sx_raw_mapped_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t) {
  if (sx_is_raw_aggregate(t) && leaves(t, 0) > MAX_LEAVES)
    return sx_true(ex->z); /* the load of it already made the verdict unknown */
  return mapped(ex, h, addr, t);
}
