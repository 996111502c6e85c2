/* Type rules: every target type reachable from live code is checked once. */
#ifndef RLV_VERIFIER_TYPES_H
#define RLV_VERIFIER_TYPES_H

#include "verifier/vctx.h"

typedef struct rlv_types_state {
  rlv_vctx *v;
  rlv_ptrmap seen;     /* type -> RLV_TYPES_SEEN_* bits: checked once per module */
  LLVMValueRef where;  /* the use being noted: findings are reported there */
  LLVMTypeRef *work;   /* worklist of types still to visit (no recursion over types) */
  size_t nwork, capwork;
} rlv_types_state;

void rlv_types_init(rlv_types_state *s, rlv_vctx *v);
void rlv_types_free(rlv_types_state *s);
/* Checks `type` and every type inside it, reporting at `where` the first time. */
void rlv_types_note(rlv_types_state *s, LLVMTypeRef type, LLVMValueRef where);
/* The signature of a live function (return and parameter types). */
void rlv_types_note_function(rlv_types_state *s, LLVMValueRef fn);
/* Value types of global variables. */
void rlv_types_note_globals(rlv_types_state *s);

/* Checks the typed-element rule; on failure writes the reason (a static string that
 * completes "typed element T ..."), when `why` is not NULL. Used by access rules too. */
bool rlv_typed_element_ok(LLVMTypeRef element, const char **why);

#endif
