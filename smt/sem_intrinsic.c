/* The intrinsic level: llvm.dx.resource.* (handles, typed/raw/cbuffer access, counters,
 * dimensions), llvm.dx.* helpers paired with their DXIL ops, and generic llvm.* calls. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "rlv/model.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

static bool starts(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* "llvm.dx.resource.load.typedbuffer.v4f32.tdx..." matches base "llvm.dx.resource.load.typedbuffer". */
static bool is_intr(const char *name, const char *base) {
  size_t n = strlen(base);
  return strncmp(name, base, n) == 0 && (name[n] == 0 || name[n] == '.');
}

static unsigned nargs(LLVMValueRef call) { return (unsigned)LLVMGetNumArgOperands(call); }
static LLVMValueRef arg(LLVMValueRef call, unsigned i) { return LLVMGetOperand(call, i); }

static Z3_ast bool_bv(Z3_context z, Z3_ast b) {
  return sx_ite(z, b, sx_bv(z, 1, 1), sx_bv(z, 0, 1));
}

void sx_register_binding(sx_exec *ex, unsigned cls, uint32_t space, uint32_t lb, uint32_t size,
                         int family, unsigned lanes, unsigned lane_bits, const char *name,
                         const char *type_name) {
  for (size_t i = 0; i < ex->nbindings; i++) {
    sx_binding *b = &ex->bindings[i];
    if (b->cls == cls && b->space == space && b->lb == lb && b->size == size)
      return;
  }
  if (ex->nbindings == ex->cap_bindings) {
    ex->cap_bindings = ex->cap_bindings ? ex->cap_bindings * 2 : 8;
    ex->bindings = rlv_xrealloc(ex->bindings, ex->cap_bindings * sizeof *ex->bindings);
  }
  ex->bindings[ex->nbindings++] =
      (sx_binding){cls, space, lb, size, family, lanes, lane_bits, rlv_xstrdup(name ? name : ""),
                   rlv_xstrdup(type_name ? type_name : "")};
}

sx_creation *sx_add_creation(sx_exec *ex) {
  if (ex->ncreations == ex->cap_creations) {
    ex->cap_creations = ex->cap_creations ? ex->cap_creations * 2 : 8;
    ex->creations = rlv_xrealloc(ex->creations, ex->cap_creations * sizeof *ex->creations);
  }
  sx_creation *c = &ex->creations[ex->ncreations++];
  *c = (sx_creation){0};
  c->pc = ex->cur->pc;
  return c;
}

/* The C string a handle's name operand points to, or "". */
static char *name_of(LLVMValueRef v) {
  if (v && LLVMIsAGlobalVariable(v)) {
    LLVMValueRef init = LLVMGetInitializer(v);
    if (init && LLVMIsAConstantDataSequential(init) && LLVMIsConstantString(init)) {
      size_t len;
      const char *s = LLVMGetAsString(init, &len);
      size_t n = 0;
      while (n < len && s[n])
        n++;
      return rlv_xstrndup(s, n);
    }
  }
  return rlv_xstrdup("");
}

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

static sval *handle_value(sx_exec *ex, sx_handle *h) {
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_HANDLE;
  s->h = h;
  return s;
}

static bool const_u32(LLVMValueRef v, uint32_t *out) {
  if (!v || !LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 32)
    return false;
  *out = (uint32_t)LLVMConstIntGetZExtValue(v);
  return true;
}

