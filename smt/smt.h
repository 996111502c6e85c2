/* Internal interface of the prover: Z3 context, symbolic values, memory, the executor. */
#ifndef RLV_SMT_SMT_H
#define RLV_SMT_SMT_H

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <z3.h>

#include "model/ptrmap.h"
#include "rlv/prove.h"

/* ---- z3ctx.c: the prover, its budgets, term helpers ---- */

#define SX_NUMERAL_BITS 10
#define SX_NUMERAL_CACHE (1u << SX_NUMERAL_BITS)

struct rlv_prover {
  Z3_context z;
  rlv_prove_options opt;
  /* The first Z3 error since the current function began (Z3's error handler records it;
   * 0 = none): the function is unknown with `z3_message`. */
  Z3_error_code z3_error;
  char z3_message[160];
  bool z3_reset;           /* the context hit a memory limit: replace it before the next function */
  /* The current function's budget (sx_spend): work units left, and whether Z3's
   * allocation (Z3_get_estimated_alloc_size) went past --max-memory. */
  uint64_t work_left;
  bool work_exceeded;
  /* The file's budget (rlv_prove_modules): work units and Z3's resource units alike. */
  uint64_t file_left;
  bool file_exceeded;
  uint64_t rlimit_seen; /* Z3's cumulative resource count at the last query's end */
  uint64_t work_since_mem_check;
  bool mem_exceeded;
  uint64_t arena_bytes;    /* held by the executors' arenas (values of both sides) */
  Z3_solver solver;        /* the one incremental solver (push/pop per query) */
  unsigned solver_rlimit;  /* its current extra resource limit (0: the prover's own) */
  Z3_solver ackr;          /* Ackermann reduction + SMT core, for what the first gives up */
  unsigned ackr_rlimit;    /* its current extra resource limit (0: the prover's own) */
  rlv_ptrmap semantic;     /* func decls with a fixed meaning the prover leaves free
                              (format conversions, floating point): a model that rests
                              on them needs a replay */
  rlv_ptrmap rw_memo;      /* array elimination memo (compare.c), cleared per function */
  rlv_ptrmap simplified;   /* term -> Z3_simplify of it (sx_simplify), for the context's life */
  /* bit-vector numerals made (sx_bv), direct-mapped by value and width, for the context's
   * life: making one costs a rational and a table lookup in Z3, and the executors make the
   * same byte offsets, lane masks and zeros thousands of times a function */
  struct sx_numeral {
    uint64_t value;
    unsigned width;
    Z3_ast term;
  } numerals[SX_NUMERAL_CACHE];
  size_t rw_nodes;         /* nodes rewritten for the current function */
};

/* Makes `p` the prover whose Z3 errors this thread records (returns the previous one, to
 * restore): Z3 4.8's error handler gets the context but no user data. */
rlv_prover *sx_prover_enter(rlv_prover *p);
/* Starts a function's budget: resets the Z3 error, the work units and the memory base, and
 * replaces a context that ran out of memory. */
void sx_budget_begin(rlv_prover *p);
/* Starts the budget of a file (all the functions of one rlv_prove_modules call). */
void sx_file_budget_begin(rlv_prover *p);
/* Charges the Z3 resource units spent since the last call to the file's budget. */
void sx_charge_solver(rlv_prover *p, Z3_solver s);
/* A fresh allowance of work and memory for the same function (the replay's). */
void sx_budget_renew(rlv_prover *p);
/* The reason the current function must be unknown — a Z3 error or a budget that ran out —
 * or NULL (a string owned by the prover, valid until the next function). */
const char *sx_budget_failure(rlv_prover *p);
/* Whether Z3's allocation and the executors' arenas together are past the memory bound
 * (--max-memory). */
bool sx_memory_exceeded(const rlv_prover *p);
/* Z3_simplify(t), remembered for the context's life: each call of Z3_simplify sets up a new
 * rewriter, and the small terms the executors ask about (a floating-point operand that may be
 * a constant, a reassociated sum) recur, on both sides. For terms that recur only. */
Z3_ast sx_simplify(rlv_prover *p, Z3_ast t);
/* Whether t can never simplify to a numeral: an uninterpreted constant or application, bits of
 * one, a concatenation with one such part, a choice or an array element among such values only
 * (or a choice whose condition never folds, with one such arm: a bounds-checked load), under
 * one-to-one operations (extension, not, negation). False means "may" (x * 0 is 0, whatever x
 * is), and past a walk of 256 nodes. Structural: no call of Z3_simplify. */
bool sx_never_numeral(Z3_context z, Z3_ast t);
/* The most distinct terms one query may have: budget / SX_WORK_PER_TERM, at least
 * SX_MIN_QUERY_TERMS. */
