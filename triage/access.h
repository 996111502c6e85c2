/* The resource side of an instruction: what it does, through which handle and index, and the
 * binding the handle comes from (triage/access.c). */
#ifndef RLV_TRIAGE_ACCESS_H
#define RLV_TRIAGE_ACCESS_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>

typedef enum tr_access_kind {
  TR_NONE,
  TR_WRITE, /* a store, an intrinsic or dx.op store, a mem intrinsic, an atomic */
  TR_READ,
  TR_COUNTER,    /* updatecounter / bufferUpdateCounter */
  TR_CREATION,   /* handlefrombinding, createHandle* */
  TR_ANNOTATION, /* dx.op.annotateHandle */
  TR_EVENT,      /* a barrier, discard, a wave or quad operation */
  TR_RETURN,
} tr_access_kind;

typedef struct tr_access {
  tr_access_kind kind;
  LLVMValueRef handle; /* the handle used (for creations and annotations: the call) */
  LLVMValueRef index;  /* the element or byte index operand, or NULL */
} tr_access;

void tr_access_of(LLVMValueRef inst, tr_access *a);

/* The binding a handle comes from, as far as constants tell. */
typedef struct tr_binding {
  bool has_class, has_space, has_reg;
  unsigned res_class;
  uint32_t space, reg;
} tr_binding;
void tr_binding_of(LLVMValueRef handle, tr_binding *b);
/* The call that creates a handle (through annotateHandle), or NULL. */
LLVMValueRef tr_handle_creation(LLVMValueRef handle);
/* 0: it is another resource; 1: it may be this one; 2: it is this one. */
int tr_binding_match(const tr_binding *b, unsigned res_class, uint32_t space, uint32_t reg);

#endif
