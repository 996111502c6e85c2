/* DXIL buffer accesses (reference §3.2, §3.3; DXC Instr.WriteMask*, Instr.CoordinateCount*,
 * Instr.ConstAlignForRawBuf, Instr.CBufferOutOfBound, Instr.BufferUpdateCounter*,
 * Instr.OnlyOneAllocConsume): masks, coordinates, alignment, cbuffer rows, resource kinds
 * and counters, judged against the resource behind each handle. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/dxil.h"

#define TZ_UNKNOWN 64u
#define TZ_DEPTH 8

static bool is_buffer_kind(unsigned k) {
  return k == RLV_KIND_TYPEDBUFFER || k == RLV_KIND_RAWBUFFER || k == RLV_KIND_STRUCTUREDBUFFER ||
         k == RLV_KIND_TBUFFER;
}

static bool is_contiguous_mask(uint64_t m) { return m == 1 || m == 3 || m == 7 || m == 15; }

static const char *kind_name(unsigned k) { return rlv_res_kind_name((rlv_res_kind)k); }

/* ---- dxil-resource-kind ---- */

static void check_kind(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r) {
  unsigned opc = c->op->opcode;
  bool store = opc == DXOP_BUFFER_STORE || opc == DXOP_RAW_BUFFER_STORE;
  const char *want = NULL;
  if (opc == DXOP_CBUFFER_LOAD_LEGACY) {
    if (r->res_class != RLV_CLASS_CBUFFER)
      want = "a cbuffer";
  } else if (opc == DXOP_RAW_BUFFER_LOAD || opc == DXOP_RAW_BUFFER_STORE) {
    if (r->kind != RLV_KIND_RAWBUFFER && r->kind != RLV_KIND_STRUCTUREDBUFFER)
      want = "a raw or structured buffer";
  } else if (opc == DXOP_BUFFER_LOAD || opc == DXOP_BUFFER_STORE || opc == DXOP_GET_DIMENSIONS) {
    if (!is_buffer_kind(r->kind) && opc != DXOP_GET_DIMENSIONS)
      want = "a typed, raw or structured buffer";
    if (opc == DXOP_GET_DIMENSIONS && (r->res_class == RLV_CLASS_CBUFFER || r->res_class == RLV_CLASS_SAMPLER))
      want = "a buffer or texture";
  }
  if (want)
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESOURCE_KIND, c->call, "dx.op %s needs %s; the handle is a %s %s",
               c->op->name, want, kind_name(r->kind), rlv_res_class_name(r->res_class));
  else if (store && !r->uav)
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESOURCE_KIND, c->call,
               "dx.op %s writes to a %s %s; stores need a UAV", c->op->name, kind_name(r->kind),
               rlv_res_class_name(r->res_class));
}

/* ---- dxil-coordinate ---- */

static void check_coordinate(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r) {
  LLVMValueRef second = rlv_call_arg(c->call, 3);
  bool undef = rlv_is_undef_or_poison(second);
  if ((r->kind == RLV_KIND_TYPEDBUFFER || r->kind == RLV_KIND_RAWBUFFER) && !undef)
    rlv_report(d->v->diags, RLV_RULE_DXIL_COORDINATE, c->call,
               "dx.op %s on a %s takes one coordinate; the second (offset) must be undef", c->op->name,
               kind_name(r->kind));
  else if (r->kind == RLV_KIND_STRUCTUREDBUFFER && undef)
    rlv_report(d->v->diags, RLV_RULE_DXIL_COORDINATE, c->call,
               "dx.op %s on a StructuredBuffer needs two coordinates; the byte offset in the element is undef",
               c->op->name);
}

/* ---- store masks ---- */

/* The constant mask operand; reports under `rule` when it is not a constant. */
static bool mask_of(rlv_dxctx *d, const rlv_dxcall *c, unsigned arg, rlv_rule_id rule, uint64_t *m) {
  if (rlv_const_u64(rlv_call_arg(c->call, arg), m))
    return true;
  rlv_report(d->v->diags, rule, c->call, "the mask of dx.op %s must be a constant i8", c->op->name);
  return false;
}

static void check_typed_store_mask(rlv_dxctx *d, const rlv_dxcall *c) {
  uint64_t m;
  if (mask_of(d, c, 8, RLV_RULE_DXIL_TYPED_STORE_MASK, &m) && m != 15)
    rlv_report(d->v->diags, RLV_RULE_DXIL_TYPED_STORE_MASK, c->call,
               "a typed buffer store writes every component: the mask must be 15 (0xF), not %llu",
               (unsigned long long)m);
}

