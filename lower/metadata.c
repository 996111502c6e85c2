/* Stage translate-metadata (LLVM's DXILTranslateMetadata): builds the module's resource table
 * from the handle creations (before op-lower rewrites them), creates one resource symbol per
 * resource (`@Name = external constant %"RWBuffer<float4>"`) and emits `!dx.resources` with
 * the records of reference §3.5. Shapes follow LLVM 22's ResourceTypeInfo::createElementStruct,
 * ResourceInfo::createSymbol and getAsMetadata. Around it, in LLVM's order, `!dx.valver`,
 * `!dx.shaderModel` and `!dx.version` come first and `!dx.entryPoints` last, with the shader
 * flags computed here, on the llvm.dx.* form, as LLVM's analysis does (entry_points.c,
 * shader_flags.c); then what DXIL does not know is dropped (metadata_compat.c). */
#include <stdlib.h>
#include <string.h>

#include "lower/entry_points.h"
#include "lower/lctx.h"
#include "lower/metadata_compat.h"
#include "model/util.h"

#define MAX_TYPE_DEPTH 64
#define UNBOUNDED 0xFFFFFFFFu

enum { TAG_ELEMENT_TYPE = 0, TAG_STRUCT_STRIDE = 1, TAG_FEEDBACK_KIND = 2 };

/* ---- symbol types ---- */

/* getElementTypeNameForTemplate, including LLVM 22's spelling of U64 as "uint32_t". */
static const char *template_name(unsigned et) {
  static const char *const names[] = {"<invalid>", "bool",     "int16_t", "uint16_t",
                                      "int32_t",   "uint32_t", "int64_t", "uint32_t",
                                      "half",      "float",    "double"};
  return et < sizeof names / sizeof names[0] ? names[et] : "<invalid>";
}

static const char *kind_name(rlv_res_kind k) {
  static const char *const names[] = {
      "<invalid>",      "Texture1D",      "Texture2D",        "Texture2DMS",
      "Texture3D",      "TextureCube",    "Texture1DArray",   "Texture2DArray",
      "Texture2DMSArray", "TextureCubeArray", "TypedBuffer",  "RawBuffer",
      "StructuredBuffer", "CBuffer",      "Sampler",          "TBuffer",
      "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray"};
  return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "<invalid>";
}

static void append_prefix(rlv_buf *b, const rlv_restype *t, bool rov) {
  if (t->writeable)
    rlv_buf_puts(b, rov ? "RasterizerOrdered" : "RW");
}

/* formatTypeName's "<element>" part: array dimensions after the scalar/vector name, a
 * struct's own name, nothing for an unnamed struct. */
static void append_element(rlv_buf *b, LLVMTypeRef e, bool is_signed) {
  unsigned dims[MAX_TYPE_DEPTH], ndims = 0;
  while (e && LLVMGetTypeKind(e) == LLVMArrayTypeKind && ndims < MAX_TYPE_DEPTH) {
    dims[ndims++] = (unsigned)LLVMGetArrayLength2(e);
    e = LLVMGetElementType(e);
  }
  if (!e)
    return;
  unsigned et = rlv_dxil_element_type(e, is_signed);
  const char *name = NULL;
  if (et != 0) {
    name = template_name(et);
  } else if (LLVMGetTypeKind(e) == LLVMStructTypeKind && LLVMGetStructName(e)) {
    name = LLVMGetStructName(e);
  }
  if (!name || !*name)
    return;
  rlv_buf_printf(b, "<%s", name);
  if (LLVMGetTypeKind(e) == LLVMVectorTypeKind)
    rlv_buf_printf(b, "%u", LLVMGetVectorSize(e));
  for (unsigned i = 0; i < ndims; i++)
    rlv_buf_printf(b, "[%u]", dims[i]);
  rlv_buf_puts(b, ">");
}

