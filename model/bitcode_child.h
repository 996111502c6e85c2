/* Bitcode is read in a child process: LLVM's bitcode reader is not hardened against corrupt
 * input (a flipped bit can make it ask for 32 GiB and abort, crash, or loop for minutes), so
 * rlv lets it fail there, with limits on memory and CPU time, and reports what happened. */
#ifndef RLV_MODEL_BITCODE_CHILD_H
#define RLV_MODEL_BITCODE_CHILD_H

#include <stddef.h>

#include "rlv/diag.h"

/* The child's limits: CPU seconds, and memory beyond what the process already uses. */
#define RLV_BITCODE_CPU_SECONDS 5          /* plus one per MiB of bitcode */
#define RLV_BITCODE_MEMORY ((size_t)1 << 30) /* plus 64 bytes per byte of bitcode */

typedef struct rlv_bitcode_text {
  char *text;        /* the module as textual IR (NUL-terminated), or NULL */
  size_t len;
  char *parse_error; /* LLVM's message when the bitcode is rejected, or NULL */
} rlv_bitcode_text;

/* Reads `data` (bitcode) in a child process and returns the module as textual IR, for the
 * guarded text path to parse. A crash, a limit or an LLVM fatal error in the child is
 * reported (input-llvm-crash, input-llvm-fatal, input-too-large) and gives neither text nor
 * parse_error. The caller frees text and parse_error. Forks: not for the fuzz harnesses'
 * per-input path (they feed text only). */
rlv_bitcode_text rlv_bitcode_to_text(const char *name, const char *data, size_t len, rlv_diags *diags);

#endif
