/* The DXIL-op level: handle creation (createHandle from !dx.resources, createHandleFromBinding)
 * and annotateHandle (properties decoded here), buffer loads and stores with masks, cbuffer
 * rows, counters, dimensions, thread ids, makeDouble / splitDouble; barriers, cross-lane
 * operations, discard and stage I/O are stage.c's, integer math math.c's. */
#include <string.h>

#include "interp/interp_internal.h"
#include "rlv/model.h"

/* A DXIL handle whose register lies outside its binding: undefined once used. */
static bool oob_handle(run *r, LLVMValueRef call) {
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = (leaf){.tag = L_HANDLE, .obj = -1, .oob = 1, .view = V_UNKNOWN};
  cx_set_value(r, call, o);
  return true;
}

static bool check_view_matches(run *r, const leaf *h, const rlv_ires *res, const char *what) {
  if (cx_view_res_kind(h->view) != res->kind)
    return UB(r, "%s: the handle says %s but resource (class %u, space %u, register %u) is %s",
              what, cx_kind_name(cx_view_res_kind(h->view)), res->res_class, res->space, res->reg,
              cx_kind_name(res->kind));
  if (h->uav != (res->res_class == 1))
    return UB(r, "%s: the handle's UAV bit %u disagrees with resource class %u", what, h->uav,
              res->res_class);
  return true;
}

static bool dx_handle_from_record(run *r, LLVMValueRef call, unsigned res_class, unsigned range_id,
                                  size_t idx, bool nu) {
  const dx_record *rec = cx_find_record_by_id(r->in, res_class, range_id);
  if (!rec)
    return UB(r, "createHandle names range id %u of class %u, which !dx.resources does not hold",
              range_id, res_class);
  leaf il = r->arena[idx];
  if (il.poison)
    return UB(r, "createHandle index is poison");
  uint32_t reg = (uint32_t)il.bits;
  if (reg < rec->lower_bound || (rec->size != UINT32_MAX && reg - rec->lower_bound >= rec->size))
    return oob_handle(r, call);
  int found = cx_find_resource(r, res_class, rec->space, reg, false);
  if (found < 0)
    return UB(r, "createHandle of class %u space %u register %u names %s resource", res_class,
              rec->space, reg, found == -2 ? "more than one" : "no");
  leaf h = {.tag = L_HANDLE, .obj = found, .nu = nu, .uav = res_class == 1, .stride = rec->stride};
  h.view = res_class == 2                           ? V_CBUFFER
           : rec->kind == RLV_KIND_TYPEDBUFFER      ? V_TYPED
           : rec->kind == RLV_KIND_RAWBUFFER        ? V_RAW
           : rec->kind == RLV_KIND_STRUCTUREDBUFFER ? V_STRUCTURED
                                                    : V_UNKNOWN;
  if (h.view == V_UNKNOWN)
    return UB(r, "record kind %u is not a buffer kind", rec->kind);
  if (!check_view_matches(r, &h, &r->st->res[found], "createHandle"))
    return false;
  cx_note_creation(r, nu);
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = h;
  cx_set_value(r, call, o);
  return true;
}

static bool dx_create_handle_from_binding(run *r, LLVMValueRef call) {
  size_t bind, idx, nu;
  if (!cx_eval(r, LLVMGetOperand(call, 1), &bind) || !cx_eval(r, LLVMGetOperand(call, 2), &idx) ||
      !cx_eval(r, LLVMGetOperand(call, 3), &nu))
    return false;
  if (cx_leaf_count(LLVMTypeOf(LLVMGetOperand(call, 1)), 0) != 4)
    return UNSUPPORTED(r, "ResBind shape");
  leaf b[4];
  memcpy(b, &r->arena[bind], sizeof b);
  leaf il = r->arena[idx];
  if (b[0].poison || b[1].poison || b[2].poison || b[3].poison || il.poison || r->arena[nu].poison)
    return UB(r, "createHandleFromBinding with poison operands");
  uint32_t lb = (uint32_t)b[0].bits, ub = (uint32_t)b[1].bits, reg = (uint32_t)il.bits;
  if (reg < lb || reg > ub)
    return oob_handle(r, call);
  int found = cx_find_resource(r, (unsigned)b[3].bits, (unsigned)b[2].bits, reg, false);
  if (found < 0)
    return UB(r, "createHandleFromBinding of class %u space %u register %u names %s resource",
              (unsigned)b[3].bits, (unsigned)b[2].bits, reg, found == -2 ? "more than one" : "no");
  cx_note_creation(r, r->arena[nu].bits & 1);
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = (leaf){
      .tag = L_HANDLE, .obj = found, .nu = (uint8_t)(r->arena[nu].bits & 1), .view = V_UNKNOWN};
  cx_set_value(r, call, o);
  return true;
}

