/* Stage resource-access (LLVM 22's DXILResourceAccess): getpointer + GEPs + load/store
 * become the load/store intrinsics (reference §4.2, shapes in the lowering note §3.2, §4):
 *  - typed buffers: load.typedbuffer + extractvalue 0 [+ extractelement of the lane];
 *    store.typedbuffer of a whole element, or of one lane as load + insertelement + store;
 *  - raw buffers: structured (element index, byte offset) and byte-address (address +
 *    offset, poison) load.rawbuffer / store.rawbuffer of the IR load/store type, split into
 *    parts of at most 4 lanes;
 *  - cbuffers: load.cbufferrow.2/.4/.8 per 16-byte row, lanes extracted (a vector continues
 *    on the next row), named %x.load / %x.extract / %x.upto<i> after the IR load %x.
 * Handles reached through select/phi are legalized first (handle_split.c). Afterwards no
 * getpointer is left, and the GEPs that only served the accesses are gone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lower/handle_split.h"
#include "lower/ptr_offset.h"
#include "model/util.h"

#define ROW_BYTES 16

typedef struct gp_ctx {
  rlv_lctx *l;
  LLVMValueRef gp;     /* the getpointer call */
  LLVMValueRef handle; /* its handle operand */
  LLVMValueRef index;  /* its index operand */
  rlv_restype rt;
} gp_ctx;

static LLVMTypeRef i32_type(rlv_lctx *l) { return LLVMInt32TypeInContext(l->llctx); }
static LLVMValueRef i32_const(rlv_lctx *l, uint64_t v) {
  return LLVMConstInt(i32_type(l), v, false);
}

static void report_access(gp_ctx *c, LLVMValueRef at, const char *fmt, const char *detail) {
  char *t = rlv_lower_type_string(LLVMTypeOf(c->handle));
  rlv_report(c->l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, at, fmt, detail, t);
  free(t);
}

static LLVMValueRef call_intrinsic(gp_ctx *c, const char *name, LLVMTypeRef *ovl, unsigned n,
                                   LLVMValueRef *args, unsigned nargs, const char *vname) {
  LLVMTypeRef fnty = NULL;
  LLVMValueRef fn = rlv_intrinsic_decl(c->l, name, ovl, n, &fnty);
  if (!fn)
    return NULL;
  return LLVMBuildCall2(c->l->builder, fnty, fn, args, nargs, vname);
}

/* {T, i1} <name>(handle, args...) then extractvalue 0. */
static LLVMValueRef load_with_check(gp_ctx *c, const char *name, LLVMTypeRef t,
                                    LLVMValueRef *args, unsigned nargs) {
  LLVMTypeRef ovl[2] = {t, LLVMTypeOf(c->handle)};
  LLVMValueRef call = call_intrinsic(c, name, ovl, 2, args, nargs, "");
  return LLVMBuildExtractValue(c->l->builder, call, 0, "");
}

static bool is_const_zero(LLVMValueRef v) {
  return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == 0;
}

/* Checks the GEP chain of an access; reports and returns false when it cannot be lowered. */
static bool check_chain(gp_ctx *c, LLVMValueRef inst, LLVMValueRef ptr, uint64_t unit,
                        rlv_gep_check *chk) {
  rlv_gep_chain_check(c->l->dl, ptr, c->gp, unit, chk);
  if (chk->ok)
    return true;
  report_access(c, inst, "%s (resource %s)", chk->error);
  free(chk->error);
  return false;
}

/* ---- typed buffers ---- */

typedef enum typed_mode { TYPED_WHOLE, TYPED_LANE, TYPED_LANE_VEC1 } typed_mode;

static bool typed_mode_of(gp_ctx *c, LLVMTypeRef t, typed_mode *mode) {
  LLVMTypeRef elem = c->rt.element;
  unsigned lanes = 0;
  LLVMTypeRef scalar = elem ? rlv_lower_scalar_of(elem, &lanes) : NULL;
  if (!scalar)
    return false;
  if (t == elem)
    *mode = TYPED_WHOLE;
  else if (lanes > 1 && t == scalar)
    *mode = TYPED_LANE;
  else if (lanes > 1 && LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) == 1 &&
           LLVMGetElementType(t) == scalar)
    *mode = TYPED_LANE_VEC1;
  else
    return false;
  return true;
}

