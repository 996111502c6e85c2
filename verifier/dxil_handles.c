/* DXIL handles (reference §3.4, §3.5, §4.1; DXC Instr.OpConstRange, Instr.HandleNotFromCreateHandle,
 * Instr.CreateHandleImmRangeID): !dx.resources, where a handle comes from, the ResBind and index of
 * createHandleFromBinding, createHandle's record id, and annotateHandle's properties. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/dxil.h"

#define MAX_LEAVES 4096
#define UNBOUNDED 0xFFFFFFFFull

/* ---- !dx.resources ---- */

/* The operands of a metadata node value, read once: LLVMGetMDNodeOperands makes a value of
 * every operand, so reading operand i alone costs the whole node, and a loop over a list of
 * 50,000 records that way is quadratic. */
typedef struct md_ops {
  LLVMValueRef *ops;
  unsigned count;
  LLVMValueRef small[16];
} md_ops;

static void md_read(LLVMValueRef node, md_ops *m) {
  m->ops = m->small;
  m->count = node && LLVMIsAMDNode(node) ? LLVMGetMDNodeNumOperands(node) : 0;
  if (m->count > sizeof m->small / sizeof m->small[0])
    m->ops = rlv_xmalloc(m->count * sizeof *m->ops);
  if (m->count)
    LLVMGetMDNodeOperands(node, m->ops);
}

static void md_done(md_ops *m) {
  if (m->ops != m->small)
    free(m->ops);
}

/* Operand i; NULL when absent or null. */
static LLVMValueRef md_at(const md_ops *m, unsigned i) { return i < m->count ? m->ops[i] : NULL; }

static bool md_u64(const md_ops *m, unsigned i, uint64_t *out) {
  return rlv_const_u64(md_at(m, i), out);
}

static void read_tags(LLVMValueRef node, rlv_dxmeta_rec *r) {
  md_ops tags;
  md_read(node, &tags);
  for (unsigned i = 0; i + 1 < tags.count; i += 2) {
    uint64_t tag, value;
    if (!md_u64(&tags, i, &tag) || !md_u64(&tags, i + 1, &value))
      continue;
    if (tag == 0) {
      r->has_elem = true;
      r->elem_type = value;
    } else if (tag == 1) {
      r->has_stride = true;
      r->stride = value;
    }
  }
  md_done(&tags);
}

static bool read_record(LLVMValueRef node, rlv_res_class c, rlv_dxmeta_rec *r) {
  *r = (rlv_dxmeta_rec){.node = node, .res_class = c};
  md_ops m;
  md_read(node, &m);
  bool ok = md_u64(&m, 0, &r->id) && md_u64(&m, 3, &r->space) && md_u64(&m, 4, &r->lower_bound) &&
            md_u64(&m, 5, &r->size) && md_u64(&m, 6, &r->kind);
  uint64_t b;
  if (ok && c == RLV_CLASS_UAV) {
    r->globally_coherent = md_u64(&m, 7, &b) && b;
    r->has_counter = md_u64(&m, 8, &b) && b;
    r->rov = md_u64(&m, 9, &b) && b;
    read_tags(md_at(&m, 10), r);
  } else if (ok && c == RLV_CLASS_SRV) {
    read_tags(md_at(&m, 8), r);
  }
  md_done(&m);
  return ok;
}

static int cmp_u64(uint64_t a, uint64_t b) { return (a > b) - (a < b); }

/* Record orders for the lookups, by key only: the sort is stable, so the first record of a
 * key in the index is the first in !dx.resources, the one a linear scan would find. */
static int cmp_by_id(const void *pa, const void *pb, void *ctx) {
  (void)ctx;
  const rlv_dxmeta_rec *a = *(const rlv_dxmeta_rec *const *)pa, *b = *(const rlv_dxmeta_rec *const *)pb;
  int c = cmp_u64(a->res_class, b->res_class);
  return c ? c : cmp_u64(a->id, b->id);
}

static int cmp_by_binding(const void *pa, const void *pb, void *ctx) {
  (void)ctx;
  const rlv_dxmeta_rec *a = *(const rlv_dxmeta_rec *const *)pa, *b = *(const rlv_dxmeta_rec *const *)pb;
  int c;
  if ((c = cmp_u64(a->res_class, b->res_class)) || (c = cmp_u64(a->space, b->space)))
    return c;
  return cmp_u64(a->lower_bound, b->lower_bound);
}

