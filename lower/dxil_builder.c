/* DXIL operation declarations and calls (reference §3.1–§3.2, note §7). */
#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "lower/op_table.h"
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
  default: {
    const rlv_op_info *info = rlv_op_info_of(opcode);
    if (info && info->attr == RLV_OPA_READNONE)
      return ATTR_READNONE;
    return info && info->attr == RLV_OPA_READONLY ? ATTR_READONLY : ATTR_NOUNWIND;
  }
  }
}

#define OVERLOAD_SLOTS 9 /* no overload, then the eight RLV_OL_* bits */

/* The fixed %dx.types.* structs, by slot in rlv_dxb_cache.fixed. */
enum {
  FIXED_HANDLE,
  FIXED_RESBIND,
  FIXED_PROPS,
  FIXED_DIMENSIONS,
  FIXED_SPLITDOUBLE,
  FIXED_FOURI32,
  NFIXED
};

/* A declaration made once and reused: one per (op, overload) and per intrinsic overload
 * set. Op calls are the hot path of op-lower; formatting names and asking LLVM to mangle
 * intrinsic names for each call cost more than the rest of the stage. */
/* Entries hold names; the function pointer is only trusted while no function was deleted
 * since it was looked up (l->fn_epoch): a stage may delete a declaration once its last use
 * is gone, and a name lookup then simply misses. */
typedef struct cached_fn {
  char *name;
  LLVMTypeRef fnty;
  LLVMValueRef fn;     /* the declaration as of `epoch` */
  unsigned long epoch;
  LLVMValueRef opcode; /* ops: the i32 opcode constant */
} cached_fn;

#define MAX_CACHED_OVERLOADS 9 /* load.cbufferrow.8: eight lanes and the handle */
#define OPCODE_CACHE 512       /* DXIL opcodes below this are cached */
#define MAX_OP_ARGS 11         /* arguments of an op call after the opcode */

typedef struct cached_intrinsic {
  const char *name; /* compared by address: callers pass string literals */
  LLVMTypeRef overloads[MAX_CACHED_OVERLOADS];
  unsigned noverloads;
  cached_fn decl;
} cached_intrinsic;

struct rlv_dxb_cache {
  cached_fn *ops; /* [catalog index][overload slot] */
  size_t nops;
  cached_intrinsic *intrinsics;
  size_t nintrinsics, cap_intrinsics;
  size_t *index;   /* open addressing over `intrinsics`: entry + 1, 0 = empty */
  size_t index_cap; /* a power of two, at least twice nintrinsics */
  LLVMTypeRef fixed[NFIXED];
  LLVMTypeRef resret[OVERLOAD_SLOTS], cbufret[OVERLOAD_SLOTS];
  /* Catalog entry by opcode, looked up on first use: every op call asks for it. */
  const rlv_dxil_op *by_opcode[OPCODE_CACHE];
  bool looked_up[OPCODE_CACHE];
  /* (opcode, overload slot) pairs rlv_dxb_check accepted: the answer cannot change during
   * a run, and op-lower asks it several times for every call. */
  bool accepted[OPCODE_CACHE][OVERLOAD_SLOTS];
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
  free(l->dxb_cache->index);
  free(l->dxb_cache);
  l->dxb_cache = NULL;
}

static const rlv_dxil_op *op_of(rlv_lctx *l, unsigned opcode) {
  struct rlv_dxb_cache *c = cache_of(l);
  if (opcode >= OPCODE_CACHE)
    return rlv_dxil_op_by_opcode(opcode);
  if (!c->looked_up[opcode]) {
    c->by_opcode[opcode] = rlv_dxil_op_by_opcode(opcode);
    c->looked_up[opcode] = true;
  }
  return c->by_opcode[opcode];
}

static unsigned overload_slot(unsigned bit) {
  unsigned slot = 0;
  while (bit) {
    slot++;
    bit >>= 1;
  }
  return slot;
}

static bool same_body(LLVMTypeRef t, LLVMTypeRef *elems, unsigned n) {
  if (LLVMIsOpaqueStruct(t) || LLVMCountStructElementTypes(t) != n)
    return false;
  for (unsigned i = 0; i < n; i++)
    if (LLVMStructGetTypeAtIndex(t, i) != elems[i])
      return false;
  return true;
}

