/* Internal interface of the concrete interpreter (rlv/interp.h): its bounds, the module's
 * facts, leaves and the run, and every function one file of interp/ gives another.
 *
 * Values are flattened into "leaves" (one per scalar, pointer or handle; aggregates and
 * vectors are their leaves in order), each with a poison bit and a non-uniform taint bit.
 * Memory is bytes with a poison shadow: allocas, raw/structured buffers, cbuffer rows, and
 * typed elements seen through their component layout.
 *
 * The files, as smt/ has them: module.c (the module's facts), state.c (rlv_istate), leaf.c
 * (the run's arena and stop, the leaves of a type), choice.c (the run's seeded choices),
 * value.c (constants, operands), memory.c (bytes, globals among them), resource.c (handles
 * and the accesses both levels share), sem_llvm.c, sem_pointer.c, sem_intrinsic.c,
 * sem_dxil.c (one per level), math.c (integer math at both levels), exec.c (calls, control
 * flow, loops, the run), compare.c (two final states). Written apart from smt/: nothing here
 * includes it or lower/. */
#ifndef RLV_INTERP_INTERP_INTERNAL_H
#define RLV_INTERP_INTERP_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#include "model/ir.h"
#include "model/ptrmap.h"
#include "rlv/interp.h"
#include "rlv/model.h"

/* ---- the bounds of a run: past any of them it stops as unsupported, never as OK ---- */

#define MAX_STEPS 20000u /* instructions per run, calls included */
#define MAX_LEAVES 1024u /* leaves per value */
#define MAX_DEPTH 16     /* nesting of a type */
#define MAX_BYTES 4096u  /* bytes per access, alloca or memory intrinsic */
/* Calls to defined functions nest at most this deep (the generator's call chains stay well
 * below; deeper ones stop as unsupported). */
#define MAX_CALL_DEPTH 32u

/* ---- module facts (module.c) ---- */

typedef struct cb_member {
  LLVMValueRef member, cb_global;
  uint64_t offset;
} cb_member;

typedef struct dx_record {
  unsigned res_class, id, space, kind, stride;
  uint32_t lower_bound, size;
  char *name;
} dx_record;

struct rlv_interp {
  LLVMModuleRef module;
  LLVMTargetDataRef dl;
  cb_member *members;
  size_t nmembers, cap_members;
  rlv_ptrmap member_index; /* member global -> index + 1 */
  dx_record *records;
  size_t nrecords, caprecords;
  /* Whether a stage input's vertex index names a vertex (geometry, hull and domain stages:
   * inputs per vertex); elsewhere it is ignored. */
  bool vertex_inputs;
  rlv_ptrmap callee_ids; /* called function -> callee_id + 1: names are matched once */
  /* Depth-first numbering of the blocks of every function run so far (for back edges):
   * block -> index + 1 into dfs. */
  rlv_ptrmap block_index;
  struct dfs_num {
    uint32_t pre, post;
  } *dfs;
  size_t ndfs;
};

/* The !dx.resources record of class `res_class` with range id `id`, or NULL. */
const dx_record *cx_find_record_by_id(const rlv_interp *in, unsigned res_class, unsigned id);

/* ---- leaves and the run (leaf.c) ---- */

enum { L_VAL, L_PTR, L_HANDLE };
enum { R_NULL, R_ALLOCA, R_RES, R_GLOBAL };
enum { V_UNKNOWN, V_TYPED, V_RAW, V_STRUCTURED, V_CBUFFER };

/* leaf.poison: 0 defined, 1 poison, POISON_STATUS a status word (poison but to
 * checkAccessFullyMapped, which reads its bit). */
#define POISON_STATUS 2

typedef struct leaf {
  uint64_t bits;
  int64_t off;         /* pointer: byte offset (typed: inside the element) */
  LLVMValueRef global; /* pointer into a handle-holding global */
  int32_t obj;         /* pointer: alloca id or resource; handle: resource (-1: none) */
  uint32_t elem;       /* pointer into a typed or structured buffer: element index */
  uint32_t stride;     /* handle, and pointer into a structured buffer: the stride of its view */
  uint8_t tag, poison, nu, region;
  uint8_t view, uav, cbytes, ncomp; /* handle view; typed: component bytes and count */
  uint8_t oob; /* handle: its index lies outside its binding's range; using it is UB */
} leaf;

/* Private memory (an alloca, a global of addrspace 0) or groupshared memory (a global of
 * addrspace(3)): bytes with a shadow per byte, 0 defined, 1 poison, or PTR_BYTE + i: byte i of
 * a pointer or handle stored there (its bytes hold its index in run.stored). */
typedef struct region {
  uint8_t *bytes, *poison;
  uint8_t *written; /* groupshared: the bytes written since the last barrier; else NULL */
  uint64_t size;
  LLVMValueRef global; /* a global's region: the global; an alloca's: NULL */
  bool shared, constant;
} region;