static const rlv_dxmeta_rec **sorted_records(const rlv_dxctx *d, rlv_cmp_fn cmp) {
  const rlv_dxmeta_rec **out = rlv_xmalloc((d->nrecs ? d->nrecs : 1) * sizeof *out);
  for (size_t i = 0; i < d->nrecs; i++)
    out[i] = &d->recs[i];
  rlv_stable_sort(out, d->nrecs, sizeof *out, cmp, NULL);
  return out;
}

void rlv_dx_read_metadata(rlv_dxctx *d) {
  LLVMModuleRef m = d->v->module;
  if (LLVMGetNamedMetadataNumOperands(m, "dx.resources") != 1)
    return;
  LLVMValueRef top;
  LLVMGetNamedMetadataOperands(m, "dx.resources", &top);
  md_ops classes;
  md_read(top, &classes);
  if (classes.count != 4) {
    md_done(&classes);
    return;
  }
  d->has_metadata = true;
  size_t cap = 0;
  for (unsigned c = 0; c < 4; c++) {
    md_ops list;
    md_read(md_at(&classes, c), &list);
    for (unsigned i = 0; i < list.count; i++) {
      rlv_dxmeta_rec r;
      if (!read_record(list.ops[i], (rlv_res_class)c, &r))
        continue;
      r.pos = i;
      if (d->nrecs == cap) {
        cap = cap ? cap * 2 : 8;
        d->recs = rlv_xrealloc(d->recs, cap * sizeof *d->recs);
      }
      d->recs[d->nrecs++] = r;
    }
    md_done(&list);
  }
  md_done(&classes);
  d->recs_by_id = sorted_records(d, cmp_by_id);
  d->recs_by_binding = sorted_records(d, cmp_by_binding);
}

/* The first record of the index whose key equals `key`'s, by binary search; NULL if none. */
static const rlv_dxmeta_rec *first_match(const rlv_dxmeta_rec *const *index, size_t n,
                                         const rlv_dxmeta_rec *key, rlv_cmp_fn cmp) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (cmp(&index[mid], &key, NULL) < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return lo < n && cmp(&index[lo], &key, NULL) == 0 ? index[lo] : NULL;
}

const rlv_dxmeta_rec *rlv_dx_record_by_id(const rlv_dxctx *d, rlv_res_class c, uint64_t id) {
  if (!d->recs_by_id)
    return NULL;
  rlv_dxmeta_rec key = {.res_class = c, .id = id};
  return first_match(d->recs_by_id, d->nrecs, &key, cmp_by_id);
}

const rlv_dxmeta_rec *rlv_dx_record_by_binding(const rlv_dxctx *d, rlv_res_class c, uint64_t space,
                                               uint64_t lb) {
  if (!d->recs_by_binding)
    return NULL;
  rlv_dxmeta_rec key = {.res_class = c, .space = space, .lower_bound = lb};
  return first_match(d->recs_by_binding, d->nrecs, &key, cmp_by_binding);
}

/* ---- tracing handles through phi and select ---- */

typedef struct leaves {
  LLVMValueRef *items;
  size_t count, cap;
  bool truncated;
} leaves;

static void push_value(leaves *l, LLVMValueRef v) {
  if (l->count == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->items = rlv_xrealloc(l->items, l->cap * sizeof *l->items);
  }
  l->items[l->count++] = v;
}

/* The values a handle may be, looking through phi and select (with a visited set). */
static void collect_leaves(LLVMValueRef h, leaves *out) {
  if (h && !LLVMIsAPHINode(h) && !LLVMIsASelectInst(h)) {
    push_value(out, h); /* the common case: no merge, no visited set to build */
    return;
  }
  rlv_ptrmap seen = {0};
  leaves work = {0};
  push_value(&work, h);
  while (work.count) {
    LLVMValueRef v = work.items[--work.count];
    if (!v || rlv_ptrmap_has(&seen, v))
      continue;
    rlv_ptrmap_put(&seen, v, 1);
    if (seen.count > MAX_LEAVES) {
      out->truncated = true;
      break;
    }
    if (LLVMIsAPHINode(v)) {
      for (unsigned i = 0, n = LLVMCountIncoming(v); i < n; i++)
        push_value(&work, LLVMGetIncomingValue(v, i));
    } else if (LLVMIsASelectInst(v)) {
      push_value(&work, LLVMGetOperand(v, 1));
      push_value(&work, LLVMGetOperand(v, 2));
    } else {
      push_value(out, v);
    }
  }
  free(work.items);
  rlv_ptrmap_free(&seen);
}

