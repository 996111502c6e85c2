/* The DXIL-op level: handle creation and annotation (properties decoded here, from the
 * specification), buffer loads and stores with masks, cbuffer rows, counters, dimensions,
 * the check bit, makeDouble/splitDouble, thread ids and the math ops paired with the
 * intrinsics they come from. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

static bool agg_u64(LLVMValueRef c, unsigned i, uint64_t *out) {
  if (!c || !LLVMIsAConstant(c))
    return false;
  return rlv_const_u64(LLVMGetAggregateElement(c, i), out);
}

/* The handle a DXIL creation names: its class, space, absolute register (idx) and
 * non-uniform flag (nu: an undefined flag counts as uniform). */
static sx_handle *dxil_handle(sx_exec *ex, unsigned cls, uint64_t space, const sval *idx, const sval *nu) {
  Z3_context z = ex->z;
  sx_add_ub(ex, idx->p);
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  h->cls = cls;
  h->space = sx_bv(z, space, 32);
  h->reg = idx->v;
  h->nu = sx_and2(z, sx_eq(z, nu->v, sx_bv(z, 1, 1)), sx_not(z, nu->p));
  return h;
}

/* Records the creation of h, whose binding's lower bound the DXIL level states. */
static void record_creation(sx_exec *ex, sx_handle *h, uint64_t space, uint64_t lb) {
  h->create_index = (int)ex->ncreations;
  sx_creation *c = sx_add_creation(ex);
  c->cls = h->cls;
  c->space = (uint32_t)space;
  c->lb = (uint32_t)lb;
  c->lb_known = true;
  c->nu = h->nu;
  c->name = rlv_xstrdup("");
}

static sval *bool_operand(sx_exec *ex, LLVMValueRef call, unsigned i) {
  sval *v = sx_operand(ex, rlv_call_arg(call, i));
  if (v->kind != SV_INT || v->width != 1) {
    sx_unknown(ex, call, "expected an i1 operand");
    return NULL;
  }
  return v;
}

/* createHandleFromBinding(217, ResBind{LB, UB, space, class}, absIndex, nonUniform) */
static void create_from_binding(sx_exec *ex, LLVMValueRef call) {
  uint64_t lb, ub, space, cls;
  LLVMValueRef rb = rlv_call_arg(call, 1);
  if (rlv_call_nargs(call) != 4 || !agg_u64(rb, 0, &lb) || !agg_u64(rb, 1, &ub) ||
      !agg_u64(rb, 2, &space) || !agg_u64(rb, 3, &cls) || cls > SX_CLASS_SAMPLER) {
    sx_unknown(ex, call, "createHandleFromBinding without a constant, valid ResBind");
    return;
  }
  sval *idx = sx_operand(ex, rlv_call_arg(call, 2)), *nu = bool_operand(ex, call, 3);
  if (!nu || idx->kind != SV_INT || idx->width != 32) {
    sx_unknown(ex, call, "createHandleFromBinding operands");
    return;
  }
  sx_handle *h = dxil_handle(ex, (unsigned)cls, space, idx, nu);
  h->family = FAM_NONE;
  /* An absolute index outside [LB, UB] names no register of this binding: undefined. */
  Z3_context z = ex->z;
  h->oob = sx_or2(z, Z3_mk_bvult(z, idx->v, sx_bv(z, lb, 32)),
                  Z3_mk_bvugt(z, idx->v, sx_bv(z, ub, 32)));
  record_creation(ex, h, space, lb);
  sx_register_binding(ex, (unsigned)cls, (uint32_t)space, (uint32_t)lb,
                      (uint32_t)(ub - lb + 1), FAM_NONE, 0, 32, "", "");
  sx_set(ex, call, sx_handle_value(ex, h));
}

/* ResourceProperties word0: bits 0-7 kind; word1: stride (structured). Textures,
 * samplers and feedback textures have no modelled contents. */
