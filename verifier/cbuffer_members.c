/* Accesses to cbuffer members through their addrspace(2) globals (clang's pointer-level form,
 * listed in !hlsl.cbs: the cbuffer's handle global, then one global per member in layout
 * order). A load through a member's global, after constant GEPs, must stay inside the
 * cbuffer: clang 22 has been seen reading a struct member 65 bytes past its start, past the
 * end of the cbuffer (corpus-real2/32_cbuffer_packoffset), which lower and check catch later;
 * the verifier reports it where clang wrote it. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/layout.h"
#include "verifier/ptrwalk.h"
#include "verifier/vctx.h"

typedef struct member_ctx {
  rlv_vctx *v;
  LLVMValueRef global;
  const char *cbuffer; /* the handle global's name */
  uint64_t base;       /* the member's byte offset in the cbuffer */
  uint64_t size;       /* the cbuffer's bytes */
} member_ctx;

static void visit_member_access(void *ctx, const rlv_ptr_access *a) {
  member_ctx *c = ctx;
  int64_t at;
  if (!a->offset_known || !a->size_known || c->base > INT64_MAX ||
      __builtin_add_overflow((int64_t)c->base, a->offset, &at))
    return;
  if (at >= 0 && (uint64_t)at <= c->size && a->size <= c->size - (uint64_t)at)
    return;
  char *ts = a->type ? rlv_type_string(a->type) : rlv_xstrdup("bytes");
  size_t len = 0;
  const char *member = LLVMGetValueName2(c->global, &len);
  const char *verb = a->writes ? "store" : "load";
  rlv_report(c->v->diags, RLV_RULE_ACCESS_POINTER_TYPE, a->inst,
             "%s of %s at byte %lld of member @%.*s (byte %lld of cbuffer %s) reaches outside the "
             "cbuffer's %llu bytes",
             verb, ts, (long long)a->offset, (int)len, member, (long long)at, c->cbuffer,
             (unsigned long long)c->size);
  free(ts);
}

/* The cbuffer's layout struct: target("dx.CBuffer", %layout) (or a dx.Layout wrapper's), or
 * target("spirv.VulkanBuffer", %layout, 2 = Uniform, ...). */
static LLVMTypeRef layout_struct(LLVMTypeRef handle_type, uint64_t *declared_size) {
  rlv_restype rt;
  if (!rlv_restype_parse(handle_type, &rt) || !rt.element)
    return NULL;
  bool spirv_uniform = rt.tt == RLV_TT_SPIRV_VULKANBUFFER && rt.storage_class == 2;
  if (rt.tt != RLV_TT_DX_CBUFFER && !spirv_uniform)
    return NULL;
  LLVMTypeRef layout = rt.element;
  *declared_size = 0;
  if (rlv_tt_of(layout) == RLV_TT_DX_LAYOUT) {
    if (LLVMGetTargetExtTypeNumIntParams(layout) < 1 || LLVMGetTargetExtTypeNumTypeParams(layout) < 1)
      return NULL;
    *declared_size = LLVMGetTargetExtTypeIntParam(layout, 0);
    layout = LLVMGetTargetExtTypeTypeParam(layout, 0);
  }
  return LLVMGetTypeKind(layout) == LLVMStructTypeKind ? layout : NULL;
}

static bool is_padding(LLVMTypeRef t) {
  rlv_tt tt = rlv_tt_of(t);
  return tt == RLV_TT_DX_PADDING || tt == RLV_TT_SPIRV_PADDING;
}

/* The bytes a layout type takes in HLSL's cbuffer packing, which clang's layout structs spell
 * out (packed, explicit padding fields): a vector takes its elements' bytes, not the
 * DataLayout's rounded allocation (a float3 is 12 bytes even where SPIR-V aligns it to 16).
 * `depth` bounds the walk (named structs nest at most that deep here). */
static bool hlsl_size(LLVMTargetDataRef dl, LLVMTypeRef t, unsigned depth, uint64_t *out) {
  if (depth > 64)
    return false;
  uint64_t n, each;
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind:
    n = LLVMGetVectorSize(t);
    if (!rlv_store_size(dl, LLVMGetElementType(t), &each))
      return false;
    *out = n * each;
    return true;
  case LLVMArrayTypeKind:
    n = LLVMGetArrayLength2(t);
    if (!hlsl_size(dl, LLVMGetElementType(t), depth + 1, &each) || (each && n > UINT64_MAX / each))
      return false;
    *out = n * each;
    return true;
  case LLVMStructTypeKind: {
    if (!LLVMIsPackedStruct(t))
      return rlv_alloc_size(dl, t, out);
    uint64_t sum = 0;
    for (unsigned i = 0, k = LLVMCountStructElementTypes(t); i < k; i++) {
      if (!hlsl_size(dl, LLVMStructGetTypeAtIndex(t, i), depth + 1, &each) ||
          __builtin_add_overflow(sum, each, &sum))
        return false;
    }
    *out = sum;
    return true;
  }
  case LLVMTargetExtTypeKind:
    if (!is_padding(t) || LLVMGetTargetExtTypeNumIntParams(t) < 1)
      return false;
    *out = LLVMGetTargetExtTypeIntParam(t, 0);
    return true;
  default:
    return rlv_store_size(dl, t, out);
  }
}

static void check_cbuffer(rlv_vctx *v, LLVMValueRef node) {
  unsigned n = LLVMGetMDNodeNumOperands(node);
  if (n < 2)
    return;
  LLVMValueRef *ops = rlv_xmalloc(n * sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  LLVMValueRef handle = ops[0];
  uint64_t size = 0;
  LLVMTypeRef layout = handle && LLVMIsAGlobalVariable(handle)
                           ? layout_struct(LLVMGlobalGetValueType(handle), &size)
                           : NULL;
  if (layout && !size && !hlsl_size(v->dl, layout, 0, &size))
    layout = NULL;
  size_t len = 0;
  const char *name = layout ? LLVMGetValueName2(handle, &len) : "";
  char *label = rlv_strf("@%.*s", (int)len, name);
  unsigned fields = layout && LLVMIsPackedStruct(layout) ? LLVMCountStructElementTypes(layout) : 0;
  uint64_t offset = 0, bytes = 0;
  for (unsigned m = 1, field = 0; m < n && field < fields; m++, field++) {
    /* Padding fields hold no member. */
    for (; field < fields && is_padding(LLVMStructGetTypeAtIndex(layout, field)); field++)
      if (!hlsl_size(v->dl, LLVMStructGetTypeAtIndex(layout, field), 0, &bytes) ||
          __builtin_add_overflow(offset, bytes, &offset))
        field = fields;
    if (field == fields || !ops[m] || !LLVMIsAGlobalVariable(ops[m]))
      break;
    member_ctx c = {v, ops[m], label, offset, size};
    rlv_ptr_walk(v->dl, ops[m], visit_member_access, &c);
    if (!hlsl_size(v->dl, LLVMStructGetTypeAtIndex(layout, field), 0, &bytes) ||
        __builtin_add_overflow(offset, bytes, &offset))
      break;
  }
  free(label);
  free(ops);
}

void rlv_check_cbuffer_members(rlv_vctx *v) {
  unsigned n = LLVMGetNamedMetadataNumOperands(v->module, "hlsl.cbs");
  if (n == 0)
    return;
  LLVMValueRef *nodes = rlv_xmalloc(n * sizeof *nodes);
  LLVMGetNamedMetadataOperands(v->module, "hlsl.cbs", nodes);
  for (unsigned i = 0; i < n; i++)
    check_cbuffer(v, nodes[i]);
  free(nodes);
}
