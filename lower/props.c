/* ResourceProperties words (reference §3.4; matches LLVM 22's getAnnotateProps). */
#include "lower/props.h"

unsigned rlv_props_comp_type(LLVMTypeRef scalar, bool is_signed) {
  switch (LLVMGetTypeKind(scalar)) {
  case LLVMHalfTypeKind:
    return RLV_ET_F16;
  case LLVMFloatTypeKind:
    return RLV_ET_F32;
  case LLVMDoubleTypeKind:
    return RLV_ET_F64;
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(scalar)) {
    case 1:
      return RLV_ET_I1;
    case 16:
      return is_signed ? RLV_ET_I16 : RLV_ET_U16;
    case 32:
      return is_signed ? RLV_ET_I32 : RLV_ET_U32;
    case 64:
      return is_signed ? RLV_ET_I64 : RLV_ET_U64;
    default:
      return 0;
    }
  default:
    return 0;
  }
}

static unsigned log2_u(unsigned long long v) {
  unsigned r = 0;
  while (v > 1) {
    v >>= 1;
    r++;
  }
  return r;
}

/* Word1 of a typed resource: component type, count and (MS) sample count. */
static uint32_t typed_word1(const rlv_restype *t) {
  LLVMTypeRef elem = t->element;
  if (!elem)
    return 0;
  unsigned count = 1;
  LLVMTypeRef scalar = elem;
  if (LLVMGetTypeKind(elem) == LLVMVectorTypeKind) {
    count = LLVMGetVectorSize(elem);
    scalar = LLVMGetElementType(elem);
  }
  uint32_t w = (rlv_props_comp_type(scalar, t->is_signed != 0) & 0xFF) | (count & 0xFF) << 8;
  if (t->tt == RLV_TT_DX_MSTEXTURE)
    w |= (t->sample_count & 0xFF) << 16;
  return w;
}

/* The byte size of a cbuffer: dx.Layout's Size parameter, else the ABI size. */
static uint32_t cbuffer_size(LLVMTargetDataRef dl, LLVMTypeRef elem) {
  if (!elem)
    return 0;
  if (LLVMGetTypeKind(elem) == LLVMTargetExtTypeKind) {
    if (rlv_tt_of(elem) == RLV_TT_DX_LAYOUT && LLVMGetTargetExtTypeNumIntParams(elem) > 0)
      return LLVMGetTargetExtTypeIntParam(elem, 0);
  }
  return LLVMTypeIsSized(elem) ? (uint32_t)LLVMABISizeOfType(dl, elem) : 0;
}

rlv_props rlv_props_compute(LLVMTargetDataRef dl, const rlv_restype *t, bool has_counter) {
  rlv_props p = {0, 0};
  bool uav = t->res_class == RLV_CLASS_UAV;
  p.word0 = (uint32_t)t->kind & 0xFF;
  if (t->kind == RLV_KIND_STRUCTUREDBUFFER && t->element &&
      LLVMGetTypeKind(t->element) == LLVMStructTypeKind)
    p.word0 |= (log2_u(LLVMABIAlignmentOfType(dl, t->element)) & 0xF) << 8;
  if (uav)
    p.word0 |= 1u << 12;
  if (uav && t->rov && t->tt != RLV_TT_DX_MSTEXTURE && t->tt != RLV_TT_DX_FEEDBACKTEXTURE)
    p.word0 |= 1u << 13;
  if ((uav && has_counter) || (t->res_class == RLV_CLASS_SAMPLER && t->sampler_kind == 1))
    p.word0 |= 1u << 15;
  switch (t->kind) {
  case RLV_KIND_STRUCTUREDBUFFER:
    p.word1 = t->element && LLVMTypeIsSized(t->element)
                  ? (uint32_t)LLVMABISizeOfType(dl, t->element) : 0;
    break;
  case RLV_KIND_CBUFFER:
    p.word1 = cbuffer_size(dl, t->element);
    break;
  case RLV_KIND_FEEDBACKTEXTURE2D:
  case RLV_KIND_FEEDBACKTEXTURE2DARRAY:
    p.word1 = t->feedback_kind;
    break;
  case RLV_KIND_RAWBUFFER:
  case RLV_KIND_SAMPLER:
  case RLV_KIND_INVALID:
    break;
  default:
    p.word1 = typed_word1(t);
    break;
  }
  return p;
}