/* Contiguous from x, and exactly the lanes with defined values. */
static void check_raw_store_mask(rlv_dxctx *d, const rlv_dxcall *c) {
  uint64_t m;
  if (!mask_of(d, c, 8, RLV_RULE_DXIL_RAW_STORE_MASK, &m))
    return;
  if (!is_contiguous_mask(m)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RAW_STORE_MASK, c->call,
               "raw store mask %llu is not one of 1, 3, 7, 15 (x, xy, xyz, xyzw)", (unsigned long long)m);
    return;
  }
  for (unsigned lane = 0; lane < 4; lane++) {
    bool written = (m >> lane) & 1, undef = rlv_is_undef_or_poison(rlv_call_arg(c->call, 4 + lane));
    if (written && undef)
      rlv_report(d->v->diags, RLV_RULE_DXIL_RAW_STORE_MASK, c->call,
                 "raw store mask %llu writes lane %u, whose value is undef", (unsigned long long)m, lane);
    else if (!written && !undef)
      rlv_report(d->v->diags, RLV_RULE_DXIL_RAW_STORE_MASK, c->call,
                 "raw store mask %llu does not write lane %u, which has a value; unwritten lanes must be undef",
                 (unsigned long long)m, lane);
  }
}

/* ---- dxil-load-mask ---- */

static void check_load_mask(rlv_dxctx *d, const rlv_dxcall *c) {
  uint64_t m;
  if (!mask_of(d, c, 4, RLV_RULE_DXIL_LOAD_MASK, &m))
    return;
  if (!is_contiguous_mask(m)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_LOAD_MASK, c->call,
               "raw load mask %llu is not one of 1, 3, 7, 15 (x, xy, xyz, xyzw)", (unsigned long long)m);
    return;
  }
  for (LLVMUseRef u = LLVMGetFirstUse(c->call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1)
      continue; /* dxil-struct-use */
    unsigned lane = LLVMGetIndices(user)[0];
    if (lane < 4 && !((m >> lane) & 1))
      rlv_report(d->v->diags, RLV_RULE_DXIL_LOAD_MASK, user,
                 "lane %u of a rawBufferLoad with mask %llu is used, but the mask does not load it", lane,
                 (unsigned long long)m);
  }
}

/* ---- alignment ---- */

static unsigned min_u(unsigned a, unsigned b) { return a < b ? a : b; }

/* The known trailing zero bits of an i32 address term; `unknown` for values nothing is known
 * about (the caller decides what they may be). */
static unsigned trailing_zeros(LLVMValueRef v, unsigned unknown, unsigned depth) {
  uint64_t k;
  if (rlv_const_u64(v, &k))
    return k ? (unsigned)__builtin_ctzll(k) : TZ_UNKNOWN;
  if (!v || depth >= TZ_DEPTH || !LLVMIsABinaryOperator(v))
    return unknown;
  LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
  switch (LLVMGetInstructionOpcode(v)) {
  case LLVMAdd:
  case LLVMOr:
    return min_u(trailing_zeros(a, unknown, depth + 1), trailing_zeros(b, unknown, depth + 1));
  case LLVMMul:
    return min_u(TZ_UNKNOWN, trailing_zeros(a, unknown, depth + 1) + trailing_zeros(b, unknown, depth + 1));
  case LLVMShl:
    return rlv_const_u64(b, &k) && k < 32 ? min_u(TZ_UNKNOWN, trailing_zeros(a, unknown, depth + 1) + (unsigned)k)
                                          : unknown;
  default: return unknown;
  }
}

/* Alignment the address guarantees, as a power of two exponent: a byte address's own constant
 * terms for raw buffers; index * stride + offset for structured ones, with any index possible. */
static bool guaranteed_log2(const rlv_dxcall *c, const rlv_dxres *r, unsigned *out) {
  LLVMValueRef index = rlv_call_arg(c->call, 2), offset = rlv_call_arg(c->call, 3);
  if (r->kind == RLV_KIND_RAWBUFFER) {
    *out = trailing_zeros(index, TZ_UNKNOWN, 0);
    return true;
  }
  if (r->kind != RLV_KIND_STRUCTUREDBUFFER || !r->word1_known || r->word1 == 0)
    return false;
  unsigned stride_tz = (unsigned)__builtin_ctzll(r->word1);
  unsigned elem = min_u(TZ_UNKNOWN, trailing_zeros(index, 0, 0) + stride_tz);
  *out = min_u(elem, trailing_zeros(offset, TZ_UNKNOWN, 0));
  return true;
}

