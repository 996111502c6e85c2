/* What rlv triage writes: its output (text, JSON, SARIF) and the bug report's folder:
 * cex.json, trace.txt, report.md, repro.sh, report.sarif. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/util.h"
#include "rlv/check.h"
#include "rlv/json.h"
#include "triage/triage_private.h"

static void write_reduction(const rlv_triage_result *r, FILE *out) {
  if (r->reduced || r->reduce_seconds > 0)
    fprintf(out, "reduction: %s in %.1f s: BEFORE %zu -> %zu instructions, AFTER %zu -> %zu\n",
            r->reduced ? "done" : "incomplete", r->reduce_seconds, r->insts_before,
            r->reduced_insts_before, r->insts_after, r->reduced_insts_after);
  if (r->reduce_note)
    fprintf(out, "reduction: %s\n", r->reduce_note);
}

static void write_text(const rlv_triage_result *r, FILE *out) {
  if (r->bisected_pass)
    fprintf(out, "first pass that breaks the semantics: %s\n", r->bisected_pass);
  if (r->has_proof && r->nfindings == 0) {
    fprintf(out, "%s: nothing refuted; the proof says:\n", r->after_file);
    rlv_check_write_proof(&r->proof, RLV_FORMAT_TEXT, false, out);
  }
  for (size_t i = 0; i < r->nfindings; i++)
    fprintf(out, "%s%s", i ? "\n" : "", r->findings[i].story);
  write_reduction(r, out);
}

static void site_json(FILE *out, const rlv_triage_site *s) {
  if (!s->found) {
    fputs("null", out);
    return;
  }
  fputs("{\"function\": ", out);
  rlv_json_string(out, s->function);
  fputs(", \"block\": ", out);
  rlv_json_string(out, s->block);
  fputs(", \"instruction\": ", out);
  rlv_json_string(out, s->text);
  fputs(", \"dbg\": ", out);
  if (s->dbg)
    rlv_json_string(out, s->dbg);
  else
    fputs("null", out);
  fputs("}", out);
}

static void write_json(const rlv_triage_result *r, FILE *out) {
  fputs("{\"tool\": \"rlv\", \"command\": \"triage\", \"before\": ", out);
  rlv_json_string(out, r->before_file);
  fputs(", \"after\": ", out);
  rlv_json_string(out, r->after_file ? r->after_file : "");
  fputs(", \"bisected_pass\": ", out);
  if (r->bisected_pass)
    rlv_json_string(out, r->bisected_pass);
  else
    fputs("null", out);
  fputs(", \"findings\": [", out);
  for (size_t i = 0; i < r->nfindings; i++) {
    const rlv_triage_finding *f = &r->findings[i];
    fputs(i ? ",\n  {\"function\": " : "\n  {\"function\": ", out);
    rlv_json_string(out, f->function);
    fputs(", \"signature\": ", out);
    rlv_json_string(out, f->signature);
    fputs(", \"kind\": ", out);
    rlv_json_string(out, f->kind);
    fputs(", \"how\": ", out);
    rlv_json_string(out, f->how);
    fputs(", \"after\": ", out);
    site_json(out, &f->after);
    fputs(", \"before\": ", out);
    site_json(out, &f->before);
    fputs(", \"after_origin\": ", out);
    site_json(out, &f->after_origin);
    fputs(", \"before_origin\": ", out);
    site_json(out, &f->before_origin);
    fputs(", \"after_handle\": ", out);
    site_json(out, &f->after_handle);
    fputs(", \"before_handle\": ", out);
    site_json(out, &f->before_handle);
    fputs(", \"story\": ", out);
    rlv_json_string(out, f->story);
    fputs(", \"trace\": ", out);
    rlv_json_string(out, f->trace ? f->trace : "");
    fputs("}", out);
  }
  fprintf(out,
          "\n], \"reduction\": {\"done\": %s, \"seconds\": %.3f, \"instructions\": "
          "{\"before\": %zu, \"after\": %zu, \"reduced_before\": %zu, \"reduced_after\": %zu}, "
          "\"note\": ",
          r->reduced ? "true" : "false", r->reduce_seconds, r->insts_before, r->insts_after,
          r->reduced_insts_before, r->reduced_insts_after);
  if (r->reduce_note)
    rlv_json_string(out, r->reduce_note);
  else
    fputs("null", out);
  fputs("}, \"proof\": ", out);
  if (r->has_proof)
    rlv_proof_report_write(&r->proof, RLV_FORMAT_JSON, out);
  else
    fputs("null", out);
  fprintf(out, ", \"exit_code\": %d}\n", r->exit_code);
}

/* One result per finding, at the AFTER instruction (its !dbg source line when it has one). */
static void write_sarif(const rlv_triage_result *r, FILE *out) {
  fputs("{\"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\", \"version\": \"2.1.0\", "
        "\"runs\": [{\"tool\": {\"driver\": {\"name\": \"rlv\", \"rules\": [{\"id\": "
        "\"triage-first-wrong-access\", \"shortDescription\": {\"text\": \"the first instruction "
        "at which AFTER's observable behaviour departs from BEFORE's\"}}]}}, \"results\": [",
        out);
  for (size_t i = 0; i < r->nfindings; i++) {
    const rlv_triage_finding *f = &r->findings[i];
    fputs(i ? ",\n  {" : "\n  {", out);
    fputs(
        "\"ruleId\": \"triage-first-wrong-access\", \"level\": \"error\", \"message\": {\"text\": ",
        out);
    char *msg = rlv_strf("@%s refuted (%s): %s; AFTER: %s; BEFORE: %s", f->function, f->kind,
                         f->signature, f->after.found ? f->after.text : "(no instruction)",
                         f->before.found ? f->before.text : "(no instruction)");
    rlv_json_string(out, msg);
    free(msg);
    fputs("}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", out);
    const char *dbg = f->after.dbg;
    const char *colon = dbg ? strchr(dbg, ':') : NULL;
    if (colon) {
      char *file = rlv_xstrndup(dbg, (size_t)(colon - dbg));
      rlv_json_uri(out, file);
      free(file);
      fprintf(out, "}, \"region\": {\"startLine\": %lu}}", strtoul(colon + 1, NULL, 10));
    } else {
      rlv_json_uri(out, r->after_file ? r->after_file : "");
      fputs("}}", out);
    }
    fputs(", \"logicalLocations\": [{\"name\": ", out);
    rlv_json_string(out, f->function);
    fputs(", \"kind\": \"function\"}]}]}", out);
  }
  fputs("\n]}]}\n", out);
}

