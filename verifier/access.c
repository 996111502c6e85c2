/* Access rules (reference §2, §4.2): each resource intrinsic's handle kind and family, value
 * types, offsets and cbuffer rows, and the loads and stores clang makes through getpointer. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/handle_origin.h"
#include "verifier/layout.h"
#include "verifier/ptrwalk.h"
#include "verifier/types.h"
#include "verifier/undef_lanes.h"
#include "verifier/vctx.h"

#define ROW_BYTES 16u

static bool is_texture(rlv_tt tt) {
  return tt == RLV_TT_DX_TEXTURE || tt == RLV_TT_DX_MSTEXTURE || tt == RLV_TT_DX_FEEDBACKTEXTURE;
}

static bool is_spirv_image(rlv_tt tt) { return tt == RLV_TT_SPIRV_IMAGE || tt == RLV_TT_SPIRV_SIGNEDIMAGE; }

static bool is_spirv_buffer_image(const rlv_restype *rt) { return is_spirv_image(rt->tt) && rt->dimension == 5; }

/* ---- family and kind of the handle ---- */

static bool wrong_family(const rlv_intrinsic_info *info, LLVMTypeRef type) {
  rlv_tt tt = rlv_tt_of(type);
  return info->is_spirv ? rlv_tt_is_dx(tt) : rlv_tt_is_spirv(tt);
}

static const char *family_name(bool spirv) { return spirv ? "SPIR-V" : "DirectX"; }

/* Reports a dx intrinsic on a spirv handle (or the reverse); true when it did. */
static bool check_family(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info) {
  bool mismatch = false;
  LLVMValueRef h = info->handle_arg >= 0 ? rlv_call_arg(call, (unsigned)info->handle_arg) : NULL;
  if (h && wrong_family(info, LLVMTypeOf(h))) {
    char *ts = rlv_type_string(LLVMTypeOf(h));
    rlv_report(v->diags, RLV_RULE_ACCESS_FAMILY_MISMATCH, call,
               "%s is a %s intrinsic but its handle operand is %s, a %s type", info->name,
               family_name(info->is_spirv), ts, family_name(!info->is_spirv));
    free(ts);
    mismatch = true;
  }
  if (info->returns_handle && info->id != RLV_DX_CASTHANDLE && wrong_family(info, LLVMTypeOf(call))) {
    char *ts = rlv_type_string(LLVMTypeOf(call));
    rlv_report(v->diags, RLV_RULE_ACCESS_FAMILY_MISMATCH, call,
               "%s is a %s intrinsic but returns %s, a %s handle", info->name,
               family_name(info->is_spirv), ts, family_name(!info->is_spirv));
    free(ts);
    mismatch = true;
  }
  return mismatch;
}

/* Whether a parsed handle type is the kind the intrinsic needs; `need` describes it. */
static bool kind_ok(const rlv_intrinsic_info *info, const rlv_restype *rt, const char **need) {
  rlv_tt tt = rt->tt;
  bool spv = info->is_spirv;
  switch (info->need) {
  case RLV_NEED_TYPED:
    *need = spv ? "a spirv.Image with Dim=Buffer (5)" : "a dx.TypedBuffer";
    return spv ? is_spirv_buffer_image(rt) : tt == RLV_TT_DX_TYPEDBUFFER;
  case RLV_NEED_RAW:
    *need = "a dx.RawBuffer";
    return tt == RLV_TT_DX_RAWBUFFER;
  case RLV_NEED_CBUFFER:
    *need = "a dx.CBuffer";
    return tt == RLV_TT_DX_CBUFFER;
  case RLV_NEED_BUFFER:
    *need = spv ? "a storage spirv.VulkanBuffer or a spirv.Image with Dim=Buffer (5)"
                : "a dx.TypedBuffer or dx.RawBuffer";
    return spv ? (tt == RLV_TT_SPIRV_VULKANBUFFER && rt->storage_class != 2) || is_spirv_buffer_image(rt)
               : tt == RLV_TT_DX_TYPEDBUFFER || tt == RLV_TT_DX_RAWBUFFER;
  case RLV_NEED_BUFFER_OR_CBUFFER:
    *need = spv ? "a spirv.VulkanBuffer or spirv.Image" : "a dx.TypedBuffer, dx.RawBuffer or dx.CBuffer";
    return spv ? tt == RLV_TT_SPIRV_VULKANBUFFER || is_spirv_image(tt)
               : tt == RLV_TT_DX_TYPEDBUFFER || tt == RLV_TT_DX_RAWBUFFER || tt == RLV_TT_DX_CBUFFER;
  default:
    *need = "a resource handle";
    return true;
  }
}

