/* A small concrete interpreter of the modelled subset (DESIGN.md "The semantic model"): the
 * second oracle beside the prover, for the fuzz harnesses (they check `rlv lower` and `rlv
 * prove` with it) and for triage. Library rlv_interp, sources in interp/. It runs a function
 * of BEFORE (pointer and llvm.dx.resource.* level) or of AFTER (dx.op.* level) on concrete
 * resource contents and thread ids, and leaves the final observable state in an rlv_istate
 * for comparison.
 *
 * Written independently of smt/ and lower/: every number it relies on (strides, offsets,
 * lanes, record ids, property decoding) comes from the DataLayout, the handle's own target
 * type (BEFORE) or the output's own declarations (AFTER: annotateHandle properties, ResBind,
 * !dx.resources). Anything outside the subset stops the run as "unsupported", so that a
 * harness never reports a difference it cannot stand behind. */
#ifndef RLV_INTERP_H
#define RLV_INTERP_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How a resource's bytes are laid out. */
typedef enum rlv_ires_kind {
  RLV_IRES_TYPED,      /* element i = four 32-bit lanes at bytes [16i, 16i+16) */
  RLV_IRES_RAW,        /* byte-address buffer: byte i */
  RLV_IRES_STRUCTURED, /* element i at bytes [i*stride, i*stride+stride) */
  RLV_IRES_CBUFFER,    /* 16-byte rows, read-only */
} rlv_ires_kind;

#define RLV_IREG_NONE UINT32_MAX

/* A check bit a replayed counterexample chose for one unit of a resource. */
typedef struct rlv_imapped {
  uint64_t unit; /* typed: element; raw, structured: 32-bit word of the byte address */
  bool mapped;
} rlv_imapped;

/* One resource (one register of a binding). */
typedef struct rlv_ires {
  /* Identity: class (0 SRV, 1 UAV, 2 CBuffer), space and absolute register, as AFTER names it
   * and as BEFORE names explicit bindings; reg is RLV_IREG_NONE when unknown. */
  unsigned res_class, space;
  uint32_t reg;
  /* BEFORE's name for an implicit binding: (order id, index in the range). */
  bool implicit;
  unsigned order_id, index;
  rlv_ires_kind kind;
  uint32_t count;  /* elements (typed, structured), bytes (raw, cbuffer) */
  uint32_t stride; /* structured: bytes per element */
  /* typed: the lanes an element type makes observable (n, or 2n for 64-bit components),
   * the bits of a lane that are meaningful (16 or 32) and whether lanes are float bits */
  unsigned lanes, lane_bits;
  bool lane_float;
  /* What annotateHandle must declare beyond kind, class and stride: the ROV bit, and for
   * typed buffers the component type and count (DXIL's CompType; 0: not checked). */
  bool rov;
  unsigned comp_type, comp_count;
  uint32_t nbytes;        /* size of data/poison */
  uint8_t *data, *poison; /* contents and a per-byte "poison" shadow */
  uint8_t *written;       /* typed: per element; raw/structured: per byte */
  uint32_t counter;
  /* Check bits set by a replayed counterexample (owned; may be NULL): every other unit is
   * mapped exactly when it lies inside the buffer. */
  rlv_imapped *mapped;
  size_t nmapped;
} rlv_ires;

/* Called after each instruction a run executes (phis at their block's entry, a call to a
 * defined function after its body) with the instruction and its result as short text in
 * LLVM's notation ("i32 5", "<2 x float> <float 1, float poison>"; "poison" for a value
 * wholly poison; pointers and handles in the interpreter's words: "ptr res 1 element 2 + 4",
 * "handle res 1"); `ret` gives the returned value; NULL for no value. The text lives only
 * during the call. An instruction that stops the run is not reported. */
typedef void (*rlv_itrace_fn)(void *ctx, LLVMValueRef inst, const char *value);

/* One groupshared global (addrspace(3)) as a run leaves it: its bytes, their poison shadow
 * and the bytes this thread wrote since the last group barrier. Named by the global's name,
 * which is how BEFORE's and AFTER's are paired. */
typedef struct rlv_ishared {
  char *name;
  uint32_t size;
  uint8_t *data, *poison, *written;
} rlv_ishared;

/* Memory as an event observes it: the writable resources (in the state's order) and the
 * groupshared globals. */
typedef struct rlv_imemory {
  rlv_ires *res;
  size_t nres;
  rlv_ishared *shared;
  size_t nshared;
} rlv_imemory;

/* What the events of a run are (DESIGN.md "Stages and lanes"). */
typedef enum rlv_ievent_kind {
  RLV_IEV_BARRIER, /* a group barrier: args[0] its mode (DXIL's BarrierMode); memory observed */
  RLV_IEV_LANE,    /* a cross-lane operation (wave op, derivative): its scalar arguments */
  RLV_IEV_DISCARD, /* args[0] the condition */
  RLV_IEV_OUTPUT,  /* a stage output of one column: args signature element, row, column, value */
} rlv_ievent_kind;

/* One scalar argument of an event: its bits (of `bits` width), poison, float or not. */
typedef struct rlv_iarg {
  uint64_t value;
  uint8_t bits;
  bool poison, is_float;
} rlv_iarg;

#define RLV_IEVENT_MAX_ARGS 4