static bool typed_check(gp_ctx *c, LLVMValueRef inst, LLVMValueRef ptr, LLVMTypeRef t,
                        typed_mode *mode, uint64_t *unit) {
  if (!typed_mode_of(c, t, mode)) {
    char *s = rlv_lower_type_string(t);
    report_access(c, inst, "a typed-buffer access of %s is neither the whole element nor one "
                           "lane of it (resource %s)", s);
    free(s);
    return false;
  }
  unsigned lanes = 0;
  LLVMTypeRef scalar = rlv_lower_scalar_of(c->rt.element, &lanes);
  *unit = LLVMABISizeOfType(c->l->dl, scalar);
  rlv_gep_check chk;
  if (!check_chain(c, inst, ptr, *unit, &chk))
    return false;
  if (*mode == TYPED_WHOLE && !(chk.is_const && chk.const_bytes == 0)) {
    report_access(c, inst, "%s (resource %s)",
                  "a whole-element typed-buffer access is not at offset 0 of the element");
    return false;
  }
  if (*mode != TYPED_WHOLE && chk.is_const && (uint64_t)chk.const_bytes / *unit >= lanes) {
    report_access(c, inst, "%s (resource %s)", "a typed-buffer lane access is past the element");
    return false;
  }
  return true;
}

static bool typed_load(gp_ctx *c, LLVMValueRef li) {
  typed_mode mode;
  uint64_t unit;
  LLVMValueRef ptr = LLVMGetOperand(li, 0);
  if (!typed_check(c, li, ptr, LLVMTypeOf(li), &mode, &unit))
    return false;
  rlv_lctx *l = c->l;
  LLVMPositionBuilderBefore(l->builder, li);
  LLVMValueRef args[2] = {c->handle, c->index};
  LLVMValueRef v = load_with_check(c, "llvm.dx.resource.load.typedbuffer", c->rt.element, args, 2);
  if (mode != TYPED_WHOLE) {
    LLVMValueRef off = rlv_gep_chain_emit(l, ptr, c->gp, unit);
    v = LLVMBuildExtractElement(l->builder, v, off, "");
    if (mode == TYPED_LANE_VEC1)
      v = LLVMBuildInsertElement(l->builder, LLVMGetPoison(LLVMTypeOf(li)), v, i32_const(l, 0), "");
  }
  LLVMReplaceAllUsesWith(li, v);
  return true;
}

static bool typed_store(gp_ctx *c, LLVMValueRef si) {
  typed_mode mode;
  uint64_t unit;
  LLVMValueRef ptr = LLVMGetOperand(si, 1), val = LLVMGetOperand(si, 0);
  if (!typed_check(c, si, ptr, LLVMTypeOf(val), &mode, &unit))
    return false;
  if (mode == TYPED_LANE_VEC1) {
    report_access(c, si, "%s (resource %s)", "a typed-buffer store of a <1 x T> lane");
    return false;
  }
  rlv_lctx *l = c->l;
  LLVMPositionBuilderBefore(l->builder, si);
  if (mode == TYPED_LANE) {
    /* a non-atomic read-modify-write of the whole element, as LLVM does */
    LLVMValueRef args[2] = {c->handle, c->index};
    LLVMValueRef old =
        load_with_check(c, "llvm.dx.resource.load.typedbuffer", c->rt.element, args, 2);
    LLVMValueRef off = rlv_gep_chain_emit(l, ptr, c->gp, unit);
    val = LLVMBuildInsertElement(l->builder, old, val, off, "");
  }
  LLVMTypeRef ovl[2] = {LLVMTypeOf(c->handle), LLVMTypeOf(val)};
  LLVMValueRef args[3] = {c->handle, c->index, val};
  call_intrinsic(c, "llvm.dx.resource.store.typedbuffer", ovl, 2, args, 3, "");
  return true;
}

/* ---- raw and structured buffers ---- */

