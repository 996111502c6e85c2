/* DXIL operation declarations and calls (reference §3.1–§3.2, note §7). */
#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "model/util.h"
#include "rlv/catalog.h"

/* LLVM's MemoryEffects encoding of memory(read): Ref (1) in each of the six 2-bit
 * location fields LLVM 22 has. memory(none) is 0. */
#define RLV_MEMORY_READ 0x555u

typedef enum op_attrs { ATTR_NOUNWIND, ATTR_READONLY, ATTR_READNONE } op_attrs;

/* Declaration attributes per op (DXIL.td in 22: ReadOnly/ReadNone, always nounwind). */
static op_attrs attrs_of(unsigned opcode) {
  switch (opcode) {
  case RLV_OP_CREATE_HANDLE:
  case RLV_OP_CBUFFER_LOAD_LEGACY:
  case RLV_OP_BUFFER_LOAD:
  case RLV_OP_CHECK_ACCESS_FULLY_MAPPED:
    return ATTR_READONLY;
  case RLV_OP_THREAD_ID:
  case RLV_OP_GROUP_ID:
  case RLV_OP_THREAD_ID_IN_GROUP:
  case RLV_OP_FLATTENED_THREAD_ID_IN_GROUP:
  case RLV_OP_MAKE_DOUBLE:
  case RLV_OP_SPLIT_DOUBLE:
  case RLV_OP_ANNOTATE_HANDLE:
  case RLV_OP_CREATE_HANDLE_FROM_BINDING:
    return ATTR_READNONE;
  default:
    return ATTR_NOUNWIND;
  }
}

static bool same_body(LLVMTypeRef t, LLVMTypeRef *elems, unsigned n) {
  if (LLVMIsOpaqueStruct(t) || LLVMCountStructElementTypes(t) != n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (LLVMStructGetTypeAtIndex(t, i) != elems[i])
      return false;
  return true;
}

/* The named struct `name` with this body, reusing an existing one of the same name. */
static LLVMTypeRef named_struct(rlv_lctx *l, const char *name, LLVMTypeRef *elems, unsigned n) {
  LLVMTypeRef t = LLVMGetTypeByName2(l->llctx, name);
  if (t && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    if (same_body(t, elems, n))
      return t;
    if (LLVMIsOpaqueStruct(t)) {
      LLVMStructSetBody(t, elems, n, 0);
      return t;
    }
  }
  /* A clash with an unrelated type of that name: LLVM uniquifies the new name. */
  t = LLVMStructCreateNamed(l->llctx, name);
  LLVMStructSetBody(t, elems, n, 0);
  return t;
}

static LLVMTypeRef repeated_struct(rlv_lctx *l, const char *name, LLVMTypeRef elem, unsigned n,
                                   LLVMTypeRef last) {
  LLVMTypeRef elems[9];
  for (unsigned i = 0; i < n; i++)
    elems[i] = elem;
  if (last)
    elems[n++] = last;
  return named_struct(l, name, elems, n);
}

LLVMTypeRef rlv_dxb_handle_type(rlv_lctx *l) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(l->llctx, 0);
  return named_struct(l, "dx.types.Handle", &ptr, 1);
}

LLVMTypeRef rlv_dxb_resbind_type(rlv_lctx *l) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  return repeated_struct(l, "dx.types.ResBind", i32, 3, LLVMInt8TypeInContext(l->llctx));
}

LLVMTypeRef rlv_dxb_props_type(rlv_lctx *l) {
  return repeated_struct(l, "dx.types.ResourceProperties", LLVMInt32TypeInContext(l->llctx), 2,
                         NULL);
}

LLVMTypeRef rlv_dxb_dimensions_type(rlv_lctx *l) {
  return repeated_struct(l, "dx.types.Dimensions", LLVMInt32TypeInContext(l->llctx), 4, NULL);
}