/* getOrCreateElementStruct: reuse `name` when it already wraps exactly `elem`. */
static LLVMTypeRef element_struct(rlv_lctx *l, LLVMTypeRef elem, const char *name) {
  LLVMTypeRef existing = LLVMGetTypeByName2(l->llctx, name);
  if (existing && LLVMGetTypeKind(existing) == LLVMStructTypeKind &&
      LLVMCountStructElementTypes(existing) == 1 && LLVMStructGetTypeAtIndex(existing, 0) == elem)
    return existing;
  LLVMTypeRef st = LLVMStructCreateNamed(l->llctx, name);
  LLVMStructSetBody(st, &elem, 1, false);
  return st;
}

/* getTypeWithoutPadding: drops dx.Padding, turns clang's padded array pattern
 * <{ [N x <{T, pad}>], T }> back into [N+1 x T], unwraps one-element structs. */
static LLVMTypeRef without_padding(rlv_lctx *l, LLVMTypeRef t, unsigned depth) {
  if (depth > MAX_TYPE_DEPTH)
    return t;
  if (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
    return LLVMArrayType2(without_padding(l, LLVMGetElementType(t), depth + 1),
                          LLVMGetArrayLength2(t));
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind)
    return t;
  unsigned n = LLVMCountStructElementTypes(t), k = 0;
  LLVMTypeRef *elems = rlv_xmalloc((n ? n : 1) * sizeof *elems);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef e = LLVMStructGetTypeAtIndex(t, i);
    if (rlv_tt_of(e) != RLV_TT_DX_PADDING)
      elems[k++] = without_padding(l, e, depth + 1);
  }
  LLVMTypeRef out;
  if (k == 2 && LLVMGetTypeKind(elems[0]) == LLVMArrayTypeKind &&
      LLVMGetElementType(elems[0]) == elems[1])
    out = LLVMArrayType2(elems[1], LLVMGetArrayLength2(elems[0]) + 1);
  else if (k == 1)
    out = elems[0];
  else
    out = LLVMStructTypeInContext(l->llctx, elems, k, false);
  free(elems);
  return out;
}

/* The body of the cbuffer symbol type: the fields of an old dx.Layout's struct, else the
 * layout struct without its padding. */
static LLVMTypeRef cbuffer_struct(rlv_lctx *l, const rlv_resource *r) {
  char *name = r->name[0] ? rlv_strf("CBuffer.%s", r->name) : rlv_xstrdup("CBuffer");
  LLVMTypeRef st = LLVMStructCreateNamed(l->llctx, name);
  free(name);
  LLVMTypeRef e = r->type.element;
  if (e && rlv_tt_of(e) == RLV_TT_DX_LAYOUT && LLVMGetTargetExtTypeNumTypeParams(e) > 0 &&
      LLVMGetTypeKind(LLVMGetTargetExtTypeTypeParam(e, 0)) == LLVMStructTypeKind) {
    LLVMTypeRef wrapped = LLVMGetTargetExtTypeTypeParam(e, 0);
    unsigned n = LLVMCountStructElementTypes(wrapped);
    LLVMTypeRef *elems = rlv_xmalloc((n ? n : 1) * sizeof *elems);
    LLVMGetStructElementTypes(wrapped, elems);
    LLVMStructSetBody(st, elems, n, false);
    free(elems);
  } else if (e) {
    LLVMTypeRef body = without_padding(l, e, 0);
    LLVMStructSetBody(st, &body, 1, false);
  }
  return st;
}

/* ResourceTypeInfo::createElementStruct. */
static LLVMTypeRef symbol_struct(rlv_lctx *l, const rlv_resource *r) {
  const rlv_restype *t = &r->type;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  rlv_buf b = {0};
  LLVMTypeRef elem = t->element ? t->element : i32;
  switch (t->kind) {
  case RLV_KIND_CBUFFER:
    return cbuffer_struct(l, r);
  case RLV_KIND_SAMPLER:
    rlv_buf_printf(&b, "SamplerState<%u>", t->sampler_kind);
    elem = i32;
    break;
  case RLV_KIND_FEEDBACKTEXTURE2D:
  case RLV_KIND_FEEDBACKTEXTURE2DARRAY:
    rlv_buf_printf(&b, "%s<%u>", kind_name(t->kind), t->feedback_kind);
    elem = i32;
    break;
  case RLV_KIND_RAWBUFFER:
    append_prefix(&b, t, t->rov != 0);
    rlv_buf_puts(&b, "ByteAddressBuffer");
    elem = i32;
    break;
  case RLV_KIND_STRUCTUREDBUFFER:
    append_prefix(&b, t, t->rov != 0);
    rlv_buf_puts(&b, "StructuredBuffer");
    append_element(&b, t->element, true);
    break;
  default: /* typed buffers and textures */
    append_prefix(&b, t, t->tt != RLV_TT_DX_MSTEXTURE && t->rov != 0);
    rlv_buf_puts(&b, t->kind == RLV_KIND_TYPEDBUFFER ? "Buffer" : kind_name(t->kind));
    append_element(&b, t->element, t->is_signed != 0);
    break;
  }
  LLVMTypeRef st = element_struct(l, elem, b.data ? b.data : "");
  rlv_buf_free(&b);
  return st;
}