static char *type_string(LLVMTypeRef t) {
  char *s = LLVMPrintTypeToString(t);
  char *r = rlv_xstrdup(s);
  LLVMDisposeMessage(s);
  return r;
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
static void expected_props(sx_exec *ex, LLVMTypeRef t, sx_handle *h, sx_creation *c) {
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

/* handlefrombinding(space, LB, size, index, name) / handlefromimplicitbinding(orderId, ...). */
static void handle_from_binding(sx_exec *ex, LLVMValueRef call, bool implicit) {
  Z3_context z = ex->z;
  if (nargs(call) != 5) {
    sx_unknown(ex, call, "handle creation with %u operands", nargs(call));
    return;
  }
  uint32_t a0, space, size, lb = 0;
  if (!const_u32(arg(call, 0), &a0) || !const_u32(arg(call, 1), &space) ||
      !const_u32(arg(call, 2), &size)) {
    sx_unknown(ex, call, "handle creation with non-constant binding operands");
    return;
  }
  if (!implicit) {
    lb = space;
    space = a0;
  }
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  if (!sx_handle_shape(ex, LLVMTypeOf(call), h, call))
    return;
  sval *idx = sx_operand(ex, arg(call, 3));
  if (idx->kind != SV_INT || idx->width != 32) {
    sx_unknown(ex, call, "handle index is not an i32");
    return;
  }
  sx_add_ub(ex, idx->p);
  Z3_ast lbt;
  if (implicit) {
    char *nm = rlv_strf("implicit.lb.%u", a0);
    lbt = sx_const(z, nm, sx_bv_sort(z, 32));
    free(nm);
  } else {
    lbt = sx_bv(z, lb, 32);
  }
  h->space = sx_bv(z, space, 32);
  h->reg = Z3_mk_bvadd(z, lbt, idx->v);
  /* An index past the range, or one whose register wraps past 0xFFFFFFFF on an unbounded
   * range, names no resource of this binding: HLSL leaves the access undefined. */
  h->oob = size == UINT32_MAX ? Z3_mk_bvugt(z, idx->v, Z3_mk_bvnot(z, lbt))
                              : Z3_mk_bvuge(z, idx->v, sx_bv(z, size, 32));
  h->nu_required = idx->nu && size != 1;
  h->create_index = (int)ex->ncreations;
  char *name = name_of(arg(call, 4));
  sx_creation *c = sx_add_creation(ex);
  c->cls = h->cls;
  c->implicit = implicit;
  c->order_id = a0;
  c->space = space;
  c->lb = lb;
  c->lb_known = !implicit;
  c->size = size;
  c->family = h->family;
  c->lanes = h->lanes;
  c->lane_bits = h->lane_bits;
  c->nu_required = h->nu_required;
  c->name = rlv_xstrdup(name);
  expected_props(ex, LLVMTypeOf(call), h, c);
  if (!implicit) {
    char *tn = type_string(LLVMTypeOf(call));
    sx_register_binding(ex, h->cls, space, lb, size, h->family, h->lanes, h->lane_bits, name,
                        tn);
    free(tn);
  }
  free(name);
  sx_set(ex, call, handle_value(ex, h));
}

static sx_handle *handle_operand(sx_exec *ex, LLVMValueRef call, unsigned i) {
  sval *v = sx_operand(ex, arg(call, i));
  if (v->kind != SV_HANDLE) {
    sx_unknown(ex, call, "a resource operation whose handle is not a modelled handle");
    return NULL;
  }
  sx_use_handle(ex, v);
  if (v->h->undef) {
    sx_unknown(ex, call, "a resource operation on a handle that holds no resource");
    return NULL;
  }
  return v->h;
}

/* ---- typed buffers: components to lanes ---- */

static unsigned comp_count(LLVMTypeRef t, LLVMTypeRef *scalar) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    *scalar = LLVMGetElementType(t);
    return LLVMGetVectorSize(t);
  }
  *scalar = t;
  return 1;
}

/* A value of type t read from element `elem`, component c at lanes c (<= 32 bits) or
 * 2c, 2c+1 (64 bits, low word first). */
static sval *typed_read(sx_exec *ex, sx_handle *h, Z3_ast elem, LLVMTypeRef t, unsigned first,
                        LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || (w > 32 && w != 64) || n > 4) {
    sx_unknown(ex, at, "typed access of a type the prover does not model");
    return sv_poison(ex, t);
  }
  sval *agg = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? sv_agg(ex, n) : NULL;
  sval *last = NULL;
  for (unsigned c = 0; c < n; c++) {
    unsigned k = first + c;
    if (w == 64) {
      sval *lo = sx_typed_read_lane(ex, h, elem, 2 * k), *hi = sx_typed_read_lane(ex, h, elem, 2 * k + 1);
      last = sv_int(ex, Z3_mk_concat(z, hi->v, lo->v), sx_or2(z, lo->p, hi->p), 64);
    } else {
      sval *l = sx_typed_read_lane(ex, h, elem, k);
      last = sv_int(ex, w == 32 ? l->v : Z3_mk_extract(z, w - 1, 0, l->v), l->p, w);
    }
    if (agg)
      agg->el[c] = last;
  }
  return agg ? agg : last;
}