static bool raw_type_ok(gp_ctx *c, LLVMValueRef inst, LLVMTypeRef t) {
  unsigned lanes = 0;
  LLVMTypeRef s = rlv_lower_scalar_of(t, &lanes);
  if (s && rlv_movable_bits((unsigned)LLVMSizeOfTypeInBits(c->l->dl, s)))
    return true;
  char *ts = rlv_lower_type_string(t);
  report_access(c, inst, "a raw-buffer access of %s is not a scalar or vector of 16/32/64-bit "
                         "values (resource %s)", ts);
  free(ts);
  return false;
}

static bool is_structured(const gp_ctx *c) { return c->rt.kind == RLV_KIND_STRUCTUREDBUFFER; }

/* The (index, offset) operands: structured (element, byte offset); byte-address (address +
 * offset, poison). */
static void raw_coords(gp_ctx *c, LLVMValueRef off, LLVMValueRef *index, LLVMValueRef *offset) {
  *index = c->index;
  *offset = off;
  if (!is_structured(c)) {
    if (!is_const_zero(off))
      *index = LLVMBuildAdd(c->l->builder, c->index, off, "");
    *offset = LLVMGetPoison(i32_type(c->l));
  }
}

/* Concatenates two vectors (b no longer than a) with shufflevector. */
static LLVMValueRef concat(rlv_lctx *l, LLVMValueRef a, LLVMValueRef b) {
  unsigned na = LLVMGetVectorSize(LLVMTypeOf(a)), nb = LLVMGetVectorSize(LLVMTypeOf(b));
  LLVMValueRef small[16];
  LLVMValueRef *mask = na + nb <= 16 ? small : rlv_xmalloc((na + nb) * sizeof *mask);
  if (nb < na) {
    for (unsigned i = 0; i < na; i++)
      mask[i] = i < nb ? i32_const(l, i) : LLVMGetPoison(i32_type(l));
    b = LLVMBuildShuffleVector(l->builder, b, LLVMGetPoison(LLVMTypeOf(b)),
                               LLVMConstVector(mask, na), "");
  }
  for (unsigned i = 0; i < na + nb; i++)
    mask[i] = i32_const(l, i);
  LLVMValueRef v = LLVMBuildShuffleVector(l->builder, a, b, LLVMConstVector(mask, na + nb), "");
  if (mask != small)
    free(mask);
  return v;
}

/* The parts (in order, each no longer than the one before) joined into one vector: pairs of
 * neighbours level by level, so the masks built add up to lanes x log(parts), not lanes x
 * parts. Two parts give one concat, as LLVM would write it. */
static LLVMValueRef concat_parts(rlv_lctx *l, LLVMValueRef *parts, size_t n) {
  while (n > 1) {
    size_t out = 0;
    for (size_t i = 0; i < n; i += 2)
      parts[out++] = i + 1 < n ? concat(l, parts[i], parts[i + 1]) : parts[i];
    n = out;
  }
  return parts[0];
}

static LLVMValueRef raw_load_part(gp_ctx *c, LLVMTypeRef t, LLVMValueRef off) {
  LLVMValueRef index, offset;
  raw_coords(c, off, &index, &offset);
  LLVMValueRef args[3] = {c->handle, index, offset};
  return load_with_check(c, "llvm.dx.resource.load.rawbuffer", t, args, 3);
}

static bool raw_load(gp_ctx *c, LLVMValueRef li) {
  LLVMTypeRef t = LLVMTypeOf(li);
  LLVMValueRef ptr = LLVMGetOperand(li, 0);
  rlv_gep_check chk;
  if (!raw_type_ok(c, li, t) || !check_chain(c, li, ptr, 1, &chk))
    return false;
  rlv_lctx *l = c->l;
  LLVMPositionBuilderBefore(l->builder, li);
  LLVMValueRef off = rlv_gep_chain_emit(l, ptr, c->gp, 1), v;
  unsigned lanes = 0;
  LLVMTypeRef s = rlv_lower_scalar_of(t, &lanes);
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind && lanes > 4) {
    /* parts of at most 4 lanes */
    LLVMValueRef stride = i32_const(l, 4 * LLVMABISizeOfType(l->dl, s));
    size_t nparts = (lanes + 3) / 4;
    LLVMValueRef *parts = rlv_xmalloc(nparts * sizeof *parts);
    for (unsigned i = 0; i < lanes; i += 4) {
      if (i > 0)
        off = LLVMBuildAdd(l->builder, off, stride, "");
      LLVMTypeRef pt = LLVMVectorType(s, lanes - i < 4 ? lanes - i : 4);
      parts[i / 4] = raw_load_part(c, pt, off);
    }
    v = concat_parts(l, parts, nparts);
    free(parts);
  } else {
    v = raw_load_part(c, t, off);
  }
  LLVMReplaceAllUsesWith(li, v);
  return true;
}

