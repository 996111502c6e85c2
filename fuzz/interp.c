/* The concrete interpreter for the fuzz harnesses: see interp.h. Values are flattened into
 * "leaves" (one per scalar, pointer or handle; aggregates and vectors are their leaves in
 * order), each with a poison bit and a non-uniform taint bit. Memory is bytes with a poison
 * shadow: allocas, raw/structured buffers, cbuffer rows, and typed elements seen through
 * their component layout. */
#include "fuzz/interp.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "model/ptrmap.h"
#include "model/util.h"
#include "rlv/model.h"

#define MAX_STEPS 20000u
#define MAX_LEAVES 1024u
#define MAX_DEPTH 16
#define MAX_BYTES 4096u
/* Calls to defined functions nest at most this deep (the generator's call chains stay well
 * below; deeper ones stop as unsupported). */
#define MAX_CALL_DEPTH 32u

/* ---------------------------------------------------------------- module facts */

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
  size_t nmembers;
  rlv_ptrmap member_index; /* member global -> index + 1 */
  dx_record *records;
  size_t nrecords;
  rlv_ptrmap callee_ids; /* called function -> callee_id + 1: names are matched once */
  /* Depth-first numbering of the blocks of every function run so far (for back edges):
   * block -> index + 1 into dfs. */
  rlv_ptrmap block_index;
  struct dfs_num {
    uint32_t pre, post;
  } *dfs;
  size_t ndfs;
};

static bool is_padding_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind &&
         strcmp(LLVMGetTargetExtTypeName(t), "dx.Padding") == 0;
}

/* The byte offset of the k-th non-padding element of a cbuffer layout struct. */
static bool layout_member_offset(LLVMTargetDataRef dl, LLVMTypeRef layout, unsigned k, uint64_t *off) {
  if (LLVMGetTypeKind(layout) != LLVMStructTypeKind)
    return false;
  unsigned n = LLVMCountStructElementTypes(layout), seen = 0;
  for (unsigned i = 0; i < n; i++) {
    if (is_padding_type(LLVMStructGetTypeAtIndex(layout, i)))
      continue;
    if (seen++ == k) {
      *off = LLVMOffsetOfElement(dl, layout, i);
      return true;
    }
  }
  return false;
}

static void collect_cbuffer_members(rlv_interp *in) {
  unsigned n = LLVMGetNamedMetadataNumOperands(in->module, "hlsl.cbs");
  if (n == 0)
    return;
  LLVMValueRef *nodes = rlv_xcalloc(n, sizeof *nodes);
  LLVMGetNamedMetadataOperands(in->module, "hlsl.cbs", nodes);
  for (unsigned i = 0; i < n; i++) {
    unsigned m = LLVMGetMDNodeNumOperands(nodes[i]);
    if (m == 0)
      continue;
    LLVMValueRef *ops = rlv_xcalloc(m, sizeof *ops);
    LLVMGetMDNodeOperands(nodes[i], ops);
    LLVMValueRef cb = ops[0];
    LLVMTypeRef cbt = cb && LLVMIsAGlobalVariable(cb) ? LLVMGlobalGetValueType(cb) : NULL;
    LLVMTypeRef layout = cbt && LLVMGetTypeKind(cbt) == LLVMTargetExtTypeKind &&
                                 LLVMGetTargetExtTypeNumTypeParams(cbt) == 1
                             ? LLVMGetTargetExtTypeTypeParam(cbt, 0)
                             : NULL;
    for (unsigned j = 1; layout && j < m; j++) {
      uint64_t off;
      if (!ops[j] || !LLVMIsAGlobalVariable(ops[j]) || !layout_member_offset(in->dl, layout, j - 1, &off))
        continue;
      in->members = rlv_xrealloc(in->members, (in->nmembers + 1) * sizeof *in->members);
      in->members[in->nmembers] = (cb_member){ops[j], cb, off};
      rlv_ptrmap_put(&in->member_index, ops[j], ++in->nmembers);
    }
    free(ops);
  }
  free(nodes);
}

static bool md_u32(LLVMValueRef v, uint32_t *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = (uint32_t)LLVMConstIntGetZExtValue(v);
  return true;
}

/* The structured stride from a tag list {tag, value, tag, value...}; 0 when absent. */
static unsigned record_stride(LLVMValueRef tags) {
  if (!tags || !LLVMIsAMDNode(tags))
    return 0;
  unsigned n = LLVMGetMDNodeNumOperands(tags);
  LLVMValueRef *ops = rlv_xcalloc(n ? n : 1, sizeof *ops);
  LLVMGetMDNodeOperands(tags, ops);
  unsigned stride = 0;
  for (unsigned i = 0; i + 1 < n; i += 2) {
    uint32_t tag, value;
    if (md_u32(ops[i], &tag) && md_u32(ops[i + 1], &value) && tag == 1)
      stride = value;
  }
  free(ops);
  return stride;
}

static void add_record(rlv_interp *in, unsigned res_class, LLVMValueRef rec) {
  unsigned n = LLVMGetMDNodeNumOperands(rec);
  if (n < 7)
    return;
  LLVMValueRef *ops = rlv_xcalloc(n, sizeof *ops);
  LLVMGetMDNodeOperands(rec, ops);
  dx_record r = {.res_class = res_class};
  uint32_t id, kind = 0;
  bool ok = md_u32(ops[0], &id) && md_u32(ops[3], &r.space) && md_u32(ops[4], &r.lower_bound) &&
            md_u32(ops[5], &r.size);
  if (res_class <= 1)
    ok = ok && md_u32(ops[6], &kind);
  else if (res_class == 2)
    kind = RLV_KIND_CBUFFER;
  if (ok) {
    r.id = id;
    r.kind = kind;
    unsigned tags_at = res_class == 0 ? 8 : 10;
    r.stride = res_class <= 1 && n > tags_at ? record_stride(ops[tags_at]) : 0;
    unsigned len = 0;
    const char *name = ops[2] ? LLVMGetMDString(ops[2], &len) : NULL;
    r.name = name ? rlv_xstrndup(name, len) : rlv_xstrdup("");
    in->records = rlv_xrealloc(in->records, (in->nrecords + 1) * sizeof *in->records);
    in->records[in->nrecords++] = r;
  }
  free(ops);
}

static void collect_dx_resources(rlv_interp *in) {
  if (LLVMGetNamedMetadataNumOperands(in->module, "dx.resources") != 1)
    return;
  LLVMValueRef root;
  LLVMGetNamedMetadataOperands(in->module, "dx.resources", &root);
  if (!root || LLVMGetMDNodeNumOperands(root) != 4)
    return;
  LLVMValueRef lists[4];
  LLVMGetMDNodeOperands(root, lists);
  for (unsigned c = 0; c < 3; c++) {
    if (!lists[c] || !LLVMIsAMDNode(lists[c]))
      continue;
    unsigned n = LLVMGetMDNodeNumOperands(lists[c]);
    LLVMValueRef *recs = rlv_xcalloc(n ? n : 1, sizeof *recs);
    LLVMGetMDNodeOperands(lists[c], recs);
    for (unsigned i = 0; i < n; i++)
      if (recs[i] && LLVMIsAMDNode(recs[i]))
        add_record(in, c, recs[i]);
    free(recs);
  }
}

rlv_interp *rlv_interp_create(LLVMModuleRef module) {
  rlv_interp *in = rlv_xcalloc(1, sizeof *in);
  in->module = module;
  in->dl = LLVMGetModuleDataLayout(module);
  collect_cbuffer_members(in);
  collect_dx_resources(in);
  return in;
}

void rlv_interp_free(rlv_interp *in) {
  if (!in)
    return;
  for (size_t i = 0; i < in->nrecords; i++)
    free(in->records[i].name);
  free(in->records);
  free(in->members);
  rlv_ptrmap_free(&in->member_index);
  rlv_ptrmap_free(&in->callee_ids);
  rlv_ptrmap_free(&in->block_index);
  free(in->dfs);
  free(in);
}

bool rlv_interp_find_record(const rlv_interp *in, unsigned res_class, const char *name,
                            unsigned *space, uint32_t *lower_bound) {
  for (size_t i = 0; i < in->nrecords; i++) {
    const dx_record *r = &in->records[i];
    if (r->res_class == res_class && strcmp(r->name, name) == 0) {
      *space = r->space;
      *lower_bound = r->lower_bound;
      return true;
    }
  }
  return false;
}

static const dx_record *find_record_by_id(const rlv_interp *in, unsigned res_class, unsigned id) {
  for (size_t i = 0; i < in->nrecords; i++)
    if (in->records[i].res_class == res_class && in->records[i].id == id)
      return &in->records[i];
  return NULL;
}

/* ---------------------------------------------------------------- state */

void rlv_ires_alloc(rlv_ires *r) {
  switch (r->kind) {
  case RLV_IRES_TYPED:
    r->nbytes = r->count * 16u;
    break;
  case RLV_IRES_STRUCTURED:
    r->nbytes = r->count * r->stride;
    break;
  default:
    r->nbytes = r->count;
    break;
  }
  size_t nwritten = r->kind == RLV_IRES_TYPED ? r->count : r->nbytes;
  r->data = rlv_xcalloc(r->nbytes + 1, 1);
  r->poison = rlv_xcalloc(r->nbytes + 1, 1);
  r->written = rlv_xcalloc(nwritten + 1, 1);
}

static uint8_t *dup_bytes(const uint8_t *p, size_t n) {
  uint8_t *q = rlv_xmalloc(n + 1);
  memcpy(q, p, n + 1);
  return q;
}

/* A copy of n elements of `size` bytes (NULL for none). */
static void *dup_array(const void *p, size_t n, size_t size) {
  if (!n)
    return NULL;
  void *q = rlv_xmalloc(n * size);
  memcpy(q, p, n * size);
  return q;
}

void rlv_istate_copy(rlv_istate *dst, const rlv_istate *src) {
  *dst = *src;
  dst->creations = dup_array(src->creations, src->ncreations, sizeof *src->creations);
  dst->cap_creations = src->ncreations;
  dst->res = rlv_xcalloc(src->nres + 1, sizeof *dst->res);
  for (size_t i = 0; i < src->nres; i++) {
    const rlv_ires *s = &src->res[i];
    rlv_ires *d = &dst->res[i];
    *d = *s;
    size_t nwritten = s->kind == RLV_IRES_TYPED ? s->count : s->nbytes;
    d->data = dup_bytes(s->data, s->nbytes);
    d->poison = dup_bytes(s->poison, s->nbytes);
    d->written = dup_bytes(s->written, nwritten);
    d->mapped = dup_array(s->mapped, s->nmapped, sizeof *s->mapped);
  }
}

void rlv_istate_free(rlv_istate *s) {
  for (size_t i = 0; i < s->nres; i++) {
    free(s->res[i].data);
    free(s->res[i].poison);
    free(s->res[i].written);
    free(s->res[i].mapped);
  }
  free(s->res);
  free(s->creations);
  s->res = NULL;
  s->nres = 0;
  s->creations = NULL;
  s->ncreations = s->cap_creations = 0;
}

/* ---------------------------------------------------------------- values */

enum { L_VAL, L_PTR, L_HANDLE };
enum { R_NULL, R_ALLOCA, R_RES, R_GLOBAL };
enum { V_UNKNOWN, V_TYPED, V_RAW, V_STRUCTURED, V_CBUFFER };

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

typedef struct region {
  uint8_t *bytes, *poison;
  uint64_t size;
} region;

typedef struct run {
  rlv_interp *in;
  rlv_istate *st;
  LLVMTargetDataRef dl;
  leaf *arena;
  size_t nleaf, cap;
  rlv_ptrmap vals;    /* value -> arena offset + 1 */
  rlv_ptrmap globals; /* handle global -> arena offset + 1 of its handle */
  region *allocas;
  size_t nalloca;
  unsigned steps;
  LLVMValueRef active[MAX_CALL_DEPTH]; /* the functions running, outermost first */
  unsigned depth;
  rlv_ptrmap iters;        /* loop header -> back edges taken since the loop was entered */
  unsigned max_back_edges; /* the largest of those counts */
  rlv_irun_status status;
  char *why;
} run;

static bool stop(run *r, rlv_irun_status status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool stop(run *r, rlv_irun_status status, const char *fmt, ...) {
  if (r->status == RLV_IRUN_OK) {
    va_list ap;
    va_start(ap, fmt);
    r->why = rlv_vstrf(fmt, ap);
    va_end(ap);
    r->status = status;
  }
  return false;
}
#define UNSUPPORTED(r, ...) stop((r), RLV_IRUN_UNSUPPORTED, __VA_ARGS__)
#define UB(r, ...) stop((r), RLV_IRUN_UB, __VA_ARGS__)

static size_t alloc_leaves(run *r, unsigned n) {
  if (r->nleaf + n > r->cap) {
    size_t cap = r->cap ? r->cap : 256;
    while (cap < r->nleaf + n)
      cap *= 2;
    r->arena = rlv_xrealloc(r->arena, cap * sizeof *r->arena);
    r->cap = cap;
  }
  size_t at = r->nleaf;
  memset(&r->arena[at], 0, n * sizeof *r->arena);
  r->nleaf += n;
  return at;
}

static uint64_t mask_of(unsigned bits) { return bits >= 64 ? ~0ull : ((1ull << bits) - 1); }

static int64_t sext_of(uint64_t v, unsigned bits) {
  if (bits >= 64)
    return (int64_t)v;
  uint64_t sign = 1ull << (bits - 1);
  return (int64_t)((v ^ sign) - sign);
}

/* Scalar classes of leaf types. */
enum { S_INT, S_HALF, S_FLOAT, S_DOUBLE, S_PTR, S_HANDLE, S_BAD };

static int scalar_class(LLVMTypeRef t, unsigned *bits) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    *bits = LLVMGetIntTypeWidth(t);
    return *bits <= 64 ? S_INT : S_BAD;
  case LLVMHalfTypeKind:
    *bits = 16;
    return S_HALF;
  case LLVMFloatTypeKind:
    *bits = 32;
    return S_FLOAT;
  case LLVMDoubleTypeKind:
    *bits = 64;
    return S_DOUBLE;
  case LLVMPointerTypeKind:
    *bits = 32;
    return S_PTR;
  case LLVMTargetExtTypeKind:
    *bits = 32;
    return S_HANDLE;
  default:
    *bits = 0;
    return S_BAD;
  }
}

/* The number of leaves of a type; 0 for types outside the subset. */
static unsigned leaf_count(LLVMTypeRef t, int depth) {
  if (depth > MAX_DEPTH)
    return 0;
  unsigned bits;
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind: {
    unsigned n = LLVMGetVectorSize(t), e = leaf_count(LLVMGetElementType(t), depth + 1);
    return e && n <= MAX_LEAVES ? n * e : 0;
  }
  case LLVMArrayTypeKind: {
    uint64_t n = LLVMGetArrayLength2(t);
    unsigned e = leaf_count(LLVMGetElementType(t), depth + 1);
    return e && n * e <= MAX_LEAVES ? (unsigned)(n * e) : 0;
  }
  case LLVMStructTypeKind: {
    unsigned total = 0;
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
      LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
      unsigned e = is_padding_type(et) ? 0 : leaf_count(et, depth + 1);
      if (!e && !is_padding_type(et))
        return 0;
      total += e;
      if (total > MAX_LEAVES)
        return 0;
    }
    return total ? total : 0;
  }
  default:
    return scalar_class(t, &bits) == S_BAD ? 0 : 1;
  }
}