#define PTR_BYTE 2u
#define MAX_PTR_BYTES 8u
#define MAX_GLOBAL_BYTES 65536u /* per global */
#define MAX_REGIONS 1024u       /* allocas and globals per run */
#define MAX_EVENTS 4096u        /* events per run */
#define MAX_OBSERVED (8u << 20) /* bytes of memory events may observe per run */

typedef struct run {
  rlv_interp *in;
  rlv_istate *st;
  LLVMTargetDataRef dl;
  leaf *arena;
  size_t nleaf, cap;
  rlv_ptrmap vals; /* value -> arena offset + 1 */
  region *allocas; /* allocas and globals alike */
  size_t nalloca, cap_alloca;
  rlv_ptrmap global_regions; /* global -> index + 1 into allocas */
  leaf *stored;              /* pointers and handles stored to memory, by index */
  size_t nstored, cap_stored;
  bool helper;     /* discarded: UAV and output writes are not observable */
  size_t observed; /* bytes of memory copied for events so far */
  unsigned steps;
  LLVMValueRef active[MAX_CALL_DEPTH]; /* the functions running, outermost first */
  unsigned depth;
  rlv_ptrmap iters;        /* loop header -> back edges taken since the loop was entered */
  unsigned max_back_edges; /* the largest of those counts */
  rlv_irun_status status;
  char *why;
} run;

/* Stops the run with `status` and a reason (the first stop wins); always false, so that a
 * step can `return UB(r, ...)`. */
bool cx_stop(run *r, rlv_irun_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
#define UNSUPPORTED(r, ...) cx_stop((r), RLV_IRUN_UNSUPPORTED, __VA_ARGS__)
#define UB(r, ...) cx_stop((r), RLV_IRUN_UB, __VA_ARGS__)

/* n zeroed leaves at the end of the arena; returns the first one's offset. */
size_t cx_alloc_leaves(run *r, unsigned n);

static inline int64_t sext_of(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t sign = 1ull << (bits - 1);
  return (int64_t)((v ^ sign) - sign);
}

/* Scalar classes of leaf types. */
enum { S_INT, S_HALF, S_FLOAT, S_DOUBLE, S_PTR, S_HANDLE, S_BAD };

int cx_scalar_class(LLVMTypeRef t, unsigned *bits);
unsigned cx_leaf_count(LLVMTypeRef t, int depth);

/* choice.c: a deterministic function of the state's seed, a tag and `n` words (the run's
 * choices). */
uint64_t cx_choice(const run *r, uint64_t tag, const uint64_t *words, unsigned n);

/* ---- values (value.c): float bits, constants, operands ---- */

/* A float leaf's value as a double, and a double as the bits of scalar class `sc`. */
double cx_fp_value(int sc, uint64_t bits);
uint64_t cx_fp_bits(int sc, double v);
uint64_t cx_bits_f64(double d);

/* The leaves of operand `v` (computed, or a constant evaluated now), at *out. */
bool cx_eval(run *r, LLVMValueRef v, size_t *out);
bool cx_eval_gep(run *r, LLVMValueRef gep, size_t *out);

/* Binds `v` to the leaves at arena offset `at`. */
static inline void cx_set_value(run *r, LLVMValueRef v, size_t at) {
  rlv_ptrmap_put(&r->vals, v, at + 1);
}

/* ---- memory (memory.c): allocas and resources as bytes with a poison shadow ---- */

/* The state's resource number `obj`, or NULL. */
static inline rlv_ires *cx_res_of(run *r, int32_t obj) {
  return obj >= 0 && (size_t)obj < r->st->nres ? &r->st->res[obj] : NULL;
}

/* A global's memory, made (and initialized) when first touched; NULL when the run stopped. */
region *cx_global_region(run *r, LLVMValueRef g);
/* The private or groupshared memory a pointer points into (NULL: none, or the run stopped). */
region *cx_region_of(run *r, const leaf *p);
/* Room for one more region at allocas[nalloca] (the caller fills it and counts it). */
region *cx_new_region(run *r);
bool cx_mem_read(run *r, const leaf *p, uint64_t size, uint8_t *bytes, uint8_t *pois, bool *mapped);
bool cx_mem_write(run *r, const leaf *p, uint64_t size, const uint8_t *bytes, const uint8_t *pois);
/* The leaves of type t at arena offset `at` (from leaf *k on) from or into bytes b with
 * poison shadow p, laid out as the DataLayout says. */
bool cx_decode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k);
bool cx_encode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k);
/* Loads and stores of a value of type t through a pointer leaf. */
bool cx_load_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t *out);
bool cx_store_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t val);
/* A typed element as four 32-bit lanes. */
void cx_typed_read(const rlv_ires *res, uint32_t elem, uint32_t lanes[4], uint8_t pois[4],
                   bool *mapped);