void rlv_triage_write(const rlv_triage_result *r, rlv_format format, FILE *out) {
  if (format == RLV_FORMAT_TEXT)
    write_text(r, out);
  else if (format == RLV_FORMAT_JSON)
    write_json(r, out);
  else
    write_sarif(r, out);
}

/* ---- the folder ---- */

typedef void (*writer_fn)(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out);

static void save(const char *dir, const char *name, writer_fn fn, const rlv_triage_options *o,
                 const rlv_triage_result *r, rlv_diags *diags) {
  char *text = NULL;
  size_t len = 0;
  FILE *mem = open_memstream(&text, &len);
  if (!mem)
    return;
  fn(o, r, mem);
  fclose(mem);
  char *path = rlv_strf("%s/%s", dir, name), *err = NULL;
  if (!tr_write_file(path, text, len, &err))
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot write %s: %s", path, err);
  free(err);
  free(path);
  free(text);
}

static void cex_json(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out) {
  (void)o;
  rlv_proof_report_write(&r->proof, RLV_FORMAT_JSON, out);
}

/* The stories, then each refuted function's replay with the values on both paths. */
static void trace_txt(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out) {
  (void)o;
  write_text(r, out);
  for (size_t i = 0; i < r->nfindings; i++)
    if (r->findings[i].trace && *r->findings[i].trace)
      fprintf(out, "\n---- the replay of %s ----\n%s", r->findings[i].function,
              r->findings[i].trace);
}

static void sarif(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out) {
  (void)o;
  write_sarif(r, out);
}

