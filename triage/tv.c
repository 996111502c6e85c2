/* rlv tv: runs a pipeline (LLVM's opt, or rlv's own lowering stages) and proves each pass
 * that changed the module against the module before it. opt's output is not trusted: every
 * dump is parsed and verified as any input is (rlv/input.h), and a dump that does not parse
 * makes the run unusable (exit 2) rather than a silent pass. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "rlv/check.h"
#include "rlv/clock.h"
#include "rlv/input.h"
#include "rlv/lower.h"
#include "triage/triage_private.h"

static rlv_tv_step *add_step(rlv_tv_result *r, const char *pass, bool changed) {
  r->steps = rlv_xrealloc(r->steps, (r->nsteps + 1) * sizeof *r->steps);
  rlv_tv_step *s = &r->steps[r->nsteps++];
  memset(s, 0, sizeof *s);
  s->pass = rlv_xstrdup(pass);
  s->changed = changed;
  return s;
}

/* Proves one changed step; remembers the first refuted pair's text for triage. */
static void prove_step(rlv_prover *prover, const rlv_tv_options *o, rlv_tv_result *r,
                       rlv_tv_step *s, LLVMModuleRef before, LLVMModuleRef after,
                       const char *before_text, size_t before_len, const char *after_text,
                       size_t after_len) {
  size_t index = (size_t)(s - r->steps);
  if (o->progress)
    fprintf(o->progress, "rlv tv: [%zu] %s ...", index + 1, s->pass), fflush(o->progress);
  double t0 = rlv_now_ms();
  rlv_prove_modules(prover, before, after, &s->proof);
  s->ms = rlv_now_ms() - t0;
  s->verdict = tr_report_verdict(&s->proof);
  if (o->progress)
    fprintf(o->progress, " %s (%.0f ms)\n", rlv_verdict_name(s->verdict), s->ms);
  if (s->verdict == RLV_VERDICT_REFUTED && r->first_broken == SIZE_MAX) {
    r->first_broken = index;
    r->broken_before = rlv_xstrndup(before_text, before_len);
    r->broken_after = rlv_xstrndup(after_text, after_len);
  }
}

static void finish(rlv_tv_result *r) {
  /* a stage the gate refused or opt's failure: the run is unusable, not a finding */
  int code = rlv_diags_count_at_least(r->diags, RLV_SEV_ERROR) ? RLV_EXIT_UNUSABLE : RLV_EXIT_OK;
  if (code == RLV_EXIT_OK)
    for (size_t i = 0; i < r->nsteps; i++)
      if (r->steps[i].changed)
        code = rlv_exit_code_combine(code, rlv_proof_report_exit_code(&r->steps[i].proof));
  r->exit_code = code;
}

/* ---- opt ---- */

/* opt's output failed its verifier ("Broken module found", checked once at the end): which
 * pass broke it, from a rerun with -verify-each, as "; -verify-each: MESSAGE; LLVM ERROR: Broken
 * function found after pass "P"" (malloc'ed), or "" when the rerun names none. */
static char *broken_after(const char *opt, const char *passes, const char *file,
                          const rlv_tv_options *o) {
  char *dir = tr_make_temp_dir();
  if (!dir)
    return rlv_xstrdup("");
  char *err = rlv_strf("%s/verify-each.txt", dir);
  char *argv[] = {(char *)opt,       (char *)passes, "-verify-each",
                  "-disable-output", (char *)file,   NULL};
  tr_child c;
  tr_run_child(argv, NULL, err, o->timeout_s ? o->timeout_s : 600, &c);
  tr_child_free(&c);
  char *text = tr_read_file(err, NULL);
  const char *found = text ? strstr(text, "Broken function found after pass") : NULL;
  if (!found && text)
    found = strstr(text, "Broken module found after pass");
  char *out = rlv_xstrdup("");
  if (found) {
    /* the verifier's message: the first line that is not opt's warning */
    const char *msg = text;
    while (msg < found && strncmp(msg, "opt", 3) == 0 && strchr(msg, '\n'))
      msg = strchr(msg, '\n') + 1;
    free(out);
    out = rlv_strf("; -verify-each: %.*s; %.*s", (int)strcspn(msg, "\n"), msg,
                   (int)strcspn(found, "\n,"), found);
  }
  free(text);
  free(err);
  tr_remove_temp_dir(dir);
  return out;
}

