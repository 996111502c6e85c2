/* The report of rlv tv: per changed pass its verdict, then the first pass that breaks the
 * semantics with its counterexample. */
#include <stdint.h>
#include <string.h>

#include "model/util.h"
#include "rlv/check.h"
#include "rlv/json.h"
#include "triage/triage_private.h"

/* The step's proof written with the pass as the AFTER file's name (lent, taken back). */
static void write_proof(const rlv_tv_step *s, rlv_format format, bool quiet, FILE *out) {
  rlv_proof_report *p = (rlv_proof_report *)&s->proof;
  char *b = p->before_file, *a = p->after_file;
  p->before_file = "before the pass";
  p->after_file = s->pass;
  rlv_check_write_proof(p, format, quiet, out);
  p->before_file = b;
  p->after_file = a;
}

static void write_text(const rlv_tv_result *r, bool quiet, FILE *out) {
  size_t changed = 0, counts[4] = {0};
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].changed)
      changed++, counts[r->steps[i].verdict]++;
  if (r->nsteps == 0 && rlv_diags_count(r->diags))
    return; /* nothing ran: the diagnostics say why */
  fprintf(out,
          "%s: %zu passes, %zu changed the module: %zu proved, %zu bounded, %zu refuted, "
          "%zu unknown\n",
          r->file, r->nsteps, changed, counts[RLV_VERDICT_PROVED], counts[RLV_VERDICT_BOUNDED],
          counts[RLV_VERDICT_REFUTED], counts[RLV_VERDICT_UNKNOWN]);
  for (size_t i = 0; i < r->nsteps; i++) {
    const rlv_tv_step *s = &r->steps[i];
    if (!s->changed || (quiet && s->verdict == RLV_VERDICT_PROVED))
      continue;
    fprintf(out, "  [%zu] %s: %s (%.0f ms)\n", i + 1, s->pass, rlv_verdict_name(s->verdict), s->ms);
    /* why not proved: each function that was not, with its reason */
    if (s->verdict == RLV_VERDICT_UNKNOWN || s->verdict == RLV_VERDICT_BOUNDED)
      for (size_t f = 0; f < s->proof.count; f++)
        if (s->proof.fns[f].verdict != RLV_VERDICT_PROVED)
          fprintf(out, "      @%s: %s%s%s\n", s->proof.fns[f].name,
                  rlv_verdict_name(s->proof.fns[f].verdict), s->proof.fns[f].reason ? ": " : "",
                  s->proof.fns[f].reason ? s->proof.fns[f].reason : "");
  }
  if (r->first_broken != SIZE_MAX) {
    const rlv_tv_step *s = &r->steps[r->first_broken];
    fprintf(out, "first pass that breaks the semantics: [%zu] %s\n", r->first_broken + 1, s->pass);
    write_proof(s, RLV_FORMAT_TEXT, true, out);
  } else if (counts[RLV_VERDICT_UNKNOWN] == 0 && rlv_diags_count(r->diags) == 0) {
    fputs("no pass breaks the semantics\n", out);
  }
}

static void write_json(const rlv_tv_result *r, FILE *out) {
  fputs("{\"tool\": \"rlv\", \"command\": \"tv\", \"file\": ", out);
  rlv_json_string(out, r->file);
  fputs(", \"passes\": [", out);
  for (size_t i = 0; i < r->nsteps; i++) {
    const rlv_tv_step *s = &r->steps[i];
    fputs(i ? ",\n  {\"pass\": " : "\n  {\"pass\": ", out);
    rlv_json_string(out, s->pass);
    fprintf(out, ", \"changed\": %s", s->changed ? "true" : "false");
    if (s->changed) {
      fprintf(out, ", \"verdict\": \"%s\", \"ms\": %.3f, \"proof\": ", rlv_verdict_name(s->verdict),
              s->ms);
      write_proof(s, RLV_FORMAT_JSON, false, out);
    }
    fputs("}", out);
  }
  fputs("\n], \"first_broken\": ", out);
  if (r->first_broken == SIZE_MAX)
    fputs("null", out);
  else
    rlv_json_string(out, r->steps[r->first_broken].pass);
  fprintf(out, ", \"exit_code\": %d}\n", r->exit_code);
}

void rlv_tv_write(const rlv_tv_result *r, rlv_format format, bool quiet, FILE *out) {
  if (format == RLV_FORMAT_TEXT)
    write_text(r, quiet, out);
  else
    write_json(r, out);
}
