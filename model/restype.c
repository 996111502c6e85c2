/* Parsing target("dx.*") / target("spirv.*") types into resource descriptions (ref. §1). */
#include <string.h>

#include "rlv/model.h"

static const rlv_tt_shape shapes[] = {
    {RLV_TT_DX_TYPEDBUFFER, "dx.TypedBuffer", 1, 3, false},
    {RLV_TT_DX_RAWBUFFER, "dx.RawBuffer", 1, 2, false},
    {RLV_TT_DX_TEXTURE, "dx.Texture", 1, 4, false},
    {RLV_TT_DX_MSTEXTURE, "dx.MSTexture", 1, 4, false},
    {RLV_TT_DX_FEEDBACKTEXTURE, "dx.FeedbackTexture", 0, 2, false},
    {RLV_TT_DX_CBUFFER, "dx.CBuffer", 1, 0, false},
    {RLV_TT_DX_SAMPLER, "dx.Sampler", 0, 1, false},
    {RLV_TT_DX_LAYOUT, "dx.Layout", 1, 1, true},
    {RLV_TT_DX_PADDING, "dx.Padding", 0, 1, false},
    {RLV_TT_SPIRV_VULKANBUFFER, "spirv.VulkanBuffer", 1, 2, false},
    /* (Dim, Depth, Arrayed, MS, Sampled, Format[, AccessQualifier]) */
    {RLV_TT_SPIRV_IMAGE, "spirv.Image", 1, 6, true},
    {RLV_TT_SPIRV_SIGNEDIMAGE, "spirv.SignedImage", 1, 6, true},
    {RLV_TT_SPIRV_SAMPLER, "spirv.Sampler", 0, 0, false},
    {RLV_TT_SPIRV_PADDING, "spirv.Padding", 0, 1, false},
};

const rlv_tt_shape *rlv_tt_shapes(unsigned *count) {
  *count = sizeof shapes / sizeof shapes[0];
  return shapes;
}

static const rlv_tt_shape *shape_of(rlv_tt tt) {
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
    if (shapes[i].tt == tt)
      return &shapes[i];
  return NULL;
}

rlv_tt rlv_tt_of(LLVMTypeRef type) {
  if (!type || LLVMGetTypeKind(type) != LLVMTargetExtTypeKind)
    return RLV_TT_NOT_TARGET;
  const char *name = LLVMGetTargetExtTypeName(type);
  for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
    if (strcmp(name, shapes[i].name) == 0)
      return shapes[i].tt;
  if (strncmp(name, "dx.", 3) == 0)
    return RLV_TT_UNKNOWN_DX;
  if (strncmp(name, "spirv.", 6) == 0)
    return RLV_TT_UNKNOWN_SPIRV;
  return RLV_TT_OTHER;
}

bool rlv_tt_is_dx(rlv_tt tt) {
  return tt == RLV_TT_UNKNOWN_DX || (tt >= RLV_TT_DX_TYPEDBUFFER && tt <= RLV_TT_DX_PADDING);
}

bool rlv_tt_is_spirv(rlv_tt tt) {
  return tt == RLV_TT_UNKNOWN_SPIRV || (tt >= RLV_TT_SPIRV_VULKANBUFFER && tt <= RLV_TT_SPIRV_PADDING);
}

bool rlv_tt_is_resource(rlv_tt tt) {
  switch (tt) {
  case RLV_TT_DX_TYPEDBUFFER:
  case RLV_TT_DX_RAWBUFFER:
  case RLV_TT_DX_TEXTURE:
  case RLV_TT_DX_MSTEXTURE:
  case RLV_TT_DX_FEEDBACKTEXTURE:
  case RLV_TT_DX_CBUFFER:
  case RLV_TT_DX_SAMPLER:
  case RLV_TT_SPIRV_VULKANBUFFER:
  case RLV_TT_SPIRV_IMAGE:
  case RLV_TT_SPIRV_SIGNEDIMAGE:
  case RLV_TT_SPIRV_SAMPLER:
    return true;
  default:
    return false;
  }
}

static unsigned int_param(LLVMTypeRef type, unsigned count, unsigned index) {
  return index < count ? LLVMGetTargetExtTypeIntParam(type, index) : 0;
}

/* A RawBuffer of i8 or void is a byte-address buffer; anything else is structured. */
static bool is_byte_address_element(LLVMTypeRef element) {
  if (!element)
    return true;
  LLVMTypeKind k = LLVMGetTypeKind(element);
  return k == LLVMVoidTypeKind || (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(element) == 8);
}

static rlv_res_class writeable_class(unsigned writeable) {
  return writeable ? RLV_CLASS_UAV : RLV_CLASS_SRV;
}

