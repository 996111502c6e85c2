/* The structure-aware generator: see gen.h. Every choice comes from the input bytes through
 * pick(); an exhausted input picks 0, so every input, however short, gives a module. The
 * generator only builds what rlv's verifier must accept: constant in-range binding indices
 * or dynamic ones masked below the range, one counter direction per resource, accesses on
 * member boundaries, stores only to UAVs, no poison reaching a side effect. */
#include "fuzz/gen.h"

#include <stdio.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "model/ir.h"

#define DXIL_DATALAYOUT                                                                            \
  "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-"      \
  "v96:32:32-v192:64:64"
#define MAX_POOL 160
#define MAX_PARTS 24
#define MAX_MEMBERS 5

typedef struct part {
  unsigned off;
  LLVMTypeRef type;
  int field; /* top-level struct field index, or -1 */
} part;

typedef struct cb_member {
  LLVMValueRef global;
  LLVMTypeRef type;  /* the value loaded: scalar or vector */
  LLVMTypeRef array; /* the array element type to GEP over (padded or not); NULL if not an array */
  unsigned count;    /* array length */
  unsigned offset;
} cb_member;

typedef struct gres {
  rlv_gen_resource *pub;
  LLVMTypeRef handle_type, elem;
  LLVMValueRef name_str, handle, cb_global;
  LLVMValueRef handle_global; /* the entry handle is also stored here (clang -O0 style) */
  part parts[MAX_PARTS];
  unsigned nparts;
  cb_member members[MAX_MEMBERS];
  unsigned nmembers;
  int counter_dir;
} gres;

typedef struct gen {
  const uint8_t *data;
  size_t size, pos;
  LLVMContextRef ctx;
  LLVMModuleRef mod;
  LLVMBuilderRef b;
  LLVMTargetDataRef dl;
  LLVMValueRef fn;
  LLVMBasicBlockRef entry;
  rlv_gen_info *info;
  rlv_gen_limits limits;
  gres res[RLV_GEN_MAX_RES];
  unsigned nres, nstruct, stmts, nest;
  unsigned shape;       /* RLV_GEN_SHAPE_* bits */
  bool near_top[3];     /* per class: an unbounded range ending at 0xFFFFFFFF is placed */
  LLVMValueRef helper;  /* the call-graph shape: the function @main calls, helper_fan times */
  unsigned helper_fan;
  bool in_helper; /* building a helper: no cbuffer members (their handle is stored in @main) */
  bool selected_handle; /* the handle of the access being built is a select */
  LLVMValueRef pool[MAX_POOL];
  unsigned npool;
  /* stage mode: the groupshared arrays of a compute shader */
  LLVMValueRef shared[2];
  LLVMTypeRef shared_elem[2];
  unsigned shared_len[2], nshared;
  bool shared_zero[2];
  LLVMTypeRef i1, i8, i16, i32, i64, half, f32, f64, ptr, ptr2, voidt;
} gen;

/* ---------------------------------------------------------------- choices and small helpers */

static unsigned pick(gen *g, unsigned n) {
  if (n <= 1 || g->pos >= g->size)
    return 0;
  return g->data[g->pos++] % n;
}

static LLVMValueRef ci32(gen *g, uint64_t v) { return LLVMConstInt(g->i32, v, 0); }

static bool is_pow2(unsigned n) { return n && (n & (n - 1)) == 0; }

static LLVMValueRef intrinsic(gen *g, const char *name, LLVMTypeRef *ov, unsigned nov, LLVMValueRef *args,
                              unsigned nargs) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(g->mod, id, ov, nov);
  LLVMTypeRef fty = LLVMIntrinsicGetType(g->ctx, id, ov, nov);
  return LLVMBuildCall2(g->b, fty, fn, args, nargs, "");
}

static LLVMTypeRef scalar_type(gen *g, unsigned k) {
  LLVMTypeRef t[] = {g->half, g->f32, g->f64, g->i16, g->i32, g->i64};
  return t[k % 6];
}

static unsigned type_bits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
    return 16;
  case LLVMFloatTypeKind:
    return 32;
  case LLVMDoubleTypeKind:
    return 64;
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t);
  default:
    return 0;
  }
}

static bool is_fp(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
}

static unsigned lanes_of(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
}

static unsigned size_of(gen *g, LLVMTypeRef t) { return (unsigned)LLVMABISizeOfType(g->dl, t); }

static LLVMTypeRef int_of_bits(gen *g, unsigned bits) {
  return bits == 16 ? g->i16 : bits == 64 ? g->i64 : g->i32;
}

/* ---------------------------------------------------------------- value pool */

static void pool_add(gen *g, LLVMValueRef v) {
  if (g->npool < MAX_POOL)
    g->pool[g->npool++] = v;
  else
    g->pool[MAX_POOL - 1 - pick(g, 8)] = v;
}

static LLVMValueRef pool_pick(gen *g, LLVMTypeRef t) {
  unsigned n = 0;
  for (unsigned i = 0; i < g->npool; i++)
    n += LLVMTypeOf(g->pool[i]) == t;
  if (!n)
    return NULL;
  unsigned k = pick(g, n);
  for (unsigned i = 0; i < g->npool; i++)
    if (LLVMTypeOf(g->pool[i]) == t && k-- == 0)
      return g->pool[i];
  return NULL;
}

static LLVMValueRef any_i32(gen *g) {
  LLVMValueRef v = pool_pick(g, g->i32);
  return v ? v : ci32(g, pick(g, 16));
}

/* A value of scalar type t, never poison. */
static LLVMValueRef make_scalar(gen *g, LLVMTypeRef t) {
  LLVMValueRef v = pool_pick(g, t);
  if (v && pick(g, 3))
    return v;
  LLVMValueRef base = any_i32(g);
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
    if (pick(g, 2))
      return LLVMConstReal(t, (double)pick(g, 8) - 2.0);
    return LLVMBuildBitCast(g->b, LLVMBuildTrunc(g->b, base, g->i16, ""), t, "");
  case LLVMFloatTypeKind:
    switch (pick(g, 3)) {
    case 0:
      return LLVMBuildUIToFP(g->b, base, t, "");
    case 1:
      return LLVMBuildBitCast(g->b, base, t, "");
    default:
      return LLVMConstReal(t, (double)pick(g, 16) * 0.5 - 2.0);
    }
  case LLVMDoubleTypeKind:
    switch (pick(g, 3)) {
    case 0:
      return LLVMBuildUIToFP(g->b, base, t, "");
    case 1:
      return LLVMBuildFPExt(g->b, make_scalar(g, g->f32), t, "");
    default:
      return LLVMBuildBitCast(g->b, make_scalar(g, g->i64), t, "");
    }
  default:
    break;
  }
  unsigned bits = type_bits(t);
  if (bits == 32)
    return pick(g, 2) ? base : ci32(g, pick(g, 64));
  if (bits < 32)
    return LLVMBuildTrunc(g->b, base, t, "");
  switch (pick(g, 3)) {
  case 0:
    return LLVMBuildZExt(g->b, base, t, "");
  case 1:
    return LLVMBuildSExt(g->b, base, t, "");
  default: {
    LLVMValueRef hi = LLVMBuildShl(g->b, LLVMBuildZExt(g->b, any_i32(g), t, ""), LLVMConstInt(t, 32, 0), "");
    return LLVMBuildOr(g->b, hi, LLVMBuildZExt(g->b, base, t, ""), "");
  }
  }
}

/* A value of a scalar or vector type, every lane defined. */
static LLVMValueRef make_value(gen *g, LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
    return make_scalar(g, t);
  LLVMValueRef v = pool_pick(g, t);
  if (v && pick(g, 3))
    return v;
  LLVMTypeRef s = LLVMGetElementType(t);
  unsigned n = LLVMGetVectorSize(t);
  if (pick(g, 3) == 0) { /* a splat, as clang writes it */
    LLVMValueRef one = LLVMBuildInsertElement(g->b, LLVMGetPoison(t), make_scalar(g, s), LLVMConstInt(g->i64, 0, 0), "");
    LLVMTypeRef mt = LLVMVectorType(g->i32, n);
    return LLVMBuildShuffleVector(g->b, one, LLVMGetPoison(t), LLVMConstNull(mt), "");
  }
  v = LLVMGetPoison(t);
  for (unsigned i = 0; i < n; i++)
    v = LLVMBuildInsertElement(g->b, v, make_scalar(g, s), ci32(g, i), "");
  return v;
}

/* v masked below n (n > 0): "and" for powers of two, "urem" otherwise. */
static LLVMValueRef bounded(gen *g, LLVMValueRef v, unsigned n) {
  if (is_pow2(n))
    return LLVMBuildAnd(g->b, v, ci32(g, n - 1), "");
  return LLVMBuildURem(g->b, v, ci32(g, n), "");
}

/* An element index: usually in range of the provisioned 0..9 elements, sometimes not. */
static LLVMValueRef elem_index(gen *g) {
  switch (pick(g, 4)) {
  case 0:
    return ci32(g, pick(g, 11));
  case 1:
    return any_i32(g);
  default:
    return bounded(g, any_i32(g), 8);
  }
}

/* ---------------------------------------------------------------- resources */

static LLVMValueRef name_string(gen *g, const char *name) {
  LLVMValueRef init = LLVMConstStringInContext2(g->ctx, name, strlen(name), 0);
  char gname[32];
  snprintf(gname, sizeof gname, "%s.str", name);
  LLVMValueRef s = LLVMAddGlobal(g->mod, LLVMTypeOf(init), gname);
  LLVMSetInitializer(s, init);
  LLVMSetLinkage(s, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(s, 1);
  LLVMSetUnnamedAddress(s, LLVMGlobalUnnamedAddr);
  LLVMSetAlignment(s, 1);
  return s;
}

static LLVMValueRef create_handle(gen *g, gres *r, LLVMValueRef idx) {
  rlv_gen_resource *p = r->pub;
  p->used = true;
  LLVMValueRef args[5] = {ci32(g, p->implicit ? p->order_id : p->space), ci32(g, p->implicit ? p->space : p->lower_bound),
                          ci32(g, p->range), idx, r->name_str};
  return intrinsic(g, p->implicit ? "llvm.dx.resource.handlefromimplicitbinding" : "llvm.dx.resource.handlefrombinding",
                   &r->handle_type, 1, args, 5);
}

/* A handle of r: the entry block's for single bindings, a new one per use for arrays. */
static LLVMValueRef handle_of(gen *g, gres *r) {
  if (r->handle && r->handle_global && pick(g, 2))
    return LLVMBuildLoad2(g->b, r->handle_type, r->handle_global, "");
  if (r->handle)
    return r->handle;
  unsigned slots = r->pub->slots;
  LLVMValueRef idx;
  bool nonuniform = pick(g, 3) == 0;
  if (pick(g, 3) == 0) {
    idx = ci32(g, pick(g, slots));
    nonuniform = false;
  } else if (nonuniform && pick(g, 2)) { /* clang: nonuniformindex(i) with i already in range */
    LLVMValueRef nu = intrinsic(g, "llvm.dx.resource.nonuniformindex", NULL, 0, (LLVMValueRef[]){bounded(g, any_i32(g), slots)}, 1);
    return create_handle(g, r, nu);
  } else {
    LLVMValueRef v = any_i32(g);
    if (nonuniform)
      v = intrinsic(g, "llvm.dx.resource.nonuniformindex", NULL, 0, &v, 1);
    idx = bounded(g, v, slots);
  }
  return create_handle(g, r, idx);
}

static void collect_parts(gen *g, gres *r, LLVMTypeRef t, unsigned base, int field) {
  if (r->nparts >= MAX_PARTS)
    return;
  switch (LLVMGetTypeKind(t)) {
  case LLVMStructTypeKind:
    for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
      collect_parts(g, r, LLVMStructGetTypeAtIndex(t, i), base + (unsigned)LLVMOffsetOfElement(g->dl, t, i),
                    field < 0 && base == 0 ? (int)i : -2);
    return;
  case LLVMArrayTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(t);
    for (unsigned i = 0, n = (unsigned)LLVMGetArrayLength2(t); i < n; i++)
      collect_parts(g, r, e, base + i * size_of(g, e), -2);
    return;
  }
  case LLVMVectorTypeKind: {
    r->parts[r->nparts++] = (part){base, t, field};
    LLVMTypeRef e = LLVMGetElementType(t);
    for (unsigned i = 0, n = LLVMGetVectorSize(t); i < n && r->nparts < MAX_PARTS; i++)
      r->parts[r->nparts++] = (part){base + i * (type_bits(e) / 8), e, -2};
    return;
  }
  default:
    r->parts[r->nparts++] = (part){base, t, field};
    return;
  }
}

