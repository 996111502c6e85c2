/* Guarded input: everything LLVM parses goes through here first. */
#ifndef RLV_INPUT_H
#define RLV_INPUT_H

#include <stddef.h>

#include <llvm-c/Core.h>

#include "rlv/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Larger inputs are refused before LLVM sees them. */
#define RLV_MAX_INPUT_BYTES ((size_t)512 << 20)
/* Deeper bracket nesting in textual IR is refused (LLVM's parser recurses per level). */
#define RLV_MAX_NESTING 256

/* One-time process set-up for LLVM: turns LLVM's fatal errors into an input-llvm-fatal
 * diagnostic and exit 2, and stops the IR parser from running (and aborting in) the IR
 * verifier itself, so that rlv can report an invalid module as a diagnostic. Call it
 * once, before any other rlv function, from main() or LLVMFuzzerInitialize(). */
void rlv_process_init(void);

/* Parses textual IR or bitcode held in memory. `name` is used in diagnostics. On failure
 * reports an input-* diagnostic (severity fatal) and returns NULL. The module is verified
 * with LLVM's own verifier. */
LLVMModuleRef rlv_parse_module(LLVMContextRef ctx, const char *name, const char *data, size_t len,
                               rlv_diags *diags);

/* Reads `path` ("-" for stdin) and parses it as above. */
LLVMModuleRef rlv_load_module(LLVMContextRef ctx, const char *path, rlv_diags *diags);

/* Scans textual IR for bracket nesting deeper than `max_depth`; returns the depth reached
 * (stops counting at max_depth + 1). Strings and comments are skipped. */
unsigned rlv_scan_nesting(const char *data, size_t len, unsigned max_depth);

#ifdef __cplusplus
}
#endif
#endif