static void typed_write(sx_exec *ex, sx_handle *h, Z3_ast elem, sval *v, LLVMTypeRef t,
                        unsigned first, LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || (w > 32 && w != 64) || n > 4 || (n > 1 && (v->kind != SV_AGG || v->n != n)) ||
      (LLVMGetTypeKind(t) != LLVMVectorTypeKind && v->kind != SV_INT)) {
    sx_unknown(ex, at, "typed store of a value the prover does not model");
    return;
  }
  for (unsigned c = 0; c < n; c++) {
    sval *e = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? v->el[c] : v;
    if (e->kind != SV_INT) {
      sx_unknown(ex, at, "typed store of a non-scalar lane");
      return;
    }
    unsigned k = first + c;
    if (w == 64) {
      sx_typed_write_lane(ex, h, elem, 2 * k, sv_int(ex, Z3_mk_extract(z, 31, 0, e->v), e->p, 32));
      sx_typed_write_lane(ex, h, elem, 2 * k + 1, sv_int(ex, Z3_mk_extract(z, 63, 32, e->v), e->p, 32));
    } else {
      Z3_ast bits = w == 32 ? e->v : Z3_mk_zero_ext(z, 32 - w, e->v);
      sx_typed_write_lane(ex, h, elem, k, sv_int(ex, bits, e->p, 32));
    }
  }
  sx_typed_mark(ex, h, elem);
}

/* Exported for the pointer level and DXIL. */
sval *sx_typed_read_value(sx_exec *ex, sx_handle *h, Z3_ast elem, LLVMTypeRef t, unsigned first,
                          LLVMValueRef at);
void sx_typed_write_value(sx_exec *ex, sx_handle *h, Z3_ast elem, sval *v, LLVMTypeRef t,
                          unsigned first, LLVMValueRef at);
sval *sx_raw_read_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at);
void sx_raw_write_value(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                        LLVMValueRef at);

sval *sx_typed_read_value(sx_exec *ex, sx_handle *h, Z3_ast elem, LLVMTypeRef t, unsigned first,
                          LLVMValueRef at) {
  return typed_read(ex, h, elem, t, first, at);
}
void sx_typed_write_value(sx_exec *ex, sx_handle *h, Z3_ast elem, sval *v, LLVMTypeRef t,
                          unsigned first, LLVMValueRef at) {
  typed_write(ex, h, elem, v, t, first, at);
}

/* ---- raw buffers: components to bytes, little-endian ---- */

sval *sx_raw_read_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || w % 8) {
    sx_unknown(ex, at, "raw access of a type the prover does not model");
    return sv_poison(ex, t);
  }
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
    return sx_raw_read(ex, h, addr, w);
  sval *agg = sv_agg(ex, n);
  for (unsigned c = 0; c < n; c++)
    agg->el[c] = sx_raw_read(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, c * (w / 8), 32)), w);
  return agg;
}

void sx_raw_write_value(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                        LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || w % 8) {
    sx_unknown(ex, at, "raw store of a type the prover does not model");
    return;
  }
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) {
    if (v->kind != SV_INT) {
      sx_unknown(ex, at, "raw store of a non-scalar");
      return;
    }
    sx_raw_write(ex, h, addr, v);
    return;
  }
  if (v->kind != SV_AGG || v->n != n) {
    sx_unknown(ex, at, "raw store of a mismatched vector");
    return;
  }
  for (unsigned c = 0; c < n; c++) {
    if (v->el[c]->kind != SV_INT) {
      sx_unknown(ex, at, "raw store of a non-scalar lane");
      return;
    }
    sx_raw_write(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, c * (w / 8), 32)), v->el[c]);
  }
}

