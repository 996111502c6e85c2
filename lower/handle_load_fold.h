/* For promote-locals: SROA turns clang -O0's local resource object that a switch or `?:`
 * assigns from globals into a phi (or select) of handle loads, which LLVM's verifier rejects
 * (a handle is token-like). InstCombine's fold of a phi of loads into a load of a phi of
 * their pointers (foldPHIArgLoadIntoPHI; of a select likewise) gives the valid form: one
 * handle load through a phi/select of pointers to the globals, as clang -O0 writes
 * `c ? A : B` itself. See handle_load_fold.c. */
#ifndef RLV_LOWER_HANDLE_LOAD_FOLD_H
#define RLV_LOWER_HANDLE_LOAD_FOLD_H

#include <llvm-c/Core.h>

/* Folds every phi/select tree of handles in `fn` whose leaves are all loads of a handle from
 * a constant pointer (a global or a constant GEP into one); other trees are left as they are
 * (resource-access diagnoses or splits them). */
void rlv_fold_handle_load_merges(LLVMValueRef fn);

#endif