/* The handle operand parsed, when it is a resource of the right family and kind. Reports a
 * wrong kind unless `family_reported` (or the rule belongs to the counter families). */
static bool check_handle_kind(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                              bool family_reported, rlv_restype *rt) {
  if (info->handle_arg < 0)
    return false;
  /* updatecounter and counterhandlefrom*binding: counter-resource / spirv-counter-handle. */
  bool owned_elsewhere = info->need == RLV_NEED_STRUCTURED_UAV;
  LLVMValueRef h = rlv_call_arg(call, (unsigned)info->handle_arg);
  if (!h) {
    if (!owned_elsewhere)
      rlv_report(v->diags, RLV_RULE_ACCESS_HANDLE_KIND, call,
                 "%s has %u operands; operand %d should be the resource handle", info->name,
                 LLVMGetNumArgOperands(call), info->handle_arg);
    return false;
  }
  bool parsed = rlv_restype_parse(LLVMTypeOf(h), rt) && rlv_tt_is_resource(rt->tt);
  if (family_reported || owned_elsewhere)
    return false;
  const char *need = NULL;
  if (parsed && kind_ok(info, rt, &need))
    return true;
  char *ts = rlv_type_string(LLVMTypeOf(h));
  if (!parsed)
    rlv_report(v->diags, RLV_RULE_ACCESS_HANDLE_KIND, call,
               "%s operand %d is %s, not a resource handle (a dx.* or spirv.* resource type)",
               info->name, info->handle_arg, ts);
  else if ((info->id == RLV_DX_GETPOINTER) && is_texture(rt->tt))
    rlv_report(v->diags, RLV_RULE_ACCESS_HANDLE_KIND, call,
               "%s on texture handle %s: LLVM 22 cannot lower texture accesses through a pointer "
               "(\"Load not yet implemented for resource type\")", info->name, ts);
  else if (rlv_tt_is_spirv(rt->tt))
    rlv_report(v->diags, RLV_RULE_ACCESS_HANDLE_KIND, call, "%s needs %s handle, but its handle is %s",
               info->name, need, ts);
  else
    rlv_report(v->diags, RLV_RULE_ACCESS_HANDLE_KIND, call, "%s needs %s handle, but its handle is %s (%s)",
               info->name, need, ts, rlv_res_kind_name(rt->kind));
  free(ts);
  return false;
}

/* "'Name' (UAV, space 0, register 2)" when the handle traces to one binding, else its type. */
static char *describe_resource(LLVMValueRef handle) {
  LLVMValueRef origin = rlv_handle_origin(handle);
  if (origin)
    return rlv_binding_describe(origin);
  char *ts = rlv_type_string(LLVMTypeOf(handle));
  char *text = rlv_strf("a %s", ts);
  free(ts);
  return text;
}

static void report_readonly_intrinsic(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                                      const rlv_restype *rt) {
  if (rt->writeable)
    return;
  LLVMValueRef h = rlv_call_arg(call, (unsigned)info->handle_arg);
  char *res = describe_resource(h);
  char *ts = rlv_type_string(rt->type);
  rlv_report(v->diags, RLV_RULE_ACCESS_STORE_READONLY, call,
             "%s writes to %s, which is read-only (%s is not writeable)", info->name, res, ts);
  free(res);
  free(ts);
}

/* ---- typed buffers ---- */

/* The value an access moves: field 0 of a {value, i1} load result, the ret of a spirv load,
 * the data operand of a store; NULL (after reporting) when the shape is wrong. */