/* A scalar or 2..max-lane vector of one of the six scalar types (64-bit: at most max64 lanes). */
static LLVMTypeRef value_type(gen *g, unsigned max, unsigned max64) {
  LLVMTypeRef s = scalar_type(g, pick(g, 6));
  unsigned n = 1 + pick(g, type_bits(s) == 64 ? max64 : max);
  return n == 1 ? s : LLVMVectorType(s, n);
}

static LLVMTypeRef structured_element(gen *g) {
  switch (pick(g, 3)) {
  case 0:
    return scalar_type(g, pick(g, 6));
  case 1:
    return value_type(g, 4, 4);
  default:
    break;
  }
  LLVMTypeRef fields[4];
  unsigned n = 2 + pick(g, 3);
  for (unsigned i = 0; i < n; i++)
    fields[i] = pick(g, 4) == 0 ? LLVMArrayType2(scalar_type(g, pick(g, 6)), 2) : value_type(g, 4, 2);
  char name[24];
  snprintf(name, sizeof name, "struct.S%u", g->nstruct++);
  LLVMTypeRef s = LLVMStructCreateNamed(g->ctx, name);
  LLVMStructSetBody(s, fields, n, 1);
  return s;
}

/* Legacy cbuffer packing (reference §1.5): nothing straddles a 16-byte row, arrays start on a
 * row and pad every element but the last to 16 bytes. */
static void build_cbuffer(gen *g, gres *r, unsigned sm_minor) {
  LLVMTypeRef elems[2 * MAX_MEMBERS];
  unsigned nelems = 0, cursor = 0;
  r->nmembers = 1 + pick(g, MAX_MEMBERS);
  for (unsigned m = 0; m < r->nmembers; m++) {
    cb_member *cm = &r->members[m];
    LLVMTypeRef t = value_type(g, 4, 4); /* double3/4 continue on the next row */
    if (type_bits(rlv_scalar_type(t)) == 16 && sm_minor < 2)
      t = LLVMVectorType(g->f32, lanes_of(t) > 1 ? lanes_of(t) : 2);
    unsigned sz = size_of(g, t), align = type_bits(rlv_scalar_type(t)) / 8;
    bool array = pick(g, 4) == 0;
    unsigned off = (cursor + align - 1) / align * align;
    if (array || off / 16 != (off + sz - 1) / 16)
      off = (cursor + 15) / 16 * 16;
    if (off > cursor)
      elems[nelems++] = LLVMTargetExtTypeInContext(g->ctx, "dx.Padding", NULL, 0, (unsigned[]){off - cursor}, 1);
    cm->type = t;
    cm->offset = off;
    LLVMTypeRef mt = t;
    if (array) {
      cm->count = 2 + pick(g, 2);
      unsigned stride = (sz + 15) / 16 * 16;
      if (sz == stride) {
        cm->array = t;
        mt = LLVMArrayType2(t, cm->count);
      } else {
        LLVMTypeRef pad = LLVMTargetExtTypeInContext(g->ctx, "dx.Padding", NULL, 0, (unsigned[]){stride - sz}, 1);
        cm->array = LLVMStructTypeInContext(g->ctx, (LLVMTypeRef[]){t, pad}, 2, 1);
        mt = LLVMStructTypeInContext(g->ctx, (LLVMTypeRef[]){LLVMArrayType2(cm->array, cm->count - 1), t}, 2, 1);
      }
      sz = (cm->count - 1) * stride + sz;
    }
    elems[nelems++] = mt;
    cursor = off + sz;
    char name[40];
    snprintf(name, sizeof name, "%s_m%u", r->pub->name, m);
    cm->global = LLVMAddGlobalInAddressSpace(g->mod, mt, name, 2);
    LLVMSetLinkage(cm->global, LLVMExternalLinkage);
    LLVMSetVisibility(cm->global, LLVMHiddenVisibility);
    LLVMSetAlignment(cm->global, align);
  }
  char name[48];
  snprintf(name, sizeof name, "__cblayout_%s", r->pub->name);
  r->elem = LLVMStructCreateNamed(g->ctx, name);
  LLVMStructSetBody(r->elem, elems, nelems, 1);
  r->pub->stride = cursor;
  r->handle_type = LLVMTargetExtTypeInContext(g->ctx, "dx.CBuffer", &r->elem, 1, NULL, 0);
  snprintf(name, sizeof name, "%s.cb", r->pub->name);
  r->cb_global = LLVMAddGlobal(g->mod, r->handle_type, name);
  LLVMSetInitializer(r->cb_global, LLVMGetPoison(r->handle_type));
  LLVMMetadataRef mds[1 + MAX_MEMBERS];
  mds[0] = LLVMValueAsMetadata(r->cb_global);
  for (unsigned m = 0; m < r->nmembers; m++)
    mds[1 + m] = LLVMValueAsMetadata(r->members[m].global);
  LLVMAddNamedMetadataOperand(g->mod, "hlsl.cbs",
                              LLVMMetadataAsValue(g->ctx, LLVMMDNodeInContext2(g->ctx, mds, 1 + r->nmembers)));
}

/* DXIL's CompType of a typed element's scalar (reference §3.4): I16 2, U16 3, I32 4, U32 5,
 * I64 6, U64 7, F16 8, F32 9, F64 10. */
static unsigned comp_type_of(unsigned bits, bool fp, bool is_signed) {
  if (fp)
    return bits == 16 ? 8 : bits == 32 ? 9 : 10;
  unsigned signed_type = bits == 16 ? 2 : bits == 32 ? 4 : 6;
  return is_signed ? signed_type : signed_type + 1;
}

static void build_typed(gen *g, gres *r) {
  LLVMTypeRef t = value_type(g, 4, 2);
  LLVMTypeRef s = rlv_scalar_type(t);
  unsigned bits = type_bits(s), n = lanes_of(t);
  bool is_signed = !is_fp(s) && pick(g, 2);
  r->elem = t;
  r->handle_type = LLVMTargetExtTypeInContext(g->ctx, "dx.TypedBuffer", &t, 1,
                                              (unsigned[]){r->pub->res_class == 1, 0, is_signed}, 3);
  r->pub->lanes = bits == 64 ? 2 * n : n;
  r->pub->lane_bits = bits == 16 ? 16 : 32;
  r->pub->lane_float = is_fp(s) && bits != 64;
  r->pub->comp_type = comp_type_of(bits, is_fp(s), is_signed);
  r->pub->comp_count = n;
}

static void build_raw(gen *g, gres *r, bool byte_address) {
  r->elem = byte_address ? g->i8 : structured_element(g);
  r->handle_type = LLVMTargetExtTypeInContext(g->ctx, "dx.RawBuffer", &r->elem, 1,
                                              (unsigned[]){r->pub->res_class == 1, 0}, 2);
  if (!byte_address) {
    r->pub->stride = size_of(g, r->elem);
    collect_parts(g, r, r->elem, 0, -1);
  }
}

/* Registers per (class, space): explicit bindings are packed upward with small gaps;
 * unbounded ranges get space 3 alone so that implicit bindings always find room. */
static void bind(gen *g, gres *r, unsigned next[3][4], unsigned *order) {
  rlv_gen_resource *p = r->pub;
  unsigned c = p->res_class;
  bool array_ok = p->kind != RLV_GEN_CBUFFER;
  p->range = 1;
  if (array_ok && pick(g, 3) == 0)
    p->range = 2 + pick(g, 3);
  p->implicit = pick(g, 4) == 0;
  if (p->implicit) {
    p->order_id = (*order)++;
    p->space = pick(g, 3);
  } else if ((g->shape & RLV_GEN_SHAPE_BINDINGS) && array_ok && !g->near_top[c] && pick(g, 3) == 0) {
    /* unbounded, ending at 0xFFFFFFFF (space 4 alone): k+1 registers to index, no more */
    unsigned k = pick(g, 4);
    g->near_top[c] = true;
    p->space = 4;
    p->range = UINT32_MAX;
    p->lower_bound = UINT32_MAX - k;
    p->slots = k + 1;
    return;
  } else if (array_ok && next[c][3] != UINT32_MAX && pick(g, 8) == 0) {
    p->space = 3;
    p->range = UINT32_MAX;
    p->lower_bound = pick(g, 3);
    next[c][3] = UINT32_MAX;
  } else {
    p->space = pick(g, 3);
    p->lower_bound = next[c][p->space] + pick(g, 3);
    next[c][p->space] = p->lower_bound + p->range;
  }
  p->slots = p->range > 4 ? 4 : p->range;
}

static void add_resource(gen *g, rlv_gen_kind kind, unsigned res_class, unsigned next[3][4], unsigned *order) {
  gres *r = &g->res[g->nres];
  r->pub = &g->info->res[g->nres];
  memset(r->pub, 0, sizeof *r->pub);
  r->pub->kind = kind;
  r->pub->res_class = res_class;
  snprintf(r->pub->name, sizeof r->pub->name, g->nres == 0 ? "Sink" : "R%u", g->nres);
  g->nres++;
  switch (kind) {
  case RLV_GEN_TYPED:
    build_typed(g, r);
    break;
  case RLV_GEN_RAW:
  case RLV_GEN_STRUCTURED:
    build_raw(g, r, kind == RLV_GEN_RAW);
    break;
  default:
    build_cbuffer(g, r, g->info->sm_minor);
    break;
  }
  bind(g, r, next, order);
  r->name_str = name_string(g, r->pub->name);
}