/* The leaf type of a vector type, or the type itself. */
static LLVMTypeRef scalar_of(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

/* ---------------------------------------------------------------- float helpers */

static float f32_of(uint64_t b) {
  uint32_t u = (uint32_t)b;
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint64_t bits_f32(float f) {
  uint32_t u;
  if (isnan(f))
    return 0x7fc00000u;
  memcpy(&u, &f, 4);
  return u;
}
static double f64_of(uint64_t b) {
  double d;
  memcpy(&d, &b, 8);
  return d;
}
static uint64_t bits_f64(double d) {
  uint64_t u;
  if (isnan(d))
    return 0x7ff8000000000000ull;
  memcpy(&u, &d, 8);
  return u;
}
static float f16_to_f32(uint64_t h) {
  unsigned sign = (h >> 15) & 1, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  float v;
  if (exp == 0)
    v = ldexpf((float)man, -24);
  else if (exp == 31)
    v = man ? NAN : INFINITY;
  else
    v = ldexpf((float)(man | 0x400), (int)exp - 25);
  return sign ? -v : v;
}
/* Round to nearest even. */
static uint64_t f32_to_f16(float f) {
  if (isnan(f))
    return 0x7e00;
  uint32_t sign = signbit(f) ? 0x8000u : 0;
  float a = fabsf(f);
  if (a >= 65520.0f)
    return sign | 0x7c00u;
  if (a < ldexpf(1.0f, -14)) { /* subnormal: units of 2^-24 */
    float q = nearbyintf(a * ldexpf(1.0f, 24));
    return sign | (uint32_t)q;
  }
  int e;
  frexpf(a, &e); /* a = m * 2^e, m in [0.5, 1) */
  float q = nearbyintf(ldexpf(a, 11 - e)); /* 11 significant bits */
  if (q >= 2048.0f) {
    q /= 2;
    e++;
  }
  uint32_t exp = (uint32_t)(e - 1 + 15);
  if (exp >= 31)
    return sign | 0x7c00u;
  return sign | (exp << 10) | ((uint32_t)q & 0x3ffu);
}
/* The value of a float leaf as a double (exact for half and float). */
static double fp_value(int sc, uint64_t bits) {
  return sc == S_HALF ? (double)f16_to_f32(bits) : sc == S_FLOAT ? (double)f32_of(bits) : f64_of(bits);
}
static uint64_t fp_bits(int sc, double v) {
  return sc == S_HALF ? f32_to_f16((float)v) : sc == S_FLOAT ? bits_f32((float)v) : bits_f64(v);
}

/* ---------------------------------------------------------------- memory */

static region *alloca_region(run *r, const leaf *p) {
  return p->obj >= 0 && (size_t)p->obj < r->nalloca ? &r->allocas[p->obj] : NULL;
}

static rlv_ires *res_of(run *r, int32_t obj) {
  return obj >= 0 && (size_t)obj < r->st->nres ? &r->st->res[obj] : NULL;
}

/* Where byte b of a typed element with `cbytes`-byte components lives in its 16 bytes. */
static unsigned typed_byte(unsigned cbytes, uint64_t b) {
  if (cbytes == 8)
    return (unsigned)((b / 8) * 8 + b % 8);
  if (cbytes == 2)
    return (unsigned)((b / 2) * 4 + b % 2);
  return (unsigned)b;
}

/* Byte i of an access to a raw, structured or constant buffer: byte addresses are 32-bit
 * and wrap around (DESIGN.md: an array from byte address to byte). */
static uint64_t byte_address(const leaf *p, uint64_t i) { return ((uint64_t)p->off + i) & 0xffffffffu; }

/* Whether an access of `size` bytes at p into a structured buffer is in bounds: the model
 * bounds a structured access by its element index (`index < length`), whatever its offset
 * and stride. *ok is false when an in-bounds access reaches bytes the interpreter does not
 * hold (an offset or a stride larger than the buffer's own): the subset stops there. */
static bool structured_inside(const rlv_ires *res, const leaf *p, uint64_t size, bool *ok) {
  bool inside = p->elem < res->count;
  *ok = !inside || (p->off >= 0 && (uint64_t)p->off + size <= res->nbytes);
  return inside;
}

/* The check bit of one unit (typed element, raw word): a replayed counterexample's choice,
 * else whether the unit lies inside the buffer. */
static bool unit_mapped(const rlv_ires *res, uint64_t unit, bool inside) {
  for (size_t i = 0; i < res->nmapped; i++)
    if (res->mapped[i].unit == unit)
      return res->mapped[i].mapped;
  return inside;
}

/* Reads `size` bytes through pointer p. `mapped` (optional) receives the check-bit meaning
 * of the access (raw: every 32-bit word touched lies in the buffer; typed: in bounds). */
static bool mem_read(run *r, const leaf *p, uint64_t size, uint8_t *bytes, uint8_t *pois, bool *mapped) {
  if (p->poison)
    return UB(r, "memory access through a poison pointer");
  if (size > MAX_BYTES)
    return UNSUPPORTED(r, "access of %llu bytes", (unsigned long long)size);
  if (mapped)
    *mapped = true;
  if (p->tag != L_PTR)
    return UNSUPPORTED(r, "memory access through a non-pointer");
  if (p->region == R_ALLOCA) {
    region *g = alloca_region(r, p);
    if (!g || p->off < 0 || (uint64_t)p->off + size > g->size)
      return UB(r, "alloca access out of bounds");
    memcpy(bytes, g->bytes + p->off, size);
    memcpy(pois, g->poison + p->off, size);
    return true;
  }
  if (p->region != R_RES)
    return UNSUPPORTED(r, "memory access to a global or null pointer");
  rlv_ires *res = res_of(r, p->obj);
  if (!res)
    return UB(r, "access to an unknown resource");
  if (p->view == V_TYPED) {
    uint64_t esize = (uint64_t)p->cbytes * p->ncomp;
    if (p->off < 0 || (uint64_t)p->off + size > esize)
      return UNSUPPORTED(r, "typed buffer access outside the element");
    bool inb = p->elem < res->count;
    if (mapped)
      *mapped = unit_mapped(res, p->elem, inb);
    for (uint64_t i = 0; i < size; i++) {
      unsigned at = typed_byte(p->cbytes, (uint64_t)p->off + i);
      bytes[i] = inb ? res->data[p->elem * 16u + at] : 0;
      pois[i] = inb ? res->poison[p->elem * 16u + at] : 0;
    }
    return true;
  }
  bool element_ok = true;
  bool in_element = p->view == V_STRUCTURED && structured_inside(res, p, size, &element_ok);
  if (!element_ok)
    return UNSUPPORTED(r, "structured access in bounds of the element count but past the buffer's bytes");
  for (uint64_t i = 0; i < size; i++) {
    uint64_t a = byte_address(p, i);
    bool inb = p->view == V_STRUCTURED ? in_element : a < res->nbytes;
    bytes[i] = inb ? res->data[a] : 0;
    pois[i] = inb ? res->poison[a] : 0;
    /* the unit is the 32-bit word of the byte address */
    if (mapped && p->view != V_CBUFFER && !unit_mapped(res, a >> 2, (a & ~3ull) < res->nbytes))
      *mapped = false;
  }
  return true;
}

static bool mem_write(run *r, const leaf *p, uint64_t size, const uint8_t *bytes, const uint8_t *pois) {
  if (p->poison)
    return UB(r, "memory access through a poison pointer");
  if (size > MAX_BYTES)
    return UNSUPPORTED(r, "access of %llu bytes", (unsigned long long)size);
  if (p->tag != L_PTR)
    return UNSUPPORTED(r, "memory access through a non-pointer");
  if (p->region == R_ALLOCA) {
    region *g = alloca_region(r, p);
    if (!g || p->off < 0 || (uint64_t)p->off + size > g->size)
      return UB(r, "alloca access out of bounds");
    memcpy(g->bytes + p->off, bytes, size);
    memcpy(g->poison + p->off, pois, size);
    return true;
  }
  if (p->region != R_RES)
    return UNSUPPORTED(r, "memory write to a global or null pointer");
  rlv_ires *res = res_of(r, p->obj);
  if (!res)
    return UB(r, "access to an unknown resource");
  if (!p->uav || res->res_class != 1)
    return UB(r, "write through a pointer into a read-only resource");
  if (p->view == V_TYPED) {
    uint64_t esize = (uint64_t)p->cbytes * p->ncomp;
    if (p->off < 0 || (uint64_t)p->off + size > esize)
      return UNSUPPORTED(r, "typed buffer access outside the element");
    if (p->elem >= res->count)
      return true;
    for (uint64_t i = 0; i < size; i++) {
      unsigned at = typed_byte(p->cbytes, (uint64_t)p->off + i);
      res->data[p->elem * 16u + at] = bytes[i];
      res->poison[p->elem * 16u + at] = pois[i];
    }
    res->written[p->elem] = 1;
    return true;
  }
  bool element_ok = true;
  bool in_element = p->view == V_STRUCTURED && structured_inside(res, p, size, &element_ok);
  if (!element_ok)
    return UNSUPPORTED(r, "structured access in bounds of the element count but past the buffer's bytes");
  for (uint64_t i = 0; i < size; i++) {
    uint64_t a = byte_address(p, i);
    if (p->view == V_STRUCTURED ? in_element : a < res->nbytes) {
      res->data[a] = bytes[i];
      res->poison[a] = pois[i];
      res->written[a] = 1;
    }
  }
  return true;
}

/* Moves a value of type t between leaves and bytes laid out as the DataLayout says:
 * ENCODE writes the leaves into the bytes (padding stays as the caller set it: poison),
 * DECODE reads the bytes into the leaves. */
typedef enum { DECODE, ENCODE } transcode_dir;

static bool transcode_scalar(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k,
                             transcode_dir dir) {
  unsigned bits;
  int sc = scalar_class(t, &bits);
  if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE)
    return UNSUPPORTED(r, dir == DECODE ? "load of a pointer, handle or unsupported scalar from memory"
                                        : "store of a pointer, handle or unsupported scalar to memory");
  leaf *l = &r->arena[at + (*k)++];
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (dir == ENCODE) {
    for (uint64_t i = 0; i < size && i < 8; i++) {
      b[i] = (uint8_t)(l->bits >> (8 * i));
      p[i] = l->poison;
    }
    return true;
  }
  uint64_t v = 0;
  bool pois = false;
  for (uint64_t i = 0; i < size && i < 8; i++) {
    v |= (uint64_t)b[i] << (8 * i);
    pois |= p[i] != 0;
  }
  l->tag = L_VAL;
  l->bits = v & mask_of(bits);
  l->poison = pois;
  return true;
}

static bool transcode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k, transcode_dir dir,
                      int depth) {
  if (depth > MAX_DEPTH)
    return UNSUPPORTED(r, "type nesting too deep");
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind:
  case LLVMArrayTypeKind: {
    LLVMTypeRef et = LLVMGetElementType(t);
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    uint64_t n = vec ? LLVMGetVectorSize(t) : LLVMGetArrayLength2(t);
    uint64_t step = vec ? LLVMSizeOfTypeInBits(r->dl, et) / 8 : LLVMABISizeOfType(r->dl, et);
    if (vec && LLVMSizeOfTypeInBits(r->dl, et) % 8)
      return UNSUPPORTED(r, "vector of non-byte-sized elements in memory");
    for (uint64_t i = 0; i < n; i++)
      if (!transcode(r, et, b + i * step, p + i * step, at, k, dir, depth + 1))
        return false;
    return true;
  }
  case LLVMStructTypeKind:
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
      LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
      if (is_padding_type(et))
        continue;
      uint64_t off = LLVMOffsetOfElement(r->dl, t, i);
      if (!transcode(r, et, b + off, p + off, at, k, dir, depth + 1))
        return false;
    }
    return true;
  default:
    return transcode_scalar(r, t, b, p, at, k, dir);
  }
}

static bool decode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k) {
  return transcode(r, t, b, p, at, k, DECODE, 0);
}

static bool encode(run *r, LLVMTypeRef t, uint8_t *b, uint8_t *p, size_t at, unsigned *k) {
  return transcode(r, t, b, p, at, k, ENCODE, 0);
}

static bool load_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t *out) {
  unsigned n = leaf_count(t, 0);
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (!n || size > MAX_BYTES)
    return UNSUPPORTED(r, "load of an unsupported type");
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  leaf copy = *ptr;
  if (!mem_read(r, &copy, size, b, p, NULL))
    return false;
  size_t at = alloc_leaves(r, n);
  unsigned k = 0;
  if (!decode(r, t, b, p, at, &k))
    return false;
  *out = at;
  return true;
}

static bool store_bytes(run *r, LLVMTypeRef t, const leaf *ptr, size_t val) {
  uint64_t size = LLVMStoreSizeOfType(r->dl, t);
  if (!leaf_count(t, 0) || size > MAX_BYTES)
    return UNSUPPORTED(r, "store of an unsupported type");
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  memset(p, 1, size);
  memset(b, 0, size);
  unsigned k = 0;
  leaf copy = *ptr;
  return encode(r, t, b, p, val, &k) && mem_write(r, &copy, size, b, p);
}

/* ---------------------------------------------------------------- evaluation of operands */

static bool eval(run *r, LLVMValueRef v, size_t *out);

/* Byte offset of a GEP (instruction or constant expression) from its indices. */
static bool gep_offset(run *r, LLVMValueRef gep, int64_t *off, bool *pois, bool *nu) {
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  unsigned n = LLVMGetNumOperands(gep);
  *off = 0;
  *pois = false;
  *nu = false;
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef idxv = LLVMGetOperand(gep, i);
    if (LLVMGetTypeKind(LLVMTypeOf(idxv)) != LLVMIntegerTypeKind)
      return UNSUPPORTED(r, "vector getelementptr");
    size_t at;
    if (!eval(r, idxv, &at))
      return false;
    const leaf *l = &r->arena[at];
    int64_t idx = sext_of(l->bits, LLVMGetIntTypeWidth(LLVMTypeOf(idxv)));
    *pois |= l->poison;
    if (i == 1) {
      *off += idx * (int64_t)LLVMABISizeOfType(r->dl, t);
      continue;
    }
    switch (LLVMGetTypeKind(t)) {
    case LLVMStructTypeKind:
      if (idx < 0 || (unsigned)idx >= LLVMCountStructElementTypes(t))
        return UNSUPPORTED(r, "struct index out of range");
      *off += (int64_t)LLVMOffsetOfElement(r->dl, t, (unsigned)idx);
      t = LLVMStructGetTypeAtIndex(t, (unsigned)idx);
      break;
    case LLVMArrayTypeKind:
      t = LLVMGetElementType(t);
      *off += idx * (int64_t)LLVMABISizeOfType(r->dl, t);
      break;
    case LLVMVectorTypeKind:
      t = LLVMGetElementType(t);
      *off += idx * (int64_t)(LLVMSizeOfTypeInBits(r->dl, t) / 8);
      break;
    default:
      return UNSUPPORTED(r, "getelementptr into a scalar");
    }
  }
  return true;
}