static void check_alignment(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r, unsigned arg) {
  uint64_t a;
  if (!rlv_const_u64(rlv_call_arg(c->call, arg), &a)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_ALIGNMENT, c->call,
               "the alignment of dx.op %s must be a constant i32", c->op->name);
    return;
  }
  if (a == 0 || (a & (a - 1)) != 0) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_ALIGNMENT, c->call,
               "the alignment %llu of dx.op %s is not a power of two", (unsigned long long)a, c->op->name);
    return;
  }
  unsigned g;
  if (!r->known || !guaranteed_log2(c, r, &g) || g >= 32 || a <= (1ull << g))
    return;
  if (r->kind == RLV_KIND_RAWBUFFER)
    rlv_report(d->v->diags, RLV_RULE_DXIL_ALIGNMENT_OVERCLAIM, c->call,
               "dx.op %s claims alignment %llu, but its byte address is only known to be a multiple of %u",
               c->op->name, (unsigned long long)a, 1u << g);
  else
    rlv_report(d->v->diags, RLV_RULE_DXIL_ALIGNMENT_OVERCLAIM, c->call,
               "dx.op %s claims alignment %llu, but element index * stride %llu + offset is only known to "
               "be a multiple of %u", c->op->name, (unsigned long long)a, (unsigned long long)r->word1, 1u << g);
}

/* ---- dxil-cbuffer-row ---- */

static void check_cbuffer_row(rlv_dxctx *d, const rlv_dxcall *c, const rlv_dxres *r) {
  uint64_t row;
  if (r->res_class != RLV_CLASS_CBUFFER || !r->word1_known || !rlv_const_u64(rlv_call_arg(c->call, 2), &row))
    return;
  if (row >= (r->word1 + 15) / 16)
    rlv_report(d->v->diags, RLV_RULE_DXIL_CBUFFER_ROW, c->call,
               "cbufferLoadLegacy reads row %llu (bytes %llu..%llu) of a %llu-byte cbuffer", (unsigned long long)row,
               (unsigned long long)row * 16, (unsigned long long)row * 16 + 15, (unsigned long long)r->word1);
}

/* ---- counters ---- */

typedef struct counter_dir {
  rlv_res_class res_class;
  uint64_t space, lb;
  LLVMValueRef first[2]; /* first decrement [0] / increment [1] */
  bool reported;
} counter_dir;

typedef struct counter_dirs {
  counter_dir *items;
  size_t count, cap;
  size_t *slots; /* open addressing over items: index + 1, 0 empty; a power of two */
  size_t nslots;
} counter_dirs;

static size_t dir_hash(uint64_t cls, uint64_t space, uint64_t lb) {
  uint64_t h = ((cls * 0x9E3779B97F4A7C15ull) ^ space) * 0xBF58476D1CE4E5B9ull ^ lb;
  h = (h ^ (h >> 31)) * 0x94D049BB133111EBull;
  return (size_t)(h ^ (h >> 29));
}

/* The slot of a resource: its entry, or the empty slot where it goes. */
static size_t *dir_slot(counter_dirs *dirs, rlv_res_class cls, uint64_t space, uint64_t lb) {
  size_t at = dir_hash(cls, space, lb) & (dirs->nslots - 1);
  for (;; at = (at + 1) & (dirs->nslots - 1)) {
    size_t i = dirs->slots[at];
    if (!i || (dirs->items[i - 1].res_class == cls && dirs->items[i - 1].space == space &&
               dirs->items[i - 1].lb == lb))
      return &dirs->slots[at];
  }
}

/* A resource's directions, found by hashing (a module may count on thousands). */
static counter_dir *dir_of(counter_dirs *dirs, const rlv_dxres *r) {
  if (2 * (dirs->count + 1) > dirs->nslots) {
    free(dirs->slots);
    dirs->nslots = dirs->nslots ? 2 * dirs->nslots : 16;
    dirs->slots = rlv_xcalloc(dirs->nslots, sizeof *dirs->slots);
    for (size_t i = 0; i < dirs->count; i++)
      *dir_slot(dirs, dirs->items[i].res_class, dirs->items[i].space, dirs->items[i].lb) = i + 1;
  }
  size_t *slot = dir_slot(dirs, r->res_class, r->key_space, r->key_lb);
  if (*slot)
    return &dirs->items[*slot - 1];
  if (dirs->count == dirs->cap) {
    dirs->cap = dirs->cap ? dirs->cap * 2 : 8;
    dirs->items = rlv_xrealloc(dirs->items, dirs->cap * sizeof *dirs->items);
  }
  counter_dir *c = &dirs->items[dirs->count++];
  *c = (counter_dir){.res_class = r->res_class, .space = r->key_space, .lb = r->key_lb};
  *slot = dirs->count;
  return c;
}