static LLVMTypeRef access_value_type(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                                     unsigned data_arg, bool check_bit, rlv_rule_id rule) {
  if (info->writes) {
    LLVMValueRef data = rlv_call_arg(call, data_arg);
    if (!data)
      rlv_report(v->diags, rule, call, "%s has %u operands; operand %u should be the value to store",
                 info->name, LLVMGetNumArgOperands(call), data_arg);
    return data ? LLVMTypeOf(data) : NULL;
  }
  LLVMTypeRef ret = LLVMTypeOf(call);
  if (!check_bit)
    return ret;
  if (LLVMGetTypeKind(ret) == LLVMStructTypeKind && LLVMCountStructElementTypes(ret) == 2)
    return LLVMStructGetTypeAtIndex(ret, 0);
  char *ts = rlv_type_string(ret);
  rlv_report(v->diags, rule, call, "%s returns %s, not a {value, i1 check bit} pair", info->name, ts);
  free(ts);
  return NULL;
}

/* The i32 form DXILIntrinsicExpansion gives a 64-bit typed access; split64 checks its lanes. */
static bool is_i32_split_form(LLVMTypeRef value, LLVMTypeRef element) {
  unsigned vl, el;
  LLVMTypeRef vs = rlv_scalar_of(value, &vl), es = rlv_scalar_of(element, &el);
  return vs && es && rlv_is_64bit_scalar(es) && LLVMGetTypeKind(vs) == LLVMIntegerTypeKind &&
         LLVMGetIntTypeWidth(vs) == 32;
}

/* A SPIR-V image access moves 1-4 lanes of the sampled type. */
static bool spirv_image_value_ok(LLVMTypeRef value, LLVMTypeRef sampled) {
  unsigned lanes;
  return rlv_scalar_of(value, &lanes) == sampled && lanes >= 1 && lanes <= 4;
}

static void check_typed_access(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                               const rlv_restype *rt) {
  LLVMTypeRef value = access_value_type(v, call, info, 2, !info->is_spirv, RLV_RULE_ACCESS_TYPED_TYPE);
  LLVMTypeRef element = rt->element;
  const char *why = NULL;
  if (!value || !element || !rt->well_formed)
    return;
  bool ok;
  if (info->is_spirv)
    ok = spirv_image_value_ok(value, element);
  else if (!rlv_typed_element_ok(element, &why))
    return; /* type-typed-element reports the element itself */
  else
    ok = value == element || is_i32_split_form(value, element);
  if (ok)
    return;
  char *vs = rlv_type_string(value), *es = rlv_type_string(element);
  if (info->is_spirv)
    rlv_report(v->diags, RLV_RULE_ACCESS_TYPED_TYPE, call,
               "%s %s %s, but the image's sampled type is %s (1 to 4 lanes of it expected)", info->name,
               info->writes ? "stores" : "returns", vs, es);
  else
    rlv_report(v->diags, RLV_RULE_ACCESS_TYPED_TYPE, call, "%s %s %s, but the element type is %s",
               info->name, info->writes ? "stores" : "returns", vs, es);
  free(vs);
  free(es);
}

/* ---- raw and structured buffers ---- */

/* What is wrong with an access of `size` bytes at `offset` in a structured element: it must
 * lie within the element's stride and (leaves) start and end on scalar member boundaries. */
typedef enum struct_fault {
  STRUCT_OK,
  STRUCT_BEFORE,    /* starts before the element */
  STRUCT_PAST,      /* reaches past the stride */
  STRUCT_MID_START, /* starts inside a scalar member (leaves only) */
  STRUCT_MID_END,   /* ends inside a scalar member or padding (leaves only) */
} struct_fault;

/* The fault, and the element's stride in *stride; STRUCT_OK also when the stride is unknown.
 * Messages are only formatted for a fault: most accesses have none. */
static struct_fault struct_range_fault(rlv_vctx *v, LLVMTypeRef element, int64_t offset, uint64_t size,
                                       bool leaves, uint64_t *stride) {
  if (!rlv_alloc_size(v->dl, element, stride))
    return STRUCT_OK;
  if (offset < 0)
    return STRUCT_BEFORE;
  if ((uint64_t)offset > *stride || size > *stride - (uint64_t)offset)
    return STRUCT_PAST;
  if (leaves && !rlv_leaf_boundary(v->dl, element, (uint64_t)offset, false))
    return STRUCT_MID_START;
  if (leaves && !rlv_leaf_boundary(v->dl, element, (uint64_t)offset + size, true))
    return STRUCT_MID_END;
  return STRUCT_OK;
}

