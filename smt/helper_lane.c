/* discard (DESIGN.md, "Stages and lanes"): once an invocation discards, it is a helper lane
 * and its UAV and output writes are not observable. A path carries whether it has
 * discarded (`helper`, NULL while it cannot have) and the resource memory as it was when it
 * did (`at_discard`); what is observed at the end is that memory on a discarded path, and
 * an output store after the discard is no event at all (it does not count in the rank). */
#include <stddef.h>

#include "smt/smt.h"

#define MEM_FIELDS(X) X(tv) X(tp) X(tw) X(rv) X(rp) X(rw) X(cnt)

void sx_discard(sx_exec *ex, sval *cond) {
  Z3_context z = ex->z;
  sx_state *s = ex->cur;
  sx_add_ub(ex, cond->p); /* discard on a poison condition */
  Z3_ast now = cond->width == 1 ? sx_eq(z, cond->v, sx_bv(z, 1, 1))
                                : sx_not(z, sx_eq(z, cond->v, sx_bv(z, 0, cond->width)));
  if (sx_is_false(z, now))
    return;
  Z3_ast first = s->helper ? sx_and2(z, now, sx_not(z, s->helper)) : now;
#define SNAP(f) s->at_discard.f = s->helper ? sx_ite(z, first, s->m.f, s->at_discard.f) : s->m.f;
  MEM_FIELDS(SNAP)
#undef SNAP
  s->helper = s->helper ? sx_or2(z, s->helper, now) : now;
}

void sx_helper_merge(sx_exec *ex, sx_state *out, sx_state **in, size_t n) {
  Z3_context z = ex->z;
  bool any = false;
  for (size_t i = 0; i < n; i++)
    any = any || in[i]->helper;
  if (!any)
    return;
  /* a path that never discarded observes its own memory: its snapshot is unused */
  Z3_ast on = NULL;
  sx_mem at = {0};
  for (size_t i = n; i-- > 0;) {
    Z3_ast h = in[i]->helper ? in[i]->helper : sx_false(z);
    const sx_mem *snap = in[i]->helper ? &in[i]->at_discard : &in[i]->m;
    on = on ? sx_ite(z, in[i]->pc, h, on) : h;
#define FOLD(f) at.f = at.f ? sx_ite(z, in[i]->pc, snap->f, at.f) : snap->f;
    MEM_FIELDS(FOLD)
#undef FOLD
  }
  out->helper = on;
  out->at_discard = at;
}

void sx_helper_observe(sx_exec *ex, sx_state *fin) {
  if (!fin->helper)
    return;
  Z3_context z = ex->z;
#define SEEN(f) fin->m.f = sx_ite(z, fin->helper, fin->at_discard.f, fin->m.f);
  MEM_FIELDS(SEEN)
#undef SEEN
}

void sx_helper_mute_last_event(sx_exec *ex, Z3_ast rank_before) {
  sx_state *s = ex->cur;
  if (!s->helper || !ex->nevents)
    return;
  Z3_context z = ex->z;
  sx_event *e = &ex->events[ex->nevents - 1];
  e->pc = sx_and2(z, e->pc, sx_not(z, s->helper));
  s->events = Z3_simplify(z, sx_ite(z, s->helper, rank_before, s->events));
}