/* ResourceInfo::createSymbol: an array for ranges, [0 x ...] when unbounded. */
static LLVMValueRef create_symbol(rlv_lctx *l, const rlv_resource *r) {
  LLVMTypeRef ty = symbol_struct(l, r);
  if (r->size != 1)
    ty = LLVMArrayType2(ty, r->size == UNBOUNDED ? 0 : r->size);
  LLVMValueRef g = LLVMAddGlobal(l->module, ty, r->name);
  LLVMSetGlobalConstant(g, true);
  LLVMSetLinkage(g, LLVMExternalLinkage);
  return g;
}

/* ---- records ---- */

static LLVMMetadataRef md_int(rlv_lctx *l, unsigned bits, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMIntTypeInContext(l->llctx, bits), v, false));
}

static LLVMMetadataRef md_tags(rlv_lctx *l, unsigned tag, uint64_t value) {
  LLVMMetadataRef ops[2] = {md_int(l, 32, tag), md_int(l, 32, value)};
  return LLVMMDNodeInContext2(l->llctx, ops, 2);
}

/* Extended properties: structured stride, typed storage element type, feedback kind. */
static LLVMMetadataRef record_tags(rlv_lctx *l, const rlv_restype *t) {
  if (t->kind == RLV_KIND_STRUCTUREDBUFFER) {
    uint32_t stride, align_log2;
    rlv_struct_info(t, l->dl, &stride, &align_log2);
    return md_tags(l, TAG_STRUCT_STRIDE, stride);
  }
  if (t->kind >= RLV_KIND_TEXTURE1D && t->kind <= RLV_KIND_TYPEDBUFFER)
    return md_tags(l, TAG_ELEMENT_TYPE,
                   rlv_dxil_storage_type(rlv_dxil_element_type(t->element, t->is_signed != 0)));
  if (t->kind == RLV_KIND_FEEDBACKTEXTURE2D || t->kind == RLV_KIND_FEEDBACKTEXTURE2DARRAY)
    return md_tags(l, TAG_FEEDBACK_KIND, t->feedback_kind);
  return NULL;
}

/* ResourceInfo::getAsMetadata. */
static LLVMMetadataRef record(rlv_lctx *l, const rlv_resource *r) {
  const rlv_restype *t = &r->type;
  LLVMMetadataRef ops[11];
  unsigned n = 0;
  ops[n++] = md_int(l, 32, r->record_id);
  ops[n++] = LLVMValueAsMetadata(r->symbol);
  ops[n++] = LLVMMDStringInContext2(l->llctx, r->name, strlen(r->name));
  ops[n++] = md_int(l, 32, r->space);
  ops[n++] = md_int(l, 32, r->lower_bound);
  ops[n++] = md_int(l, 32, r->size);
  if (t->res_class == RLV_CLASS_CBUFFER) {
    ops[n++] = md_int(l, 32, rlv_cbuffer_size(t, l->dl));
    ops[n++] = NULL;
  } else if (t->res_class == RLV_CLASS_SAMPLER) {
    ops[n++] = md_int(l, 32, t->sampler_kind);
    ops[n++] = NULL;
  } else {
    ops[n++] = md_int(l, 32, t->kind);
    if (t->res_class == RLV_CLASS_UAV) {
      bool rov = t->tt != RLV_TT_DX_MSTEXTURE && t->tt != RLV_TT_DX_FEEDBACKTEXTURE && t->rov;
      ops[n++] = md_int(l, 1, 0); /* globally coherent: nothing sets it in LLVM 22 */
      ops[n++] = md_int(l, 1, r->has_counter);
      ops[n++] = md_int(l, 1, rov);
    } else {
      bool ms = t->kind == RLV_KIND_TEXTURE2DMS || t->kind == RLV_KIND_TEXTURE2DMSARRAY;
      ops[n++] = md_int(l, 32, ms ? t->sample_count : 0);
    }
    ops[n++] = record_tags(l, t);
  }
  return LLVMMDNodeInContext2(l->llctx, ops, n);
}

