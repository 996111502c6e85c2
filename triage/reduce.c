/* The reduction: llvm-reduce with rlv as its interestingness test. The test is a small
 * script written into the output folder (interesting.sh) that runs `rlv triage --signature`
 * (the prover and the first wrong access) and keeps a candidate when the same function is
 * still refuted with the same signature (observation, resource, kind of difference) and the
 * named instructions keep their shape (operation, variable operands; for AFTER's, where its
 * operands come from and the control it runs under: triage/context.c). Without a compiler
 * the pair is reduced together, one side at a time with the other fixed: AFTER against
 * BEFORE, then BEFORE against the reduced AFTER, then AFTER once more. With a compiler
 * (`CMD FILE` prints AFTER), BEFORE alone is reduced, each candidate compiled, and AFTER is
 * the compiler's output for the reduced BEFORE. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "model/util.h"
#include "rlv/input.h"
#include "triage/triage_private.h"

/* 'text' quoted for sh */
static void sh_quote(rlv_buf *b, const char *s) {
  rlv_buf_puts(b, "'");
  for (; *s; s++)
    if (*s == '\'')
      rlv_buf_puts(b, "'\\''");
    else
      rlv_buf_append(b, s, 1);
  rlv_buf_puts(b, "'");
}

static char *script_text(const rlv_triage_options *o, const rlv_triage_finding *f) {
  rlv_buf b = {0};
  rlv_buf_puts(&b, "#!/bin/sh\n"
                   "# rlv triage's interestingness test for llvm-reduce: CANDIDATE is kept when\n"
                   "# rlv (`rlv triage`, which runs the prover) still refutes the same function\n"
                   "# with the same signature: observation, resource and kind of difference, and\n"
                   "# the named instructions keep their operation and variable operands, AFTER's\n"
                   "# operands their origins (or fewer of them) and its control the same.\n"
                   "# usage: interesting.sh before|after|compile|pair CANDIDATE\n");
  rlv_buf_printf(&b, "# signature: @%s: %s\n", f->function, f->signature);
  rlv_buf_puts(&b, "dir=");
  sh_quote(&b, o->out_dir);
  rlv_buf_puts(&b, "\nrlv=${RLV:-");
  sh_quote(&b, o->rlv);
  rlv_buf_puts(&b, "}\ncase \"$1\" in\n"
                   "  after) b=\"$dir/before.ll\"; a=\"$2\" ;;\n"
                   "  before) b=\"$2\"; a=\"$dir/after.ll\" ;;\n"
                   "  pair) b=\"$2\"; a=--pair ;;\n");
  if (o->compiler)
    rlv_buf_printf(&b,
                   "  compile) b=\"$2\"; a=\"$2.compiled.ll\"; trap 'rm -f \"$a\"' EXIT\n"
                   "    %s \"$b\" > \"$a\" 2>/dev/null || exit 1 ;;\n",
                   o->compiler);
  /* rlv triage --signature --keeps=LINE proves the pair and exits 0 when a refuted
   * function's line (rlv_triage_signature) still keeps LINE: the kind (wrong bits, missing
   * write, ...) comes from the first wrong access, so a reduction that turns a wrong store
   * into a missing one is not kept, nor one that makes the stored values constants (swapped
   * lanes become a store of zeros: still "wrong bits", but no longer the bug), nor one that
   * cuts a stored value's computation from its inputs or changes the control it runs under
   * (triage/context.c). */
  rlv_buf_puts(&b, "  *) exit 2 ;;\nesac\n"
                   "want=");
  char *line = rlv_triage_signature(f);
  sh_quote(&b, line);
  free(line);
  rlv_buf_puts(&b, "\nif [ \"$a\" = --pair ]; then set -- --pair \"$b\"\n"
                   "else set -- \"$b\" \"$a\"; fi\n"
                   "\"$rlv\" triage --signature --keeps=\"$want\" \"$@\" >/dev/null 2>&1\n");
  return b.data;
}

static size_t count_file(const char *path) {
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *d = rlv_diags_create();
  LLVMModuleRef m = rlv_load_module(ctx, path, d);
  size_t n = m ? tr_count_instructions(m) : 0;
  if (m)
    LLVMDisposeModule(m);
  rlv_diags_free(d);
  LLVMContextDispose(ctx);
  return n;
}

/* One llvm-reduce run over `file` (in the folder) with the script in `mode`; on success
 * the reduced module replaces the file. */
