/* The DXIL level's driver: reads the metadata, collects the dx.op calls, runs each family.
 * Kept apart from dxil.c, which the families use, so that no family depends on it. */
#include <stdlib.h>

#include "verifier/dxil.h"

void rlv_check_dxil(rlv_vctx *v) {
  rlv_dxctx d = {.v = v};
  if (v->target.sm_major == 6) {
    d.has_version = true;
    d.dxil_minor = v->target.sm_minor;
  }
  rlv_dx_read_metadata(&d);
  rlv_dx_collect_calls(&d);
  rlv_dx_check_calls(&d);
  rlv_dx_check_handles(&d);
  rlv_dx_check_access(&d);
  rlv_dx_check_records(&d);
  rlv_dx_check_undef(&d);
  rlv_dx_check_vectors(&d);
  free(d.calls);
  free(d.recs);
  free(d.recs_by_id);
  free(d.recs_by_binding);
  rlv_ptrmap_free(&d.by_call);
}
