/* The translation validator: per function, does AFTER refine BEFORE (DESIGN.md "The
 * semantic model")? Built on Z3; written from the specification, independent of lower/. */
#ifndef RLV_PROVE_H
#define RLV_PROVE_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "rlv/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct rlv_prove_options {
  unsigned timeout_ms; /* per query, as a budget of about this many ms of Z3 work (resource
                          units, never wall-clock time); 0 means the default 10000 */
  unsigned unroll;     /* loop iterations kept; 0 means the default 4 */
  bool may_alias;      /* bindings of the same kind may share memory */
  uint64_t rlimit;     /* Z3 resource limit per query; 0: derived from timeout_ms */
  uint64_t budget;     /* work units of symbolic execution per function (both sides, inlined
                          calls and the replay together); 0 means RLV_DEFAULT_BUDGET */
  uint64_t file_budget; /* work units for all the functions of one call of rlv_prove_modules
                           (symbolic execution and Z3's resource units alike); past it every
                           remaining function is unknown; 0 means RLV_DEFAULT_FILE_BUDGET */
  unsigned max_memory_mb; /* the most memory Z3 may hold, in MiB (a context past half of it is
                             replaced between functions); 0 means RLV_DEFAULT_MAX_MEMORY_MB */
} rlv_prove_options;

/* The per-function bounds (DESIGN.md "Budgets"). Every one is counted, never timed, so a
 * verdict is the same on every machine; running out makes the function `unknown`. */
#define RLV_DEFAULT_BUDGET 4000000u
#define RLV_DEFAULT_MAX_MEMORY_MB 256u
#define RLV_DEFAULT_FILE_BUDGET 60000000u

typedef enum rlv_verdict {
  RLV_VERDICT_PROVED,
  RLV_VERDICT_BOUNDED, /* proved for executions of at most `unroll` loop iterations */
  RLV_VERDICT_REFUTED,
  RLV_VERDICT_UNKNOWN,
} rlv_verdict;

RLV_API const char *rlv_verdict_name(rlv_verdict v);

/* The length a counterexample gives a buffer: elements (typed, structured) or bytes
 * (byte-address). */
typedef struct rlv_cex_length {
  unsigned res_class;
  uint32_t space, reg;
  bool bytes;
  uint64_t value;
} rlv_cex_length;

/* The check bit a counterexample gives one unit of a buffer — an element of a typed buffer,
 * a 32-bit word of a raw or structured one — whether or not it lies inside the length. */
typedef struct rlv_cex_mapped {
  unsigned res_class;
  uint32_t space, reg;
  bool word;
  uint64_t unit;
  bool mapped;
} rlv_cex_mapped;

/* The initial contents a counterexample chose for one cell of a buffer. */
typedef enum rlv_cex_cell_kind {
  RLV_CELL_RAW_BYTE,     /* index: byte address of a raw or structured buffer */
  RLV_CELL_TYPED_LANE,   /* index: element * 4 + lane of a typed buffer (32-bit lanes) */
  RLV_CELL_COUNTER,      /* index 0: a UAV's counter */
  RLV_CELL_CBUFFER_BYTE, /* index: byte of a constant buffer */
  RLV_CELL_KINDS
} rlv_cex_cell_kind;

typedef struct rlv_cex_cell {
  rlv_cex_cell_kind kind;
  unsigned res_class;
  uint32_t space, reg;
  uint64_t index, value;
} rlv_cex_cell;

/* A counterexample, in buffer terms. Strings and arrays are owned by the report (NULL when
 * absent). The lengths, check bits and initial contents are the buffer inputs the execution
 * reads, so that a refutation can be replayed on a concrete machine. */
typedef struct rlv_cex {
  char *observation; /* "memory", "write footprint", "counter", "return value",
                        "undefined behaviour", "non-uniform flag" */
  bool has_resource;
  unsigned res_class; /* 0 SRV, 1 UAV, 2 CBuffer, 3 Sampler */
  uint32_t space, reg;
  char *resource; /* "u0 space 0 \"Data\"" */
  char *family;   /* "typed", "raw", "counter" */
  bool has_element, has_byte, has_lane;
  uint64_t element, byte;
  unsigned lane;
  char *before, *after; /* bits as hex, "poison", "unwritten" ... */
  char *inputs;         /* "thread.id(0)=5, arg0=..." */
  rlv_cex_length *lengths;
  size_t nlengths;
  rlv_cex_mapped *mapped;
  size_t nmapped;
  /* initial contents: the cells the model names, and the value of every other cell of a
   * kind (when has_default) */
  rlv_cex_cell *cells;
  size_t ncells;
  bool has_default[RLV_CELL_KINDS];
  uint64_t cell_default[RLV_CELL_KINDS];
} rlv_cex;

typedef struct rlv_function_proof {
  char *name;
  rlv_verdict verdict;
  char *reason; /* why unknown/bounded/refuted, one line; may be NULL for proved */
  double ms;
  bool has_cex;
  rlv_cex cex;
} rlv_function_proof;

typedef struct rlv_proof_report {
  char *before_file, *after_file;
  size_t count;
  rlv_function_proof *fns;
  unsigned unroll;
} rlv_proof_report;

typedef struct rlv_prover rlv_prover;

/* One Z3 context per prover; reuse it across files and functions. NULL options = defaults. */
RLV_API rlv_prover *rlv_prover_create(const rlv_prove_options *options);
RLV_API void rlv_prover_free(rlv_prover *prover);

/* Proves every kept function of BEFORE against the function of the same name in AFTER
 * (both modules must live in one LLVMContext). Fills `out` (free with
 * rlv_proof_report_free). */
RLV_API void rlv_prove_modules(rlv_prover *prover, LLVMModuleRef before, LLVMModuleRef after,
                               rlv_proof_report *out);
RLV_API void rlv_proof_report_free(rlv_proof_report *report);
/* Names the two sides in what the report writes (copies: the report owns its strings). */
RLV_API void rlv_proof_report_name(rlv_proof_report *report, const char *before_file,
                                   const char *after_file);

/* 0 all proved/bounded, 1 any refuted, 3 unknown and nothing refuted. */
RLV_API int rlv_proof_report_exit_code(const rlv_proof_report *report);
/* Text (one line per function, counterexample details indented), JSON or SARIF. */
RLV_API void rlv_proof_report_write(const rlv_proof_report *report, rlv_format format, FILE *out);

#ifdef __cplusplus
}
#endif
#endif
