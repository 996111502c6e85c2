/* rlv triage: prove the pair, name each refuted function's first wrong access and tell its
 * story, write the bug report's files, and reduce the reproducer. With a pipeline, rlv tv
 * first finds the pass that broke BEFORE, and the pair around it is triaged. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/util.h"
#include "rlv/check.h"
#include "rlv/input.h"
#include "triage/triage_private.h"

static bool make_dir(const char *dir, rlv_diags *diags) {
  if (mkdir(dir, 0755) == 0 || errno == EEXIST)
    return true;
  rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot create %s: %s", dir, strerror(errno));
  return false;
}

static bool save(const char *dir, const char *name, const char *text, rlv_diags *diags) {
  char *path = rlv_strf("%s/%s", dir, name), *err = NULL;
  bool ok = tr_write_file(path, text, strlen(text), &err);
  if (!ok)
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot write %s: %s", path, err);
  free(err);
  free(path);
  return ok;
}

/* With a pipeline: the pair around the first pass that breaks BEFORE, as text. */
static bool bisect(rlv_prover *prover, const char *file, const rlv_triage_options *o,
                   rlv_triage_result *r, char **before_text, char **after_text) {
  rlv_tv_options to = {.opt = o->opt, .passes = o->passes, .progress = o->progress};
  rlv_tv_result tv;
  rlv_tv_run(prover, file, &to, &tv);
  bool found = tv.first_broken != SIZE_MAX;
  if (found) {
    r->bisected_pass = rlv_xstrdup(tv.steps[tv.first_broken].pass);
    *before_text = tv.broken_before, tv.broken_before = NULL;
    *after_text = tv.broken_after, tv.broken_after = NULL;
  } else {
    for (size_t i = 0; i < rlv_diags_count(tv.diags); i++) {
      const rlv_diag *d = rlv_diags_at(tv.diags, i);
      rlv_report(r->diags, d->rule, NULL, "%s", d->message);
    }
    r->exit_code = tv.exit_code;
    r->reduce_note = rlv_xstrdup(tv.exit_code == RLV_EXIT_OK
                                     ? "no pass of the pipeline breaks the semantics"
                                     : "no pass was refuted (see the diagnostics or rlv tv)");
  }
  rlv_tv_result_free(&tv);
  return found;
}

/* With a compiler and no AFTER: AFTER is the compiler's output for BEFORE (text). */
static char *compile(const rlv_triage_options *o, const char *before, rlv_diags *diags) {
  char *dir = tr_make_temp_dir();
  if (!dir)
    return NULL;
  char *out = rlv_strf("%s/after.ll", dir), *err = rlv_strf("%s/err.txt", dir);
  char *cmd = rlv_strf("%s \"$1\"", o->compiler);
  char *argv[] = {"/bin/sh", "-c", cmd, "sh", (char *)before, NULL};
  tr_child c;
  char *text = NULL;
  if (tr_run_child(argv, out, err, 600, &c)) {
    text = tr_read_file(out, NULL);
  } else {
    char *how = tr_child_describe(&c);
    rlv_report(diags, RLV_RULE_INPUT_UNREADABLE, NULL, "the compiler '%s' failed on %s (%s)",
               o->compiler, before, how);
    free(how);
  }
  tr_child_free(&c);
  free(cmd), free(out), free(err);
  tr_remove_temp_dir(dir);
  return text;
}

static LLVMModuleRef parse_text(LLVMContextRef ctx, const char *name, const char *text,
                                rlv_diags *diags) {
  rlv_diags_set_file(diags, name);
  return rlv_parse_module(ctx, name, text, strlen(text), diags);
}