/* One class's list, or NULL when it has no resources. */
static LLVMMetadataRef class_list(rlv_lctx *l, rlv_res_class cls) {
  size_t n = 0;
  for (size_t i = 0; i < l->resources.count; i++)
    n += l->resources.items[i].type.res_class == cls;
  if (n == 0)
    return NULL;
  LLVMMetadataRef *recs = rlv_xmalloc(n * sizeof *recs);
  size_t k = 0;
  for (size_t i = 0; i < l->resources.count; i++)
    if (l->resources.items[i].type.res_class == cls)
      recs[k++] = record(l, &l->resources.items[i]);
  LLVMMetadataRef list = LLVMMDNodeInContext2(l->llctx, recs, n);
  free(recs);
  return list;
}

/* emitResourceMetadata; returns !dx.resources' first operand, NULL without resources. */
static LLVMMetadataRef emit_resources(rlv_lctx *l) {
  if (l->resources.count == 0)
    return NULL;
  for (size_t i = 0; i < l->resources.count; i++)
    if (!l->resources.items[i].symbol)
      l->resources.items[i].symbol = create_symbol(l, &l->resources.items[i]);
  LLVMMetadataRef lists[4];
  for (int c = RLV_CLASS_SRV; c <= RLV_CLASS_SAMPLER; c++)
    lists[c] = class_list(l, (rlv_res_class)c);
  LLVMMetadataRef node = LLVMMDNodeInContext2(l->llctx, lists, 4);
  LLVMAddNamedMetadataOperand(l->module, "dx.resources", LLVMMetadataAsValue(l->llctx, node));
  /* LLVM hands on the named node's first operand (an older one if the input had one) */
  unsigned n = LLVMGetNamedMetadataNumOperands(l->module, "dx.resources");
  LLVMValueRef *ops = rlv_xmalloc(n * sizeof *ops);
  LLVMGetNamedMetadataOperands(l->module, "dx.resources", ops);
  LLVMMetadataRef first = LLVMValueAsMetadata(ops[0]);
  free(ops);
  return first;
}

/* LLVM main's DXILTranslateMetadata warns when the frontend left out !llvm.ident (llvm#215081,
 * after the 22 branch): the validator does not ask for it, but drivers may. */
static void check_ident(rlv_lctx *l) {
  if (LLVMGetNamedMetadataNumOperands(l->module, "llvm.ident") == 0)
    rlv_report(l->diags, RLV_RULE_LOWER_MISSING_IDENT, NULL,
               "the module has no !llvm.ident naming its frontend, which some drivers need "
               "(LLVM: missing !llvm.ident metadata; frontend should emit it)");
}

bool rlv_stage_translate_metadata(rlv_lctx *l) {
  check_ident(l);
  rlv_restable_build(&l->resources, l->module);
  l->resources_built = true;
  rlv_module_info info;
  rlv_module_info_read(l->module, &info);
  rlv_shader_flags flags;
  bool consistent = rlv_shader_flags_compute(l, &info, &flags);
  bool versions = rlv_emit_version_metadata(l, &info);
  LLVMMetadataRef resources = emit_resources(l);
  bool ok = consistent && (!versions || rlv_emit_entry_points(l, &info, &flags, resources));
  if (ok)
    rlv_translate_compat_metadata(l);
  rlv_shader_flags_free(&flags);
  rlv_module_info_free(&info);
  return ok;
}