/* ---- what a handle names ---- */

static rlv_res_class class_of_props(unsigned kind, bool uav) {
  if (uav)
    return RLV_CLASS_UAV;
  return kind == RLV_KIND_CBUFFER ? RLV_CLASS_CBUFFER
         : kind == RLV_KIND_SAMPLER ? RLV_CLASS_SAMPLER
                                    : RLV_CLASS_SRV;
}

static void res_from_props(uint64_t w0, uint64_t w1, rlv_dxres *r) {
  r->known = true;
  r->kind = (unsigned)(w0 & 0xFF);
  r->uav = (w0 >> 12) & 1;
  r->rov = (w0 >> 13) & 1;
  r->has_counter = r->uav && ((w0 >> 15) & 1);
  r->res_class = class_of_props(r->kind, r->uav);
  r->word1_known = r->kind == RLV_KIND_STRUCTUREDBUFFER || r->kind == RLV_KIND_CBUFFER;
  r->word1 = r->word1_known ? w1 : 0;
}

static void res_from_record(const rlv_dxmeta_rec *rec, rlv_dxres *r) {
  r->known = true;
  r->res_class = rec->res_class;
  r->uav = rec->res_class == RLV_CLASS_UAV;
  r->rov = r->uav && rec->rov;
  r->has_counter = r->uav && rec->has_counter;
  switch (rec->res_class) {
  case RLV_CLASS_CBUFFER:
    r->kind = RLV_KIND_CBUFFER;
    r->word1_known = true;
    r->word1 = rec->kind;
    break;
  case RLV_CLASS_SAMPLER: r->kind = RLV_KIND_SAMPLER; break;
  default:
    r->kind = (unsigned)rec->kind;
    r->word1_known = rec->kind == RLV_KIND_STRUCTUREDBUFFER && rec->has_stride;
    r->word1 = r->word1_known ? rec->stride : 0;
    break;
  }
  r->has_key = true;
  r->key_space = rec->space;
  r->key_lb = rec->lower_bound;
}

/* The constant ResBind {LB, UB, space, class} of a createHandleFromBinding call. */
static bool resbind_of(const rlv_dxctx *d, LLVMValueRef create, uint64_t f[4]) {
  if (rlv_dx_opcode_of(d, create) != DXOP_CREATE_HANDLE_FROM_BINDING ||
      !rlv_dx_call_of(d, create)->well_formed)
    return false;
  LLVMValueRef rb = rlv_call_arg(create, 1);
  for (unsigned i = 0; i < 4; i++)
    if (!rlv_dx_const_field(rb, i, &f[i]))
      return false;
  return true;
}

/* One leaf's resource: annotateHandle's properties or createHandle's record. */
static void leaf_res(const rlv_dxctx *d, LLVMValueRef leaf, rlv_dxres *r) {
  *r = (rlv_dxres){.origin = leaf};
  const rlv_dxcall *c = rlv_dx_call_of(d, leaf);
  if (!c || !c->well_formed)
    return;
  if (c->op->opcode == DXOP_ANNOTATE_HANDLE) {
    uint64_t w0, w1, rb[4];
    LLVMValueRef props = rlv_call_arg(leaf, 2);
    if (!rlv_dx_const_field(props, 0, &w0) || !rlv_dx_const_field(props, 1, &w1))
      return;
    res_from_props(w0, w1, r);
    if (resbind_of(d, rlv_call_arg(leaf, 1), rb)) {
      r->has_key = true;
      r->key_lb = rb[0];
      r->key_space = rb[2];
    }
  } else if (c->op->opcode == DXOP_CREATE_HANDLE) {
    uint64_t cls, id;
    const rlv_dxmeta_rec *rec;
    if (rlv_const_u64(rlv_call_arg(leaf, 1), &cls) && rlv_const_u64(rlv_call_arg(leaf, 2), &id) &&
        cls <= 3 && (rec = rlv_dx_record_by_id(d, (rlv_res_class)cls, id)))
      res_from_record(rec, r);
  }
}

static bool same_res(const rlv_dxres *a, const rlv_dxres *b) {
  return a->known && b->known && a->res_class == b->res_class && a->kind == b->kind &&
         a->uav == b->uav && a->rov == b->rov && a->has_counter == b->has_counter &&
         a->word1_known == b->word1_known && a->word1 == b->word1 && a->has_key == b->has_key &&
         a->key_space == b->key_space && a->key_lb == b->key_lb;
}

