/* DXIL resource records (reference §3.5; DXC ValidateResources): the records of !dx.resources
 * whose register ranges overlap (Sm.ResourceRangeOverlap), ids that are not 0, 1, 2, ... in
 * each class's list (Meta.DenseResIDs), and the limits DXC puts on one resource: cbuffer size
 * (Sm.CBufferSize), structured stride (Meta.StructBufAlignmentOutOfBound), globally coherent
 * with a counter (Meta.CoherenceNotOnAppendConsume), ROV outside pixel shaders (Sm.ROVOnlyInPS)
 * and cube UAVs (Sm.InvalidTextureKindOnUAV). Without !dx.resources (LLVM-test-style SM 6.6
 * input) the limits are judged on annotateHandle's properties instead. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/dxil.h"
#include "verifier/span_sweep.h"

enum {
  MAX_CBUFFER_BYTES = 65536, /* DXIL::kMaxCBufferSize rows of 16 bytes */
  MAX_STRUCT_STRIDE = 2048,  /* DXIL::kMaxStructBufferStride */
  NAME_MAX_CHARS = 64,       /* longer record names are cut in messages */
};

#define UNBOUNDED 0xFFFFFFFFull

static char register_letter(rlv_res_class c) { return "tubs"[c <= RLV_CLASS_SAMPLER ? c : 0]; }

/* The record's name string (operand 2), cut for messages; "" when it has none. */
static char *record_name(const rlv_dxmeta_rec *r) {
  unsigned n = LLVMGetMDNodeNumOperands(r->node);
  if (n < 3)
    return rlv_xstrdup("");
  LLVMValueRef *ops = rlv_xmalloc(n * sizeof *ops);
  LLVMGetMDNodeOperands(r->node, ops);
  unsigned len = 0;
  const char *s = ops[2] ? LLVMGetMDString(ops[2], &len) : NULL;
  char *out = s ? rlv_strf("%.*s%s", (int)(len < NAME_MAX_CHARS ? len : NAME_MAX_CHARS), s,
                           len > NAME_MAX_CHARS ? "..." : "")
                : rlv_xstrdup("");
  free(ops);
  return out;
}

/* `UAV record 1 ("Out")` */
static char *record_label(const rlv_dxmeta_rec *r) {
  char *name = record_name(r);
  char *out = *name ? rlv_strf("%s record %llu (\"%s\")", rlv_res_class_name(r->res_class),
                               (unsigned long long)r->id, name)
                    : rlv_strf("%s record %llu", rlv_res_class_name(r->res_class),
                               (unsigned long long)r->id);
  free(name);
  return out;
}

static uint32_t last_register(const rlv_dxmeta_rec *r) {
  if (r->size == UNBOUNDED || r->lower_bound + r->size - 1 > UINT32_MAX)
    return UINT32_MAX;
  return (uint32_t)(r->lower_bound + r->size - 1);
}

/* "u2", "u0..u3", "u5 and up (unbounded)" */
static char *registers_text(const rlv_dxmeta_rec *r) {
  char c = register_letter(r->res_class);
  unsigned lb = (unsigned)r->lower_bound;
  if (r->size == UNBOUNDED)
    return rlv_strf("%c%u and up (unbounded)", c, lb);
  if (r->size == 1)
    return rlv_strf("%c%u", c, lb);
  return rlv_strf("%c%u..%c%u", c, lb, c, (unsigned)last_register(r));
}

/* ---- dxil-record-overlap ---- */

typedef struct overlap_ctx {
  rlv_dxctx *d;
  const rlv_dxmeta_rec **recs;
} overlap_ctx;

/* One report per overlapping group, naming its first pair (the second starts before the
 * first ends) and, for a larger group, its size and span. */
static void report_overlap(void *ctx, size_t start, size_t count, uint32_t hi) {
  overlap_ctx *o = ctx;
  const rlv_dxmeta_rec *a = o->recs[start], *b = o->recs[start + 1];
  char *la = record_label(a), *lb = record_label(b), *ra = registers_text(a),
       *rb = registers_text(b);
  char c = register_letter(a->res_class);
  char *rest = count > 2 ? rlv_strf("; %zu records overlap in %c%u..%c%u", count, c,
                                    (unsigned)a->lower_bound, c, (unsigned)hi)
                         : rlv_xstrdup("");
  rlv_report(o->d->v->diags, RLV_RULE_DXIL_RECORD_OVERLAP, NULL,
             "!dx.resources %s at %s overlaps with %s at %s in space %llu%s", lb, rb, la, ra,
             (unsigned long long)b->space, rest);
  free(rest);
  free(la), free(lb), free(ra), free(rb);
}