#define SX_WORK_PER_TERM 64u
#define SX_MIN_QUERY_TERMS 1024u
size_t sx_max_query_terms(const rlv_prover *p);
/* Spends `units` of the function's budget outside an executor (building the query): false
 * once any bound is past (sx_budget_failure says which). */
bool sx_prover_spend(rlv_prover *p, uint64_t units);

Z3_sort sx_bv_sort(Z3_context z, unsigned width);
Z3_ast sx_bv(Z3_context z, uint64_t value, unsigned width);
Z3_ast sx_const(Z3_context z, const char *name, Z3_sort sort);
Z3_ast sx_true(Z3_context z);
Z3_ast sx_false(Z3_context z);
Z3_ast sx_and2(Z3_context z, Z3_ast a, Z3_ast b);
Z3_ast sx_or2(Z3_context z, Z3_ast a, Z3_ast b);
Z3_ast sx_not(Z3_context z, Z3_ast a);
Z3_ast sx_ite(Z3_context z, Z3_ast c, Z3_ast a, Z3_ast b);
Z3_ast sx_eq(Z3_context z, Z3_ast a, Z3_ast b);
bool sx_is_true(Z3_context z, Z3_ast a);
bool sx_is_false(Z3_context z, Z3_ast a);
/* Whether t is an application of an operator of kind k (ite, and, not ...). */
bool sx_is_app_of(Z3_context z, Z3_ast t, Z3_decl_kind k);
/* The numeral value of a bit-vector term after simplification, if it is one. */
bool sx_const_u64(Z3_context z, Z3_ast a, uint64_t *out);
/* The same for a small term of numerals alone (no simplification of any other term). */
bool sx_small_const_u64(Z3_context z, Z3_ast a, uint64_t *out);
/* The value of a small term of numerals and common bit-vector operations of at most 64 bits,
 * folded without Z3; false for any other term (smt/fold.c). */
bool sx_fold_u64(Z3_context z, Z3_ast t, uint64_t *out);
Z3_func_decl sx_func(Z3_context z, const char *name, unsigned n, const Z3_sort *dom,
                     Z3_sort range);
Z3_solver sx_solver(rlv_prover *p, bool simple);
Z3_solver sx_shared_solver(rlv_prover *p, unsigned rlimit);
Z3_solver sx_ackermann_solver(rlv_prover *p, unsigned rlimit);

/* ---- value.c: the arena and the value types ---- */

typedef struct sx_arena sx_arena;
/* `live` (may be NULL) counts the bytes the arena holds, for the prover's memory bound. */
sx_arena *sx_arena_create(uint64_t *live);
void *sx_alloc(sx_arena *a, size_t size);
char *sx_strdup(sx_arena *a, const char *s);
void sx_arena_free(sx_arena *a);

/* FAM_OPAQUE: a resource whose creation (binding, kind, properties) is modelled but whose
 * contents are not (textures, samplers, feedback textures): any access is unknown. */
enum { FAM_NONE, FAM_TYPED, FAM_STRUCT, FAM_BAB, FAM_CBUF, FAM_OPAQUE };

/* A resource handle: its identity (class, space, absolute register) and how its memory
 * is addressed. */
typedef struct sx_handle {
  unsigned cls;
  Z3_ast space, reg; /* BV32 */
  int family;        /* FAM_*; FAM_NONE = a DXIL handle not yet annotated */
  uint64_t stride;   /* structured: element size in bytes */
  LLVMTypeRef elem;  /* BEFORE: the element type */
  unsigned lanes;    /* BEFORE typed: observable 32-bit lanes per element */
  unsigned lane_bits; /* BEFORE typed: observable low bits of each lane (16 or 32) */
  Z3_ast nu;         /* AFTER: the non-uniform flag (Bool) */
  bool nu_required;  /* BEFORE: the index reaches nonuniformindex and the range has > 1 */
  int create_index;  /* position among the function's handle creations */
  bool cls_from_props; /* a DXIL handle argument: its class is what annotateHandle says */
  bool undef;        /* loaded from private memory that never held a handle: no resource */
  Z3_ast oob;        /* Bool: the index lies outside the binding's range (an operation on
                      * the handle is then undefined behaviour); NULL = never */
  Z3_ast shared_size; /* groupshared memory: its global's size in bytes (BV64), past which an
                       * access is undefined behaviour; NULL = a resource */
  /* A chosen handle (a select or a phi of two): choice ? if_true : if_false, whose merged
   * fields above are the choice of theirs. Memory is read and written through each
   * alternative under its condition (memory.c), the terms a lowering that branches on the
   * choice builds. NULL when the handle is one resource's. */
  Z3_ast choice;
  struct sx_handle *if_true, *if_false;
} sx_handle;