/* Resources whose handle type equals r's, for handle selects. */
static gres *same_type(gen *g, gres *r) {
  unsigned n = 0;
  for (unsigned i = 0; i < g->nres; i++)
    n += &g->res[i] != r && g->res[i].handle_type == r->handle_type;
  if (!n)
    return NULL;
  unsigned k = pick(g, n);
  for (unsigned i = 0; i < g->nres; i++)
    if (&g->res[i] != r && g->res[i].handle_type == r->handle_type && k-- == 0)
      return &g->res[i];
  return NULL;
}

static void build_resources(gen *g) {
  unsigned next[3][4] = {{0}}, order = 0;
  add_resource(g, RLV_GEN_RAW, 1, next, &order); /* the sink every run can store to */
  unsigned n = 1 + pick(g, RLV_GEN_BASE_RES - 1);
  if (g->shape & RLV_GEN_SHAPE_BINDINGS)
    n = RLV_GEN_BASE_RES + pick(g, RLV_GEN_MAX_RES - RLV_GEN_BASE_RES + 1);
  for (unsigned i = 1; i < n; i++) {
    rlv_gen_kind kind = (rlv_gen_kind)pick(g, 4);
    if (i > 1 && pick(g, 4) == 0) { /* a twin of an earlier resource: same handle type */
      gres *src = &g->res[1 + pick(g, i - 1)];
      if (src->pub->kind != RLV_GEN_CBUFFER) {
        gres *r = &g->res[g->nres];
        r->pub = &g->info->res[g->nres];
        *r->pub = *src->pub;
        snprintf(r->pub->name, sizeof r->pub->name, "R%u", g->nres);
        g->nres++;
        r->elem = src->elem;
        r->handle_type = src->handle_type;
        memcpy(r->parts, src->parts, sizeof r->parts);
        r->nparts = src->nparts;
        bind(g, r, next, &order);
        r->name_str = name_string(g, r->pub->name);
        continue;
      }
    }
    add_resource(g, kind, kind == RLV_GEN_CBUFFER ? 2 : pick(g, 3) ? 1 : 0, next, &order);
  }
  g->info->nres = g->nres;
}

static gres *pick_resource(gen *g, unsigned kind_mask, bool uav) {
  unsigned n = 0;
  for (unsigned i = 0; i < g->nres; i++)
    n += (kind_mask >> g->res[i].pub->kind & 1) && (!uav || g->res[i].pub->res_class == 1);
  if (!n)
    return NULL;
  unsigned k = pick(g, n);
  for (unsigned i = 0; i < g->nres; i++)
    if ((kind_mask >> g->res[i].pub->kind & 1) && (!uav || g->res[i].pub->res_class == 1) && k-- == 0)
      return &g->res[i];
  return NULL;
}

/* ---------------------------------------------------------------- accesses */

static LLVMValueRef getpointer(gen *g, gres *r, LLVMValueRef h, LLVMValueRef idx) {
  LLVMTypeRef ov[2] = {r->pub->kind == RLV_GEN_CBUFFER ? g->ptr2 : g->ptr, r->handle_type};
  return intrinsic(g, "llvm.dx.resource.getpointer", ov, 2, (LLVMValueRef[]){h, idx}, 2);
}

static LLVMValueRef byte_gep(gen *g, LLVMValueRef p, unsigned off) {
  if (off == 0)
    return p;
  LLVMValueRef idx = ci32(g, off);
  return LLVMBuildInBoundsGEP2(g->b, g->i8, p, &idx, 1, "");
}

static void load_to_pool(gen *g, LLVMTypeRef t, LLVMValueRef p) {
  LLVMValueRef v = LLVMBuildLoad2(g->b, t, p, "");
  LLVMSetAlignment(v, type_bits(rlv_scalar_type(t)) / 8);
  pool_add(g, v);
}

static void store_value(gen *g, LLVMTypeRef t, LLVMValueRef p) {
  LLVMValueRef s = LLVMBuildStore(g->b, make_value(g, t), p);
  LLVMSetAlignment(s, type_bits(rlv_scalar_type(t)) / 8);
}

/* The {value, check bit} result of a load intrinsic: the value to the pool, the check bit
 * (sometimes) as an i32. */
static void take_result(gen *g, LLVMValueRef call) {
  pool_add(g, LLVMBuildExtractValue(g->b, call, 0, ""));
  if (pick(g, 3) == 0)
    pool_add(g, LLVMBuildZExt(g->b, LLVMBuildExtractValue(g->b, call, 1, ""), g->i32, ""));
}

/* A value of the struct t (scalars, vectors, arrays of scalars), member by member. */
static LLVMValueRef make_struct_value(gen *g, LLVMTypeRef t) {
  LLVMValueRef v = LLVMGetPoison(t);
  for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
    LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
    LLVMValueRef mv;
    if (LLVMGetTypeKind(m) == LLVMArrayTypeKind) {
      mv = LLVMGetPoison(m);
      for (unsigned k = 0, len = (unsigned)LLVMGetArrayLength2(m); k < len; k++)
        mv = LLVMBuildInsertValue(g->b, mv, make_scalar(g, LLVMGetElementType(m)), k, "");
    } else {
      mv = make_value(g, m);
    }
    v = LLVMBuildInsertValue(g->b, v, mv, i, "");
  }
  return v;
}

/* take_result for a whole struct: its last member (an array's first element) to the pool. */
static void take_struct_result(gen *g, LLVMValueRef call, LLVMTypeRef t) {
  unsigned k = LLVMCountStructElementTypes(t) - 1;
  LLVMValueRef e = LLVMBuildExtractValue(g->b, LLVMBuildExtractValue(g->b, call, 0, ""), k, "");
  if (LLVMGetTypeKind(LLVMStructGetTypeAtIndex(t, k)) == LLVMArrayTypeKind)
    e = LLVMBuildExtractValue(g->b, e, 0, "");
  pool_add(g, e);
  if (pick(g, 3) == 0)
    pool_add(g, LLVMBuildZExt(g->b, LLVMBuildExtractValue(g->b, call, 1, ""), g->i32, ""));
}

static void typed_access(gen *g, gres *r, LLVMValueRef h, bool store) {
  LLVMTypeRef t = r->elem, s = rlv_scalar_type(t);
  unsigned n = lanes_of(t), sbytes = type_bits(s) / 8;
  LLVMValueRef idx = elem_index(g);
  unsigned form = pick(g, 4);
  if (form == 0) {
    g->info->select_into_intrinsic |= g->selected_handle;
    if (store) {
      LLVMTypeRef ov[2] = {r->handle_type, t};
      intrinsic(g, "llvm.dx.resource.store.typedbuffer", ov, 2, (LLVMValueRef[]){h, idx, make_value(g, t)}, 3);
    } else {
      LLVMTypeRef ov[2] = {t, r->handle_type};
      take_result(g, intrinsic(g, "llvm.dx.resource.load.typedbuffer", ov, 2, (LLVMValueRef[]){h, idx}, 2));
    }
    return;
  }
  LLVMValueRef p = getpointer(g, r, h, idx);
  LLVMTypeRef at = t;
  if (form == 2 || (form == 3 && n == 1)) {
    at = s;
    p = byte_gep(g, p, pick(g, n) * sbytes);
  } else if (form == 3) {
    at = s;
    LLVMValueRef ix[2] = {ci32(g, 0), bounded(g, any_i32(g), n)};
    p = LLVMBuildGEP2(g->b, t, p, ix, 2, "");
  }
  if (store)
    store_value(g, at, p);
  else
    load_to_pool(g, at, p);
}

static void structured_access(gen *g, gres *r, LLVMValueRef h, bool store) {
  if (!r->nparts)
    return;
  part pt = r->parts[pick(g, r->nparts)];
  LLVMValueRef idx = elem_index(g);
  unsigned form = pick(g, 3);
  if (form == 0) {
    g->info->select_into_intrinsic |= g->selected_handle;
    /* the first member picked: the whole element instead (clang's Load(i, status) of a struct) */
    bool whole = LLVMGetTypeKind(r->elem) == LLVMStructTypeKind && pt.field == 0;
    LLVMTypeRef vt = whole ? r->elem : pt.type;
    if (store) {
      LLVMTypeRef ov[2] = {r->handle_type, vt};
      LLVMValueRef v = whole ? make_struct_value(g, vt) : make_value(g, vt);
      intrinsic(g, "llvm.dx.resource.store.rawbuffer", ov, 2,
                (LLVMValueRef[]){h, idx, ci32(g, pt.off), v}, 4);
    } else {
      LLVMTypeRef ov[2] = {vt, r->handle_type};
      LLVMValueRef call = intrinsic(g, "llvm.dx.resource.load.rawbuffer", ov, 2,
                                    (LLVMValueRef[]){h, idx, ci32(g, pt.off)}, 3);
      if (whole)
        take_struct_result(g, call, vt);
      else
        take_result(g, call);
    }
    return;
  }
  LLVMValueRef p = getpointer(g, r, h, idx);
  if (LLVMGetTypeKind(r->elem) == LLVMStructTypeKind && pick(g, 4) == 0) {
    unsigned nf = LLVMCountStructElementTypes(r->elem), f = pick(g, nf);
    LLVMTypeRef ft = LLVMStructGetTypeAtIndex(r->elem, f);
    if (LLVMGetTypeKind(ft) == LLVMArrayTypeKind) { /* s[i].a[j] with a dynamic j */
      unsigned len = (unsigned)LLVMGetArrayLength2(ft);
      LLVMValueRef ix[3] = {ci32(g, 0), ci32(g, f), bounded(g, any_i32(g), len)};
      p = LLVMBuildInBoundsGEP2(g->b, r->elem, p, ix, 3, "");
      if (store)
        store_value(g, LLVMGetElementType(ft), p);
      else
        load_to_pool(g, LLVMGetElementType(ft), p);
      return;
    }
  }
  if (form == 2 && pt.field >= 0 && LLVMGetTypeKind(r->elem) == LLVMStructTypeKind) {
    LLVMValueRef ix[2] = {ci32(g, 0), ci32(g, (unsigned)pt.field)};
    p = LLVMBuildInBoundsGEP2(g->b, r->elem, p, ix, 2, "");
  } else {
    p = byte_gep(g, p, pt.off);
  }
  if (store)
    store_value(g, pt.type, p);
  else
    load_to_pool(g, pt.type, p);
}

/* A byte address, a multiple of 4 below 64 (2 for 16-bit scalars). */
static LLVMValueRef byte_address(gen *g, LLVMTypeRef t) {
  unsigned unit = type_bits(rlv_scalar_type(t)) == 16 ? 2 : 4;
  if (pick(g, 2))
    return ci32(g, pick(g, 16) * unit);
  return LLVMBuildShl(g->b, LLVMBuildAnd(g->b, any_i32(g), ci32(g, 15), ""), ci32(g, unit == 2 ? 1 : 2), "");
}

