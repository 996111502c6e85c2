/* Resources as handles name them, at both levels: the state's resource of a binding, the
 * kind a handle's view is, handle creations recorded for the non-uniform check, and what
 * an access does with a handle that the intrinsic and DXIL levels share (raw addresses,
 * loads at poison addresses, check bits, counters, dimensions). */
#include "interp/interp_internal.h"
#include "model/util.h"

int cx_find_resource(run *r, unsigned res_class, unsigned space, uint32_t reg, bool explicit_only) {
  int found = -1;
  for (size_t i = 0; i < r->st->nres; i++) {
    const rlv_ires *res = &r->st->res[i];
    if (res->res_class != res_class || res->space != space || res->reg != reg ||
        (explicit_only && res->implicit))
      continue;
    if (found >= 0)
      return -2;
    found = (int)i;
  }
  return found;
}

rlv_ires_kind cx_view_res_kind(uint8_t view) {
  return view == V_TYPED        ? RLV_IRES_TYPED
         : view == V_RAW        ? RLV_IRES_RAW
         : view == V_STRUCTURED ? RLV_IRES_STRUCTURED
                                : RLV_IRES_CBUFFER;
}

void cx_note_creation(run *r, bool nonuniform) {
  rlv_istate *st = r->st;
  if (st->ncreations == st->cap_creations) {
    st->cap_creations = st->cap_creations ? st->cap_creations * 2 : 8;
    st->creations = rlv_xrealloc(st->creations, st->cap_creations * sizeof *st->creations);
  }
  st->creations[st->ncreations++] = nonuniform;
}

/* Evaluates a handle operand: a created, annotated handle of a provisioned resource. */
bool cx_eval_handle(run *r, LLVMValueRef v, leaf *h, rlv_ires **res) {
  size_t a;
  if (!cx_eval(r, v, &a))
    return false;
  *h = r->arena[a];
  if (h->poison)
    return UB(r, "poison handle");
  if (h->tag != L_HANDLE)
    return h->poison ? UB(r, "poison handle")
                     : UNSUPPORTED(r, "handle operand is not a created handle");
  if (h->oob)
    return UB(r, "a handle whose index lies outside its binding's range");
  if (h->view == V_UNKNOWN)
    return UB(r, "handle used before annotateHandle");
  *res = cx_res_of(r, h->obj);
  if (!*res)
    return UB(r, "handle of no resource");
  return true;
}

size_t cx_check_bit(run *r, size_t o, bool mapped) {
  r->arena[o].tag = L_VAL;
  r->arena[o].bits = mapped;
  return o;
}

size_t cx_status_word(run *r, size_t o, bool mapped) {
  cx_check_bit(r, o, mapped);
  r->arena[o].poison = POISON_STATUS;
  return o;
}

/* A load at a poison index or offset reads from somewhere unknown: every leaf of its result,
 * the status too, is poison (a read has no other effect, so it is not undefined behaviour;
 * a store there is). */
bool cx_poison_load(run *r, LLVMValueRef call) {
  unsigned n = cx_leaf_count(LLVMTypeOf(call), 0);
  if (!n)
    return UNSUPPORTED(r, "load result type");
  size_t o = cx_alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++)
    r->arena[o + k] = (leaf){.tag = L_VAL, .poison = 1};
  cx_set_value(r, call, o);
  return true;
}

/* Whether a raw or structured load's address operands are poison (see cx_poison_load). */
bool cx_poison_raw_address(const run *r, const leaf *h, size_t i, size_t off) {
  return r->arena[i].poison || (h->view == V_STRUCTURED && r->arena[off].poison);
}

/* The byte address of a raw or structured access from (index, offset). */
bool cx_raw_address(run *r, const leaf *h, size_t i, size_t off, leaf *p) {
  const leaf *il = &r->arena[i], *ol = &r->arena[off];
  if (il->poison)
    return UB(r, "raw access at a poison index");
  *p = (leaf){
      .tag = L_PTR, .region = R_RES, .obj = h->obj, .nu = h->nu, .view = h->view, .uav = h->uav};
  uint64_t idx = il->bits & 0xffffffffu;
  if (h->view == V_STRUCTURED) {
    if (ol->poison)
      return UB(r, "structured access at a poison offset");
    p->elem = (uint32_t)idx;
    p->stride = h->stride;
    /* the byte address i*S+o is 32-bit and wraps (DESIGN.md): an offset of -1 reads the
     * byte before the element */
    p->off = (int64_t)((idx * h->stride + (ol->bits & 0xffffffffu)) & 0xffffffffu);
  } else if (h->view == V_RAW) {
    p->off = (int64_t)idx;
  } else {
    return UB(r, "raw buffer operation on a %s handle", cx_kind_name(cx_view_res_kind(h->view)));
  }
  return true;
}

bool cx_past_stride(const run *r, const leaf *h, const rlv_ires *res, size_t i, size_t off,
                    uint64_t end) {
  if (h->view != V_STRUCTURED || !res)
    return false;
  uint64_t elem = r->arena[i].bits & 0xffffffffu, o = r->arena[off].bits & 0xffffffffu;
  return elem < res->count && o + end > h->stride;
}

bool cx_counter_step(run *r, leaf *h, rlv_ires *res, int64_t step, size_t *out) {
  if (!h->uav || res->res_class != 1)
    return UB(r, "counter update on a resource that is not a UAV");
  if (step != 1 && step != -1)
    return UB(r, "counter step %lld", (long long)step);
  uint32_t old = res->counter;
  res->counter += (uint32_t)step;
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o].bits = step == 1 ? old : res->counter;
  *out = o;
  return true;
}

uint32_t cx_dimension_of(const leaf *h, const rlv_ires *res) {
  if (h->view == V_TYPED)
    return res->count;
  if (h->view == V_STRUCTURED)
    return h->stride ? res->nbytes / h->stride : 0;
  return res->nbytes;
}