/* The ROV bit (word0 bit 13) and a typed buffer's component type and count (word1 bits
 * 0-7 and 8-15) that annotateHandle declares must be the resource's. */
static bool check_declared_element(run *r, uint32_t w0, uint32_t w1, const rlv_ires *res) {
  if (((w0 >> 13) & 1) != res->rov)
    return UB(r, "annotateHandle: ROV bit %u on a resource that is%s rasterizer ordered",
              (w0 >> 13) & 1, res->rov ? "" : " not");
  if (res->kind != RLV_IRES_TYPED || !res->comp_type)
    return true;
  if ((w1 & 0xff) != res->comp_type || ((w1 >> 8) & 0xff) != res->comp_count)
    return UB(r, "annotateHandle: component type %u x %u on a buffer of %u x %u", w1 & 0xff,
              (w1 >> 8) & 0xff, res->comp_type, res->comp_count);
  return true;
}

static bool dx_annotate(run *r, LLVMValueRef call) {
  size_t h, props;
  if (!cx_eval(r, LLVMGetOperand(call, 1), &h) || !cx_eval(r, LLVMGetOperand(call, 2), &props))
    return false;
  if (cx_leaf_count(LLVMTypeOf(LLVMGetOperand(call, 2)), 0) != 2)
    return UNSUPPORTED(r, "ResourceProperties shape");
  leaf hl = r->arena[h];
  if (hl.tag != L_HANDLE)
    return UB(r, "annotateHandle of a non-handle");
  if (hl.oob) { /* annotating names no resource yet: the use will be undefined */
    size_t o = cx_alloc_leaves(r, 1);
    r->arena[o] = hl;
    cx_set_value(r, call, o);
    return true;
  }
  if (r->arena[props].poison || r->arena[props + 1].poison)
    return UB(r, "annotateHandle with poison properties");
  uint32_t w0 = (uint32_t)r->arena[props].bits, w1 = (uint32_t)r->arena[props + 1].bits;
  unsigned kind = w0 & 0xff;
  hl.uav = (w0 >> 12) & 1;
  hl.stride = 0;
  hl.view = kind == RLV_KIND_TYPEDBUFFER        ? V_TYPED
            : kind == RLV_KIND_RAWBUFFER        ? V_RAW
            : kind == RLV_KIND_STRUCTUREDBUFFER ? V_STRUCTURED
            : kind == RLV_KIND_CBUFFER          ? V_CBUFFER
                                                : V_UNKNOWN;
  if (hl.view == V_UNKNOWN)
    return UB(r, "annotateHandle kind %u is not a buffer kind", kind);
  if (hl.view == V_STRUCTURED)
    hl.stride = w1;
  rlv_ires *res = cx_res_of(r, hl.obj);
  if (res && hl.view == V_STRUCTURED && res->stride && w1 != res->stride)
    return UB(r, "annotateHandle: stride %u on a structured buffer of stride %u", w1, res->stride);
  if (!res || !check_view_matches(r, &hl, res, "annotateHandle") ||
      !check_declared_element(r, w0, w1, res))
    return false;
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = hl;
  cx_set_value(r, call, o);
  return true;
}

/* The overload scalar of a dx.op call: the struct's field 0, or an operand. */
static int overload_class(LLVMTypeRef t, unsigned *bits) {
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind)
    t = LLVMStructGetTypeAtIndex(t, 0);
  return cx_scalar_class(t, bits);
}

