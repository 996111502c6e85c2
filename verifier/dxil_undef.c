/* Undefined values at DXIL resource ops (DXC Instr.UndefinedValueForUAVStore,
 * Instr.MipLevelForGetDimension, Instr.UndefResultForGetDimension): a typed bufferStore writes
 * every lane its mask names, so none may be undef; getDimensions on a buffer takes no mip
 * level and defines only the element count (.x). Raw and structured stores are judged by
 * dxil-raw-store-mask, which already rejects an undef lane under the mask. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/dxil.h"

enum { DIMENSION_FIELDS = 4, STORE_VALUE_ARG = 4, STORE_MASK_ARG = 8, MAX_PHI_DEPTH = 8 };

static bool is_buffer_kind(unsigned k) {
  return k == RLV_KIND_TYPEDBUFFER || k == RLV_KIND_RAWBUFFER || k == RLV_KIND_STRUCTUREDBUFFER ||
         k == RLV_KIND_TBUFFER;
}

/* ---- dxil-typed-store-undef ---- */

static void check_typed_store(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r) {
  if (r->kind != RLV_KIND_TYPEDBUFFER && r->kind != RLV_KIND_TBUFFER)
    return;
  uint64_t mask;
  if (!rlv_const_u64(rlv_call_arg(c->call, STORE_MASK_ARG), &mask))
    mask = 0xF; /* dxil-typed-store-mask reports the mask; every lane is written anyway */
  rlv_buf lanes = {0};
  rlv_buf_puts(&lanes, "");
  unsigned bad = 0;
  for (unsigned lane = 0; lane < 4; lane++) {
    if (!((mask >> lane) & 1) ||
        !rlv_is_undef_or_poison(rlv_call_arg(c->call, STORE_VALUE_ARG + lane)))
      continue;
    rlv_buf_printf(&lanes, "%s%u", bad ? ", " : "", lane);
    bad++;
  }
  if (bad)
    rlv_report(d->v->diags, RLV_RULE_DXIL_TYPED_STORE_UNDEF, c->call,
               "a typed bufferStore with mask %llu writes undef to lane%s %s; a typed store "
               "writes every component, so each needs a defined value",
               (unsigned long long)mask, bad == 1 ? "" : "s", lanes.data);
  rlv_buf_free(&lanes);
}

/* ---- getDimensions ---- */

/* The result fields used through extractvalue, looking through phis (as DXC does). */
static unsigned used_fields(LLVMValueRef v, unsigned depth) {
  unsigned used = 0;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsAExtractValueInst(user) && LLVMGetNumIndices(user) >= 1) {
      unsigned idx = LLVMGetIndices(user)[0];
      if (idx < DIMENSION_FIELDS)
        used |= 1u << idx;
    } else if (LLVMIsAPHINode(user) && depth < MAX_PHI_DEPTH) {
      used |= used_fields(user, depth + 1);
    }
  }
  return used;
}

static void check_get_dimensions(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r) {
  if (!is_buffer_kind(r->kind) || r->res_class == RLV_CLASS_CBUFFER ||
      r->res_class == RLV_CLASS_SAMPLER)
    return;
  const char *kind = rlv_res_kind_name((rlv_res_kind)r->kind);
  if (!rlv_is_undef_or_poison(rlv_call_arg(c->call, 2)))
    rlv_report(d->v->diags, RLV_RULE_DXIL_GETDIMS_MIP, c->call,
               "getDimensions on a %s takes no mip level: operand 2 must be undef", kind);
  unsigned extra = used_fields(c->call, 0) & ~1u;
  if (!extra)
    return;
  static const char *const names[DIMENSION_FIELDS] = {"x", "y", "z", "w"};
  rlv_buf list = {0};
  rlv_buf_puts(&list, "");
  unsigned n = 0;
  for (unsigned i = 1; i < DIMENSION_FIELDS; i++)
    if ((extra >> i) & 1)
      rlv_buf_printf(&list, "%s.%s", n++ ? ", " : "", names[i]);
  rlv_report(d->v->diags, RLV_RULE_DXIL_GETDIMS_RESULT, c->call,
             "the getDimensions result of a %s is used in %s; a buffer defines only .x (its "
             "element count), the other fields are undefined",
             kind, list.data);
  rlv_buf_free(&list);
}

void rlv_dx_check_undef(rlv_dxctx *d) {
  for (size_t i = 0; i < d->ncalls; i++) {
    const rlv_dxcall *c = &d->calls[i];
    unsigned opc = c->op->opcode;
    if (!c->well_formed || (opc != DXOP_BUFFER_STORE && opc != DXOP_GET_DIMENSIONS))
      continue;
    rlv_dxres r;
    rlv_dx_resolve(d, rlv_call_arg(c->call, 1), &r);
    if (!r.known)
      continue;
    if (opc == DXOP_BUFFER_STORE)
      check_typed_store(d, c, &r);
    else
      check_get_dimensions(d, c, &r);
  }
}
