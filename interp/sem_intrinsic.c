/* The intrinsic level: llvm.dx.resource.* (handles from bindings, getpointer, typed, raw and
 * cbuffer-row access, counters, dimensions, the non-uniform marker), thread ids,
 * llvm.dx.asdouble / splitdouble (llvm.[us]{min,max} are math.c's). */
#include <string.h>

#include "interp/interp_internal.h"
#include "rlv/model.h"

static int find_implicit(run *r, unsigned res_class, unsigned order_id, uint32_t index) {
  for (size_t i = 0; i < r->st->nres; i++) {
    const rlv_ires *res = &r->st->res[i];
    if (res->implicit && res->res_class == res_class && res->order_id == order_id &&
        res->index == index)
      return (int)i;
  }
  return -1;
}

/* BEFORE's view of a resource comes from its handle's target type. */
static bool view_from_type(run *r, LLVMTypeRef t, leaf *h) {
  rlv_restype rt;
  if (!rlv_restype_parse(t, &rt) || !rt.well_formed)
    return UNSUPPORTED(r, "handle of an unparsable type");
  h->uav = rt.res_class == RLV_CLASS_UAV;
  switch (rt.tt) {
  case RLV_TT_DX_TYPEDBUFFER: {
    unsigned bits;
    LLVMTypeRef s = rlv_scalar_type(rt.element);
    int sc = cx_scalar_class(s, &bits);
    if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE || (bits != 16 && bits != 32 && bits != 64))
      return UNSUPPORTED(r, "typed element");
    h->view = V_TYPED;
    h->cbytes = (uint8_t)(bits / 8);
    h->ncomp =
        (uint8_t)(LLVMGetTypeKind(rt.element) == LLVMVectorTypeKind ? LLVMGetVectorSize(rt.element)
                                                                    : 1);
    return true;
  }
  case RLV_TT_DX_RAWBUFFER:
    if (rt.kind == RLV_KIND_RAWBUFFER) {
      h->view = V_RAW;
    } else {
      h->view = V_STRUCTURED;
      h->stride = (uint32_t)LLVMABISizeOfType(r->dl, rt.element);
    }
    return true;
  case RLV_TT_DX_CBUFFER:
    h->view = V_CBUFFER;
    return true;
  default:
    return UNSUPPORTED(r, "handle of an unmodelled resource type");
  }
}

/* handlefrombinding(space, lb, size, index, name) and
 * handlefromimplicitbinding(order id, space, size, index, name). */
static bool before_handle(run *r, LLVMValueRef call, bool implicit) {
  /* clang -O0 passes the binding through allocas: its values, not constants */
  uint64_t binding[3];
  for (unsigned i = 0; i < 3; i++) {
    size_t b;
    if (!cx_eval(r, LLVMGetOperand(call, i), &b))
      return false;
    if (r->arena[b].poison || r->arena[b].tag != L_VAL)
      return UB(r, "handle creation with a poison binding");
    binding[i] = r->arena[b].bits & 0xffffffffu;
  }
  uint64_t a0 = binding[0], a1 = binding[1], size = binding[2];
  size_t idx;
  if (!cx_eval(r, LLVMGetOperand(call, 3), &idx))
    return false;
  leaf il = r->arena[idx];
  if (il.poison)
    return UB(r, "handle index is poison");
  leaf h = {.tag = L_HANDLE};
  /* Past the range (or wrapping past register 0xFFFFFFFF on an unbounded one) the handle
   * names nothing: undefined behaviour once it is used (DESIGN.md), not at creation. */
  uint64_t idx32 = il.bits & 0xffffffffu;
  bool oob = (uint32_t)size != UINT32_MAX ? idx32 >= size
                                          : !implicit && (a1 & 0xffffffffu) + idx32 > UINT32_MAX;
  if (oob) {
    h.oob = 1;
    h.obj = -1;
    size_t o = cx_alloc_leaves(r, 1);
    r->arena[o] = h;
    cx_set_value(r, call, o);
    return true;
  }
  rlv_restype rt;
  if (!view_from_type(r, LLVMTypeOf(call), &h) || !rlv_restype_parse(LLVMTypeOf(call), &rt))
    return false;
  int found = implicit
                  ? find_implicit(r, rt.res_class, (unsigned)a0, (uint32_t)il.bits)
                  : cx_find_resource(r, rt.res_class, (unsigned)a0, (uint32_t)(a1 + il.bits), true);
  if (found < 0)
    return UNSUPPORTED(r, "BEFORE names a resource the state does not hold (class %u, %s %llu)",
                       rt.res_class, implicit ? "order id" : "space", (unsigned long long)a0);
  const rlv_ires *res = &r->st->res[found];
  if (cx_view_res_kind(h.view) != res->kind || h.uav != (res->res_class == 1))
    return UNSUPPORTED(r, "the state disagrees with BEFORE's handle type");
  h.obj = found;
  h.nu = il.nu && (uint32_t)size != 1;
  cx_note_creation(r, h.nu);
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = h;
  cx_set_value(r, call, o);
  return true;
}