/* The records sorted by (class, space, lower bound), swept like the intrinsic-level
 * bindings (verifier/span_sweep.h). */
static void check_overlaps(rlv_dxctx *d) {
  const rlv_dxmeta_rec **recs = rlv_xmalloc((d->nrecs ? d->nrecs : 1) * sizeof *recs);
  rlv_span *spans = rlv_xmalloc((d->nrecs ? d->nrecs : 1) * sizeof *spans);
  size_t n = 0;
  for (size_t i = 0; i < d->nrecs; i++) {
    const rlv_dxmeta_rec *r = d->recs_by_binding[i];
    if (r->size == 0 || r->space > UINT32_MAX || r->lower_bound > UINT32_MAX)
      continue;
    recs[n] = r;
    spans[n++] = (rlv_span){.group = (uint64_t)r->res_class << 32 | r->space,
                            .first = (uint32_t)r->lower_bound,
                            .last = last_register(r)};
  }
  overlap_ctx ctx = {d, recs};
  rlv_span_sweep(spans, n, report_overlap, &ctx);
  free(spans);
  free(recs);
}

/* ---- dxil-record-ids ---- */

/* LLVM numbers each class's records 0, 1, 2, ... in list order, and createHandle names them
 * by that id; DXC rejects any other numbering. One report per class, at its first gap. */
static void check_dense_ids(rlv_dxctx *d) {
  bool reported[4] = {false, false, false, false};
  for (size_t i = 0; i < d->nrecs; i++) {
    const rlv_dxmeta_rec *r = &d->recs[i];
    if (r->id == r->pos || reported[r->res_class])
      continue;
    reported[r->res_class] = true;
    char *label = record_label(r);
    rlv_report(d->v->diags, RLV_RULE_DXIL_RECORD_IDS, NULL,
               "!dx.resources %s is at position %u of the %s list; record ids must be zero-based "
               "and dense (the record at position k has id k)",
               label, r->pos, rlv_res_class_name(r->res_class));
    free(label);
  }
}

/* ---- limits on one resource ---- */

/* What is judged: from a record or from annotateHandle's properties. */
typedef struct res_facts {
  const char *what; /* for messages */
  LLVMValueRef at;  /* the annotateHandle call, or NULL for a record */
  rlv_res_class res_class;
  unsigned kind;
  bool rov, globally_coherent, has_counter;
  bool has_stride;
  uint64_t stride, cbuffer_size;
} res_facts;

/* DXC exempts libraries: their entry points' stages are only known when they are linked. */
static bool rov_allowed(const rlv_target *t) {
  return !t->stage[0] || strcmp(t->stage, "pixel") == 0 || strcmp(t->stage, "library") == 0;
}

static bool over_cbuffer_size(const res_facts *f) {
  return f->res_class == RLV_CLASS_CBUFFER && f->cbuffer_size > MAX_CBUFFER_BYTES;
}
static bool over_stride(const res_facts *f) {
  return f->kind == RLV_KIND_STRUCTUREDBUFFER && f->has_stride && f->stride > MAX_STRUCT_STRIDE;
}
static bool is_uav(const res_facts *f) { return f->res_class == RLV_CLASS_UAV; }
static bool coherent_counter(const res_facts *f) {
  return is_uav(f) && f->globally_coherent && f->has_counter;
}
static bool cube(const res_facts *f) {
  return is_uav(f) && (f->kind == RLV_KIND_TEXTURECUBE || f->kind == RLV_KIND_TEXTURECUBEARRAY);
}

/* True when a limit is broken: the (costly) description is only built then. */
static bool breaks_a_limit(const rlv_dxctx *d, const res_facts *f) {
  return over_cbuffer_size(f) || over_stride(f) || coherent_counter(f) || cube(f) ||
         (is_uav(f) && f->rov && !rov_allowed(&d->v->target));
}

