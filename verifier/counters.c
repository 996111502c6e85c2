/* Counter rules (reference §2 updatecounter, §4.6, DXC Instr.OnlyOneAllocConsume): the step,
 * the resource a DirectX counter lives on, and one direction per resource. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/handle_origin.h"
#include "verifier/layout.h"
#include "verifier/vctx.h"

/* One resource's counter directions seen so far (DirectX only: SPIR-V counters are separate
 * buffers that may go both ways). */
typedef struct counter_use {
  rlv_binding_key key;
  LLVMValueRef create; /* the binding call, for the resource's name */
  LLVMValueRef first[2]; /* first decrement [0] / increment [1] */
  bool reported;
} counter_use;

typedef struct counter_uses {
  counter_use *items;
  size_t count, cap;
  size_t *slots; /* open addressing over items: index + 1, 0 empty; a power of two */
  size_t nslots;
} counter_uses;

/* +1 or -1 in `*dir`; false (after reporting) for any other step. */
static bool check_step(rlv_vctx *v, LLVMValueRef call, const char *name, int *dir) {
  LLVMValueRef step = rlv_call_arg(call, 1);
  int64_t k;
  if (!step) {
    rlv_report(v->diags, RLV_RULE_COUNTER_STEP, call, "%s has no step operand", name);
    return false;
  }
  if (!rlv_const_i64(step, &k)) {
    rlv_report(v->diags, RLV_RULE_COUNTER_STEP, call,
               "%s has a non-constant step; it must be the constant 1 (increment) or -1 (decrement)", name);
    return false;
  }
  if (k != 1 && k != -1) {
    rlv_report(v->diags, RLV_RULE_COUNTER_STEP, call,
               "%s has step %lld; it must be the constant 1 (increment) or -1 (decrement)", name, (long long)k);
    return false;
  }
  *dir = (int)k;
  return true;
}

/* A DirectX counter lives on a writeable structured RawBuffer (a RWStructuredBuffer/Append/
 * Consume buffer). A SPIR-V handle is access-family-mismatch's finding. */
static void check_counter_resource(rlv_vctx *v, LLVMValueRef call) {
  LLVMValueRef h = rlv_call_arg(call, 0);
  if (!h)
    return;
  rlv_restype rt;
  bool parsed = rlv_restype_parse(LLVMTypeOf(h), &rt);
  if (parsed && (rlv_tt_is_spirv(rt.tt) || !rt.well_formed))
    return; /* family mismatch or type-param-count */
  if (parsed && rt.tt == RLV_TT_DX_RAWBUFFER && rt.kind == RLV_KIND_STRUCTUREDBUFFER && rt.writeable)
    return;
  char *ts = rlv_type_string(LLVMTypeOf(h));
  const char *why = !parsed ? "not a resource handle"
                    : rt.tt != RLV_TT_DX_RAWBUFFER ? "not a dx.RawBuffer"
                    : rt.kind != RLV_KIND_STRUCTUREDBUFFER ? "a byte-address buffer, not a structured buffer"
                                                           : "not writeable (an SRV)";
  rlv_report(v->diags, RLV_RULE_COUNTER_RESOURCE, call,
             "llvm.dx.resource.updatecounter on %s, which is %s; counters exist only on writeable "
             "structured buffers", ts, why);
  free(ts);
}

static size_t key_hash(const rlv_binding_key *k) {
  uint64_t h = k->implicit ? k->order_id * 0x9E3779B97F4A7C15ull + 1
                           : ((k->res_class * 0x9E3779B97F4A7C15ull) ^ k->space) *
                                     0xBF58476D1CE4E5B9ull ^ k->lower_bound;
  h = (h ^ (h >> 31)) * 0x94D049BB133111EBull;
  return (size_t)(h ^ (h >> 29));
}

/* The slot of `key`: its entry, or the empty slot where it goes. */
static size_t *slot_of(counter_uses *uses, const rlv_binding_key *key) {
  size_t at = key_hash(key) & (uses->nslots - 1);
  while (uses->slots[at] && !rlv_binding_key_equal(&uses->items[uses->slots[at] - 1].key, key))
    at = (at + 1) & (uses->nslots - 1);
  return &uses->slots[at];
}

/* The entry of a resource, found by hashing: a module may count on thousands of them. */
static counter_use *use_of(counter_uses *uses, const rlv_binding_key *key, LLVMValueRef create) {
  if (2 * (uses->count + 1) > uses->nslots) {
    free(uses->slots);
    uses->nslots = uses->nslots ? 2 * uses->nslots : 16;
    uses->slots = rlv_xcalloc(uses->nslots, sizeof *uses->slots);
    for (size_t i = 0; i < uses->count; i++)
      *slot_of(uses, &uses->items[i].key) = i + 1;
  }
  size_t *slot = slot_of(uses, key);
  if (*slot)
    return &uses->items[*slot - 1];
  if (uses->count == uses->cap) {
    uses->cap = uses->cap ? uses->cap * 2 : 8;
    uses->items = rlv_xrealloc(uses->items, uses->cap * sizeof *uses->items);
  }
  counter_use *u = &uses->items[uses->count++];
  *u = (counter_use){.key = *key, .create = create};
  *slot = uses->count;
  return u;
}

static const char *function_name(LLVMValueRef inst) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  size_t len;
  return bb ? LLVMGetValueName2(LLVMGetBasicBlockParent(bb), &len) : "";
}

/* Records a +1/-1 on the resource behind the handle; reports the first call that goes the
 * other way from an earlier one. Handles that do not trace to one binding are skipped. */
static void note_direction(rlv_vctx *v, counter_uses *uses, LLVMValueRef call, int dir) {
  LLVMValueRef create = rlv_handle_origin(rlv_call_arg(call, 0));
  rlv_binding_key key;
  if (!create || !rlv_binding_key_of(create, &key))
    return;
  counter_use *u = use_of(uses, &key, create);
  int slot = dir > 0, other = !slot;
  if (!u->first[slot])
    u->first[slot] = call;
  if (!u->first[other] || u->reported)
    return;
  u->reported = true;
  char *res = rlv_binding_describe(u->create);
  rlv_report(v->diags, RLV_RULE_COUNTER_BOTH_DIRECTIONS, call,
             "the counter of %s is %s here but %s in @%s; a RWStructuredBuffer counter may be "
             "incremented or decremented, not both", res, dir > 0 ? "incremented" : "decremented",
             dir > 0 ? "decremented" : "incremented", function_name(u->first[other]));
  free(res);
}

void rlv_check_counters(rlv_vctx *v) {
  counter_uses uses = {0};
  for (size_t i = 0; i < v->ncalls; i++) {
    const rlv_icall *ic = &v->calls[i];
    if (ic->id != RLV_DX_UPDATECOUNTER && ic->id != RLV_SPV_UPDATECOUNTER)
      continue;
    bool dx = ic->id == RLV_DX_UPDATECOUNTER;
    int dir = 0;
    bool step_ok = check_step(v, ic->call, rlv_intrinsic_info_get(ic->id)->name, &dir);
    if (!dx)
      continue;
    check_counter_resource(v, ic->call);
    if (step_ok)
      note_direction(v, &uses, ic->call, dir);
  }
  free(uses.items);
  free(uses.slots);
}