/* Whether the status of a call returning a ResRet is read. */
static bool status_used(LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1 ||
        LLVMGetIndices(user)[0] == 4)
      return true;
  }
  return false;
}

static bool dx_buffer_load(run *r, LLVMValueRef call, bool raw_op) {
  leaf h;
  rlv_ires *res;
  size_t i, off;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 1), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 2), &i) || !cx_eval(r, LLVMGetOperand(call, 3), &off))
    return false;
  unsigned bits;
  int sc = overload_class(LLVMTypeOf(call), &bits);
  if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE || cx_leaf_count(LLVMTypeOf(call), 0) != 5)
    return UNSUPPORTED(r, "buffer load result type");
  size_t o = cx_alloc_leaves(r, 5);
  if (h.view == V_TYPED) {
    if (raw_op)
      return UB(r, "rawBufferLoad on a typed buffer handle");
    if (bits == 64)
      return UB(r, "bufferLoad with a 64-bit overload");
    if (r->arena[i].poison)
      return cx_poison_load(r, call);
    uint32_t lanes[4];
    uint8_t pois[4];
    bool mapped;
    cx_typed_read(res, (uint32_t)r->arena[i].bits, lanes, pois, &mapped);
    for (unsigned k = 0; k < 4; k++) {
      r->arena[o + k].bits = lanes[k] & rlv_width_max(bits);
      r->arena[o + k].poison = pois[k];
    }
    cx_status_word(r, o + 4, mapped);
    cx_set_value(r, call, o);
    return true;
  }
  if ((h.view == V_RAW || h.view == V_STRUCTURED) && cx_poison_raw_address(r, &h, i, off))
    return cx_poison_load(r, call);
  leaf p;
  if (!cx_raw_address(r, &h, i, off, &p))
    return false;
  unsigned mask = 0xf;
  if (raw_op) {
    uint64_t m;
    if (!rlv_const_u64(LLVMGetOperand(call, 4), &m))
      return UB(r, "rawBufferLoad mask is not a constant");
    mask = (unsigned)m & 0xf;
  } else if (status_used(call)) {
    /* Without a mask, which words a raw bufferLoad (SM < 6.2) touches, and so what its
     * status means, is not defined by the operation: no verdict. */
    return UNSUPPORTED(r, "the status of a raw bufferLoad, which has no mask");
  }
  unsigned sz = bits / 8;
  uint8_t b[32], ps[32];
  bool mapped = true;
  for (unsigned k = 0; k < 4; k++) {
    leaf lp = p;
    lp.off += (int64_t)k * sz;
    bool m = true;
    if (!(mask >> k & 1)) {
      r->arena[o + k].poison = 1;
      continue;
    }
    if (cx_past_stride(r, &h, res, i, off, (uint64_t)(k + 1) * sz)) {
      mapped &= cx_mem_mapped(r, &lp, sz); /* undefined: poison, never read */
      r->arena[o + k].poison = 1;
      continue;
    }
    if (!cx_mem_read(r, &lp, sz, b, ps, &m))
      return false;
    mapped &= m;
    uint64_t v = 0;
    uint8_t pz = 0;
    for (unsigned j = 0; j < sz; j++) {
      v |= (uint64_t)b[j] << (8 * j);
      pz |= ps[j];
    }
    r->arena[o + k].bits = v;
    r->arena[o + k].poison = pz;
  }
  cx_status_word(r, o + 4, mapped);
  cx_set_value(r, call, o);
  return true;
}