static void report_struct_range(rlv_vctx *v, struct_fault fault, LLVMValueRef at, const char *what,
                                LLVMTypeRef element, int64_t offset, uint64_t size, uint64_t stride) {
  char *es = rlv_type_string(element);
  if (fault == STRUCT_BEFORE)
    rlv_report(v->diags, RLV_RULE_ACCESS_STRUCT_OFFSET, at,
               "%s at offset %lld starts before the element %s (stride %llu)", what, (long long)offset,
               es, (unsigned long long)stride);
  else if (fault == STRUCT_PAST)
    rlv_report(v->diags, RLV_RULE_ACCESS_STRUCT_OFFSET, at,
               "%s at offset %lld covers bytes %lld..%llu, past the %llu-byte stride of element %s", what,
               (long long)offset, (long long)offset, (unsigned long long)((uint64_t)offset + size - 1),
               (unsigned long long)stride, es);
  else if (fault == STRUCT_MID_START)
    rlv_report(v->diags, RLV_RULE_ACCESS_STRUCT_OFFSET, at,
               "%s at offset %lld does not start on a scalar member of element %s (stride %llu)", what,
               (long long)offset, es, (unsigned long long)stride);
  else if (fault == STRUCT_MID_END)
    rlv_report(v->diags, RLV_RULE_ACCESS_STRUCT_OFFSET, at,
               "%s at offset %lld ends at byte %llu, inside a scalar member or padding of element %s "
               "(stride %llu)", what, (long long)offset, (unsigned long long)((uint64_t)offset + size), es,
               (unsigned long long)stride);
  free(es);
}

/* An aggregate access inside the element: each of its members, as the lowering moves them one
 * op each, must start and end on the element's scalar members too. */
static void check_raw_members(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                              const rlv_restype *rt, LLVMTypeRef value, uint64_t off,
                              uint64_t stride) {
  uint64_t at, size;
  if (rlv_raw_leaf_ok(value) || (value == rt->element && off == 0) ||
      !rlv_misplaced_leaf(v->dl, rt->element, value, off, &at, &size))
    return;
  struct_fault fault =
      rlv_leaf_boundary(v->dl, rt->element, at, false) ? STRUCT_MID_END : STRUCT_MID_START;
  char *vs = rlv_type_string(value);
  char *what = rlv_strf("%s of %s, its %llu-byte member", info->name, vs, (unsigned long long)size);
  report_struct_range(v, fault, call, what, rt->element, (int64_t)at, size, stride);
  free(what);
  free(vs);
}

static void check_raw_access(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                             const rlv_restype *rt) {
  LLVMTypeRef value = access_value_type(v, call, info, 3, true, RLV_RULE_ACCESS_RAW_TYPE);
  if (value && !rlv_raw_movable(value)) {
    char *vs = rlv_type_string(value);
    rlv_report(
        v->diags, RLV_RULE_ACCESS_RAW_TYPE, call,
        "%s value type %s is not a scalar or a vector of 1 to 4 i16/i32/i64/half/float/double, "
        "nor an array or struct of them (i8 arrays only as struct padding)",
        info->name, vs);
    free(vs);
  }
  LLVMValueRef offset = rlv_call_arg(call, 2);
  if (!offset || !rt->well_formed)
    return;
  if (rt->kind == RLV_KIND_RAWBUFFER) {
    uint64_t k;
    if (rlv_const_u64(offset, &k))
      rlv_report(v->diags, RLV_RULE_ACCESS_BAB_OFFSET, call,
                 "%s on a byte-address buffer has offset operand %llu; it must be poison (the byte "
                 "address is the index operand)", info->name, (unsigned long long)k);
    else if (!rlv_is_undef_or_poison(offset))
      rlv_report(v->diags, RLV_RULE_ACCESS_BAB_OFFSET, call,
                 "%s on a byte-address buffer has a computed offset operand; it must be poison (the "
                 "byte address is the index operand)", info->name);
    return;
  }
  if (rlv_is_undef_or_poison(offset)) {
    rlv_report(v->diags, RLV_RULE_ACCESS_STRUCT_OFFSET, call,
               "%s on a structured buffer has an undef/poison offset; it must be the byte offset in "
               "the element", info->name);
    return;
  }
  uint64_t off, size;
  if (!value || !rt->element || !rlv_const_u64(offset, &off) || !rlv_store_size(v->dl, value, &size))
    return;
  if (off > INT64_MAX)
    off = INT64_MAX; /* an i64 offset operand on malformed input: far past any stride anyway */
  uint64_t stride;
  struct_fault fault =
      struct_range_fault(v, rt->element, (int64_t)off, size, rlv_raw_leaf_ok(value), &stride);
  if (fault == STRUCT_OK) {
    check_raw_members(v, call, info, rt, value, off, stride);
    return;
  }
  char *vs = rlv_type_string(value);
  char *what = rlv_strf("%s of %s", info->name, vs);
  report_struct_range(v, fault, call, what, rt->element, (int64_t)off, size, stride);
  free(what);
  free(vs);
}