static void repro_sh(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out) {
  fputs("#!/bin/sh\n# Shows the refutation: rlv prove BEFORE AFTER (exit 1).\n", out);
  if (r->nfindings)
    fprintf(out, "# expected: @%s refuted: %s\n", r->findings[0].function,
            r->findings[0].signature);
  fprintf(out, "cd \"$(dirname \"$0\")\" && exec \"${RLV:-%s}\" prove before.ll after.ll\n",
          o->rlv);
}

static void site_md(FILE *out, const char *side, const rlv_triage_site *s) {
  if (!s->found) {
    fprintf(out, "- %s: no instruction\n", side);
    return;
  }
  fprintf(out, "- %s, in `@%s`, block `%s`%s%s%s:\n\n  ```llvm\n  %s\n  ```\n", side, s->function,
          s->block, s->dbg ? " (source `" : "", s->dbg ? s->dbg : "", s->dbg ? "`)" : "", s->text);
}

static void report_md(const rlv_triage_options *o, const rlv_triage_result *r, FILE *out) {
  fprintf(out, "# Miscompile: %zu refuted function%s\n\n", r->nfindings,
          r->nfindings == 1 ? "" : "s");
  fprintf(out, "BEFORE: `%s`  \nAFTER: `%s`\n", r->before_file, r->after_file);
  if (r->bisected_pass)
    fprintf(out, "\nThe first pass of `%s` that breaks the semantics: **%s**.\n", o->passes,
            r->bisected_pass);
  if (o->compiler)
    fprintf(out, "\nAFTER is BEFORE compiled by `%s`.\n", o->compiler);
  for (size_t i = 0; i < r->nfindings; i++) {
    const rlv_triage_finding *f = &r->findings[i];
    fprintf(out, "\n## `@%s`: %s (%s)\n\nThe first wrong access (%s):\n\n", f->function,
            f->signature, f->kind, f->how);
    site_md(out, "AFTER", &f->after);
    site_md(out, "BEFORE (what it should match)", &f->before);
    if (f->after_handle.found)
      site_md(out, "AFTER's handle comes from", &f->after_handle);
    if (f->before_handle.found)
      site_md(out, "BEFORE's handle comes from", &f->before_handle);
    if (f->after_origin.found)
      site_md(out, "AFTER's written value comes from", &f->after_origin);
    if (f->before_origin.found)
      site_md(out, "BEFORE's written value comes from", &f->before_origin);
    fprintf(out, "\nThe counterexample (`cex.json`, `trace.txt`):\n\n```\n%s```\n", f->story);
  }
  fputs("\n## Reproducer\n\n", out);
  if (r->reduced || r->reduce_seconds > 0)
    fprintf(out,
            "`before.ll` and `after.ll` were reduced by llvm-reduce with rlv as the "
            "interestingness test (`interesting.sh`: the same function refuted with the same "
            "signature) in %.1f s: BEFORE %zu -> %zu instructions, AFTER %zu -> %zu.%s "
            "The originals are `original.before.ll` and `original.after.ll`.\n\n",
            r->reduce_seconds, r->insts_before, r->reduced_insts_before, r->insts_after,
            r->reduced_insts_after, r->reduced ? "" : " (incomplete: see below)");
  if (r->reduce_note)
    fprintf(out, "Note: %s\n\n", r->reduce_note);
  fputs("`sh repro.sh` runs `rlv prove before.ll after.ll`, which exits 1 with the refutation.\n",
        out);
}

void tr_write_folder(const rlv_triage_options *o, const rlv_triage_result *r, rlv_diags *diags) {
  save(o->out_dir, "cex.json", cex_json, o, r, diags);
  save(o->out_dir, "trace.txt", trace_txt, o, r, diags);
  save(o->out_dir, "report.sarif", sarif, o, r, diags);
  save(o->out_dir, "report.md", report_md, o, r, diags);
  save(o->out_dir, "repro.sh", repro_sh, o, r, diags);
  char *p = rlv_strf("%s/repro.sh", o->out_dir);
  chmod(p, 0755);
  free(p);
}