typedef enum { SV_INT, SV_AGG, SV_PTR, SV_HANDLE } sv_kind;
/* PR_CHOICE: one of two pointers into global objects, by a condition (a select of them:
 * value.c); loads and GEPs go through each, anything else is unknown. */
typedef enum { PR_NULL, PR_ALLOCA, PR_RES, PR_CBUF, PR_GLOBAL, PR_CHOICE } pr_kind;

typedef struct sval sval;
struct sval {
  sv_kind kind;
  /* SV_INT (integers, floats as bits, i1) */
  unsigned width;
  Z3_ast v;      /* BV */
  Z3_ast p;      /* Bool: poison */
  Z3_ast status; /* Bool check bit carried by a ResRet status field, or NULL */
  bool nu;       /* reaches llvm.dx.resource.nonuniformindex */
  /* SV_AGG (vectors, structs, arrays) */
  unsigned n;
  sval **el;
  /* SV_PTR */
  pr_kind region;
  unsigned alloca_id;
  LLVMValueRef global;
  sx_handle *h; /* SV_PTR on a resource, SV_HANDLE */
  Z3_ast idx;   /* element index (typed/structured) */
  Z3_ast off;   /* byte offset (BV32) */
  Z3_ast when;  /* PR_CHOICE: `then` where it holds, `other` elsewhere */
  sval *then, *other;
};

/* ---- the executor's types ---- */

enum { SIDE_BEFORE = 0, SIDE_AFTER = 1 };

typedef struct sx_mem {
  Z3_ast tv, tp, tw; /* typed: (rid ++ elem ++ lane) -> BV32 / poison / written(rid++elem) */
  Z3_ast rv, rp, rw; /* raw: (rid ++ byte) -> BV8 / poison / written */
  Z3_ast cnt;        /* rid -> BV32 */
} sx_mem;

/* A handle held in private memory: `size` bytes at constant byte `off` of alloca `id`,
 * stored as a value of `type` (the load must use the same type). */
typedef struct sx_hslot {
  unsigned id;
  uint64_t off, size;
  LLVMTypeRef type;
  sval *v;
} sx_hslot;

typedef struct sx_hslots {
  sx_hslot *items;
  size_t n, cap;
} sx_hslots;

typedef struct sx_state {
  Z3_ast pc;
  sx_mem m;
  Z3_ast events; /* BV32: side-effecting calls so far on this path */
  Z3_ast *av, *ap; /* alloca bytes / poison, one array per alloca instruction */
  sx_hslots hs;    /* handles held in allocas (their bytes are not modelled) */
  sx_hslots vals;  /* scalars stored whole in allocas (private_values.c; type NULL) */
  rlv_ptrmap env;  /* LLVMValueRef -> sval* */
  rlv_ptrmap slots; /* global -> sval* (handles stored into globals) */
  sval *ret;
  Z3_ast helper;     /* discarded on this path (a helper lane); NULL: it cannot have */
  sx_mem at_discard; /* the memory when it discarded (helper_lane.c) */
} sx_state;

/* A side-effecting call (a barrier, an external function): the k-th on a path (rank),
 * with the arguments it sees and the memory at that point. */
typedef struct sx_event {
  const char *what; /* "barrier mode 9", "call @f" (arena) */
  Z3_ast pc, rank;
  unsigned nargs;
  Z3_ast *argv, *argp; /* scalars (arena) */
  sx_mem m;
  bool sees_memory; /* false: a cross-lane or stage operation, which memory does not order */
} sx_event;

/* A binding seen in BEFORE, to name resources and know their observable lanes. */
typedef struct sx_binding {
  unsigned cls;
  uint32_t space, lb, size;
  int family;
  unsigned lanes;
  unsigned lane_bits; /* typed: observable low bits of a lane (16 for 16-bit elements) */
  char *name;
  char *type_name;
} sx_binding;

/* A term the counterexample reports (argument, thread id, ...). */
typedef struct sx_input {
  char *label;
  Z3_ast term;
} sx_input;

/* An application of a buffer input function — a length or a check-bit unit — whose model
 * value the counterexample reports. `key` is the rid, or rid ++ unit for a check bit. */
typedef struct sx_bufinput {
  const char *fn; /* "length.typed", "mapped.raw", ... (static) */
  Z3_ast key, term;
} sx_bufinput;