static bool exec_getpointer(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i;
  /* getpointer itself is not an access: the loads and stores through it are */
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &i))
    return false;
  const leaf *il = &r->arena[i];
  leaf p = {.tag = L_PTR,
            .region = R_RES,
            .obj = h.obj,
            .nu = h.nu,
            .view = h.view,
            .uav = h.uav,
            .cbytes = h.cbytes,
            .ncomp = h.ncomp,
            .poison = il->poison};
  uint64_t idx = il->bits & 0xffffffffu;
  if (h.view == V_TYPED)
    p.elem = (uint32_t)idx;
  else if (h.view == V_STRUCTURED) {
    p.elem = (uint32_t)idx;
    p.stride = h.stride;
    p.off = (int64_t)(idx * h.stride);
  } else
    p.off = (int64_t)idx;
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = p;
  cx_set_value(r, call, o);
  return true;
}

/* Leaves of a typed value <-> lanes. */
static bool lanes_to_leaves(run *r, LLVMTypeRef t, const uint32_t lanes[4], const uint8_t pois[4],
                            size_t o) {
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || sc == S_BAD || sc == S_PTR || sc == S_HANDLE || n * (bits == 64 ? 2 : 1) > 4)
    return UNSUPPORTED(r, "typed value type");
  for (unsigned k = 0; k < n; k++) {
    leaf *l = &r->arena[o + k];
    l->tag = L_VAL;
    if (bits == 64) {
      l->bits = lanes[2 * k] | (uint64_t)lanes[2 * k + 1] << 32;
      l->poison = pois[2 * k] | pois[2 * k + 1];
    } else {
      l->bits = lanes[k] & rlv_width_max(bits);
      l->poison = pois[k];
    }
  }
  return true;
}

static bool leaves_to_lanes(run *r, LLVMTypeRef t, size_t a, uint32_t lanes[4], uint8_t pois[4],
                            unsigned *nlanes) {
  unsigned n = cx_leaf_count(t, 0), bits;
  int sc = cx_scalar_class(rlv_scalar_type(t), &bits);
  if (!n || sc == S_BAD || sc == S_PTR || sc == S_HANDLE || n * (bits == 64 ? 2 : 1) > 4)
    return UNSUPPORTED(r, "typed value type");
  memset(lanes, 0, 16);
  memset(pois, 0, 4);
  for (unsigned k = 0; k < n; k++) {
    const leaf *l = &r->arena[a + k];
    if (bits == 64) {
      lanes[2 * k] = (uint32_t)l->bits;
      lanes[2 * k + 1] = (uint32_t)(l->bits >> 32);
      pois[2 * k] = pois[2 * k + 1] = l->poison;
    } else {
      lanes[k] = (uint32_t)(l->bits & rlv_width_max(bits));
      pois[k] = l->poison;
    }
  }
  *nlanes = n * (bits == 64 ? 2 : 1);
  return true;
}

static bool exec_load_typed(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &i))
    return false;
  if (h.view != V_TYPED)
    return UNSUPPORTED(r, "load.typedbuffer on a non-typed handle");
  if (r->arena[i].poison)
    return cx_poison_load(r, call);
  LLVMTypeRef rt = LLVMTypeOf(call);
  LLVMTypeRef vt = LLVMStructGetTypeAtIndex(rt, 0);
  uint32_t lanes[4];
  uint8_t pois[4];
  bool mapped;
  cx_typed_read(res, (uint32_t)r->arena[i].bits, lanes, pois, &mapped);
  unsigned n = cx_leaf_count(rt, 0);
  size_t o = cx_alloc_leaves(r, n);
  if (!lanes_to_leaves(r, vt, lanes, pois, o))
    return false;
  cx_check_bit(r, o + n - 1, mapped);
  cx_set_value(r, call, o);
  return true;
}

