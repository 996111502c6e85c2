/* BEFORE's resource handle types, read from the specification (reference §1.2, §1.3,
 * §3.4): how a resource's memory is addressed (typed lanes, structured stride, byte
 * address, cbuffer rows, or contents not modelled), and the annotateHandle properties its
 * type implies. From model/ the prover takes only the type's parsed parameters; the
 * decisions that give them meaning (the class, the kind, byte-address or structured) are
 * made here, apart from the ones lower/ and the verifier use, so that a wrong decision
 * there cannot hide from the proof. */
#include "rlv/model.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

/* A BEFORE type as the prover reads it: its parameters, and what they mean. */
typedef struct handle_type {
  rlv_restype params; /* element type and int parameters, as written in the type */
  unsigned cls;       /* SX_CLASS_* */
  unsigned kind;      /* SX_KIND_* (for a texture: its dimension parameter) */
} handle_type;

static unsigned writeable_class(unsigned writeable) {
  return writeable ? SX_CLASS_UAV : SX_CLASS_SRV;
}

/* A RawBuffer of i8 or of void is a ByteAddressBuffer; any other element makes it a
 * StructuredBuffer (reference §1.2). */
static bool byte_address_element(LLVMTypeRef element) {
  if (!element)
    return true;
  LLVMTypeKind k = LLVMGetTypeKind(element);
  return k == LLVMVoidTypeKind || (k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(element) == 8);
}

static unsigned dimension_kind(unsigned dimension) {
  return dimension <= SX_KIND_LAST ? dimension : SX_KIND_INVALID;
}

/* False when t is no dx.* or spirv.* type with the parameters its name asks for. */
static bool read_type(LLVMTypeRef t, handle_type *ht) {
  rlv_restype *rt = &ht->params;
  if (!rlv_restype_parse(t, rt) || !rt->well_formed)
    return false;
  switch (rt->tt) {
  case RLV_TT_DX_TYPEDBUFFER:
    ht->cls = writeable_class(rt->writeable);
    ht->kind = SX_KIND_TYPED_BUFFER;
    break;
  case RLV_TT_DX_RAWBUFFER:
    ht->cls = writeable_class(rt->writeable);
    ht->kind = byte_address_element(rt->element) ? SX_KIND_RAW_BUFFER : SX_KIND_STRUCTURED_BUFFER;
    break;
  case RLV_TT_DX_TEXTURE:
  case RLV_TT_DX_MSTEXTURE:
    ht->cls = writeable_class(rt->writeable);
    ht->kind = dimension_kind(rt->dimension);
    break;
  case RLV_TT_DX_FEEDBACKTEXTURE:
    ht->cls = SX_CLASS_UAV;
    ht->kind = dimension_kind(rt->dimension);
    break;
  case RLV_TT_DX_CBUFFER:
    ht->cls = SX_CLASS_CBUFFER;
    ht->kind = SX_KIND_CBUFFER;
    break;
  case RLV_TT_DX_SAMPLER:
    ht->cls = SX_CLASS_SAMPLER;
    ht->kind = SX_KIND_SAMPLER;
    break;
  default:
    /* a type the prover does not model (SPIR-V, layout helpers): only its name is used */
    ht->cls = (unsigned)rt->res_class;
    ht->kind = (unsigned)rt->kind;
    break;
  }
  return true;
}

/* The dimension parameter names a kind of its family: plain textures 1, 2, 4-7, 9;
 * multisampled 3, 8; feedback 17, 18. */
static bool opaque_kind_valid(const handle_type *ht) {
  unsigned kind = ht->kind;
  switch (ht->params.tt) {
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
  handle_type ht;
  if (!read_type(t, &ht)) {
    sx_unknown(ex, at, "a handle of a type the prover does not model");
    return false;
  }
  const rlv_restype *rt = &ht.params;
  h->cls = ht.cls;
  h->elem = rt->element;
  switch (rt->tt) {
  case RLV_TT_DX_TYPEDBUFFER: {
    h->family = FAM_TYPED;
    LLVMTypeRef e = rt->element;
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
    if (ht.kind == SX_KIND_RAW_BUFFER) {
      h->family = FAM_BAB;
    } else {
      h->family = FAM_STRUCT;
      if (!rt->element || !LLVMTypeIsSized(rt->element)) {
        sx_unknown(ex, at, "a structured buffer of an unsized element");
        return false;
      }
      h->stride = LLVMABISizeOfType(ex->dl, rt->element);
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
    if (!opaque_kind_valid(&ht)) {
      sx_unknown(ex, at, "a resource kind the prover does not model (%s)",
                 rlv_res_kind_name((rlv_res_kind)ht.kind));
      return false;
    }
    h->family = FAM_OPAQUE;
    return true;
  default:
    sx_unknown(ex, at, "a resource kind the prover does not model (%s)",
               rlv_res_kind_name((rlv_res_kind)ht.kind));
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
static void expected_opaque_props(const handle_type *ht, sx_creation *c) {
  const rlv_restype *rt = &ht->params;
  c->kind = ht->kind;
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
  handle_type ht;
  if (!read_type(t, &ht))
    return;
  const rlv_restype *rt = &ht.params;
  c->rid = sx_rid(ex, h);
  c->uav = h->cls == SX_CLASS_UAV;
  c->rov = rt->rov == 1;
  switch (h->family) {
  case FAM_OPAQUE:
    expected_opaque_props(&ht, c);
    return;
  case FAM_TYPED: {
    LLVMTypeRef e = rt->element, sc = e;
    c->kind = SX_KIND_TYPED_BUFFER;
    c->ccount = 1;
    if (e && LLVMGetTypeKind(e) == LLVMVectorTypeKind) {
      c->ccount = LLVMGetVectorSize(e);
      sc = LLVMGetElementType(e);
    }
    c->ctypes = sc ? component_types(sc, rt->is_signed == 1) : 0;
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