void rlv_dx_resolve(rlv_dxctx *d, LLVMValueRef handle, rlv_dxres *out) {
  *out = (rlv_dxres){0};
  if (!handle)
    return;
  leaves l = {0};
  collect_leaves(handle, &l);
  for (size_t i = 0; i < l.count && !l.truncated; i++) {
    rlv_dxres r;
    leaf_res(d, l.items[i], &r);
    if (i == 0) {
      *out = r;
    } else if (!same_res(out, &r)) {
      *out = (rlv_dxres){0};
      break;
    }
  }
  free(l.items);
}

/* ---- dxil-handle-origin ---- */

static const char *leaf_description(const rlv_dxctx *d, LLVMValueRef leaf) {
  const rlv_dxcall *c = rlv_dx_call_of(d, leaf);
  if (c)
    return c->op->name;
  if (LLVMIsUndef(leaf) || LLVMIsPoison(leaf))
    return "undef";
  if (LLVMIsALoadInst(leaf))
    return "a load";
  if (LLVMIsAConstant(leaf))
    return "a constant";
  if (LLVMIsACallInst(leaf))
    return "a call to another function";
  return "another instruction";
}

/* Handle operands of resource ops come from annotateHandle (SM >= 6.6) or createHandle (below);
 * annotateHandle's operand comes from createHandleFromBinding. Arguments are not resolved. */
static void check_handle_origin(rlv_dxctx *d, const rlv_dxcall *c) {
  bool annotate = c->op->opcode == DXOP_ANNOTATE_HANDLE;
  LLVMValueRef h = rlv_call_arg(c->call, 1);
  leaves l = {0};
  collect_leaves(h, &l);
  for (size_t i = 0; i < l.count; i++) {
    LLVMValueRef leaf = l.items[i];
    if (LLVMIsAArgument(leaf))
      continue;
    unsigned opc = rlv_dx_opcode_of(d, leaf);
    bool ok = annotate ? opc == DXOP_CREATE_HANDLE_FROM_BINDING
                       : opc == DXOP_ANNOTATE_HANDLE || opc == DXOP_CREATE_HANDLE;
    if (ok)
      continue;
    if (annotate)
      rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_ORIGIN, c->call,
                 "annotateHandle's handle comes from %s; it must come from createHandleFromBinding",
                 leaf_description(d, leaf));
    else if (opc == DXOP_CREATE_HANDLE_FROM_BINDING)
      rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_ORIGIN, c->call,
                 "dx.op %s uses a handle from createHandleFromBinding that is not annotated; "
                 "annotateHandle must describe it first", c->op->name);
    else
      rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_ORIGIN, c->call,
                 "dx.op %s uses a handle that comes from %s, not from createHandle or annotateHandle",
                 c->op->name, leaf_description(d, leaf));
    break; /* one finding per call */
  }
  free(l.items);
}

/* ---- createHandleFromBinding: dxil-resbind, dxil-handle-index ---- */

static void check_nonuniform_flag(rlv_dxctx *d, LLVMValueRef call, unsigned arg, const char *op) {
  uint64_t k;
  if (!rlv_const_u64(rlv_call_arg(call, arg), &k))
    rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_INDEX, call,
               "the non-uniform flag of %s must be a constant i1", op);
}

static void check_resbind_record(rlv_dxctx *d, LLVMValueRef call, const uint64_t f[4]) {
  if (!d->has_metadata)
    return;
  const rlv_dxmeta_rec *rec = rlv_dx_record_by_binding(d, (rlv_res_class)f[3], f[2], f[0]);
  if (!rec) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESBIND, call,
               "no %s in !dx.resources is bound at space %llu, register %llu", rlv_res_class_name((rlv_res_class)f[3]),
               (unsigned long long)f[2], (unsigned long long)f[0]);
    return;
  }
  uint64_t ub = rec->size == UNBOUNDED ? UNBOUNDED : rec->lower_bound + rec->size - 1;
  if (ub != f[1])
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESBIND, call,
               "ResBind upper bound %llu does not match !dx.resources (register %llu, range size %llu)",
               (unsigned long long)f[1], (unsigned long long)rec->lower_bound, (unsigned long long)rec->size);
}