static void raw_store_part(gp_ctx *c, LLVMValueRef off, LLVMValueRef val) {
  LLVMValueRef index, offset;
  raw_coords(c, off, &index, &offset);
  LLVMTypeRef ovl[2] = {LLVMTypeOf(c->handle), LLVMTypeOf(val)};
  LLVMValueRef args[4] = {c->handle, index, offset, val};
  call_intrinsic(c, "llvm.dx.resource.store.rawbuffer", ovl, 2, args, 4, "");
}

static bool raw_store(gp_ctx *c, LLVMValueRef si) {
  LLVMValueRef val = LLVMGetOperand(si, 0), ptr = LLVMGetOperand(si, 1);
  LLVMTypeRef t = LLVMTypeOf(val);
  rlv_gep_check chk;
  if (!raw_type_ok(c, si, t) || !check_chain(c, si, ptr, 1, &chk))
    return false;
  rlv_lctx *l = c->l;
  LLVMPositionBuilderBefore(l->builder, si);
  LLVMValueRef off = rlv_gep_chain_emit(l, ptr, c->gp, 1);
  unsigned lanes = 0;
  LLVMTypeRef s = rlv_lower_scalar_of(t, &lanes);
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind && lanes > 4) {
    LLVMValueRef stride = i32_const(l, 4 * LLVMABISizeOfType(l->dl, s));
    for (unsigned i = 0; i < lanes; i += 4) {
      if (i > 0)
        off = LLVMBuildAdd(l->builder, off, stride, "");
      unsigned n = lanes - i < 4 ? lanes - i : 4;
      LLVMValueRef mask[4];
      for (unsigned j = 0; j < n; j++)
        mask[j] = i32_const(l, i + j);
      LLVMValueRef part = LLVMBuildShuffleVector(l->builder, val, LLVMGetPoison(t),
                                                 LLVMConstVector(mask, n), "");
      raw_store_part(c, off, part);
    }
  } else {
    raw_store_part(c, off, val);
  }
  return true;
}

/* ---- cbuffers ---- */

/* The row of a cbuffer load: the getpointer's byte offset plus the GEP chain's constant
 * bytes give the row and lane; dynamic GEP indices must step whole rows and add to the row. */
typedef struct cb_pos {
  uint64_t bytes;      /* constant byte position */
  LLVMValueRef dyn[8]; /* dynamic indices, outermost GEP first */
  uint64_t rows[8];    /* rows one step of each moves */
  unsigned ndyn;
  bool dyn_in_last;    /* the only dynamic index is in the GEP the load uses */
} cb_pos;

static bool cbuffer_position(gp_ctx *c, LLVMValueRef li, uint64_t g, cb_pos *pos) {
  memset(pos, 0, sizeof *pos);
  pos->bytes = g;
  LLVMValueRef ptr = LLVMGetOperand(li, 0);
  unsigned depth = 0;
  while (ptr != c->gp) {
    if (!LLVMIsAGetElementPtrInst(ptr) || ++depth > RLV_PTR_CHAIN_MAX) {
      report_access(c, li, "%s (resource %s)",
                    "the cbuffer pointer does not reach the getpointer call through GEPs only");
      return false;
    }
    LLVMTypeRef src = LLVMGetGEPSourceElementType(ptr);
    int n = LLVMGetNumOperands(ptr);
    int64_t off = 0;
    if (rlv_lower_gep_const_offset(c->l->dl, ptr, &off)) {
      if (off < 0) {
        report_access(c, li, "%s (resource %s)", "a cbuffer GEP has a negative offset");
        return false;
      }
      pos->bytes += (uint64_t)off;
    } else if (n == 2 && LLVMTypeIsSized(src) &&
               LLVMABISizeOfType(c->l->dl, src) % ROW_BYTES == 0 && pos->ndyn < 8) {
      pos->dyn_in_last = depth == 1;
      pos->rows[pos->ndyn] = LLVMABISizeOfType(c->l->dl, src) / ROW_BYTES;
      pos->dyn[pos->ndyn++] = LLVMGetOperand(ptr, 1);
    } else {
      report_access(c, li, "%s (resource %s)",
                    "a dynamic cbuffer GEP must be a single index over whole 16-byte rows");
      return false;
    }
    ptr = LLVMGetOperand(ptr, 0);
  }
  if (pos->ndyn != 1)
    pos->dyn_in_last = false;
  return true;
}