/* The named struct `name` with this body, reusing an existing one of the same name.
 * *reusable is set when the result is the type `name` denotes (so a later call with the
 * same name and body would return it again and it may be cached). */
static LLVMTypeRef named_struct(rlv_lctx *l, const char *name, LLVMTypeRef *elems, unsigned n,
                                bool *reusable) {
  LLVMTypeRef t = LLVMGetTypeByName2(l->llctx, name);
  *reusable = true;
  if (t && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    if (same_body(t, elems, n))
      return t;
    if (LLVMIsOpaqueStruct(t)) {
      LLVMStructSetBody(t, elems, n, 0);
      return t;
    }
  }
  /* A clash with an unrelated type of that name: LLVM uniquifies the new name, and every
   * call makes another type, as before. */
  *reusable = !t;
  t = LLVMStructCreateNamed(l->llctx, name);
  LLVMStructSetBody(t, elems, n, 0);
  return t;
}

static LLVMTypeRef repeated_struct(rlv_lctx *l, const char *name, LLVMTypeRef elem, unsigned n,
                                   LLVMTypeRef last, bool *reusable) {
  LLVMTypeRef elems[9];
  for (unsigned i = 0; i < n; i++)
    elems[i] = elem;
  if (last)
    elems[n++] = last;
  return named_struct(l, name, elems, n, reusable);
}

static LLVMTypeRef fixed_struct(rlv_lctx *l, unsigned which) {
  LLVMTypeRef *slot = &cache_of(l)->fixed[which];
  if (*slot)
    return *slot;
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx), t = NULL;
  bool reusable = false;
  switch (which) {
  case FIXED_HANDLE: {
    LLVMTypeRef ptr = LLVMPointerTypeInContext(l->llctx, 0);
    t = named_struct(l, "dx.types.Handle", &ptr, 1, &reusable);
    break;
  }
  case FIXED_RESBIND:
    t = repeated_struct(l, "dx.types.ResBind", i32, 3, LLVMInt8TypeInContext(l->llctx), &reusable);
    break;
  case FIXED_PROPS:
    t = repeated_struct(l, "dx.types.ResourceProperties", i32, 2, NULL, &reusable);
    break;
  case FIXED_DIMENSIONS:
    t = repeated_struct(l, "dx.types.Dimensions", i32, 4, NULL, &reusable);
    break;
  case FIXED_FOURI32:
    t = repeated_struct(l, "dx.types.fouri32", i32, 4, NULL, &reusable);
    break;
  default:
    t = repeated_struct(l, "dx.types.splitdouble", i32, 2, NULL, &reusable);
    break;
  }
  if (reusable)
    *slot = t;
  return t;
}

LLVMTypeRef rlv_dxb_handle_type(rlv_lctx *l) { return fixed_struct(l, FIXED_HANDLE); }
LLVMTypeRef rlv_dxb_resbind_type(rlv_lctx *l) { return fixed_struct(l, FIXED_RESBIND); }
LLVMTypeRef rlv_dxb_props_type(rlv_lctx *l) { return fixed_struct(l, FIXED_PROPS); }
LLVMTypeRef rlv_dxb_dimensions_type(rlv_lctx *l) { return fixed_struct(l, FIXED_DIMENSIONS); }
LLVMTypeRef rlv_dxb_splitdouble_type(rlv_lctx *l) { return fixed_struct(l, FIXED_SPLITDOUBLE); }
LLVMTypeRef rlv_dxb_fouri32_type(rlv_lctx *l) { return fixed_struct(l, FIXED_FOURI32); }

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

static unsigned overload_bit(LLVMTypeRef scalar) {
  if (!scalar)
    return 0;
  switch (LLVMGetTypeKind(scalar)) {
  case LLVMHalfTypeKind:
    return RLV_OL_F16;
  case LLVMFloatTypeKind:
    return RLV_OL_F32;
  case LLVMDoubleTypeKind:
    return RLV_OL_F64;
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(scalar)) {
    case 1:
      return RLV_OL_I1;
    case 8:
      return RLV_OL_I8;
    case 16:
      return RLV_OL_I16;
    case 32:
      return RLV_OL_I32;
    case 64:
      return RLV_OL_I64;
    default:
      return 0;
    }
  default:
    return 0;
  }
}

