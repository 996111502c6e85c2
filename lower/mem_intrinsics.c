/* Stage mem-intrinsics: llvm.memcpy / llvm.memmove / llvm.memset whose source or destination
 * is resource memory (a pointer derived from llvm.dx.resource.getpointer, or a cbuffer member
 * global in addrspace(2)) become loads and stores of the copied types, so that
 * resource-access can turn them into load/store intrinsics. Lifetime markers on the allocas
 * involved are dropped.
 *
 * The copied types come from a layout: first the resource side's (the structured or typed
 * element, or the cbuffer member), then the other side's (the alloca's or global's type),
 * at the byte offset the copy starts at. Each piece is a scalar or a vector of at most 4
 * lanes of 16/32/64-bit values, which the DXIL memory ops can move.
 *
 * Padding: DXIL raw ops have no 8-bit overload, and HLSL has no 8-bit scalar, so every i8
 * (and i8 array) in a resource's layout is padding that clang inserted (e.g. the [4 x i8]
 * before a half in a packed struct), as is target("dx.Padding", N). The IR copies those bytes
 * too, so an i8 array is moved in i32 (then i16) units; only a lone odd byte, which no DXIL op
 * can move, is left out (no HLSL value lives in it). In the other
 * side's layout (an alloca's type) an i8 is ordinary data and does not match. A copy whose
 * bytes do not line up with a layout's leaves is moved in i32 units when its length and
 * start are 4-byte aligned, and is diagnosed otherwise.
 *
 * All loads of a copy are emitted before its stores, so a memmove between two different
 * resources (which cannot overlap) is a copy; a memmove within one resource (or between
 * handles rlv cannot tell apart) is diagnosed. */
#include <stdlib.h>
#include <string.h>

#include "lower/ptr_offset.h"
#include "model/ir.h"
#include "model/ptrmap.h"
#include "model/util.h"

#define MAX_PIECES 4096
#define MAX_DEPTH 64

typedef enum mem_kind { MEM_CPY, MEM_MOVE, MEM_SET } mem_kind;

typedef struct piece {
  uint64_t off; /* from the start of the copy */
  LLVMTypeRef type;
} piece;

typedef struct pieces {
  piece *items;
  size_t n, cap;
  bool failed;
  bool i8_is_padding; /* true for resource layouts only (see the file comment) */
} pieces;

/* What one pointer operand of a memory intrinsic points into. */
typedef struct side {
  LLVMValueRef ptr;
  bool resource;      /* resource memory (getpointer or cbuffer member) */
  bool cbuffer;       /* a cbuffer member or a cbuffer getpointer */
  LLVMValueRef handle; /* the getpointer's handle operand, if any */
  LLVMTypeRef layout; /* type whose leaves describe the bytes, NULL when unknown */
  bool off_known;
  uint64_t off;       /* where the pointer is within `layout` */
  LLVMValueRef alloca; /* the underlying alloca, for lifetime markers */
} side;

static void add_piece(pieces *p, uint64_t off, LLVMTypeRef type) {
  if (p->n == MAX_PIECES) {
    p->failed = true;
    return;
  }
  if (p->n == p->cap) {
    p->cap = p->cap ? p->cap * 2 : 8;
    p->items = rlv_xrealloc(p->items, p->cap * sizeof *p->items);
  }
  p->items[p->n++] = (piece){off, type};
}

static bool is_padding_type(LLVMTypeRef t) {
  rlv_tt tt = rlv_tt_of(t);
  return tt == RLV_TT_DX_PADDING || tt == RLV_TT_SPIRV_PADDING;
}

/* Clang's padding bytes [from, to) of a resource layout (an i8 array): copied in i32, then
 * i16 units, so that a copy moves every byte it names — the bytes are not HLSL data, but the
 * IR copies them and the lowering must not change what memory holds. A last odd byte has no
 * DXIL op that can move it and is left out (see the file comment). */
