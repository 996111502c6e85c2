/* LLVM's error hooks, called by their C++ names: the C API has no call for them. Like
 * lower/cbuffer_access.c's eraseFromParent, these are plain functions of libLLVM in the
 * Itanium C++ ABI; fatal_error_handler_t is a C function pointer and bool is _Bool. */
#include "model/llvm_handlers.h"

#include <llvm-c/ErrorHandling.h>

/* llvm::install_fatal_error_handler(fatal_error_handler_t, void *) */
extern void _ZN4llvm27install_fatal_error_handlerEPFvPvPKcbES0_(rlv_llvm_handler handler, void *data);
/* llvm::install_bad_alloc_error_handler(fatal_error_handler_t, void *) */
extern void _ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_(rlv_llvm_handler handler,
                                                                  void *data);
/* llvm::remove_bad_alloc_error_handler() */
extern void _ZN4llvm30remove_bad_alloc_error_handlerEv(void);
/* llvm::install_out_of_memory_new_handler() */
extern void _ZN4llvm33install_out_of_memory_new_handlerEv(void);

void rlv_llvm_set_fatal_error_handler(rlv_llvm_handler handler, void *data) {
  LLVMResetFatalErrorHandler(); /* LLVM asserts that no handler is installed */
  _ZN4llvm27install_fatal_error_handlerEPFvPvPKcbES0_(handler, data);
}

void rlv_llvm_set_bad_alloc_handler(rlv_llvm_handler handler, void *data) {
  _ZN4llvm30remove_bad_alloc_error_handlerEv(); /* LLVM asserts that no handler is installed */
  _ZN4llvm31install_bad_alloc_error_handlerEPFvPvPKcbES0_(handler, data);
}

void rlv_llvm_route_new_failures(void) {
  _ZN4llvm33install_out_of_memory_new_handlerEv();
}