static void raw_access_value(gen *g, gres *r, LLVMValueRef h, bool store, LLVMValueRef value) {
  LLVMTypeRef t = value ? LLVMTypeOf(value) : value_type(g, 4, 4);
  LLVMValueRef addr = byte_address(g, t);
  if (pick(g, 2)) {
    g->info->select_into_intrinsic |= g->selected_handle;
    if (store) {
      LLVMTypeRef ov[2] = {r->handle_type, t};
      intrinsic(g, "llvm.dx.resource.store.rawbuffer", ov, 2,
                (LLVMValueRef[]){h, addr, LLVMGetPoison(g->i32), value ? value : make_value(g, t)}, 4);
    } else {
      LLVMTypeRef ov[2] = {t, r->handle_type};
      take_result(g, intrinsic(g, "llvm.dx.resource.load.rawbuffer", ov, 2,
                               (LLVMValueRef[]){h, addr, LLVMGetPoison(g->i32)}, 3));
    }
    return;
  }
  LLVMValueRef p = getpointer(g, r, h, addr);
  if (!store) {
    load_to_pool(g, t, p);
    return;
  }
  LLVMValueRef s = LLVMBuildStore(g->b, value ? value : make_value(g, t), p);
  LLVMSetAlignment(s, type_bits(rlv_scalar_type(t)) / 8);
}

static void access(gen *g, gres *r, LLVMValueRef h, bool store) {
  switch (r->pub->kind) {
  case RLV_GEN_TYPED:
    typed_access(g, r, h, store);
    break;
  case RLV_GEN_STRUCTURED:
    structured_access(g, r, h, store);
    break;
  case RLV_GEN_RAW:
    raw_access_value(g, r, h, store, NULL);
    break;
  default:
    break;
  }
}

static LLVMValueRef entry_alloca(gen *g, LLVMTypeRef t) {
  LLVMBuilderRef eb = LLVMCreateBuilderInContext(g->ctx);
  LLVMValueRef first = LLVMGetFirstInstruction(g->entry);
  if (first)
    LLVMPositionBuilderBefore(eb, first);
  else
    LLVMPositionBuilderAtEnd(eb, g->entry);
  LLVMValueRef a = LLVMBuildAlloca(eb, t, "");
  LLVMSetAlignment(a, 8);
  LLVMDisposeBuilder(eb);
  return a;
}

static void memcpy_call(gen *g, LLVMValueRef dst, LLVMValueRef src, unsigned len, bool move) {
  LLVMTypeRef ov[3] = {g->ptr, g->ptr, g->i32};
  intrinsic(g, move ? "llvm.memmove" : "llvm.memcpy", ov, 3,
            (LLVMValueRef[]){dst, src, ci32(g, len), LLVMConstInt(g->i1, 0, 0)}, 4);
}

/* A writable structured resource other than `not` with the element type of `src`. */
static gres *copy_target(gen *g, gres *src, gres *not) {
  for (unsigned i = 0, k = pick(g, g->nres); i < g->nres; i++) {
    gres *c = &g->res[(i + k) % g->nres];
    if (c != not && c->pub->res_class == 1 && c->elem == src->elem && c->pub->kind == RLV_GEN_STRUCTURED)
      return c;
  }
  return NULL;
}

/* clang's struct copy: memcpy from an element (or a member) into an alloca, touch it, and
 * memcpy it back out to a writable resource of the same element type. */

/* A pointer to a random element of r. The handle and the index each take bytes: taking them
 * in two statements fixes their order (C leaves the order of arguments unspecified, so one
 * call with both would build different modules under different compilers). */
static LLVMValueRef element_pointer(gen *g, gres *r) {
  LLVMValueRef h = handle_of(g, r);
  LLVMValueRef index = elem_index(g);
  return getpointer(g, r, h, index);
}
static void memcpy_roundtrip(gen *g) {
  gres *src = pick_resource(g, 1u << RLV_GEN_STRUCTURED, false);
  if (!src || !src->nparts)
    return;
  unsigned off = 0;
  LLVMTypeRef t = src->elem;
  if (pick(g, 2)) {
    part pt = src->parts[pick(g, src->nparts)];
    off = pt.off;
    t = pt.type;
  }
  unsigned len = size_of(g, t);
  gres *direct = pick(g, 3) == 0 ? copy_target(g, src, src) : NULL;
  if (direct) { /* element to element of another resource (clang: Append(Consume())) */
    LLVMValueRef from = byte_gep(g, element_pointer(g, src), off);
    LLVMValueRef to = byte_gep(g, element_pointer(g, direct), off);
    memcpy_call(g, to, from, len, pick(g, 2));
    return;
  }
  LLVMValueRef a = entry_alloca(g, t);
  bool lifetime = pick(g, 2);
  if (lifetime)
    intrinsic(g, "llvm.lifetime.start", &g->ptr, 1, &a, 1);
  LLVMValueRef p = byte_gep(g, element_pointer(g, src), off);
  memcpy_call(g, a, p, len, false);
  if (pick(g, 2))
    load_to_pool(g, t == src->elem && src->nparts ? src->parts[0].type : t,
                 a); /* the first leaf sits at offset 0 of the copy */
  gres *dst = copy_target(g, src, NULL);
  if (dst) {
    LLVMValueRef q = byte_gep(g, element_pointer(g, dst), off);
    memcpy_call(g, q, a, len, false);
  }
  if (lifetime)
    intrinsic(g, "llvm.lifetime.end", &g->ptr, 1, &a, 1);
}

static void cbuffer_access(gen *g) {
  gres *r = pick_resource(g, 1u << RLV_GEN_CBUFFER, false);
  if (!r || g->in_helper) /* LLVM forwards a cbuffer's handle only within the function that stores it */
    return;
  if (pick(g, 4) == 0 && r->handle) { /* a row load straight from the intrinsic */
    static const unsigned fields[] = {2, 4, 8};
    unsigned k = pick(g, 3), nf = fields[k];
    LLVMTypeRef ft = nf == 2 ? (pick(g, 2) ? g->f64 : g->i64)
                     : nf == 4 ? (pick(g, 2) ? g->f32 : g->i32)
                               : (pick(g, 2) ? g->half : g->i16);
    if (nf == 8 && g->info->sm_minor < 2)
      return;
    LLVMTypeRef ov[9];
    for (unsigned i = 0; i < nf; i++)
      ov[i] = ft;
    ov[nf] = r->handle_type;
    const char *name = nf == 2 ? "llvm.dx.resource.load.cbufferrow.2" : nf == 4 ? "llvm.dx.resource.load.cbufferrow.4"
                                                                               : "llvm.dx.resource.load.cbufferrow.8";
    unsigned rows = (r->pub->stride + 15) / 16;
    LLVMValueRef row = intrinsic(g, name, ov, nf + 1, (LLVMValueRef[]){r->handle, ci32(g, pick(g, rows))}, 2);
    pool_add(g, LLVMBuildExtractValue(g->b, row, pick(g, nf), ""));
    return;
  }
  cb_member *m = &r->members[pick(g, r->nmembers)];
  LLVMValueRef p = m->global;
  if (m->array) {
    LLVMValueRef idx = pick(g, 2) ? ci32(g, pick(g, m->count)) : bounded(g, any_i32(g), m->count);
    p = LLVMBuildGEP2(g->b, m->array, p, &idx, 1, "");
  }
  LLVMTypeRef t = m->type;
  if (lanes_of(t) > 1 && pick(g, 2)) {
    LLVMTypeRef s = rlv_scalar_type(t);
    unsigned lane = pick(g, lanes_of(t));
    if (lane && !m->array) {
      LLVMValueRef ix = ci32(g, lane * (type_bits(s) / 8));
      p = LLVMConstInBoundsGEP2(g->i8, p, &ix, 1);
    } else if (lane) {
      p = byte_gep(g, p, lane * (type_bits(s) / 8));
    }
    t = s;
  }
  load_to_pool(g, t, p);
}

static void counter_access(gen *g) {
  gres *r = NULL;
  for (unsigned i = 0, k = pick(g, g->nres); i < g->nres && !r; i++) {
    gres *c = &g->res[(i + k) % g->nres];
    if (c->pub->kind == RLV_GEN_STRUCTURED && c->pub->res_class == 1 && c->pub->range == 1)
      r = c;
  }
  if (!r)
    return;
  if (!r->counter_dir)
    r->counter_dir = pick(g, 2) ? 1 : -1;
  LLVMValueRef h = handle_of(g, r);
  LLVMValueRef v = intrinsic(g, "llvm.dx.resource.updatecounter", &r->handle_type, 1,
                             (LLVMValueRef[]){h, LLVMConstInt(g->i8, (unsigned long long)(int64_t)r->counter_dir, 1)}, 2);
  pool_add(g, v);
  if (pick(g, 2)) { /* Append/Consume: the counter value is the element index */
    LLVMValueRef p = getpointer(g, r, h, v);
    part pt = r->parts[pick(g, r->nparts)];
    p = byte_gep(g, p, pt.off);
    if (pick(g, 2))
      store_value(g, pt.type, p);
    else
      load_to_pool(g, pt.type, p);
  }
}

static void dimensions_access(gen *g) {
  gres *r = pick_resource(g, 1u << RLV_GEN_TYPED | 1u << RLV_GEN_RAW | 1u << RLV_GEN_STRUCTURED, false);
  if (r)
    pool_add(g, intrinsic(g, "llvm.dx.resource.getdimensions.x", &r->handle_type, 1,
                          (LLVMValueRef[]){handle_of(g, r)}, 1));
}

static void resource_access(gen *g, unsigned kind_mask, bool store) {
  gres *r = pick_resource(g, kind_mask, store);
  if (!r)
    return;
  LLVMValueRef h = handle_of(g, r);
  gres *twin = pick(g, 4) == 0 ? same_type(g, r) : NULL;
  if (twin) { /* a resource chosen at run time */
    /* one choice per statement, in the order gcc evaluated the arguments (the seeds' meaning):
     * C leaves it unspecified, and clang's differs */
    LLVMValueRef rhs = any_i32(g);
    LLVMValueRef lhs = any_i32(g);
    LLVMValueRef c = LLVMBuildICmp(g->b, LLVMIntULT, lhs, rhs, "");
    h = LLVMBuildSelect(g->b, c, h, handle_of(g, twin), "");
  }
  g->selected_handle = twin != NULL;
  access(g, r, h, store);
  g->selected_handle = false;
}

/* ---------------------------------------------------------------- arithmetic */

