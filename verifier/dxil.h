/* Shared state of the DXIL-level rule families (dxil.c, dxil_handles.c, dxil_access.c):
 * the dx.op calls in live code and what is known about the resource behind a handle. */
#ifndef RLV_VERIFIER_DXIL_H
#define RLV_VERIFIER_DXIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "verifier/vctx.h"

/* Opcodes the families look at by number (reference §3.2). */
enum {
  DXOP_CREATE_HANDLE = 57,
  DXOP_CBUFFER_LOAD_LEGACY = 59,
  DXOP_BUFFER_LOAD = 68,
  DXOP_BUFFER_STORE = 69,
  DXOP_BUFFER_UPDATE_COUNTER = 70,
  DXOP_CHECK_ACCESS_FULLY_MAPPED = 71,
  DXOP_GET_DIMENSIONS = 72,
  DXOP_MAKE_DOUBLE = 101,
  DXOP_SPLIT_DOUBLE = 102,
  DXOP_RAW_BUFFER_LOAD = 139,
  DXOP_RAW_BUFFER_STORE = 140,
  DXOP_ANNOTATE_HANDLE = 216,
  DXOP_CREATE_HANDLE_FROM_BINDING = 217,
};

/* One call to a dx.op.* function in live code whose opcode names a catalogued op of the
 * function's class. `well_formed` is set when its signature matches the op, so operands can
 * be read by position with the types the op defines. */
typedef struct rlv_dxcall {
  LLVMValueRef call;
  const rlv_dxil_op *op;
  bool well_formed;
} rlv_dxcall;

/* One record of !dx.resources (reference §3.5). */
typedef struct rlv_dxmeta_rec {
  LLVMValueRef node; /* the record, as a metadata value */
  rlv_res_class res_class;
  unsigned pos;      /* its position in its class's list */
  uint64_t id, space, lower_bound, size; /* size 0xFFFFFFFF: unbounded */
  uint64_t kind;        /* SRV/UAV: ResourceKind; CBuffer: size in bytes; Sampler: type */
  bool has_counter, rov, globally_coherent; /* UAV */
  bool has_stride;
  uint64_t stride;      /* tag 1 */
  bool has_elem;
  uint64_t elem_type;   /* tag 0 */
} rlv_dxmeta_rec;

/* What is known about the resource behind a handle, from annotateHandle's properties
 * (SM >= 6.6) or the !dx.resources record createHandle names (SM < 6.6). */
typedef struct rlv_dxres {
  bool known;
  rlv_res_class res_class;
  unsigned kind;
  bool uav, rov, has_counter;
  uint64_t word1;            /* stride (structured), size (cbuffer), 0 when unknown */
  bool word1_known;
  /* The resource's identity, for per-resource rules: (class, space, lower bound). */
  bool has_key;
  uint64_t key_space, key_lb;
  LLVMValueRef origin;       /* the annotateHandle/createHandle call */
} rlv_dxres;

typedef struct rlv_dxctx {
  rlv_vctx *v;
  rlv_dxcall *calls;
  size_t ncalls;
  rlv_ptrmap by_call; /* call -> index + 1 into calls */
  bool has_version;
  unsigned dxil_minor; /* DXIL 1.x, when has_version */
  bool has_metadata;   /* the module has a well-formed !dx.resources */
  rlv_dxmeta_rec *recs;
  size_t nrecs;
  /* recs sorted by (class, id) and by (class, space, lower bound), for the lookups */
  const rlv_dxmeta_rec **recs_by_id, **recs_by_binding;
} rlv_dxctx;

/* The dx.op call at `value`, NULL when it is not one. */
const rlv_dxcall *rlv_dx_call_of(const rlv_dxctx *d, LLVMValueRef value);
/* The opcode of a dx.op call, 0 when `value` is not one. */
unsigned rlv_dx_opcode_of(const rlv_dxctx *d, LLVMValueRef value);
/* True for a named struct "dx.types.<prefix>..." */
bool rlv_dx_struct_named(LLVMTypeRef t, const char *prefix);
/* Field `i` of a constant struct (zeroinitializer gives 0); false when not constant. */
bool rlv_dx_const_field(LLVMValueRef agg, unsigned i, uint64_t *out);
/* The resource behind a handle operand (all paths through phi/select must agree). */
void rlv_dx_resolve(rlv_dxctx *d, LLVMValueRef handle, rlv_dxres *out);
/* The !dx.resources record of class/id, or of class/space/lower bound; NULL if none. */
const rlv_dxmeta_rec *rlv_dx_record_by_id(const rlv_dxctx *d, rlv_res_class c, uint64_t id);
const rlv_dxmeta_rec *rlv_dx_record_by_binding(const rlv_dxctx *d, rlv_res_class c,
                                               uint64_t space, uint64_t lb);
void rlv_dx_read_metadata(rlv_dxctx *d);
/* Collects the dx.op calls of the live code into d->calls, checking opcodes and signatures. */
void rlv_dx_collect_calls(rlv_dxctx *d);

/* The families. */
void rlv_dx_check_calls(rlv_dxctx *d);   /* dxil.c: status and struct uses, makeDouble, ... */
void rlv_dx_check_handles(rlv_dxctx *d); /* dxil_handles.c */
void rlv_dx_check_access(rlv_dxctx *d);  /* dxil_access.c */
void rlv_dx_check_records(rlv_dxctx *d); /* dxil_records.c */
void rlv_dx_check_undef(rlv_dxctx *d);   /* dxil_undef.c */
void rlv_dx_check_vectors(rlv_dxctx *d); /* dxil_vectors.c: only with --scalarized */

#endif