/* A handle creation, for pairing BEFORE with AFTER (implicit bindings, NU flags). */
typedef struct sx_creation {
  unsigned cls;
  bool implicit;
  uint32_t order_id, space, lb, size;
  int family;
  unsigned lanes;
  unsigned lane_bits;
  bool lb_known;
  Z3_ast pc;
  bool nu_required;
  Z3_ast nu;
  char *name;
  /* BEFORE: the annotateHandle properties its type implies (DXIL ResourceProperties) */
  bool props_known;
  unsigned kind, uav, rov, ccount;
  uint32_t ctypes; /* typed: acceptable component types, a bit per DXIL ComponentType */
  uint64_t stride; /* structured */
  unsigned samples;  /* multisampled textures: the sample count (word1 bits 16-23) */
  unsigned feedback; /* feedback textures: the feedback type (word1) */
  unsigned sampler_cmp; /* samplers: a comparison sampler (word0 bit 15) */
  Z3_ast rid;
} sx_creation;

/* AFTER: an annotateHandle with constant properties on the resource `rid`. */
typedef struct sx_annot {
  Z3_ast rid, pc;
  uint32_t w0, w1;
  unsigned cls; /* the class of its ResBind */
  bool kind_only; /* from !dx.resources (createHandle): only kind and class are known */
} sx_annot;

/* Calls to defined functions are executed inline, at most this deep. */
#define SX_MAX_CALL_DEPTH 8

typedef struct sx_exec {
  rlv_prover *p;
  Z3_context z;
  sx_arena *arena;
  int side;
  bool replay; /* enc/dec identity, floating point interpreted */
  LLVMModuleRef module;
  LLVMValueRef fn;
  LLVMValueRef peer; /* the other side's function: shapes AFTER's opaque handle arguments */
  LLVMTargetDataRef dl;
  unsigned unroll;
  bool constant_loops; /* run past `unroll` the innermost loops every execution continues */
  char *unknown; /* the first unmodelled construct; NULL while all is modelled */
  Z3_ast struct_elem; /* the element index of the structured access under way, if any:
                         its bounds check is index < length, not the byte address's */
  bool used_uf;  /* enc/dec or floating point UFs: a refutation needs a replay */
  bool used_opaque_uf; /* UFs that replay cannot interpret */
  bool cut;       /* a loop was cut at `unroll` */
  LLVMBasicBlockRef cut_loop; /* the header of the first loop cut, in ... */
  LLVMValueRef cut_fn;        /* ... this function */
  Z3_ast cut_pc;  /* paths cut */
  Z3_ast ub;      /* paths with undefined behaviour */
  Z3_ast axioms;  /* facts of the semantic functions that hold on every path */
  Z3_ast exit_pc;
  sx_state *cur;
  unsigned nallocas;
  rlv_ptrmap alloca_ids;  /* allocas of the function and of the functions it calls */
  uint64_t *alloca_size; /* bytes of each alloca (its allocated type), by id */
  LLVMValueRef *alloca_inst; /* each alloca instruction, by id */
  LLVMValueRef calls[SX_MAX_CALL_DEPTH]; /* the defined functions being run inline */
  unsigned ncalls;
  unsigned fresh;
  unsigned freezes; /* freezes of possibly-poison values run so far (sem_llvm.c) */
  Z3_ast froze;     /* Bool: some path froze a poison value (NULL: none can have) */
  /* shared with the other side through the prove driver */
  sx_binding *bindings;
  size_t nbindings, cap_bindings;
  sx_input *inputs;
  size_t ninputs, cap_inputs;
  sx_bufinput *bufinputs;
  size_t nbufinputs, cap_bufinputs;
  rlv_ptrmap bufinput_seen; /* term -> 1 */
  sx_creation *creations;
  size_t ncreations, cap_creations;
  sx_annot *annots;
  size_t nannots, cap_annots;
  sx_event *events;
  size_t nevents, cap_events;
  /* implicit orderId -> LB (BEFORE), from the pairing with AFTER */
  rlv_ptrmap implicit_lb; /* key (void*)(orderId+1) -> lb+1 */
  /* Every key of a state's env or slots -> when it was first bound (1, 2, ...): a merge
   * walks the keys in that order, not in the maps' (address) order, so that Z3 is given
   * the same terms in the same order on every run and gives the same counterexample. */
  rlv_ptrmap key_order;
  rlv_ptrmap groupshared_ids; /* name hash + 2^32 -> the groupshared global it names */
  /* whether the module declares groupshared memory; not asked until a barrier needs it */
  enum { SX_GROUPSHARED_UNASKED, SX_GROUPSHARED_NO, SX_GROUPSHARED_YES } groupshared;
  uintptr_t nkeys;
  sx_state final;
} sx_exec;

/* ---- exec.c: the driver ---- */

/* Runs `fn`; on return ex->final holds the merged exit state (unless ex->unknown). */
void sx_exec_function(sx_exec *ex, LLVMValueRef fn);
void sx_exec_dispose(sx_exec *ex);
/* A call instruction: a DXIL op, a pointer-level or intrinsic call, a pure or external
 * function (an event), or a defined function run inline. */
