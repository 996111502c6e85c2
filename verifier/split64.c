/* 64-bit split rules (reference §3.3, §4.3). DXILIntrinsicExpansion splits every 64-bit value
 * into (lo, hi) i32 pairs where DXIL has no 64-bit overload: typed buffers always (bufferLoad/
 * bufferStore take at most 4 i32 lanes), raw buffers up to SM 6.2 (rawBufferLoad.f64/.i64 exist
 * from 6.3). The access must have a shape that split can express:
 * - typed: at most 2 64-bit components (4 i32 lanes after the split);
 * - typed, already split: exactly 2 i32 lanes per 64-bit component of the element;
 * - raw at SM <= 6.2 (intrinsic or a load/store through getpointer): a scalar or vector of
 *   i64/double, not an aggregate that mixes 64-bit values with other lanes; an intrinsic's
 *   struct or array of raw leaves is split member by member first, so each member is one. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/layout.h"
#include "verifier/ptrwalk.h"
#include "verifier/vctx.h"

#define MAX_SPLIT_COMPONENTS 2u

/* The value an intrinsic access moves, or NULL when its shape is off (access rules report it). */
static LLVMTypeRef intrinsic_value_type(LLVMValueRef call, bool is_store, unsigned data_arg) {
  if (is_store) {
    LLVMValueRef data = rlv_call_arg(call, data_arg);
    return data ? LLVMTypeOf(data) : NULL;
  }
  LLVMTypeRef ret = LLVMTypeOf(call);
  if (LLVMGetTypeKind(ret) != LLVMStructTypeKind || LLVMCountStructElementTypes(ret) != 2)
    return NULL;
  return LLVMStructGetTypeAtIndex(ret, 0);
}

static bool dx_handle(LLVMValueRef call, rlv_tt want, rlv_restype *rt) {
  LLVMValueRef h = rlv_call_arg(call, 0);
  return h && rlv_restype_parse(LLVMTypeOf(h), rt) && rt->tt == want && rt->well_formed && rt->element;
}

static bool is_i32(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32; }

static void check_typed(rlv_vctx *v, const rlv_icall *ic) {
  bool is_store = ic->id == RLV_DX_STORE_TYPEDBUFFER;
  const char *name = rlv_intrinsic_info_get(ic->id)->name;
  rlv_restype rt;
  LLVMTypeRef value = intrinsic_value_type(ic->call, is_store, 2);
  if (!value || !dx_handle(ic->call, RLV_TT_DX_TYPEDBUFFER, &rt))
    return;
  unsigned lanes, element_lanes;
  LLVMTypeRef scalar = rlv_scalar_of(value, &lanes);
  LLVMTypeRef element_scalar = rlv_scalar_of(rt.element, &element_lanes);
  if (!scalar)
    return;
  if (rlv_is_64bit_scalar(scalar) && lanes > MAX_SPLIT_COMPONENTS) {
    char *vs = rlv_type_string(value);
    rlv_report(v->diags, RLV_RULE_SPLIT64_SHAPE, ic->call,
               "%s of %s has %u 64-bit components; the typed split into i32 lanes can express at most "
               "%u (4 lanes)", name, vs, lanes, MAX_SPLIT_COMPONENTS);
    free(vs);
  } else if (element_scalar && rlv_is_64bit_scalar(element_scalar) && is_i32(scalar) &&
             lanes != 2 * element_lanes) {
    char *vs = rlv_type_string(value), *es = rlv_type_string(rt.element);
    rlv_report(v->diags, RLV_RULE_SPLIT64_SHAPE, ic->call,
               "%s of %s is the i32-split form with %u lanes, but element %s needs %u (2 per 64-bit "
               "component)", name, vs, lanes, es, 2 * element_lanes);
    free(vs);
    free(es);
  }
}

/* A raw value the split can take apart: anything without 64-bit scalars, or a scalar or
 * vector of them. */
static bool raw_split_ok(LLVMTypeRef type) {
  unsigned lanes;
  LLVMTypeRef scalar = rlv_scalar_of(type, &lanes);
  return !rlv_contains_64bit_scalar(type) || (scalar && rlv_is_64bit_scalar(scalar));
}

static void report_raw(rlv_vctx *v, LLVMValueRef at, const char *verb, LLVMTypeRef type, const char *where) {
  char *ts = rlv_type_string(type);
  rlv_report(v->diags, RLV_RULE_SPLIT64_SHAPE, at,
             "%s of %s%s mixes 64-bit values with other lanes; at SM %u.%u raw 64-bit accesses are split "
             "into i32 pairs, which needs a scalar or vector of i64/double", verb, ts, where,
             v->target.sm_major, v->target.sm_minor);
  free(ts);
}

static void check_raw_intrinsic(rlv_vctx *v, const rlv_icall *ic) {
  bool is_store = ic->id == RLV_DX_STORE_RAWBUFFER;
  rlv_restype rt;
  LLVMTypeRef value = intrinsic_value_type(ic->call, is_store, 3);
  if (value && dx_handle(ic->call, RLV_TT_DX_RAWBUFFER, &rt) && !raw_split_ok(value) &&
      !rlv_raw_movable(value))
    report_raw(v, ic->call, rlv_intrinsic_info_get(ic->id)->name, value, "");
}

static void visit_raw_pointer_access(void *ctx, const rlv_ptr_access *a) {
  rlv_vctx *v = ctx;
  if (a->type && a->op != RLV_PTR_ATOMIC && !raw_split_ok(a->type))
    report_raw(v, a->inst, a->op == RLV_PTR_LOAD ? "load" : "store", a->type, " through a raw buffer pointer");
}

static void check_raw_pointer(rlv_vctx *v, const rlv_icall *ic) {
  rlv_restype rt;
  if (dx_handle(ic->call, RLV_TT_DX_RAWBUFFER, &rt))
    rlv_ptr_walk(v->dl, ic->call, visit_raw_pointer_access, v);
}

/* Raw buffers are split only up to SM 6.2, and only on a DXIL triple that names the model. */
static bool raw_is_split(const rlv_vctx *v) {
  return v->target.arch == RLV_ARCH_DXIL && v->target.sm_major == 6 && rlv_sm_value(&v->target) <= 62;
}

void rlv_check_split64(rlv_vctx *v) {
  bool raw_split = raw_is_split(v);
  for (size_t i = 0; i < v->ncalls; i++) {
    const rlv_icall *ic = &v->calls[i];
    switch (ic->id) {
    case RLV_DX_LOAD_TYPEDBUFFER:
    case RLV_DX_STORE_TYPEDBUFFER:
      check_typed(v, ic);
      break;
    case RLV_DX_LOAD_RAWBUFFER:
    case RLV_DX_STORE_RAWBUFFER:
      if (raw_split)
        check_raw_intrinsic(v, ic);
      break;
    case RLV_DX_GETPOINTER:
      if (raw_split)
        check_raw_pointer(v, ic);
      break;
    default:
      break;
    }
  }
}