static bool eval_gep(run *r, LLVMValueRef gep, size_t *out) {
  size_t base;
  if (!eval(r, LLVMGetOperand(gep, 0), &base))
    return false;
  int64_t off;
  bool pois, nu;
  if (!gep_offset(r, gep, &off, &pois, &nu))
    return false;
  if (r->arena[base].tag != L_PTR)
    return UNSUPPORTED(r, "getelementptr on a non-pointer");
  size_t at = alloc_leaves(r, 1);
  r->arena[at] = r->arena[base];
  r->arena[at].off += off;
  r->arena[at].poison |= pois;
  *out = at;
  return true;
}

/* A pointer to a global: a cbuffer member resolves through its handle global. */
static bool eval_global(run *r, LLVMValueRef g, size_t *out) {
  size_t at = alloc_leaves(r, 1);
  leaf *l = &r->arena[at];
  l->tag = L_PTR;
  uintptr_t mi;
  if (rlv_ptrmap_get(&r->in->member_index, g, &mi)) {
    const cb_member *m = &r->in->members[mi - 1];
    uintptr_t h;
    if (!rlv_ptrmap_get(&r->globals, m->cb_global, &h))
      return UNSUPPORTED(r, "cbuffer member read before its handle global is stored");
    const leaf *hl = &r->arena[h - 1];
    l = &r->arena[at];
    l->region = R_RES;
    l->obj = hl->obj;
    l->view = hl->view;
    l->nu = hl->nu;
    l->off = (int64_t)m->offset;
    *out = at;
    return true;
  }
  l->region = R_GLOBAL;
  l->global = g;
  *out = at;
  return true;
}

static bool eval_constant(run *r, LLVMValueRef v, size_t *out) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMIsAGlobalVariable(v))
    return eval_global(r, v, out);
  if (LLVMIsAConstantExpr(v)) {
    if (LLVMGetConstOpcode(v) == LLVMGetElementPtr)
      return eval_gep(r, v, out);
    return UNSUPPORTED(r, "constant expression");
  }
  unsigned n = leaf_count(t, 0);
  if (!n)
    return UNSUPPORTED(r, "constant of an unsupported type");
  if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
    size_t at = alloc_leaves(r, n);
    for (unsigned i = 0; i < n; i++)
      r->arena[at + i].poison = 1;
    *out = at;
    return true;
  }
  if (LLVMIsAConstantAggregateZero(v) || LLVMIsAConstantPointerNull(v)) {
    size_t at = alloc_leaves(r, n);
    *out = at;
    return true;
  }
  if (LLVMIsAConstantInt(v)) {
    size_t at = alloc_leaves(r, 1);
    r->arena[at].bits = LLVMConstIntGetZExtValue(v) & mask_of(LLVMGetIntTypeWidth(t));
    *out = at;
    return true;
  }
  if (LLVMIsAConstantFP(v)) {
    LLVMBool loses;
    double d = LLVMConstRealGetDouble(v, &loses);
    unsigned bits;
    int sc = scalar_class(t, &bits);
    size_t at = alloc_leaves(r, 1);
    r->arena[at].bits = fp_bits(sc, d);
    *out = at;
    return true;
  }
  unsigned agg = LLVMGetTypeKind(t) == LLVMStructTypeKind   ? LLVMCountStructElementTypes(t)
                 : LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t)
                 : LLVMGetTypeKind(t) == LLVMArrayTypeKind  ? (unsigned)LLVMGetArrayLength2(t)
                                                            : 0;
  if (!agg)
    return UNSUPPORTED(r, "constant of an unsupported kind");
  size_t at = alloc_leaves(r, n);
  unsigned k = 0;
  for (unsigned i = 0; i < agg; i++) {
    LLVMValueRef e = LLVMGetAggregateElement(v, i);
    if (!e)
      return UNSUPPORTED(r, "unreadable aggregate constant");
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind && is_padding_type(LLVMTypeOf(e)))
      continue;
    size_t ea;
    if (!eval(r, e, &ea))
      return false;
    unsigned en = leaf_count(LLVMTypeOf(e), 0);
    if (k + en > n)
      return UNSUPPORTED(r, "aggregate constant shape");
    memcpy(&r->arena[at + k], &r->arena[ea], en * sizeof(leaf));
    k += en;
  }
  *out = at;
  return true;
}

static void set_value(run *r, LLVMValueRef v, size_t at) { rlv_ptrmap_put(&r->vals, v, at + 1); }

/* A constant made of data only: no global or constant expression, whose value (a cbuffer
 * member's pointer goes through the handle its global holds) may change during a run. */
static bool is_plain_data(LLVMValueRef c) {
  return LLVMIsAConstantInt(c) || LLVMIsAConstantFP(c) || LLVMIsUndef(c) || LLVMIsPoison(c) ||
         LLVMIsAConstantAggregateZero(c) || LLVMIsAConstantPointerNull(c) ||
         LLVMIsAConstantDataSequential(c);
}

static bool eval(run *r, LLVMValueRef v, size_t *out) {
  uintptr_t at;
  if (rlv_ptrmap_get(&r->vals, v, &at)) {
    *out = at - 1;
    return true;
  }
  *out = 0;
  if (!LLVMIsAConstant(v))
    return UNSUPPORTED(r, "use of a value that has not been computed");
  if (!eval_constant(r, v, out))
    return false;
  if (is_plain_data(v))
    set_value(r, v, *out); /* its leaves never change: computed once per run */
  return true;
}

static bool const_u64(LLVMValueRef v, uint64_t *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

/* ---------------------------------------------------------------- arithmetic */

static bool int_binop(run *r, LLVMOpcode op, LLVMValueRef inst, unsigned bits, const leaf *a, const leaf *b,
                      leaf *o) {
  uint64_t m = mask_of(bits), x = a->bits & m, y = b->bits & m, res = 0;
  int64_t sx = sext_of(x, bits), sy = sext_of(y, bits);
  bool pois = a->poison || b->poison, nuw = false, nsw = false;
  if (op == LLVMAdd || op == LLVMSub || op == LLVMMul || op == LLVMShl) {
    nuw = LLVMGetNUW(inst);
    nsw = LLVMGetNSW(inst);
  }
  switch (op) {
  case LLVMAdd:
    res = x + y;
    if (nuw && (bits == 64 ? res < x : (res & ~m) != 0))
      pois = true;
    if (nsw) {
      int64_t s;
      if (__builtin_add_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s)
        pois = true;
    }
    break;
  case LLVMSub:
    res = x - y;
    if (nuw && y > x)
      pois = true;
    if (nsw) {
      int64_t s;
      if (__builtin_sub_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s)
        pois = true;
    }
    break;
  case LLVMMul: {
    res = x * y;
    uint64_t u;
    if (nuw && (__builtin_mul_overflow(x, y, &u) || (u & ~m) != 0))
      pois = true;
    int64_t s;
    if (nsw && (__builtin_mul_overflow(sx, sy, &s) || sext_of((uint64_t)s & m, bits) != s))
      pois = true;
    break;
  }
  case LLVMUDiv:
  case LLVMURem:
  case LLVMSDiv:
  case LLVMSRem:
    if (b->poison || y == 0)
      return UB(r, "division by zero or poison");
    if ((op == LLVMSDiv || op == LLVMSRem) && sy == -1 && x == (1ull << (bits - 1)))
      return UB(r, "signed division overflow");
    if (op == LLVMUDiv)
      res = x / y;
    else if (op == LLVMURem)
      res = x % y;
    else if (op == LLVMSDiv)
      res = (uint64_t)(sx / sy);
    else
      res = (uint64_t)(sx % sy);
    if ((op == LLVMUDiv && LLVMGetExact(inst) && x % y) || (op == LLVMSDiv && LLVMGetExact(inst) && sx % sy))
      pois = true;
    break;
  case LLVMShl:
  case LLVMLShr:
  case LLVMAShr:
    if (y >= bits) {
      pois = true;
      break;
    }
    if (op == LLVMShl) {
      res = x << y;
      if (nuw && ((res & m) >> y) != x)
        pois = true;
      if (nsw && sext_of((res & m), bits) >> y != sx)
        pois = true;
    } else if (op == LLVMLShr) {
      res = x >> y;
    } else {
      res = (uint64_t)(sx >> y);
    }
    if (op != LLVMShl && LLVMGetExact(inst) && (x & mask_of((unsigned)y)))
      pois = true;
    break;
  case LLVMAnd:
    res = x & y;
    break;
  case LLVMOr:
    res = x | y;
    if (LLVMGetIsDisjoint(inst) && (x & y))
      pois = true;
    break;
  case LLVMXor:
    res = x ^ y;
    break;
  default:
    return UNSUPPORTED(r, "integer operation");
  }
  o->tag = L_VAL;
  o->bits = res & m;
  o->poison = pois;
  o->nu = a->nu | b->nu;
  return true;
}

static bool fp_binop(run *r, LLVMOpcode op, int sc, const leaf *a, const leaf *b, leaf *o) {
  double x = fp_value(sc, a->bits), y = fp_value(sc, b->bits), res;
  switch (op) {
  case LLVMFAdd:
    res = sc == S_DOUBLE ? x + y : (double)((float)x + (float)y);
    break;
  case LLVMFSub:
    res = sc == S_DOUBLE ? x - y : (double)((float)x - (float)y);
    break;
  case LLVMFMul:
    res = sc == S_DOUBLE ? x * y : (double)((float)x * (float)y);
    break;
  case LLVMFDiv:
    res = sc == S_DOUBLE ? x / y : (double)((float)x / (float)y);
    break;
  case LLVMFRem:
    res = sc == S_DOUBLE ? fmod(x, y) : (double)fmodf((float)x, (float)y);
    break;
  default:
    return UNSUPPORTED(r, "floating-point operation");
  }
  o->tag = L_VAL;
  o->bits = fp_bits(sc, res);
  o->poison = a->poison || b->poison;
  o->nu = a->nu | b->nu;
  return true;
}

static bool exec_binop(run *r, LLVMValueRef inst, LLVMOpcode op) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = leaf_count(t, 0), bits;
  int sc = scalar_class(scalar_of(t), &bits);
  if (!n || (sc != S_INT && sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE))
    return UNSUPPORTED(r, "binary operation on an unsupported type");
  size_t a, b;
  if (!eval(r, LLVMGetOperand(inst, 0), &a) || !eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    leaf x = r->arena[a + i], y = r->arena[b + i], z = {0};
    bool ok = sc == S_INT ? int_binop(r, op, inst, bits, &x, &y, &z) : fp_binop(r, op, sc, &x, &y, &z);
    if (!ok)
      return false;
    r->arena[o + i] = z;
  }
  set_value(r, inst, o);
  return true;
}

static bool exec_fneg(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = leaf_count(t, 0), bits;
  int sc = scalar_class(scalar_of(t), &bits);
  if (!n || (sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE))
    return UNSUPPORTED(r, "fneg type");
  size_t a;
  if (!eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    r->arena[o + i] = r->arena[a + i];
    r->arena[o + i].bits ^= 1ull << (bits - 1);
  }
  set_value(r, inst, o);
  return true;
}

static bool icmp(LLVMIntPredicate p, uint64_t x, uint64_t y, unsigned bits) {
  int64_t sx = sext_of(x, bits), sy = sext_of(y, bits);
  switch (p) {
  case LLVMIntEQ: return x == y;
  case LLVMIntNE: return x != y;
  case LLVMIntUGT: return x > y;
  case LLVMIntUGE: return x >= y;
  case LLVMIntULT: return x < y;
  case LLVMIntULE: return x <= y;
  case LLVMIntSGT: return sx > sy;
  case LLVMIntSGE: return sx >= sy;
  case LLVMIntSLT: return sx < sy;
  default: return sx <= sy;
  }
}

static bool fcmp(LLVMRealPredicate p, double x, double y) {
  bool uno = isnan(x) || isnan(y);
  switch (p) {
  case LLVMRealPredicateFalse: return false;
  case LLVMRealOEQ: return !uno && x == y;
  case LLVMRealOGT: return !uno && x > y;
  case LLVMRealOGE: return !uno && x >= y;
  case LLVMRealOLT: return !uno && x < y;
  case LLVMRealOLE: return !uno && x <= y;
  case LLVMRealONE: return !uno && x != y;
  case LLVMRealORD: return !uno;
  case LLVMRealUNO: return uno;
  case LLVMRealUEQ: return uno || x == y;
  case LLVMRealUGT: return uno || x > y;
  case LLVMRealUGE: return uno || x >= y;
  case LLVMRealULT: return uno || x < y;
  case LLVMRealULE: return uno || x <= y;
  case LLVMRealUNE: return uno || x != y;
  default: return true;
  }
}

static bool exec_cmp(run *r, LLVMValueRef inst, bool is_fp) {
  LLVMTypeRef ot = LLVMTypeOf(LLVMGetOperand(inst, 0));
  unsigned n = leaf_count(ot, 0), bits;
  int sc = scalar_class(scalar_of(ot), &bits);
  if (!n || (is_fp ? (sc != S_HALF && sc != S_FLOAT && sc != S_DOUBLE) : sc != S_INT))
    return UNSUPPORTED(r, "comparison of an unsupported type");
  size_t a, b;
  if (!eval(r, LLVMGetOperand(inst, 0), &a) || !eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    const leaf *x = &r->arena[a + i], *y = &r->arena[b + i];
    bool res = is_fp ? fcmp(LLVMGetFCmpPredicate(inst), fp_value(sc, x->bits), fp_value(sc, y->bits))
                     : icmp(LLVMGetICmpPredicate(inst), x->bits, y->bits, bits);
    leaf *z = &r->arena[o + i];
    z->bits = res;
    z->poison = x->poison || y->poison;
    z->nu = x->nu | y->nu;
  }
  set_value(r, inst, o);
  return true;
}