static bool exec_store_typed(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i, v;
  LLVMValueRef val = LLVMGetOperand(call, 2);
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &i) || !cx_eval(r, val, &v))
    return false;
  if (h.view != V_TYPED || !h.uav)
    return UB(r, "store.typedbuffer on a non-typed or read-only handle");
  if (r->arena[i].poison)
    return UB(r, "typed store at a poison index");
  uint32_t lanes[4];
  uint8_t pois[4];
  unsigned nl = 0;
  if (!leaves_to_lanes(r, LLVMTypeOf(val), v, lanes, pois, &nl))
    return false;
  cx_typed_write(res, (uint32_t)r->arena[i].bits, lanes, pois, (1u << nl) - 1);
  return true;
}

static bool exec_load_raw(run *r, LLVMValueRef call) {
  leaf h, p;
  rlv_ires *res;
  size_t i, off;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &i) || !cx_eval(r, LLVMGetOperand(call, 2), &off))
    return false;
  if ((h.view == V_RAW || h.view == V_STRUCTURED) && cx_poison_raw_address(r, &h, i, off))
    return cx_poison_load(r, call);
  if (!cx_raw_address(r, &h, i, off, &p))
    return false;
  LLVMTypeRef rt = LLVMTypeOf(call), vt = LLVMStructGetTypeAtIndex(rt, 0);
  unsigned n = cx_leaf_count(rt, 0);
  uint64_t size = LLVMStoreSizeOfType(r->dl, vt);
  if (!n || size > MAX_BYTES)
    return UNSUPPORTED(r, "raw load type");
  bool mapped;
  size_t o;
  if (cx_past_stride(r, &h, res, i, off, size)) { /* undefined: poison, never read */
    o = cx_alloc_leaves(r, n);
    for (unsigned k = 0; k + 1 < n; k++)
      r->arena[o + k].poison = 1;
    mapped = cx_mem_mapped(r, &p, size);
  } else if (cx_is_raw_aggregate(vt)) {
    o = cx_alloc_leaves(r, n);
    if (!cx_raw_load_aggregate(r, vt, &p, o, &mapped))
      return false;
  } else {
    uint8_t b[MAX_BYTES], ps[MAX_BYTES];
    if (!cx_mem_read(r, &p, size, b, ps, &mapped))
      return false;
    o = cx_alloc_leaves(r, n);
    unsigned k = 0;
    if (!cx_decode(r, vt, b, ps, o, &k))
      return false;
  }
  cx_check_bit(r, o + n - 1, mapped);
  cx_set_value(r, call, o);
  return true;
}

static bool exec_store_raw(run *r, LLVMValueRef call) {
  leaf h, p;
  rlv_ires *res;
  size_t i, off, v;
  LLVMValueRef val = LLVMGetOperand(call, 3);
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &i) || !cx_eval(r, LLVMGetOperand(call, 2), &off) ||
      !cx_eval(r, val, &v) || !cx_raw_address(r, &h, i, off, &p))
    return false;
  if (cx_is_raw_aggregate(LLVMTypeOf(val)))
    return cx_raw_store_aggregate(r, LLVMTypeOf(val), &p, v);
  return cx_store_bytes(r, LLVMTypeOf(val), &p, v);
}

static bool exec_cbufferrow(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t row;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res) ||
      !cx_eval(r, LLVMGetOperand(call, 1), &row))
    return false;
  if (h.view != V_CBUFFER)
    return UB(r, "cbuffer row load on a non-cbuffer handle");
  if (r->arena[row].poison)
    return UB(r, "cbuffer row is poison");
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned n = cx_leaf_count(rt, 0);
  if (!n || LLVMGetTypeKind(rt) != LLVMStructTypeKind)
    return UNSUPPORTED(r, "cbuffer row type");
  size_t o = cx_alloc_leaves(r, n);
  uint64_t base = (r->arena[row].bits & 0xffffffffu) * 16;
  uint64_t at = base;
  for (unsigned k = 0; k < n; k++) {
    LLVMTypeRef ft = LLVMStructGetTypeAtIndex(rt, k);
    uint64_t fs = LLVMStoreSizeOfType(r->dl, ft);
    uint8_t b[8] = {0}, ps[8] = {0};
    for (uint64_t j = 0; j < fs && j < 8; j++) {
      bool inb = at + j < res->nbytes && at + j < base + 16;
      b[j] = inb ? res->data[at + j] : 0;
      ps[j] = inb ? res->poison[at + j] : 0;
    }
    unsigned kk = k;
    if (!cx_decode(r, ft, b, ps, o, &kk))
      return false;
    at += fs;
  }
  cx_set_value(r, call, o);
  return true;
}

