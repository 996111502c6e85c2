/* Shared by the fuzz harnesses: oracle checks that turn a wrong answer into a crash. */
#ifndef RLV_FUZZ_COMMON_H
#define RLV_FUZZ_COMMON_H

#include <stdbool.h>
#include <stddef.h>

#include "rlv/diag.h"

/* Inputs larger than this are skipped: the harnesses look for logic bugs, not for LLVM's
 * parser speed on megabyte inputs. */
#define RLV_FUZZ_MAX_INPUT ((size_t)64 << 10)

/* Prints `what` and aborts when `ok` is false. */
void rlv_fuzz_require(bool ok, const char *what);
/* Aborts unless both lists hold the same rules, severities and messages in the same order. */
void rlv_fuzz_require_same_diags(const rlv_diags *a, const rlv_diags *b, const char *what);

#endif