static LLVMValueRef cbuffer_row(gp_ctx *c, const cb_pos *pos) {
  rlv_lctx *l = c->l;
  LLVMValueRef row = i32_const(l, pos->bytes / ROW_BYTES), dyn = NULL;
  for (unsigned i = 0; i < pos->ndyn; i++) {
    LLVMValueRef d = rlv_as_i32(l, pos->dyn[i]);
    if (pos->rows[i] != 1)
      d = LLVMBuildMul(l->builder, d, i32_const(l, pos->rows[i]), "");
    dyn = dyn ? LLVMBuildAdd(l->builder, dyn, d, "") : d;
  }
  if (!dyn)
    return row;
  if (pos->bytes / ROW_BYTES == 0)
    return dyn;
  /* LLVM adds the row to a last-GEP index as `add i32 <row>, %idx` */
  return pos->dyn_in_last ? LLVMBuildAdd(l->builder, row, dyn, "")
                          : LLVMBuildAdd(l->builder, dyn, row, "");
}

static bool cbuffer_load(gp_ctx *c, LLVMValueRef li) {
  rlv_lctx *l = c->l;
  LLVMTypeRef t = LLVMTypeOf(li);
  unsigned lanes = 0;
  LLVMTypeRef s = rlv_lower_scalar_of(t, &lanes);
  unsigned bits = s ? (unsigned)LLVMSizeOfTypeInBits(l->dl, s) : 0;
  if (!s || !rlv_movable_bits(bits)) {
    char *ts = rlv_lower_type_string(t);
    report_access(c, li, "a cbuffer load of %s is not a scalar or vector of 16/32/64-bit "
                         "values (resource %s)", ts);
    free(ts);
    return false;
  }
  if (!LLVMIsAConstantInt(c->index)) {
    report_access(c, li, "%s (resource %s)", "the cbuffer getpointer offset is not a constant");
    return false;
  }
  cb_pos pos;
  if (!cbuffer_position(c, li, LLVMConstIntGetZExtValue(c->index), &pos))
    return false;
  unsigned elt = bits / 8, per_row = ROW_BYTES / elt;
  if (pos.bytes % elt != 0) {
    report_access(c, li, "%s (resource %s)",
                  "a cbuffer load is not aligned to its element size within the row");
    return false;
  }
  const char *which = per_row == 8 ? "llvm.dx.resource.load.cbufferrow.8"
                      : per_row == 4 ? "llvm.dx.resource.load.cbufferrow.4"
                                     : "llvm.dx.resource.load.cbufferrow.2";
  LLVMTypeRef ovl[9];
  for (unsigned i = 0; i < per_row; i++)
    ovl[i] = s;
  ovl[per_row] = LLVMTypeOf(c->handle);
  LLVMTypeRef fnty = NULL;
  LLVMValueRef fn = rlv_intrinsic_decl(l, which, ovl, per_row + 1, &fnty);
  size_t nlen = 0;
  const char *nm = LLVMGetValueName2(li, &nlen);
  /* name, name.load, name.extract and name.upto<i> in one buffer (most loads are unnamed,
   * and this runs for every cbuffer load); the name ends at a NUL, as "%s" reads it */
  const char *nul = nm ? memchr(nm, '\0', nlen) : NULL;
  nlen = !nm ? 0 : nul ? (size_t)(nul - nm) : nlen;
  char stack_names[4 * 64], *names = nlen < 32 ? stack_names : rlv_xmalloc(4 * (nlen + 32));
  size_t slot = nlen + 32;
  char *name = names, *load_name = names + slot, *extract_name = names + 2 * slot,
       *upto = names + 3 * slot;
  memcpy(name, nm ? nm : "", nlen);
  name[nlen] = '\0';
  snprintf(load_name, slot, "%s.load", name);
  snprintf(extract_name, slot, "%s.extract", name);

  LLVMPositionBuilderBefore(l->builder, li);
  LLVMValueRef row = cbuffer_row(c, &pos);
  unsigned lane = (unsigned)(pos.bytes % ROW_BYTES) / elt;
  LLVMValueRef args[2] = {c->handle, row};
  LLVMValueRef rowv = LLVMBuildCall2(l->builder, fnty, fn, args, 2, load_name);
  unsigned total = (unsigned)(LLVMABISizeOfType(l->dl, t) * 8 / bits);
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
    total = lanes;
  LLVMValueRef *ex = rlv_xcalloc(total ? total : 1, sizeof *ex);
  ex[0] = LLVMBuildExtractValue(l->builder, rowv, lane++, extract_name);
  for (unsigned i = 1; i < total; i++) {
    lane %= per_row;
    if (lane == 0) {
      row = LLVMBuildAdd(l->builder, row, i32_const(l, 1), "");
      args[1] = row;
      rowv = LLVMBuildCall2(l->builder, fnty, fn, args, 2, load_name);
    }
    ex[i] = LLVMBuildExtractValue(l->builder, rowv, lane++, extract_name);
  }
  LLVMValueRef result = ex[0];
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    if (total == 1) {
      result = LLVMBuildInsertElement(l->builder, LLVMGetPoison(t), ex[0], i32_const(l, 0), name);
    } else {
      result = LLVMGetPoison(t);
      for (unsigned i = 0; i < total; i++) {
        snprintf(upto, slot, "%s.upto%u", name, i);
        result = LLVMBuildInsertElement(l->builder, result, ex[i], i32_const(l, i), upto);
      }
    }
  }
  LLVMReplaceAllUsesWith(li, result);
  free(ex);
  if (names != stack_names)
    free(names);
  return true;
}

