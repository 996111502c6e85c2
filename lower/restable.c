/* The resource table (reference §3.5), as LLVM 22's DXILResourceMap builds it: every
 * handlefrombinding call in module order (functions in order, each one's calls in use-list
 * order), stable-sorted by (class, space, lower bound, size, type info), consecutive equal
 * entries (binding, handle type, name) merged, record ids counted per class. */
#include <stdlib.h>
#include <string.h>

#include "lower/lctx.h"
#include "lower/props.h"
#include "lower/restable.h"
#include "model/ir.h"
#include "model/ptrmap.h"
#include "model/util.h"
#include "rlv/catalog.h"

#define MAX_COUNTER_WALK 64

unsigned rlv_dxil_element_type(LLVMTypeRef element, bool is_signed) {
  if (!element)
    return RLV_ET_INVALID;
  LLVMTypeRef s = LLVMGetTypeKind(element) == LLVMVectorTypeKind ? LLVMGetElementType(element)
                                                                  : element;
  /* LLVM's ResourceTypeInfo has no i1 element type (a typed i1 buffer is invalid anyway). */
  if (LLVMGetTypeKind(s) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(s) == 1)
    return RLV_ET_INVALID;
  return rlv_props_comp_type(s, is_signed);
}

unsigned rlv_dxil_storage_type(unsigned et) {
  /* F64, I64, U64 (and the 64-bit norm types 15, 16) */
  return et == RLV_ET_F64 || et == RLV_ET_I64 || et == RLV_ET_U64 || et == 15 || et == 16
             ? RLV_ET_U32
             : et;
}

uint32_t rlv_cbuffer_size(const rlv_restype *t, LLVMTargetDataRef dl) {
  LLVMTypeRef e = t->element;
  if (!e)
    return 0;
  if (rlv_tt_of(e) == RLV_TT_DX_LAYOUT)
    return LLVMGetTargetExtTypeNumIntParams(e) ? LLVMGetTargetExtTypeIntParam(e, 0) : 0;
  return LLVMTypeIsSized(e) ? (uint32_t)LLVMABISizeOfType(dl, e) : 0;
}

static uint32_t log2_u32(uint32_t v) {
  uint32_t r = 0;
  while (v > 1) {
    v >>= 1;
    r++;
  }
  return r;
}

void rlv_struct_info(const rlv_restype *t, LLVMTargetDataRef dl, uint32_t *stride,
                     uint32_t *align_log2) {
  LLVMTypeRef e = t->element;
  *stride = e && LLVMTypeIsSized(e) ? (uint32_t)LLVMABISizeOfType(dl, e) : 0;
  *align_log2 = e && LLVMGetTypeKind(e) == LLVMStructTypeKind && LLVMTypeIsSized(e)
                    ? log2_u32(LLVMABIAlignmentOfType(dl, e))
                    : 0;
}

/* The name operand's string, or "" (null, not a constant string). */
static char *name_of(LLVMValueRef ptr) {
  char *name = rlv_name_operand(ptr);
  return name ? name : rlv_xstrdup("");
}

/* ResourceInfo::operator== (the record id is still 0 for all when merging). */
static bool same_resource(const rlv_resource *r, const rlv_resource *k) {
  return r->type.type == k->type.type && r->space == k->space && r->lower_bound == k->lower_bound &&
         r->size == k->size && strcmp(r->name, k->name) == 0;
}

/* Reads the binding of a handlefrombinding call; false when it is not constant. */
static bool read_binding(LLVMValueRef call, rlv_resource *out) {
  memset(out, 0, sizeof *out);
  if (LLVMGetNumArgOperands(call) != 5 || !rlv_restype_parse(LLVMTypeOf(call), &out->type) ||
      !rlv_tt_is_dx(out->type.tt) || !rlv_tt_is_resource(out->type.tt) ||
      out->type.res_class >= RLV_CLASS_NONE ||
      !rlv_const_u32(LLVMGetOperand(call, 0), &out->space) ||
      !rlv_const_u32(LLVMGetOperand(call, 1), &out->lower_bound) ||
      !rlv_const_u32(LLVMGetOperand(call, 2), &out->size))
    return false;
  out->name = name_of(LLVMGetOperand(call, 4));
  return true;
}