static unsigned store_bytes(sx_exec *ex, LLVMTypeRef t) {
  return (unsigned)LLVMStoreSizeOfType(ex->dl, t);
}

/* The byte address of (index, offset) on a raw handle; *poison says if it is undefined. */
static Z3_ast raw_address(sx_exec *ex, sx_handle *h, sval *idx, sval *off, Z3_ast *poison) {
  Z3_context z = ex->z;
  if (h->family == FAM_BAB) {
    *poison = idx->p;
    return idx->v;
  }
  *poison = sx_or2(z, idx->p, off->p);
  return Z3_mk_bvadd(z, Z3_mk_bvmul(z, idx->v, sx_bv(z, h->stride, 32)), off->v);
}

static sval *poison_all(sx_exec *ex, sval *v, Z3_ast p) {
  Z3_context z = ex->z;
  if (sx_is_false(z, p))
    return v;
  if (v->kind == SV_INT)
    return sv_int(ex, v->v, sx_or2(z, v->p, p), v->width);
  if (v->kind == SV_AGG) {
    sval *s = sv_agg(ex, v->n);
    for (unsigned i = 0; i < v->n; i++)
      s->el[i] = poison_all(ex, v->el[i], p);
    return s;
  }
  return v;
}

sval *sx_poison_all(sx_exec *ex, sval *v, Z3_ast p);
sval *sx_poison_all(sx_exec *ex, sval *v, Z3_ast p) { return poison_all(ex, v, p); }

static bool check_i32(sx_exec *ex, LLVMValueRef call, sval *v) {
  if (v->kind != SV_INT || v->width != 32) {
    sx_unknown(ex, call, "a resource index that is not an i32");
    return false;
  }
  return true;
}

static LLVMTypeRef struct_field(LLVMTypeRef t, unsigned i) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) <= i)
    return NULL;
  return LLVMStructGetTypeAtIndex(t, i);
}

static void load_typedbuffer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  LLVMTypeRef vt = struct_field(LLVMTypeOf(call), 0);
  sval *idx = sx_operand(ex, arg(call, 1));
  if (h->family != FAM_TYPED || !vt || !check_i32(ex, call, idx)) {
    sx_unknown(ex, call, "typed load on an unexpected handle or type");
    return;
  }
  sval *v = poison_all(ex, typed_read(ex, h, idx->v, vt, 0, call), idx->p);
  sval *r = sv_agg(ex, 2);
  r->el[0] = v;
  r->el[1] = sv_int(ex, bool_bv(z, sx_typed_mapped(ex, h, idx->v)), idx->p, 1);
  sx_set(ex, call, r);
}

static void store_typedbuffer(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, arg(call, 1));
  if (h->family != FAM_TYPED || !check_i32(ex, call, idx)) {
    sx_unknown(ex, call, "typed store on an unexpected handle");
    return;
  }
  sx_add_ub(ex, idx->p);
  typed_write(ex, h, idx->v, sx_operand(ex, arg(call, 2)), LLVMTypeOf(arg(call, 2)), 0, call);
}

static void load_rawbuffer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  LLVMTypeRef vt = struct_field(LLVMTypeOf(call), 0);
  sval *idx = sx_operand(ex, arg(call, 1)), *off = sx_operand(ex, arg(call, 2));
  if ((h->family != FAM_STRUCT && h->family != FAM_BAB) || !vt || !check_i32(ex, call, idx) ||
      !check_i32(ex, call, off)) {
    sx_unknown(ex, call, "raw load on an unexpected handle or type");
    return;
  }
  Z3_ast p;
  Z3_ast addr = raw_address(ex, h, idx, off, &p);
  ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
  sval *v = poison_all(ex, sx_raw_read_value(ex, h, addr, vt, call), p);
  ex->struct_elem = NULL;
  sval *r = sv_agg(ex, 2);
  r->el[0] = v;
  r->el[1] = sv_int(ex, bool_bv(z, sx_raw_mapped(ex, h, addr, store_bytes(ex, vt))), p, 1);
  sx_set(ex, call, r);
}