void cx_typed_write(rlv_ires *res, uint32_t elem, const uint32_t lanes[4], const uint8_t pois[4],
                    unsigned mask);

/* Raw accesses of a struct or an array (raw_aggregate.c): member by member at its DataLayout
 * offset; a struct's [N x i8] members are padding (a load gives them poison, a store skips
 * them) and play no part in the check bit *mapped. The leaves are at arena offset at / val. */
bool cx_is_raw_aggregate(LLVMTypeRef t);
bool cx_raw_load_aggregate(run *r, LLVMTypeRef t, const leaf *p, size_t at, bool *mapped);
bool cx_raw_store_aggregate(run *r, LLVMTypeRef t, const leaf *p, size_t val);

/* ---- resources and handles (resource.c), shared by the intrinsic and DXIL levels ---- */

const char *cx_kind_name(rlv_ires_kind k); /* state.c */
void cx_imemory_free(rlv_imemory *m);      /* state.c: frees m and what it holds */
void cx_ishared_free(rlv_ishared *s);      /* state.c: what s holds */
rlv_ires_kind cx_view_res_kind(uint8_t view);
/* The state's resource of (class, space, register): its index, -1 for none, -2 for more
 * than one. */
int cx_find_resource(run *r, unsigned res_class, unsigned space, uint32_t reg, bool explicit_only);
/* Records a handle creation (in execution order) and whether it is non-uniform. */
void cx_note_creation(run *r, bool nonuniform);
bool cx_eval_handle(run *r, LLVMValueRef v, leaf *h, rlv_ires **res);
bool cx_raw_address(run *r, const leaf *h, size_t i, size_t off, leaf *p);
/* The check-bit meaning of a raw access of `size` bytes at p (every 32-bit word it touches
 * lies in the buffer, or as a replayed counterexample says), without reading it. */
bool cx_mem_mapped(run *r, const leaf *p, uint64_t size);
/* Whether a structured load's bytes [offset, offset + end) leave its element's stride, in an
 * element inside the buffer: D3D leaves such a value undefined (ld_structured), so it is
 * poison (DESIGN.md; smt/ gives it the same meaning). */
bool cx_past_stride(const run *r, const leaf *h, const rlv_ires *res, size_t i, size_t off,
                    uint64_t end);
bool cx_poison_raw_address(const run *r, const leaf *h, size_t i, size_t off);
bool cx_poison_load(run *r, LLVMValueRef call);
/* Makes leaf `o` the check bit `mapped` (the status of a load); returns o. */
size_t cx_check_bit(run *r, size_t o, bool mapped);
/* A DXIL ResRet's status word: opaque (DXIL.rst: only checkAccessFullyMapped reads it), so
 * poison to every other use (POISON_STATUS), as the prover models it. */
size_t cx_status_word(run *r, size_t o, bool mapped);
/* Steps a UAV's counter by +1 or -1; *out receives the leaf of the value returned. */
bool cx_counter_step(run *r, leaf *h, rlv_ires *res, int64_t step, size_t *out);
/* What getDimensions returns: elements (typed, structured) or bytes (raw). */
uint32_t cx_dimension_of(const leaf *h, const rlv_ires *res);

/* ---- semantics, one file per level; each returns false when the run stopped ---- */

/* What a called function is (exec.c matches its name once). */
typedef enum callee_id {
  C_HFB,
  C_HFIB,
  C_GETPOINTER,
  C_LOAD_TYPED,
  C_STORE_TYPED,
  C_LOAD_RAW,
  C_STORE_RAW,
  C_CBUFFERROW,
  C_UPDATECOUNTER,
  C_GETDIMS,
  C_NONUNIFORM,
  C_THREAD_ID_IN_GROUP,
  C_FLAT_THREAD_ID,
  C_THREAD_ID,
  C_GROUP_ID,
  C_ASDOUBLE,
  C_SPLITDOUBLE,
  C_MEMCPY,
  C_MEMMOVE,
  C_MEMSET,
  C_LIFETIME,
  C_UMIN,
  C_UMAX,
  C_SMIN,
  C_SMAX,
  C_BARRIER,
  C_DISCARD,
  C_LOAD_INPUT,
  C_STORE_OUTPUT,
  C_WAVE_FIRST_LANE,
  C_WAVE_LANE_INDEX,
  C_WAVE_LANE_COUNT,
  C_WAVE_ANY,
  C_WAVE_ALL,
  C_WAVE_BALLOT,
  C_WAVE_COUNTBITS,
  C_WAVE_READLANE,
  C_WAVE_SUM,
  C_WAVE_USUM,
  C_WAVE_MIN,
  C_WAVE_UMIN,
  C_WAVE_MAX,
  C_WAVE_UMAX,
  C_DDX_COARSE,
  C_DDY_COARSE,
  C_DDX_FINE,
  C_DDY_FINE,
  C_ASSUME,
  C_NOOP,
  C_UADD_OV,
  C_SADD_OV,
  C_USUB_OV,
  C_SSUB_OV,
  C_UMUL_OV,
  C_SMUL_OV,
  C_ABS,
  C_CTPOP,
  C_BITREVERSE,
  C_IMAD,
  C_UMAD,
  C_SCLAMP,
  C_UCLAMP,
  C_SIGN,
  C_SDOT,
  C_UDOT,
  C_DOT4ADD_I8,
  C_DOT4ADD_U8,
  C_ISNAN,
  C_ISINF,
  C_DXOP,
  C_NONE,
} callee_id;