static void add_padding_bytes(pieces *p, LLVMContextRef ctx, uint64_t from, uint64_t to,
                              uint64_t lo) {
  while (to - from >= 4 && !p->failed) {
    add_piece(p, from - lo, LLVMInt32TypeInContext(ctx));
    from += 4;
  }
  if (to - from >= 2 && !p->failed) {
    add_piece(p, from - lo, LLVMInt16TypeInContext(ctx));
    from += 2;
  }
}

/* Adds the leaves of `t` (placed at byte `at`) that lie in the copy [lo, hi). */
static void collect(LLVMTargetDataRef dl, LLVMTypeRef t, uint64_t at, uint64_t lo, uint64_t hi,
                    pieces *p, unsigned depth) {
  if (p->failed)
    return;
  if (depth > MAX_DEPTH || !LLVMTypeIsSized(t)) {
    p->failed = !is_padding_type(t);
    return;
  }
  uint64_t size = LLVMABISizeOfType(dl, t);
  if (at >= hi || at + size <= lo)
    return;
  switch (LLVMGetTypeKind(t)) {
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n && !p->failed; i++)
      collect(dl, LLVMStructGetTypeAtIndex(t, i), at + LLVMOffsetOfElement(dl, t, i), lo, hi, p,
              depth + 1);
    return;
  }
  case LLVMArrayTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(t);
    uint64_t stride = LLVMABISizeOfType(dl, e), count = LLVMGetArrayLength2(t);
    if (p->i8_is_padding && LLVMGetTypeKind(e) == LLVMIntegerTypeKind &&
        LLVMGetIntTypeWidth(e) == 8) {
      add_padding_bytes(p, LLVMGetTypeContext(t), at > lo ? at : lo,
                        at + count < hi ? at + count : hi, lo);
      return;
    }
    if (stride == 0)
      return;
    uint64_t first = lo > at ? (lo - at) / stride : 0;
    for (uint64_t i = first; i < count && at + i * stride < hi && !p->failed; i++)
      collect(dl, e, at + i * stride, lo, hi, p, depth + 1);
    return;
  }
  case LLVMVectorTypeKind: {
    LLVMTypeRef e = LLVMGetElementType(t);
    unsigned bits = (unsigned)LLVMSizeOfTypeInBits(dl, e), lanes = LLVMGetVectorSize(t);
    if (at >= lo && at + size <= hi && lanes <= 4 && rlv_movable_bits(bits) &&
        LLVMGetTypeKind(e) != LLVMPointerTypeKind) {
      add_piece(p, at - lo, t);
      return;
    }
    if (bits % 8 != 0) {
      p->failed = true;
      return;
    }
    for (unsigned i = 0; i < lanes && !p->failed; i++)
      collect(dl, e, at + (uint64_t)i * (bits / 8), lo, hi, p, depth + 1);
    return;
  }
  case LLVMIntegerTypeKind:
    if (LLVMGetIntTypeWidth(t) == 8 && p->i8_is_padding)
      return; /* padding: see the file comment */
    /* fall through */
  case LLVMHalfTypeKind:
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind:
    if (at >= lo && at + size <= hi && rlv_movable_bits((unsigned)LLVMSizeOfTypeInBits(dl, t)))
      add_piece(p, at - lo, t);
    else
      p->failed = true;
    return;
  case LLVMTargetExtTypeKind:
    p->failed = !is_padding_type(t);
    return;
  default:
    p->failed = true;
    return;
  }
}

/* The pieces of the copy [off, off+len) of `layout`; false when they do not line up. */
static bool pieces_from_layout(LLVMTargetDataRef dl, LLVMTypeRef layout, uint64_t off,
                               uint64_t len, bool i8_is_padding, pieces *p) {
  p->n = 0;
  p->failed = false;
  p->i8_is_padding = i8_is_padding;
  if (!layout || !LLVMTypeIsSized(layout) || off + len > LLVMABISizeOfType(dl, layout))
    return false;
  collect(dl, layout, 0, off, off + len, p, 0);
  return !p->failed;
}