LLVMTypeRef rlv_dxb_splitdouble_type(rlv_lctx *l) {
  return repeated_struct(l, "dx.types.splitdouble", LLVMInt32TypeInContext(l->llctx), 2, NULL);
}

const char *rlv_dxb_overload_name(LLVMTypeRef t) {
  if (!t)
    return NULL;
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind:
    return "f16";
  case LLVMFloatTypeKind:
    return "f32";
  case LLVMDoubleTypeKind:
    return "f64";
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 1:
      return "i1";
    case 8:
      return "i8";
    case 16:
      return "i16";
    case 32:
      return "i32";
    case 64:
      return "i64";
    default:
      return NULL;
    }
  default:
    return NULL;
  }
}

LLVMTypeRef rlv_dxb_resret_type(rlv_lctx *l, LLVMTypeRef scalar) {
  const char *s = rlv_dxb_overload_name(scalar);
  if (!s)
    return NULL;
  char *name = rlv_strf("dx.types.ResRet.%s", s);
  LLVMTypeRef t = repeated_struct(l, name, scalar, 4, LLVMInt32TypeInContext(l->llctx));
  free(name);
  return t;
}

LLVMTypeRef rlv_dxb_cbufret_type(rlv_lctx *l, LLVMTypeRef scalar) {
  const char *s = rlv_dxb_overload_name(scalar);
  if (!s || strcmp(s, "i1") == 0 || strcmp(s, "i8") == 0)
    return NULL;
  unsigned bits = s[1] == '1' ? 16 : s[1] == '3' ? 32 : 64;
  unsigned n = 128 / bits;
  char *name = rlv_strf("dx.types.CBufRet.%s%s", s, n == 8 ? ".8" : "");
  LLVMTypeRef t = repeated_struct(l, name, scalar, n, NULL);
  free(name);
  return t;
}

static unsigned overload_bit(LLVMTypeRef scalar) {
  const char *s = rlv_dxb_overload_name(scalar);
  static const struct {
    const char *name;
    unsigned bit;
  } bits[] = {{"f16", RLV_OL_F16}, {"f32", RLV_OL_F32}, {"f64", RLV_OL_F64}, {"i1", RLV_OL_I1},
              {"i8", RLV_OL_I8},   {"i16", RLV_OL_I16}, {"i32", RLV_OL_I32}, {"i64", RLV_OL_I64}};
  for (size_t i = 0; s && i < sizeof bits / sizeof bits[0]; i++)
    if (strcmp(bits[i].name, s) == 0)
      return bits[i].bit;
  return 0;
}

static char *type_string(LLVMTypeRef t) {
  char *s = LLVMPrintTypeToString(t);
  char *copy = rlv_xstrdup(s);
  LLVMDisposeMessage(s);
  return copy;
}

bool rlv_dxb_check(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at) {
  const rlv_dxil_op *op = rlv_dxil_op_by_opcode(opcode);
  unsigned ver = rlv_sm_value(&l->target) % 10, sm = rlv_sm_value(&l->target);
  if (!op) {
    rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, at, "DXIL opcode %u is not in rlv's catalog",
               opcode);
    return false;
  }
  if (ver < op->min_dxil || (op->removed_dxil && ver >= op->removed_dxil)) {
    rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, at,
               "cannot create %s operation: it does not exist at DXIL 1.%u (SM %u.%u)", op->name,
               ver, sm / 10, sm % 10);
    return false;
  }
  bool overloaded = op->overloads || op->overloads_13;
  if (!overloaded)
    return true;
  unsigned valid = op->overloads | (ver >= 3 ? op->overloads_13 : 0);
  unsigned bit = overload_bit(scalar);
  if (bit && (valid & bit))
    return true;
  char *ts = scalar ? type_string(scalar) : rlv_xstrdup("(none)");
  bool later = bit && (op->overloads_13 & bit);
  rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, at,
             "cannot create %s operation: invalid overload type %s at DXIL 1.%u (SM %u.%u)%s",
             op->name, ts, ver, sm / 10, sm % 10, later ? "; it needs SM 6.3 or later" : "");
  free(ts);
  return false;
}

