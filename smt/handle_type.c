/* BEFORE's resource handle types, read from the specification (reference §1.2, §3.4): how
 * a resource's memory is addressed (typed lanes, structured stride, byte address, cbuffer
 * rows, or contents not modelled), and the annotateHandle properties its type implies. */
#include "rlv/model.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

/* The dimension parameter names a kind of its family: plain textures 1, 2, 4-7, 9;
 * multisampled 3, 8; feedback 17, 18. */
static bool opaque_kind_valid(const rlv_restype *rt) {
  unsigned kind = (unsigned)rt->kind;
  switch (rt->tt) {
  case RLV_TT_DX_TEXTURE:
    return kind != SX_KIND_INVALID && kind <= SX_KIND_TEXTURECUBEARRAY &&
           kind != SX_KIND_TEXTURE2DMS && kind != SX_KIND_TEXTURE2DMSARRAY;
  case RLV_TT_DX_MSTEXTURE:
    return kind == SX_KIND_TEXTURE2DMS || kind == SX_KIND_TEXTURE2DMSARRAY;
  case RLV_TT_DX_FEEDBACKTEXTURE:
    return kind == SX_KIND_FEEDBACK_TEXTURE2D || kind == SX_KIND_FEEDBACK_TEXTURE2DARRAY;
  case RLV_TT_DX_SAMPLER:
    return true;
  default:
    return false;
  }
}

/* Parses a BEFORE handle type into the way its memory is addressed. */
bool sx_handle_shape(sx_exec *ex, LLVMTypeRef t, sx_handle *h, LLVMValueRef at) {
  rlv_restype rt;
  if (!rlv_restype_parse(t, &rt) || !rt.well_formed) {
    sx_unknown(ex, at, "a handle of a type the prover does not model");
    return false;
  }
  h->cls = rt.res_class;
  h->elem = rt.element;
  switch (rt.tt) {
  case RLV_TT_DX_TYPEDBUFFER: {
    h->family = FAM_TYPED;
    LLVMTypeRef e = rt.element;
    unsigned comps = 1;
    if (e && LLVMGetTypeKind(e) == LLVMVectorTypeKind) {
      comps = LLVMGetVectorSize(e);
      e = LLVMGetElementType(e);
    }
    unsigned bits = e ? sx_type_bits(e) : 0;
    if (!bits || comps > 4 || (bits == 64 && comps > 2)) {
      sx_unknown(ex, at, "a typed buffer element the prover does not model");
      return false;
    }
    h->lanes = bits == 64 ? 2 * comps : comps;
    h->lane_bits = bits == 16 ? 16 : 32; /* a 16-bit value sits in the low bits of its lane */
    return true;
  }
  case RLV_TT_DX_RAWBUFFER:
    if (rt.kind == RLV_KIND_RAWBUFFER) {
      h->family = FAM_BAB;
    } else {
      h->family = FAM_STRUCT;
      if (!rt.element || !LLVMTypeIsSized(rt.element)) {
        sx_unknown(ex, at, "a structured buffer of an unsized element");
        return false;
      }
      h->stride = LLVMABISizeOfType(ex->dl, rt.element);
    }
    return true;
  case RLV_TT_DX_CBUFFER:
    h->family = FAM_CBUF;
    return true;
  case RLV_TT_DX_TEXTURE:
  case RLV_TT_DX_MSTEXTURE:
  case RLV_TT_DX_FEEDBACKTEXTURE:
  case RLV_TT_DX_SAMPLER:
    /* created and bound (compared with AFTER's declaration); any access is unknown */
    if (!opaque_kind_valid(&rt)) {
      sx_unknown(ex, at, "a resource kind the prover does not model (%s)",
                 rlv_res_kind_name(rt.kind));
      return false;
    }
    h->family = FAM_OPAQUE;
    return true;
  default:
    sx_unknown(ex, at, "a resource kind the prover does not model (%s)",
               rlv_res_kind_name(rt.kind));
    return false;
  }
}

/* The component types a typed element may be declared with: integers by width and
 * signedness; floats also as their normalized variants (the element type cannot say). */