static void resolve_side(rlv_lctx *l, LLVMValueRef ptr, side *s) {
  memset(s, 0, sizeof *s);
  s->ptr = ptr;
  rlv_ptr_base b;
  if (!rlv_ptr_trace(l->dl, ptr, &b))
    return;
  s->off_known = b.offset_known && b.offset >= 0;
  s->off = s->off_known ? (uint64_t)b.offset : 0;
  if (rlv_is_call_to(b.base, RLV_DX_GETPOINTER) && LLVMGetNumArgOperands(b.base) == 2) {
    s->resource = true;
    s->handle = LLVMGetOperand(b.base, 0);
    rlv_restype rt;
    if (!rlv_restype_parse(LLVMTypeOf(s->handle), &rt))
      return;
    if (rt.tt == RLV_TT_DX_CBUFFER) {
      /* a cbuffer getpointer carries the member's byte offset */
      LLVMValueRef g = LLVMGetOperand(b.base, 1);
      s->cbuffer = true;
      s->layout = rt.element;
      if (LLVMIsAConstantInt(g))
        s->off += LLVMConstIntGetZExtValue(g);
      else
        s->off_known = false;
    } else if (rt.tt == RLV_TT_DX_TYPEDBUFFER ||
               (rt.tt == RLV_TT_DX_RAWBUFFER && rt.kind == RLV_KIND_STRUCTUREDBUFFER)) {
      s->layout = rt.element;
    }
    return;
  }
  if (LLVMIsAGlobalVariable(b.base)) {
    s->layout = LLVMGlobalGetValueType(b.base);
    s->resource = s->cbuffer = LLVMGetPointerAddressSpace(LLVMTypeOf(b.base)) == 2;
    return;
  }
  if (LLVMIsAAllocaInst(b.base)) {
    s->layout = LLVMGetAllocatedType(b.base);
    s->alloca = b.base;
  }
}

/* The alignment the call site promises for argument `arg`, 1 when none. */
static uint64_t param_align(LLVMValueRef call, unsigned arg) {
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, arg + 1, kind);
  uint64_t v = a ? LLVMGetEnumAttributeValue(a) : 1;
  return v ? v : 1;
}

static unsigned piece_align(rlv_lctx *l, uint64_t base_align, uint64_t off, LLVMTypeRef t) {
  uint64_t a = base_align;
  if (off != 0) {
    uint64_t low = off & (~off + 1);
    if (low < a)
      a = low;
  }
  uint64_t abi = LLVMABIAlignmentOfType(l->dl, t);
  if (abi && abi < a)
    a = abi;
  return (unsigned)a;
}

static LLVMValueRef piece_ptr(rlv_lctx *l, LLVMValueRef base, uint64_t off) {
  if (off == 0)
    return base;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(l->llctx);
  LLVMValueRef idx = LLVMConstInt(LLVMInt32TypeInContext(l->llctx), off, false);
  return LLVMBuildInBoundsGEP2(l->builder, i8, base, &idx, 1, "");
}

/* The memset byte `val` repeated over the bits of `t`; a vector is built lane by lane so
 * that constants fold into plain vector constants. */
static LLVMValueRef splat_byte(rlv_lctx *l, LLVMValueRef val, LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    unsigned n = LLVMGetVectorSize(t);
    LLVMValueRef lane = splat_byte(l, val, LLVMGetElementType(t)), lanes[4];
    if (LLVMIsAConstant(lane) && n <= 4) {
      for (unsigned i = 0; i < n; i++)
        lanes[i] = lane;
      return LLVMConstVector(lanes, n);
    }
    LLVMValueRef v = LLVMGetPoison(t);
    for (unsigned i = 0; i < n; i++)
      v = LLVMBuildInsertElement(l->builder, v, lane,
                                 LLVMConstInt(LLVMInt32TypeInContext(l->llctx), i, false), "");
    return v;
  }
  unsigned bits = (unsigned)LLVMSizeOfTypeInBits(l->dl, t);
  LLVMTypeRef iw = LLVMIntTypeInContext(l->llctx, bits);
  uint64_t words[8] = {0};
  unsigned nwords = (bits + 63) / 64;
  if (nwords > 8)
    nwords = 8;
  for (unsigned b = 0; b < bits && b < 512; b += 8)
    words[b / 64] |= (uint64_t)1 << (b % 64);
  LLVMValueRef rep = LLVMConstIntOfArbitraryPrecision(iw, nwords, words);
  LLVMValueRef v = LLVMBuildMul(l->builder, LLVMBuildZExt(l->builder, val, iw, ""), rep, "");
  return t == iw ? v : LLVMBuildBitCast(l->builder, v, t, "");
}