static void add_fn_attr(rlv_lctx *l, LLVMValueRef fn, const char *kind, uint64_t value) {
  unsigned k = LLVMGetEnumAttributeKindForName(kind, strlen(kind));
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateEnumAttribute(l->llctx, k, value));
}

/* The declaration of `name`, created with the op's attributes if absent. NULL when a
 * function of that name exists with another type. */
static LLVMValueRef declare_op(rlv_lctx *l, const char *name, LLVMTypeRef fnty, unsigned opcode) {
  LLVMValueRef fn = LLVMGetNamedFunction(l->module, name);
  if (fn)
    return LLVMGlobalGetValueType(fn) == fnty ? fn : NULL;
  fn = LLVMAddFunction(l->module, name, fnty);
  add_fn_attr(l, fn, "nounwind", 0);
  op_attrs a = attrs_of(opcode);
  if (a != ATTR_NOUNWIND)
    add_fn_attr(l, fn, "memory", a == ATTR_READONLY ? RLV_MEMORY_READ : 0);
  return fn;
}

/* A declaration made once and reused: one per (op, overload) and per intrinsic overload
 * set. Op calls are the hot path of op-lower; formatting names and asking LLVM to mangle
 * intrinsic names for each call cost more than the rest of the stage. */
/* Entries hold names, not function pointers: a stage may delete a declaration once its
 * last use is gone, and a name lookup then simply misses. */
typedef struct cached_fn {
  char *name;
  LLVMTypeRef fnty;
} cached_fn;

typedef struct cached_intrinsic {
  const char *name; /* compared by address: callers pass string literals */
  LLVMTypeRef overloads[2];
  unsigned noverloads;
  cached_fn decl;
} cached_intrinsic;

#define OVERLOAD_SLOTS 9 /* no overload, then the eight RLV_OL_* bits */

struct rlv_dxb_cache {
  cached_fn *ops; /* [catalog index][overload slot] */
  size_t nops;
  cached_intrinsic *intrinsics;
  size_t nintrinsics, cap_intrinsics;
};

static struct rlv_dxb_cache *cache_of(rlv_lctx *l) {
  if (!l->dxb_cache) {
    l->dxb_cache = rlv_xcalloc(1, sizeof *l->dxb_cache);
    rlv_dxil_ops(&l->dxb_cache->nops);
    l->dxb_cache->ops = rlv_xcalloc(l->dxb_cache->nops * OVERLOAD_SLOTS, sizeof(cached_fn));
  }
  return l->dxb_cache;
}

void rlv_dxb_cache_free(rlv_lctx *l) {
  if (!l->dxb_cache)
    return;
  for (size_t i = 0; i < l->dxb_cache->nops * OVERLOAD_SLOTS; i++)
    free(l->dxb_cache->ops[i].name);
  for (size_t i = 0; i < l->dxb_cache->nintrinsics; i++)
    free(l->dxb_cache->intrinsics[i].decl.name);
  free(l->dxb_cache->ops);
  free(l->dxb_cache->intrinsics);
  free(l->dxb_cache);
  l->dxb_cache = NULL;
}

static unsigned overload_slot(unsigned bit) {
  unsigned slot = 0;
  while (bit) {
    slot++;
    bit >>= 1;
  }
  return slot;
}