/* An event, named the same way at every level: the DXIL opcode of the operation (80 barrier,
 * 82 discard, 5 storeOutput, 83-86 derivatives, 110-135 wave ops) and, for waveActiveOp, its
 * operation and signedness kinds (sub), so that llvm.dx.wave.reduce.usum and
 * dx.op.waveActiveOp(i32 119, .., i8 0, i8 1) are the same event. A vector operand is one
 * event per element. */
typedef struct rlv_ievent {
  rlv_ievent_kind kind;
  unsigned op, sub[2];
  unsigned nargs;
  rlv_iarg args[RLV_IEVENT_MAX_ARGS];
  LLVMValueRef inst;   /* the call that made it */
  rlv_imemory *memory; /* a barrier: the memory it observed (owned); otherwise NULL */
} rlv_ievent;

/* A stage input the caller fixes (a counterexample's): the load's key — signature element,
 * row, column, vertex (UINT64_MAX where the stage has no vertex operand) — and its bits. */
typedef struct rlv_iinput {
  uint64_t key[4];
  uint64_t bits;
} rlv_iinput;

typedef struct rlv_istate {
  rlv_ires *res;
  size_t nres;
  uint32_t thread_id[3], group_id[3], thread_id_in_group[3], flat_thread_id_in_group;
  /* Handle creations in execution order (a run's output): BEFORE records whether the index
   * needs the non-uniform flag (marked, in a range of more than one), AFTER whether the
   * flag is set. */
  bool *creations;
  size_t ncreations, cap_creations;
  /* The most back edges one loop took in one entry (a run's output, counted as the prover's
   * --unroll counts them: per loop, starting over whenever the loop is entered). A proof
   * that is only `bounded` covers a run exactly when this is at most the bound. */
  unsigned max_back_edges;
  /* The run's choices for what the thread cannot know alone: stage inputs, the results of
   * cross-lane operations and groupshared memory after a barrier are deterministic functions
   * of this seed and what names them (the input's key; the event's rank, operation and
   * arguments; the barrier's rank and the byte), so BEFORE and AFTER see the same ones. */
  uint64_t seed;
  /* Stage inputs fixed by the caller instead of the seed (not owned; copies share them). */
  const rlv_iinput *inputs;
  size_t ninputs;
  /* The events of a run in order (its output). */
  rlv_ievent *events;
  size_t nevents, cap_events;
  /* The groupshared globals at return (a run's output). */
  rlv_ishared *shared;
  size_t nshared;
  /* The writable resources when the invocation was discarded (a run's output; NULL if it
   * was not): later UAV and output writes are not observable. */
  rlv_imemory *at_discard;
  /* The trace hook (NULL: none) and its context; copies share them. */
  rlv_itrace_fn trace;
  void *trace_ctx;
} rlv_istate;

/* Allocates the data, poison and written arrays of `r` for its kind and count (zeroed). */
RLV_API void rlv_ires_alloc(rlv_ires *r);
/* Deep copy and release. */
RLV_API void rlv_istate_copy(rlv_istate *dst, const rlv_istate *src);
RLV_API void rlv_istate_free(rlv_istate *s);

typedef enum rlv_irun_status {
  RLV_IRUN_OK,
  RLV_IRUN_UNSUPPORTED, /* outside the modelled subset: no verdict */
  RLV_IRUN_UB,          /* the program has undefined behaviour on these inputs */
} rlv_irun_status;

/* Per-module facts (cbuffer members, !dx.resources records), computed once per module. */
typedef struct rlv_interp rlv_interp;
RLV_API rlv_interp *rlv_interp_create(LLVMModuleRef module);
RLV_API void rlv_interp_free(rlv_interp *in);

/* The binding !dx.resources gives to the resource of class `res_class` named `name`. */
RLV_API bool rlv_interp_find_record(const rlv_interp *in, unsigned res_class, const char *name,
                                    unsigned *space, uint32_t *lower_bound);

/* Runs `fn` (no arguments) on `state`; calls to functions defined in the module run their
 * bodies (no recursion). A run that would pass a step, call-depth or memory bound stops as
 * UNSUPPORTED, never as OK. On anything but OK, *why (if not NULL) receives a malloc'ed
 * one-line reason. */
RLV_API rlv_irun_status rlv_interp_run(rlv_interp *in, LLVMValueRef fn, rlv_istate *state,
                                       char **why);

/* Compares the observable state BEFORE and AFTER left (same resources, same order): the events
 * in order (the same operation with equal arguments where BEFORE's are defined; at each
 * barrier the memory it observed), the contents of every writable resource (as they were at a
 * discard, if any) and of every groupshared global where BEFORE's bytes are defined, no
 * location written by AFTER that BEFORE does not write, counters, and that AFTER sets the
 * non-uniform flag on every handle creation whose index BEFORE marks non-uniform (creations
 * paired in execution order, when both sides make as many). Returns true when they agree; otherwise
 * *where receives a malloc'ed description of the first difference. */
RLV_API bool rlv_istate_equal(const rlv_istate *before, const rlv_istate *after, char **where);

/* An event as text ("barrier(mode 9)", "waveActiveOp(sum, unsigned)(i32 5)"), malloc'ed. */
RLV_API char *rlv_ievent_text(const rlv_ievent *e);

#ifdef __cplusplus
}
#endif

#endif
