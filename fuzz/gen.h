/* The structure-aware module generator of rlv_fuzz_lower: the fuzz input's bytes are a
 * stream of choices (0 once exhausted) that build a VALID module through the LLVM C API —
 * the forms clang 22 emits for HLSL resources (../shared/corpus-real/) plus the direct
 * intrinsic forms, for a DXIL shader model 6.0..6.8.
 *
 * A first byte of 0xF0 or more (one input in sixteen) asks for large shapes on top of the
 * ordinary module: the next byte picks a set of RLV_GEN_SHAPE_* and later bytes their sizes,
 * so a few bytes make a deep loop nest, a wide switch or a call fan-out. Every other input
 * builds what it built before shapes existed (the seeds keep their meaning). */
#ifndef RLV_FUZZ_GEN_H
#define RLV_FUZZ_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#define RLV_GEN_BASE_RES 8 /* bindings of an ordinary module: 1..8 */
#define RLV_GEN_MAX_RES 64 /* with RLV_GEN_SHAPE_BINDINGS */

/* The large shapes (rlv_gen_info.shape bits). */
enum {
  RLV_GEN_SHAPE_LOOPS = 1,    /* a nest of 1..8 loops, constant (1..3) and unknown trip counts */
  RLV_GEN_SHAPE_SWITCH = 2,   /* a switch of 3..50 cases on a thread id or a loaded value */
  RLV_GEN_SHAPE_CALLS = 4,    /* 1..12 helper functions in a chain, each calling the next 1..4 times */
  RLV_GEN_SHAPE_BINDINGS = 8, /* up to 64 bindings, unbounded ranges ending at 0xFFFFFFFF, a
                                 flood of up to 32768 handle creations, deliberate overlaps */
  RLV_GEN_SHAPE_ALL = 15,
};

/* Stage mode (a first byte from 0xD0 to 0xDF, one input in sixteen): the module is a shader
 * of this stage with what real shaders do beyond resources — groupshared memory and group
 * barriers (compute), stage inputs and outputs (pixel, vertex), wave ops (all), derivatives
 * and discard (pixel) — and clang -O0's forms (binding operands, indices, handles and
 * pointers through allocas). RLV_GEN_STAGE_NONE: an ordinary module. */
typedef enum rlv_gen_stage {
  RLV_GEN_STAGE_NONE,
  RLV_GEN_STAGE_COMPUTE,
  RLV_GEN_STAGE_PIXEL,
  RLV_GEN_STAGE_VERTEX,
} rlv_gen_stage;

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
  unsigned shape;  /* RLV_GEN_SHAPE_* bits, 0 for an ordinary module */
  rlv_gen_stage stage;
  /* Math mode (a first byte from 0xEC to 0xEF): an ordinary module whose statements also
   * compute HLSL's integer math and float class tests (llvm.abs, ctpop, bitreverse,
   * llvm.dx.imad/umad, sclamp/uclamp, sign, sdot/udot, dot4add from SM 6.4, isnan/isinf) on
   * pool values, their results stored or pooled. The first bytes the seeds had before it
   * (0xE1, 0xE7, 0xEB) keep their meaning. */
  bool math;
  /* Float math mode (a first byte from 0xE8 to 0xEA, which no seed had): math mode whose
   * operations are HLSL's unary float math instead (llvm.sqrt, sin, cos, ..., floor, ceil,
   * trunc, roundeven, fabs, llvm.dx.saturate, frac, rsqrt) on float lanes, half from SM 6.2. */
  bool float_math;
  unsigned unroll; /* the loop bound the input asks the prover for (0: its default) */
  /* Made on purpose for the verifier gate, which must reject them: two bindings of one class
   * whose registers overlap in one space, and a constant index past the end of an unbounded
   * range that ends at 0xFFFFFFFF (its register wraps to 0). */
  bool overlap, wrap;
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