LLVMValueRef rlv_dxb_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                        LLVMValueRef *args, unsigned nargs, const char *name, LLVMValueRef at) {
  if (!rlv_dxb_check(l, opcode, scalar, at))
    return NULL;
  const rlv_dxil_op *op = rlv_dxil_op_by_opcode(opcode);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  LLVMTypeRef params[12];
  LLVMValueRef call_args[12];
  if (nargs + 1 > sizeof params / sizeof params[0])
    return NULL;
  params[0] = i32;
  call_args[0] = LLVMConstInt(i32, opcode, 0);
  for (unsigned i = 0; i < nargs; i++) {
    params[i + 1] = LLVMTypeOf(args[i]);
    call_args[i + 1] = args[i];
  }
  bool overloaded = op->overloads || op->overloads_13;
  size_t nops;
  const rlv_dxil_op *base = rlv_dxil_ops(&nops);
  cached_fn *slot = &cache_of(l)->ops[(size_t)(op - base) * OVERLOAD_SLOTS +
                                      (overloaded ? overload_slot(overload_bit(scalar)) : 0)];
  LLVMTypeRef fnty = LLVMFunctionType(ret, params, nargs + 1, 0);
  LLVMValueRef fn = slot->name ? LLVMGetNamedFunction(l->module, slot->name) : NULL;
  if (fn && LLVMGlobalGetValueType(fn) != fnty)
    fn = NULL;
  if (!fn) {
    char *fname = overloaded ? rlv_strf("dx.op.%s.%s", op->name, rlv_dxb_overload_name(scalar))
                             : rlv_strf("dx.op.%s", op->name);
    fn = declare_op(l, fname, fnty, opcode);
    if (!fn) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, at,
                 "the module already declares @%s with a type other than the DXIL operation's",
                 fname);
      free(fname);
      return NULL;
    }
    free(slot->name);
    *slot = (cached_fn){fname, fnty};
  }
  bool is_void = LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  return LLVMBuildCall2(l->builder, fnty, fn, call_args, nargs + 1, is_void ? "" : name);
}

LLVMValueRef rlv_dxb_intrinsic(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                               unsigned noverloads, LLVMValueRef *args, unsigned nargs,
                               const char *value_name) {
  struct rlv_dxb_cache *c = cache_of(l);
  LLVMValueRef fn = NULL;
  LLVMTypeRef fnty = NULL;
  for (size_t i = 0; i < c->nintrinsics && !fn; i++) {
    const cached_intrinsic *e = &c->intrinsics[i];
    if (e->name == name && e->noverloads == noverloads &&
        (noverloads < 1 || e->overloads[0] == overloads[0]) &&
        (noverloads < 2 || e->overloads[1] == overloads[1])) {
      fn = LLVMGetNamedFunction(l->module, e->decl.name);
      fnty = e->decl.fnty;
    }
  }
  if (!fn) {
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id)
      return NULL;
    fn = LLVMGetIntrinsicDeclaration(l->module, id, overloads, noverloads);
    fnty = LLVMIntrinsicGetType(l->llctx, id, overloads, noverloads);
    bool cached = false;
    for (size_t i = 0; i < c->nintrinsics && !cached; i++)
      cached = c->intrinsics[i].name == name && c->intrinsics[i].noverloads == noverloads &&
               (noverloads < 1 || c->intrinsics[i].overloads[0] == overloads[0]) &&
               (noverloads < 2 || c->intrinsics[i].overloads[1] == overloads[1]);
    if (!cached && noverloads <= 2) {
      size_t len = 0;
      const char *mangled = LLVMGetValueName2(fn, &len);
      if (c->nintrinsics == c->cap_intrinsics) {
        c->cap_intrinsics = c->cap_intrinsics ? c->cap_intrinsics * 2 : 16;
        c->intrinsics = rlv_xrealloc(c->intrinsics, c->cap_intrinsics * sizeof *c->intrinsics);
      }
      cached_intrinsic *e = &c->intrinsics[c->nintrinsics++];
      *e = (cached_intrinsic){.name = name, .noverloads = noverloads,
                              .decl = {rlv_xstrndup(mangled, len), fnty}};
      for (unsigned i = 0; i < noverloads; i++)
        e->overloads[i] = overloads[i];
    }
  }
  bool is_void = LLVMGetTypeKind(LLVMGetReturnType(fnty)) == LLVMVoidTypeKind;
  return LLVMBuildCall2(l->builder, fnty, fn, args, nargs, is_void ? "" : value_name);
}