static void check_create_from_binding(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMValueRef call = c->call;
  uint64_t f[4], idx;
  check_nonuniform_flag(d, call, 3, "createHandleFromBinding");
  if (!resbind_of(d, call, f)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESBIND, call,
               "createHandleFromBinding's ResBind must be a constant {lower bound, upper bound, space, class}");
    return;
  }
  if (f[3] > 3) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESBIND, call,
               "ResBind class %llu is not SRV (0), UAV (1), CBuffer (2) or Sampler (3)", (unsigned long long)f[3]);
    return;
  }
  if (f[0] > f[1]) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RESBIND, call,
               "ResBind lower bound %llu is above its upper bound %llu", (unsigned long long)f[0],
               (unsigned long long)f[1]);
    return;
  }
  check_resbind_record(d, call, f);
  if (rlv_const_u64(rlv_call_arg(call, 2), &idx) && (idx < f[0] || idx > f[1]))
    rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_INDEX, call,
               "createHandleFromBinding index %llu is outside the binding's registers [%llu, %llu]",
               (unsigned long long)idx, (unsigned long long)f[0], (unsigned long long)f[1]);
}

/* ---- createHandle: dxil-record-id, dxil-handle-index ---- */

static void check_create_handle(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMValueRef call = c->call;
  uint64_t cls, id, idx;
  check_nonuniform_flag(d, call, 4, "createHandle");
  if (!rlv_const_u64(rlv_call_arg(call, 1), &cls) || cls > 3) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RECORD_ID, call,
               "createHandle's resource class must be a constant 0 (SRV), 1 (UAV), 2 (CBuffer) or 3 (Sampler)");
    return;
  }
  const char *cname = rlv_res_class_name((rlv_res_class)cls);
  if (!rlv_const_u64(rlv_call_arg(call, 2), &id)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RECORD_ID, call, "createHandle's range id must be a constant");
    return;
  }
  const rlv_dxmeta_rec *rec = rlv_dx_record_by_id(d, (rlv_res_class)cls, id);
  if (!rec) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_RECORD_ID, call,
               "createHandle names %s record %llu, which !dx.resources %s", cname, (unsigned long long)id,
               d->has_metadata ? "does not have" : "(absent) cannot provide");
    return;
  }
  uint64_t last = rec->size == UNBOUNDED ? UNBOUNDED : rec->lower_bound + rec->size - 1;
  if (rlv_const_u64(rlv_call_arg(call, 3), &idx) && (idx < rec->lower_bound || idx > last))
    rlv_report(d->v->diags, RLV_RULE_DXIL_HANDLE_INDEX, call,
               "createHandle index %llu is outside %s record %llu's registers [%llu, %llu]",
               (unsigned long long)idx, cname, (unsigned long long)id,
               (unsigned long long)rec->lower_bound, (unsigned long long)last);
}

/* ---- annotateHandle: dxil-props, dxil-props-metadata ---- */

static bool is_typed_kind(unsigned k) { return k >= 1 && k <= 10 && k != 0; }
static bool is_ms_kind(unsigned k) { return k == RLV_KIND_TEXTURE2DMS || k == RLV_KIND_TEXTURE2DMSARRAY; }
static bool is_feedback_kind(unsigned k) {
  return k == RLV_KIND_FEEDBACKTEXTURE2D || k == RLV_KIND_FEEDBACKTEXTURE2DARRAY;
}

#define PROPS(...) rlv_report(d->v->diags, RLV_RULE_DXIL_PROPS, call, __VA_ARGS__)

