/* Memory accesses through a resource pointer: follows the result of a getpointer call through
 * GEPs, casts, selects and phis to the loads, stores, atomics and memory intrinsics that use it. */
#ifndef RLV_VERIFIER_PTRWALK_H
#define RLV_VERIFIER_PTRWALK_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

typedef enum rlv_ptr_op {
  RLV_PTR_LOAD,
  RLV_PTR_STORE,
  RLV_PTR_ATOMIC,     /* atomicrmw / cmpxchg */
  RLV_PTR_MEM_DEST,   /* destination of memcpy/memmove/memset */
  RLV_PTR_MEM_SOURCE, /* source of memcpy/memmove */
} rlv_ptr_op;

typedef struct rlv_ptr_access {
  LLVMValueRef inst;  /* the load, store, atomic or call */
  rlv_ptr_op op;
  bool writes;
  bool offset_known;  /* false after a dynamic GEP, a select or a phi */
  int64_t offset;     /* bytes from the getpointer result */
  LLVMTypeRef type;   /* the loaded/stored type; NULL for memory intrinsics */
  bool size_known;
  uint64_t size;      /* bytes moved */
} rlv_ptr_access;

typedef void (*rlv_ptr_visit)(void *ctx, const rlv_ptr_access *access);

/* Calls `visit` once for every access through a pointer derived from `root`. */
void rlv_ptr_walk(LLVMTargetDataRef dl, LLVMValueRef root, rlv_ptr_visit visit, void *ctx);

/* The constant byte offset a GEP instruction adds; false when an index is not constant, a
 * type is unsized or the sum overflows. */
bool rlv_gep_const_offset(LLVMTargetDataRef dl, LLVMValueRef gep, int64_t *out);

#endif