static bool is_typed(rlv_res_kind k) { return k >= RLV_KIND_TEXTURE1D && k <= RLV_KIND_TYPEDBUFFER; }
static bool is_ms(rlv_res_kind k) {
  return k == RLV_KIND_TEXTURE2DMS || k == RLV_KIND_TEXTURE2DMSARRAY;
}
static bool is_feedback(rlv_res_kind k) {
  return k == RLV_KIND_FEEDBACKTEXTURE2D || k == RLV_KIND_FEEDBACKTEXTURE2DARRAY;
}
/* IsROV as LLVM reads it: MS and feedback textures have no ROV flag. */
static bool rov_of(const rlv_restype *t) {
  return t->tt != RLV_TT_DX_MSTEXTURE && t->tt != RLV_TT_DX_FEEDBACKTEXTURE && t->rov != 0;
}

static unsigned element_count(LLVMTypeRef e) {
  return e && LLVMGetTypeKind(e) == LLVMVectorTypeKind ? LLVMGetVectorSize(e) : 1;
}

/* What ResourceTypeInfo::operator< reads of a type, computed once per distinct type: the
 * sort compares each entry about log2(n) times, and big modules create the same few types
 * thousands of times. Sizes use an empty DataLayout, as LLVM's does. */
typedef struct type_key {
  rlv_res_class res_class;
  rlv_res_kind kind;
  uint32_t cbuffer_size;          /* cbuffers */
  unsigned sampler_kind;          /* samplers */
  bool rov;                       /* UAVs */
  uint32_t stride, align_log2;    /* structured buffers */
  unsigned feedback_kind;         /* feedback textures */
  unsigned element_type, lanes;   /* typed resources */
  unsigned sample_count;          /* multisampled textures */
} type_key;

static type_key make_type_key(const rlv_restype *t, LLVMTargetDataRef dummy) {
  type_key k = {.res_class = t->res_class, .kind = t->kind};
  if (t->res_class == RLV_CLASS_CBUFFER)
    k.cbuffer_size = rlv_cbuffer_size(t, dummy);
  if (t->res_class == RLV_CLASS_SAMPLER)
    k.sampler_kind = t->sampler_kind;
  if (t->res_class == RLV_CLASS_UAV)
    k.rov = rov_of(t);
  if (t->kind == RLV_KIND_STRUCTUREDBUFFER)
    rlv_struct_info(t, dummy, &k.stride, &k.align_log2);
  if (is_feedback(t->kind))
    k.feedback_kind = t->feedback_kind;
  if (is_typed(t->kind)) {
    k.element_type = rlv_dxil_element_type(t->element, t->is_signed != 0);
    k.lanes = element_count(t->element);
  }
  if (is_ms(t->kind))
    k.sample_count = t->sample_count;
  return k;
}

/* ResourceTypeInfo::operator< verbatim (not a lexicographic order: each view that both
 * sides have may make `a` smaller). */
static bool typeinfo_less(const type_key *a, const type_key *b) {
  if (a->res_class != b->res_class)
    return a->res_class < b->res_class;
  if (a->kind < b->kind)
    return true;
  if (a->res_class == RLV_CLASS_CBUFFER && a->cbuffer_size < b->cbuffer_size)
    return true;
  if (a->res_class == RLV_CLASS_SAMPLER && a->sampler_kind < b->sampler_kind)
    return true;
  if (a->res_class == RLV_CLASS_UAV && a->rov < b->rov)
    return true;
  if (a->kind == RLV_KIND_STRUCTUREDBUFFER && b->kind == RLV_KIND_STRUCTUREDBUFFER &&
      (a->stride < b->stride || (a->stride == b->stride && a->align_log2 < b->align_log2)))
    return true;
  if (is_feedback(a->kind) && is_feedback(b->kind) && a->feedback_kind < b->feedback_kind)
    return true;
  if (is_typed(a->kind) && is_typed(b->kind) &&
      (a->element_type < b->element_type ||
       (a->element_type == b->element_type && a->lanes < b->lanes)))
    return true;
  if (is_ms(a->kind) && is_ms(b->kind) && a->sample_count < b->sample_count)
    return true;
  return false;
}

/* A handle creation and the resource it reads as, sorted together. */
typedef struct collected {
  rlv_resource res; /* res.name is borrowed from the name cache until the entry is kept */
  const type_key *key;
  LLVMValueRef call;
} collected;

/* std::tie(class, binding, typeinfo) < ... (the record id is 0 for all). */
static bool resource_less(const collected *a, const collected *b) {
  if (a->res.type.res_class != b->res.type.res_class)
    return a->res.type.res_class < b->res.type.res_class;
  if (a->res.space != b->res.space)
    return a->res.space < b->res.space;
  if (a->res.lower_bound != b->res.lower_bound)
    return a->res.lower_bound < b->res.lower_bound;
  if (a->res.size != b->res.size)
    return a->res.size < b->res.size;
  return typeinfo_less(a->key, b->key);
}