static bool dx_buffer_store(run *r, LLVMValueRef call, bool raw_op) {
  leaf h;
  rlv_ires *res;
  size_t i, off, v[4];
  if (!cx_eval_handle(r, LLVMGetOperand(call, 1), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 2), &i) || !cx_eval(r, LLVMGetOperand(call, 3), &off))
    return false;
  for (unsigned k = 0; k < 4; k++)
    if (!cx_eval(r, LLVMGetOperand(call, 4 + k), &v[k]))
      return false;
  uint64_t mask;
  if (!rlv_const_u64(LLVMGetOperand(call, 8), &mask))
    return UB(r, "buffer store mask is not a constant");
  unsigned bits;
  int sc = cx_scalar_class(LLVMTypeOf(LLVMGetOperand(call, 4)), &bits);
  if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE)
    return UNSUPPORTED(r, "buffer store value type");
  if (!h.uav || res->res_class != 1)
    return UB(r, "buffer store through a read-only handle");
  if (h.view == V_TYPED) {
    if (raw_op)
      return UB(r, "rawBufferStore on a typed buffer handle");
    if (bits == 64)
      return UB(r, "bufferStore with a 64-bit overload");
    if (r->arena[i].poison)
      return UB(r, "typed store at a poison index");
    uint32_t lanes[4];
    uint8_t pois[4];
    for (unsigned k = 0; k < 4; k++) {
      lanes[k] = (uint32_t)(r->arena[v[k]].bits & rlv_width_max(bits));
      pois[k] = r->arena[v[k]].poison;
    }
    cx_typed_write(res, (uint32_t)r->arena[i].bits, lanes, pois, (unsigned)mask & 0xf);
    return true;
  }
  leaf p;
  if (!cx_raw_address(r, &h, i, off, &p))
    return false;
  unsigned sz = bits / 8;
  for (unsigned k = 0; k < 4; k++) {
    if (!(mask >> k & 1))
      continue;
    uint8_t b[8], ps[8];
    for (unsigned j = 0; j < sz; j++) {
      b[j] = (uint8_t)(r->arena[v[k]].bits >> (8 * j));
      ps[j] = r->arena[v[k]].poison;
    }
    leaf lp = p;
    lp.off += (int64_t)k * sz;
    if (!cx_mem_write(r, &lp, sz, b, ps))
      return false;
  }
  return true;
}

static bool dx_cbuffer_load(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t row;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 1), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 2), &row))
    return false;
  if (h.view != V_CBUFFER)
    return UB(r, "cbufferLoadLegacy on a non-cbuffer handle");
  if (r->arena[row].poison)
    return UB(r, "cbufferLoadLegacy row is poison");
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned n = cx_leaf_count(rt, 0), bits;
  int sc = overload_class(rt, &bits);
  if (!n || sc == S_BAD || sc == S_PTR || n * bits != 128)
    return UB(r, "cbufferLoadLegacy result does not cover one row");
  size_t o = cx_alloc_leaves(r, n);
  uint64_t base = (r->arena[row].bits & 0xffffffffu) * 16;
  for (unsigned k = 0; k < n; k++) {
    uint64_t v = 0;
    uint8_t pz = 0;
    for (unsigned j = 0; j < bits / 8; j++) {
      uint64_t a = base + k * (bits / 8) + j;
      if (a < res->nbytes) {
        v |= (uint64_t)res->data[a] << (8 * j);
        pz |= res->poison[a];
      }
    }
    r->arena[o + k].bits = v;
    r->arena[o + k].poison = pz;
  }
  cx_set_value(r, call, o);
  return true;
}

