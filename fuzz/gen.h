/* The structure-aware module generator of rlv_fuzz_lower: the fuzz input's bytes are a
 * stream of choices (0 once exhausted) that build a VALID module through the LLVM C API —
 * the forms clang 22 emits for HLSL resources (../shared/corpus-real/) plus the direct
 * intrinsic forms, for a DXIL shader model 6.0..6.8. */
#ifndef RLV_FUZZ_GEN_H
#define RLV_FUZZ_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#define RLV_GEN_MAX_RES 8

typedef enum rlv_gen_kind {
  RLV_GEN_TYPED,
  RLV_GEN_RAW,
  RLV_GEN_STRUCTURED,
  RLV_GEN_CBUFFER,
} rlv_gen_kind;

/* One binding of the generated module, as the harness needs it to provision resources. */
typedef struct rlv_gen_resource {
  rlv_gen_kind kind;
  unsigned res_class; /* 0 SRV, 1 UAV, 2 CBuffer */
  unsigned space, lower_bound;
  uint32_t range; /* UINT32_MAX: unbounded */
  bool implicit;
  unsigned order_id;
  unsigned slots; /* registers to provision: the range, at most 4 (dynamic indices stay below) */
  bool used;      /* a handle to it is created: a binding no handle names is not in the module */
  char name[16];
  /* typed: observable 32-bit lanes, meaningful bits per lane, float lanes */
  unsigned lanes, lane_bits;
  bool lane_float;
  unsigned comp_type, comp_count; /* typed: DXIL's CompType of the element and its count */
  unsigned stride; /* structured: element size; cbuffer: layout size in bytes */
} rlv_gen_resource;

typedef struct rlv_gen_info {
  unsigned sm_minor; /* shader model 6.<sm_minor> */
  /* A select of handles is passed straight to a load/store intrinsic (not through
   * getpointer; resource-access splits it per handle): kept for reproducer triage. */
  bool select_into_intrinsic;
  unsigned nres;
  rlv_gen_resource res[RLV_GEN_MAX_RES];
} rlv_gen_info;

/* How large a program may grow: statements in all (a loop or if counts one, plus its body)
 * and how deeply loops and ifs nest. The prove harness asks for smaller programs than the
 * lower harness: every statement adds to every solver query. */
typedef struct rlv_gen_limits {
  unsigned max_stmts, max_nest;
} rlv_gen_limits;

#define RLV_GEN_DEFAULT_LIMITS ((rlv_gen_limits){.max_stmts = 22, .max_nest = 2})

/* Builds a module in `ctx` from the choices in data[0..size) within `limits` (NULL: the
 * defaults). The entry point is @main. */
LLVMModuleRef rlv_gen_module(LLVMContextRef ctx, const uint8_t *data, size_t size, const rlv_gen_limits *limits,
                             rlv_gen_info *info);

#endif