/* Compares two `collected *` (the sort moves pointers, not the big entries). */
static int collected_cmp(const void *a, const void *b, void *ctx) {
  (void)ctx;
  const collected *x = *(const collected *const *)a, *y = *(const collected *const *)b;
  return resource_less(x, y) ? -1 : resource_less(y, x) ? 1 : 0;
}

/* What read_binding works out per handle type and per name operand, done once each. */
typedef struct binding_cache {
  LLVMTargetDataRef dummy;
  rlv_ptrmap types;   /* handle type -> entry + 1; entry 0 ... */
  /* each entry allocated alone: a collected record points at its key while more entries
   * are added (an array of entries moved them on growth: a use-after-free) */
  struct type_entry {
    bool parsed; /* a dx resource type of a known class */
    rlv_restype type;
    type_key key;
  } **type_entries;
  size_t ntypes, cap_types;
  rlv_ptrmap names;   /* name operand -> index into name_strings + 1 */
  char **name_strings;
  size_t nnames, cap_names;
} binding_cache;

static const struct type_entry *type_entry_of(binding_cache *c, LLVMTypeRef type) {
  uintptr_t at = 0;
  if (rlv_ptrmap_get(&c->types, type, &at))
    return c->type_entries[at - 1];
  if (c->ntypes == c->cap_types)
    c->type_entries = rlv_xrealloc(c->type_entries, (c->cap_types = c->cap_types ? c->cap_types * 2 : 16) *
                                                        sizeof *c->type_entries);
  struct type_entry *e = rlv_xcalloc(1, sizeof *e);
  c->type_entries[c->ntypes++] = e;
  e->parsed = rlv_restype_parse(type, &e->type) && rlv_tt_is_dx(e->type.tt) &&
              rlv_tt_is_resource(e->type.tt) && e->type.res_class < RLV_CLASS_NONE;
  if (e->parsed)
    e->key = make_type_key(&e->type, c->dummy);
  rlv_ptrmap_put(&c->types, type, c->ntypes);
  return e;
}

static const char *name_string_of(binding_cache *c, LLVMValueRef ptr) {
  uintptr_t at = 0;
  if (rlv_ptrmap_get(&c->names, ptr, &at))
    return c->name_strings[at - 1];
  if (c->nnames == c->cap_names)
    c->name_strings = rlv_xrealloc(c->name_strings, (c->cap_names = c->cap_names ? c->cap_names * 2 : 16) *
                                                        sizeof *c->name_strings);
  c->name_strings[c->nnames++] = name_of(ptr);
  rlv_ptrmap_put(&c->names, ptr, c->nnames);
  return c->name_strings[c->nnames - 1];
}

static void binding_cache_free(binding_cache *c) {
  for (size_t i = 0; i < c->nnames; i++)
    free(c->name_strings[i]);
  free(c->name_strings);
  for (size_t i = 0; i < c->ntypes; i++)
    free(c->type_entries[i]);
  free(c->type_entries);
  rlv_ptrmap_free(&c->names);
  rlv_ptrmap_free(&c->types);
}

/* read_binding through the caches; out->res.name is borrowed from `c`. */
static bool read_binding_cached(binding_cache *c, LLVMValueRef call, collected *out) {
  memset(&out->res, 0, sizeof out->res);
  if (LLVMGetNumArgOperands(call) != 5)
    return false;
  const struct type_entry *e = type_entry_of(c, LLVMTypeOf(call));
  if (!e->parsed)
    return false;
  out->res.type = e->type;
  out->key = &e->key;
  if (!rlv_const_u32(LLVMGetOperand(call, 0), &out->res.space) ||
      !rlv_const_u32(LLVMGetOperand(call, 1), &out->res.lower_bound) ||
      !rlv_const_u32(LLVMGetOperand(call, 2), &out->res.size))
    return false;
  out->res.name = (char *)name_string_of(c, LLVMGetOperand(call, 4));
  return true;
}

/* DXILResourceMap's construction: every handle creation, stable-sorted, adjacent equal
 * resources merged (std::unique), then numbered per class. Each call maps to its entry. */