static void store_rawbuffer(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, arg(call, 1)), *off = sx_operand(ex, arg(call, 2));
  if ((h->family != FAM_STRUCT && h->family != FAM_BAB) || !check_i32(ex, call, idx) ||
      !check_i32(ex, call, off)) {
    sx_unknown(ex, call, "raw store on an unexpected handle");
    return;
  }
  Z3_ast p;
  Z3_ast addr = raw_address(ex, h, idx, off, &p);
  sx_add_ub(ex, p);
  ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
  sx_raw_write_value(ex, h, addr, sx_operand(ex, arg(call, 3)), LLVMTypeOf(arg(call, 3)), call);
  ex->struct_elem = NULL;
}

/* load.cbufferrow.N: field k of row r = bytes [16r + k*16/N, ...). */
static void load_cbufferrow(sx_exec *ex, LLVMValueRef call, unsigned n) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *row = sx_operand(ex, arg(call, 1));
  LLVMTypeRef t = LLVMTypeOf(call);
  if (h->family != FAM_CBUF || !check_i32(ex, call, row) ||
      LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != n) {
    sx_unknown(ex, call, "cbuffer row load on an unexpected handle or type");
    return;
  }
  sval *r = sv_agg(ex, n);
  Z3_ast base = Z3_mk_bvmul(z, row->v, sx_bv(z, 16, 32));
  for (unsigned k = 0; k < n; k++) {
    unsigned w = sx_type_bits(LLVMStructGetTypeAtIndex(t, k));
    if (w != 128 / n) {
      sx_unknown(ex, call, "cbuffer row field of the wrong width");
      return;
    }
    sval *f = sx_cbuf_read(ex, h, Z3_mk_bvadd(z, base, sx_bv(z, k * (16 / n), 32)), w);
    r->el[k] = poison_all(ex, f, row->p);
  }
  sx_set(ex, call, r);
}

static void update_counter(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  if (h->family == FAM_OPAQUE) {
    sx_unknown(ex, call, "a counter update on a resource that is not a buffer");
    return;
  }
  LLVMValueRef s = arg(call, 1);
  if (!LLVMIsAConstantInt(s)) {
    sx_unknown(ex, call, "counter update by a non-constant step");
    return;
  }
  int step = (int)(int8_t)LLVMConstIntGetZExtValue(s);
  if (step != 1 && step != -1) {
    sx_unknown(ex, call, "counter update by %d", step);
    return;
  }
  sx_set(ex, call, sv_int(ex, sx_counter_update(ex, h, step), sx_false(ex->z), 32));
}

static void get_pointer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, arg(call, 1));
  if (!check_i32(ex, call, idx))
    return;
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_PTR;
  s->h = h;
  s->p = idx->p;
  switch (h->family) {
  case FAM_TYPED:
  case FAM_STRUCT:
    s->region = PR_RES;
    s->idx = idx->v;
    s->off = sx_bv(z, 0, 32);
    break;
  case FAM_BAB:
    s->region = PR_RES;
    s->idx = sx_bv(z, 0, 32);
    s->off = idx->v;
    break;
  case FAM_CBUF:
    s->region = PR_CBUF;
    s->off = idx->v;
    break;
  default:
    sx_unknown(ex, call, "getpointer on an unexpected handle");
    return;
  }
  sx_set(ex, call, s);
}

/* ---- thread ids and other pure inputs, identified with their DXIL ops ---- */

sval *sx_thread_input(sx_exec *ex, const char *uf, const char *label, sval *component);
sval *sx_thread_input(sx_exec *ex, const char *uf, const char *label, sval *component) {
  Z3_context z = ex->z;
  Z3_ast v;
  char *lab;
  if (component) {
    v = sx_input_ufn(ex, uf, 1, &component->v, 32);
    uint64_t k;
    lab = sx_const_u64(z, component->v, &k) ? rlv_strf("%s(%llu)", label, (unsigned long long)k)
                                            : rlv_strf("%s(?)", label);
  } else {
    v = sx_const(z, uf, sx_bv_sort(z, 32));
    lab = rlv_strf("%s()", label);
  }
  sx_add_input(ex, lab, v);
  free(lab);
  return sv_int(ex, v, component ? component->p : sx_false(z), 32);
}

