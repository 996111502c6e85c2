/* A check's results as one SARIF 2.1.0 log: one run whose rules are every diagnostic rule
 * (at the indices `rlv verify --format=sarif` gives them) followed by the four proof
 * verdicts, and whose results are every file's diagnostics and function verdicts. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check_private.h"
#include "model/util.h"
#include "rlv/json.h"
#include "rlv/version.h"

/* One rule per verdict, in rlv_verdict's order, after the diagnostic rules. A proved or
 * bounded function is a result of kind "pass" (level "none", as SARIF requires for a kind
 * other than "fail"): the log then says which functions were proved, not only which failed. */
static const struct {
  const char *id, *summary, *level;
  bool pass;
} verdict_rules[] = {
    [RLV_VERDICT_PROVED] = {"prove-proved", "AFTER refines BEFORE", "none", true},
    [RLV_VERDICT_BOUNDED] = {"prove-bounded",
                             "AFTER refines BEFORE in every execution within the loop bound",
                             "none", true},
    [RLV_VERDICT_REFUTED] = {"prove-refuted",
                             "AFTER does not refine BEFORE: the message gives a counterexample",
                             "error", false},
    [RLV_VERDICT_UNKNOWN] = {"prove-unknown",
                             "the prover could not decide: a bound ran out or a construct is "
                             "not modelled",
                             "warning", false},
};
#define NVERDICTS (sizeof verdict_rules / sizeof verdict_rules[0])

static const char *diag_level(rlv_severity sev) {
  switch (sev) {
  case RLV_SEV_NOTE:
    return "note";
  case RLV_SEV_WARNING:
    return "warning";
  default:
    return "error";
  }
}

static void rule(FILE *out, bool first, const char *id, const char *summary, const char *level) {
  fputs(first ? "\n{\"id\":" : ",\n{\"id\":", out);
  rlv_json_string(out, id);
  fputs(",\"shortDescription\":{\"text\":", out);
  rlv_json_string(out, summary);
  fprintf(out, "},\"defaultConfiguration\":{\"level\":\"%s\"}}", level);
}

void check_sarif_begin(rlv_check_writer *w) {
  FILE *out = w->out;
  fputs("{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\","
        "\"runs\":[{\"tool\":{\"driver\":{\"name\":\"rlv\",\"version\":\"" RLV_VERSION_STRING
        "\",\"rules\":[",
        out);
  for (unsigned r = 0; r < RLV_RULE_COUNT; r++) {
    const rlv_rule *d = rlv_rule_get((rlv_rule_id)r);
    rule(out, r == 0, d->id, d->summary, diag_level(d->severity));
  }
  for (size_t v = 0; v < NVERDICTS; v++)
    rule(out, false, verdict_rules[v].id, verdict_rules[v].summary, verdict_rules[v].level);
  fputs("]}},\n\"results\":[", out);
}

/* "locations":[...]: the file, and the function when there is one. */
static void locations(FILE *out, const char *file, const char *function) {
  fputs(",\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":", out);
  rlv_json_string(out, file);
  if (!rlv_utf8_valid(file)) { /* the uri lost bytes to U+FFFD: keep the exact name */
    fputs(",\"properties\":{\"file_bytes\":", out);
    rlv_json_hex(out, file);
    fputc('}', out);
  }
  fputs("}}", out);
  if (function) {
    fputs(",\"logicalLocations\":[{\"kind\":\"function\",\"name\":", out);
    rlv_json_string(out, function);
    fputs("}]", out);
  }
  fputs("}]", out);
}

static void begin_result(rlv_check_writer *w) { fputs(w->results++ ? ",\n{" : "\n{", w->out); }

static void diag_result(rlv_check_writer *w, const rlv_diag *d) {
  FILE *out = w->out;
  begin_result(w);
  fputs("\"ruleId\":", out);
  rlv_json_string(out, rlv_rule_get(d->rule)->id);
  fprintf(out, ",\"ruleIndex\":%u,\"level\":\"%s\",\"message\":{\"text\":", (unsigned)d->rule,
          diag_level(d->severity));
  rlv_json_string(out, d->message);
  fputc('}', out);
  locations(out, d->file, d->function);
  if (d->instruction) {
    fputs(",\"properties\":{\"instruction\":", out);
    rlv_json_string(out, d->instruction);
    fputc('}', out);
  }
  fputc('}', out);
}

/* "@NAME: VERDICT...": the text rlv_proof_report_write gives the function, without its
 * "FILE: in function @NAME: " prefix and its timing, so that the wording of a verdict, its
 * reason and its counterexample has one home (smt/report.c). malloc'ed. */
static char *proof_message(const rlv_function_proof *f) {
  const char *verdict = rlv_verdict_name(f->verdict);
  rlv_function_proof one = *f;
  one.ms = 0;
  rlv_proof_report single = {.count = 1, .fns = &one};
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem)
    return rlv_strf("@%s: %s", f->name, verdict);
  rlv_proof_report_write(&single, RLV_FORMAT_TEXT, mem);
  fclose(mem);
  while (len && text[len - 1] == '\n')
    text[--len] = '\0';
  char *prefix = rlv_strf("-: in function @%s: %s (0.00 ms)", f->name, verdict);
  size_t n = strlen(prefix);
  char *msg = strncmp(text, prefix, n) == 0 ? rlv_strf("@%s: %s%s", f->name, verdict, text + n)
                                            : rlv_strf("@%s: %s\n%s", f->name, verdict, text);
  free(prefix);
  free(text);
  return msg;
}

static void proof_result(rlv_check_writer *w, const rlv_check_result *r,
                         const rlv_function_proof *f) {
  FILE *out = w->out;
  begin_result(w);
  fputs("\"ruleId\":", out);
  rlv_json_string(out, verdict_rules[f->verdict].id);
  fprintf(out, ",\"ruleIndex\":%u,", (unsigned)(RLV_RULE_COUNT + f->verdict));
  if (verdict_rules[f->verdict].pass)
    fputs("\"kind\":\"pass\",", out);
  fprintf(out, "\"level\":\"%s\",\"message\":{\"text\":", verdict_rules[f->verdict].level);
  char *msg = proof_message(f);
  rlv_json_string(out, msg);
  free(msg);
  fputc('}', out);
  locations(out, r->file, f->name);
  fprintf(out, ",\"properties\":{\"verdict\":\"%s\",\"after\":", rlv_verdict_name(f->verdict));
  rlv_json_string(out, r->proof.after_file);
  fputs("}}", out);
}

void check_sarif_add(rlv_check_writer *w, const rlv_check_result *result) {
  for (size_t i = 0; i < rlv_diags_count(result->diags); i++)
    diag_result(w, rlv_diags_at(result->diags, i));
  if (!result->has_proof)
    return;
  rlv_proof_report view = check_proof_view(&result->proof, w->quiet);
  for (size_t i = 0; i < view.count; i++)
    proof_result(w, result, &view.fns[i]);
  check_proof_view_free(&view);
}

void check_sarif_end(rlv_check_writer *w) { fputs("\n]}]}\n", w->out); }