static void collect_sort_merge(rlv_restable *t, LLVMModuleRef module) {
  size_t ncalls = 0, n = 0;
  LLVMValueRef *calls = rlv_collect_calls(module, RLV_DX_HANDLEFROMBINDING, &ncalls);
  collected *all = rlv_xcalloc(ncalls ? ncalls : 1, sizeof *all);
  binding_cache cache = {.dummy = LLVMCreateTargetData("")};
  for (size_t i = 0; i < ncalls; i++)
    if (read_binding_cached(&cache, calls[i], &all[n]))
      all[n++].call = calls[i];
  free(calls);
  collected **order = rlv_xmalloc((n ? n : 1) * sizeof *order);
  for (size_t i = 0; i < n; i++)
    order[i] = &all[i];
  rlv_stable_sort(order, n, sizeof *order, collected_cmp, NULL);
  t->items = rlv_xcalloc(n ? n : 1, sizeof *t->items);
  for (size_t i = 0; i < n; i++) {
    collected *c = order[i];
    if (t->count == 0 || !same_resource(&t->items[t->count - 1], &c->res)) {
      t->items[t->count] = c->res;
      t->items[t->count++].name = rlv_xstrdup(c->res.name);
    }
    rlv_ptrmap_put(&t->by_call, c->call, t->count - 1);
  }
  free(order);
  free(all);
  binding_cache_free(&cache);
  LLVMDisposeTargetData(cache.dummy);
  unsigned next_id[RLV_CLASS_NONE + 1] = {0};
  for (size_t i = 0; i < t->count; i++)
    t->items[i].record_id = next_id[t->items[i].type.res_class]++;
}

/* DXILResourceMap::findByUse: the handle creations a handle value comes from, through
 * PHIs and calls taking a value of the same type (and, unlike LLVM, selects); a visited
 * set stops PHI cycles, on which LLVM 22 would not terminate. */
static void mark_counter(rlv_restable *t, LLVMValueRef v, rlv_ptrmap *seen, unsigned depth) {
  if (!v || depth > MAX_COUNTER_WALK || rlv_ptrmap_has(seen, v))
    return;
  rlv_ptrmap_put(seen, v, 1);
  if (LLVMIsAPHINode(v)) {
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++)
      mark_counter(t, LLVMGetIncomingValue(v, i), seen, depth + 1);
  } else if (LLVMIsASelectInst(v)) {
    mark_counter(t, LLVMGetOperand(v, 1), seen, depth + 1);
    mark_counter(t, LLVMGetOperand(v, 2), seen, depth + 1);
  } else if (v && rlv_intrinsic_of_call(v) == RLV_DX_HANDLEFROMBINDING) {
    rlv_resource *r = (rlv_resource *)rlv_restable_find(t, v);
    if (r)
      r->has_counter = true;
  } else if (LLVMIsACallInst(v)) {
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(v);
    for (unsigned i = 0; i < nargs; i++)
      if (LLVMTypeOf(LLVMGetOperand(v, i)) == LLVMTypeOf(v))
        mark_counter(t, LLVMGetOperand(v, i), seen, depth + 1);
  }
}

/* populateCounterDirections: any constant nonzero step gives the resource a counter. */
static void find_counters(rlv_restable *t, LLVMModuleRef module) {
  size_t n = 0;
  LLVMValueRef *calls = rlv_collect_calls(module, RLV_DX_UPDATECOUNTER, &n);
  for (size_t i = 0; i < n; i++) {
    if (LLVMGetNumArgOperands(calls[i]) != 2)
      continue;
    LLVMValueRef step = LLVMGetOperand(calls[i], 1);
    if (!LLVMIsAConstantInt(step) || LLVMConstIntGetSExtValue(step) == 0)
      continue;
    rlv_ptrmap seen = {0};
    mark_counter(t, LLVMGetOperand(calls[i], 0), &seen, 0);
    rlv_ptrmap_free(&seen);
  }
  free(calls);
}

void rlv_restable_build(rlv_restable *t, LLVMModuleRef module) {
  rlv_restable_free(t);
  collect_sort_merge(t, module);
  find_counters(t, module);
}

const rlv_resource *rlv_restable_find(const rlv_restable *t, LLVMValueRef handle_call) {
  uintptr_t index;
  if (rlv_ptrmap_get(&t->by_call, handle_call, &index))
    return &t->items[index];
  /* A call made after the table was built (none in the pipeline): compare bindings. */
  rlv_resource key;
  if (!read_binding(handle_call, &key))
    return NULL;
  const rlv_resource *found = NULL;
  for (size_t i = 0; i < t->count && !found; i++)
    if (same_resource(&t->items[i], &key))
      found = &t->items[i];
  free(key.name);
  return found;
}

void rlv_restable_free(rlv_restable *t) {
  for (size_t i = 0; i < t->count; i++)
    free(t->items[i].name);
  free(t->items);
  t->items = NULL;
  t->count = 0;
  rlv_ptrmap_free(&t->by_call);
}