void sx_exec_call(sx_exec *ex, LLVMValueRef call);
/* Whether fn is declared memory(none). */
bool sx_is_memory_none(LLVMValueRef fn);
/* "%name" or "%7": how the printed IR labels block b (caller frees). */
char *sx_block_label(LLVMBasicBlockRef b);
bool sx_is_dxil_handle_type(LLVMTypeRef t);
void sx_unknown(sx_exec *ex, LLVMValueRef at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void sx_add_ub(sx_exec *ex, Z3_ast cond);
/* An operation on handle value v: undefined if v is poison or its index is out of range. */
void sx_use_handle(sx_exec *ex, const sval *v);
/* Spends `units` of the function's budget (an executed instruction is one; copying or
 * merging a state costs the entries it touches). False, with ex->unknown naming the
 * budget, when it has run out, Z3 reported an error or Z3's memory is past its bound: a
 * path the budget drops was never compared, so nothing may be claimed for it. */
bool sx_spend(sx_exec *ex, uint64_t units, LLVMValueRef at);
void sx_add_input(sx_exec *ex, const char *label, Z3_ast term);
/* A binding seen on this side, once per (class, space, LB, size). */
void sx_register_binding(sx_exec *ex, unsigned cls, uint32_t space, uint32_t lb, uint32_t size,
                         int family, unsigned lanes, unsigned lane_bits, const char *name,
                         const char *type_name);
/* A new, zeroed handle-creation record on the current path (owned by ex). */
sx_creation *sx_add_creation(sx_exec *ex);
/* Records an event on the current path; returns its rank (BV32). */
Z3_ast sx_event_record(sx_exec *ex, const char *what, unsigned nargs, sval **args,
                       LLVMValueRef at);
/* The event just recorded does not see memory (it is not compared there). */
void sx_event_ignores_memory(sx_exec *ex);
/* A group barrier: an event, after which memory is what the group's other threads left. */
void sx_barrier(sx_exec *ex, const char *what, LLVMValueRef call);

/* ---- state.c: path states ---- */

/* States waiting at one point (owned: each is freed by whoever takes it). */
typedef struct sx_states {
  sx_state **items;
  size_t count, cap;
} sx_states;

/* Binds `key` (a value in env, a global in slots) to `v` in a state's map. */
void sx_bind(sx_exec *ex, rlv_ptrmap *map, const void *key, sval *v);
/* Binds instruction `inst` to `v` in the current state. */
void sx_set(sx_exec *ex, LLVMValueRef inst, sval *v);
sx_state *sx_state_new(sx_exec *ex);
/* A copy for another path (spends the state's size from the budget). */
sx_state *sx_state_copy(sx_exec *ex, const sx_state *src);
void sx_state_free(sx_state *s);
void sx_map_copy(rlv_ptrmap *dst, const rlv_ptrmap *src);
/* Whether two values can be merged into one by ite (same kind and shape). */
bool sx_mergeable(sval *a, sval *b);
/* Merges the n states reaching one point (consumed) into one. */
sx_state *sx_merge_states(sx_exec *ex, sx_state **in, size_t n);

/* The decision tree of a join (merge_tree.c): a leaf is an incoming state's index, a node
 * chooses by a branch condition. NULL when the path conditions do not split by branches. */
typedef struct sx_merge_tree {
  size_t leaf; /* (size_t)-1 at a node */
  Z3_ast cond;
  struct sx_merge_tree *if_true, *if_false;
} sx_merge_tree;
sx_merge_tree *sx_merge_tree_of(sx_exec *ex, sx_state **in, size_t n);
/* The join of vals[i] (one per incoming state) by the tree. */
Z3_ast sx_merge_tree_ast(sx_exec *ex, const sx_merge_tree *t, const Z3_ast *vals);
sval *sx_merge_tree_sval(sx_exec *ex, const sx_merge_tree *t, sval *const *vals);
/* split.c: the classes of the n states reaching `at` that merge (class_of[i] per state;
 * returns their count): states apart when they disagree beyond merging on a value that may
 * still be used. */
size_t sx_merge_classes(LLVMBasicBlockRef at, sx_state **in, size_t n, size_t *class_of);
void sx_states_push(sx_states *list, sx_state *s);

/* ---- cfg.c: control flow ---- */

/* Runs the body of `fn` from the state `init` (consumed); the states that return are left
 * in *exits. */
void sx_run_body(sx_exec *ex, LLVMValueRef fn, sx_state *init, sx_states *exits);

/* ---- sem_llvm.c: generic LLVM instructions ---- */

/* The value of an operand on the current path (instruction, argument, constant, global). */
sval *sx_operand(sx_exec *ex, LLVMValueRef v);
/* Executes a non-terminator instruction on the current state. */
void sx_exec_inst(sx_exec *ex, LLVMValueRef inst);

/* ---- value.c: building values ---- */

sval *sv_int(sx_exec *ex, Z3_ast v, Z3_ast poison, unsigned width);
sval *sv_poison(sx_exec *ex, LLVMTypeRef type);
sval *sv_agg(sx_exec *ex, unsigned n);
sval *sv_from_type_fresh(sx_exec *ex, LLVMTypeRef type, const char *prefix, bool poison);
sval *sv_constant(sx_exec *ex, LLVMValueRef c);
sval *sv_ite(sx_exec *ex, Z3_ast c, sval *a, sval *b);
sx_handle *sx_handle_ite(sx_exec *ex, Z3_ast c, sx_handle *a, sx_handle *b);
unsigned sx_type_bits(LLVMTypeRef t); /* scalar bits, 0 if not an int/fp scalar */
bool sx_nu_any(sval *v);
/* Flattens a value of `type` into its bits (little-endian across elements) and poison. */
bool sv_to_bits(sx_exec *ex, sval *v, LLVMTypeRef type, Z3_ast *bits, Z3_ast *poison);

/* A resource id: class (2 bits) ++ space (32) ++ register (32); memory indices append the
 * unit (byte, element ++ lane) below it. */
#define RID_BITS 66

/* ---- roots.c: the functions prove compares ---- */

/* The defined functions the DirectX pipeline keeps: entry points, exports and what they
 * reach (every defined function when the module marks neither). */
typedef struct sx_kept {
  rlv_ptrmap fns;
} sx_kept;

void sx_kept_compute(sx_kept *k, LLVMModuleRef m);
bool sx_kept_has(const sx_kept *k, LLVMValueRef fn);
void sx_kept_free(sx_kept *k);

/* ---- report.c: the proof report ---- */

/* The register letter of a resource class: t (SRV), u (UAV), b (CBuffer), s (sampler). */
char sx_reg_letter(unsigned cls);

/* ---- memory.c: the memory model ---- */

Z3_ast sx_rid(sx_exec *ex, sx_handle *h);
void sx_mem_init(sx_exec *ex, sx_mem *m);
/* Whether t is a bounds-checked load, ite(in, value, 0), with `in` a length comparison of
 * this file's (the same term on both sides of a proof). */
bool sx_is_bounds_checked(Z3_context z, Z3_ast t);
/* Typed lane read (decoded) / write (encoded). */
sval *sx_typed_read_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane);
void sx_typed_write_lane(sx_exec *ex, sx_handle *h, Z3_ast elem, unsigned lane, sval *bits32);
void sx_typed_mark(sx_exec *ex, sx_handle *h, Z3_ast elem);
Z3_ast sx_typed_mapped(sx_exec *ex, sx_handle *h, Z3_ast elem);
/* Raw bytes: a scalar of `width` bits at byte address `addr`. */
sval *sx_raw_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width);
void sx_raw_write(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v);
Z3_ast sx_raw_mapped(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned nbytes);
sval *sx_cbuf_read(sx_exec *ex, sx_handle *h, Z3_ast addr, unsigned width);
/* Bytes of an alloca; reading bytes of a handle it holds is unknown (at = where), writing
 * over one forgets the handle. */