static bool cast_leaf(run *r, LLVMOpcode op, LLVMValueRef inst, int ssc, unsigned sbits, int dsc, unsigned dbits,
                      const leaf *a, leaf *o) {
  *o = *a;
  o->tag = L_VAL;
  uint64_t x = a->bits & mask_of(sbits);
  switch (op) {
  case LLVMTrunc:
    o->bits = x & mask_of(dbits);
    break;
  case LLVMZExt:
    o->bits = x;
    if (LLVMGetNNeg(inst) && (x >> (sbits - 1)) & 1)
      o->poison = 1;
    break;
  case LLVMSExt:
    o->bits = (uint64_t)sext_of(x, sbits) & mask_of(dbits);
    break;
  case LLVMFPTrunc:
  case LLVMFPExt:
    o->bits = fp_bits(dsc, fp_value(ssc, x));
    break;
  case LLVMUIToFP:
    if (LLVMGetNNeg(inst) && (x >> (sbits - 1)) & 1)
      o->poison = 1;
    o->bits = dsc == S_DOUBLE ? bits_f64((double)x) : fp_bits(dsc, (double)(float)x);
    break;
  case LLVMSIToFP: {
    int64_t s = sext_of(x, sbits);
    o->bits = dsc == S_DOUBLE ? bits_f64((double)s) : fp_bits(dsc, (double)(float)s);
    break;
  }
  case LLVMFPToUI:
  case LLVMFPToSI: {
    double d = fp_value(ssc, x);
    double t = trunc(d);
    bool ok = !isnan(d) && (op == LLVMFPToUI ? t >= 0 && t < ldexp(1.0, (int)dbits)
                                             : t >= -ldexp(1.0, (int)dbits - 1) && t < ldexp(1.0, (int)dbits - 1));
    if (!ok) {
      o->poison = 1;
      o->bits = 0;
    } else {
      o->bits = (op == LLVMFPToUI ? (uint64_t)t : (uint64_t)(int64_t)t) & mask_of(dbits);
    }
    break;
  }
  default:
    return UNSUPPORTED(r, "cast");
  }
  return true;
}

/* bitcast: through bytes, so vector <-> scalar reinterpretations work. */
static bool exec_bitcast(run *r, LLVMValueRef inst) {
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(inst, 0)), dt = LLVMTypeOf(inst);
  if (LLVMGetTypeKind(st) == LLVMPointerTypeKind && LLVMGetTypeKind(dt) == LLVMPointerTypeKind) {
    size_t a;
    if (!eval(r, LLVMGetOperand(inst, 0), &a))
      return false;
    set_value(r, inst, a);
    return true;
  }
  uint64_t size = LLVMStoreSizeOfType(r->dl, st);
  if (size != LLVMStoreSizeOfType(r->dl, dt) || size > 64 || LLVMSizeOfTypeInBits(r->dl, st) % 8)
    return UNSUPPORTED(r, "bitcast shape");
  size_t a;
  if (!eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  uint8_t b[64], p[64];
  unsigned k = 0;
  memset(p, 0, sizeof p);
  if (!encode(r, st, b, p, a, &k))
    return false;
  unsigned n = leaf_count(dt, 0);
  if (!n)
    return UNSUPPORTED(r, "bitcast type");
  size_t o = alloc_leaves(r, n);
  k = 0;
  if (!decode(r, dt, b, p, o, &k))
    return false;
  bool nu = false;
  for (unsigned i = 0, sn = leaf_count(st, 0); i < sn; i++)
    nu |= r->arena[a + i].nu;
  for (unsigned i = 0; i < n; i++)
    r->arena[o + i].nu = nu;
  set_value(r, inst, o);
  return true;
}

static bool exec_cast(run *r, LLVMValueRef inst, LLVMOpcode op) {
  if (op == LLVMBitCast)
    return exec_bitcast(r, inst);
  LLVMTypeRef st = LLVMTypeOf(LLVMGetOperand(inst, 0)), dt = LLVMTypeOf(inst);
  unsigned n = leaf_count(st, 0), sbits, dbits;
  int ssc = scalar_class(scalar_of(st), &sbits), dsc = scalar_class(scalar_of(dt), &dbits);
  if (!n || n != leaf_count(dt, 0) || ssc == S_BAD || dsc == S_BAD || ssc == S_PTR || dsc == S_PTR ||
      ssc == S_HANDLE || dsc == S_HANDLE)
    return UNSUPPORTED(r, "cast between unsupported types");
  size_t a;
  if (!eval(r, LLVMGetOperand(inst, 0), &a))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    leaf x = r->arena[a + i], z;
    if (!cast_leaf(r, op, inst, ssc, sbits, dsc, dbits, &x, &z))
      return false;
    r->arena[o + i] = z;
  }
  set_value(r, inst, o);
  return true;
}

static bool exec_select(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned n = leaf_count(t, 0);
  if (!n)
    return UNSUPPORTED(r, "select type");
  size_t c, a, b;
  if (!eval(r, LLVMGetOperand(inst, 0), &c) || !eval(r, LLVMGetOperand(inst, 1), &a) ||
      !eval(r, LLVMGetOperand(inst, 2), &b))
    return false;
  bool vec_cond = LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, 0))) == LLVMVectorTypeKind;
  size_t o = alloc_leaves(r, n);
  for (unsigned i = 0; i < n; i++) {
    const leaf *cl = &r->arena[c + (vec_cond ? i : 0)];
    leaf z = cl->bits & 1 ? r->arena[a + i] : r->arena[b + i];
    if (cl->poison) {
      if (z.tag != L_VAL)
        return UB(r, "select of pointers or handles on a poison condition");
      z.poison = 1;
    }
    r->arena[o + i] = z;
  }
  set_value(r, inst, o);
  return true;
}

/* The leaf offset and count of an aggregate member reached by extractvalue indices. */
static bool member_leaves(run *r, LLVMTypeRef t, const unsigned *idx, unsigned nidx, unsigned *first,
                          unsigned *count) {
  *first = 0;
  for (unsigned d = 0; d < nidx; d++) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      if (idx[d] >= LLVMCountStructElementTypes(t))
        return UNSUPPORTED(r, "extractvalue index");
      for (unsigned i = 0; i < idx[d]; i++) {
        LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
        *first += is_padding_type(et) ? 0 : leaf_count(et, 0);
      }
      t = LLVMStructGetTypeAtIndex(t, idx[d]);
    } else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
      t = LLVMGetElementType(t);
      *first += idx[d] * leaf_count(t, 0);
    } else {
      return UNSUPPORTED(r, "extractvalue into a non-aggregate");
    }
  }
  *count = leaf_count(t, 0);
  return *count != 0 || UNSUPPORTED(r, "extractvalue type");
}

static bool exec_extractvalue(run *r, LLVMValueRef inst) {
  LLVMValueRef agg = LLVMGetOperand(inst, 0);
  unsigned first, count;
  if (!member_leaves(r, LLVMTypeOf(agg), LLVMGetIndices(inst), LLVMGetNumIndices(inst), &first, &count))
    return false;
  size_t a;
  if (!eval(r, agg, &a))
    return false;
  set_value(r, inst, a + first);
  return true;
}

static bool exec_insertvalue(run *r, LLVMValueRef inst) {
  LLVMValueRef agg = LLVMGetOperand(inst, 0);
  unsigned first, count, n = leaf_count(LLVMTypeOf(agg), 0);
  if (!n || !member_leaves(r, LLVMTypeOf(agg), LLVMGetIndices(inst), LLVMGetNumIndices(inst), &first, &count))
    return false;
  size_t a, v;
  if (!eval(r, agg, &a) || !eval(r, LLVMGetOperand(inst, 1), &v))
    return false;
  size_t o = alloc_leaves(r, n);
  memcpy(&r->arena[o], &r->arena[a], n * sizeof(leaf));
  memcpy(&r->arena[o + first], &r->arena[v], count * sizeof(leaf));
  set_value(r, inst, o);
  return true;
}

static bool exec_extractelement(run *r, LLVMValueRef inst) {
  LLVMValueRef vec = LLVMGetOperand(inst, 0);
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(vec));
  size_t a, i;
  if (!eval(r, vec, &a) || !eval(r, LLVMGetOperand(inst, 1), &i))
    return false;
  size_t o = alloc_leaves(r, 1);
  const leaf *il = &r->arena[i];
  if (il->poison || il->bits >= n) {
    r->arena[o].poison = 1;
  } else {
    r->arena[o] = r->arena[a + il->bits];
  }
  set_value(r, inst, o);
  return true;
}

static bool exec_insertelement(run *r, LLVMValueRef inst) {
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(inst));
  size_t a, v, i;
  if (!eval(r, LLVMGetOperand(inst, 0), &a) || !eval(r, LLVMGetOperand(inst, 1), &v) ||
      !eval(r, LLVMGetOperand(inst, 2), &i))
    return false;
  size_t o = alloc_leaves(r, n);
  const leaf *il = &r->arena[i];
  if (il->poison || il->bits >= n) {
    for (unsigned k = 0; k < n; k++)
      r->arena[o + k].poison = 1;
  } else {
    memcpy(&r->arena[o], &r->arena[a], n * sizeof(leaf));
    r->arena[o + r->arena[i].bits] = r->arena[v];
  }
  set_value(r, inst, o);
  return true;
}

static bool exec_shufflevector(run *r, LLVMValueRef inst) {
  unsigned n = LLVMGetVectorSize(LLVMTypeOf(inst));
  unsigned in_n = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(inst, 0)));
  if (LLVMGetNumMaskElements(inst) != n)
    return UNSUPPORTED(r, "shufflevector mask");
  size_t a, b;
  if (!eval(r, LLVMGetOperand(inst, 0), &a) || !eval(r, LLVMGetOperand(inst, 1), &b))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++) {
    int m = LLVMGetMaskValue(inst, k);
    if (m < 0 || m == LLVMGetUndefMaskElem())
      r->arena[o + k].poison = 1;
    else if ((unsigned)m < in_n)
      r->arena[o + k] = r->arena[a + m];
    else if ((unsigned)m < 2 * in_n)
      r->arena[o + k] = r->arena[b + m - in_n];
    else
      return UNSUPPORTED(r, "shufflevector mask value");
  }
  set_value(r, inst, o);
  return true;
}

static bool exec_alloca(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMGetAllocatedType(inst);
  uint64_t count = 1;
  if (LLVMGetNumOperands(inst) > 0 && !const_u64(LLVMGetOperand(inst, 0), &count))
    return UNSUPPORTED(r, "dynamic alloca");
  uint64_t size = LLVMABISizeOfType(r->dl, t) * count;
  if (size > MAX_BYTES || r->nalloca >= 256)
    return UNSUPPORTED(r, "alloca too large");
  r->allocas = rlv_xrealloc(r->allocas, (r->nalloca + 1) * sizeof *r->allocas);
  region *g = &r->allocas[r->nalloca];
  g->size = size;
  g->bytes = rlv_xcalloc(size + 1, 1);
  g->poison = rlv_xmalloc(size + 1);
  memset(g->poison, 1, size + 1);
  size_t o = alloc_leaves(r, 1);
  r->arena[o].tag = L_PTR;
  r->arena[o].region = R_ALLOCA;
  r->arena[o].obj = (int32_t)r->nalloca++;
  set_value(r, inst, o);
  return true;
}

static bool is_handle_type(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind; }

static bool exec_load(run *r, LLVMValueRef inst) {
  size_t p;
  if (!eval(r, LLVMGetOperand(inst, 0), &p))
    return false;
  LLVMTypeRef t = LLVMTypeOf(inst);
  if (is_handle_type(t)) {
    leaf pl = r->arena[p];
    uintptr_t h;
    if (pl.tag != L_PTR || pl.region != R_GLOBAL || pl.off != 0 || !rlv_ptrmap_get(&r->globals, pl.global, &h))
      return UNSUPPORTED(r, "load of a handle that is not a stored handle global");
    set_value(r, inst, h - 1);
    return true;
  }
  leaf pl = r->arena[p];
  size_t o;
  if (!load_bytes(r, t, &pl, &o))
    return false;
  set_value(r, inst, o);
  return true;
}

static bool exec_store(run *r, LLVMValueRef inst) {
  LLVMValueRef val = LLVMGetOperand(inst, 0);
  size_t v, p;
  if (!eval(r, val, &v) || !eval(r, LLVMGetOperand(inst, 1), &p))
    return false;
  leaf pl = r->arena[p];
  if (is_handle_type(LLVMTypeOf(val))) {
    if (pl.tag != L_PTR || pl.region != R_GLOBAL || pl.off != 0)
      return UNSUPPORTED(r, "store of a handle other than into a global");
    rlv_ptrmap_put(&r->globals, pl.global, v + 1);
    return true;
  }
  return store_bytes(r, LLVMTypeOf(val), &pl, v);
}

/* ---------------------------------------------------------------- resources */

static const char *kind_name(rlv_ires_kind k) {
  static const char *const names[] = {"typed", "raw", "structured", "cbuffer"};
  return names[k];
}

static int find_resource(run *r, unsigned res_class, unsigned space, uint32_t reg, bool explicit_only) {
  int found = -1;
  for (size_t i = 0; i < r->st->nres; i++) {
    const rlv_ires *res = &r->st->res[i];
    if (res->res_class != res_class || res->space != space || res->reg != reg || (explicit_only && res->implicit))
      continue;
    if (found >= 0)
      return -2;
    found = (int)i;
  }
  return found;
}

static int find_implicit(run *r, unsigned res_class, unsigned order_id, uint32_t index) {
  for (size_t i = 0; i < r->st->nres; i++) {
    const rlv_ires *res = &r->st->res[i];
    if (res->implicit && res->res_class == res_class && res->order_id == order_id && res->index == index)
      return (int)i;
  }
  return -1;
}

static rlv_ires_kind view_res_kind(uint8_t view) {
  return view == V_TYPED ? RLV_IRES_TYPED
         : view == V_RAW ? RLV_IRES_RAW
         : view == V_STRUCTURED ? RLV_IRES_STRUCTURED
                                : RLV_IRES_CBUFFER;
}

/* BEFORE's view of a resource comes from its handle's target type. */
static bool view_from_type(run *r, LLVMTypeRef t, leaf *h) {
  rlv_restype rt;
  if (!rlv_restype_parse(t, &rt) || !rt.well_formed)
    return UNSUPPORTED(r, "handle of an unparsable type");
  h->uav = rt.res_class == RLV_CLASS_UAV;
  switch (rt.tt) {
  case RLV_TT_DX_TYPEDBUFFER: {
    unsigned bits;
    LLVMTypeRef s = scalar_of(rt.element);
    int sc = scalar_class(s, &bits);
    if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE || (bits != 16 && bits != 32 && bits != 64))
      return UNSUPPORTED(r, "typed element");
    h->view = V_TYPED;
    h->cbytes = (uint8_t)(bits / 8);
    h->ncomp = (uint8_t)(LLVMGetTypeKind(rt.element) == LLVMVectorTypeKind ? LLVMGetVectorSize(rt.element) : 1);
    return true;
  }
  case RLV_TT_DX_RAWBUFFER:
    if (rt.kind == RLV_KIND_RAWBUFFER) {
      h->view = V_RAW;
    } else {
      h->view = V_STRUCTURED;
      h->stride = (uint32_t)LLVMABISizeOfType(r->dl, rt.element);
    }
    return true;
  case RLV_TT_DX_CBUFFER:
    h->view = V_CBUFFER;
    return true;
  default:
    return UNSUPPORTED(r, "handle of an unmodelled resource type");
  }
}

static bool check_view_matches(run *r, const leaf *h, const rlv_ires *res, const char *what) {
  if (view_res_kind(h->view) != res->kind)
    return UB(r, "%s: the handle says %s but resource (class %u, space %u, register %u) is %s", what,
              kind_name(view_res_kind(h->view)), res->res_class, res->space, res->reg, kind_name(res->kind));
  if (h->uav != (res->res_class == 1))
    return UB(r, "%s: the handle's UAV bit %u disagrees with resource class %u", what, h->uav, res->res_class);
  return true;
}