/* ---- 64-bit helpers: asdouble (lo, hi) -> double; splitdouble -> {lo, hi} ---- */

static sval *make_double(sx_exec *ex, sval *lo, sval *hi, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (lo->kind == SV_AGG && hi->kind == SV_AGG && lo->n == hi->n) {
    sval *s = sv_agg(ex, lo->n);
    for (unsigned i = 0; i < lo->n; i++)
      s->el[i] = make_double(ex, lo->el[i], hi->el[i], at);
    return s;
  }
  if (lo->kind != SV_INT || hi->kind != SV_INT || lo->width != 32 || hi->width != 32) {
    sx_unknown(ex, at, "asdouble of unexpected operands");
    return lo;
  }
  return sv_int(ex, Z3_mk_concat(z, hi->v, lo->v), sx_or2(z, lo->p, hi->p), 64);
}

sval *sx_make_double(sx_exec *ex, sval *lo, sval *hi, LLVMValueRef at);
sval *sx_make_double(sx_exec *ex, sval *lo, sval *hi, LLVMValueRef at) {
  return make_double(ex, lo, hi, at);
}

static sval *split_half(sx_exec *ex, sval *d, bool high, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (d->kind == SV_AGG) {
    sval *s = sv_agg(ex, d->n);
    for (unsigned i = 0; i < d->n; i++)
      s->el[i] = split_half(ex, d->el[i], high, at);
    return s;
  }
  if (d->kind != SV_INT || d->width != 64) {
    sx_unknown(ex, at, "splitdouble of an unexpected operand");
    return d;
  }
  return sv_int(ex, high ? Z3_mk_extract(z, 63, 32, d->v) : Z3_mk_extract(z, 31, 0, d->v), d->p, 32);
}

sval *sx_split_double(sx_exec *ex, sval *d, LLVMValueRef at);
sval *sx_split_double(sx_exec *ex, sval *d, LLVMValueRef at) {
  sval *r = sv_agg(ex, 2);
  r->el[0] = split_half(ex, d, false, at);
  r->el[1] = split_half(ex, d, true, at);
  return r;
}

/* ---- pure calls: one UF per scalar lane, so vector and scalarized forms agree ---- */

static const char *scalar_suffix(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return "f16";
  case LLVMFloatTypeKind: return "f32";
  case LLVMDoubleTypeKind: return "f64";
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 1: return "i1";
    case 8: return "i8";
    case 16: return "i16";
    case 32: return "i32";
    case 64: return "i64";
    default: return "iN";
    }
  default: return "x";
  }
}

sval *sx_pure_call(sx_exec *ex, const char *ufname, LLVMValueRef call, unsigned first_arg,
                   bool float_op) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(call);
  unsigned na = nargs(call);
  if (na - first_arg > 7 || na < first_arg) {
    sx_unknown(ex, call, "a pure call with too many operands");
    return sv_poison(ex, t);
  }
  bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
  unsigned lanes = vec ? LLVMGetVectorSize(t) : 1;
  LLVMTypeRef st = vec ? LLVMGetElementType(t) : t;
  unsigned w = sx_type_bits(st);
  if (!w) {
    sx_unknown(ex, call, "a pure call with a result the prover does not model");
    return sv_poison(ex, t);
  }
  if (float_op) {
    ex->used_uf = true;
    if (ex->replay)
      ex->used_opaque_uf = true;
  }
  char *name = rlv_strf("%s.%s", ufname, scalar_suffix(st));
  sval *ops[8];
  bool nu = false;
  for (unsigned j = first_arg; j < na; j++) {
    ops[j - first_arg] = sx_operand(ex, arg(call, j));
    nu = nu || sx_nu_any(ops[j - first_arg]);
  }
  sval *agg = vec ? sv_agg(ex, lanes) : NULL, *last = NULL;
  for (unsigned i = 0; i < lanes; i++) {
    Z3_ast args[8];
    Z3_ast p = sx_false(z);
    unsigned n = 0;
    for (unsigned j = 0; j < na - first_arg; j++) {
      sval *o = ops[j];
      if (o->kind == SV_AGG && vec && o->n == lanes)
        o = o->el[i];
      if (o->kind != SV_INT) {
        sx_unknown(ex, call, "a pure call with an operand the prover does not model");
        free(name);
        return sv_poison(ex, t);
      }
      args[n++] = o->v;
      p = sx_or2(z, p, o->p);
    }
    Z3_ast r = sx_ufn(ex, name, n, args, w); /* nullary: a fixed but unknown value */
    last = sv_int(ex, r, p, w);
    last->nu = nu;
    if (agg)
      agg->el[i] = last;
  }
  free(name);
  return agg ? agg : last;
}

