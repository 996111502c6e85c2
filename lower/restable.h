/* The module's resource table: the distinct bindings, sorted and numbered as LLVM 22's
 * DXILResourceMap does (reference §3.5). Built from the handle-creation calls before they
 * are rewritten. */
#ifndef RLV_LOWER_RESTABLE_H
#define RLV_LOWER_RESTABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "model/ptrmap.h"
#include "rlv/model.h"

typedef struct rlv_resource {
  rlv_restype type;      /* parsed handle type */
  uint32_t space, lower_bound, size; /* size 0xFFFFFFFF = unbounded */
  char *name;            /* from the name operand; "" when absent */
  unsigned record_id;    /* dense per class, in LLVM's sort order */
  bool has_counter;      /* some updatecounter with a nonzero step reaches it */
  LLVMValueRef symbol;   /* the resource symbol global, once created (translate-metadata) */
} rlv_resource;

typedef struct rlv_restable {
  rlv_resource *items;   /* sorted: class, space, lower bound, size, type */
  size_t count;
  rlv_ptrmap by_call;    /* handlefrombinding call -> index into items */
} rlv_restable;

/* Builds the table from every llvm.dx.resource.handlefrombinding call in the module whose
 * space, lower bound and range size are constants (run after implicit-binding), sorted and
 * numbered as LLVM's DXILResourceMap does; counters from updatecounter calls. */
void rlv_restable_build(rlv_restable *t, LLVMModuleRef module);
/* The entry a handlefrombinding call denotes, or NULL. */
const rlv_resource *rlv_restable_find(const rlv_restable *t, LLVMValueRef handle_call);
void rlv_restable_free(rlv_restable *t);
/* The table as LLVM's DXILPrettyPrinter writes it in comments before llc's textual DXIL
 * (bindings_comment.c). Free with free(). */
char *rlv_resource_bindings_comment(const rlv_restable *t);

/* dxil::ElementType of a typed element (its scalar; the frontend type, F64 for double);
 * 0 (Invalid) for anything else, i1 included. */
unsigned rlv_dxil_element_type(LLVMTypeRef element, bool is_signed);
/* The type DXIL stores such an element as: 64-bit types are stored as U32 (5). */
unsigned rlv_dxil_storage_type(unsigned element_type);
/* Byte size of a cbuffer: dx.Layout's Size parameter, else the allocation size in `dl`. */
uint32_t rlv_cbuffer_size(const rlv_restype *t, LLVMTargetDataRef dl);
/* Stride and log2 alignment of a structured buffer's element (alignment only for
 * structs, else 0). */
void rlv_struct_info(const rlv_restype *t, LLVMTargetDataRef dl, uint32_t *stride,
                     uint32_t *align_log2);

#endif