static void note_creation(run *r, bool nonuniform) {
  rlv_istate *st = r->st;
  if (st->ncreations == st->cap_creations) {
    st->cap_creations = st->cap_creations ? st->cap_creations * 2 : 8;
    st->creations = rlv_xrealloc(st->creations, st->cap_creations * sizeof *st->creations);
  }
  st->creations[st->ncreations++] = nonuniform;
}

/* handlefrombinding(space, lb, size, index, name) and
 * handlefromimplicitbinding(order id, space, size, index, name). */
static bool before_handle(run *r, LLVMValueRef call, bool implicit) {
  uint64_t a0, a1, size;
  if (!const_u64(LLVMGetOperand(call, 0), &a0) || !const_u64(LLVMGetOperand(call, 1), &a1) ||
      !const_u64(LLVMGetOperand(call, 2), &size))
    return UNSUPPORTED(r, "handle creation with a non-constant binding");
  size_t idx;
  if (!eval(r, LLVMGetOperand(call, 3), &idx))
    return false;
  leaf il = r->arena[idx];
  if (il.poison)
    return UB(r, "handle index is poison");
  leaf h = {.tag = L_HANDLE};
  /* Past the range (or wrapping past register 0xFFFFFFFF on an unbounded one) the handle
   * names nothing: undefined behaviour once it is used (DESIGN.md), not at creation. */
  uint64_t idx32 = il.bits & 0xffffffffu;
  bool oob = (uint32_t)size != UINT32_MAX ? idx32 >= size
                                          : !implicit && (a1 & 0xffffffffu) + idx32 > UINT32_MAX;
  if (oob) {
    h.oob = 1;
    h.obj = -1;
    size_t o = alloc_leaves(r, 1);
    r->arena[o] = h;
    set_value(r, call, o);
    return true;
  }
  rlv_restype rt;
  if (!view_from_type(r, LLVMTypeOf(call), &h) || !rlv_restype_parse(LLVMTypeOf(call), &rt))
    return false;
  int found = implicit ? find_implicit(r, rt.res_class, (unsigned)a0, (uint32_t)il.bits)
                       : find_resource(r, rt.res_class, (unsigned)a0, (uint32_t)(a1 + il.bits), true);
  if (found < 0)
    return UNSUPPORTED(r, "BEFORE names a resource the state does not hold (class %u, %s %llu)", rt.res_class,
                       implicit ? "order id" : "space", (unsigned long long)a0);
  const rlv_ires *res = &r->st->res[found];
  if (view_res_kind(h.view) != res->kind || h.uav != (res->res_class == 1))
    return UNSUPPORTED(r, "the state disagrees with BEFORE's handle type");
  h.obj = found;
  h.nu = il.nu && (uint32_t)size != 1;
  note_creation(r, h.nu);
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = h;
  set_value(r, call, o);
  return true;
}

/* Evaluates a handle operand: a created, annotated handle of a provisioned resource. */
static bool eval_handle(run *r, LLVMValueRef v, leaf *h, rlv_ires **res) {
  size_t a;
  if (!eval(r, v, &a))
    return false;
  *h = r->arena[a];
  if (h->tag != L_HANDLE)
    return h->poison ? UB(r, "poison handle") : UNSUPPORTED(r, "handle operand is not a created handle");
  if (h->oob)
    return UB(r, "a handle whose index lies outside its binding's range");
  if (h->view == V_UNKNOWN)
    return UB(r, "handle used before annotateHandle");
  *res = res_of(r, h->obj);
  if (!*res)
    return UB(r, "handle of no resource");
  return true;
}

static bool exec_getpointer(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i;
  /* getpointer itself is not an access: the loads and stores through it are */
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &i))
    return false;
  const leaf *il = &r->arena[i];
  leaf p = {.tag = L_PTR, .region = R_RES, .obj = h.obj, .nu = h.nu, .view = h.view, .uav = h.uav,
            .cbytes = h.cbytes, .ncomp = h.ncomp, .poison = il->poison};
  uint64_t idx = il->bits & 0xffffffffu;
  if (h.view == V_TYPED)
    p.elem = (uint32_t)idx;
  else if (h.view == V_STRUCTURED) {
    p.elem = (uint32_t)idx;
    p.stride = h.stride;
    p.off = (int64_t)(idx * h.stride);
  } else
    p.off = (int64_t)idx;
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = p;
  set_value(r, call, o);
  return true;
}

/* Typed element lanes: component k of `cbits` bits is lane k (16/32) or lanes 2k, 2k+1.
 * Out of bounds reads zero; *mapped receives the element's check bit. */
static void typed_read(const rlv_ires *res, uint32_t elem, uint32_t lanes[4], uint8_t pois[4], bool *mapped) {
  bool inb = elem < res->count;
  *mapped = unit_mapped(res, elem, inb);
  for (unsigned l = 0; l < 4; l++) {
    lanes[l] = 0;
    pois[l] = 0;
    if (!inb)
      continue;
    for (unsigned b = 0; b < 4; b++) {
      lanes[l] |= (uint32_t)res->data[elem * 16u + l * 4 + b] << (8 * b);
      pois[l] |= res->poison[elem * 16u + l * 4 + b];
    }
  }
}

static void typed_write(rlv_ires *res, uint32_t elem, const uint32_t lanes[4], const uint8_t pois[4], unsigned mask) {
  if (elem >= res->count)
    return;
  for (unsigned l = 0; l < 4; l++) {
    if (!(mask >> l & 1))
      continue;
    for (unsigned b = 0; b < 4; b++) {
      res->data[elem * 16u + l * 4 + b] = (uint8_t)(lanes[l] >> (8 * b));
      res->poison[elem * 16u + l * 4 + b] = pois[l];
    }
  }
  res->written[elem] = 1;
}

/* Leaves of a typed value <-> lanes. */
static bool lanes_to_leaves(run *r, LLVMTypeRef t, const uint32_t lanes[4], const uint8_t pois[4], size_t o) {
  unsigned n = leaf_count(t, 0), bits;
  int sc = scalar_class(scalar_of(t), &bits);
  if (!n || sc == S_BAD || sc == S_PTR || sc == S_HANDLE || n * (bits == 64 ? 2 : 1) > 4)
    return UNSUPPORTED(r, "typed value type");
  for (unsigned k = 0; k < n; k++) {
    leaf *l = &r->arena[o + k];
    l->tag = L_VAL;
    if (bits == 64) {
      l->bits = lanes[2 * k] | (uint64_t)lanes[2 * k + 1] << 32;
      l->poison = pois[2 * k] | pois[2 * k + 1];
    } else {
      l->bits = lanes[k] & mask_of(bits);
      l->poison = pois[k];
    }
  }
  return true;
}

static bool leaves_to_lanes(run *r, LLVMTypeRef t, size_t a, uint32_t lanes[4], uint8_t pois[4], unsigned *nlanes) {
  unsigned n = leaf_count(t, 0), bits;
  int sc = scalar_class(scalar_of(t), &bits);
  if (!n || sc == S_BAD || sc == S_PTR || sc == S_HANDLE || n * (bits == 64 ? 2 : 1) > 4)
    return UNSUPPORTED(r, "typed value type");
  memset(lanes, 0, 16);
  memset(pois, 0, 4);
  for (unsigned k = 0; k < n; k++) {
    const leaf *l = &r->arena[a + k];
    if (bits == 64) {
      lanes[2 * k] = (uint32_t)l->bits;
      lanes[2 * k + 1] = (uint32_t)(l->bits >> 32);
      pois[2 * k] = pois[2 * k + 1] = l->poison;
    } else {
      lanes[k] = (uint32_t)(l->bits & mask_of(bits));
      pois[k] = l->poison;
    }
  }
  *nlanes = n * (bits == 64 ? 2 : 1);
  return true;
}

static size_t check_bit(run *r, size_t o, bool mapped) {
  r->arena[o].tag = L_VAL;
  r->arena[o].bits = mapped;
  return o;
}

/* A load at a poison index or offset reads from somewhere unknown: every leaf of its result,
 * the status too, is poison (a read has no other effect, so it is not undefined behaviour;
 * a store there is). */
static bool poison_load(run *r, LLVMValueRef call) {
  unsigned n = leaf_count(LLVMTypeOf(call), 0);
  if (!n)
    return UNSUPPORTED(r, "load result type");
  size_t o = alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++)
    r->arena[o + k] = (leaf){.tag = L_VAL, .poison = 1};
  set_value(r, call, o);
  return true;
}

/* Whether a raw or structured load's address operands are poison (see poison_load). */
static bool poison_raw_address(const run *r, const leaf *h, size_t i, size_t off) {
  return r->arena[i].poison || (h->view == V_STRUCTURED && r->arena[off].poison);
}

static bool exec_load_typed(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i;
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &i))
    return false;
  if (h.view != V_TYPED)
    return UNSUPPORTED(r, "load.typedbuffer on a non-typed handle");
  if (r->arena[i].poison)
    return poison_load(r, call);
  LLVMTypeRef rt = LLVMTypeOf(call);
  LLVMTypeRef vt = LLVMStructGetTypeAtIndex(rt, 0);
  uint32_t lanes[4];
  uint8_t pois[4];
  bool mapped;
  typed_read(res, (uint32_t)r->arena[i].bits, lanes, pois, &mapped);
  unsigned n = leaf_count(rt, 0);
  size_t o = alloc_leaves(r, n);
  if (!lanes_to_leaves(r, vt, lanes, pois, o))
    return false;
  check_bit(r, o + n - 1, mapped);
  set_value(r, call, o);
  return true;
}

static bool exec_store_typed(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t i, v;
  LLVMValueRef val = LLVMGetOperand(call, 2);
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &i) ||
      !eval(r, val, &v))
    return false;
  if (h.view != V_TYPED || !h.uav)
    return UB(r, "store.typedbuffer on a non-typed or read-only handle");
  if (r->arena[i].poison)
    return UB(r, "typed store at a poison index");
  uint32_t lanes[4];
  uint8_t pois[4];
  unsigned nl = 0;
  if (!leaves_to_lanes(r, LLVMTypeOf(val), v, lanes, pois, &nl))
    return false;
  typed_write(res, (uint32_t)r->arena[i].bits, lanes, pois, (1u << nl) - 1);
  return true;
}

/* The byte address of a raw or structured access from (index, offset). */
static bool raw_address(run *r, const leaf *h, size_t i, size_t off, leaf *p) {
  const leaf *il = &r->arena[i], *ol = &r->arena[off];
  if (il->poison)
    return UB(r, "raw access at a poison index");
  *p = (leaf){.tag = L_PTR, .region = R_RES, .obj = h->obj, .nu = h->nu, .view = h->view, .uav = h->uav};
  uint64_t idx = il->bits & 0xffffffffu;
  if (h->view == V_STRUCTURED) {
    if (ol->poison)
      return UB(r, "structured access at a poison offset");
    p->elem = (uint32_t)idx;
    p->stride = h->stride;
    p->off = (int64_t)(idx * h->stride + (ol->bits & 0xffffffffu));
  } else if (h->view == V_RAW) {
    p->off = (int64_t)idx;
  } else {
    return UB(r, "raw buffer operation on a %s handle", kind_name(view_res_kind(h->view)));
  }
  return true;
}

static bool exec_load_raw(run *r, LLVMValueRef call) {
  leaf h, p;
  rlv_ires *res;
  size_t i, off;
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &i) ||
      !eval(r, LLVMGetOperand(call, 2), &off))
    return false;
  if ((h.view == V_RAW || h.view == V_STRUCTURED) && poison_raw_address(r, &h, i, off))
    return poison_load(r, call);
  if (!raw_address(r, &h, i, off, &p))
    return false;
  LLVMTypeRef rt = LLVMTypeOf(call), vt = LLVMStructGetTypeAtIndex(rt, 0);
  unsigned n = leaf_count(rt, 0);
  uint64_t size = LLVMStoreSizeOfType(r->dl, vt);
  if (!n || size > MAX_BYTES)
    return UNSUPPORTED(r, "raw load type");
  uint8_t b[MAX_BYTES], ps[MAX_BYTES];
  bool mapped;
  if (!mem_read(r, &p, size, b, ps, &mapped))
    return false;
  size_t o = alloc_leaves(r, n);
  unsigned k = 0;
  if (!decode(r, vt, b, ps, o, &k))
    return false;
  check_bit(r, o + n - 1, mapped);
  set_value(r, call, o);
  return true;
}

static bool exec_store_raw(run *r, LLVMValueRef call) {
  leaf h, p;
  rlv_ires *res;
  size_t i, off, v;
  LLVMValueRef val = LLVMGetOperand(call, 3);
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &i) ||
      !eval(r, LLVMGetOperand(call, 2), &off) || !eval(r, val, &v) || !raw_address(r, &h, i, off, &p))
    return false;
  return store_bytes(r, LLVMTypeOf(val), &p, v);
}

static bool exec_cbufferrow(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t row;
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res) || !eval(r, LLVMGetOperand(call, 1), &row))
    return false;
  if (h.view != V_CBUFFER)
    return UB(r, "cbuffer row load on a non-cbuffer handle");
  if (r->arena[row].poison)
    return UB(r, "cbuffer row is poison");
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned n = leaf_count(rt, 0);
  if (!n || LLVMGetTypeKind(rt) != LLVMStructTypeKind)
    return UNSUPPORTED(r, "cbuffer row type");
  size_t o = alloc_leaves(r, n);
  uint64_t base = (r->arena[row].bits & 0xffffffffu) * 16;
  uint64_t at = base;
  for (unsigned k = 0; k < n; k++) {
    LLVMTypeRef ft = LLVMStructGetTypeAtIndex(rt, k);
    uint64_t fs = LLVMStoreSizeOfType(r->dl, ft);
    uint8_t b[8] = {0}, ps[8] = {0};
    for (uint64_t j = 0; j < fs && j < 8; j++) {
      bool inb = at + j < res->nbytes && at + j < base + 16;
      b[j] = inb ? res->data[at + j] : 0;
      ps[j] = inb ? res->poison[at + j] : 0;
    }
    unsigned kk = k;
    if (!decode(r, ft, b, ps, o, &kk))
      return false;
    at += fs;
  }
  set_value(r, call, o);
  return true;
}

static bool counter_step(run *r, leaf *h, rlv_ires *res, int64_t step, size_t *out) {
  if (!h->uav || res->res_class != 1)
    return UB(r, "counter update on a resource that is not a UAV");
  if (step != 1 && step != -1)
    return UB(r, "counter step %lld", (long long)step);
  uint32_t old = res->counter;
  res->counter += (uint32_t)step;
  size_t o = alloc_leaves(r, 1);
  r->arena[o].bits = step == 1 ? old : res->counter;
  *out = o;
  return true;
}

static bool exec_updatecounter(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  uint64_t s;
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res))
    return false;
  if (!const_u64(LLVMGetOperand(call, 1), &s))
    return UNSUPPORTED(r, "non-constant counter step");
  size_t o;
  if (!counter_step(r, &h, res, sext_of(s, 8), &o))
    return false;
  set_value(r, call, o);
  return true;
}

