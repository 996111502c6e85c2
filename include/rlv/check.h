/* The pipeline as a library: verify -> lower a clone -> verify the DXIL -> prove the clone
 * against the input, per module, and the writers of its result (text, JSON, SARIF). */
#ifndef RLV_CHECK_H
#define RLV_CHECK_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "rlv/diag.h"
#include "rlv/prove.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The exit codes of every rlv command (DESIGN.md "The CLI contract"). */
typedef enum rlv_exit {
  RLV_EXIT_OK = 0,       /* clean, lowered, proved or bounded */
  RLV_EXIT_FINDINGS = 1, /* an error diagnostic or a refutation */
  RLV_EXIT_UNUSABLE = 2, /* the input (or the output, or the usage) could not be used */
  RLV_EXIT_UNKNOWN = 3,  /* a proof undecided, and nothing refuted */
} rlv_exit;

/* The exit code of a set of diagnostics: 2 with a fatal one, 1 with an error, else 0. */
RLV_API int rlv_exit_code_of_diags(const rlv_diags *diags);
/* Two exit codes as one: 2 before 1 before 3 before 0. */
RLV_API int rlv_exit_code_combine(int a, int b);

/* The validation gate in front of the lowering: rlv's verifier at the intrinsic level, over
 * the functions the DirectX pipeline keeps. Reports into `diags`; whether it found no error.
 * rlv_lower_module does not run it: `rlv lower` and rlv_check_module do. */
RLV_API bool rlv_check_gate(LLVMModuleRef module, rlv_diags *diags);

typedef struct rlv_check_options {
  /* Verify also the functions the DirectX pipeline deletes (`--all-functions`): applies to
   * the verification of a module that is not lowered (not DXIL, or DXIL already). */
  bool all_functions;
  /* Stop after verifying the lowered module: no proof (the prover may then be NULL). */
  bool skip_proof;
  /* Hand the lowered module back in rlv_check_result.lowered instead of disposing of it. */
  bool keep_lowered;
} rlv_check_options;

/* What the module is, which decides what is done with it. */
typedef enum rlv_check_path {
  RLV_CHECK_PATH_NONE,         /* unread: the input could not be used */
  RLV_CHECK_PATH_LOWER,        /* DXIL target, resource intrinsics: lowered, proved against it */
  RLV_CHECK_PATH_ALREADY_DXIL, /* dx.op calls and nothing left to lower: verified at the DXIL
                                  level and proved against itself (does the prover read it?) */
  RLV_CHECK_PATH_NOT_DXIL,     /* another target (SPIR-V): verified only, a check-not-dxil note */
} rlv_check_path;

/* The last step that ran; each runs only when the ones before found no error. */
typedef enum rlv_check_step {
  RLV_CHECK_STEP_INPUT,       /* reading and parsing the file (rlv_check_file) */
  RLV_CHECK_STEP_VERIFY,      /* rlv's verifier on the input (for the lowering: the gate) */
  RLV_CHECK_STEP_LOWER,       /* the lowering of a clone */
  RLV_CHECK_STEP_VERIFY_DXIL, /* rlv's verifier on the lowered clone, at the DXIL level */
  RLV_CHECK_STEP_PROVE,       /* the proof */
} rlv_check_step;

/* Everything in it is owned by the result: free it with rlv_check_result_free. */
typedef struct rlv_check_result {
  char *file; /* the name diagnostics and the proof are attributed to */
  rlv_check_path path;
  rlv_check_step reached;
  rlv_diags *diags;       /* every step's diagnostics, in the order they ran */
  bool has_proof;         /* the proof ran: `proof` holds the per-function verdicts */
  rlv_proof_report proof; /* before_file: `file`; after_file: "rlv lower" or "the input
                             (already DXIL, nothing to lower)" */
  LLVMModuleRef lowered;  /* with keep_lowered, the lowered clone when the lowering
                             succeeded (in the input's context: free the result before
                             disposing of the context); else NULL */
  int exit_code;          /* the diagnostics' and the proof's exit codes combined */
} rlv_check_result;

/* Checks `module` (never modified) under the name `file`. The prover is reused across calls
 * (rlv_prover_create); it may be NULL with skip_proof. */
RLV_API void rlv_check_module(rlv_prover *prover, LLVMModuleRef module, const char *file,
                              const rlv_check_options *options, rlv_check_result *out);
/* Reads `path` ("-" for standard input) into a context of its own and checks it; an
 * unusable input is an input-* diagnostic and exit code 2. The context is gone when it
 * returns, so keep_lowered is ignored. */
RLV_API void rlv_check_file(rlv_prover *prover, const char *path, const rlv_check_options *options,
                            rlv_check_result *out);
/* The proof step alone, for a lowering changed or made elsewhere: proves `after` (in
 * `before`'s context) against `before`, whose result, without a proof yet, comes from
 * rlv_check_module with skip_proof; the exit code takes the proof in. */
RLV_API void rlv_check_prove(rlv_prover *prover, LLVMModuleRef before, LLVMModuleRef after,
                             const char *after_name, rlv_check_result *result);
RLV_API void rlv_check_result_free(rlv_check_result *result);

/* Writes check results, one file after another, as a single output:
 *  - text: each file's diagnostics to `diag_out`, then its verdicts to `out`;
 *  - json: one document {"tool":"rlv","command":"check","files":[...]} to `out`;
 *  - sarif: one SARIF 2.1.0 log to `out`, one run whose results are every diagnostic (rule
 *    ids as `rlv verify` writes them) and every function's verdict: `prove-refuted` (level
 *    error), `prove-unknown` (warning), and `prove-proved` / `prove-bounded` as results of
 *    kind "pass" (level none), so the log says which functions were proved.
 * With `quiet`, functions whose verdict is proved are left out (bounded ones stay: they name
 * the loop bound). */
typedef struct rlv_check_writer rlv_check_writer;
RLV_API rlv_check_writer *rlv_check_writer_create(rlv_format format, bool quiet, FILE *out,
                                                  FILE *diag_out);
RLV_API void rlv_check_writer_add(rlv_check_writer *writer, const rlv_check_result *result);
/* Closes the document and frees the writer. */
RLV_API void rlv_check_writer_finish(rlv_check_writer *writer);

/* A proof report as rlv_proof_report_write writes it; with `quiet`, without the functions
 * whose verdict is proved (`rlv prove -q`). */
RLV_API void rlv_check_write_proof(const rlv_proof_report *report, rlv_format format, bool quiet,
                                   FILE *out);

#ifdef __cplusplus
}
#endif
#endif
