/* triage/'s own declarations: the child process, the dumps of opt, the located accesses. */
#ifndef RLV_TRIAGE_PRIVATE_H
#define RLV_TRIAGE_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>

#include <llvm-c/Core.h>

#include "rlv/prove.h"
#include "rlv/triage.h"

/* ---- child.c: a program run without a shell, under a time limit ---- */
typedef struct tr_child {
  bool started;   /* exec succeeded (else `error` says why) */
  bool timed_out; /* killed at the limit */
  int exit_code;  /* when it exited */
  int signal;     /* when a signal ended it (0 otherwise) */
  char *error;    /* malloc'ed, or NULL */
} tr_child;
/* Runs argv[0] (PATH searched) with standard input from /dev/null, standard output and error
 * into the given files (NULL: /dev/null), in a process group of its own that is killed at
 * `timeout_s` seconds of wall time (CPU limited the same). Returns whether it exited with 0. */
bool tr_run_child(char *const argv[], const char *out_path, const char *err_path,
                  unsigned timeout_s, tr_child *result);
void tr_child_free(tr_child *c);
/* One line describing how the child ended ("exit 3", "killed by signal 11", ...), malloc'ed. */
char *tr_child_describe(const tr_child *c);

/* ---- files.c ---- */
/* Reads a whole file (NUL-terminated); NULL on failure. */
char *tr_read_file(const char *path, size_t *len);
/* Writes `text` to `path` atomically (rlv/outfile.h); false with *error on failure. */
bool tr_write_file(const char *path, const char *text, size_t len, char **error);
/* A fresh directory under $TMPDIR (malloc'ed), and its recursive removal (files only). */
char *tr_make_temp_dir(void);
void tr_remove_temp_dir(char *dir);
/* Instructions defined in a module (all functions). */
size_t tr_count_instructions(LLVMModuleRef m);

/* ---- dumps.c: opt -print-changed -print-module-scope, split ---- */
typedef struct tr_dump {
  char *pass;       /* "SROAPass on main"; "" for the start */
  bool changed;     /* a module follows the header */
  bool deleted;     /* the unit was deleted: no module; the next dump holds the change */
  const char *text; /* the module (points into the whole output), with changed */
  size_t len;
} tr_dump;
/* Splits opt's output into the start module and one entry per pass. False (with *why) when
 * there is no start dump. The entries point into `data`, which must outlive them. */
bool tr_split_dumps(const char *data, size_t len, tr_dump **out, size_t *count, char **why);
void tr_dumps_free(tr_dump *d, size_t count);

/* ---- locate.c: the first wrong access of a refuted function ---- */
void tr_locate(LLVMModuleRef before, LLVMModuleRef after, const rlv_function_proof *f,
               rlv_triage_finding *out);
void tr_site_free(rlv_triage_site *s);
/* ---- context.c: the named AFTER instruction's operands' origins and control ---- */
/* "operands from: ...; unconditional" (rlv_triage_site.context), malloc'ed. */
char *tr_site_context(LLVMValueRef inst);
/* "opcode N" or "call @callee N" of a definition, N its variable operands. */
char *tr_origin_of(LLVMValueRef v);
/* Whether a value may differ between runs: not a constant, nor computed from constants alone. */
bool tr_is_variable(LLVMValueRef v);
/* ---- lane.c: the origin of the value a write puts where the counterexample's bits are ---- */
/* "wrong lane from: ORIGIN" for a dx.op write whose lane the counterexample names, else NULL;
 * malloc'ed. */
char *tr_wrong_lane(LLVMValueRef inst, const rlv_cex *c);
/* The operand index of a dx.op write's first value (its four values follow), or -1. */
int tr_write_first_value(LLVMValueRef inst);
/* The signature of a refutation ("memory of u0 space 0 \"Out\""); malloc'ed. */
char *tr_signature(const rlv_cex *c);

/* ---- story.c ---- */
char *tr_story(const rlv_function_proof *f, const rlv_triage_finding *finding);

/* ---- replay.c: the counterexample run by interp/ ---- */
/* Replays f's counterexample on both sides: *summary (lines for the story: how each side
 * ran, whether they differ and whether the difference is the counterexample's) and *trace
 * (trace.txt's section: the values of the instructions on each path up to the first wrong
 * access), both malloc'ed. */
void tr_replay(LLVMModuleRef before, LLVMModuleRef after, const rlv_function_proof *f,
               const rlv_triage_finding *finding, char **summary, char **trace);

/* ---- prune.c: paired deletion before llvm-reduce ---- */
/* Deletes side effects of the finding's function two at a time, one per side, while the
 * signature holds, for at most `seconds`; *before and *after may be replaced (the old ones
 * disposed). Returns how many pairs went. */
size_t tr_prune_pair(rlv_prover *prover, LLVMModuleRef *before, LLVMModuleRef *after,
                     const rlv_triage_finding *finding, double seconds);

/* ---- finding.c: a finding's signature line (rlv_triage_signature) and its release ---- */
void tr_finding_free(rlv_triage_finding *f);

/* ---- reduce.c ---- */
/* With `pair`, DIR/pair.ll holds both sides (tr_pair_make) and is reduced at once, then
 * split into before.ll and after.ll; else the two files are reduced in turn. */
void tr_reduce(const rlv_triage_options *o, const rlv_triage_finding *finding, bool pair,
               rlv_triage_result *r);

/* ---- write.c: the folder's cex.json, trace.txt, report.sarif, report.md, repro.sh ---- */
void tr_write_folder(const rlv_triage_options *o, const rlv_triage_result *r, rlv_diags *diags);

/* ---- pair.c: BEFORE and AFTER in one module, for a joint reduction ---- */
/* The pair module's text (malloc'ed), or NULL when the two do not link. */
char *tr_pair_make(LLVMModuleRef before, LLVMModuleRef after, rlv_diags *diags);
/* The two modules back from the pair's text, parsed into `into`; false after a diagnostic. */
bool tr_pair_split(const char *text, size_t len, LLVMContextRef into, LLVMModuleRef *before,
                   LLVMModuleRef *after, rlv_diags *diags);

/* ---- verdicts ---- */
/* The worst verdict of a report: refuted, unknown, bounded, proved (proved when empty). */
rlv_verdict tr_report_verdict(const rlv_proof_report *r);

#endif
