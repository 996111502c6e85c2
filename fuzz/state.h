/* Interpreter inputs for a generated module: one resource per provisioned register of every
 * binding, with pseudo-random contents, counters and thread ids (rlv_fuzz_lower and
 * rlv_fuzz_prove draw theirs the same way). */
#ifndef RLV_FUZZ_STATE_H
#define RLV_FUZZ_STATE_H

#include <stdbool.h>

#include "fuzz/fuzz_rng.h"
#include "fuzz/gen.h"
#include "rlv/interp.h"

/* How one input is drawn. The adjust hooks (optional) see each resource before its contents
 * are allocated and the whole state at the end: rlv_fuzz_prove steers an input towards a
 * counterexample's location and thread ids with them. */
typedef struct rlv_fuzz_draw {
  bool collide; /* thread and group ids from {0, 1}: equalities between them are likely */
  bool large;   /* buffers larger than the generator's indices, small counters */
  bool zero;    /* zero contents: a value of 0 (a lane, a status) is what tells apart */
  void (*adjust_resource)(rlv_ires *res, const void *ctx);
  void (*adjust_state)(rlv_istate *st, const void *ctx);
  const void *ctx;
} rlv_fuzz_draw;

/* Fills *st (owned by the caller: rlv_istate_free). Implicit bindings get AFTER's registers
 * from AFTER's !dx.resources: any consistent assignment is correct, and a wrong one shows up
 * as an access to a missing or doubly-bound resource. */
void rlv_fuzz_make_state(const rlv_gen_info *info, const rlv_interp *after, rng *r, const rlv_fuzz_draw *d,
                         rlv_istate *st);

#endif