static void decode_props(sx_handle *h, uint64_t w0, uint64_t w1) {
  switch (w0 & SX_PROPS_KIND_MASK) {
  case SX_KIND_TYPED_BUFFER: h->family = FAM_TYPED; break;
  case SX_KIND_RAW_BUFFER: h->family = FAM_BAB; break;
  case SX_KIND_STRUCTURED_BUFFER: h->family = FAM_STRUCT; h->stride = (uint32_t)w1; break;
  case SX_KIND_CBUFFER: h->family = FAM_CBUF; break;
  case SX_KIND_TEXTURE1D: case SX_KIND_TEXTURE2D: case SX_KIND_TEXTURE2DMS:
  case SX_KIND_TEXTURE3D: case SX_KIND_TEXTURECUBE: case SX_KIND_TEXTURE1DARRAY:
  case SX_KIND_TEXTURE2DARRAY: case SX_KIND_TEXTURE2DMSARRAY: case SX_KIND_TEXTURECUBEARRAY:
  case SX_KIND_SAMPLER: case SX_KIND_FEEDBACK_TEXTURE2D: case SX_KIND_FEEDBACK_TEXTURE2DARRAY:
    h->family = FAM_OPAQUE;
    break;
  default: h->family = FAM_NONE; break;
  }
}

/* The class a resource kind and the UAV bit imply. */
static unsigned class_of_props(uint64_t w0) {
  unsigned kind = (unsigned)(w0 & SX_PROPS_KIND_MASK);
  return kind == SX_KIND_CBUFFER   ? SX_CLASS_CBUFFER
         : kind == SX_KIND_SAMPLER ? SX_CLASS_SAMPLER
         : (w0 >> SX_PROPS_UAV_SHIFT & 1) ? SX_CLASS_UAV
                                          : SX_CLASS_SRV;
}

/* AFTER's own declaration of a resource, checked against BEFORE's type (compare.c). A handle
 * whose index lies outside its binding's range denotes no resource: it declares nothing (a
 * use of it is undefined behaviour, observed as such). */
static void record_annotation(sx_exec *ex, sx_handle *h, uint32_t w0, uint32_t w1,
                              bool kind_only) {
  if (ex->nannots == ex->cap_annots) {
    ex->cap_annots = ex->cap_annots ? ex->cap_annots * 2 : 8;
    ex->annots = rlv_xrealloc(ex->annots, ex->cap_annots * sizeof *ex->annots);
  }
  Z3_ast pc = h->oob ? sx_and2(ex->z, ex->cur->pc, sx_not(ex->z, h->oob)) : ex->cur->pc;
  ex->annots[ex->nannots++] = (sx_annot){sx_rid(ex, h), pc, w0, w1, h->cls, kind_only};
}

static void annotate_handle(sx_exec *ex, LLVMValueRef call) {
  uint64_t w0, w1;
  sval *in = sx_operand(ex, rlv_call_arg(call, 1));
  if (rlv_call_nargs(call) != 3 || in->kind != SV_HANDLE ||
      !agg_u64(rlv_call_arg(call, 2), 0, &w0) || !agg_u64(rlv_call_arg(call, 2), 1, &w1)) {
    sx_unknown(ex, call, "annotateHandle without a handle and constant properties");
    return;
  }
  if (in->h->undef) {
    sx_unknown(ex, call, "annotateHandle of a handle that holds no resource");
    return;
  }
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  *h = *in->h;
  h->choice = NULL; /* the alternatives are not annotated: accesses go through the merge */
  decode_props(h, w0, w1);
  if (h->cls_from_props) {
    h->cls = class_of_props(w0);
    h->cls_from_props = false;
  }
  if (h->family == FAM_NONE) {
    sx_unknown(ex, call, "annotateHandle of a resource kind the prover does not model (%llu)",
               (unsigned long long)(w0 & SX_PROPS_KIND_MASK));
    return;
  }
  record_annotation(ex, h, (uint32_t)w0, (uint32_t)w1, false);
  sval *r = sx_handle_value(ex, h);
  r->p = in->p; /* annotating a poison handle gives a poison handle */
  sx_set(ex, call, r);
}

/* createHandle(57, class, rangeId, absIndex, nonUniform): the range from !dx.resources. */
static bool md_ops(LLVMValueRef node, LLVMValueRef *ops, unsigned max, unsigned *n) {
  if (!node)
    return false;
  *n = LLVMGetMDNodeNumOperands(node);
  if (*n > max)
    return false;
  LLVMGetMDNodeOperands(node, ops);
  return true;
}