bool rlv_dxb_type_names_free(rlv_lctx *l) {
  static const char *const fixed[] = {
      "dx.types.Handle",     "dx.types.ResBind",     "dx.types.ResourceProperties",
      "dx.types.Dimensions", "dx.types.splitdouble", "dx.types.fouri32"};
  static const char *const overloads[] = {"f16", "f32", "f64", "i1", "i8", "i16", "i32", "i64"};
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    if (LLVMGetTypeByName2(l->llctx, fixed[i]))
      return false;
  for (size_t i = 0; i < sizeof overloads / sizeof overloads[0]; i++) {
    char name[40];
    const char *cbuf_names[2] = {"", ".8"};
    snprintf(name, sizeof name, "dx.types.ResRet.%s", overloads[i]);
    if (LLVMGetTypeByName2(l->llctx, name))
      return false;
    for (size_t k = 0; k < 2; k++) {
      snprintf(name, sizeof name, "dx.types.CBufRet.%s%s", overloads[i], cbuf_names[k]);
      if (LLVMGetTypeByName2(l->llctx, name))
        return false;
    }
  }
  return true;
}

LLVMTypeRef rlv_dxb_resret_type(rlv_lctx *l, LLVMTypeRef scalar) {
  const char *s = rlv_dxb_overload_name(scalar);
  if (!s)
    return NULL;
  LLVMTypeRef *slot = &cache_of(l)->resret[overload_slot(overload_bit(scalar))];
  if (*slot)
    return *slot;
  char name[32];
  snprintf(name, sizeof name, "dx.types.ResRet.%s", s);
  bool reusable = false;
  LLVMTypeRef t = repeated_struct(l, name, scalar, 4, LLVMInt32TypeInContext(l->llctx), &reusable);
  if (reusable)
    *slot = t;
  return t;
}

LLVMTypeRef rlv_dxb_cbufret_type(rlv_lctx *l, LLVMTypeRef scalar) {
  const char *s = rlv_dxb_overload_name(scalar);
  if (!s || strcmp(s, "i1") == 0 || strcmp(s, "i8") == 0)
    return NULL;
  LLVMTypeRef *slot = &cache_of(l)->cbufret[overload_slot(overload_bit(scalar))];
  if (*slot)
    return *slot;
  unsigned bits = s[1] == '1' ? 16 : s[1] == '3' ? 32 : 64;
  unsigned n = 128 / bits;
  char name[32];
  snprintf(name, sizeof name, "dx.types.CBufRet.%s%s", s, n == 8 ? ".8" : "");
  bool reusable = false;
  LLVMTypeRef t = repeated_struct(l, name, scalar, n, NULL, &reusable);
  if (reusable)
    *slot = t;
  return t;
}

static bool check_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at,
                     bool report);

/* rlv_dxb_check; with `report` false it only answers. */
static bool checked(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at, bool report) {
  if (opcode >= OPCODE_CACHE)
    return check_op(l, opcode, scalar, at, report);
  bool *accepted = &cache_of(l)->accepted[opcode][overload_slot(overload_bit(scalar))];
  if (!*accepted)
    *accepted = check_op(l, opcode, scalar, at, report);
  return *accepted;
}

bool rlv_dxb_check(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at) {
  return checked(l, opcode, scalar, at, true);
}

/* DXIL.td's Stages: an op valid in some stages only (discard, barrier, derivatives) is
 * refused in a module of another known stage, as LLVM refuses it ("Invalid stage"). */
static bool stage_ok(rlv_lctx *l, const rlv_dxil_op *op, LLVMValueRef at, bool report) {
  const rlv_op_info *info = rlv_op_info_of(op->opcode);
  unsigned stage = rlv_op_stage_bit(l->target.stage);
  if (!info || !info->stages || !stage || (info->stages & stage))
    return true;
  if (report) {
    char valid[128];
    rlv_report(l->diags, RLV_RULE_LOWER_INVALID_STAGE, at,
               "cannot create %s operation (opcode %u): invalid stage %s (it exists in: %s)",
               op->name, op->opcode, l->target.stage,
               rlv_op_stage_names(info->stages, valid, sizeof valid));
  }
  return false;
}

