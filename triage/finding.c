/* A finding's one-line signature (the line rlv triage --signature prints, which reduction keeps
 * unchanged) and the release of a finding: used by triage.c and by the reducers (prune.c,
 * reduce.c), so it lives apart from all three. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "triage/triage_private.h"

/* A shape's operation: up to its ", N variable operands". */
static int operation_len(const char *shape) { return (int)(strrchr(shape, ',') - shape); }

char *rlv_triage_signature(const rlv_triage_finding *f) {
  const char *none = "(none)";
  const char *b = f->before.found ? f->before.shape : none;
  /* BEFORE's shape whole: a reduction of BEFORE alone that makes its written value a
   * constant keeps AFTER's shape, and compares AFTER's bug with another value */
  char *line = rlv_strf("@%s [%s]: %s; AFTER: %s%s%s; BEFORE: %s", f->function, f->kind,
                        f->signature, f->after.found ? f->after.shape : none,
                        f->after.context ? "; " : "", f->after.context ? f->after.context : "", b);
  if (f->after_origin.found) {
    const char *o = f->after_origin.shape;
    char *with = rlv_strf("%s; value from: %.*s", line, operation_len(o), o);
    free(line);
    line = with;
  }
  return line;
}

void tr_finding_free(rlv_triage_finding *f) {
  free(f->function), free(f->signature), free(f->kind), free(f->how), free(f->story),
      free(f->trace);
  tr_site_free(&f->before);
  tr_site_free(&f->after);
  tr_site_free(&f->before_origin);
  tr_site_free(&f->after_origin);
  tr_site_free(&f->before_handle);
  tr_site_free(&f->after_handle);
}