static bool find_record(sx_exec *ex, unsigned cls, uint64_t id, uint64_t *space, uint64_t *lb,
                        uint64_t *size, uint64_t *kind, uint64_t *stride) {
  if (LLVMGetNamedMetadataNumOperands(ex->module, "dx.resources") != 1)
    return false;
  LLVMValueRef root, lists[4], recs[1024], fields[16], tags[16];
  unsigned n;
  LLVMGetNamedMetadataOperands(ex->module, "dx.resources", &root);
  if (!md_ops(root, lists, 4, &n) || n != 4 || cls > SX_CLASS_SAMPLER || !lists[cls])
    return false;
  if (!md_ops(lists[cls], recs, 1024, &n))
    return false;
  for (unsigned r = 0; r < n; r++) {
    unsigned nf;
    uint64_t rid;
    if (!md_ops(recs[r], fields, 16, &nf) || nf < SX_RECORD_MIN_FIELDS ||
        !rlv_const_u64(fields[SX_RECORD_ID], &rid) || rid != id)
      continue;
    if (!rlv_const_u64(fields[SX_RECORD_SPACE], space) ||
        !rlv_const_u64(fields[SX_RECORD_LOWER_BOUND], lb) ||
        !rlv_const_u64(fields[SX_RECORD_SIZE], size))
      return false;
    *stride = 0;
    if (cls == SX_CLASS_CBUFFER || cls == SX_CLASS_SAMPLER) { /* no kind field */
      *kind = cls == SX_CLASS_CBUFFER ? SX_KIND_CBUFFER : SX_KIND_SAMPLER;
      return true;
    }
    if (!rlv_const_u64(fields[SX_RECORD_KIND], kind))
      return false;
    unsigned tag_field = cls == SX_CLASS_SRV ? SX_RECORD_SRV_TAGS : SX_RECORD_UAV_TAGS, nt;
    if (nf > tag_field && fields[tag_field] && md_ops(fields[tag_field], tags, 16, &nt))
      for (unsigned t = 0; t + 1 < nt; t += 2) {
        uint64_t tag, val;
        if (rlv_const_u64(tags[t], &tag) && rlv_const_u64(tags[t + 1], &val) &&
            tag == SX_TAG_STRUCTURED_STRIDE)
          *stride = val;
      }
    return true;
  }
  return false;
}

static void create_handle(sx_exec *ex, LLVMValueRef call) {
  uint64_t cls, range, space, lb, size, kind, stride;
  if (rlv_call_nargs(call) != 5 || !rlv_const_u64(rlv_call_arg(call, 1), &cls) ||
      !rlv_const_u64(rlv_call_arg(call, 2), &range) || cls > SX_CLASS_SAMPLER) {
    sx_unknown(ex, call, "createHandle without a constant class and range id");
    return;
  }
  if (!find_record(ex, (unsigned)cls, range, &space, &lb, &size, &kind, &stride)) {
    sx_unknown(ex, call, "createHandle range id %llu of class %llu not in !dx.resources",
               (unsigned long long)range, (unsigned long long)cls);
    return;
  }
  sval *idx = sx_operand(ex, rlv_call_arg(call, 3)), *nu = bool_operand(ex, call, 4);
  if (!nu || idx->kind != SV_INT || idx->width != 32) {
    sx_unknown(ex, call, "createHandle operands");
    return;
  }
  sx_handle *h = dxil_handle(ex, (unsigned)cls, space, idx, nu);
  /* Outside the record's registers [lb, lb + size) the access is undefined (an unbounded
   * range has size 0xFFFFFFFF: only an index below lb is outside). */
  Z3_context z = ex->z;
  Z3_ast below = Z3_mk_bvult(z, idx->v, sx_bv(z, lb, 32));
  h->oob = (size & 0xffffffffu) == 0xffffffffu
               ? below
               : sx_or2(z, below, Z3_mk_bvuge(z, Z3_mk_bvsub(z, idx->v, sx_bv(z, lb, 32)),
                                               sx_bv(z, size, 32)));
  decode_props(h, kind, stride);
  if (h->family == FAM_NONE) {
    sx_unknown(ex, call, "createHandle of a resource kind the prover does not model");
    return;
  }
  /* Without contents to compare, the record's kind and class are all AFTER declares of a
   * texture or sampler: checked against BEFORE's type like annotateHandle's. */
  if (h->family == FAM_OPAQUE)
    record_annotation(ex, h, (uint32_t)(kind | (cls == SX_CLASS_UAV ? 1u << SX_PROPS_UAV_SHIFT : 0)),
                      0, true);
  record_creation(ex, h, space, lb);
  sx_set(ex, call, sx_handle_value(ex, h));
}