void rlv_triage_run(rlv_prover *prover, const char *before, const char *after,
                    const rlv_triage_options *o, rlv_triage_result *r) {
  memset(r, 0, sizeof *r);
  r->diags = rlv_diags_create();
  r->before_file = rlv_xstrdup(before);
  char *bt = NULL, *at = NULL;
  if (o->passes) {
    if (!bisect(prover, before, o, r, &bt, &at))
      return;
    r->after_file = rlv_strf("%s after %s", before, r->bisected_pass);
  } else if (o->pair) {
    r->after_file = rlv_strf("%s (its AFTER side)", before);
  } else if (!after) {
    at = compile(o, before, r->diags);
    if (!at) {
      r->exit_code = RLV_EXIT_UNUSABLE;
      return;
    }
    r->after_file = rlv_strf("%s compiled by '%s'", before, o->compiler);
  } else {
    r->after_file = rlv_xstrdup(after);
  }
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mb, ma;
  /* BEFORE from the bisection's text or its file (text or bitcode); AFTER from the
   * bisection, the compiler's output, or its file; or both from a pair module */
  if (o->pair) {
    rlv_diags_set_file(r->diags, before);
    size_t len = 0;
    char *text = tr_read_file(before, &len);
    mb = ma = NULL;
    if (text)
      tr_pair_split(text, len, ctx, &mb, &ma, r->diags);
    else
      rlv_report(r->diags, RLV_RULE_INPUT_UNREADABLE, NULL, "cannot read %s", before);
    free(text);
  } else if (bt) {
    mb = parse_text(ctx, r->before_file, bt, r->diags);
  } else {
    rlv_diags_set_file(r->diags, before);
    mb = rlv_load_module(ctx, before, r->diags);
  }
  if (o->pair) {
    /* read above */
  } else if (at) {
    ma = parse_text(ctx, r->after_file, at, r->diags);
  } else {
    rlv_diags_set_file(r->diags, after);
    ma = rlv_load_module(ctx, after, r->diags);
  }
  free(bt), free(at);
  if (mb && ma) {
    r->has_proof = true;
    rlv_prove_modules(prover, mb, ma, &r->proof);
    r->proof.before_file = rlv_xstrdup(r->before_file);
    r->proof.after_file = rlv_xstrdup(r->after_file);
    r->insts_before = tr_count_instructions(mb);
    r->insts_after = tr_count_instructions(ma);
    for (size_t i = 0; i < r->proof.count; i++) {
      const rlv_function_proof *f = &r->proof.fns[i];
      if (f->verdict != RLV_VERDICT_REFUTED)
        continue;
      r->findings = rlv_xrealloc(r->findings, (r->nfindings + 1) * sizeof *r->findings);
      rlv_triage_finding *fd = &r->findings[r->nfindings++];
      tr_locate(mb, ma, f, fd);
      char *summary = NULL;
      if (o->no_replay)
        summary = rlv_xstrdup(""), fd->trace = rlv_xstrdup("");
      else
        tr_replay(mb, ma, f, fd, &summary, &fd->trace);
      char *story = tr_story(f, fd);
      fd->story = rlv_strf("%s%s", story, summary);
      free(story), free(summary);
    }
    if (o->out_dir && make_dir(o->out_dir, r->diags)) {
      char *tb = LLVMPrintModuleToString(mb), *ta = LLVMPrintModuleToString(ma);
      bool ok =
          save(o->out_dir, "before.ll", tb, r->diags) && save(o->out_dir, "after.ll", ta, r->diags);
      if (ok && o->reduce && r->nfindings) {
        save(o->out_dir, "original.before.ll", tb, r->diags);
        save(o->out_dir, "original.after.ll", ta, r->diags);
        /* without a compiler, paired deletion first (prune.c), then llvm-reduce */
        LLVMModuleRef pb = LLVMCloneModule(mb), pa = LLVMCloneModule(ma);
        /* a quarter of the reduction's time at most (the default limit is 300 s) */
        double limit = (o->reduce_timeout_s ? o->reduce_timeout_s : 300) / 4.0;
        size_t pruned = o->compiler ? 0 : tr_prune_pair(prover, &pb, &pa, &r->findings[0], limit);
        if (pruned) {
          char *sb = LLVMPrintModuleToString(pb), *sa = LLVMPrintModuleToString(pa);
          save(o->out_dir, "before.ll", sb, r->diags);
          save(o->out_dir, "after.ll", sa, r->diags);
          LLVMDisposeMessage(sb);
          LLVMDisposeMessage(sa);
          if (o->progress)
            fprintf(o->progress,
                    "rlv triage: paired deletion removed %zu side effect%s of each side\n", pruned,
                    pruned == 1 ? "" : "s");
        }
        char *pair = o->compiler ? NULL : tr_pair_make(pb, pa, r->diags);
        LLVMDisposeModule(pb);
        LLVMDisposeModule(pa);
        if (pair)
          save(o->out_dir, "pair.ll", pair, r->diags);
        tr_reduce(o, &r->findings[0], pair != NULL, r);
        free(pair);
      } else if (o->reduce) {
        r->reduce_note = rlv_xstrdup("nothing to reduce: no function is refuted");
      }
      LLVMDisposeMessage(tb);
      LLVMDisposeMessage(ta);
    }
  }
  if (mb)
    LLVMDisposeModule(mb);
  if (ma)
    LLVMDisposeModule(ma);
  LLVMContextDispose(ctx);
  if (o->out_dir && r->has_proof)
    tr_write_folder(o, r, r->diags);
  int code = rlv_exit_code_of_diags(r->diags);
  if (r->has_proof)
    code = rlv_exit_code_combine(code, rlv_proof_report_exit_code(&r->proof));
  r->exit_code = code;
}

/* A shape's operation: up to its ", N variable operands". */
static int operation_len(const char *shape) { return (int)(strrchr(shape, ',') - shape); }

char *rlv_triage_signature(const rlv_triage_finding *f) {
  const char *none = "(none)";
  const char *b = f->before.found ? f->before.shape : none;
  char *line = rlv_strf("@%s [%s]: %s; AFTER: %s%s%s; BEFORE: %.*s", f->function, f->kind,
                        f->signature, f->after.found ? f->after.shape : none,
                        f->after.context ? "; " : "", f->after.context ? f->after.context : "",
                        f->before.found ? operation_len(b) : (int)strlen(b), b);
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

void rlv_triage_result_free(rlv_triage_result *r) {
  for (size_t i = 0; i < r->nfindings; i++)
    tr_finding_free(&r->findings[i]);
  free(r->findings);
  if (r->has_proof)
    rlv_proof_report_free(&r->proof);
  free(r->before_file), free(r->after_file), free(r->bisected_pass), free(r->reduce_note);
  rlv_diags_free(r->diags);
  memset(r, 0, sizeof *r);
}