/* The binding call a handle value names: the call itself, or the handle a load of a
 * global holds when exactly one handle call is stored there. NULL when unknown. */
static LLVMValueRef binding_call_of(LLVMValueRef h) {
  rlv_intrinsic id = rlv_intrinsic_of_call(h);
  if (id == RLV_DX_HANDLEFROMBINDING || id == RLV_DX_HANDLEFROMIMPLICITBINDING)
    return h;
  if (!LLVMIsALoadInst(h) || !LLVMIsAGlobalVariable(LLVMGetOperand(h, 0)))
    return NULL;
  LLVMValueRef found = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(LLVMGetOperand(h, 0)); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef st = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(st))
      continue;
    LLVMValueRef v = LLVMGetOperand(st, 0);
    rlv_intrinsic vid = rlv_intrinsic_of_call(v);
    if ((vid != RLV_DX_HANDLEFROMBINDING && vid != RLV_DX_HANDLEFROMIMPLICITBINDING) ||
        (found && found != v))
      return NULL;
    found = v;
  }
  return found;
}

/* Two handles may denote the same resource unless both name bindings that differ: explicit
 * against implicit, another class, or another space / lower bound (explicit; overlapping
 * ranges are a verifier error) or order id (implicit). */
static bool same_resource_possible(LLVMValueRef ha, LLVMValueRef hb) {
  if (!ha || !hb || ha == hb)
    return true;
  LLVMValueRef a = binding_call_of(ha), b = binding_call_of(hb);
  if (!a || !b || LLVMGetNumArgOperands(a) < 2 || LLVMGetNumArgOperands(b) < 2)
    return true;
  /* An implicit binding is allocated registers no explicit binding uses (implicit-binding
   * takes only free ranges), so an explicit and an implicit handle never share memory. */
  if (rlv_intrinsic_of_call(a) != rlv_intrinsic_of_call(b))
    return false;
  for (unsigned i = 0; i < 2; i++)
    if (!LLVMIsAConstantInt(LLVMGetOperand(a, i)) || !LLVMIsAConstantInt(LLVMGetOperand(b, i)))
      return true;
  bool implicit = rlv_intrinsic_of_call(a) == RLV_DX_HANDLEFROMIMPLICITBINDING;
  unsigned n = implicit ? 1 : 2; /* order id; or space and lower bound */
  rlv_restype ra, rb;
  if (!implicit && rlv_restype_parse(LLVMTypeOf(a), &ra) && rlv_restype_parse(LLVMTypeOf(b), &rb) &&
      ra.res_class != rb.res_class)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (LLVMConstIntGetZExtValue(LLVMGetOperand(a, i)) !=
        LLVMConstIntGetZExtValue(LLVMGetOperand(b, i)))
      return false;
  return true;
}

static const char *kind_name(mem_kind k) {
  return k == MEM_CPY ? "memcpy" : k == MEM_MOVE ? "memmove" : "memset";
}

/* Chooses the pieces: the resource side's layout, then the other side's, then i32 units. */
static bool choose_pieces(rlv_lctx *l, const side *first, const side *second, uint64_t len,
                          pieces *p) {
  const side *order[2] = {first, second};
  for (int i = 0; i < 2; i++)
    if (order[i] && order[i]->off_known &&
        pieces_from_layout(l->dl, order[i]->layout, order[i]->off, len, order[i]->resource, p))
      return true;
  p->n = 0;
  p->failed = false;
  bool aligned = len % 4 == 0;
  for (int i = 0; i < 2; i++)
    if (order[i] && order[i]->resource && order[i]->off_known && order[i]->off % 4 != 0)
      aligned = false;
  if (!aligned)
    return false;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  for (uint64_t o = 0; o < len && !p->failed; o += 4)
    add_piece(p, o, i32);
  return !p->failed;
}