bool rlv_restype_parse(LLVMTypeRef type, rlv_restype *out) {
  memset(out, 0, sizeof *out);
  out->type = type;
  out->tt = rlv_tt_of(type);
  out->res_class = RLV_CLASS_NONE;
  if (!rlv_tt_is_dx(out->tt) && !rlv_tt_is_spirv(out->tt))
    return false;
  const rlv_tt_shape *shape = shape_of(out->tt);
  unsigned ntypes = LLVMGetTargetExtTypeNumTypeParams(type);
  unsigned nints = LLVMGetTargetExtTypeNumIntParams(type);
  out->well_formed = shape && ntypes == shape->type_params &&
                     (shape->int_params_open ? nints >= shape->int_params
                                             : nints == shape->int_params);
  if (out->tt == RLV_TT_SPIRV_IMAGE || out->tt == RLV_TT_SPIRV_SIGNEDIMAGE)
    out->well_formed = out->well_formed && nints <= 7;
  out->element = ntypes > 0 ? LLVMGetTargetExtTypeTypeParam(type, 0) : NULL;
#define P(i) int_param(type, nints, (i))
  switch (out->tt) {
  case RLV_TT_DX_TYPEDBUFFER:
    out->writeable = P(0), out->rov = P(1), out->is_signed = P(2);
    out->res_class = writeable_class(out->writeable);
    out->kind = RLV_KIND_TYPEDBUFFER;
    break;
  case RLV_TT_DX_RAWBUFFER:
    out->writeable = P(0), out->rov = P(1);
    out->res_class = writeable_class(out->writeable);
    out->kind = is_byte_address_element(out->element) ? RLV_KIND_RAWBUFFER : RLV_KIND_STRUCTUREDBUFFER;
    break;
  case RLV_TT_DX_TEXTURE:
    out->writeable = P(0), out->rov = P(1), out->is_signed = P(2), out->dimension = P(3);
    out->res_class = writeable_class(out->writeable);
    out->kind = (rlv_res_kind)(out->dimension <= 18 ? out->dimension : 0);
    break;
  case RLV_TT_DX_MSTEXTURE:
    out->writeable = P(0), out->sample_count = P(1), out->is_signed = P(2), out->dimension = P(3);
    out->res_class = writeable_class(out->writeable);
    out->kind = (rlv_res_kind)(out->dimension <= 18 ? out->dimension : 0);
    break;
  case RLV_TT_DX_FEEDBACKTEXTURE:
    out->feedback_kind = P(0), out->dimension = P(1);
    out->writeable = 1;
    out->res_class = RLV_CLASS_UAV;
    out->kind = (rlv_res_kind)(out->dimension <= 18 ? out->dimension : 0);
    break;
  case RLV_TT_DX_CBUFFER:
    out->res_class = RLV_CLASS_CBUFFER;
    out->kind = RLV_KIND_CBUFFER;
    break;
  case RLV_TT_DX_SAMPLER:
    out->sampler_kind = P(0);
    out->res_class = RLV_CLASS_SAMPLER;
    out->kind = RLV_KIND_SAMPLER;
    break;
  case RLV_TT_DX_PADDING:
  case RLV_TT_SPIRV_PADDING:
    out->padding_bytes = P(0);
    break;
  case RLV_TT_SPIRV_VULKANBUFFER:
    out->storage_class = P(0), out->writeable = P(1);
    if (out->storage_class == 2) {
      out->res_class = RLV_CLASS_CBUFFER;
      out->kind = RLV_KIND_CBUFFER;
    } else {
      out->res_class = writeable_class(out->writeable);
      LLVMTypeRef inner = out->element;
      if (inner && LLVMGetTypeKind(inner) == LLVMArrayTypeKind)
        inner = LLVMGetElementType(inner);
      out->kind = is_byte_address_element(inner) ? RLV_KIND_RAWBUFFER : RLV_KIND_STRUCTUREDBUFFER;
    }
    break;
  case RLV_TT_SPIRV_IMAGE:
  case RLV_TT_SPIRV_SIGNEDIMAGE:
    out->dimension = P(0), out->image_depth = P(1), out->image_arrayed = P(2);
    out->image_ms = P(3), out->image_sampled = P(4), out->image_format = P(5);
    out->is_signed = out->tt == RLV_TT_SPIRV_SIGNEDIMAGE;
    out->writeable = out->image_sampled == 2;
    out->res_class = writeable_class(out->writeable);
    out->kind = out->dimension == 5 ? RLV_KIND_TYPEDBUFFER : RLV_KIND_TEXTURE2D;
    break;
  case RLV_TT_SPIRV_SAMPLER:
    out->res_class = RLV_CLASS_SAMPLER;
    out->kind = RLV_KIND_SAMPLER;
    break;
  default:
    break;
  }
#undef P
  return true;
}

const char *rlv_res_class_name(rlv_res_class c) {
  switch (c) {
  case RLV_CLASS_SRV: return "SRV";
  case RLV_CLASS_UAV: return "UAV";
  case RLV_CLASS_CBUFFER: return "CBuffer";
  case RLV_CLASS_SAMPLER: return "Sampler";
  case RLV_CLASS_NONE: break;
  }
  return "none";
}

const char *rlv_res_kind_name(rlv_res_kind k) {
  static const char *const names[] = {
      "Invalid", "Texture1D", "Texture2D", "Texture2DMS", "Texture3D", "TextureCube",
      "Texture1DArray", "Texture2DArray", "Texture2DMSArray", "TextureCubeArray",
      "TypedBuffer", "RawBuffer", "StructuredBuffer", "CBuffer", "Sampler", "TBuffer",
      "RTAccelerationStructure", "FeedbackTexture2D", "FeedbackTexture2DArray"};
  return (unsigned)k < sizeof names / sizeof names[0] ? names[k] : "Invalid";
}
