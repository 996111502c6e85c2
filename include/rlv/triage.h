/* Triage of a miscompile (DESIGN.md "triage/"): translation validation of a pass pipeline
 * (`rlv tv`: which pass broke it), the first wrong access of a refuted function, the
 * counterexample's story, and a reduced reproducer made by llvm-reduce (`rlv triage`). */
#ifndef RLV_TRIAGE_H
#define RLV_TRIAGE_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "rlv/diag.h"
#include "rlv/prove.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- rlv tv: one proof per pass that changed the module ---- */

typedef struct rlv_tv_options {
  const char *opt;    /* the opt program (PATH is searched); NULL: "opt-22" */
  const char *passes; /* opt's -passes= pipeline; NULL with `stages` */
  bool stages;        /* rlv's own lowering stages (rlv/lower.h) instead of opt */
  unsigned timeout_s; /* opt's wall-clock and CPU limit; 0: 600 */
  FILE *progress;     /* one line per pass while it runs (standard error), or NULL */
} rlv_tv_options;

/* One pass as opt (or rlv lower) ran it. */
typedef struct rlv_tv_step {
  char *pass;             /* "SROAPass on main", or a stage name */
  bool changed;           /* the module's text changed: the pair was proved */
  rlv_verdict verdict;    /* with `changed`: the worst of its functions' verdicts */
  rlv_proof_report proof; /* with `changed`: per function (before_file/after_file: the pass) */
  double ms;
} rlv_tv_step;

typedef struct rlv_tv_result {
  char *file;
  rlv_diags *diags; /* why the run could not be used (opt failed, a dump did not parse) */
  rlv_tv_step *steps;
  size_t nsteps;
  size_t first_broken;                /* index of the first refuted step, or SIZE_MAX */
  char *broken_before, *broken_after; /* the modules' text around that step (for triage) */
  int exit_code;                      /* as rlv prove: 0, 1 a refutation, 2 unusable, 3 unknown */
} rlv_tv_result;

/* Runs the pipeline on `file` and proves each consecutive pair that changed. */
RLV_API void rlv_tv_run(rlv_prover *prover, const char *file, const rlv_tv_options *options,
                        rlv_tv_result *out);
RLV_API void rlv_tv_result_free(rlv_tv_result *result);
/* text: one line per pass, then the first broken pass with its counterexample; json: one
 * document. Diagnostics (an unusable run) are written by the caller. */
RLV_API void rlv_tv_write(const rlv_tv_result *result, rlv_format format, bool quiet, FILE *out);

/* ---- rlv triage ---- */

/* An instruction the triage names. */
typedef struct rlv_triage_site {
  bool found;
  char *text;  /* the instruction as LLVM prints it */
  char *block; /* its basic block's name or "%N" */
  char *function;
  char *dbg; /* "file:line:col" from !dbg, or NULL */
  /* What a reduction must keep of it: "@callee" or the opcode, and how many of its operands
   * are variable (not constants, nor computed from constants alone), counted up to 3 (the
   * handle, the address, a written value): "store, 3+ variable operands"; for a dx.op write,
   * its operands other than the values exactly and whether a value is variable:
   * "call @dx.op.bufferStore.f32, 2 variable operands, 1+ variable values" */
  char *shape;
  /* Only for the named AFTER instruction, what a reduction must keep around it (triage/
   * context.c): the operation and count of variable operands of its operands' definitions,
   * as a set, and its control: "operands from: call @dx.op.annotateHandle 1, extractelement
   * 1; unconditional" ("conditional", "in a loop", "unreachable"), and for wrong bits the
   * origin of the value written at the counterexample's lane when it is known ("; wrong lane
   * from: trunc 1", triage/lane.c); else NULL */
  char *context;
} rlv_triage_site;

/* The first wrong access of one refuted function. */
typedef struct rlv_triage_finding {
  char *function;
  char *signature; /* the refutation as rlv prove states it: "memory of u0 space 0 \"Out\"" */
  char *kind;      /* the kind of difference: "wrong bits", "missing write", "extra write",
                      "missing event", ...; with the function and the signature it is what
                      a reduction must keep */
  rlv_triage_site after, before;
  /* For a write: the resource read or counter operation its value comes from (a wrong
   * load or counter step shows first in the store that writes its result), or not found. */
  rlv_triage_site after_origin, before_origin;
  /* For an access: the creation of the handle it goes through (a wrong register, space or
   * index shows first in the access), or not found. */
  rlv_triage_site after_handle, before_handle;
  char *how;   /* one line: why these instructions (which rule picked them) */
  char *story; /* the counterexample's inputs and what each side does, several lines, with
                  the concrete replay's verdict */
  char *trace; /* the replay's per-instruction trace of both sides (trace.txt) */
} rlv_triage_finding;

typedef struct rlv_triage_options {
  const char *out_dir;       /* where before.ll, after.ll, cex.json, ... go; NULL: nowhere */
  bool reduce;               /* llvm-reduce the pair (needs out_dir) */
  const char *compiler;      /* a shell command: `CMD FILE` prints AFTER for BEFORE FILE */
  const char *rlv;           /* the rlv program the interestingness script runs */
  const char *reducer;       /* NULL: "llvm-reduce-22" */
  unsigned reduce_timeout_s; /* the reduction's wall-clock limit; 0: 300 */
  const char *passes;        /* bisect BEFORE with rlv tv first (then AFTER is not read) */
  bool pair;                 /* BEFORE is a pair module (both sides in one, as --reduce writes
                                it for llvm-reduce); AFTER is not read */
  const char *opt;           /* with passes: the opt program */
  bool no_replay;            /* skip the concrete replay (the reduction's test needs none) */
  rlv_prove_options prove;
  FILE *progress; /* progress lines (standard error) or NULL */
} rlv_triage_options;

typedef struct rlv_triage_result {
  char *before_file, *after_file;
  rlv_diags *diags;
  bool has_proof;
  rlv_proof_report proof;
  rlv_triage_finding *findings; /* one per refuted function, in the proof's order */
  size_t nfindings;
  char *bisected_pass; /* with options.passes: the pass that broke it, or NULL */
  /* the reduction (of the first finding's signature) */
  bool reduced;
  size_t insts_before, insts_after, reduced_insts_before, reduced_insts_after;
  double reduce_seconds;
  char *reduce_note; /* why the reduction did not happen or what it kept, or NULL */
  int exit_code;
} rlv_triage_result;

/* What a reduction keeps, one line: "@F [KIND]: SIGNATURE; AFTER: SHAPE; CONTEXT; BEFORE:
 * SHAPE" (CONTEXT: the AFTER site's context, when there is one)
 * and "; value from: OPERATION" when AFTER's written value comes from a read or counter step
 * (the read's operation without its count of variable operands). */
RLV_API char *rlv_triage_signature(const rlv_triage_finding *finding);
/* Whether the signature line `got` is still `want` for a reduction: the same line, except that
 * the AFTER site's operands may now come from fewer of the same origins (a lane made constant
 * drops its computation; an origin whose own variable operands changed is another one). */
RLV_API bool rlv_triage_signature_keeps(const char *want, const char *got);

RLV_API void rlv_triage_run(rlv_prover *prover, const char *before, const char *after,
                            const rlv_triage_options *options, rlv_triage_result *out);
RLV_API void rlv_triage_result_free(rlv_triage_result *result);
/* text (the findings and stories), json or sarif, on `out`. */
RLV_API void rlv_triage_write(const rlv_triage_result *result, rlv_format format, FILE *out);

#ifdef __cplusplus
}
#endif
#endif