/* sem_llvm.c: arithmetic, comparisons, casts, select, aggregates, vectors, freeze. */
bool cx_sem_llvm(run *r, LLVMValueRef inst, LLVMOpcode op);
/* sem_pointer.c: alloca, load, store, getelementptr; memcpy, memmove, memset, lifetime. */
bool cx_sem_pointer(run *r, LLVMValueRef inst, LLVMOpcode op);
bool cx_sem_pointer_call(run *r, LLVMValueRef call, callee_id id);
/* sem_intrinsic.c: llvm.dx.resource.* and the other llvm.dx.* but math. makeDouble and
 * splitDouble mean what llvm.dx.asdouble and llvm.dx.splitdouble do: the DXIL level runs
 * them too (the operands from `first` / `arg` on). */
bool cx_sem_intrinsic(run *r, LLVMValueRef call, callee_id id);
bool cx_exec_asdouble(run *r, LLVMValueRef call, unsigned first);
bool cx_exec_splitdouble(run *r, LLVMValueRef call, unsigned arg);
/* math.c: HLSL's exact integer math and the float class tests (DESIGN.md "Math"):
 * llvm.abs, ctpop, bitreverse, [us]{min,max}, llvm.dx.imad, umad, sclamp, uclamp, sign,
 * sdot, udot, dot4add.[iu]8packed, isnan, isinf; and their dx.ops (8, 9, 30, 31, 37-40, 48,
 * 49, 163, 164), for which cx_sem_math_dxil sets *handled (false with nothing done for any
 * other opcode). */
bool cx_sem_math(run *r, LLVMValueRef call, callee_id id);
bool cx_sem_math_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled);
/* fmath.c: unary float math, the intrinsic named `name` (len bytes) or DXIL unary op
 * `opcode` (6, 7, 12-29); *handled says whether it was one. */
bool cx_sem_fmath(run *r, LLVMValueRef call, const char *name, size_t len, bool *handled);
bool cx_sem_fmath_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled);
/* sem_dxil.c: dx.op.* calls. */
bool cx_sem_dxil(run *r, LLVMValueRef call);
/* sem_llvm.c: llvm.assume, scope declarations and the *.with.overflow intrinsics. */
bool cx_sem_llvm_call(run *r, LLVMValueRef call, callee_id id);

/* stage.c: what real shaders do beyond resources, at both levels (DESIGN.md "Stages and
 * lanes"): group barriers, cross-lane operations, discard, stage inputs and outputs. */
bool cx_sem_stage_intrinsic(run *r, LLVMValueRef call, callee_id id);
/* False with nothing done when `opcode` is none of them; otherwise as every step. */
bool cx_sem_stage_dxil(run *r, LLVMValueRef call, unsigned opcode, bool *handled);

/* shared.c: groupshared memory at barriers and at return. */
/* Creates the regions of the module's groupshared globals (a run's start). */
bool cx_shared_start(run *r, LLVMValueRef fn);
/* A group barrier of rank k: the memory it observes (owned by the caller), then every
 * groupshared byte becomes the k-th barrier's fresh value. NULL when the run stopped. */
rlv_imemory *cx_barrier_memory(run *r, uint64_t k);
/* The writable resources as they are now (owned by the caller); NULL when the run stopped. */
rlv_imemory *cx_observe_resources(run *r);
/* Copies the groupshared globals into the state (a run's end). */
void cx_shared_finish(run *r);
/* A hash of a global's name (what names groupshared bytes across BEFORE and AFTER). */
uint64_t cx_name_hash(LLVMValueRef g);

/* ---- the trace hook (trace.c) ---- */

/* The longest text the hook is given (a longer value is cut and ends in "..."). */
#define TRACE_TEXT_MAX 512u
/* Tells the state's trace hook (if any) that `inst` ran with the value of type ty at arena
 * offset `at` (SIZE_MAX: no value); cx_trace_inst gives inst's own value. */
void cx_trace(run *r, LLVMValueRef inst, LLVMTypeRef ty, size_t at);
void cx_trace_inst(run *r, LLVMValueRef inst);

#endif