/* ---- constant buffers ---- */

static unsigned cbufferrow_fields(rlv_intrinsic id) {
  return id == RLV_DX_LOAD_CBUFFERROW_2 ? 2 : id == RLV_DX_LOAD_CBUFFERROW_4 ? 4 : 8;
}

static bool cbuffer_field_ok(LLVMTypeRef t, unsigned bits) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return bits == 16;
  case LLVMFloatTypeKind: return bits == 32;
  case LLVMDoubleTypeKind: return bits == 64;
  case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) == bits;
  default: return false;
  }
}

static void check_cbuffer_fields(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info) {
  unsigned n = cbufferrow_fields(info->id), bits = 128 / n;
  LLVMTypeRef ret = LLVMTypeOf(call);
  if (LLVMGetTypeKind(ret) != LLVMStructTypeKind || LLVMCountStructElementTypes(ret) != n) {
    char *rs = rlv_type_string(ret);
    rlv_report(v->diags, RLV_RULE_ACCESS_CBUFFER_FIELDS, call, "%s returns %s; it must return a struct of %u fields",
               info->name, rs, n);
    free(rs);
    return;
  }
  LLVMTypeRef first = LLVMStructGetTypeAtIndex(ret, 0);
  for (unsigned i = 1; i < n; i++) {
    LLVMTypeRef field = LLVMStructGetTypeAtIndex(ret, i);
    if (field != first) {
      char *rs = rlv_type_string(ret), *a = rlv_type_string(first), *b = rlv_type_string(field);
      rlv_report(v->diags, RLV_RULE_ACCESS_CBUFFER_FIELDS, call,
                 "%s returns %s, mixing field types %s (field 0) and %s (field %u); all fields must be "
                 "the same type", info->name, rs, a, b, i);
      free(a);
      free(b);
      free(rs);
      return;
    }
  }
  if (!cbuffer_field_ok(first, bits)) {
    char *fs = rlv_type_string(first);
    rlv_report(v->diags, RLV_RULE_ACCESS_CBUFFER_FIELDS, call,
               "%s returns fields of type %s; it takes %u-bit integer or float fields (%u x %u bits = "
               "one 16-byte row)", info->name, fs, bits, n, bits);
    free(fs);
  }
}

static void check_cbuffer_row(rlv_vctx *v, LLVMValueRef call, const rlv_intrinsic_info *info,
                              const rlv_restype *rt) {
  uint64_t row, size;
  if (!rlv_const_u64(rlv_call_arg(call, 1), &row) ||
      !rlv_cbuffer_layout_size(v->dl, rt->element, &size))
    return;
  uint64_t rows = size / ROW_BYTES + (size % ROW_BYTES != 0);
  if (row < rows)
    return;
  char *res = describe_resource(rlv_call_arg(call, 0));
  rlv_report(v->diags, RLV_RULE_ACCESS_CBUFFER_ROW, call,
             "%s reads row %llu, but cbuffer %s is %llu bytes (%llu rows of 16 bytes)", info->name,
             (unsigned long long)row, res, (unsigned long long)size, (unsigned long long)rows);
  free(res);
}

/* ---- accesses through getpointer ---- */

typedef enum ptr_kind { PK_TYPED, PK_IMAGE, PK_STRUCTURED, PK_CBUFFER, PK_BYTES } ptr_kind;