static void remember_alloca(rlv_ptrmap *allocas, const side *s) {
  if (s && s->alloca)
    rlv_ptrmap_put(allocas, s->alloca, 1);
}

static char *describe_layout(const side *s) {
  if (!s || !s->layout)
    return rlv_xstrdup("unknown memory");
  char *t = rlv_lower_type_string(s->layout);
  char *r = s->off_known ? rlv_strf("%s at byte %llu", t, (unsigned long long)s->off)
                         : rlv_strf("%s at a dynamic offset", t);
  free(t);
  return r;
}

/* Expands one call; false after a diagnostic. */
static bool expand_call(rlv_lctx *l, LLVMValueRef call, mem_kind kind, rlv_ptrmap *allocas) {
  if (LLVMGetNumArgOperands(call) < 4)
    return true; /* not the shape of the LLVM intrinsic: not ours */
  side dst, src;
  resolve_side(l, LLVMGetOperand(call, 0), &dst);
  bool has_src = kind != MEM_SET;
  if (has_src)
    resolve_side(l, LLVMGetOperand(call, 1), &src);
  if (!dst.resource && !(has_src && src.resource))
    return true; /* ordinary memory: LLVM's own passes deal with it */
  LLVMValueRef len_v = LLVMGetOperand(call, 2);
  if (!LLVMIsAConstantInt(len_v) || LLVMGetIntTypeWidth(LLVMTypeOf(len_v)) > 64) {
    rlv_report(l->diags, RLV_RULE_LOWER_MEM_INTRINSIC, call,
               "%s on resource memory has a non-constant length", kind_name(kind));
    return false;
  }
  uint64_t len = LLVMConstIntGetZExtValue(len_v);
  if (dst.cbuffer) {
    rlv_report(l->diags, RLV_RULE_LOWER_MEM_INTRINSIC, call,
               "%s writes into cbuffer memory, which is read-only", kind_name(kind));
    return false;
  }
  if (kind == MEM_MOVE && dst.resource && src.resource &&
      same_resource_possible(dst.handle, src.handle)) {
    rlv_report(l->diags, RLV_RULE_LOWER_MEM_INTRINSIC, call,
               "memmove of %llu bytes within one resource (or between handles rlv cannot tell "
               "apart) may overlap and cannot be expanded into loads and stores",
               (unsigned long long)len);
    return false;
  }
  LLVMValueRef val = kind == MEM_SET ? LLVMGetOperand(call, 1) : NULL;
  if (val && LLVMTypeOf(val) != LLVMInt8TypeInContext(l->llctx)) {
    rlv_report(l->diags, RLV_RULE_LOWER_MEM_INTRINSIC, call,
               "memset on resource memory with a value that is not an i8");
    return false;
  }
  pieces p = {0};
  /* what the resource holds decides the pieces; a resource source first */
  const side *first = &dst, *second = has_src ? &src : NULL;
  if (has_src && src.resource) {
    first = &src;
    second = &dst;
  }
  if (len > 0 && !choose_pieces(l, first, second, len, &p)) {
    char *a = describe_layout(first), *b = describe_layout(second);
    rlv_report(l->diags, RLV_RULE_LOWER_MEM_INTRINSIC, call,
               "%s of %llu bytes of %s (other side: %s) does not split into 16/32/64-bit scalars "
               "or vectors, and is not a whole number of aligned i32 units",
               kind_name(kind), (unsigned long long)len, a, b);
    free(a);
    free(b);
    free(p.items);
    return false;
  }
  bool is_volatile = LLVMIsAConstantInt(LLVMGetOperand(call, 3)) &&
                     LLVMConstIntGetZExtValue(LLVMGetOperand(call, 3)) != 0;
  uint64_t dst_align = param_align(call, 0), src_align = has_src ? param_align(call, 1) : 1;
  LLVMPositionBuilderBefore(l->builder, call);
  LLVMValueRef *vals = rlv_xcalloc(p.n ? p.n : 1, sizeof *vals);
  for (size_t i = 0; i < p.n; i++) {
    if (val) {
      vals[i] = splat_byte(l, val, p.items[i].type);
      continue;
    }
    LLVMValueRef sp = piece_ptr(l, src.ptr, p.items[i].off);
    vals[i] = LLVMBuildLoad2(l->builder, p.items[i].type, sp, "");
    LLVMSetAlignment(vals[i], piece_align(l, src_align, p.items[i].off, p.items[i].type));
    LLVMSetVolatile(vals[i], is_volatile);
  }
  for (size_t i = 0; i < p.n; i++) {
    LLVMValueRef dp = piece_ptr(l, dst.ptr, p.items[i].off);
    LLVMValueRef st = LLVMBuildStore(l->builder, vals[i], dp);
    LLVMSetAlignment(st, piece_align(l, dst_align, p.items[i].off, p.items[i].type));
    LLVMSetVolatile(st, is_volatile);
  }
  free(vals);
  free(p.items);
  remember_alloca(allocas, &dst);
  if (has_src)
    remember_alloca(allocas, &src);
  LLVMInstructionEraseFromParent(call);
  return true;
}