static void arith_i32(gen *g) {
  LLVMValueRef a = any_i32(g), b = any_i32(g), v;
  switch (pick(g, 11)) {
  case 0:
    v = LLVMBuildAdd(g->b, a, b, "");
    break;
  case 1:
    v = LLVMBuildSub(g->b, a, b, "");
    break;
  case 2:
    v = LLVMBuildMul(g->b, a, b, "");
    break;
  case 3:
    v = LLVMBuildXor(g->b, a, b, "");
    break;
  case 4:
    v = LLVMBuildAnd(g->b, a, b, "");
    break;
  case 5:
    v = LLVMBuildOr(g->b, a, b, "");
    break;
  case 6:
    v = LLVMBuildShl(g->b, a, LLVMBuildAnd(g->b, b, ci32(g, 31), ""), "");
    break;
  case 7:
    v = LLVMBuildLShr(g->b, a, LLVMBuildAnd(g->b, b, ci32(g, 31), ""), "");
    break;
  case 8:
    v = LLVMBuildUDiv(g->b, a, LLVMBuildOr(g->b, b, ci32(g, 1), ""), "");
    break;
  case 9:
    v = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, a, b, ""), a, b, "");
    break;
  default:
    v = LLVMBuildZExt(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, a, b, ""), g->i32, "");
    break;
  }
  pool_add(g, v);
}

/* An operation on a non-i32 pool value, and sometimes a way back to i32. */
static void arith_other(gen *g) {
  unsigned n = 0;
  for (unsigned i = 0; i < g->npool; i++)
    n += LLVMTypeOf(g->pool[i]) != g->i32;
  if (!n) {
    arith_i32(g);
    return;
  }
  LLVMValueRef v = NULL;
  for (unsigned i = 0, k = pick(g, n); i < g->npool; i++)
    if (LLVMTypeOf(g->pool[i]) != g->i32 && k-- == 0)
      v = g->pool[i];
  LLVMTypeRef t = LLVMTypeOf(v), s = rlv_scalar_type(t);
  unsigned lanes = lanes_of(t);
  switch (pick(g, 5)) {
  case 0:
  case 1: {
    LLVMValueRef w = make_value(g, t);
    if (is_fp(s))
      v = pick(g, 2) ? LLVMBuildFAdd(g->b, v, w, "") : LLVMBuildFMul(g->b, v, w, "");
    else
      v = pick(g, 2) ? LLVMBuildAdd(g->b, v, w, "") : LLVMBuildXor(g->b, v, w, "");
    pool_add(g, v);
    return;
  }
  case 2:
    if (lanes > 1) { /* a constant or a dynamic (in-range) lane */
      LLVMValueRef lane = pick(g, 2) ? ci32(g, pick(g, lanes)) : bounded(g, any_i32(g), lanes);
      pool_add(g, LLVMBuildExtractElement(g->b, v, lane, ""));
      return;
    }
    break;
  case 3:
    if (lanes > 1) {
      LLVMValueRef m[4];
      for (unsigned i = 0; i < lanes; i++)
        m[i] = ci32(g, pick(g, 2 * lanes));
      pool_add(g, LLVMBuildShuffleVector(g->b, v, make_value(g, t), LLVMConstVector(m, lanes), ""));
      return;
    }
    break;
  default:
    break;
  }
  /* back to i32: a lane, its bits, then truncation or extension */
  if (lanes > 1)
    v = LLVMBuildExtractElement(g->b, v, ci32(g, pick(g, lanes)), "");
  if (is_fp(s))
    v = LLVMBuildBitCast(g->b, v, int_of_bits(g, type_bits(s)), "");
  unsigned bits = type_bits(s);
  pool_add(g, bits > 32 ? LLVMBuildTrunc(g->b, v, g->i32, "") : bits < 32 ? LLVMBuildZExt(g->b, v, g->i32, "") : v);
}

/* ---------------------------------------------------------------- control flow */

static void statements(gen *g, unsigned n);

static LLVMBasicBlockRef new_block(gen *g) { return LLVMAppendBasicBlockInContext(g->ctx, g->fn, ""); }

static void if_else(gen *g) {
  LLVMValueRef rhs = any_i32(g); /* in gcc's order, as in resource_access */
  LLVMValueRef lhs = any_i32(g);
  LLVMIntPredicate pred = pick(g, 2) ? LLVMIntULT : LLVMIntEQ;
  LLVMValueRef c = LLVMBuildICmp(g->b, pred, lhs, rhs, "");
  LLVMValueRef before = any_i32(g);
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b), then = new_block(g), merge, other = NULL;
  bool has_else = pick(g, 2);
  if (has_else)
    other = new_block(g);
  merge = new_block(g);
  LLVMBuildCondBr(g->b, c, then, has_else ? other : merge);
  unsigned saved = g->npool;
  g->nest++;
  LLVMPositionBuilderAtEnd(g->b, then);
  statements(g, 1 + pick(g, 3));
  LLVMValueRef tv = any_i32(g);
  LLVMBasicBlockRef then_end = LLVMGetInsertBlock(g->b);
  LLVMBuildBr(g->b, merge);
  g->npool = saved;
  LLVMValueRef ev = before;
  LLVMBasicBlockRef else_end = pre;
  if (has_else) {
    LLVMPositionBuilderAtEnd(g->b, other);
    statements(g, 1 + pick(g, 3));
    ev = any_i32(g);
    else_end = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, merge);
    g->npool = saved;
  }
  g->nest--;
  LLVMPositionBuilderAtEnd(g->b, merge);
  LLVMValueRef phi = LLVMBuildPhi(g->b, g->i32, "");
  LLVMAddIncoming(phi, (LLVMValueRef[]){tv, ev}, (LLVMBasicBlockRef[]){then_end, else_end}, 2);
  pool_add(g, phi);
}

/* A do-while loop counting i from 0 while i+1 < bound (NULL: a constant 1..3 picked after the
 * body, as the ordinary loop always has), with an accumulator; `body` fills it. */
static void loop_with(gen *g, LLVMValueRef bound, void (*body)(gen *, unsigned), unsigned arg) {
  LLVMValueRef init = any_i32(g);
  LLVMBasicBlockRef pre = LLVMGetInsertBlock(g->b), header = new_block(g), exit = new_block(g);
  LLVMBuildBr(g->b, header);
  LLVMPositionBuilderAtEnd(g->b, header);
  LLVMValueRef i = LLVMBuildPhi(g->b, g->i32, ""), acc = LLVMBuildPhi(g->b, g->i32, "");
  unsigned saved = g->npool;
  pool_add(g, i);
  pool_add(g, acc);
  g->nest++;
  body(g, arg);
  g->nest--;
  LLVMValueRef next = LLVMBuildAdd(g->b, i, ci32(g, 1), "");
  LLVMValueRef acc_next = LLVMBuildAdd(g->b, acc, any_i32(g), "");
  if (!bound)
    bound = ci32(g, 1 + pick(g, 3));
  LLVMValueRef more = LLVMBuildICmp(g->b, LLVMIntULT, next, bound, "");
  LLVMBasicBlockRef latch = LLVMGetInsertBlock(g->b);
  LLVMBuildCondBr(g->b, more, header, exit);
  LLVMAddIncoming(i, (LLVMValueRef[]){ci32(g, 0), next}, (LLVMBasicBlockRef[]){pre, latch}, 2);
  LLVMAddIncoming(acc, (LLVMValueRef[]){init, acc_next}, (LLVMBasicBlockRef[]){pre, latch}, 2);
  g->npool = saved;
  LLVMPositionBuilderAtEnd(g->b, exit);
  pool_add(g, acc_next);
}

static void loop_body(gen *g, unsigned arg) {
  (void)arg;
  statements(g, 1 + pick(g, 3));
}

static void loop(gen *g) { loop_with(g, NULL, loop_body, 0); }

/* ---------------------------------------------------------------- stage mode */

#define MAX_SHARED 2
#define SIGPOINT 4 /* the first operand clang gives load.input and store.output */

/* A scalar type a wave op, a groupshared array or a stage output may take: 32- and 64-bit,
 * 16-bit from SM 6.2 (`no64`: no 64-bit type, as derivatives and stage I/O have none). */
static LLVMTypeRef stage_scalar(gen *g, bool fp_only, bool no64) {
  LLVMTypeRef fp[] = {g->f32, g->f64, g->half}, in[] = {g->i32, g->i64, g->i16};
  unsigned n = g->info->sm_minor >= 2 ? 3 : 2, k = pick(g, n);
  if (no64 && k == 1)
    k = 0;
  return fp_only || pick(g, 2) ? fp[k] : in[k];
}

/* The groupshared arrays of a compute shader: [4..19 x T], zero or poison to start; each
 * global is made at its first access (as clang emits only those a shader uses). */
static void build_shared(gen *g) {
  g->nshared = 1 + pick(g, MAX_SHARED);
  for (unsigned i = 0; i < g->nshared; i++) {
    g->shared_elem[i] = stage_scalar(g, false, false);
    g->shared_len[i] = 4 + pick(g, 16);
    g->shared_zero[i] = pick(g, 2);
  }
}

static LLVMValueRef shared_global(gen *g, unsigned i) {
  if (g->shared[i])
    return g->shared[i];
  LLVMTypeRef t = LLVMArrayType2(g->shared_elem[i], g->shared_len[i]);
  char name[16];
  snprintf(name, sizeof name, "gs%u", i);
  g->shared[i] = LLVMAddGlobalInAddressSpace(g->mod, t, name, 3);
  LLVMSetLinkage(g->shared[i], LLVMInternalLinkage);
  LLVMSetInitializer(g->shared[i], g->shared_zero[i] ? LLVMConstNull(t) : LLVMGetPoison(t));
  LLVMSetAlignment(g->shared[i], 8);
  return g->shared[i];
}

static void shared_access(gen *g, bool store) {
  if (!g->nshared)
    return;
  unsigned k = pick(g, g->nshared), len = g->shared_len[k];
  LLVMTypeRef t = g->shared_elem[k];
  LLVMValueRef idx = pick(g, 2) ? ci32(g, pick(g, len)) : bounded(g, any_i32(g), len);
  LLVMValueRef ix[2] = {ci32(g, 0), idx};
  LLVMValueRef p =
      LLVMBuildInBoundsGEP2(g->b, LLVMArrayType2(t, len), shared_global(g, k), ix, 2, "");
  if (store)
    store_value(g, t, p);
  else
    load_to_pool(g, t, p);
}

static void group_barrier(gen *g) {
  LLVMTypeRef fty = LLVMFunctionType(g->voidt, NULL, 0, 0);
  LLVMValueRef fn = LLVMGetNamedFunction(g->mod, "llvm.dx.group.memory.barrier.with.group.sync");
  if (!fn) {
    fn = LLVMAddFunction(g->mod, "llvm.dx.group.memory.barrier.with.group.sync", fty);
    LLVMAddAttributeAtIndex(
        fn, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(g->ctx, LLVMGetEnumAttributeKindForName("convergent", 10), 0));
  }
  LLVMBuildCall2(g->b, fty, fn, NULL, 0, "");
}

/* An i1 from two pool values, and an i1 result widened to an i32 pool value. */
/* (Each choice in a statement of its own: C leaves the order of a call's arguments and of an
 * initializer list's expressions unspecified, and compilers differ.) */
static LLVMValueRef some_bool(gen *g) {
  LLVMIntPredicate pred = pick(g, 2) ? LLVMIntULT : LLVMIntEQ;
  LLVMValueRef a = any_i32(g);
  LLVMValueRef b = any_i32(g);
  return LLVMBuildICmp(g->b, pred, a, b, "");
}

