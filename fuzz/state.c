/* Interpreter inputs for a generated module (see state.h). */
#include <stdlib.h>
#include <string.h>

#include "fuzz/fuzz_common.h"
#include "fuzz/state.h"

static rlv_ires_kind ires_kind(rlv_gen_kind k) {
  return k == RLV_GEN_TYPED ? RLV_IRES_TYPED
         : k == RLV_GEN_RAW ? RLV_IRES_RAW
         : k == RLV_GEN_STRUCTURED ? RLV_IRES_STRUCTURED
                                   : RLV_IRES_CBUFFER;
}

/* Elements (typed, structured) or bytes (raw, cbuffer). `large` provisions enough that the
 * generator's indices (mostly below 16) and small counter values land inside. */
static uint32_t random_count(rng *r, const rlv_gen_resource *g, bool large) {
  switch (g->kind) {
  case RLV_GEN_TYPED:
  case RLV_GEN_STRUCTURED:
    return large ? 16 + small(r, 24) : small(r, 10);
  case RLV_GEN_RAW:
    if (large)
      return 256 + small(r, 64) * 4;
    return small(r, 4) ? small(r, 25) * 4 : small(r, 100);
  default:
    return (g->stride + 15) / 16 * 16;
  }
}

static void add_resources(const rlv_gen_resource *g, const rlv_interp *after, rng *r, const rlv_fuzz_draw *d,
                          rlv_istate *st) {
  unsigned space = g->space;
  uint32_t lb = g->lower_bound;
  bool assigned = !g->implicit || rlv_interp_find_record(after, g->res_class, g->name, &space, &lb);
  for (unsigned k = 0; g->used && k < g->slots; k++) {
    rlv_ires *res = &st->res[st->nres++];
    res->res_class = g->res_class;
    res->space = space;
    res->reg = assigned ? lb + k : RLV_IREG_NONE;
    res->implicit = g->implicit;
    res->order_id = g->order_id;
    res->index = k;
    res->kind = ires_kind(g->kind);
    res->lanes = g->lanes;
    res->lane_bits = g->lane_bits;
    res->lane_float = g->lane_float;
    res->comp_type = g->comp_type;
    res->comp_count = g->comp_count;
    res->stride = g->stride;
    res->count = random_count(r, g, d->large);
    if (d->adjust_resource)
      d->adjust_resource(res, d->ctx);
    rlv_ires_alloc(res);
    if (!d->zero)
      fill(r, res->data, res->nbytes);
    res->counter = d->large || d->zero ? small(r, 4) : small(r, 3) ? small(r, 16) : word(r);
  }
}

void rlv_fuzz_make_state(const rlv_gen_info *info, const rlv_interp *after, rng *r, const rlv_fuzz_draw *d,
                         rlv_istate *st) {
  size_t total = 0;
  for (unsigned i = 0; i < info->nres; i++)
    total += info->res[i].used ? info->res[i].slots : 0;
  memset(st, 0, sizeof *st);
  st->res = calloc(total + 1, sizeof *st->res);
  rlv_fuzz_require(st->res != NULL, "out of memory");
  for (unsigned i = 0; i < info->nres; i++)
    add_resources(&info->res[i], after, r, d, st);
  for (unsigned c = 0; c < 3; c++) {
    st->thread_id[c] = small(r, 8) ? small(r, 12) : word(r);
    st->group_id[c] = small(r, 4);
    st->thread_id_in_group[c] = small(r, 8);
  }
  st->flat_thread_id_in_group = small(r, 8);
  if (d->collide) {
    for (unsigned c = 0; c < 3; c++) {
      st->thread_id[c] = small(r, 2);
      st->group_id[c] = small(r, 2);
    }
  }
  /* the run's choices (stage inputs, cross-lane results, groupshared memory after a
   * barrier): the generator's state as it stands, read without a draw, so that every draw
   * (this state's and the next's) is what it was before stage mode */
  st->seed = r->s ^ 0x5eed5eed5eed5eedull;
  if (d->adjust_state)
    d->adjust_state(st, d->ctx);
}