/* ---- accesses ---- */

static sx_handle *handle_operand(sx_exec *ex, LLVMValueRef call, unsigned i, bool typed_ok,
                                 bool raw_ok) {
  sval *v = sx_operand(ex, rlv_call_arg(call, i));
  if (v->kind != SV_HANDLE) {
    sx_unknown(ex, call, "a DXIL operation whose handle is not a modelled handle");
    return NULL;
  }
  sx_use_handle(ex, v);
  sx_handle *h = v->h;
  bool ok = (typed_ok && h->family == FAM_TYPED) ||
            (raw_ok && (h->family == FAM_STRUCT || h->family == FAM_BAB));
  if (!ok) {
    sx_unknown(ex, call, "a DXIL operation on a handle of the wrong kind");
    return NULL;
  }
  return h;
}

static sval *int_operand(sx_exec *ex, LLVMValueRef call, unsigned i, unsigned width) {
  sval *v = sx_operand(ex, rlv_call_arg(call, i));
  if (v->kind != SV_INT || (width && v->width != width)) {
    sx_unknown(ex, call, "operand %u of an unexpected type", i);
    return NULL;
  }
  return v;
}

/* The element type of a ResRet/CBufRet result, or of the value operands of a store. */
static unsigned ret_field_bits(LLVMValueRef call, unsigned *nfields) {
  LLVMTypeRef t = LLVMTypeOf(call);
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || !LLVMCountStructElementTypes(t))
    return 0;
  *nfields = LLVMCountStructElementTypes(t);
  return sx_type_bits(LLVMStructGetTypeAtIndex(t, 0));
}

/* Lanes of a ResRet the program reads (for SM < 6.2 raw bufferLoad, which has no mask). */
static unsigned lanes_used(LLVMValueRef call) {
  unsigned mask = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) == 1) {
      unsigned k = LLVMGetIndices(user)[0];
      if (k < 4)
        mask |= 1u << k;
    } else {
      mask |= 0xF;
    }
  }
  return mask;
}

static sval *status_value(sx_exec *ex, Z3_ast mapped) {
  Z3_context z = ex->z;
  /* The status word is opaque: only checkAccessFullyMapped may read it. */
  sval *s = sv_int(ex, sx_bv(z, 0, 32), sx_true(z), 32);
  s->status = mapped;
  return s;
}

static void buffer_load(sx_exec *ex, LLVMValueRef call, bool raw_op) {
  Z3_context z = ex->z;
  unsigned nf = 0, w = ret_field_bits(call, &nf);
  if (nf != 5 || !w || (w != 16 && w != 32 && w != 64) ||
      rlv_call_nargs(call) != (raw_op ? 6u : 4u)) {
    sx_unknown(ex, call, "buffer load of an unexpected shape");
    return;
  }
  sx_handle *h = handle_operand(ex, call, 1, !raw_op, true);
  sval *idx = int_operand(ex, call, 2, 32), *off = int_operand(ex, call, 3, 32);
  if (!h || !idx || !off)
    return;
  sval *r = sv_agg(ex, 5);
  if (h->family == FAM_TYPED) {
    if (w == 64) {
      sx_unknown(ex, call, "64-bit typed buffer load");
      return;
    }
    for (unsigned k = 0; k < 4; k++) {
      sval *l = sx_typed_read_lane(ex, h, idx->v, k);
      r->el[k] = sv_int(ex, w == 32 ? l->v : Z3_mk_extract(z, w - 1, 0, l->v),
                        sx_or2(z, l->p, idx->p), w);
    }
    r->el[4] = status_value(ex, sx_typed_mapped(ex, h, idx->v));
    sx_set(ex, call, r);
    return;
  }
  unsigned mask;
  if (raw_op) {
    uint64_t m;
    if (!rlv_const_u64(rlv_call_arg(call, 4), &m)) {
      sx_unknown(ex, call, "raw buffer load with a non-constant mask");
      return;
    }
    mask = (unsigned)m & 0xF;
  } else {
    mask = lanes_used(call);
  }
  Z3_ast p;
  Z3_ast addr = sx_raw_address(ex, h, idx, off, &p);
  unsigned top = 0;
  for (unsigned k = 0; k < 4; k++) {
    Z3_ast a = Z3_mk_bvadd(z, addr, sx_bv(z, k * (w / 8), 32));
    if (mask & (1u << k)) {
      ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
      Z3_ast past = sx_past_stride(ex, h, idx->v, off->v, (k + 1) * (w / 8));
      r->el[k] = sx_poison_all(ex, sx_raw_read(ex, h, a, w), sx_or2(z, p, past));
      ex->struct_elem = NULL;
      top = k + 1;
    } else {
      r->el[k] = sv_int(ex, sx_bv(z, 0, w), sx_true(z), w);
    }
  }
  /* The check bit covers the words the loaded lanes touch. LLVM's masks, (1 << n) - 1, load
   * one span; a mask with gaps (or without lane 0) touches only its lanes' words. */
  Z3_ast mapped;
  if (mask == (1u << top) - 1) {
    mapped = sx_raw_mapped(ex, h, addr, top * (w / 8));
  } else {
    mapped = sx_true(z);
    for (unsigned k = 0; k < 4; k++)
      if (mask & (1u << k))
        mapped = sx_and2(z, mapped, sx_raw_mapped(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, k * (w / 8), 32)), w / 8));
  }
  r->el[4] = status_value(ex, mapped);
  sx_set(ex, call, r);
}

