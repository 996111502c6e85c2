/* Where a handle comes from: the handle-creating call behind a handle value, the binding it
 * names and the resource name string it carries. */
#ifndef RLV_VERIFIER_HANDLE_ORIGIN_H
#define RLV_VERIFIER_HANDLE_ORIGIN_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#include "rlv/model.h"

/* The one dx/spv handlefrombinding, handlefromimplicitbinding or spv counterhandlefrom*binding
 * call a handle value comes from, traced through select, phi and loads of handles stored into
 * a global or an alloca that is only loaded from and stored to. NULL when the value may come
 * from more than one call or from anything else (an argument, a load through another pointer). */
LLVMValueRef rlv_handle_origin(LLVMValueRef handle);

/* The binding a handle-creating call names: (class, space, lower bound) for an explicit
 * binding, the order id for an implicit one. */
typedef struct rlv_binding_key {
  bool implicit;
  rlv_res_class res_class;
  uint64_t space, lower_bound; /* explicit */
  uint64_t order_id;           /* implicit */
} rlv_binding_key;

/* False when the call is not a binding call or its operands are not constants. */
bool rlv_binding_key_of(LLVMValueRef create, rlv_binding_key *out);
bool rlv_binding_key_equal(const rlv_binding_key *a, const rlv_binding_key *b);

/* The resource name in a binding call's `ptr name` operand (a C-string global), owned by the
 * caller (free()); NULL when there is none. */
char *rlv_binding_name(LLVMValueRef create);

/* "'Counted' (UAV, space 0, register 2)" or "(implicit binding order 3)", owned by the caller. */
char *rlv_binding_describe(LLVMValueRef create);

#endif