/* Runs opt; returns its dumps' text (malloc'ed) or NULL after a diagnostic. */
static char *run_opt(const char *file, const rlv_tv_options *o, rlv_tv_result *r, size_t *len) {
  char *dir = tr_make_temp_dir();
  if (!dir) {
    rlv_report(r->diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot create a temporary folder");
    return NULL;
  }
  char *dumps = rlv_strf("%s/dumps.txt", dir);
  char *passes = rlv_strf("-passes=%s", o->passes);
  const char *opt = o->opt ? o->opt : "opt-22";
  char *argv[] = {(char *)opt,  passes, "-print-changed", "-print-module-scope", "-disable-output",
                  (char *)file, NULL};
  tr_child c;
  bool ok = tr_run_child(argv, NULL, dumps, o->timeout_s ? o->timeout_s : 600, &c);
  char *text = tr_read_file(dumps, len);
  if (!ok) {
    char *how = tr_child_describe(&c);
    /* opt's own message: its first error line (LLVM ERROR, error:, an assertion), else
     * the last line it wrote that is not a dump header */
    const char *last = "";
    size_t last_len = 0;
    bool error_line = false;
    for (const char *p = text ? text : ""; *p && !error_line;) {
      const char *nl = strchr(p, '\n');
      size_t n = nl ? (size_t)(nl - p) : strlen(p);
      char *line = rlv_xstrndup(p, n);
      error_line = strstr(line, "ERROR") || strstr(line, "error:") || strstr(line, "Assertion");
      if (n && strncmp(p, "*** IR", 6) != 0)
        last = p, last_len = n;
      free(line);
      p += n + (nl != NULL);
    }
    char *broken = text && strstr(text, "Broken module found") ? broken_after(opt, passes, file, o)
                                                               : rlv_xstrdup("");
    rlv_report(r->diags, RLV_RULE_LOWER_INTERNAL, NULL, "%s -passes='%s' failed (%s)%s%.*s%s", opt,
               o->passes, how, last_len ? ": " : "", (int)(last_len > 300 ? 300 : last_len), last,
               broken);
    free(broken);
    free(how);
    free(text);
    text = NULL;
  }
  tr_child_free(&c);
  free(passes);
  free(dumps);
  tr_remove_temp_dir(dir);
  return text;
}

static void run_opt_pipeline(rlv_prover *prover, const char *file, const rlv_tv_options *o,
                             rlv_tv_result *r) {
  size_t len = 0;
  char *text = run_opt(file, o, r, &len);
  if (!text)
    return;
  tr_dump *d = NULL;
  size_t n = 0;
  char *why = NULL;
  if (!tr_split_dumps(text, len, &d, &n, &why)) {
    rlv_report(r->diags, RLV_RULE_INPUT_PARSE_ERROR, NULL, "%s", why);
    free(why);
    free(text);
    return;
  }
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags_set_file(r->diags, "opt's module at start");
  LLVMModuleRef cur = rlv_parse_module(ctx, "opt's module at start", d[0].text, d[0].len, r->diags);
  size_t cur_i = 0;
  for (size_t i = 1; i < n && cur; i++) {
    if (!d[i].changed) {
      char *what =
          d[i].deleted ? rlv_strf("%s (deleted it; proved with the next change)", d[i].pass) : NULL;
      add_step(r, what ? what : d[i].pass, false);
      free(what);
      continue;
    }
    char *name = rlv_strf("opt's module after %s", d[i].pass);
    rlv_diags_set_file(r->diags, name);
    LLVMModuleRef next = rlv_parse_module(ctx, name, d[i].text, d[i].len, r->diags);
    free(name);
    if (!next)
      break;
    rlv_tv_step *s = add_step(r, d[i].pass, true);
    prove_step(prover, o, r, s, cur, next, d[cur_i].text, d[cur_i].len, d[i].text, d[i].len);
    LLVMDisposeModule(cur);
    cur = next;
    cur_i = i;
  }
  if (cur)
    LLVMDisposeModule(cur);
  LLVMContextDispose(ctx);
  tr_dumps_free(d, n);
  free(text);
}

/* ---- rlv's lowering stages ---- */

static void run_stages(rlv_prover *prover, const char *file, const rlv_tv_options *o,
                       rlv_tv_result *r) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef cur = rlv_load_module(ctx, file, r->diags);
  char *cur_text = cur ? LLVMPrintModuleToString(cur) : NULL;
  size_t count = 0;
  const char *const *names = rlv_lower_stage_names(&count);
  for (size_t i = 0; i < count && cur; i++) {
    LLVMModuleRef next = LLVMCloneModule(cur);
    rlv_lower_options lo = {.stage = names[i]};
    if (!rlv_lower_module(next, &lo, r->diags)) {
      LLVMDisposeModule(next);
      break;
    }
    char *next_text = LLVMPrintModuleToString(next);
    bool changed = strcmp(cur_text, next_text) != 0;
    rlv_tv_step *s = add_step(r, names[i], changed);
    if (!changed) {
      LLVMDisposeMessage(next_text);
      LLVMDisposeModule(next);
      continue;
    }
    prove_step(prover, o, r, s, cur, next, cur_text, strlen(cur_text), next_text,
               strlen(next_text));
    LLVMDisposeMessage(cur_text);
    LLVMDisposeModule(cur);
    cur = next;
    cur_text = next_text;
  }
  if (cur_text)
    LLVMDisposeMessage(cur_text);
  if (cur)
    LLVMDisposeModule(cur);
  LLVMContextDispose(ctx);
}

void rlv_tv_run(rlv_prover *prover, const char *file, const rlv_tv_options *o, rlv_tv_result *r) {
  memset(r, 0, sizeof *r);
  r->file = rlv_xstrdup(file);
  r->diags = rlv_diags_create();
  rlv_diags_set_file(r->diags, file);
  r->first_broken = SIZE_MAX;
  if (o->stages)
    run_stages(prover, file, o, r);
  else
    run_opt_pipeline(prover, file, o, r);
  finish(r);
}

void rlv_tv_result_free(rlv_tv_result *r) {
  for (size_t i = 0; i < r->nsteps; i++) {
    free(r->steps[i].pass);
    if (r->steps[i].changed)
      rlv_proof_report_free(&r->steps[i].proof);
  }
  free(r->steps);
  free(r->file);
  free(r->broken_before);
  free(r->broken_after);
  rlv_diags_free(r->diags);
  memset(r, 0, sizeof *r);
}