static void buffer_store(sx_exec *ex, LLVMValueRef call, bool raw_op) {
  Z3_context z = ex->z;
  if (rlv_call_nargs(call) != (raw_op ? 10u : 9u)) {
    sx_unknown(ex, call, "buffer store of an unexpected shape");
    return;
  }
  sx_handle *h = handle_operand(ex, call, 1, !raw_op, true);
  sval *idx = int_operand(ex, call, 2, 32), *off = int_operand(ex, call, 3, 32);
  uint64_t mask;
  if (!h || !idx || !off)
    return;
  if (!rlv_const_u64(rlv_call_arg(call, 8), &mask)) {
    sx_unknown(ex, call, "buffer store with a non-constant mask");
    return;
  }
  sval *v[4];
  unsigned w = 0;
  for (unsigned k = 0; k < 4; k++) {
    v[k] = int_operand(ex, call, 4 + k, 0);
    if (!v[k])
      return;
    w = v[k]->width;
  }
  if (h->family == FAM_TYPED) {
    if (w != 16 && w != 32) {
      sx_unknown(ex, call, "typed buffer store of %u-bit values", w);
      return;
    }
    sx_add_ub(ex, idx->p);
    for (unsigned k = 0; k < 4; k++)
      if (mask & (1u << k)) {
        Z3_ast bits = w == 32 ? v[k]->v : Z3_mk_zero_ext(z, 32 - w, v[k]->v);
        sx_typed_write_lane(ex, h, idx->v, k, sv_int(ex, bits, v[k]->p, 32));
      }
    sx_typed_mark(ex, h, idx->v);
    return;
  }
  if (w % 8) {
    sx_unknown(ex, call, "raw buffer store of %u-bit values", w);
    return;
  }
  Z3_ast p;
  Z3_ast addr = sx_raw_address(ex, h, idx, off, &p);
  if (mask & 0xF)
    sx_add_ub(ex, p);
  for (unsigned k = 0; k < 4; k++)
    if (mask & (1u << k)) {
      ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
      sx_raw_write(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, k * (w / 8), 32)), v[k]);
      ex->struct_elem = NULL;
    }
}

/* cbufferLoadLegacy(59, h, row): field k of width w at byte 16*row + k*w/8. */
static void cbuffer_load(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  unsigned nf = 0, w = ret_field_bits(call, &nf);
  sval *hv = sx_operand(ex, rlv_call_arg(call, 1));
  sval *row = int_operand(ex, call, 2, 32);
  if (!row || hv->kind != SV_HANDLE || hv->h->family != FAM_CBUF || !w || nf * w != 128 ||
      rlv_call_nargs(call) != 3) {
    sx_unknown(ex, call, "cbufferLoadLegacy of an unexpected shape or handle");
    return;
  }
  sx_use_handle(ex, hv);
  sval *r = sv_agg(ex, nf);
  Z3_ast base = Z3_mk_bvmul(z, row->v, sx_bv(z, 16, 32));
  for (unsigned k = 0; k < nf; k++)
    r->el[k] = sx_poison_all(
        ex, sx_cbuf_read(ex, hv->h, Z3_mk_bvadd(z, base, sx_bv(z, k * (w / 8), 32)), w), row->p);
  sx_set(ex, call, r);
}