/* Word1's meaning depends on the kind (§3.4). */
static void check_word1(rlv_dxctx *d, LLVMValueRef call, unsigned kind, uint64_t w0, uint64_t w1) {
  unsigned align_log2 = (unsigned)((w0 >> 8) & 0xF);
  if (kind == RLV_KIND_RAWBUFFER || kind == RLV_KIND_SAMPLER || kind == RLV_KIND_RTACCELERATIONSTRUCTURE) {
    if (w1 != 0)
      PROPS("properties word1 is %llu; it must be 0 for a %s", (unsigned long long)w1,
            rlv_res_kind_name((rlv_res_kind)kind));
  } else if (kind == RLV_KIND_STRUCTUREDBUFFER) {
    if (w1 == 0 || w1 % (1ull << align_log2) != 0)
      PROPS("properties word1 (stride) %llu is not a non-zero multiple of the element alignment %u",
            (unsigned long long)w1, 1u << align_log2);
  } else if (kind == RLV_KIND_CBUFFER) {
    if (w1 == 0)
      PROPS("properties word1 (cbuffer size) is 0");
  } else if (is_feedback_kind(kind)) {
    if (w1 > 1)
      PROPS("properties word1 (feedback type) %llu is not MinMip (0) or MipRegionUsed (1)", (unsigned long long)w1);
  } else if (is_typed_kind(kind) || kind == RLV_KIND_TBUFFER) {
    unsigned comp = (unsigned)(w1 & 0xFF), count = (unsigned)((w1 >> 8) & 0xFF);
    unsigned samples = (unsigned)((w1 >> 16) & 0xFF);
    if (comp == 0 || comp > 18)
      PROPS("properties word1 component type %u is not a valid ElementType (1..18)", comp);
    if (count == 0 || count > 4)
      PROPS("properties word1 component count %u is not 1..4", count);
    if (samples && !is_ms_kind(kind))
      PROPS("properties word1 has sample count %u on a %s", samples, rlv_res_kind_name((rlv_res_kind)kind));
    if (w1 >> 24)
      PROPS("properties word1 bits 24-31 are set (0x%llx)", (unsigned long long)w1);
  }
}

/* Word0 flags that only some kinds or classes may carry. */
static void check_word0(rlv_dxctx *d, LLVMValueRef call, uint64_t w0) {
  unsigned kind = (unsigned)(w0 & 0xFF), align_log2 = (unsigned)((w0 >> 8) & 0xF);
  bool uav = (w0 >> 12) & 1, rov = (w0 >> 13) & 1, glc = (w0 >> 14) & 1, bit15 = (w0 >> 15) & 1;
  const char *kn = rlv_res_kind_name((rlv_res_kind)kind);
  if (w0 >> 16)
    PROPS("properties word0 bits 16-31 are set (0x%llx)", (unsigned long long)w0);
  if (uav && (kind == RLV_KIND_CBUFFER || kind == RLV_KIND_SAMPLER || kind == RLV_KIND_TBUFFER ||
              kind == RLV_KIND_RTACCELERATIONSTRUCTURE))
    PROPS("properties mark a %s as a UAV", kn);
  if (!uav && is_feedback_kind(kind))
    PROPS("a %s is always a UAV but the properties' UAV bit is clear", kn);
  if (rov && !uav)
    PROPS("properties set ROV on a resource that is not a UAV");
  if (glc && !uav)
    PROPS("properties set globally coherent on a resource that is not a UAV");
  if (bit15 && uav && kind != RLV_KIND_STRUCTUREDBUFFER)
    PROPS("properties give a counter to a %s; only structured UAVs have counters", kn);
  if (bit15 && !uav && kind != RLV_KIND_SAMPLER)
    PROPS("properties bit 15 (counter/comparison sampler) is set on a %s SRV", kn);
  if (align_log2 && kind != RLV_KIND_STRUCTUREDBUFFER)
    PROPS("properties give element alignment 2^%u to a %s; only structured buffers have one", align_log2, kn);
}

static void check_class_agrees(rlv_dxctx *d, LLVMValueRef call, uint64_t w0, const uint64_t rb[4]) {
  unsigned kind = (unsigned)(w0 & 0xFF);
  rlv_res_class want = class_of_props(kind, (w0 >> 12) & 1);
  if (rb[3] != (uint64_t)want)
    PROPS("properties describe a %s %s but the handle's ResBind is class %llu (%s)",
          rlv_res_kind_name((rlv_res_kind)kind), rlv_res_class_name(want), (unsigned long long)rb[3],
          rb[3] <= 3 ? rlv_res_class_name((rlv_res_class)rb[3]) : "invalid");
}

#define PMETA(...) rlv_report(d->v->diags, RLV_RULE_DXIL_PROPS_METADATA, call, __VA_ARGS__)

/* 64-bit typed components are recorded with their U32 storage type in the metadata. */
static bool elem_type_agrees(uint64_t props_comp, uint64_t md) {
  bool wide = props_comp == 6 || props_comp == 7 || props_comp == 10 || props_comp == 15 || props_comp == 16;
  return md == props_comp || (wide && md == 5);
}