static bool exec_updatecounter(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  uint64_t s;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res))
    return false;
  if (!rlv_const_u64(LLVMGetOperand(call, 1), &s))
    return UNSUPPORTED(r, "non-constant counter step");
  size_t o;
  if (!cx_counter_step(r, &h, res, sext_of(s, 8), &o))
    return false;
  cx_set_value(r, call, o);
  return true;
}

static bool exec_getdimensions(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  if (!cx_eval_handle(r, LLVMGetOperand(call, 0), &h, &res))
    return false;
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o].bits = cx_dimension_of(&h, res);
  cx_set_value(r, call, o);
  return true;
}

static bool exec_thread_value(run *r, LLVMValueRef call, const uint32_t *src, bool indexed) {
  uint64_t c = 0;
  if (indexed && (!rlv_const_u64(LLVMGetOperand(call, 0), &c) || c > 2))
    return UNSUPPORTED(r, "thread id component");
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o].bits = src[c];
  cx_set_value(r, call, o);
  return true;
}

/* llvm.dx.asdouble (scalar or vector) and llvm.dx.splitdouble. */
bool cx_exec_asdouble(run *r, LLVMValueRef call, unsigned first) {
  unsigned n = cx_leaf_count(LLVMTypeOf(call), 0);
  size_t lo, hi;
  if (!n || !cx_eval(r, LLVMGetOperand(call, first), &lo) ||
      !cx_eval(r, LLVMGetOperand(call, first + 1), &hi))
    return false;
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++) {
    leaf *l = &r->arena[o + k];
    l->bits = (r->arena[lo + k].bits & 0xffffffffu) | (r->arena[hi + k].bits & 0xffffffffu) << 32;
    l->poison = r->arena[lo + k].poison | r->arena[hi + k].poison;
    l->nu = r->arena[lo + k].nu | r->arena[hi + k].nu;
  }
  cx_set_value(r, call, o);
  return true;
}

bool cx_exec_splitdouble(run *r, LLVMValueRef call, unsigned arg) {
  LLVMValueRef v = LLVMGetOperand(call, arg);
  unsigned n = cx_leaf_count(LLVMTypeOf(v), 0);
  size_t a;
  if (!n || cx_leaf_count(LLVMTypeOf(call), 0) != 2 * n || !cx_eval(r, v, &a))
    return UNSUPPORTED(r, "splitdouble shape");
  size_t o = cx_alloc_leaves(r, 2 * n);
  for (unsigned k = 0; k < n; k++) {
    leaf d = r->arena[a + k];
    leaf *lo = &r->arena[o + k], *hi = &r->arena[o + n + k];
    *lo = *hi = d;
    lo->bits = d.bits & 0xffffffffu;
    hi->bits = d.bits >> 32;
  }
  cx_set_value(r, call, o);
  return true;
}

static bool exec_nonuniform(run *r, LLVMValueRef call) {
  size_t a;
  if (!cx_eval(r, LLVMGetOperand(call, 0), &a))
    return false;
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o] = r->arena[a];
  r->arena[o].nu = 1;
  cx_set_value(r, call, o);
  return true;
}

bool cx_sem_intrinsic(run *r, LLVMValueRef call, callee_id id) {
  switch (id) {
  case C_HFB:
    return before_handle(r, call, false);
  case C_HFIB:
    return before_handle(r, call, true);
  case C_GETPOINTER:
    return exec_getpointer(r, call);
  case C_LOAD_TYPED:
    return exec_load_typed(r, call);
  case C_STORE_TYPED:
    return exec_store_typed(r, call);
  case C_LOAD_RAW:
    return exec_load_raw(r, call);
  case C_STORE_RAW:
    return exec_store_raw(r, call);
  case C_CBUFFERROW:
    return exec_cbufferrow(r, call);
  case C_UPDATECOUNTER:
    return exec_updatecounter(r, call);
  case C_GETDIMS:
    return exec_getdimensions(r, call);
  case C_NONUNIFORM:
    return exec_nonuniform(r, call);
  case C_THREAD_ID:
    return exec_thread_value(r, call, r->st->thread_id, true);
  case C_GROUP_ID:
    return exec_thread_value(r, call, r->st->group_id, true);
  case C_THREAD_ID_IN_GROUP:
    return exec_thread_value(r, call, r->st->thread_id_in_group, true);
  case C_FLAT_THREAD_ID:
    return exec_thread_value(r, call, &r->st->flat_thread_id_in_group, false);
  case C_ASDOUBLE:
    return cx_exec_asdouble(r, call, 0);
  case C_SPLITDOUBLE:
    return cx_exec_splitdouble(r, call, 0);
  default:
    return UNSUPPORTED(r, "call kind %d at the intrinsic level", (int)id);
  }
}