static void update_counter(sx_exec *ex, LLVMValueRef call) {
  sval *hv = sx_operand(ex, rlv_call_arg(call, 1));
  uint64_t s;
  if (rlv_call_nargs(call) != 3 || hv->kind != SV_HANDLE ||
      !rlv_const_u64(rlv_call_arg(call, 2), &s)) {
    sx_unknown(ex, call, "bufferUpdateCounter of an unexpected shape");
    return;
  }
  sx_use_handle(ex, hv);
  if (hv->h->family == FAM_OPAQUE || hv->h->undef) {
    sx_unknown(ex, call, "bufferUpdateCounter on a resource that is not a buffer");
    return;
  }
  int step = (int)(int8_t)s;
  if (step != 1 && step != -1) {
    sx_unknown(ex, call, "bufferUpdateCounter by %d", step);
    return;
  }
  sx_set(ex, call, sv_int(ex, sx_counter_update(ex, hv->h, step), sx_false(ex->z), 32));
}

static void get_dimensions(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sval *hv = sx_operand(ex, rlv_call_arg(call, 1));
  if (rlv_call_nargs(call) != 3 || hv->kind != SV_HANDLE || hv->h->family == FAM_OPAQUE ||
      hv->h->undef) {
    sx_unknown(ex, call, "getDimensions of an unexpected shape or on a resource that is not "
                         "a buffer");
    return;
  }
  sx_use_handle(ex, hv);
  sval *r = sv_agg(ex, 4);
  r->el[0] = sv_int(ex, sx_dims(ex, hv->h), sx_false(z), 32);
  for (unsigned k = 1; k < 4; k++)
    r->el[k] = sv_int(ex, sx_bv(z, 0, 32), sx_true(z), 32);
  sx_set(ex, call, r);
}

/* DXIL math ops named like the LLVM intrinsics they lower from, so both call one UF. */
typedef struct math_op {
  unsigned opcode;
  const char *uf;
} math_op;

static const math_op math_ops[] = {
    {SX_OP_FABS, "llvm.fabs"},      {SX_OP_SATURATE, "llvm.dx.saturate"},
    {SX_OP_COS, "llvm.cos"},        {SX_OP_SIN, "llvm.sin"},
    {SX_OP_TAN, "llvm.tan"},        {SX_OP_ACOS, "llvm.acos"},
    {SX_OP_ASIN, "llvm.asin"},      {SX_OP_ATAN, "llvm.atan"},
    {SX_OP_EXP, "llvm.exp2"},       {SX_OP_FRC, "llvm.dx.frac"},
    {SX_OP_LOG, "llvm.log2"},       {SX_OP_SQRT, "llvm.sqrt"},
    {SX_OP_RSQRT, "llvm.dx.rsqrt"}, {SX_OP_ROUND_NE, "llvm.roundeven"},
    {SX_OP_ROUND_NI, "llvm.floor"}, {SX_OP_ROUND_PI, "llvm.ceil"},
    {SX_OP_ROUND_Z, "llvm.trunc"},  {SX_OP_FMAX, "llvm.maxnum"},
    {SX_OP_FMIN, "llvm.minnum"},    {SX_OP_FMAD, "llvm.fmuladd"},
    {SX_OP_FMA, "llvm.fma"},        {SX_OP_HCOS, "llvm.cosh"},
    {SX_OP_HSIN, "llvm.sinh"},      {SX_OP_HTAN, "llvm.tanh"},
};

static bool math(sx_exec *ex, LLVMValueRef call, unsigned opcode) {
  for (size_t i = 0; i < sizeof math_ops / sizeof math_ops[0]; i++)
    if (math_ops[i].opcode == opcode) {
      sx_set(ex, call, sx_pure_call(ex, math_ops[i].uf, call, 1, true));
      return true;
    }
  return false;
}