static bool check_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMValueRef at,
                     bool report) {
  const rlv_dxil_op *op = op_of(l, opcode);
  unsigned ver = rlv_sm_value(&l->target) % 10, sm = rlv_sm_value(&l->target);
  if (!op) {
    if (report)
      rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, at, "DXIL opcode %u is not in rlv's catalog",
                 opcode);
    return false;
  }
  if (ver < op->min_dxil || (op->removed_dxil && ver >= op->removed_dxil)) {
    if (report)
      rlv_report(l->diags, RLV_RULE_LOWER_INVALID_OVERLOAD, at,
                 "cannot create %s operation: it does not exist at DXIL 1.%u (SM %u.%u)", op->name,
                 ver, sm / 10, sm % 10);
    return false;
  }
  if (!stage_ok(l, op, at, report))
    return false;
  bool overloaded = op->overloads || op->overloads_13;
  if (!overloaded)
    return true;
  unsigned valid = op->overloads | (ver >= 3 ? op->overloads_13 : 0);
  unsigned bit = overload_bit(scalar);
  if (bit && (valid & bit))
    return true;
  if (!report)
    return false;
  char *ts = scalar ? rlv_type_string(scalar) : rlv_xstrdup("(none)");
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

/* True when `fnty` is `ret (types...)`: the type LLVMFunctionType would give. */
static bool op_type_matches(LLVMTypeRef fnty, LLVMTypeRef ret, LLVMTypeRef *types, unsigned n) {
  LLVMTypeRef params[MAX_OP_ARGS + 1];
  if (LLVMGetReturnType(fnty) != ret || LLVMCountParamTypes(fnty) != n ||
      LLVMIsFunctionVarArg(fnty))
    return false;
  LLVMGetParamTypes(fnty, params);
  for (unsigned i = 0; i < n; i++)
    if (params[i] != types[i])
      return false;
  return true;
}

/* The op's row in the cache: its index in model/'s catalog. */
static size_t op_index(const rlv_dxil_op *op) {
  size_t nops;
  return (size_t)(op - rlv_dxil_ops(&nops));
}

/* The declaration `slot` names if it still exists with type `fnty`, else NULL. */
static LLVMValueRef cached_decl(rlv_lctx *l, cached_fn *slot, LLVMTypeRef fnty) {
  if (!slot->name)
    return NULL;
  if (slot->epoch != l->fn_epoch || !slot->fn) {
    slot->fn = LLVMGetNamedFunction(l->module, slot->name);
    slot->epoch = l->fn_epoch;
  }
  return slot->fn && LLVMGlobalGetValueType(slot->fn) == fnty ? slot->fn : NULL;
}

/* The declaration of op `opcode` (overload `scalar`) returning `ret` for arguments of
 * `types` (the opcode's i32 first, then nargs more), as *fnty; made with LLVM's attributes on
 * first use. NULL after reporting at `at`. */
static LLVMValueRef op_declaration(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                                   LLVMTypeRef *types, unsigned nargs, LLVMValueRef at, bool report,
                                   LLVMTypeRef *fnty_out, LLVMValueRef *opcode_out) {
  if (!checked(l, opcode, scalar, at, report))
    return NULL;
  const rlv_dxil_op *op = op_of(l, opcode);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(l->llctx);
  bool overloaded = op->overloads || op->overloads_13;
  cached_fn *slot = &cache_of(l)->ops[op_index(op) * OVERLOAD_SLOTS +
                                      (overloaded ? overload_slot(overload_bit(scalar)) : 0)];
  if (!slot->opcode)
    slot->opcode = LLVMConstInt(i32, opcode, 0);
  *opcode_out = slot->opcode;
  types[0] = i32;
  LLVMTypeRef fnty;
  if (slot->fnty && op_type_matches(slot->fnty, ret, types, nargs + 1))
    fnty = slot->fnty;
  else
    fnty = LLVMFunctionType(ret, types, nargs + 1, 0);
  *fnty_out = fnty;
  LLVMValueRef fn = cached_decl(l, slot, fnty);
  if (!fn) {
    char *fname = overloaded ? rlv_strf("dx.op.%s.%s", op->name, rlv_dxb_overload_name(scalar))
                             : rlv_strf("dx.op.%s", op->name);
    fn = declare_op(l, fname, fnty, opcode);
    if (!fn) {
      if (report)
        rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_INTRINSIC, at,
                   "the module already declares @%s with a type other than the DXIL operation's",
                   fname);
      free(fname);
      return NULL;
    }
    free(slot->name);
    slot->name = fname;
    slot->fnty = fnty;
    slot->fn = fn;
    slot->epoch = l->fn_epoch;
  }
  return fn;
}

