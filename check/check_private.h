/* check/'s private declarations, shared by its files. */
#ifndef RLV_CHECK_PRIVATE_H
#define RLV_CHECK_PRIVATE_H

#include <llvm-c/Core.h>

#include "rlv/check.h"

/* The path `module` takes: not DXIL, DXIL already, or to be lowered. */
rlv_check_path check_classify(LLVMModuleRef module);

/* The after_file of a proof of a module against itself. */
#define CHECK_AFTER_ITSELF "the input (already DXIL, nothing to lower)"
/* The after_file of a proof against rlv's lowering. */
#define CHECK_AFTER_LOWERED "rlv lower"

/* `report` as --quiet shows it: a shallow copy that shares the report's functions and strings;
 * without `quiet` every function, with it none whose verdict is proved. Free with
 * check_proof_view_free (which frees only the view's own array). */
rlv_proof_report check_proof_view(const rlv_proof_report *report, bool quiet);
void check_proof_view_free(rlv_proof_report *view);

struct rlv_check_writer {
  rlv_format format;
  bool quiet;
  FILE *out, *diag_out;
  size_t files;   /* files added so far */
  size_t results; /* SARIF results written so far */
};

/* The SARIF log: the run's header with every rule, each file's results, the closing. */
void check_sarif_begin(rlv_check_writer *w);
void check_sarif_add(rlv_check_writer *w, const rlv_check_result *result);
void check_sarif_end(rlv_check_writer *w);

#endif