/* IMax, IMin, UMax, UMin: exact, as the LLVM intrinsics they lower from. */
static bool int_min_max(sx_exec *ex, LLVMValueRef call, unsigned opcode) {
  if (opcode < SX_OP_IMAX || opcode > SX_OP_UMIN)
    return false;
  Z3_context z = ex->z;
  sval *a = sx_operand(ex, rlv_call_arg(call, 1)),
       *b = rlv_call_nargs(call) == 3 ? sx_operand(ex, rlv_call_arg(call, 2)) : NULL;
  if (!b || a->kind != SV_INT || b->kind != SV_INT || a->width != b->width) {
    sx_unknown(ex, call, "an integer min/max of unexpected operands");
    return true;
  }
  bool is_signed = opcode == SX_OP_IMAX || opcode == SX_OP_IMIN;
  bool is_min = opcode == SX_OP_IMIN || opcode == SX_OP_UMIN;
  Z3_ast lt = is_signed ? Z3_mk_bvslt(z, a->v, b->v) : Z3_mk_bvult(z, a->v, b->v);
  Z3_ast r = is_min ? sx_ite(z, lt, a->v, b->v) : sx_ite(z, lt, b->v, a->v);
  sx_set(ex, call, sv_int(ex, r, sx_or2(z, a->p, b->p), a->width));
  return true;
}

static bool class_is(const char *name, const char *cls) {
  size_t n = strlen(cls);
  return strncmp(name + 6, cls, n) == 0 && (name[6 + n] == 0 || name[6 + n] == '.');
}