static void pool_bool(gen *g, LLVMValueRef b) { pool_add(g, LLVMBuildZExt(g->b, b, g->i32, "")); }

static void wave_op(gen *g) {
  static const char *const reduces[] = {"llvm.dx.wave.reduce.sum",  "llvm.dx.wave.reduce.min",
                                        "llvm.dx.wave.reduce.max",  "llvm.dx.wave.reduce.usum",
                                        "llvm.dx.wave.reduce.umin", "llvm.dx.wave.reduce.umax"};
  switch (pick(g, 8)) {
  case 0:
  case 1: { /* a reduction of a scalar or a vector (one op per element) */
    unsigned k = pick(g, 6);
    LLVMTypeRef s = stage_scalar(g, false, false);
    if (k >= 3 && is_fp(s)) /* the unsigned ones take integers */
      s = int_of_bits(g, type_bits(s));
    LLVMTypeRef t = pick(g, 3) ? s : LLVMVectorType(s, 2 + pick(g, 3));
    pool_add(g, intrinsic(g, reduces[k], &t, 1, (LLVMValueRef[]){make_value(g, t)}, 1));
    return;
  }
  case 2: {
    LLVMTypeRef t = stage_scalar(g, false, false);
    LLVMValueRef lane = pick(g, 2) ? ci32(g, pick(g, 4)) : any_i32(g);
    pool_add(g, intrinsic(g, "llvm.dx.wave.readlane", &t, 1,
                          (LLVMValueRef[]){make_value(g, t), lane}, 2));
    return;
  }
  case 3:
    pool_bool(g, intrinsic(g, "llvm.dx.wave.is.first.lane", NULL, 0, NULL, 0));
    return;
  case 4:
    pool_add(g,
             intrinsic(g, pick(g, 2) ? "llvm.dx.wave.getlaneindex" : "llvm.dx.wave.get.lane.count",
                       NULL, 0, NULL, 0));
    return;
  case 5: {
    const char *name = pick(g, 2) ? "llvm.dx.wave.any" : "llvm.dx.wave.all";
    pool_bool(g, intrinsic(g, name, NULL, 0, (LLVMValueRef[]){some_bool(g)}, 1));
    return;
  }
  case 6: {
    LLVMValueRef b =
        intrinsic(g, "llvm.dx.wave.ballot", NULL, 0, (LLVMValueRef[]){some_bool(g)}, 1);
    pool_add(g, LLVMBuildExtractElement(g->b, b, ci32(g, pick(g, 4)), ""));
    return;
  }
  default:
    pool_add(g, intrinsic(g, "llvm.dx.wave.active.countbits", NULL, 0,
                          (LLVMValueRef[]){some_bool(g)}, 1));
    return;
  }
}

/* Pixel shaders: a derivative of a float (scalar or vector), or (rarely) a discard. */
static void pixel_op(gen *g) {
  static const char *const derivs[] = {"llvm.dx.ddx.coarse", "llvm.dx.ddy.coarse",
                                       "llvm.dx.ddx.fine", "llvm.dx.ddy.fine"};
  if (pick(g, 6) == 0) {
    intrinsic(g, "llvm.dx.discard", NULL, 0, (LLVMValueRef[]){some_bool(g)}, 1);
    return;
  }
  LLVMTypeRef s = g->info->sm_minor >= 2 && pick(g, 3) == 0 ? g->half : g->f32;
  LLVMTypeRef t = pick(g, 2) ? s : LLVMVectorType(s, 2 + pick(g, 3));
  const char *name = derivs[pick(g, 4)];
  pool_add(g, intrinsic(g, name, &t, 1, (LLVMValueRef[]){make_value(g, t)}, 1));
}

/* A stage input's type: i32, float or a float vector (half from SM 6.2). */
static LLVMTypeRef io_type(gen *g, unsigned *cols) {
  LLVMTypeRef s = pick(g, 3) == 0                             ? g->i32
                  : g->info->sm_minor >= 2 && pick(g, 4) == 0 ? g->half
                                                              : g->f32;
  *cols = pick(g, 2) ? 1 : 2 + pick(g, 3);
  return *cols == 1 ? s : LLVMVectorType(s, *cols);
}

/* The operands load.input and store.output share: sigpoint, element, row, column; the
 * vertex index (poison: no vertex outside geometry, hull and domain stages) after them. */
static void io_operands(gen *g, unsigned cols, LLVMValueRef ops[5]) {
  unsigned element = pick(g, 3);
  unsigned column = pick(g, 5 - cols);
  ops[0] = ci32(g, SIGPOINT);
  ops[1] = ci32(g, element);
  ops[2] = ci32(g, 0);
  ops[3] = LLVMConstInt(g->i8, column, 0);
  ops[4] = LLVMGetPoison(g->i32);
}

/* load.input(sigpoint, element, row, column, poison) into the pool, as i32 bits too. */
static void stage_input(gen *g) {
  unsigned cols;
  LLVMTypeRef t = io_type(g, &cols);
  LLVMValueRef args[5];
  io_operands(g, cols, args);
  LLVMValueRef v = intrinsic(g, "llvm.dx.load.input", &t, 1, args, 5);
  pool_add(g, v);
  LLVMValueRef e = cols == 1 ? v : LLVMBuildExtractElement(g->b, v, ci32(g, pick(g, cols)), "");
  LLVMTypeRef s = rlv_scalar_type(t);
  if (is_fp(s))
    e = LLVMBuildBitCast(g->b, e, int_of_bits(g, type_bits(s)), "");
  pool_add(g, type_bits(s) < 32 ? LLVMBuildZExt(g->b, e, g->i32, "") : e);
}

/* store.output(sigpoint, element, row, column, poison, value). */
static void stage_output(gen *g) {
  unsigned cols;
  LLVMTypeRef t = io_type(g, &cols);
  LLVMValueRef args[6];
  io_operands(g, cols, args);
  args[5] = make_value(g, t);
  intrinsic(g, "llvm.dx.store.output", &t, 1, args, 6);
}

/* clang -O0's forms: a handle made from binding operands and an index stored to allocas and
 * loaded back, kept in an alloca itself; or a handle kept in a resource object reached
 * through a pointer in an alloca. Then an access through what was loaded. */
static void o0_access(gen *g) {
  gres *r =
      pick_resource(g, 1u << RLV_GEN_TYPED | 1u << RLV_GEN_RAW | 1u << RLV_GEN_STRUCTURED, false);
  if (!r || (r->pub->kind == RLV_GEN_STRUCTURED && !r->nparts))
    return;
  rlv_gen_resource *p = r->pub;
  bool store = p->res_class == 1 && pick(g, 2);
  if (pick(g, 2)) { /* the binding through allocas */
    unsigned vals[4] = {p->implicit ? p->order_id : p->space,
                        p->implicit ? p->space : p->lower_bound, p->range, pick(g, p->slots)};
    LLVMValueRef ops[5];
    for (unsigned i = 0; i < 4; i++) {
      LLVMValueRef a = entry_alloca(g, g->i32);
      LLVMBuildStore(g->b, ci32(g, vals[i]), a);
      ops[i] = LLVMBuildLoad2(g->b, g->i32, a, "");
    }
    ops[4] = r->name_str;
    p->used = true;
    LLVMValueRef h = intrinsic(g,
                               p->implicit ? "llvm.dx.resource.handlefromimplicitbinding"
                                           : "llvm.dx.resource.handlefrombinding",
                               &r->handle_type, 1, ops, 5);
    LLVMValueRef slot = entry_alloca(g, r->handle_type);
    LLVMBuildStore(g->b, h, slot);
    access(g, r, LLVMBuildLoad2(g->b, r->handle_type, slot, ""), store);
    return;
  }
  /* the handle in a resource object (an alloca, as clang's temporaries), reached through a
   * `this` pointer kept in another alloca; the index through an alloca */
  LLVMTypeRef object = LLVMStructTypeInContext(g->ctx, &r->handle_type, 1, 0);
  LLVMValueRef obj = entry_alloca(g, object), this_addr = entry_alloca(g, g->ptr),
               ia = entry_alloca(g, g->i32);
  LLVMBuildStore(g->b, handle_of(g, r), obj);
  LLVMBuildStore(g->b, obj, this_addr);
  LLVMBuildStore(g->b, r->pub->kind == RLV_GEN_RAW ? ci32(g, 4 * pick(g, 8)) : elem_index(g), ia);
  LLVMValueRef self = LLVMBuildLoad2(g->b, g->ptr, this_addr, "");
  LLVMValueRef h = LLVMBuildLoad2(g->b, r->handle_type, self, "");
  LLVMValueRef ptr = getpointer(g, r, h, LLVMBuildLoad2(g->b, g->i32, ia, ""));
  LLVMTypeRef t = r->pub->kind == RLV_GEN_STRUCTURED ? r->parts[0].type
                  : r->pub->kind == RLV_GEN_TYPED    ? r->elem
                                                     : g->i32;
  if (store)
    store_value(g, t, ptr);
  else
    load_to_pool(g, t, ptr);
}

/* ---------------------------------------------------------------- math mode */

static void sink_store(gen *g, LLVMValueRef v);

/* An integer scalar or 2..4-lane vector type for HLSL's integer math: i32 and i64, i16 from
 * SM 6.2 (as clang emits 16-bit types only there). */
static LLVMTypeRef math_int_type(gen *g) {
  LLVMTypeRef in[] = {g->i32, g->i64, g->i16};
  LLVMTypeRef s = in[pick(g, g->info->sm_minor >= 2 ? 3 : 2)];
  return pick(g, 3) ? s : LLVMVectorType(s, 2 + pick(g, 3));
}

/* A math result, widened to i32 lanes when it is a truth value, into the pool and to the
 * sink, so that it always reaches stored data. */
static void math_result(gen *g, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (type_bits(rlv_scalar_type(t)) == 1)
    v = LLVMBuildZExt(g->b, v, lanes_of(t) > 1 ? LLVMVectorType(g->i32, lanes_of(t)) : g->i32, "");
  pool_add(g, v);
  sink_store(g, v);
}

/* abs(x), under llvm.abs's int-min-is-poison flag only when x | 1 (never INT_MIN) is the
 * operand: no poison reaches a side effect. */
static LLVMValueRef math_abs(gen *g, LLVMTypeRef t) {
  LLVMValueRef x = make_value(g, t);
  bool poison_flag = pick(g, 2);
  if (poison_flag) {
    LLVMValueRef one[4];
    for (unsigned i = 0; i < lanes_of(t); i++)
      one[i] = LLVMConstInt(rlv_scalar_type(t), 1, 0);
    x = LLVMBuildOr(g->b, x, lanes_of(t) > 1 ? LLVMConstVector(one, lanes_of(t)) : one[0], "");
  }
  return intrinsic(g, "llvm.abs", &t, 1, (LLVMValueRef[]){x, LLVMConstInt(g->i1, poison_flag, 0)},
                   2);
}