static void check_limits(rlv_dxctx *d, const res_facts *f) {
  rlv_diags *diags = d->v->diags;
  if (over_cbuffer_size(f))
    rlv_report(diags, RLV_RULE_DXIL_CBUFFER_SIZE, f->at,
               "%s is %llu bytes; a cbuffer holds at most 65536 bytes (4096 rows of 16)", f->what,
               (unsigned long long)f->cbuffer_size);
  if (over_stride(f))
    rlv_report(diags, RLV_RULE_DXIL_STRUCT_STRIDE, f->at,
               "%s has stride %llu; structured buffer elements hold at most 2048 bytes", f->what,
               (unsigned long long)f->stride);
  if (!is_uav(f))
    return;
  if (coherent_counter(f))
    rlv_report(diags, RLV_RULE_DXIL_COHERENT_COUNTER, f->at,
               "%s is globally coherent and has a counter; globallycoherent cannot be used with "
               "append/consume buffers",
               f->what);
  if (f->rov && !rov_allowed(&d->v->target))
    rlv_report(diags, RLV_RULE_DXIL_ROV_STAGE, f->at,
               "%s is rasterizer-ordered in a %s shader; rasterizer-ordered resources are only "
               "allowed in pixel shaders (and libraries)",
               f->what, d->v->target.stage);
  if (cube(f))
    rlv_report(diags, RLV_RULE_DXIL_CUBE_UAV, f->at,
               "%s is a %s UAV; TextureCube and TextureCubeArray cannot be UAVs", f->what,
               rlv_res_kind_name((rlv_res_kind)f->kind));
}

static void check_record_limits(rlv_dxctx *d) {
  for (size_t i = 0; i < d->nrecs; i++) {
    const rlv_dxmeta_rec *r = &d->recs[i];
    res_facts f = {.res_class = r->res_class,
                   .kind = r->res_class == RLV_CLASS_CBUFFER   ? RLV_KIND_CBUFFER
                           : r->res_class == RLV_CLASS_SAMPLER ? RLV_KIND_SAMPLER
                                                               : (unsigned)r->kind,
                   .rov = r->rov,
                   .globally_coherent = r->globally_coherent,
                   .has_counter = r->has_counter,
                   .has_stride = r->has_stride,
                   .stride = r->stride,
                   .cbuffer_size = r->res_class == RLV_CLASS_CBUFFER ? r->kind : 0};
    if (!breaks_a_limit(d, &f))
      continue;
    char *label = record_label(r);
    char *what = rlv_strf("!dx.resources %s", label);
    f.what = what;
    check_limits(d, &f);
    free(what);
    free(label);
  }
}

/* Each distinct properties constant once (constants are uniqued, so the pointer is the key). */
static void check_props_limits(rlv_dxctx *d) {
  rlv_ptrmap seen = {0};
  for (size_t i = 0; i < d->ncalls; i++) {
    const rlv_dxcall *c = &d->calls[i];
    if (!c->well_formed || c->op->opcode != DXOP_ANNOTATE_HANDLE)
      continue;
    LLVMValueRef props = rlv_call_arg(c->call, 2);
    uint64_t w0, w1;
    if (rlv_ptrmap_has(&seen, props) || !rlv_dx_const_field(props, 0, &w0) ||
        !rlv_dx_const_field(props, 1, &w1))
      continue;
    rlv_ptrmap_put(&seen, props, 1);
    unsigned kind = (unsigned)(w0 & 0xFF);
    bool uav = (w0 >> 12) & 1;
    res_facts f = {.at = c->call,
                   .res_class = uav                        ? RLV_CLASS_UAV
                                : kind == RLV_KIND_CBUFFER ? RLV_CLASS_CBUFFER
                                                           : RLV_CLASS_SRV,
                   .kind = kind,
                   .rov = uav && ((w0 >> 13) & 1),
                   .globally_coherent = uav && ((w0 >> 14) & 1),
                   .has_counter = uav && ((w0 >> 15) & 1),
                   .has_stride = kind == RLV_KIND_STRUCTUREDBUFFER,
                   .stride = w1,
                   .cbuffer_size = kind == RLV_KIND_CBUFFER ? w1 : 0};
    if (!breaks_a_limit(d, &f))
      continue;
    char *what = rlv_strf("the resource whose properties are { %llu, %llu }",
                          (unsigned long long)w0, (unsigned long long)w1);
    f.what = what;
    check_limits(d, &f);
    free(what);
  }
  rlv_ptrmap_free(&seen);
}

void rlv_dx_check_records(rlv_dxctx *d) {
  if (!d->has_metadata) {
    check_props_limits(d);
    return;
  }
  check_overlaps(d);
  check_dense_ids(d);
  check_record_limits(d);
}