sval *sx_alloca_read(sx_exec *ex, unsigned id, Z3_ast off, unsigned width, LLVMValueRef at);
void sx_alloca_write(sx_exec *ex, unsigned id, Z3_ast off, sval *v);
void sx_alloca_kill(sx_exec *ex, unsigned id);
/* Handles in allocas: stored at a constant offset, loaded back as the same value. */
bool sx_is_handle_type(LLVMTypeRef t);
/* A type whose values private memory holds as whole slots (handles and pointers), not as
 * modelled bytes. */
bool sx_is_slot_type(LLVMTypeRef t);
void sx_alloca_write_handle(sx_exec *ex, unsigned id, Z3_ast off, sval *v, LLVMTypeRef t,
                            LLVMValueRef at);
sval *sx_alloca_read_handle(sx_exec *ex, unsigned id, Z3_ast off, LLVMTypeRef t,
                            LLVMValueRef at);
/* The handle slot of alloca `id` covering byte `off`, or NULL. */
const sx_hslot *sx_hslot_at(const sx_state *s, unsigned id, uint64_t off);
/* Whether some handle slot of alloca `id` may overlap [off, off + n) (off symbolic: any). */
bool sx_hslot_overlaps(sx_exec *ex, unsigned id, Z3_ast off, uint64_t n);
/* A list of slots (handles or values held in allocas): forgets those of alloca `id` that
 * [off, off + n) may overwrite (off NULL: all of them), and appends one. */