bool sx_sem_dxil(sx_exec *ex, LLVMValueRef call, const char *name) {
  uint64_t opcode;
  if (rlv_call_nargs(call) < 1 || !rlv_const_u64(rlv_call_arg(call, 0), &opcode)) {
    sx_unknown(ex, call, "DXIL operation without a constant opcode");
    return true;
  }
  struct {
    unsigned op;
    const char *cls;
  } expect[] = {{SX_OP_CREATE_HANDLE, "createHandle"},
                {SX_OP_CBUFFER_LOAD_LEGACY, "cbufferLoadLegacy"},
                {SX_OP_BUFFER_LOAD, "bufferLoad"},
                {SX_OP_BUFFER_STORE, "bufferStore"},
                {SX_OP_BUFFER_UPDATE_COUNTER, "bufferUpdateCounter"},
                {SX_OP_CHECK_ACCESS_FULLY_MAPPED, "checkAccessFullyMapped"},
                {SX_OP_GET_DIMENSIONS, "getDimensions"},
                {SX_OP_THREAD_ID, "threadId"},
                {SX_OP_GROUP_ID, "groupId"},
                {SX_OP_THREAD_ID_IN_GROUP, "threadIdInGroup"},
                {SX_OP_FLATTENED_THREAD_ID_IN_GROUP, "flattenedThreadIdInGroup"},
                {SX_OP_MAKE_DOUBLE, "makeDouble"},
                {SX_OP_SPLIT_DOUBLE, "splitDouble"},
                {SX_OP_RAW_BUFFER_LOAD, "rawBufferLoad"},
                {SX_OP_RAW_BUFFER_STORE, "rawBufferStore"},
                {SX_OP_ANNOTATE_HANDLE, "annotateHandle"},
                {SX_OP_BARRIER, "barrier"},
                {SX_OP_CREATE_HANDLE_FROM_BINDING, "createHandleFromBinding"},
                {SX_OP_LOAD_INPUT, "loadInput"},
                {SX_OP_STORE_OUTPUT, "storeOutput"},
                {SX_OP_IMAX, "binary"},
                {SX_OP_IMIN, "binary"},
                {SX_OP_UMAX, "binary"},
                {SX_OP_UMIN, "binary"},
                {SX_OP_WAVE_IS_FIRST_LANE, "waveIsFirstLane"},
                {SX_OP_WAVE_GET_LANE_INDEX, "waveGetLaneIndex"},
                {SX_OP_WAVE_READ_LANE_AT, "waveReadLaneAt"},
                {SX_OP_WAVE_ACTIVE_OP, "waveActiveOp"}};
  for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++)
    if (expect[i].op == opcode && !class_is(name, expect[i].cls)) {
      sx_unknown(ex, call, "DXIL opcode %llu does not belong to @%s",
                 (unsigned long long)opcode, name);
      return true;
    }
  switch (opcode) {
  case SX_OP_CREATE_HANDLE: create_handle(ex, call); return true;
  case SX_OP_CBUFFER_LOAD_LEGACY: cbuffer_load(ex, call); return true;
  case SX_OP_BUFFER_LOAD: buffer_load(ex, call, false); return true;
  case SX_OP_BUFFER_STORE: buffer_store(ex, call, false); return true;
  case SX_OP_BUFFER_UPDATE_COUNTER: update_counter(ex, call); return true;
  case SX_OP_CHECK_ACCESS_FULLY_MAPPED: {
    sval *s = sx_operand(ex, rlv_call_arg(call, 1));
    if (rlv_call_nargs(call) != 2 || s->kind != SV_INT || s->width != 32) {
      sx_unknown(ex, call, "checkAccessFullyMapped of an unexpected operand");
      return true;
    }
    if (!s->status) {
      /* Not a ResRet status: the result is unrelated to any access (an opaque bit). */
      /* Not a ResRet status: the bit is unrelated to any access, any value may come out
       * (an input, not a function whose meaning a replay could pin down). */
      sx_set(ex, call, sv_int(ex, sx_input_ufn(ex, "checkAccessFullyMapped.of.non.status", 1,
                                               &s->v, 1),
                              s->p, 1));
      return true;
    }
    sx_set(ex, call, sv_int(ex, sx_bool_bv(ex->z, s->status), sx_false(ex->z), 1));
    return true;
  }
  case SX_OP_GET_DIMENSIONS: get_dimensions(ex, call); return true;
  case SX_OP_THREAD_ID: case SX_OP_GROUP_ID: case SX_OP_THREAD_ID_IN_GROUP: {
    sval *c = int_operand(ex, call, 1, 32);
    if (!c)
      return true;
    const char *uf = opcode == SX_OP_THREAD_ID  ? "dx.threadId"
                     : opcode == SX_OP_GROUP_ID ? "dx.groupId"
                                                : "dx.threadIdInGroup";
    const char *lab = opcode == SX_OP_THREAD_ID  ? "thread.id"
                      : opcode == SX_OP_GROUP_ID ? "group.id"
                                                 : "thread.id.in.group";
    sx_set(ex, call, sx_thread_input(ex, uf, lab, c));
    return true;
  }
  case SX_OP_FLATTENED_THREAD_ID_IN_GROUP:
    sx_set(ex, call, sx_thread_input(ex, "dx.flattenedThreadIdInGroup",
                                     "flattened.thread.id.in.group", NULL));
    return true;
  case SX_OP_MAKE_DOUBLE:
    if (rlv_call_nargs(call) != 3) {
      sx_unknown(ex, call, "makeDouble of an unexpected shape");
      return true;
    }
    sx_set(ex, call,
           sx_make_double(ex, sx_operand(ex, rlv_call_arg(call, 1)),
                          sx_operand(ex, rlv_call_arg(call, 2)), call));
    return true;
  case SX_OP_SPLIT_DOUBLE:
    if (rlv_call_nargs(call) != 2) {
      sx_unknown(ex, call, "splitDouble of an unexpected shape");
      return true;
    }
    sx_set(ex, call, sx_split_double(ex, sx_operand(ex, rlv_call_arg(call, 1)), call));
    return true;
  case SX_OP_RAW_BUFFER_LOAD: buffer_load(ex, call, true); return true;
  case SX_OP_RAW_BUFFER_STORE: buffer_store(ex, call, true); return true;
  case SX_OP_ANNOTATE_HANDLE: annotate_handle(ex, call); return true;
  case SX_OP_BARRIER: {
    uint64_t mode;
    if (rlv_call_nargs(call) != 2 || !rlv_const_u64(rlv_call_arg(call, 1), &mode)) {
      sx_unknown(ex, call, "barrier without a constant mode");
      return true;
    }
    char what[32];
    snprintf(what, sizeof what, "barrier mode %llu", (unsigned long long)mode);
    sx_barrier(ex, what, call);
    return true;
  }
  case SX_OP_CREATE_HANDLE_FROM_BINDING: create_from_binding(ex, call); return true;
  default:
    return sx_sem_stage_dxil(ex, call, (unsigned)opcode) ||
           int_min_max(ex, call, (unsigned)opcode) || math(ex, call, (unsigned)opcode) ||
           sx_sem_math_dxil(ex, call, (unsigned)opcode);
  }
}