static bool name_starts(LLVMValueRef fn, const char *prefix) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  size_t n = strlen(prefix);
  return len >= n && memcmp(name, prefix, n) == 0;
}

static bool mem_kind_of(LLVMValueRef fn, mem_kind *kind) {
  if (name_starts(fn, "llvm.memcpy."))
    *kind = MEM_CPY;
  else if (name_starts(fn, "llvm.memmove."))
    *kind = MEM_MOVE;
  else if (name_starts(fn, "llvm.memset.") && !name_starts(fn, "llvm.memset.pattern"))
    *kind = MEM_SET;
  else
    return false;
  return true;
}

/* Drops llvm.lifetime.start/end calls on the allocas a copy went through. */
static void drop_lifetimes(LLVMModuleRef m, const rlv_ptrmap *allocas) {
  if (allocas->count == 0)
    return;
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (!name_starts(fn, "llvm.lifetime."))
      continue;
    size_t n = 0, cap = 0;
    LLVMValueRef *dead = NULL;
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef call = LLVMGetUser(u);
      if (!LLVMIsACallInst(call) || LLVMGetCalledValue(call) != fn)
        continue;
      unsigned nargs = LLVMGetNumArgOperands(call);
      if (nargs == 0 || !rlv_ptrmap_has(allocas, LLVMGetOperand(call, nargs - 1)))
        continue;
      if (n == cap)
        dead = rlv_xrealloc(dead, (cap = cap ? cap * 2 : 8) * sizeof *dead);
      dead[n++] = call;
    }
    for (size_t i = 0; i < n; i++)
      LLVMInstructionEraseFromParent(dead[i]);
    free(dead);
  }
}

bool rlv_stage_mem_intrinsics(rlv_lctx *l) {
  bool ok = true;
  rlv_ptrmap allocas = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    mem_kind kind;
    if (!mem_kind_of(fn, &kind))
      continue;
    size_t n = 0;
    LLVMValueRef *calls = rlv_calls_to(fn, &n);
    for (size_t i = 0; i < n; i++)
      ok &= expand_call(l, calls[i], kind, &allocas);
    free(calls);
  }
  if (ok)
    drop_lifetimes(l->module, &allocas);
  rlv_ptrmap_free(&allocas);
  /* unused memory-intrinsic declarations go too, as LLVM's pass does */
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module), next; fn; fn = next) {
    next = LLVMGetNextFunction(fn);
    mem_kind kind;
    if (mem_kind_of(fn, &kind))
      rlv_erase_if_unused(l, fn);
  }
  return ok;
}