void sx_slots_forget(sx_exec *ex, sx_hslots *list, unsigned id, Z3_ast off, uint64_t n);
void sx_slots_push(sx_hslots *list, sx_hslot slot);
void sx_hslots_copy(sx_hslots *dst, const sx_hslots *src);
void sx_hslots_free(sx_hslots *hs);
/* The slots every state holds with mergeable values, merged by path condition. */
void sx_hslots_merge(sx_exec *ex, sx_hslots *out, sx_state **in, size_t n);
/* Private memory as values (private_values.c): a scalar stored whole at a constant offset
 * is what a load of its width there returns. */
void sx_pvals_store(sx_exec *ex, unsigned id, Z3_ast off, sval *v);
/* The value last stored whole at `off` with `width` bits, or NULL (read the bytes). */
sval *sx_pvals_load(sx_exec *ex, unsigned id, Z3_ast off, unsigned width);
void sx_pvals_merge(sx_exec *ex, sx_hslots *out, sx_state **in, size_t n);
Z3_ast sx_counter_update(sx_exec *ex, sx_handle *h, int step);
Z3_ast sx_dims(sx_exec *ex, sx_handle *h);
Z3_ast sx_uf1(sx_exec *ex, const char *name, Z3_ast arg, unsigned out_width);
Z3_ast sx_ufn(sx_exec *ex, const char *name, unsigned n, Z3_ast *args, unsigned out_width);
/* select(arr, i) with read-over-write resolved where the indices are the same term or
 * surely different, and a constant array's value (select_resolve.c). */
Z3_ast sx_select_known(Z3_context z, Z3_ast arr, Z3_ast i);
/* Byte k (bits 8k+7..8k) of bits: the part of a concatenation that is that byte, or an
 * extract. */
Z3_ast sx_byte_of(Z3_context z, Z3_ast bits, unsigned k);
/* The parts of a (nested) concatenation, most significant first; false past max. */
bool sx_concat_parts(Z3_context z, Z3_ast t, Z3_ast *out, unsigned *n, unsigned max);
/* t when v is t's bytes put back together (a value stored to memory and loaded again:
 * concat(extract(31,24,t), ..., extract(7,0,t))); v otherwise (encode.c). */
Z3_ast sx_whole_of_bytes(Z3_context z, Z3_ast v);
/* a + b or a * b (opname names operation, type and flags) under `reassoc`: one function of
 * the multiset of the chain's leaves (fp_reassoc.c). */
Z3_ast sx_fp_reassoc(sx_exec *ex, const char *opname, Z3_ast a, Z3_ast b, unsigned width);
Z3_ast sx_input_ufn(sx_exec *ex, const char *name, unsigned n, Z3_ast *args,
                    unsigned out_width);

/* sem_llvm.c: floating-point arithmetic (fadd, fsub, fmul, fdiv, frem; b NULL: fneg) and
 * comparison of scalars with the given fast-math flags, as the instructions have them
 * (`at` names the place in a diagnostic). */
sval *sx_fp_arith(sx_exec *ex, LLVMOpcode op, unsigned fmf, LLVMValueRef at, sval *a, sval *b);
sval *sx_fcmp(sx_exec *ex, LLVMRealPredicate pred, unsigned fmf, LLVMValueRef at, sval *a, sval *b);

/* ---- sem_intrinsic.c, sem_dxil.c, sem_pointer.c: the semantics of each level ---- */

/* Each returns true when it handled the call (possibly setting ex->unknown). */
bool sx_sem_intrinsic(sx_exec *ex, LLVMValueRef call, const char *name);
bool sx_sem_dxil(sx_exec *ex, LLVMValueRef call, const char *name);
/* sem_stage.c: wave ops, derivatives, discard, stage inputs and outputs, at both levels. */
bool sx_sem_stage_intrinsic(sx_exec *ex, LLVMValueRef call, const char *name);
bool sx_sem_stage_dxil(sx_exec *ex, LLVMValueRef call, unsigned opcode);
/* sem_math.c: HLSL math with an exact meaning or defined by the operations DXIL has (true
 * when it handled the call; `base` is the intrinsic's name without overload suffixes). */
bool sx_sem_math_intrinsic(sx_exec *ex, LLVMValueRef call, const char *base);
bool sx_sem_math_dxil(sx_exec *ex, LLVMValueRef call, unsigned opcode);
/* Whether m declares groupshared memory (addrspace(3) globals). */
bool sx_module_has_groupshared(LLVMModuleRef m);
/* sem_pointer.c: the register that names a groupshared global (a hash of its name). */
uint32_t sx_groupshared_id(const char *name, size_t len);
/* helper_lane.c: discard(cond) makes the path a helper lane where cond holds; merges of
 * the helper state; the memory observed at the end (the memory at the discard on a helper
 * lane); an output store just recorded that a helper lane does not make. */