static void check_counter(rlv_dxctx *d, counter_dirs *dirs, const rlv_dxcall *c, const rlv_dxres *r) {
  int64_t step;
  bool step_ok = rlv_const_i64(rlv_call_arg(c->call, 2), &step) && (step == 1 || step == -1);
  if (!step_ok)
    rlv_report(d->v->diags, RLV_RULE_DXIL_COUNTER, c->call,
               "bufferUpdateCounter's step must be the constant i8 1 (increment) or -1 (decrement)");
  if (!r->known)
    return;
  if (!r->uav || r->kind != RLV_KIND_STRUCTUREDBUFFER || !r->has_counter) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_COUNTER, c->call,
               "bufferUpdateCounter on a %s %s%s; counters exist only on structured UAVs whose properties "
               "(bit 15) or !dx.resources record say hasCounter", kind_name(r->kind), rlv_res_class_name(r->res_class),
               r->uav && r->kind == RLV_KIND_STRUCTUREDBUFFER ? " without a counter" : "");
    return;
  }
  if (!step_ok || !r->has_key)
    return;
  counter_dir *cd = dir_of(dirs, r);
  int slot = step > 0, other = !slot;
  if (!cd->first[slot])
    cd->first[slot] = c->call;
  if (!cd->first[other] || cd->reported)
    return;
  cd->reported = true;
  rlv_report(d->v->diags, RLV_RULE_DXIL_COUNTER_DIRECTION, c->call,
             "the counter of the UAV at space %llu, register %llu is %s here but %s elsewhere; a counter "
             "may be incremented or decremented, not both", (unsigned long long)r->key_space,
             (unsigned long long)r->key_lb, step > 0 ? "incremented" : "decremented",
             step > 0 ? "decremented" : "incremented");
}

/* ---- driver ---- */

static void check_one(rlv_dxctx *d, counter_dirs *dirs, const rlv_dxcall *c) {
  unsigned opc = c->op->opcode;
  rlv_dxres r = {0};
  rlv_dx_resolve(d, rlv_call_arg(c->call, 1), &r);
  switch (opc) {
  case DXOP_CBUFFER_LOAD_LEGACY:
  case DXOP_GET_DIMENSIONS:
    if (r.known)
      check_kind(d, c, &r);
    if (opc == DXOP_CBUFFER_LOAD_LEGACY && r.known)
      check_cbuffer_row(d, c, &r);
    break;
  case DXOP_BUFFER_LOAD:
  case DXOP_RAW_BUFFER_LOAD:
  case DXOP_BUFFER_STORE:
  case DXOP_RAW_BUFFER_STORE:
    if (r.known) {
      check_kind(d, c, &r);
      check_coordinate(d, c, &r);
    }
    if (opc == DXOP_RAW_BUFFER_LOAD) {
      check_load_mask(d, c);
      check_alignment(d, c, &r, 5);
    } else if (opc == DXOP_RAW_BUFFER_STORE) {
      check_raw_store_mask(d, c);
      check_alignment(d, c, &r, 9);
    } else if (opc == DXOP_BUFFER_STORE && r.known && r.kind == RLV_KIND_TYPEDBUFFER) {
      check_typed_store_mask(d, c);
    } else if (opc == DXOP_BUFFER_STORE && r.known &&
               (r.kind == RLV_KIND_RAWBUFFER || r.kind == RLV_KIND_STRUCTUREDBUFFER)) {
      check_raw_store_mask(d, c);
    }
    break;
  case DXOP_BUFFER_UPDATE_COUNTER: check_counter(d, dirs, c, &r); break;
  default: break;
  }
}

void rlv_dx_check_access(rlv_dxctx *d) {
  counter_dirs dirs = {0};
  for (size_t i = 0; i < d->ncalls; i++)
    if (d->calls[i].well_formed)
      check_one(d, &dirs, &d->calls[i]);
  free(dirs.items);
  free(dirs.slots);
}