bool cx_sem_dxil(run *r, LLVMValueRef call) {
  uint64_t opcode;
  if (!rlv_const_u64(LLVMGetOperand(call, 0), &opcode))
    return UNSUPPORTED(r, "dx.op call without a constant opcode");
  bool handled;
  bool ok = cx_sem_stage_dxil(r, call, (unsigned)opcode, &handled);
  if (handled)
    return ok;
  ok = cx_sem_math_dxil(r, call, (unsigned)opcode, &handled);
  if (handled)
    return ok;
  ok = cx_sem_fmath_dxil(r, call, (unsigned)opcode, &handled);
  if (handled)
    return ok;
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  static const unsigned want_args[] = {[57] = 5,  [59] = 3,  [68] = 4,  [69] = 9,  [70] = 3,
                                       [71] = 2,  [72] = 3,  [93] = 2,  [94] = 2,  [95] = 2,
                                       [96] = 1,  [101] = 3, [102] = 2, [139] = 6, [140] = 10,
                                       [216] = 3, [217] = 4};
  if (opcode >= sizeof want_args / sizeof want_args[0] || !want_args[opcode])
    return UNSUPPORTED(r, "dx.op %llu is not modelled", (unsigned long long)opcode);
  if (nargs != want_args[opcode])
    return UB(r, "dx.op %llu takes %u operands, not %u", (unsigned long long)opcode,
              want_args[opcode], nargs);
  switch (opcode) {
  case 57: {
    uint64_t cls, id, nu;
    size_t idx;
    if (!rlv_const_u64(LLVMGetOperand(call, 1), &cls) ||
        !rlv_const_u64(LLVMGetOperand(call, 2), &id) ||
        !rlv_const_u64(LLVMGetOperand(call, 4), &nu))
      return UB(r, "createHandle with non-constant class, range id or flag");
    return cx_eval(r, LLVMGetOperand(call, 3), &idx) &&
           dx_handle_from_record(r, call, (unsigned)cls, (unsigned)id, idx, nu & 1);
  }
  case 217:
    return dx_create_handle_from_binding(r, call);
  case 216:
    return dx_annotate(r, call);
  case 68:
    return dx_buffer_load(r, call, false);
  case 139:
    return dx_buffer_load(r, call, true);
  case 69:
    return dx_buffer_store(r, call, false);
  case 140:
    return dx_buffer_store(r, call, true);
  case 59:
    return dx_cbuffer_load(r, call);
  case 70: {
    leaf h;
    rlv_ires *res;
    uint64_t s;
    size_t o;
    if (!cx_eval_handle(r, LLVMGetOperand(call, 1), &h, &res))
      return false;
    if (!rlv_const_u64(LLVMGetOperand(call, 2), &s))
      return UB(r, "bufferUpdateCounter step is not a constant");
    if (!cx_counter_step(r, &h, res, sext_of(s, 8), &o))
      return false;
    cx_set_value(r, call, o);
    return true;
  }
  case 71: {
    size_t s;
    if (!cx_eval(r, LLVMGetOperand(call, 1), &s))
      return false;
    size_t o = cx_alloc_leaves(r, 1);
    r->arena[o].bits = r->arena[s].bits != 0;
    /* a status word is read; anything else passed here is an opaque bit's poison */
    r->arena[o].poison = r->arena[s].poison == POISON_STATUS ? 0 : r->arena[s].poison;
    cx_set_value(r, call, o);
    return true;
  }
  case 72: {
    leaf h;
    rlv_ires *res;
    if (!cx_eval_handle(r, LLVMGetOperand(call, 1), &h, &res))
      return false;
    if (cx_leaf_count(LLVMTypeOf(call), 0) != 4)
      return UNSUPPORTED(r, "getDimensions result type");
    size_t o = cx_alloc_leaves(r, 4);
    r->arena[o].bits = cx_dimension_of(&h, res);
    for (unsigned k = 1; k < 4; k++)
      r->arena[o + k].poison = 1;
    cx_set_value(r, call, o);
    return true;
  }
  case 93:
  case 94:
  case 95: {
    uint64_t c;
    if (!rlv_const_u64(LLVMGetOperand(call, 1), &c) || c > 2)
      return UNSUPPORTED(r, "thread id component");
    const uint32_t *src = opcode == 93   ? r->st->thread_id
                          : opcode == 94 ? r->st->group_id
                                         : r->st->thread_id_in_group;
    size_t o = cx_alloc_leaves(r, 1);
    r->arena[o].bits = src[c];
    cx_set_value(r, call, o);
    return true;
  }
  case 96: {
    size_t o = cx_alloc_leaves(r, 1);
    r->arena[o].bits = r->st->flat_thread_id_in_group;
    cx_set_value(r, call, o);
    return true;
  }
  case 101:
    return cx_exec_asdouble(r, call, 1);
  default: /* 102 */
    return cx_exec_splitdouble(r, call, 1);
  }
}
