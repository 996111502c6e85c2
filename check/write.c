/* Writing check results as text and JSON (write_sarif.c: SARIF; proof_view.c: what --quiet
 * keeps of a proof report). */
#include <stdlib.h>

#include "check/check_private.h"
#include "model/util.h"
#include "rlv/json.h"

void rlv_check_write_proof(const rlv_proof_report *report, rlv_format format, bool quiet,
                           FILE *out) {
  rlv_proof_report view = check_proof_view(report, quiet);
  rlv_proof_report_write(&view, format, out);
  check_proof_view_free(&view);
}

rlv_check_writer *rlv_check_writer_create(rlv_format format, bool quiet, FILE *out,
                                          FILE *diag_out) {
  rlv_check_writer *w = rlv_xmalloc(sizeof *w);
  *w = (rlv_check_writer){.format = format, .quiet = quiet, .out = out, .diag_out = diag_out};
  if (format == RLV_FORMAT_JSON)
    fputs("{\"tool\":\"rlv\",\"command\":\"check\",\"files\":[", out);
  else if (format == RLV_FORMAT_SARIF)
    check_sarif_begin(w);
  return w;
}

/* {"file":..., "exit":N, "verify": <the diagnostics document>, "proof": <report> | null} */
static void add_json(rlv_check_writer *w, const rlv_check_result *r) {
  FILE *out = w->out;
  fputs(w->files ? ",\n{\"file\":" : "\n{\"file\":", out);
  rlv_json_string(out, r->file);
  rlv_json_bytes_member(out, "file_bytes", r->file);
  fprintf(out, ",\"exit\":%d,\"verify\":", r->exit_code);
  rlv_diags_write(r->diags, RLV_FORMAT_JSON, out);
  fputs(",\"proof\":", out);
  if (r->has_proof)
    rlv_check_write_proof(&r->proof, RLV_FORMAT_JSON, w->quiet, out);
  else
    fputs("null", out);
  fputc('}', out);
}

void rlv_check_writer_add(rlv_check_writer *w, const rlv_check_result *result) {
  switch (w->format) {
  case RLV_FORMAT_TEXT:
    rlv_diags_write(result->diags, RLV_FORMAT_TEXT, w->diag_out);
    if (result->has_proof)
      rlv_check_write_proof(&result->proof, RLV_FORMAT_TEXT, w->quiet, w->out);
    break;
  case RLV_FORMAT_JSON:
    add_json(w, result);
    break;
  case RLV_FORMAT_SARIF:
    check_sarif_add(w, result);
    break;
  }
  w->files++;
}

void rlv_check_writer_finish(rlv_check_writer *w) {
  if (w->format == RLV_FORMAT_JSON)
    fputs("\n]}\n", w->out);
  else if (w->format == RLV_FORMAT_SARIF)
    check_sarif_end(w);
  free(w);
}