static uint32_t dimension_of(const leaf *h, const rlv_ires *res) {
  if (h->view == V_TYPED)
    return res->count;
  if (h->view == V_STRUCTURED)
    return h->stride ? res->nbytes / h->stride : 0;
  return res->nbytes;
}

static bool exec_getdimensions(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  if (!eval_handle(r, LLVMGetOperand(call, 0), &h, &res))
    return false;
  size_t o = alloc_leaves(r, 1);
  r->arena[o].bits = dimension_of(&h, res);
  set_value(r, call, o);
  return true;
}

static bool exec_thread_value(run *r, LLVMValueRef call, const uint32_t *src, bool indexed) {
  uint64_t c = 0;
  if (indexed && (!const_u64(LLVMGetOperand(call, 0), &c) || c > 2))
    return UNSUPPORTED(r, "thread id component");
  size_t o = alloc_leaves(r, 1);
  r->arena[o].bits = src[c];
  set_value(r, call, o);
  return true;
}

/* llvm.dx.asdouble (scalar or vector) and llvm.dx.splitdouble. */
static bool exec_asdouble(run *r, LLVMValueRef call, unsigned first) {
  unsigned n = leaf_count(LLVMTypeOf(call), 0);
  size_t lo, hi;
  if (!n || !eval(r, LLVMGetOperand(call, first), &lo) || !eval(r, LLVMGetOperand(call, first + 1), &hi))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++) {
    leaf *l = &r->arena[o + k];
    l->bits = (r->arena[lo + k].bits & 0xffffffffu) | (r->arena[hi + k].bits & 0xffffffffu) << 32;
    l->poison = r->arena[lo + k].poison | r->arena[hi + k].poison;
    l->nu = r->arena[lo + k].nu | r->arena[hi + k].nu;
  }
  set_value(r, call, o);
  return true;
}

static bool exec_splitdouble(run *r, LLVMValueRef call, unsigned arg) {
  LLVMValueRef v = LLVMGetOperand(call, arg);
  unsigned n = leaf_count(LLVMTypeOf(v), 0);
  size_t a;
  if (!n || leaf_count(LLVMTypeOf(call), 0) != 2 * n || !eval(r, v, &a))
    return UNSUPPORTED(r, "splitdouble shape");
  size_t o = alloc_leaves(r, 2 * n);
  for (unsigned k = 0; k < n; k++) {
    leaf d = r->arena[a + k];
    leaf *lo = &r->arena[o + k], *hi = &r->arena[o + n + k];
    *lo = *hi = d;
    lo->bits = d.bits & 0xffffffffu;
    hi->bits = d.bits >> 32;
  }
  set_value(r, call, o);
  return true;
}

static bool exec_mem(run *r, LLVMValueRef call, bool is_set) {
  size_t d, s, len;
  if (!eval(r, LLVMGetOperand(call, 0), &d) || !eval(r, LLVMGetOperand(call, 1), &s) ||
      !eval(r, LLVMGetOperand(call, 2), &len))
    return false;
  if (r->arena[len].poison)
    return UB(r, "memory intrinsic of poison length");
  uint64_t n = r->arena[len].bits;
  if (n > MAX_BYTES)
    return UNSUPPORTED(r, "memory intrinsic too long");
  if (n == 0)
    return true;
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  if (is_set) {
    memset(b, (int)(r->arena[s].bits & 0xff), n);
    memset(p, r->arena[s].poison, n);
  } else {
    leaf src = r->arena[s];
    if (!mem_read(r, &src, n, b, p, NULL))
      return false;
  }
  leaf dst = r->arena[d];
  return mem_write(r, &dst, n, b, p);
}

/* ---------------------------------------------------------------- DXIL operations */

/* A DXIL handle whose register lies outside its binding: undefined once used. */
static bool oob_handle(run *r, LLVMValueRef call) {
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = (leaf){.tag = L_HANDLE, .obj = -1, .oob = 1, .view = V_UNKNOWN};
  set_value(r, call, o);
  return true;
}

static bool dx_handle_from_record(run *r, LLVMValueRef call, unsigned res_class, unsigned range_id, size_t idx, bool nu) {
  const dx_record *rec = find_record_by_id(r->in, res_class, range_id);
  if (!rec)
    return UB(r, "createHandle names range id %u of class %u, which !dx.resources does not hold", range_id,
              res_class);
  leaf il = r->arena[idx];
  if (il.poison)
    return UB(r, "createHandle index is poison");
  uint32_t reg = (uint32_t)il.bits;
  if (reg < rec->lower_bound || (rec->size != UINT32_MAX && reg - rec->lower_bound >= rec->size))
    return oob_handle(r, call);
  int found = find_resource(r, res_class, rec->space, reg, false);
  if (found < 0)
    return UB(r, "createHandle of class %u space %u register %u names %s resource", res_class, rec->space, reg,
              found == -2 ? "more than one" : "no");
  leaf h = {.tag = L_HANDLE, .obj = found, .nu = nu, .uav = res_class == 1, .stride = rec->stride};
  h.view = res_class == 2 ? V_CBUFFER : rec->kind == RLV_KIND_TYPEDBUFFER ? V_TYPED : rec->kind == RLV_KIND_RAWBUFFER ? V_RAW
           : rec->kind == RLV_KIND_STRUCTUREDBUFFER ? V_STRUCTURED : V_UNKNOWN;
  if (h.view == V_UNKNOWN)
    return UB(r, "record kind %u is not a buffer kind", rec->kind);
  if (!check_view_matches(r, &h, &r->st->res[found], "createHandle"))
    return false;
  note_creation(r, nu);
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = h;
  set_value(r, call, o);
  return true;
}

static bool dx_create_handle_from_binding(run *r, LLVMValueRef call) {
  size_t bind, idx, nu;
  if (!eval(r, LLVMGetOperand(call, 1), &bind) || !eval(r, LLVMGetOperand(call, 2), &idx) ||
      !eval(r, LLVMGetOperand(call, 3), &nu))
    return false;
  if (leaf_count(LLVMTypeOf(LLVMGetOperand(call, 1)), 0) != 4)
    return UNSUPPORTED(r, "ResBind shape");
  leaf b[4];
  memcpy(b, &r->arena[bind], sizeof b);
  leaf il = r->arena[idx];
  if (b[0].poison || b[1].poison || b[2].poison || b[3].poison || il.poison || r->arena[nu].poison)
    return UB(r, "createHandleFromBinding with poison operands");
  uint32_t lb = (uint32_t)b[0].bits, ub = (uint32_t)b[1].bits, reg = (uint32_t)il.bits;
  if (reg < lb || reg > ub)
    return oob_handle(r, call);
  int found = find_resource(r, (unsigned)b[3].bits, (unsigned)b[2].bits, reg, false);
  if (found < 0)
    return UB(r, "createHandleFromBinding of class %u space %u register %u names %s resource", (unsigned)b[3].bits,
              (unsigned)b[2].bits, reg, found == -2 ? "more than one" : "no");
  note_creation(r, r->arena[nu].bits & 1);
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = (leaf){.tag = L_HANDLE, .obj = found, .nu = (uint8_t)(r->arena[nu].bits & 1), .view = V_UNKNOWN};
  set_value(r, call, o);
  return true;
}

/* The ROV bit (word0 bit 13) and a typed buffer's component type and count (word1 bits
 * 0-7 and 8-15) that annotateHandle declares must be the resource's. */
static bool check_declared_element(run *r, uint32_t w0, uint32_t w1, const rlv_ires *res) {
  if (((w0 >> 13) & 1) != res->rov)
    return UB(r, "annotateHandle: ROV bit %u on a resource that is%s rasterizer ordered", (w0 >> 13) & 1,
              res->rov ? "" : " not");
  if (res->kind != RLV_IRES_TYPED || !res->comp_type)
    return true;
  if ((w1 & 0xff) != res->comp_type || ((w1 >> 8) & 0xff) != res->comp_count)
    return UB(r, "annotateHandle: component type %u x %u on a buffer of %u x %u", w1 & 0xff, (w1 >> 8) & 0xff,
              res->comp_type, res->comp_count);
  return true;
}

static bool dx_annotate(run *r, LLVMValueRef call) {
  size_t h, props;
  if (!eval(r, LLVMGetOperand(call, 1), &h) || !eval(r, LLVMGetOperand(call, 2), &props))
    return false;
  if (leaf_count(LLVMTypeOf(LLVMGetOperand(call, 2)), 0) != 2)
    return UNSUPPORTED(r, "ResourceProperties shape");
  leaf hl = r->arena[h];
  if (hl.tag != L_HANDLE)
    return UB(r, "annotateHandle of a non-handle");
  if (hl.oob) { /* annotating names no resource yet: the use will be undefined */
    size_t o = alloc_leaves(r, 1);
    r->arena[o] = hl;
    set_value(r, call, o);
    return true;
  }
  if (r->arena[props].poison || r->arena[props + 1].poison)
    return UB(r, "annotateHandle with poison properties");
  uint32_t w0 = (uint32_t)r->arena[props].bits, w1 = (uint32_t)r->arena[props + 1].bits;
  unsigned kind = w0 & 0xff;
  hl.uav = (w0 >> 12) & 1;
  hl.stride = 0;
  hl.view = kind == RLV_KIND_TYPEDBUFFER ? V_TYPED : kind == RLV_KIND_RAWBUFFER ? V_RAW
            : kind == RLV_KIND_STRUCTUREDBUFFER ? V_STRUCTURED : kind == RLV_KIND_CBUFFER ? V_CBUFFER : V_UNKNOWN;
  if (hl.view == V_UNKNOWN)
    return UB(r, "annotateHandle kind %u is not a buffer kind", kind);
  if (hl.view == V_STRUCTURED)
    hl.stride = w1;
  rlv_ires *res = res_of(r, hl.obj);
  if (res && hl.view == V_STRUCTURED && res->stride && w1 != res->stride)
    return UB(r, "annotateHandle: stride %u on a structured buffer of stride %u", w1, res->stride);
  if (!res || !check_view_matches(r, &hl, res, "annotateHandle") || !check_declared_element(r, w0, w1, res))
    return false;
  size_t o = alloc_leaves(r, 1);
  r->arena[o] = hl;
  set_value(r, call, o);
  return true;
}

/* The overload scalar of a dx.op call: the struct's field 0, or an operand. */
static int overload_class(LLVMTypeRef t, unsigned *bits) {
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind)
    t = LLVMStructGetTypeAtIndex(t, 0);
  return scalar_class(t, bits);
}

/* Whether the status of a call returning a ResRet is read. */
static bool status_used(LLVMValueRef call) {
  for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!LLVMIsAExtractValueInst(user) || LLVMGetNumIndices(user) != 1 || LLVMGetIndices(user)[0] == 4)
      return true;
  }
  return false;
}

static bool dx_buffer_load(run *r, LLVMValueRef call, bool raw_op) {
  leaf h;
  rlv_ires *res;
  size_t i, off;
  if (!eval_handle(r, LLVMGetOperand(call, 1), &h, &res) || !eval(r, LLVMGetOperand(call, 2), &i) ||
      !eval(r, LLVMGetOperand(call, 3), &off))
    return false;
  unsigned bits;
  int sc = overload_class(LLVMTypeOf(call), &bits);
  if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE || leaf_count(LLVMTypeOf(call), 0) != 5)
    return UNSUPPORTED(r, "buffer load result type");
  size_t o = alloc_leaves(r, 5);
  if (h.view == V_TYPED) {
    if (raw_op)
      return UB(r, "rawBufferLoad on a typed buffer handle");
    if (bits == 64)
      return UB(r, "bufferLoad with a 64-bit overload");
    if (r->arena[i].poison)
      return poison_load(r, call);
    uint32_t lanes[4];
    uint8_t pois[4];
    bool mapped;
    typed_read(res, (uint32_t)r->arena[i].bits, lanes, pois, &mapped);
    for (unsigned k = 0; k < 4; k++) {
      r->arena[o + k].bits = lanes[k] & mask_of(bits);
      r->arena[o + k].poison = pois[k];
    }
    check_bit(r, o + 4, mapped);
    set_value(r, call, o);
    return true;
  }
  if ((h.view == V_RAW || h.view == V_STRUCTURED) && poison_raw_address(r, &h, i, off))
    return poison_load(r, call);
  leaf p;
  if (!raw_address(r, &h, i, off, &p))
    return false;
  unsigned mask = 0xf;
  if (raw_op) {
    uint64_t m;
    if (!const_u64(LLVMGetOperand(call, 4), &m))
      return UB(r, "rawBufferLoad mask is not a constant");
    mask = (unsigned)m & 0xf;
  } else if (status_used(call)) {
    /* Without a mask, which words a raw bufferLoad (SM < 6.2) touches, and so what its
     * status means, is not defined by the operation: no verdict. */
    return UNSUPPORTED(r, "the status of a raw bufferLoad, which has no mask");
  }
  unsigned sz = bits / 8;
  uint8_t b[32], ps[32];
  bool mapped = true;
  for (unsigned k = 0; k < 4; k++) {
    leaf lp = p;
    lp.off += (int64_t)k * sz;
    bool m = true;
    if (!(mask >> k & 1)) {
      r->arena[o + k].poison = 1;
      continue;
    }
    if (!mem_read(r, &lp, sz, b, ps, &m))
      return false;
    mapped &= m;
    uint64_t v = 0;
    uint8_t pz = 0;
    for (unsigned j = 0; j < sz; j++) {
      v |= (uint64_t)b[j] << (8 * j);
      pz |= ps[j];
    }
    r->arena[o + k].bits = v;
    r->arena[o + k].poison = pz;
  }
  check_bit(r, o + 4, mapped);
  set_value(r, call, o);
  return true;
}

static bool dx_buffer_store(run *r, LLVMValueRef call, bool raw_op) {
  leaf h;
  rlv_ires *res;
  size_t i, off, v[4];
  if (!eval_handle(r, LLVMGetOperand(call, 1), &h, &res) || !eval(r, LLVMGetOperand(call, 2), &i) ||
      !eval(r, LLVMGetOperand(call, 3), &off))
    return false;
  for (unsigned k = 0; k < 4; k++)
    if (!eval(r, LLVMGetOperand(call, 4 + k), &v[k]))
      return false;
  uint64_t mask;
  if (!const_u64(LLVMGetOperand(call, 8), &mask))
    return UB(r, "buffer store mask is not a constant");
  unsigned bits;
  int sc = scalar_class(LLVMTypeOf(LLVMGetOperand(call, 4)), &bits);
  if (sc == S_BAD || sc == S_PTR || sc == S_HANDLE)
    return UNSUPPORTED(r, "buffer store value type");
  if (!h.uav || res->res_class != 1)
    return UB(r, "buffer store through a read-only handle");
  if (h.view == V_TYPED) {
    if (raw_op)
      return UB(r, "rawBufferStore on a typed buffer handle");
    if (bits == 64)
      return UB(r, "bufferStore with a 64-bit overload");
    if (r->arena[i].poison)
      return UB(r, "typed store at a poison index");
    uint32_t lanes[4];
    uint8_t pois[4];
    for (unsigned k = 0; k < 4; k++) {
      lanes[k] = (uint32_t)(r->arena[v[k]].bits & mask_of(bits));
      pois[k] = r->arena[v[k]].poison;
    }
    typed_write(res, (uint32_t)r->arena[i].bits, lanes, pois, (unsigned)mask & 0xf);
    return true;
  }
  leaf p;
  if (!raw_address(r, &h, i, off, &p))
    return false;
  unsigned sz = bits / 8;
  for (unsigned k = 0; k < 4; k++) {
    if (!(mask >> k & 1))
      continue;
    uint8_t b[8], ps[8];
    for (unsigned j = 0; j < sz; j++) {
      b[j] = (uint8_t)(r->arena[v[k]].bits >> (8 * j));
      ps[j] = r->arena[v[k]].poison;
    }
    leaf lp = p;
    lp.off += (int64_t)k * sz;
    if (!mem_write(r, &lp, sz, b, ps))
      return false;
  }
  return true;
}