typedef struct ptr_ctx {
  rlv_vctx *v;
  LLVMValueRef getpointer;
  const rlv_restype *rt;
  ptr_kind kind;
  LLVMTypeRef element;   /* typed element, image sampled type, structured element or layout */
  bool readonly;
  bool base_known;       /* cbuffer: the index operand is a constant byte offset */
  uint64_t base;
  bool size_known;
  uint64_t size;         /* typed element bytes, image 4-lane bytes, cbuffer size */
  char *resource;        /* described on first use */
} ptr_ctx;

static const char *resource_of(ptr_ctx *c) {
  if (!c->resource)
    c->resource = describe_resource(rlv_call_arg(c->getpointer, 0));
  return c->resource;
}

static const char *mem_name(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  size_t len = 0;
  const char *name = callee ? LLVMGetValueName2(callee, &len) : "";
  if (strncmp(name, "llvm.memset", 11) == 0)
    return "memset";
  return strncmp(name, "llvm.memmove", 12) == 0 ? "memmove" : "memcpy";
}

/* "load of <4 x float>", "memcpy writing 6 bytes" ... for messages; owned by the caller. */
static char *access_what(const rlv_ptr_access *a) {
  if (a->type) {
    char *ts = rlv_type_string(a->type);
    const char *verb = a->op == RLV_PTR_LOAD ? "load" : a->op == RLV_PTR_STORE ? "store" : "atomic access";
    char *text = rlv_strf("%s of %s", verb, ts);
    free(ts);
    return text;
  }
  const char *verb = a->op == RLV_PTR_MEM_DEST ? "writing" : "reading";
  if (a->size_known)
    return rlv_strf("%s %s %llu bytes", mem_name(a->inst), verb, (unsigned long long)a->size);
  return rlv_strf("%s %s a dynamic number of bytes", mem_name(a->inst), verb);
}

static void check_pointer_readonly(ptr_ctx *c, const rlv_ptr_access *a) {
  if (!a->writes || !c->readonly)
    return;
  char *what = access_what(a);
  char *ts = rlv_type_string(c->rt->type);
  if (c->kind == PK_CBUFFER)
    rlv_report(c->v->diags, RLV_RULE_ACCESS_STORE_READONLY, a->inst,
               "%s through a pointer into constant buffer %s (%s); constant buffers are read-only", what,
               resource_of(c), ts);
  else
    rlv_report(c->v->diags, RLV_RULE_ACCESS_STORE_READONLY, a->inst,
               "%s through a pointer into %s, which is read-only (%s is not writeable)", what,
               resource_of(c), ts);
  free(ts);
  free(what);
}

static bool is_lane_type(LLVMTypeRef t, LLVMTypeRef scalar) {
  return t == scalar || (LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) == 1 &&
                         LLVMGetElementType(t) == scalar);
}

/* Typed buffer (and SPIR-V image) pointers: the whole element or one lane, inside the element. */
static void check_typed_pointer(ptr_ctx *c, const rlv_ptr_access *a) {
  if (!a->offset_known || !a->size_known || !c->size_known)
    return;
  unsigned lanes;
  LLVMTypeRef scalar = rlv_scalar_of(c->element, &lanes);
  uint64_t lane_bytes;
  if (!scalar || !rlv_store_size(c->v->dl, scalar, &lane_bytes) || lane_bytes == 0)
    return;
  const char *of = c->kind == PK_IMAGE ? "the 4-lane texel of sampled type" : "the element";
  bool past = a->offset < 0 || (uint64_t)a->offset > c->size || a->size > c->size - (uint64_t)a->offset;
  bool ok = !past;
  if (!past && a->type) {
    bool lane_aligned = (uint64_t)a->offset % lane_bytes == 0;
    if (c->kind == PK_IMAGE)
      ok = lane_aligned && spirv_image_value_ok(a->type, scalar);
    else
      ok = (a->type == c->element && a->offset == 0) || (lane_aligned && is_lane_type(a->type, scalar));
  }
  if (ok)
    return; /* the common case: no message to format */
  char *what = access_what(a), *es = rlv_type_string(c->element);
  if (past)
    rlv_report(c->v->diags, RLV_RULE_ACCESS_POINTER_TYPE, a->inst,
               "%s at byte offset %lld reaches past %s %s (%llu bytes)", what, (long long)a->offset, of, es,
               (unsigned long long)c->size);
  else
    rlv_report(c->v->diags, RLV_RULE_ACCESS_POINTER_TYPE, a->inst,
               "%s at byte offset %lld is neither %s %s nor one lane-aligned scalar of it", what,
               (long long)a->offset, of, es);
  free(what);
  free(es);
}

