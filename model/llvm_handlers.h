/* LLVM's error hooks that the C API lacks: a fatal-error handler with user data, a handler
 * for failed allocations, and the operator-new handler that sends failed `new`s there. */
#ifndef RLV_MODEL_LLVM_HANDLERS_H
#define RLV_MODEL_LLVM_HANDLERS_H

#include <stdbool.h>

/* LLVM's fatal_error_handler_t. A handler must not return (nor allocate, for a bad alloc). */
typedef void (*rlv_llvm_handler)(void *data, const char *reason, bool gen_crash_diag);

/* Replaces the fatal-error handler (LLVMInstallFatalErrorHandler's has no user data). */
void rlv_llvm_set_fatal_error_handler(rlv_llvm_handler handler, void *data);
/* Called when LLVM's own allocations fail (safe_malloc, SmallVector growth, ...); without
 * it LLVM writes "LLVM ERROR: out of memory" and aborts. */
void rlv_llvm_set_bad_alloc_handler(rlv_llvm_handler handler, void *data);
/* Makes every failed operator new in the process call the bad-alloc handler (it is
 * process-wide: Z3's allocations too, so only a process that runs nothing but LLVM should
 * call it). */
void rlv_llvm_route_new_failures(void);

#endif