static uint32_t component_types(LLVMTypeRef scalar, bool is_signed) {
  unsigned w = sx_type_bits(scalar);
  if (LLVMGetTypeKind(scalar) == LLVMIntegerTypeKind) {
    switch (w) {
    case 16: return 1u << (is_signed ? SX_CT_I16 : SX_CT_U16);
    case 32: return 1u << (is_signed ? SX_CT_I32 : SX_CT_U32);
    case 64: return 1u << (is_signed ? SX_CT_I64 : SX_CT_U64);
    default: return 0;
    }
  }
  switch (w) {
  case 16: return 1u << SX_CT_F16 | 1u << SX_CT_SNORM_F16 | 1u << SX_CT_UNORM_F16;
  case 32: return 1u << SX_CT_F32 | 1u << SX_CT_SNORM_F32 | 1u << SX_CT_UNORM_F32;
  case 64: return 1u << SX_CT_F64 | 1u << SX_CT_SNORM_F64 | 1u << SX_CT_UNORM_F64;
  default: return 0;
  }
}

/* Textures, samplers and feedback textures (reference §3.4): the kind is the dimension
 * parameter; a texture's word1 is component type | count << 8 | samples << 16 (ROV only
 * for a plain texture UAV); a feedback texture's word1 its feedback type; a sampler's
 * word0 bit 15 says comparison. */
static void expected_opaque_props(const rlv_restype *rt, sx_creation *c) {
  c->kind = rt->kind;
  c->rov = rt->tt == RLV_TT_DX_TEXTURE && rt->rov == 1;
  if (rt->tt == RLV_TT_DX_FEEDBACKTEXTURE) {
    c->feedback = rt->feedback_kind;
  } else if (rt->tt == RLV_TT_DX_SAMPLER) {
    c->sampler_cmp = rt->sampler_kind == SX_SAMPLER_COMPARISON;
  } else {
    LLVMTypeRef e = rt->element, sc = e;
    c->ccount = 1;
    if (e && LLVMGetTypeKind(e) == LLVMVectorTypeKind) {
      c->ccount = LLVMGetVectorSize(e);
      sc = LLVMGetElementType(e);
    }
    c->ctypes = sc ? component_types(sc, rt->is_signed == 1) : 0;
    c->samples = rt->tt == RLV_TT_DX_MSTEXTURE ? rt->sample_count : 0;
    if (!c->ctypes)
      return;
  }
  c->props_known = true;
}

/* What annotateHandle must say about a resource of BEFORE's type (ResourceProperties:
 * word0 kind | UAV bit 12 | ROV bit 13; word1 the stride, or component type | count << 8). */
void sx_expected_props(sx_exec *ex, LLVMTypeRef t, sx_handle *h, sx_creation *c) {
  rlv_restype rt;
  if (!rlv_restype_parse(t, &rt) || !rt.well_formed)
    return;
  c->rid = sx_rid(ex, h);
  c->uav = h->cls == SX_CLASS_UAV;
  c->rov = rt.rov == 1;
  switch (h->family) {
  case FAM_OPAQUE:
    expected_opaque_props(&rt, c);
    return;
  case FAM_TYPED: {
    LLVMTypeRef e = rt.element, sc = e;
    c->kind = SX_KIND_TYPED_BUFFER;
    c->ccount = 1;
    if (e && LLVMGetTypeKind(e) == LLVMVectorTypeKind) {
      c->ccount = LLVMGetVectorSize(e);
      sc = LLVMGetElementType(e);
    }
    c->ctypes = sc ? component_types(sc, rt.is_signed == 1) : 0;
    c->props_known = c->ctypes != 0;
    return;
  }
  case FAM_BAB: c->kind = SX_KIND_RAW_BUFFER; break;
  case FAM_STRUCT: c->kind = SX_KIND_STRUCTURED_BUFFER; c->stride = h->stride; break;
  case FAM_CBUF: c->kind = SX_KIND_CBUFFER; break;
  default: return;
  }
  c->props_known = true;
}