static void check_cbuffer_pointer(ptr_ctx *c, const rlv_ptr_access *a) {
  int64_t at;
  if (!c->base_known || !c->size_known || !a->offset_known || !a->size_known || c->base > INT64_MAX ||
      __builtin_add_overflow((int64_t)c->base, a->offset, &at))
    return;
  if (at >= 0 && (uint64_t)at <= c->size && a->size <= c->size - (uint64_t)at)
    return;
  char *what = access_what(a);
  rlv_report(c->v->diags, RLV_RULE_ACCESS_POINTER_TYPE, a->inst,
             "%s at byte %lld of cbuffer %s reaches outside its %llu bytes", what, (long long)at,
             resource_of(c), (unsigned long long)c->size);
  free(what);
}

static void visit_pointer_access(void *ctx, const rlv_ptr_access *a) {
  ptr_ctx *c = ctx;
  check_pointer_readonly(c, a);
  switch (c->kind) {
  case PK_TYPED:
  case PK_IMAGE:
    check_typed_pointer(c, a);
    break;
  case PK_STRUCTURED:
    if (a->offset_known && a->size_known) {
      uint64_t stride;
      struct_fault fault = struct_range_fault(c->v, c->element, a->offset, a->size, false, &stride);
      if (fault != STRUCT_OK) {
        char *what = access_what(a);
        report_struct_range(c->v, fault, a->inst, what, c->element, a->offset, a->size, stride);
        free(what);
      }
    }
    break;
  case PK_CBUFFER:
    check_cbuffer_pointer(c, a);
    break;
  case PK_BYTES:
    break;
  }
}

/* Sets up what the pointer points into; false when nothing can be checked. */
static bool pointer_context(rlv_vctx *v, const rlv_restype *rt, ptr_ctx *c) {
  const char *why = NULL;
  c->readonly = !rt->writeable;
  c->element = rt->element;
  switch (rt->tt) {
  case RLV_TT_DX_TYPEDBUFFER:
    c->kind = PK_TYPED;
    c->size_known = c->element && rlv_typed_element_ok(c->element, &why) &&
                    rlv_store_size(v->dl, c->element, &c->size);
    return true;
  case RLV_TT_SPIRV_IMAGE:
  case RLV_TT_SPIRV_SIGNEDIMAGE: {
    c->kind = PK_IMAGE;
    unsigned lanes;
    c->size_known = c->element && rlv_scalar_of(c->element, &lanes) && lanes == 1 &&
                    rlv_store_size(v->dl, c->element, &c->size);
    c->size *= 4;
    return true;
  }
  case RLV_TT_DX_RAWBUFFER:
    c->kind = rt->kind == RLV_KIND_STRUCTUREDBUFFER ? PK_STRUCTURED : PK_BYTES;
    return true;
  case RLV_TT_DX_CBUFFER:
    c->kind = PK_CBUFFER;
    c->readonly = true;
    c->base_known = rlv_const_u64(rlv_call_arg(c->getpointer, 1), &c->base);
    c->size_known = rlv_cbuffer_layout_size(v->dl, rt->element, &c->size);
    return true;
  case RLV_TT_SPIRV_VULKANBUFFER:
    if (rt->storage_class == 2) {
      c->kind = PK_CBUFFER;
      c->readonly = true;
      c->size_known = rlv_cbuffer_layout_size(v->dl, rt->element, &c->size);
      return true;
    }
    /* A storage buffer's element is [0 x T]; the getpointer index selects a T. */
    if (!c->element || LLVMGetTypeKind(c->element) != LLVMArrayTypeKind)
      return false;
    c->element = LLVMGetElementType(c->element);
    c->kind = rt->kind == RLV_KIND_STRUCTUREDBUFFER ? PK_STRUCTURED : PK_BYTES;
    return true;
  default:
    return false;
  }
}

static void check_pointer_accesses(rlv_vctx *v, LLVMValueRef call, const rlv_restype *rt) {
  if (!rt->well_formed)
    return;
  ptr_ctx c = {.v = v, .getpointer = call, .rt = rt};
  if (pointer_context(v, rt, &c))
    rlv_ptr_walk(v->dl, call, visit_pointer_access, &c);
  free(c.resource);
}