static bool dx_cbuffer_load(run *r, LLVMValueRef call) {
  leaf h;
  rlv_ires *res;
  size_t row;
  if (!eval_handle(r, LLVMGetOperand(call, 1), &h, &res) || !eval(r, LLVMGetOperand(call, 2), &row))
    return false;
  if (h.view != V_CBUFFER)
    return UB(r, "cbufferLoadLegacy on a non-cbuffer handle");
  if (r->arena[row].poison)
    return UB(r, "cbufferLoadLegacy row is poison");
  LLVMTypeRef rt = LLVMTypeOf(call);
  unsigned n = leaf_count(rt, 0), bits;
  int sc = overload_class(rt, &bits);
  if (!n || sc == S_BAD || sc == S_PTR || n * bits != 128)
    return UB(r, "cbufferLoadLegacy result does not cover one row");
  size_t o = alloc_leaves(r, n);
  uint64_t base = (r->arena[row].bits & 0xffffffffu) * 16;
  for (unsigned k = 0; k < n; k++) {
    uint64_t v = 0;
    uint8_t pz = 0;
    for (unsigned j = 0; j < bits / 8; j++) {
      uint64_t a = base + k * (bits / 8) + j;
      if (a < res->nbytes) {
        v |= (uint64_t)res->data[a] << (8 * j);
        pz |= res->poison[a];
      }
    }
    r->arena[o + k].bits = v;
    r->arena[o + k].poison = pz;
  }
  set_value(r, call, o);
  return true;
}

static bool exec_dxop(run *r, LLVMValueRef call) {
  uint64_t opcode;
  if (!const_u64(LLVMGetOperand(call, 0), &opcode))
    return UNSUPPORTED(r, "dx.op call without a constant opcode");
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  static const unsigned want_args[] = {[57] = 5, [59] = 3, [68] = 4, [69] = 9, [70] = 3, [71] = 2, [72] = 3,
                                       [93] = 2, [94] = 2, [95] = 2, [96] = 1, [101] = 3, [102] = 2,
                                       [139] = 6, [140] = 10, [216] = 3, [217] = 4};
  if (opcode >= sizeof want_args / sizeof want_args[0] || !want_args[opcode])
    return UNSUPPORTED(r, "dx.op %llu is not modelled", (unsigned long long)opcode);
  if (nargs != want_args[opcode])
    return UB(r, "dx.op %llu takes %u operands, not %u", (unsigned long long)opcode, want_args[opcode], nargs);
  switch (opcode) {
  case 57: {
    uint64_t cls, id, nu;
    size_t idx;
    if (!const_u64(LLVMGetOperand(call, 1), &cls) || !const_u64(LLVMGetOperand(call, 2), &id) ||
        !const_u64(LLVMGetOperand(call, 4), &nu))
      return UB(r, "createHandle with non-constant class, range id or flag");
    return eval(r, LLVMGetOperand(call, 3), &idx) &&
           dx_handle_from_record(r, call, (unsigned)cls, (unsigned)id, idx, nu & 1);
  }
  case 217:
    return dx_create_handle_from_binding(r, call);
  case 216:
    return dx_annotate(r, call);
  case 68:
    return dx_buffer_load(r, call, false);
  case 139:
    return dx_buffer_load(r, call, true);
  case 69:
    return dx_buffer_store(r, call, false);
  case 140:
    return dx_buffer_store(r, call, true);
  case 59:
    return dx_cbuffer_load(r, call);
  case 70: {
    leaf h;
    rlv_ires *res;
    uint64_t s;
    size_t o;
    if (!eval_handle(r, LLVMGetOperand(call, 1), &h, &res))
      return false;
    if (!const_u64(LLVMGetOperand(call, 2), &s))
      return UB(r, "bufferUpdateCounter step is not a constant");
    if (!counter_step(r, &h, res, sext_of(s, 8), &o))
      return false;
    set_value(r, call, o);
    return true;
  }
  case 71: {
    size_t s;
    if (!eval(r, LLVMGetOperand(call, 1), &s))
      return false;
    size_t o = alloc_leaves(r, 1);
    r->arena[o].bits = r->arena[s].bits != 0;
    r->arena[o].poison = r->arena[s].poison;
    set_value(r, call, o);
    return true;
  }
  case 72: {
    leaf h;
    rlv_ires *res;
    if (!eval_handle(r, LLVMGetOperand(call, 1), &h, &res))
      return false;
    if (leaf_count(LLVMTypeOf(call), 0) != 4)
      return UNSUPPORTED(r, "getDimensions result type");
    size_t o = alloc_leaves(r, 4);
    r->arena[o].bits = dimension_of(&h, res);
    for (unsigned k = 1; k < 4; k++)
      r->arena[o + k].poison = 1;
    set_value(r, call, o);
    return true;
  }
  case 93:
  case 94:
  case 95: {
    uint64_t c;
    if (!const_u64(LLVMGetOperand(call, 1), &c) || c > 2)
      return UNSUPPORTED(r, "thread id component");
    const uint32_t *src = opcode == 93 ? r->st->thread_id : opcode == 94 ? r->st->group_id : r->st->thread_id_in_group;
    size_t o = alloc_leaves(r, 1);
    r->arena[o].bits = src[c];
    set_value(r, call, o);
    return true;
  }
  case 96: {
    size_t o = alloc_leaves(r, 1);
    r->arena[o].bits = r->st->flat_thread_id_in_group;
    set_value(r, call, o);
    return true;
  }
  case 101:
    return exec_asdouble(r, call, 1);
  default: /* 102 */
    return exec_splitdouble(r, call, 1);
  }
}

/* ---------------------------------------------------------------- calls */

typedef enum callee_id {
  C_HFB, C_HFIB, C_GETPOINTER, C_LOAD_TYPED, C_STORE_TYPED, C_LOAD_RAW, C_STORE_RAW, C_CBUFFERROW,
  C_UPDATECOUNTER, C_GETDIMS, C_NONUNIFORM, C_THREAD_ID_IN_GROUP, C_FLAT_THREAD_ID, C_THREAD_ID, C_GROUP_ID,
  C_ASDOUBLE, C_SPLITDOUBLE, C_MEMCPY, C_MEMMOVE, C_MEMSET, C_LIFETIME, C_UMIN, C_UMAX, C_SMIN, C_SMAX, C_DXOP, C_NONE,
} callee_id;

static const struct {
  const char *prefix;
  callee_id id;
} callees[] = {
    {"llvm.dx.resource.handlefrombinding", C_HFB},
    {"llvm.dx.resource.handlefromimplicitbinding", C_HFIB},
    {"llvm.dx.resource.getpointer", C_GETPOINTER},
    {"llvm.dx.resource.load.typedbuffer", C_LOAD_TYPED},
    {"llvm.dx.resource.store.typedbuffer", C_STORE_TYPED},
    {"llvm.dx.resource.load.rawbuffer", C_LOAD_RAW},
    {"llvm.dx.resource.store.rawbuffer", C_STORE_RAW},
    {"llvm.dx.resource.load.cbufferrow", C_CBUFFERROW},
    {"llvm.dx.resource.updatecounter", C_UPDATECOUNTER},
    {"llvm.dx.resource.getdimensions.x", C_GETDIMS},
    {"llvm.dx.resource.nonuniformindex", C_NONUNIFORM},
    {"llvm.dx.thread.id.in.group", C_THREAD_ID_IN_GROUP},
    {"llvm.dx.flattened.thread.id.in.group", C_FLAT_THREAD_ID},
    {"llvm.dx.thread.id", C_THREAD_ID},
    {"llvm.dx.group.id", C_GROUP_ID},
    {"llvm.dx.asdouble", C_ASDOUBLE},
    {"llvm.dx.splitdouble", C_SPLITDOUBLE},
    {"llvm.memcpy", C_MEMCPY},
    {"llvm.memmove", C_MEMMOVE},
    {"llvm.memset", C_MEMSET},
    {"llvm.lifetime.start", C_LIFETIME},
    {"llvm.lifetime.end", C_LIFETIME},
    {"llvm.umin", C_UMIN},
    {"llvm.umax", C_UMAX},
    {"llvm.smin", C_SMIN},
    {"llvm.smax", C_SMAX},
};

static callee_id identify(const char *name, size_t len) {
  for (size_t i = 0; i < sizeof callees / sizeof callees[0]; i++) {
    size_t n = strlen(callees[i].prefix);
    if (len >= n && memcmp(name, callees[i].prefix, n) == 0 && (len == n || name[n] == '.'))
      return callees[i].id;
  }
  return C_NONE;
}

/* What a called function is, by its name, matched once per function. */
static callee_id callee_of(rlv_interp *in, LLVMValueRef callee) {
  uintptr_t cached;
  if (rlv_ptrmap_get(&in->callee_ids, callee, &cached))
    return (callee_id)(cached - 1);
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  callee_id id = len > 6 && memcmp(name, "dx.op.", 6) == 0 ? C_DXOP : identify(name, len);
  rlv_ptrmap_put(&in->callee_ids, callee, (uintptr_t)id + 1);
  return id;
}

static bool exec_minmax(run *r, LLVMValueRef call, callee_id id) {
  LLVMTypeRef t = LLVMTypeOf(call);
  unsigned n = leaf_count(t, 0), bits;
  if (!n || scalar_class(scalar_of(t), &bits) != S_INT)
    return UNSUPPORTED(r, "min/max type");
  size_t a, b;
  if (!eval(r, LLVMGetOperand(call, 0), &a) || !eval(r, LLVMGetOperand(call, 1), &b))
    return false;
  size_t o = alloc_leaves(r, n);
  for (unsigned k = 0; k < n; k++) {
    leaf x = r->arena[a + k], y = r->arena[b + k];
    bool take_x = id == C_UMIN ? x.bits <= y.bits : id == C_UMAX ? x.bits >= y.bits
                  : id == C_SMIN ? sext_of(x.bits, bits) <= sext_of(y.bits, bits)
                                 : sext_of(x.bits, bits) >= sext_of(y.bits, bits);
    leaf z = take_x ? x : y;
    z.poison = x.poison | y.poison;
    z.nu = x.nu | y.nu;
    r->arena[o + k] = z;
  }
  set_value(r, call, o);
  return true;
}

static bool run_body(run *r, LLVMValueRef fn, size_t *ret);

/* A call to a function defined in the module runs its body with the parameters bound to
 * the arguments' leaves, as the prover inlines it. */
static bool exec_defined_call(run *r, LLVMValueRef call, LLVMValueRef callee) {
  if (r->depth >= MAX_CALL_DEPTH)
    return UNSUPPORTED(r, "calls nested deeper than %u", MAX_CALL_DEPTH);
  for (unsigned i = 0; i < r->depth; i++)
    if (r->active[i] == callee)
      return UNSUPPORTED(r, "recursive call");
  unsigned n = LLVMCountParams(callee);
  if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) || n != (unsigned)LLVMGetNumArgOperands(call))
    return UNSUPPORTED(r, "call with variadic or mismatched arguments");
  size_t *args = rlv_xcalloc(n + 1, sizeof *args);
  bool ok = true;
  for (unsigned i = 0; i < n && ok; i++)
    ok = eval(r, LLVMGetOperand(call, i), &args[i]);
  for (unsigned i = 0; i < n && ok; i++)
    set_value(r, LLVMGetParam(callee, i), args[i]);
  free(args);
  if (!ok)
    return false;
  r->active[r->depth++] = callee;
  size_t ret;
  ok = run_body(r, callee, &ret);
  r->depth--;
  if (ok && ret != SIZE_MAX)
    set_value(r, call, ret);
  return ok;
}

static bool exec_call(run *r, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee))
    return UNSUPPORTED(r, "indirect call");
  callee_id id = callee_of(r->in, callee);
  switch (id) {
  case C_DXOP:
    return exec_dxop(r, call);
  case C_HFB:
    return before_handle(r, call, false);
  case C_HFIB:
    return before_handle(r, call, true);
  case C_GETPOINTER:
    return exec_getpointer(r, call);
  case C_LOAD_TYPED:
    return exec_load_typed(r, call);
  case C_STORE_TYPED:
    return exec_store_typed(r, call);
  case C_LOAD_RAW:
    return exec_load_raw(r, call);
  case C_STORE_RAW:
    return exec_store_raw(r, call);
  case C_CBUFFERROW:
    return exec_cbufferrow(r, call);
  case C_UPDATECOUNTER:
    return exec_updatecounter(r, call);
  case C_GETDIMS:
    return exec_getdimensions(r, call);
  case C_NONUNIFORM: {
    size_t a;
    if (!eval(r, LLVMGetOperand(call, 0), &a))
      return false;
    size_t o = alloc_leaves(r, 1);
    r->arena[o] = r->arena[a];
    r->arena[o].nu = 1;
    set_value(r, call, o);
    return true;
  }
  case C_THREAD_ID:
    return exec_thread_value(r, call, r->st->thread_id, true);
  case C_GROUP_ID:
    return exec_thread_value(r, call, r->st->group_id, true);
  case C_THREAD_ID_IN_GROUP:
    return exec_thread_value(r, call, r->st->thread_id_in_group, true);
  case C_FLAT_THREAD_ID:
    return exec_thread_value(r, call, &r->st->flat_thread_id_in_group, false);
  case C_ASDOUBLE:
    return exec_asdouble(r, call, 0);
  case C_SPLITDOUBLE:
    return exec_splitdouble(r, call, 0);
  case C_MEMCPY:
  case C_MEMMOVE:
    return exec_mem(r, call, false);
  case C_MEMSET:
    return exec_mem(r, call, true);
  case C_LIFETIME:
    return true;
  case C_UMIN:
  case C_UMAX:
  case C_SMIN:
  case C_SMAX:
    return exec_minmax(r, call, id);
  default: {
    if (!LLVMIsDeclaration(callee))
      return exec_defined_call(r, call, callee);
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    return UNSUPPORTED(r, "call to %.*s", (int)len, name);
  }
  }
}

/* ---------------------------------------------------------------- control flow */