/* One of HLSL's unary float math intrinsics on a float or half scalar or vector. */
static void float_math_op(gen *g) {
  static const char *const names[] = {
      "llvm.sqrt", "llvm.sin",       "llvm.cos",         "llvm.tan",     "llvm.asin",
      "llvm.acos", "llvm.atan",      "llvm.sinh",        "llvm.cosh",    "llvm.tanh",
      "llvm.exp2", "llvm.log2",      "llvm.floor",       "llvm.ceil",    "llvm.trunc",
      "llvm.fabs", "llvm.roundeven", "llvm.dx.saturate", "llvm.dx.frac", "llvm.dx.rsqrt"};
  LLVMTypeRef s = g->info->sm_minor >= 2 && pick(g, 3) == 0 ? g->half : g->f32;
  LLVMTypeRef t = pick(g, 3) ? s : LLVMVectorType(s, 2 + pick(g, 3));
  LLVMValueRef x = make_value(g, t);
  math_result(g, intrinsic(g, names[pick(g, sizeof names / sizeof names[0])], &t, 1, &x, 1));
}

/* One of HLSL's integer math intrinsics or a float class test, on pool values. */
static void math_op(gen *g) {
  if (g->info->float_math) {
    float_math_op(g);
    return;
  }
  LLVMTypeRef t = math_int_type(g);
  LLVMValueRef v;
  switch (pick(g, 9)) {
  case 0:
    v = math_abs(g, t);
    break;
  case 1:
  case 2: {
    LLVMValueRef x = make_value(g, t);
    v = intrinsic(g, pick(g, 2) ? "llvm.ctpop" : "llvm.bitreverse", &t, 1, &x, 1);
    break;
  }
  case 3: {
    const char *name = pick(g, 2) ? "llvm.dx.imad" : "llvm.dx.umad";
    LLVMValueRef a = make_value(g, t);
    LLVMValueRef b = make_value(g, t);
    LLVMValueRef c = make_value(g, t);
    v = intrinsic(g, name, &t, 1, (LLVMValueRef[]){a, b, c}, 3);
    break;
  }
  case 4: {
    const char *name = pick(g, 2) ? "llvm.dx.sclamp" : "llvm.dx.uclamp";
    LLVMValueRef x = make_value(g, t);
    LLVMValueRef lo = make_value(g, t);
    LLVMValueRef hi = make_value(g, t);
    v = intrinsic(g, name, &t, 1, (LLVMValueRef[]){x, lo, hi}, 3);
    break;
  }
  case 5: /* sign: i32 lanes whatever the operand's width */
    v = intrinsic(g, "llvm.dx.sign", &t, 1, (LLVMValueRef[]){make_value(g, t)}, 1);
    break;
  case 6: { /* dot of two 2..4-lane vectors */
    if (lanes_of(t) == 1)
      t = LLVMVectorType(t, 2 + pick(g, 3));
    const char *name = pick(g, 2) ? "llvm.dx.sdot" : "llvm.dx.udot";
    LLVMValueRef a = make_value(g, t);
    LLVMValueRef b = make_value(g, t);
    v = intrinsic(g, name, &t, 1, (LLVMValueRef[]){a, b}, 2);
    break;
  }
  case 7: { /* packed dot4add (acc, a, b), from SM 6.4 */
    if (g->info->sm_minor < 4) {
      v = math_abs(g, t);
      break;
    }
    const char *name = pick(g, 2) ? "llvm.dx.dot4add.i8packed" : "llvm.dx.dot4add.u8packed";
    LLVMValueRef acc = any_i32(g);
    LLVMValueRef a = any_i32(g);
    LLVMValueRef b = any_i32(g);
    v = intrinsic(g, name, NULL, 0, (LLVMValueRef[]){acc, a, b}, 3);
    break;
  }
  default: { /* isnan / isinf of a float or half, scalar or vector */
    LLVMTypeRef s = g->info->sm_minor >= 2 && pick(g, 3) == 0 ? g->half : g->f32;
    LLVMTypeRef ft = pick(g, 3) ? s : LLVMVectorType(s, 2 + pick(g, 3));
    LLVMValueRef x = make_value(g, ft);
    v = intrinsic(g, pick(g, 2) ? "llvm.dx.isnan" : "llvm.dx.isinf", &ft, 1, &x, 1);
    break;
  }
  }
  math_result(g, v);
}

/* One of stage mode's statements (choice 16..21 of statement()). */
static void stage_statement(gen *g, unsigned which) {
  rlv_gen_stage st = g->info->stage;
  switch (which) {
  case 16:
  case 17:
    if (st == RLV_GEN_STAGE_COMPUTE)
      shared_access(g, which == 16);
    else
      (pick(g, 2) ? stage_input : stage_output)(g);
    return;
  case 18:
    if (st == RLV_GEN_STAGE_COMPUTE)
      group_barrier(g);
    else if (st == RLV_GEN_STAGE_PIXEL)
      pixel_op(g);
    else
      stage_output(g);
    return;
  case 19:
  case 20:
    wave_op(g);
    return;
  default:
    o0_access(g);
    return;
  }
}

static void statement(gen *g) {
  g->stmts++;
  const unsigned typed = 1u << RLV_GEN_TYPED, raw = 1u << RLV_GEN_RAW, structured = 1u << RLV_GEN_STRUCTURED;
  /* stage mode adds choices 16..21, math mode 16..19; every other input picks among the
   * first 16 as before */
  unsigned which = pick(g, g->info->stage ? 22 : g->info->math ? 20 : 16);
  if (which >= 16) {
    if (g->info->stage)
      stage_statement(g, which);
    else
      math_op(g);
    return;
  }
  switch (which) {
  case 0:
  case 1:
    arith_i32(g);
    break;
  case 2:
    arith_other(g);
    break;
  case 3:
    resource_access(g, typed, false);
    break;
  case 4:
    resource_access(g, typed, true);
    break;
  case 5:
    resource_access(g, structured, false);
    break;
  case 6:
    resource_access(g, structured, true);
    break;
  case 7:
    resource_access(g, raw, false);
    break;
  case 8:
    resource_access(g, raw, true);
    break;
  case 9:
    memcpy_roundtrip(g);
    break;
  case 10:
  case 11:
    cbuffer_access(g);
    break;
  case 12:
    counter_access(g);
    break;
  case 13:
    dimensions_access(g);
    break;
  case 14:
    if (g->nest < g->limits.max_nest)
      if_else(g);
    break;
  default:
    if (g->nest < g->limits.max_nest)
      loop(g);
    break;
  }
}

static void statements(gen *g, unsigned n) {
  for (unsigned i = 0; i < n && g->stmts < g->limits.max_stmts; i++)
    statement(g);
}

/* ---------------------------------------------------------------- large shapes */

/* A store of v to the sink: every shape leaves something observable on each path. */
static void sink_store(gen *g, LLVMValueRef v) {
  gres *s = &g->res[0];
  LLVMValueRef h = handle_of(g, s);
  raw_access_value(g, s, h, true, v);
}

/* A store to a writable resource (the sink if there is no other). */
static void some_store(gen *g) {
  gres *r = pick_resource(g, 1u << RLV_GEN_TYPED | 1u << RLV_GEN_RAW | 1u << RLV_GEN_STRUCTURED, true);
  if (!r || (r->pub->kind == RLV_GEN_STRUCTURED && !r->nparts)) {
    sink_store(g, any_i32(g));
    return;
  }
  LLVMValueRef h = handle_of(g, r);
  access(g, r, h, true);
}

/* A switch of 3..50 cases (some sharing a block) on a pool value — a thread id, a loaded
 * value — scaled so that every case can be taken, or as it is. Each block stores its own
 * number to the sink and gives the merge phi a value. */
static void wide_switch(gen *g) {
  static const uint32_t steps[] = {1, 1, 2, 3, 16, 0x01000000u};
  unsigned ncases = 3 + pick(g, 48);
  uint32_t step = steps[pick(g, 6)], base;
  switch (pick(g, 4)) {
  case 0:
    base = 0;
    break;
  case 1:
    base = pick(g, 16);
    break;
  case 2: /* the last cases at the top of the range: -1, -2, ... */
    base = 0u - ncases * step;
    break;
  default:
    base = (uint32_t)pick(g, 256) << 8;
    break;
  }
  LLVMValueRef v = any_i32(g);
  if (pick(g, 3)) { /* i % (n+1) * step + base: every case and the default are reachable */
    v = LLVMBuildURem(g->b, v, ci32(g, ncases + 1), "");
    v = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, v, ci32(g, step), ""), ci32(g, base), "");
  }
  unsigned nblocks = 1 + pick(g, ncases);
  LLVMBasicBlockRef blocks[51], ends[51];
  LLVMValueRef vals[51];
  for (unsigned k = 0; k <= nblocks; k++)
    blocks[k] = new_block(g); /* blocks[nblocks] is the default */
  LLVMBasicBlockRef merge = new_block(g);
  LLVMValueRef sw = LLVMBuildSwitch(g->b, v, blocks[nblocks], ncases);
  for (unsigned k = 0; k < ncases; k++) {
    unsigned dest = k < nblocks ? k : pick(g, nblocks);
    LLVMAddCase(sw, ci32(g, base + k * step), blocks[dest]);
  }
  unsigned saved = g->npool;
  g->nest++;
  for (unsigned k = 0; k <= nblocks; k++) {
    LLVMPositionBuilderAtEnd(g->b, blocks[k]);
    statements(g, pick(g, 2));
    sink_store(g, ci32(g, k + 1));
    vals[k] = any_i32(g);
    ends[k] = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, merge);
    g->npool = saved;
  }
  g->nest--;
  LLVMPositionBuilderAtEnd(g->b, merge);
  LLVMValueRef phi = LLVMBuildPhi(g->b, g->i32, "");
  LLVMAddIncoming(phi, vals, ends, nblocks + 1);
  pool_add(g, phi);
}

static void nest_level(gen *g, unsigned depth);

/* A level of the loop nest: the next level inside, or the innermost body — a few statements,
 * the wide switch when asked for, and a store. */
static void nest_body(gen *g, unsigned depth) {
  if (pick(g, 2))
    statements(g, 1);
  if (depth > 1) {
    nest_level(g, depth - 1);
    return;
  }
  if (g->shape & RLV_GEN_SHAPE_SWITCH)
    wide_switch(g);
  some_store(g);
}

/* A loop whose trip count is a constant 1..3 or unknown: a pool value masked to 0..7 (up to
 * twice the default bound) or, rarely, as it is (a thread id: up to 2^32). */
static void nest_level(gen *g, unsigned depth) {
  LLVMValueRef bound;
  unsigned kind = pick(g, 8);
  if (kind < 5)
    bound = ci32(g, kind < 3 ? 1 : 2 + (kind - 3));
  else if (kind < 7)
    bound = LLVMBuildAnd(g->b, any_i32(g), ci32(g, 7), "");
  else
    bound = any_i32(g);
  loop_with(g, bound, nest_body, depth);
}