/* ---- driver ---- */

typedef enum res_family { FAM_TYPED, FAM_RAW, FAM_CBUFFER, FAM_OTHER } res_family;

static res_family family_of(const rlv_restype *rt) {
  switch (rt->tt) {
  case RLV_TT_DX_TYPEDBUFFER:
    return FAM_TYPED;
  case RLV_TT_DX_RAWBUFFER:
    return FAM_RAW;
  case RLV_TT_DX_CBUFFER:
    return FAM_CBUFFER;
  default:
    return FAM_OTHER;
  }
}

static bool lower_load(gp_ctx *c, res_family fam, LLVMValueRef li) {
  switch (fam) {
  case FAM_TYPED:
    return typed_load(c, li);
  case FAM_RAW:
    return raw_load(c, li);
  case FAM_CBUFFER:
    return cbuffer_load(c, li);
  default:
    return false;
  }
}

static bool lower_store(gp_ctx *c, res_family fam, LLVMValueRef si) {
  switch (fam) {
  case FAM_TYPED:
    return typed_store(c, si);
  case FAM_RAW:
    return raw_store(c, si);
  case FAM_CBUFFER:
    report_access(c, si, "%s (resource %s)", "a store into cbuffer memory");
    return false;
  default:
    return false;
  }
}

typedef struct vlist {
  LLVMValueRef *items;
  size_t n, cap;
} vlist;

static void vpush(vlist *v, LLVMValueRef x) {
  if (v->n == v->cap)
    v->items = rlv_xrealloc(v->items, (v->cap = v->cap ? v->cap * 2 : 16) * sizeof *v->items);
  v->items[v->n++] = x;
}

static void push_users(vlist *work, LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
    vpush(work, LLVMGetUser(u));
}