static void check_props_metadata(rlv_dxctx *d, LLVMValueRef call, uint64_t w0, uint64_t w1,
                                 const uint64_t rb[4]) {
  if (!d->has_metadata || rb[3] > 3)
    return;
  const rlv_dxmeta_rec *rec = rlv_dx_record_by_binding(d, (rlv_res_class)rb[3], rb[2], rb[0]);
  if (!rec)
    return; /* dxil-resbind reports it */
  unsigned kind = (unsigned)(w0 & 0xFF);
  bool rov = (w0 >> 13) & 1, glc = (w0 >> 14) & 1, bit15 = (w0 >> 15) & 1;
  switch (rec->res_class) {
  case RLV_CLASS_CBUFFER:
    if (w1 != rec->kind)
      PMETA("properties give cbuffer size %llu, !dx.resources %llu", (unsigned long long)w1,
            (unsigned long long)rec->kind);
    return;
  case RLV_CLASS_SAMPLER:
    if (bit15 != (rec->kind == 1))
      PMETA("properties say %s sampler, !dx.resources sampler type %llu", bit15 ? "a comparison" : "a default",
            (unsigned long long)rec->kind);
    return;
  default: break;
  }
  if (kind != rec->kind) {
    PMETA("properties give kind %s, !dx.resources %llu", rlv_res_kind_name((rlv_res_kind)kind),
          (unsigned long long)rec->kind);
    return;
  }
  if (rec->res_class == RLV_CLASS_UAV) {
    if (rov != rec->rov)
      PMETA("properties %s ROV, !dx.resources %s", rov ? "set" : "clear", rec->rov ? "sets it" : "does not");
    if (bit15 != rec->has_counter)
      PMETA("properties %s the counter bit, !dx.resources hasCounter is %s", bit15 ? "set" : "clear",
            rec->has_counter ? "true" : "false");
    if (glc != rec->globally_coherent)
      PMETA("properties %s globally coherent, !dx.resources %s", glc ? "set" : "clear",
            rec->globally_coherent ? "sets it" : "does not");
  }
  if (kind == RLV_KIND_STRUCTUREDBUFFER && rec->has_stride && rec->stride != w1)
    PMETA("properties give stride %llu, !dx.resources %llu", (unsigned long long)w1, (unsigned long long)rec->stride);
  if (is_typed_kind(kind) && rec->has_elem && !elem_type_agrees(w1 & 0xFF, rec->elem_type))
    PMETA("properties give component type %llu, !dx.resources element type %llu",
          (unsigned long long)(w1 & 0xFF), (unsigned long long)rec->elem_type);
}

static void check_annotate(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMValueRef call = c->call, props = rlv_call_arg(call, 2);
  uint64_t w0, w1, rb[4];
  if (!rlv_dx_const_field(props, 0, &w0) || !rlv_dx_const_field(props, 1, &w1)) {
    PROPS("annotateHandle's resource properties must be a constant {word0, word1}");
    return;
  }
  unsigned kind = (unsigned)(w0 & 0xFF);
  if (kind == RLV_KIND_INVALID || kind > RLV_KIND_FEEDBACKTEXTURE2DARRAY) {
    PROPS("properties kind %u is not a valid ResourceKind (1..18)", kind);
    return;
  }
  check_word0(d, call, w0);
  check_word1(d, call, kind, w0, w1);
  if (resbind_of(d, rlv_call_arg(call, 1), rb)) {
    check_class_agrees(d, call, w0, rb);
    check_props_metadata(d, call, w0, w1, rb);
  }
}

void rlv_dx_check_handles(rlv_dxctx *d) {
  for (size_t i = 0; i < d->ncalls; i++) {
    const rlv_dxcall *c = &d->calls[i];
    if (!c->well_formed)
      continue;
    switch (c->op->opcode) {
    case DXOP_CREATE_HANDLE_FROM_BINDING: check_create_from_binding(d, c); break;
    case DXOP_CREATE_HANDLE: check_create_handle(d, c); break;
    case DXOP_ANNOTATE_HANDLE:
      check_handle_origin(d, c);
      check_annotate(d, c);
      break;
    case DXOP_CBUFFER_LOAD_LEGACY:
    case DXOP_BUFFER_LOAD:
    case DXOP_BUFFER_STORE:
    case DXOP_BUFFER_UPDATE_COUNTER:
    case DXOP_GET_DIMENSIONS:
    case DXOP_RAW_BUFFER_LOAD:
    case DXOP_RAW_BUFFER_STORE: check_handle_origin(d, c); break;
    default: break;
    }
  }
}
