/* Private memory as values (DESIGN.md, "Pointer level"): beside an alloca's bytes, the
 * scalars last stored whole at a constant offset, so that a load of the same width there
 * returns the stored value itself. That is what the load means (SROA and mem2reg rely on
 * it), and it keeps both sides' terms identical when one keeps a variable in an alloca and
 * the other in a register (clang -O0 against any optimized code): otherwise the solver must
 * show byte selects over merged arrays equal to the phis. The bytes are always written too,
 * for the reads that do not match. */
#include "smt/smt.h"

void sx_pvals_store(sx_exec *ex, unsigned id, Z3_ast off, sval *v) {
  uint64_t size = (v->width + 7) / 8, o;
  sx_slots_forget(ex, &ex->cur->vals, id, off, size);
  if (v->kind == SV_INT && sx_const_u64(ex->z, off, &o))
    sx_slots_push(&ex->cur->vals, (sx_hslot){id, o, size, NULL, v});
}

static const sx_hslot *find(const sx_hslots *vs, unsigned id, uint64_t off, unsigned width) {
  for (size_t i = 0; i < vs->n; i++)
    if (vs->items[i].id == id && vs->items[i].off == off && vs->items[i].v->width == width)
      return &vs->items[i];
  return NULL;
}

sval *sx_pvals_load(sx_exec *ex, unsigned id, Z3_ast off, unsigned width) {
  uint64_t o;
  if (!sx_const_u64(ex->z, off, &o))
    return NULL;
  const sx_hslot *s = find(&ex->cur->vals, id, o, width);
  return s ? s->v : NULL;
}

/* The values every state holds at one place and width, merged by path condition (a value
 * missing on some path is read from the bytes, merged as ever). */
void sx_pvals_merge(sx_exec *ex, sx_hslots *out, sx_state **in, size_t n) {
  *out = (sx_hslots){0};
  for (size_t k = 0; k < in[0]->vals.n; k++) {
    const sx_hslot *first = &in[0]->vals.items[k];
    bool everywhere = true;
    for (size_t i = 1; i < n && everywhere; i++)
      everywhere = find(&in[i]->vals, first->id, first->off, first->v->width) != NULL;
    if (!everywhere)
      continue;
    sval *acc = find(&in[n - 1]->vals, first->id, first->off, first->v->width)->v;
    for (size_t i = n - 1; i-- > 0;)
      acc =
          sv_ite(ex, in[i]->pc, find(&in[i]->vals, first->id, first->off, first->v->width)->v, acc);
    sx_hslot slot = *first;
    slot.v = acc;
    sx_slots_push(out, slot);
  }
}