static bool reduce_one(const rlv_triage_options *o, const char *mode, const char *file,
                       double deadline, rlv_buf *log) {
  double left = deadline - (double)time(NULL);
  if (left < 1)
    return false;
  char *test = rlv_strf("--test=%s/interesting.sh", o->out_dir);
  char *arg = rlv_strf("--test-arg=%s", mode);
  char *in = rlv_strf("%s/%s", o->out_dir, file);
  char *out = rlv_strf("%s/%s.reduced", o->out_dir, file);
  char *logp = rlv_strf("%s/reduce-%s.log", o->out_dir, mode);
  char *outarg = rlv_strf("-o=%s", out);
  const char *reducer = o->reducer ? o->reducer : "llvm-reduce-22";
  /* The passes that remove code (functions, blocks, globals, instructions, metadata,
   * attributes) and not those that rewrite operands into constants: zeroing a stored value
   * or a write mask keeps "the same signature" but erases the bug a person wants to see
   * (swapped lanes become a store of zeros). Not `arguments` either: it tries every
   * parameter of every declaration (a dx.op's opcode, a store's lanes) and removing a
   * parameter from one side of a pair only makes the two sides unpairable; on the corpus it
   * was half of all the test's runs and helped one pair of 32, by making stored values
   * constants. One round: on the corpus a second one only removed declarations left
   * unused, never an instruction. */
  char *argv[] = {(char *)reducer,
                  test,
                  arg,
                  outarg,
                  "--max-pass-iterations=1",
                  "--skip-verify-interesting-after-counting-chunks",
                  "--delta-passes=strip-debug-info,functions,function-bodies,special-globals,"
                  "unreachable-basic-blocks,basic-blocks,simplify-conditionals-true,"
                  "simplify-conditionals-false,global-values,global-objects,global-initializers,"
                  "global-variables,metadata,named-metadata,instructions,attributes,"
                  "module-data",
                  in,
                  NULL};
  if (o->progress)
    fprintf(o->progress, "rlv triage: reducing %s (%s) ...\n", file, mode);
  tr_child c;
  bool ok = tr_run_child(argv, logp, logp, (unsigned)left, &c);
  if (ok)
    ok = rename(out, in) == 0;
  else {
    char *how = tr_child_describe(&c);
    rlv_buf_printf(log, "%s%s on %s: %s (see reduce-%s.log)", log->len ? "; " : "", reducer, file,
                   how, mode);
    free(how);
    remove(out);
  }
  tr_child_free(&c);
  free(test), free(arg), free(in), free(out), free(logp), free(outarg);
  return ok;
}

/* Recompiles before.ll into after.ll with the compiler, as the script does. */
static bool recompile(const rlv_triage_options *o, rlv_buf *log) {
  char *cmd = rlv_strf("%s \"$1\" > \"$2\"", o->compiler);
  char *in = rlv_strf("%s/before.ll", o->out_dir);
  char *out = rlv_strf("%s/after.ll", o->out_dir);
  char *argv[] = {"/bin/sh", "-c", cmd, "sh", in, out, NULL};
  tr_child c;
  bool ok = tr_run_child(argv, NULL, NULL, 120, &c);
  if (!ok)
    rlv_buf_printf(log, "%sthe compiler failed on the reduced BEFORE", log->len ? "; " : "");
  tr_child_free(&c);
  free(cmd), free(in), free(out);
  return ok;
}

/* Splits the reduced DIR/pair.ll into DIR/before.ll and DIR/after.ll. */
static bool split_pair(const rlv_triage_options *o, rlv_buf *log) {
  char *path = rlv_strf("%s/pair.ll", o->out_dir);
  size_t len = 0;
  char *text = tr_read_file(path, &len);
  LLVMContextRef ctx = LLVMContextCreate();
  rlv_diags *d = rlv_diags_create();
  LLVMModuleRef b = NULL, a = NULL;
  bool ok = text && tr_pair_split(text, len, ctx, &b, &a, d);
  for (int side = 0; ok && side < 2; side++) {
    char *t = LLVMPrintModuleToString(side ? a : b), *err = NULL;
    char *out = rlv_strf("%s/%s", o->out_dir, side ? "after.ll" : "before.ll");
    ok = tr_write_file(out, t, strlen(t), &err);
    LLVMDisposeMessage(t);
    free(out), free(err);
  }
  if (!ok)
    rlv_buf_printf(log, "%sthe reduced pair.ll could not be split", log->len ? "; " : "");
  if (b)
    LLVMDisposeModule(b);
  if (a)
    LLVMDisposeModule(a);
  rlv_diags_free(d);
  LLVMContextDispose(ctx);
  free(text);
  free(path);
  return ok;
}

void tr_reduce(const rlv_triage_options *o, const rlv_triage_finding *f, bool pair,
               rlv_triage_result *r) {
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  rlv_buf log = {0};
  char *script = script_text(o, f);
  char *path = rlv_strf("%s/interesting.sh", o->out_dir);
  char *err = NULL;
  bool ok = tr_write_file(path, script, strlen(script), &err);
  if (ok)
    chmod(path, 0755);
  else
    rlv_buf_printf(&log, "cannot write %s: %s", path, err);
  free(err);
  double deadline = (double)time(NULL) + (o->reduce_timeout_s ? o->reduce_timeout_s : 300);
  if (ok && o->compiler) {
    ok = reduce_one(o, "compile", "before.ll", deadline, &log) && recompile(o, &log);
  } else if (ok && pair) {
    ok = reduce_one(o, "pair", "pair.ll", deadline, &log) && split_pair(o, &log);
  } else if (ok) {
    ok = reduce_one(o, "after", "after.ll", deadline, &log);
    ok = ok && reduce_one(o, "before", "before.ll", deadline, &log);
    ok = ok && reduce_one(o, "after", "after.ll", deadline, &log);
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  r->reduce_seconds = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
  char *b = rlv_strf("%s/before.ll", o->out_dir), *a = rlv_strf("%s/after.ll", o->out_dir);
  r->reduced_insts_before = count_file(b);
  r->reduced_insts_after = count_file(a);
  r->reduced = ok;
  if (log.len)
    r->reduce_note = log.data;
  else
    rlv_buf_free(&log);
  free(a), free(b), free(path), free(script);
}
