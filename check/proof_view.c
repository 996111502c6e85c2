/* The --quiet view of a proof report, shared by the text/JSON writer (write.c) and the SARIF
 * writer (write_sarif.c): each filters the report the same way, so neither owns it. */
#include <stdlib.h>

#include "check/check_private.h"
#include "model/util.h"

rlv_proof_report check_proof_view(const rlv_proof_report *report, bool quiet) {
  rlv_proof_report view = *report;
  view.fns = rlv_xcalloc(report->count ? report->count : 1, sizeof *view.fns);
  view.count = 0;
  for (size_t i = 0; i < report->count; i++)
    if (!quiet || report->fns[i].verdict != RLV_VERDICT_PROVED)
      view.fns[view.count++] = report->fns[i];
  return view;
}

void check_proof_view_free(rlv_proof_report *view) {
  free(view->fns);
  *view = (rlv_proof_report){0};
}