LLVMValueRef rlv_dxb_declare_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                                const LLVMTypeRef *arg_types, unsigned nargs) {
  LLVMTypeRef types[MAX_OP_ARGS + 1], fnty;
  LLVMValueRef opc;
  if (nargs > MAX_OP_ARGS)
    return NULL;
  for (unsigned i = 0; i < nargs; i++)
    types[i + 1] = arg_types[i];
  return op_declaration(l, opcode, scalar, ret, types, nargs, NULL, false, &fnty, &opc);
}

LLVMValueRef rlv_dxb_op(rlv_lctx *l, unsigned opcode, LLVMTypeRef scalar, LLVMTypeRef ret,
                        LLVMValueRef *args, unsigned nargs, const char *name, LLVMValueRef at) {
  LLVMTypeRef types[MAX_OP_ARGS + 1], fnty;
  LLVMValueRef call_args[MAX_OP_ARGS + 1];
  if (nargs > MAX_OP_ARGS)
    return NULL;
  for (unsigned i = 0; i < nargs; i++) {
    types[i + 1] = LLVMTypeOf(args[i]);
    /* DXIL has no poison: an operand the input leaves poison (the byte-address offset of a
     * raw access) is written undef, as LLVM writes it. */
    call_args[i + 1] = LLVMIsPoison(args[i]) ? LLVMGetUndef(types[i + 1]) : args[i];
  }
  LLVMValueRef fn =
      op_declaration(l, opcode, scalar, ret, types, nargs, at, true, &fnty, &call_args[0]);
  if (!fn)
    return NULL;
  bool is_void = LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  LLVMValueRef call =
      LLVMBuildCall2(l->builder, fnty, fn, call_args, nargs + 1, is_void ? "" : name);
  /* LLVM's DXILOpBuilder puts the op's memory effect on the call too (setDXILAttributes),
   * so every call carries an attribute group `#N = { memory(read) }` or `{ memory(none) }`. */
  op_attrs a = attrs_of(opcode);
  if (a != ATTR_NOUNWIND) {
    unsigned k = LLVMGetEnumAttributeKindForName("memory", 6);
    LLVMAddCallSiteAttribute(
        call, LLVMAttributeFunctionIndex,
        LLVMCreateEnumAttribute(l->llctx, k, a == ATTR_READONLY ? RLV_MEMORY_READ : 0));
  }
  return call;
}

static bool same_intrinsic(const cached_intrinsic *e, const char *name, LLVMTypeRef *overloads,
                           unsigned noverloads) {
  if (e->name != name || e->noverloads != noverloads)
    return false;
  for (unsigned i = 0; i < noverloads; i++)
    if (e->overloads[i] != overloads[i])
      return false;
  return true;
}

static size_t intrinsic_hash(const char *name, LLVMTypeRef *overloads, unsigned noverloads) {
  uint64_t h = (uint64_t)(uintptr_t)name * 0x9E3779B97F4A7C15ull + noverloads;
  for (unsigned i = 0; i < noverloads; i++)
    h = (h ^ (uint64_t)(uintptr_t)overloads[i]) * 0xBF58476D1CE4E5B9ull;
  return (size_t)(h ^ (h >> 31));
}

