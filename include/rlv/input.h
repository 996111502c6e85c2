/* Guarded input: everything LLVM parses goes through here first. */
#ifndef RLV_INPUT_H
#define RLV_INPUT_H

#include "rlv/api.h"

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
/* Longer chains of references between numbered metadata nodes (`!0 = !{!1}`, `!1 = ...`) are
 * refused: LLVM's parser recurses once per link when it resolves forward references, and its
 * verifier once per link when it walks them. With an 8 MiB stack LLVM 22's parser overflows
 * at about 29,000 links and its verifier at about 65,000, in release and sanitizer builds
 * alike; real modules have chains of at most a few thousand (debug info). A link counts the
 * bracket depth of the reference within its definition (`!{!{!1}}` is two levels). */
#define RLV_MAX_METADATA_CHAIN 8192
/* Longer chains of struct types containing each other (`%T0 = type { %T1 }`) are refused:
 * LLVM 22's StructType::isSized (called by its verifier, by rlv's, and by the size queries of
 * the C API) recurses once per link and overflows an 8 MiB stack at about 65,000 links.
 * Real modules have chains of tens; rlv's own tests use 5,000. Counted as above. */
#define RLV_MAX_TYPE_CHAIN 8192

/* One-time process set-up for LLVM: turns LLVM's fatal errors and its failed allocations into
 * an input-llvm-fatal diagnostic and exit 2, and stops the IR parser from running (and
 * aborting in) the IR verifier itself, so that rlv can report an invalid module as a
 * diagnostic. Call it once, before any other rlv function, from main() or
 * LLVMFuzzerInitialize(). */
RLV_API void rlv_process_init(void);

/* Parses textual IR or bitcode held in memory. `name` is used in diagnostics. On failure
 * reports an input-* diagnostic (severity fatal) and returns NULL. The module is verified
 * with LLVM's own verifier. Text is parsed in this process, after the pre-scan below.
 * Bitcode is read in a child process (fork, with memory and CPU limits: LLVM's bitcode
 * reader crashes, aborts or loops on corrupt files) and comes back as text, which then
 * takes the text path; a fuzz harness that calls this per input should feed text only. */
RLV_API LLVMModuleRef rlv_parse_module(LLVMContextRef ctx, const char *name, const char *data,
                                       size_t len, rlv_diags *diags);

/* Reads `path` ("-" for stdin) and parses it as above. */
RLV_API LLVMModuleRef rlv_load_module(LLVMContextRef ctx, const char *path, rlv_diags *diags);

/* What the pre-scan of textual IR found. */
typedef struct rlv_prescan_result {
  unsigned nesting;      /* the deepest bracket nesting (counting stops past max_nesting) */
  size_t metadata_chain; /* the longest chain of references between metadata nodes, in levels */
  size_t type_chain;     /* the same between struct types */
} rlv_prescan_result;

/* One linear pass over textual IR (strings and comments skipped). A chain that runs into a
 * cycle counts every definition on the cycle, so the result bounds LLVM's recursion depth
 * whatever order it walks the references in. When the nesting passes max_nesting the scan
 * stops and the chains are reported as 0. */
RLV_API void rlv_prescan(const char *data, size_t len, unsigned max_nesting,
                         rlv_prescan_result *out);

/* Scans textual IR for bracket nesting deeper than `max_depth`; returns the depth reached
 * (stops counting at max_depth + 1). Strings and comments are skipped. */
RLV_API unsigned rlv_scan_nesting(const char *data, size_t len, unsigned max_depth);

#ifdef __cplusplus
}
#endif
#endif