static const char *user_kind(LLVMValueRef u) {
  if (LLVMIsAAtomicRMWInst(u) || LLVMIsAAtomicCmpXchgInst(u))
    return "an atomic operation on resource memory, which LLVM 22 does not lower";
  if (LLVMIsACallInst(u))
    return "a call takes the resource pointer (it escapes)";
  if (LLVMIsASelectInst(u) || LLVMIsAPHINode(u))
    return "a select/phi of the resource pointer that could not be legalized";
  if (LLVMIsAStoreInst(u))
    return "the resource pointer itself is stored to memory (it escapes)";
  return "the resource pointer is used by an instruction other than a GEP, load or store";
}

/* `work` and `dead` are scratch lists the caller reuses across getpointers. */
static bool lower_getpointer(rlv_lctx *l, LLVMValueRef gp, vlist *work_list, vlist *dead_list) {
  gp_ctx c = {l, gp, NULL, NULL, {0}};
  if (LLVMGetNumArgOperands(gp) != 2)
    return true; /* not the LLVM intrinsic's shape; the verifier rejects it */
  c.handle = LLVMGetOperand(gp, 0);
  c.index = LLVMGetOperand(gp, 1);
  res_family fam = rlv_restype_parse(LLVMTypeOf(c.handle), &c.rt) ? family_of(&c.rt) : FAM_OTHER;
  if (fam == FAM_OTHER || !c.rt.element) {
    report_access(&c, gp, "%s (resource %s)",
                  "getpointer on this resource type has no DXIL load/store lowering");
    return false;
  }
  vlist *work = work_list, *dead = dead_list;
  work->n = dead->n = 0;
  push_users(work, gp);
  bool ok = true;
  while (work->n > 0 && ok) {
    LLVMValueRef u = work->items[--work->n];
    if (LLVMIsAGetElementPtrInst(u)) {
      push_users(work, u);
      vpush(dead, u);
    } else if (LLVMIsALoadInst(u)) {
      ok = lower_load(&c, fam, u);
      vpush(dead, u);
    } else if (LLVMIsAStoreInst(u) &&
               LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(u, 0))) != LLVMPointerTypeKind) {
      ok = lower_store(&c, fam, u);
      vpush(dead, u);
    } else {
      report_access(&c, u, "%s (resource %s)", user_kind(u));
      ok = false;
    }
  }
  if (ok) {
    /* each user is reached once (through its single pointer operand); users first */
    for (size_t i = dead->n; i-- > 0;)
      LLVMInstructionEraseFromParent(dead->items[i]);
    LLVMInstructionEraseFromParent(gp);
  }
  return ok;
}

/* getpointer calls in program order (function, block, instruction). *has_merges is set
 * when the module has a select or phi: without one, handle legalization has nothing to do. */
static void collect_getpointers(rlv_lctx *l, vlist *out, bool *has_merges) {
  *has_merges = false;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        rlv_prefetch_ahead(i);
        switch (LLVMGetInstructionOpcode(i)) {
        case LLVMCall:
          if (rlv_lower_call_id(l, i) == RLV_DX_GETPOINTER)
            vpush(out, i);
          break;
        case LLVMPHI:
        case LLVMSelect:
          *has_merges = true;
          break;
        default:
          break;
        }
      }
}

bool rlv_stage_resource_access(rlv_lctx *l) {
  vlist gps = {0};
  bool has_merges = false;
  collect_getpointers(l, &gps, &has_merges);
  if (has_merges) {
    if (!rlv_legalize_resource_handles(l)) {
      free(gps.items);
      return false;
    }
    gps.n = 0; /* legalization adds and removes getpointers */
    collect_getpointers(l, &gps, &has_merges);
  }
  bool ok = true;
  vlist work = {0}, dead = {0};
  for (size_t i = 0; i < gps.n; i++)
    ok &= lower_getpointer(l, gps.items[i], &work, &dead);
  free(work.items);
  free(dead.items);
  free(gps.items);
  if (ok)
    for (LLVMValueRef fn = LLVMGetFirstFunction(l->module), next; fn; fn = next) {
      next = LLVMGetNextFunction(fn);
      size_t len = 0;
      const char *name = LLVMGetValueName2(fn, &len);
      if (rlv_intrinsic_of_name(name, len) == RLV_DX_GETPOINTER)
        rlv_erase_if_unused(l, fn);
    }
  return ok;
}