void sx_discard(sx_exec *ex, sval *cond);
void sx_helper_merge(sx_exec *ex, sx_state *out, sx_state **in, size_t n);
void sx_helper_observe(sx_exec *ex, sx_state *fin);
void sx_helper_mute_last_event(sx_exec *ex, Z3_ast rank_before);
bool sx_sem_pointer_call(sx_exec *ex, LLVMValueRef call, const char *name);
/* Pointer level: loads, stores, GEPs, globals. */
sval *sx_ptr_gep(sx_exec *ex, LLVMValueRef gep);
sval *sx_ptr_load(sx_exec *ex, sval *ptr, LLVMTypeRef type, LLVMValueRef at);
void sx_ptr_store(sx_exec *ex, sval *ptr, sval *v, LLVMTypeRef type, LLVMValueRef at);
sval *sx_global_pointer(sx_exec *ex, LLVMValueRef g);

/* ---- handle_type.c: BEFORE's resource types ---- */

/* Parses a BEFORE handle type into the way its memory is addressed (false: unknown set). */
bool sx_handle_shape(sx_exec *ex, LLVMTypeRef t, sx_handle *h, LLVMValueRef at);
/* Fills c with the annotateHandle properties AFTER must declare for a resource of BEFORE's
 * type t (c->props_known false when the type does not pin them down). */
void sx_expected_props(sx_exec *ex, LLVMTypeRef t, sx_handle *h, sx_creation *c);

/* ---- encode.c: encodings shared by every level ---- */

/* An i1 bit-vector from a Bool, and back. */
Z3_ast sx_bool_bv(Z3_context z, Z3_ast b);
Z3_ast sx_bv_bool(Z3_context z, Z3_ast v);
sval *sx_handle_value(sx_exec *ex, sx_handle *h);
/* A typed value of type t (1-4 components) at element `elem` from component `first` on:
 * component c in lane c, or a 64-bit one in lanes 2c (low word) and 2c + 1. */
sval *sx_typed_read_value(sx_exec *ex, sx_handle *h, Z3_ast elem, LLVMTypeRef t, unsigned first,
                          LLVMValueRef at);
void sx_typed_write_value(sx_exec *ex, sx_handle *h, Z3_ast elem, sval *v, LLVMTypeRef t,
                          unsigned first, LLVMValueRef at);
/* A raw value of type t (a scalar, a vector, or an aggregate of them) at byte address `addr`,
 * little-endian. */
sval *sx_raw_read_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at);
void sx_raw_write_value(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                        LLVMValueRef at);
/* Raw aggregates (raw_aggregate.c): a struct or an array, member by member at its DataLayout
 * offset; a struct's [N x i8] members are padding, never moved (a load gives them poison). */
bool sx_is_raw_aggregate(LLVMTypeRef t);
sval *sx_raw_read_aggregate(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at);
void sx_raw_write_aggregate(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                            LLVMValueRef at);
/* A raw access's check bit: mapped() of every 32-bit word the value's bytes (padding not
 * included) touch. */
Z3_ast sx_raw_mapped_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t);
/* The byte address of (index, offset) on a raw handle; *poison: the address is undefined. */
Z3_ast sx_raw_address(sx_exec *ex, sx_handle *h, sval *idx, sval *off, Z3_ast *poison);
/* v with every scalar also poison where p holds. */
sval *sx_poison_all(sx_exec *ex, sval *v, Z3_ast p);
/* Whether a structured load's bytes [off, off + end) leave its element's stride, in an element
 * inside the buffer: D3D leaves such a value undefined (ld_structured), so it is poison. False
 * for other families. */
Z3_ast sx_past_stride(sx_exec *ex, sx_handle *h, Z3_ast elem, Z3_ast off, uint64_t end);
/* A thread id (or another per-thread input) `uf`(component), recorded as an input. */
sval *sx_thread_input(sx_exec *ex, const char *uf, const char *label, sval *component);
/* asdouble / makeDouble: (lo, hi) -> double; splitdouble / splitDouble: double -> {lo, hi}. */
sval *sx_make_double(sx_exec *ex, sval *lo, sval *hi, LLVMValueRef at);
sval *sx_split_double(sx_exec *ex, sval *d, LLVMValueRef at);
/* A function application the concrete replay cannot interpret was used (a float or math UF):
 * a refutation resting on it is checked by replay, and unknown if the replay uses one too. */
void sx_uses_opaque_uf(sx_exec *ex);
/* A pure call as one uninterpreted function per scalar lane (`ufname`.<scalar type>) of the
 * operands from `first_arg` on; shared by LLVM intrinsics and the DXIL math ops. */
sval *sx_pure_call(sx_exec *ex, const char *ufname, LLVMValueRef call, unsigned first_arg,
                   bool float_op);

#endif