/* The call-graph shape: helpers f<n-1> .. f0, each `i32 (i32)`, built leaf first; f<k> stores
 * its argument to the sink, runs a few statements and calls f<k+1> `fan` times. A chain of
 * 12 at most; with a fan-out, 8 functions (4^8 calls). Each body makes its own handles. */
static void build_helpers(gen *g) {
  unsigned n = 1 + pick(g, 12), fan = 1 + pick(g, 4);
  if (fan > 1 && n > 8)
    n = 8;
  LLVMTypeRef fty = LLVMFunctionType(g->i32, &g->i32, 1, 0);
  LLVMValueRef callee = NULL;
  g->in_helper = true;
  for (unsigned k = n; k-- > 0;) {
    char name[16];
    snprintf(name, sizeof name, "f%u", k);
    g->fn = LLVMAddFunction(g->mod, name, fty);
    LLVMSetLinkage(g->fn, LLVMInternalLinkage);
    g->entry = LLVMAppendBasicBlockInContext(g->ctx, g->fn, "");
    LLVMPositionBuilderAtEnd(g->b, g->entry);
    for (unsigned i = 0; i < g->nres; i++)
      g->res[i].handle = NULL; /* @main's handles are not visible here */
    g->npool = 0;
    LLVMValueRef arg = LLVMGetParam(g->fn, 0), acc = arg;
    pool_add(g, arg);
    sink_store(g, arg);
    statements(g, pick(g, 3));
    for (unsigned j = 0; callee && j < fan; j++) {
      LLVMValueRef a = any_i32(g);
      LLVMValueRef r = LLVMBuildCall2(g->b, fty, callee, &a, 1, "");
      pool_add(g, r);
      acc = LLVMBuildAdd(g->b, acc, r, "");
    }
    LLVMBuildRet(g->b, pick(g, 2) ? acc : any_i32(g));
    callee = g->fn;
  }
  g->in_helper = false;
  g->npool = 0;
  g->helper = callee;
  g->helper_fan = fan;
}

/* Two range-1 explicit bindings of one class made to overlap: the second takes the first's
 * register. For the verifier gate (binding-overlap). */
static void overlap_bindings(gen *g) {
  for (unsigned j = g->nres; j-- > 1;) {
    rlv_gen_resource *b = g->res[j].pub;
    if (b->implicit || b->range != 1)
      continue;
    for (unsigned i = 1; i < j; i++) {
      rlv_gen_resource *a = g->res[i].pub;
      if (!a->implicit && a->range == 1 && a->res_class == b->res_class) {
        b->space = a->space;
        b->lower_bound = a->lower_bound;
        g->info->overlap = true;
        return;
      }
    }
  }
}

/* A constant index one past the end of a range that ends at 0xFFFFFFFF: its register wraps. */
static void wrap_access(gen *g) {
  for (unsigned i = 0; i < g->nres; i++) {
    gres *r = &g->res[i];
    if (r->pub->range != UINT32_MAX || r->pub->lower_bound + r->pub->slots != 0)
      continue;
    LLVMValueRef h = create_handle(g, r, ci32(g, r->pub->slots));
    access(g, r, h, false);
    g->info->wrap = true;
    return;
  }
}

/* 16..32768 handle creations of raw UAVs in space 6 (none provisioned, so the interpreter
 * stops at the first), each two registers wide: adjacent ones overlap, or none do. For the
 * verifier's and the lowering's cost on many bindings. */
static void binding_flood(gen *g) {
  unsigned n = 16u << pick(g, 12);
  bool overlap = pick(g, 2);
  gres *sink = &g->res[0];
  LLVMValueRef name = name_string(g, "Flood");
  for (unsigned k = 0; k < n; k++) {
    LLVMValueRef args[5] = {ci32(g, 6), ci32(g, overlap ? k : 2 * k), ci32(g, 2), ci32(g, 0), name};
    LLVMValueRef h = intrinsic(g, "llvm.dx.resource.handlefrombinding", &sink->handle_type, 1, args, 5);
    intrinsic(g, "llvm.dx.resource.getdimensions.x", &sink->handle_type, 1, &h, 1);
  }
  g->info->overlap |= overlap;
}

/* The shapes' code in @main, after its ordinary statements. */
static void shape_statements(gen *g) {
  if (g->helper) {
    LLVMTypeRef fty = LLVMGlobalGetValueType(g->helper);
    for (unsigned j = 0; j < g->helper_fan; j++) {
      LLVMValueRef a = any_i32(g);
      pool_add(g, LLVMBuildCall2(g->b, fty, g->helper, &a, 1, ""));
    }
  }
  if (g->shape & RLV_GEN_SHAPE_LOOPS) {
    static const unsigned unrolls[] = {0, 0, 0, 1, 2, 16, 2000};
    g->info->unroll = unrolls[pick(g, 7)];
    nest_level(g, 1 + pick(g, 8));
  } else if (g->shape & RLV_GEN_SHAPE_SWITCH) {
    wide_switch(g);
  }
  if ((g->shape & RLV_GEN_SHAPE_BINDINGS) && pick(g, 4) == 3) /* never when the input ran out */
    wrap_access(g);
}

/* The last few values go to the sink, so that what was computed is observable. */
static void sink(gen *g) {
  gres *s = &g->res[0];
  for (unsigned k = 0; k < 3 && g->npool; k++) {
    LLVMValueRef v = g->pool[g->npool - 1 - pick(g, g->npool < 6 ? g->npool : 6)];
    raw_access_value(g, s, handle_of(g, s), true, v);
  }
}

static const char *stage_name(rlv_gen_stage stage) {
  return stage == RLV_GEN_STAGE_PIXEL    ? "pixel"
         : stage == RLV_GEN_STAGE_VERTEX ? "vertex"
                                         : "compute";
}

static void build_entry(gen *g) {
  g->fn = LLVMAddFunction(g->mod, "main", LLVMFunctionType(g->voidt, NULL, 0, 0));
  const char *stage = stage_name(g->info->stage);
  LLVMAddAttributeAtIndex(
      g->fn, LLVMAttributeFunctionIndex,
      LLVMCreateStringAttribute(g->ctx, "hlsl.shader", 11, stage, (unsigned)strlen(stage)));
  if (strcmp(stage, "compute") == 0)
    LLVMAddAttributeAtIndex(g->fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(g->ctx, "hlsl.numthreads", 15, "8,1,1", 5));
  if (g->info->stage)
    LLVMAddAttributeAtIndex(
        g->fn, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(g->ctx, LLVMGetEnumAttributeKindForName("convergent", 10), 0));
  g->entry = LLVMAppendBasicBlockInContext(g->ctx, g->fn, "");
  LLVMPositionBuilderAtEnd(g->b, g->entry);
  for (unsigned i = 0; i < g->nres; i++) {
    gres *r = &g->res[i];
    if (r->pub->range != 1)
      continue;
    r->handle = create_handle(g, r, ci32(g, 0));
    if (r->cb_global) {
      LLVMBuildStore(g->b, r->handle, r->cb_global);
    } else if (pick(g, 4) == 0) {
      char name[32];
      snprintf(name, sizeof name, "%s.h", r->pub->name);
      r->handle_global = LLVMAddGlobal(g->mod, r->handle_type, name);
      LLVMSetInitializer(r->handle_global, LLVMGetPoison(r->handle_type));
      LLVMBuildStore(g->b, r->handle, r->handle_global);
    }
  }
  if (g->info->stage == RLV_GEN_STAGE_PIXEL || g->info->stage == RLV_GEN_STAGE_VERTEX) {
    stage_input(g); /* no thread ids outside compute shaders: inputs instead */
  } else {
    pool_add(g, intrinsic(g, "llvm.dx.thread.id", NULL, 0, (LLVMValueRef[]){ci32(g, 0)}, 1));
    if (pick(g, 2))
      pool_add(g, intrinsic(g, "llvm.dx.thread.id", NULL, 0, (LLVMValueRef[]){ci32(g, 1)}, 1));
    if (pick(g, 2))
      pool_add(g, intrinsic(g, "llvm.dx.group.id", NULL, 0, (LLVMValueRef[]){ci32(g, 0)}, 1));
  }
  if (g->info->stage == RLV_GEN_STAGE_COMPUTE)
    build_shared(g);
  statements(g, 4 + pick(g, 12));
  if (g->shape)
    shape_statements(g);
  sink(g);
  if ((g->shape & RLV_GEN_SHAPE_BINDINGS) && pick(g, 4) == 3)
    binding_flood(g);
  LLVMBuildRetVoid(g->b);
}

LLVMModuleRef rlv_gen_module(LLVMContextRef ctx, const uint8_t *data, size_t size, const rlv_gen_limits *limits,
                             rlv_gen_info *info) {
  gen g = {.data = data, .size = size, .ctx = ctx, .info = info, .limits = limits ? *limits : RLV_GEN_DEFAULT_LIMITS};
  memset(info, 0, sizeof *info);
  g.mod = LLVMModuleCreateWithNameInContext("rlv-fuzz-gen", ctx);
  LLVMSetDataLayout(g.mod, DXIL_DATALAYOUT);
  info->sm_minor = pick(&g, 9);
  if (size && data[0] >= 0xF0)
    info->shape = g.shape = 1 + pick(&g, RLV_GEN_SHAPE_ALL);
  else if (size && data[0] >= 0xD0 && data[0] < 0xE0)
    info->stage = (rlv_gen_stage)(1 + pick(&g, 3));
  else if (size && data[0] >= 0xEC)
    info->math = true;
  else if (size && data[0] >= 0xE8 && data[0] <= 0xEA)
    info->math = info->float_math = true;
  char triple[64];
  snprintf(triple, sizeof triple, "dxilv1.%u-unknown-shadermodel6.%u-%s", info->sm_minor,
           info->sm_minor, stage_name(info->stage));
  LLVMSetTarget(g.mod, triple);
  g.dl = LLVMGetModuleDataLayout(g.mod);
  g.i1 = LLVMInt1TypeInContext(ctx);
  g.i8 = LLVMInt8TypeInContext(ctx);
  g.i16 = LLVMInt16TypeInContext(ctx);
  g.i32 = LLVMInt32TypeInContext(ctx);
  g.i64 = LLVMInt64TypeInContext(ctx);
  g.half = LLVMHalfTypeInContext(ctx);
  g.f32 = LLVMFloatTypeInContext(ctx);
  g.f64 = LLVMDoubleTypeInContext(ctx);
  g.ptr = LLVMPointerTypeInContext(ctx, 0);
  g.ptr2 = LLVMPointerTypeInContext(ctx, 2);
  g.voidt = LLVMVoidTypeInContext(ctx);
  g.b = LLVMCreateBuilderInContext(ctx);
  build_resources(&g);
  if ((g.shape & RLV_GEN_SHAPE_BINDINGS) && pick(&g, 4) == 3)
    overlap_bindings(&g);
  if (g.shape & RLV_GEN_SHAPE_CALLS)
    build_helpers(&g);
  build_entry(&g);
  LLVMDisposeBuilder(g.b);
  return g.mod;
}