/* Evaluates the phis of `bb` for the edge from `from`, all at once. */
static bool enter_block(run *r, LLVMBasicBlockRef bb, LLVMBasicBlockRef from) {
  size_t nphi = 0;
  LLVMValueRef phis[64];
  size_t vals[64];
  for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && LLVMGetInstructionOpcode(i) == LLVMPHI;
       i = LLVMGetNextInstruction(i)) {
    if (nphi == 64)
      return UNSUPPORTED(r, "too many phis");
    LLVMValueRef in = NULL;
    for (unsigned k = 0, n = LLVMCountIncoming(i); k < n; k++)
      if (LLVMGetIncomingBlock(i, k) == from) {
        in = LLVMGetIncomingValue(i, k);
        break;
      }
    if (!in)
      return UNSUPPORTED(r, "phi without an incoming value for its predecessor");
    if (!eval(r, in, &vals[nphi]))
      return false;
    phis[nphi++] = i;
  }
  for (size_t k = 0; k < nphi; k++) {
    unsigned n = leaf_count(LLVMTypeOf(phis[k]), 0);
    if (!n)
      return UNSUPPORTED(r, "phi type");
    size_t o = alloc_leaves(r, n);
    memcpy(&r->arena[o], &r->arena[vals[k]], n * sizeof(leaf));
    set_value(r, phis[k], o);
  }
  return true;
}

static bool branch_target(run *r, LLVMValueRef term, LLVMBasicBlockRef *next) {
  LLVMOpcode op = LLVMGetInstructionOpcode(term);
  if (op == LLVMBr) {
    if (!LLVMIsConditional(term)) {
      *next = LLVMGetSuccessor(term, 0);
      return true;
    }
    size_t c;
    if (!eval(r, LLVMGetCondition(term), &c))
      return false;
    if (r->arena[c].poison)
      return UB(r, "branch on poison");
    *next = LLVMGetSuccessor(term, r->arena[c].bits & 1 ? 0 : 1);
    return true;
  }
  if (op == LLVMSwitch) {
    size_t c;
    if (!eval(r, LLVMGetOperand(term, 0), &c))
      return false;
    if (r->arena[c].poison)
      return UB(r, "switch on poison");
    uint64_t v = r->arena[c].bits & mask_of(LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetOperand(term, 0))));
    *next = LLVMGetSwitchDefaultDest(term);
    /* Successor k > 0 is case k's destination; LLVM 22 keeps case values out of the operand
     * list, so they are read through the switch, never as operands. */
    for (unsigned k = 1, n = LLVMGetNumSuccessors(term); k < n; k++) {
      uint64_t cv;
      if (!const_u64(LLVMGetSwitchCaseValue(term, k), &cv))
        return UNSUPPORTED(r, "switch case value");
      if (cv == v) {
        *next = LLVMGetSuccessor(term, k);
        break;
      }
    }
    return true;
  }
  if (op == LLVMUnreachable)
    return UB(r, "reached unreachable");
  return UNSUPPORTED(r, "terminator");
}

static bool exec_inst(run *r, LLVMValueRef inst) {
  LLVMOpcode op = LLVMGetInstructionOpcode(inst);
  switch (op) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
  case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
  case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
    return exec_binop(r, inst, op);
  case LLVMFNeg:
    return exec_fneg(r, inst);
  case LLVMICmp:
    return exec_cmp(r, inst, false);
  case LLVMFCmp:
    return exec_cmp(r, inst, true);
  case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt: case LLVMUIToFP:
  case LLVMSIToFP: case LLVMFPToUI: case LLVMFPToSI: case LLVMBitCast:
    return exec_cast(r, inst, op);
  case LLVMSelect:
    return exec_select(r, inst);
  case LLVMExtractValue:
    return exec_extractvalue(r, inst);
  case LLVMInsertValue:
    return exec_insertvalue(r, inst);
  case LLVMExtractElement:
    return exec_extractelement(r, inst);
  case LLVMInsertElement:
    return exec_insertelement(r, inst);
  case LLVMShuffleVector:
    return exec_shufflevector(r, inst);
  case LLVMAlloca:
    return exec_alloca(r, inst);
  case LLVMLoad:
    return exec_load(r, inst);
  case LLVMStore:
    return exec_store(r, inst);
  case LLVMGetElementPtr: {
    size_t o;
    if (!eval_gep(r, inst, &o))
      return false;
    set_value(r, inst, o);
    return true;
  }
  case LLVMCall:
    return exec_call(r, inst);
  case LLVMFreeze: {
    size_t a;
    unsigned n = leaf_count(LLVMTypeOf(inst), 0);
    if (!n || !eval(r, LLVMGetOperand(inst, 0), &a))
      return n ? false : UNSUPPORTED(r, "freeze type");
    for (unsigned k = 0; k < n; k++)
      if (r->arena[a + k].poison)
        return UNSUPPORTED(r, "freeze of poison");
    set_value(r, inst, a);
    return true;
  }
  default:
    return UNSUPPORTED(r, "instruction opcode %d", (int)op);
  }
}

static void run_free(run *r) {
  free(r->arena);
  rlv_ptrmap_free(&r->vals);
  rlv_ptrmap_free(&r->globals);
  rlv_ptrmap_free(&r->iters);
  for (size_t i = 0; i < r->nalloca; i++) {
    free(r->allocas[i].bytes);
    free(r->allocas[i].poison);
  }
  free(r->allocas);
}

/* ---------------------------------------------------------------- loops */

/* Numbers the blocks of fn reachable from its entry in a depth-first walk (pre- and
 * post-order), once per function. An edge to an ancestor of its source in the walk (or to the
 * source itself) is a back edge: on reducible CFGs (what LLVM and the generator make) exactly
 * the loops' back edges, the ones the prover's --unroll bounds. */
static void number_blocks(rlv_interp *in, LLVMValueRef fn) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  if (!entry || rlv_ptrmap_has(&in->block_index, entry))
    return;
  struct frame {
    LLVMBasicBlockRef bb;
    unsigned next;
  } *stack = rlv_xcalloc(LLVMCountBasicBlocks(fn) + 1, sizeof *stack);
  size_t base = in->ndfs, depth = 0;
  uint32_t npre = 0, npost = 0;
  in->dfs = rlv_xrealloc(in->dfs, (base + LLVMCountBasicBlocks(fn) + 1) * sizeof *in->dfs);
  rlv_ptrmap_put(&in->block_index, entry, ++in->ndfs);
  in->dfs[base] = (struct dfs_num){npre++, 0};
  stack[depth++] = (struct frame){entry, 0};
  while (depth) {
    struct frame *f = &stack[depth - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(f->bb);
    if (term && f->next < LLVMGetNumSuccessors(term)) {
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, f->next++);
      if (!rlv_ptrmap_has(&in->block_index, s)) {
        in->dfs[in->ndfs] = (struct dfs_num){npre++, 0};
        rlv_ptrmap_put(&in->block_index, s, ++in->ndfs);
        stack[depth++] = (struct frame){s, 0};
      }
      continue;
    }
    uintptr_t at;
    rlv_ptrmap_get(&in->block_index, f->bb, &at);
    in->dfs[at - 1].post = npost++;
    depth--;
  }
  free(stack);
}

/* Counts the edge from -> to: a back edge adds one to its loop's count, any other edge into
 * a loop's header starts the count over (the loop is entered anew). */
static void count_edge(run *r, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  uintptr_t a, b, c = 0;
  if (!rlv_ptrmap_get(&r->in->block_index, from, &a) || !rlv_ptrmap_get(&r->in->block_index, to, &b)) {
    r->max_back_edges = UINT32_MAX; /* not numbered: claim no bound */
    return;
  }
  const struct dfs_num *f = &r->in->dfs[a - 1], *t = &r->in->dfs[b - 1];
  if (t->pre <= f->pre && t->post >= f->post) {
    rlv_ptrmap_get(&r->iters, to, &c);
    rlv_ptrmap_put(&r->iters, to, ++c);
    if (c > r->max_back_edges)
      r->max_back_edges = (unsigned)c;
  } else if (rlv_ptrmap_get(&r->iters, to, &c) && c) {
    rlv_ptrmap_put(&r->iters, to, 0);
  }
}

/* ---------------------------------------------------------------- running a function */

/* Runs the body of fn (its parameters bound); *ret receives the returned value's leaves
 * (SIZE_MAX for none). False when the run stopped (r->status says why). */
static bool run_body(run *r, LLVMValueRef fn, size_t *ret) {
  *ret = SIZE_MAX;
  number_blocks(r->in, fn);
  LLVMBasicBlockRef bb = LLVMGetEntryBasicBlock(fn), prev = NULL;
  for (;;) {
    if (prev) {
      count_edge(r, prev, bb);
      if (!enter_block(r, bb, prev))
        return false;
    }
    LLVMValueRef inst = LLVMGetFirstInstruction(bb);
    LLVMBasicBlockRef next = NULL;
    for (; inst; inst = LLVMGetNextInstruction(inst)) {
      if (++r->steps > MAX_STEPS)
        return UNSUPPORTED(r, "step limit");
      LLVMOpcode op = LLVMGetInstructionOpcode(inst);
      if (op == LLVMPHI)
        continue;
      if (op == LLVMRet)
        return LLVMGetNumOperands(inst) == 0 || eval(r, LLVMGetOperand(inst, 0), ret);
      if (LLVMIsATerminatorInst(inst)) {
        if (!branch_target(r, inst, &next))
          return false;
        break;
      }
      if (!exec_inst(r, inst))
        return false;
    }
    if (!inst)
      return UNSUPPORTED(r, "block without a terminator");
    prev = bb;
    bb = next;
  }
}

rlv_irun_status rlv_interp_run(rlv_interp *in, LLVMValueRef fn, rlv_istate *state, char **why) {
  run r = {.in = in, .st = state, .dl = in->dl};
  if (why)
    *why = NULL;
  if (!fn || LLVMCountBasicBlocks(fn) == 0) {
    UNSUPPORTED(&r, "function without a body");
  } else if (LLVMCountParams(fn) != 0) {
    UNSUPPORTED(&r, "function with parameters");
  } else {
    size_t ret;
    r.active[r.depth++] = fn;
    if (!run_body(&r, fn, &ret) && r.status == RLV_IRUN_OK)
      UNSUPPORTED(&r, "a step failed without a reason"); /* never OK after a stop */
  }
  state->max_back_edges = r.max_back_edges;
  rlv_irun_status status = r.status;
  if (why)
    *why = r.why;
  else
    free(r.why);
  run_free(&r);
  return status;
}

/* ---------------------------------------------------------------- comparison */

static char *describe(const rlv_ires *res) {
  static const char cls[] = {'t', 'u', 'b', 's'};
  if (res->implicit && res->reg == RLV_IREG_NONE)
    return rlv_strf("%s resource (implicit order %u, index %u)", kind_name(res->kind), res->order_id, res->index);
  return rlv_strf("%s resource %c%u space %u%s", kind_name(res->kind), cls[res->res_class & 3], res->reg, res->space,
                  res->implicit ? " (implicit)" : "");
}

static bool differ(char **where, const rlv_ires *res, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool differ(char **where, const rlv_ires *res, const char *fmt, ...) {
  if (where) {
    va_list ap;
    va_start(ap, fmt);
    char *what = rlv_vstrf(fmt, ap);
    va_end(ap);
    char *name = describe(res);
    *where = rlv_strf("%s: %s", name, what);
    free(name);
    free(what);
  }
  return false;
}

static bool nan_bits(uint32_t v, unsigned bits) {
  return bits == 16 ? (v & 0x7c00) == 0x7c00 && (v & 0x3ff) : (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffff);
}

/* Refinement of a UAV's final state, as DESIGN.md's model has it: AFTER writes nothing BEFORE
 * does not (a widened write races with other threads), and wherever BEFORE's final contents
 * are defined AFTER's are equal. A write BEFORE makes and AFTER leaves out is a difference only
 * through the contents it leaves (storing back the value already there is no write to miss). */
static bool typed_equal(const rlv_ires *b, const rlv_ires *a, char **where) {
  for (uint32_t e = 0; e < b->count; e++) {
    if (a->written[e] && !b->written[e])
      return differ(where, b, "element %u is not written by BEFORE but written by AFTER", e);
    for (unsigned l = 0; l < b->lanes && l < 4; l++) {
      uint32_t bv = 0, av = 0;
      uint8_t bp = 0, ap = 0;
      for (unsigned k = 0; k < 4; k++) {
        bv |= (uint32_t)b->data[e * 16 + l * 4 + k] << (8 * k);
        av |= (uint32_t)a->data[e * 16 + l * 4 + k] << (8 * k);
        bp |= b->poison[e * 16 + l * 4 + k];
        ap |= a->poison[e * 16 + l * 4 + k];
      }
      uint32_t m = (uint32_t)mask_of(b->lane_bits);
      bv &= m;
      av &= m;
      if (bp)
        continue;
      if (ap)
        return differ(where, b, "element %u lane %u: BEFORE 0x%x, AFTER poison", e, l, bv);
      if (bv != av && !(b->lane_float && b->lane_bits <= 32 && nan_bits(bv, b->lane_bits) && nan_bits(av, b->lane_bits)))
        return differ(where, b, "element %u lane %u: BEFORE 0x%x, AFTER 0x%x", e, l, bv, av);
    }
  }
  return true;
}

static bool bytes_equal(const rlv_ires *b, const rlv_ires *a, char **where) {
  for (uint32_t i = 0; i < b->nbytes; i++) {
    if (a->written[i] && !b->written[i])
      return differ(where, b, "byte %u is not written by BEFORE but written by AFTER", i);
    if (b->poison[i])
      continue;
    if (a->poison[i])
      return differ(where, b, "byte %u: BEFORE 0x%02x, AFTER poison", i, b->data[i]);
    if (b->data[i] != a->data[i])
      return differ(where, b, "byte %u: BEFORE 0x%02x, AFTER 0x%02x", i, b->data[i], a->data[i]);
  }
  return true;
}

bool rlv_istate_equal(const rlv_istate *before, const rlv_istate *after, char **where) {
  if (where)
    *where = NULL;
  /* DESIGN.md: a creation whose index BEFORE marks non-uniform (in a range of more than one)
   * needs AFTER's flag, used or not. Creations pair in execution order; when the two sides
   * create different numbers of handles there is no pairing to judge. */
  for (size_t i = 0; before->ncreations == after->ncreations && i < before->ncreations; i++)
    if (before->creations[i] && !after->creations[i]) {
      if (where)
        *where = rlv_strf("handle creation %zu: BEFORE's index is non-uniform, AFTER creates the handle without "
                          "the non-uniform flag", i);
      return false;
    }
  for (size_t i = 0; i < before->nres && i < after->nres; i++) {
    const rlv_ires *b = &before->res[i], *a = &after->res[i];
    if (b->res_class != 1)
      continue;
    if (b->counter != a->counter)
      return differ(where, b, "counter: BEFORE %u, AFTER %u", b->counter, a->counter);
    if (!(b->kind == RLV_IRES_TYPED ? typed_equal(b, a, where) : bytes_equal(b, a, where)))
      return false;
  }
  return true;
}