/* Integer intrinsics with exact semantics. */
static bool int_intrinsic(sx_exec *ex, LLVMValueRef call, const char *base) {
  Z3_context z = ex->z;
  int kind = strcmp(base, "llvm.umin") == 0 ? 0 : strcmp(base, "llvm.umax") == 0 ? 1
           : strcmp(base, "llvm.smin") == 0 ? 2 : strcmp(base, "llvm.smax") == 0 ? 3 : -1;
  if (kind < 0)
    return false;
  sval *a = sx_operand(ex, arg(call, 0)), *b = sx_operand(ex, arg(call, 1));
  sval *pairs_a[16], *pairs_b[16];
  unsigned n = 1;
  if (a->kind == SV_AGG && b->kind == SV_AGG && a->n == b->n && a->n <= 16) {
    n = a->n;
    for (unsigned i = 0; i < n; i++) {
      pairs_a[i] = a->el[i];
      pairs_b[i] = b->el[i];
    }
  } else if (a->kind == SV_INT && b->kind == SV_INT) {
    pairs_a[0] = a;
    pairs_b[0] = b;
  } else {
    sx_unknown(ex, call, "min/max of unexpected operands");
    return true;
  }
  sval *agg = a->kind == SV_AGG ? sv_agg(ex, n) : NULL, *last = NULL;
  for (unsigned i = 0; i < n; i++) {
    Z3_ast x = pairs_a[i]->v, y = pairs_b[i]->v;
    Z3_ast lt = kind < 2 ? Z3_mk_bvult(z, x, y) : Z3_mk_bvslt(z, x, y);
    Z3_ast r = (kind % 2 == 0) ? sx_ite(z, lt, x, y) : sx_ite(z, lt, y, x);
    last = sv_int(ex, r, sx_or2(z, pairs_a[i]->p, pairs_b[i]->p), pairs_a[i]->width);
    last->nu = pairs_a[i]->nu || pairs_b[i]->nu;
    if (agg)
      agg->el[i] = last;
  }
  sx_set(ex, call, agg ? agg : last);
  return true;
}