/* The cache entry for (name, overloads), or NULL. */
static cached_intrinsic *find_intrinsic(struct rlv_dxb_cache *c, const char *name,
                                        LLVMTypeRef *overloads, unsigned noverloads) {
  if (!c->index_cap)
    return NULL;
  size_t mask = c->index_cap - 1;
  for (size_t i = intrinsic_hash(name, overloads, noverloads) & mask; c->index[i];
       i = (i + 1) & mask) {
    cached_intrinsic *e = &c->intrinsics[c->index[i] - 1];
    if (same_intrinsic(e, name, overloads, noverloads))
      return e;
  }
  return NULL;
}

static void index_insert(struct rlv_dxb_cache *c, size_t entry) {
  const cached_intrinsic *e = &c->intrinsics[entry];
  size_t mask = c->index_cap - 1;
  size_t i = intrinsic_hash(e->name, (LLVMTypeRef *)e->overloads, e->noverloads) & mask;
  while (c->index[i])
    i = (i + 1) & mask;
  c->index[i] = entry + 1;
}

static cached_intrinsic *add_intrinsic(struct rlv_dxb_cache *c, cached_intrinsic entry) {
  if (c->nintrinsics == c->cap_intrinsics) {
    c->cap_intrinsics = c->cap_intrinsics ? c->cap_intrinsics * 2 : 16;
    c->intrinsics = rlv_xrealloc(c->intrinsics, c->cap_intrinsics * sizeof *c->intrinsics);
  }
  c->intrinsics[c->nintrinsics++] = entry;
  if (c->nintrinsics * 2 > c->index_cap) {
    free(c->index);
    c->index_cap = c->index_cap ? c->index_cap * 2 : 64;
    c->index = rlv_xcalloc(c->index_cap, sizeof *c->index);
    for (size_t i = 0; i < c->nintrinsics; i++)
      index_insert(c, i);
  } else {
    index_insert(c, c->nintrinsics - 1);
  }
  return &c->intrinsics[c->nintrinsics - 1];
}

LLVMValueRef rlv_dxb_intrinsic_decl(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                                    unsigned noverloads, LLVMTypeRef *fnty) {
  struct rlv_dxb_cache *c = cache_of(l);
  bool cacheable = noverloads <= MAX_CACHED_OVERLOADS;
  cached_intrinsic *e = cacheable ? find_intrinsic(c, name, overloads, noverloads) : NULL;
  if (e) {
    if (e->decl.epoch != l->fn_epoch || !e->decl.fn) {
      e->decl.fn = LLVMGetNamedFunction(l->module, e->decl.name);
      e->decl.epoch = l->fn_epoch;
    }
    if (e->decl.fn) {
      *fnty = e->decl.fnty;
      return e->decl.fn;
    }
  }
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  if (!id)
    return NULL;
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(l->module, id, overloads, noverloads);
  *fnty = LLVMIntrinsicGetType(l->llctx, id, overloads, noverloads);
  if (e) {
    e->decl.fn = fn;
  } else if (cacheable) {
    size_t len = 0;
    const char *mangled = LLVMGetValueName2(fn, &len);
    cached_intrinsic fresh = {.name = name, .noverloads = noverloads,
                              .decl = {rlv_xstrndup(mangled, len), *fnty, fn, l->fn_epoch, NULL}};
    for (unsigned i = 0; i < noverloads; i++)
      fresh.overloads[i] = overloads[i];
    add_intrinsic(c, fresh);
  }
  return fn;
}

LLVMValueRef rlv_dxb_intrinsic(rlv_lctx *l, const char *name, LLVMTypeRef *overloads,
                               unsigned noverloads, LLVMValueRef *args, unsigned nargs,
                               const char *value_name) {
  LLVMTypeRef fnty = NULL;
  LLVMValueRef fn = rlv_dxb_intrinsic_decl(l, name, overloads, noverloads, &fnty);
  if (!fn)
    return NULL;
  bool is_void = LLVMGetTypeKind(LLVMGetReturnType(fnty)) == LLVMVoidTypeKind;
  return LLVMBuildCall2(l->builder, fnty, fn, args, nargs, is_void ? "" : value_name);
}