/* ---- calls to names the catalog does not know ---- */

static void report_unknown_calls_in(rlv_vctx *v, LLVMValueRef fn, const rlv_ptrmap *unknown) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst)) {
      if (!LLVMIsACallInst(inst))
        continue;
      LLVMValueRef callee = LLVMGetCalledValue(inst);
      if (!callee || !rlv_ptrmap_has(unknown, callee))
        continue;
      size_t len = 0;
      const char *name = LLVMGetValueName2(callee, &len);
      rlv_report(v->diags, RLV_RULE_ACCESS_UNKNOWN_INTRINSIC, inst,
                 "@%.*s is not a resource intrinsic LLVM 22 defines", (int)len, name);
    }
}

/* These names are not in v->calls: find the declarations, then their calls in program order. */
static void check_unknown_intrinsics(rlv_vctx *v) {
  rlv_ptrmap unknown = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(v->module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    if (rlv_is_resource_intrinsic_name(name, len) && rlv_intrinsic_of_name(name, len) == RLV_INTR_NONE)
      rlv_ptrmap_put(&unknown, fn, 1);
  }
  if (unknown.count > 0)
    for (LLVMValueRef fn = LLVMGetFirstFunction(v->module); fn; fn = LLVMGetNextFunction(fn))
      if (rlv_liveset_has(&v->live, fn))
        report_unknown_calls_in(v, fn, &unknown);
  rlv_ptrmap_free(&unknown);
}

/* ---- driver ---- */

static bool is_store(rlv_intrinsic id) {
  return id == RLV_DX_STORE_TYPEDBUFFER || id == RLV_DX_STORE_RAWBUFFER || id == RLV_SPV_STORE_TYPEDBUFFER;
}

static void check_call(rlv_vctx *v, const rlv_icall *ic) {
  const rlv_intrinsic_info *info = rlv_intrinsic_info_get(ic->id);
  if (!info)
    return;
  if (ic->id == RLV_DX_CASTHANDLE) {
    rlv_report(v->diags, RLV_RULE_ACCESS_CASTHANDLE, ic->call,
               "llvm.dx.resource.casthandle is internal to DXIL op lowering and must not appear in input");
    return;
  }
  if (ic->id == RLV_DX_LOAD_CBUFFERROW_2 || ic->id == RLV_DX_LOAD_CBUFFERROW_4 ||
      ic->id == RLV_DX_LOAD_CBUFFERROW_8)
    check_cbuffer_fields(v, ic->call, info); /* the result shape does not depend on the handle */
  bool mismatch = check_family(v, ic->call, info);
  rlv_restype rt;
  if (!check_handle_kind(v, ic->call, info, mismatch, &rt))
    return;
  if (is_store(ic->id) && rt.well_formed)
    report_readonly_intrinsic(v, ic->call, info, &rt);
  switch (ic->id) {
  case RLV_DX_LOAD_TYPEDBUFFER:
  case RLV_DX_STORE_TYPEDBUFFER:
  case RLV_SPV_LOAD_TYPEDBUFFER:
  case RLV_SPV_STORE_TYPEDBUFFER:
    check_typed_access(v, ic->call, info, &rt);
    break;
  case RLV_DX_LOAD_RAWBUFFER:
  case RLV_DX_STORE_RAWBUFFER:
    check_raw_access(v, ic->call, info, &rt);
    break;
  case RLV_DX_LOAD_CBUFFERROW_2:
  case RLV_DX_LOAD_CBUFFERROW_4:
  case RLV_DX_LOAD_CBUFFERROW_8:
    check_cbuffer_row(v, ic->call, info, &rt);
    break;
  case RLV_DX_GETPOINTER:
  case RLV_SPV_GETPOINTER:
    check_pointer_accesses(v, ic->call, &rt);
    break;
  default:
    break;
  }
}

void rlv_check_accesses(rlv_vctx *v) {
  for (size_t i = 0; i < v->ncalls; i++)
    check_call(v, &v->calls[i]);
  check_unknown_intrinsics(v);
  rlv_check_typed_store_undef(v);
}