static bool memory_none(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

bool sx_sem_intrinsic(sx_exec *ex, LLVMValueRef call, const char *name) {
  Z3_context z = ex->z;
  if (starts(name, "llvm.dx.resource.")) {
    if (is_intr(name, "llvm.dx.resource.handlefrombinding"))
      handle_from_binding(ex, call, false);
    else if (is_intr(name, "llvm.dx.resource.handlefromimplicitbinding"))
      handle_from_binding(ex, call, true);
    else if (is_intr(name, "llvm.dx.resource.load.typedbuffer"))
      load_typedbuffer(ex, call);
    else if (is_intr(name, "llvm.dx.resource.store.typedbuffer"))
      store_typedbuffer(ex, call);
    else if (is_intr(name, "llvm.dx.resource.load.rawbuffer"))
      load_rawbuffer(ex, call);
    else if (is_intr(name, "llvm.dx.resource.store.rawbuffer"))
      store_rawbuffer(ex, call);
    else if (is_intr(name, "llvm.dx.resource.load.cbufferrow.2"))
      load_cbufferrow(ex, call, 2);
    else if (is_intr(name, "llvm.dx.resource.load.cbufferrow.4"))
      load_cbufferrow(ex, call, 4);
    else if (is_intr(name, "llvm.dx.resource.load.cbufferrow.8"))
      load_cbufferrow(ex, call, 8);
    else if (is_intr(name, "llvm.dx.resource.updatecounter"))
      update_counter(ex, call);
    else if (is_intr(name, "llvm.dx.resource.getdimensions.x")) {
      sx_handle *h = handle_operand(ex, call, 0);
      if (h && h->family == FAM_OPAQUE)
        sx_unknown(ex, call, "the dimensions of a resource that is not a buffer");
      else if (h)
        sx_set(ex, call, sv_int(ex, sx_dims(ex, h), sx_false(z), 32));
    } else if (is_intr(name, "llvm.dx.resource.nonuniformindex")) {
      sval *v = sx_operand(ex, arg(call, 0));
      if (v->kind != SV_INT) {
        sx_unknown(ex, call, "nonuniformindex of a non-integer");
        return true;
      }
      sval *s = sv_int(ex, v->v, v->p, v->width);
      s->nu = true;
      sx_set(ex, call, s);
    } else if (is_intr(name, "llvm.dx.resource.getpointer"))
      get_pointer(ex, call);
    else
      sx_unknown(ex, call, "a resource intrinsic the prover does not model");
    return true;
  }
  if (is_intr(name, "llvm.dx.thread.id")) {
    sx_set(ex, call, sx_thread_input(ex, "dx.threadId", "thread.id", sx_operand(ex, arg(call, 0))));
    return true;
  }
  if (is_intr(name, "llvm.dx.group.id")) {
    sx_set(ex, call, sx_thread_input(ex, "dx.groupId", "group.id", sx_operand(ex, arg(call, 0))));
    return true;
  }
  if (is_intr(name, "llvm.dx.thread.id.in.group")) {
    sx_set(ex, call, sx_thread_input(ex, "dx.threadIdInGroup", "thread.id.in.group",
                                     sx_operand(ex, arg(call, 0))));
    return true;
  }
  if (is_intr(name, "llvm.dx.flattened.thread.id.in.group")) {
    sx_set(ex, call, sx_thread_input(ex, "dx.flattenedThreadIdInGroup",
                                     "flattened.thread.id.in.group", NULL));
    return true;
  }
  if (is_intr(name, "llvm.dx.group.memory.barrier.with.group.sync")) {
    /* DXIL barrier mode 9: thread-group memory fence | sync the group */
    sx_event_record(ex, "barrier mode 9", 0, NULL, call);
    return true;
  }
  if (is_intr(name, "llvm.dx.asdouble")) {
    sx_set(ex, call, make_double(ex, sx_operand(ex, arg(call, 0)), sx_operand(ex, arg(call, 1)), call));
    return true;
  }
  if (is_intr(name, "llvm.dx.splitdouble")) {
    sx_set(ex, call, sx_split_double(ex, sx_operand(ex, arg(call, 0)), call));
    return true;
  }
  if (!starts(name, "llvm."))
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  unsigned id = LLVMGetIntrinsicID(callee);
  if (!id)
    return false;
  size_t len;
  const char *base = LLVMIntrinsicGetName(id, &len);
  char *b = rlv_xstrndup(base, len);
  bool handled = true;
  if (strcmp(b, "llvm.assume") == 0) {
    sval *c = sx_operand(ex, arg(call, 0));
    if (c->kind == SV_INT)
      sx_add_ub(ex, sx_or2(z, c->p, sx_eq(z, c->v, sx_bv(z, 0, 1))));
  } else if (strcmp(b, "llvm.expect") == 0) {
    sx_set(ex, call, sx_operand(ex, arg(call, 0)));
  } else if (int_intrinsic(ex, call, b)) {
    /* done */
  } else if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind && memory_none(callee)) {
    /* named by the intrinsic's base name, so vector and scalar overloads agree */
    sx_set(ex, call, sx_pure_call(ex, b, call, 0, true));
  } else {
    handled = false;
  }
  free(b);
  return handled;
}
