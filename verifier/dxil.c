/* The DXIL level (reference §3, DXC validator rules §5): finds the dx.op.* calls in live code,
 * checks each call's opcode, version, overload and signature, and the uses of the dx struct
 * results, then runs the handle and access families on the well-formed calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/dxil.h"

#define DXOP_PREFIX "dx.op."
#define MAX_DEPTH 64

/* ---- signatures ---- */

/* An op class's operands after the opcode and its result, one letter each:
 * H handle, i i32, b i8, c i1, V the overload type, B ResBind, P ResourceProperties,
 * D double, R ResRet<V>, C CBufRet<V>, M Dimensions, S splitdouble, v void. */
typedef struct class_sig {
  const char *name;
  const char *params;
  char result;
} class_sig;

static const class_sig class_sigs[] = {
    {"createHandle", "biic", 'H'},
    {"cbufferLoadLegacy", "Hi", 'C'},
    {"bufferLoad", "Hii", 'R'},
    {"bufferStore", "HiiVVVVb", 'v'},
    {"bufferUpdateCounter", "Hb", 'i'},
    {"checkAccessFullyMapped", "V", 'c'},
    {"getDimensions", "Hi", 'M'},
    {"threadId", "V", 'V'},
    {"groupId", "V", 'V'},
    {"threadIdInGroup", "V", 'V'},
    {"flattenedThreadIdInGroup", "", 'V'},
    {"makeDouble", "ii", 'D'},
    {"splitDouble", "V", 'S'},
    {"rawBufferLoad", "Hiibi", 'R'},
    {"rawBufferStore", "HiiVVVVbi", 'v'},
    {"annotateHandle", "HP", 'H'},
    {"createHandleFromBinding", "Bic", 'H'},
    {"unary", "V", 'V'},
    {"isSpecialFloat", "V", 'c'},
    {"unaryBits", "V", 'i'},
    {"binary", "VV", 'V'},
    {"tertiary", "VVV", 'V'},
    {"dot2", "VVVV", 'V'},
    {"dot3", "VVVVVV", 'V'},
    {"dot4", "VVVVVVVV", 'V'},
    {"discard", "c", 'v'},
};

static const class_sig *sig_of(const char *name) {
  for (size_t i = 0; i < sizeof class_sigs / sizeof class_sigs[0]; i++)
    if (strcmp(class_sigs[i].name, name) == 0)
      return &class_sigs[i];
  return NULL;
}

bool rlv_dx_struct_named(LLVMTypeRef t, const char *prefix) {
  if (!t || LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMIsLiteralStruct(t))
    return false;
  const char *name = LLVMGetStructName(t);
  size_t plen = strlen("dx.types.");
  return name && strncmp(name, "dx.types.", plen) == 0 &&
         strncmp(name + plen, prefix, strlen(prefix)) == 0;
}

static bool is_int(LLVMTypeRef t, unsigned bits) {
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == bits;
}

/* A struct of `n` fields of type `elt` (then `tail` i32 fields). */
static bool struct_of(LLVMTypeRef t, LLVMTypeRef elt, unsigned n, unsigned tail_i32) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != n + tail_i32)
    return false;
  for (unsigned i = 0; i < n + tail_i32; i++) {
    LLVMTypeRef f = LLVMStructGetTypeAtIndex(t, i);
    if (i < n ? f != elt : !is_int(f, 32))
      return false;
  }
  return true;
}

static bool is_handle_type(LLVMTypeRef t) {
  return rlv_dx_struct_named(t, "Handle") && LLVMCountStructElementTypes(t) == 1 &&
         LLVMGetTypeKind(LLVMStructGetTypeAtIndex(t, 0)) == LLVMPointerTypeKind;
}

static bool is_resbind_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMStructTypeKind && LLVMCountStructElementTypes(t) == 4 &&
         is_int(LLVMStructGetTypeAtIndex(t, 0), 32) && is_int(LLVMStructGetTypeAtIndex(t, 1), 32) &&
         is_int(LLVMStructGetTypeAtIndex(t, 2), 32) && is_int(LLVMStructGetTypeAtIndex(t, 3), 8);
}

/* CBufRet holds one 16-byte row: 8 16-bit, 4 32-bit or 2 64-bit fields. */
static bool is_cbufret_of(LLVMTypeRef t, LLVMTypeRef v, LLVMTargetDataRef dl) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) == 0)
    return false;
  unsigned long long bits = LLVMSizeOfTypeInBits(dl, v);
  return bits && 128 % bits == 0 && struct_of(t, v, (unsigned)(128 / bits), 0);
}

static bool is_scalar_type(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMIntegerTypeKind || k == LLVMHalfTypeKind || k == LLVMFloatTypeKind ||
         k == LLVMDoubleTypeKind;
}

static bool matches(char letter, LLVMTypeRef t, LLVMTypeRef ovl, rlv_vctx *v) {
  LLVMContextRef c = v->llctx;
  switch (letter) {
  case 'H': return is_handle_type(t);
  case 'i': return is_int(t, 32);
  case 'b': return is_int(t, 8);
  case 'c': return is_int(t, 1);
  case 'V': return ovl && t == ovl;
  case 'B': return is_resbind_type(t);
  case 'P': return struct_of(t, LLVMInt32TypeInContext(c), 2, 0);
  case 'D': return LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
  case 'R': return ovl && struct_of(t, ovl, 4, 1);
  case 'C': return ovl && is_cbufret_of(t, ovl, v->dl);
  case 'M': return struct_of(t, LLVMInt32TypeInContext(c), 4, 0);
  case 'S': return struct_of(t, LLVMInt32TypeInContext(c), 2, 0);
  case 'v': return LLVMGetTypeKind(t) == LLVMVoidTypeKind;
  default: return false;
  }
}

/* The overload type a call's function type carries: the result (or field 0 of a ResRet/
 * CBufRet result), else the first overloaded operand. */
static LLVMTypeRef overload_type(const class_sig *sig, LLVMTypeRef fnty) {
  LLVMTypeRef ret = LLVMGetReturnType(fnty);
  if (sig->result == 'V')
    return ret;
  if (sig->result == 'R' || sig->result == 'C')
    return LLVMGetTypeKind(ret) == LLVMStructTypeKind && LLVMCountStructElementTypes(ret) > 0
               ? LLVMStructGetTypeAtIndex(ret, 0)
               : NULL;
  unsigned n = LLVMCountParamTypes(fnty);
  const char *p = strchr(sig->params, 'V');
  if (!p)
    return ret; /* e.g. makeDouble: named after its double result */
  if ((unsigned)(p - sig->params) + 1 >= n)
    return NULL;
  LLVMTypeRef *params = rlv_xmalloc(n * sizeof *params);
  LLVMGetParamTypes(fnty, params);
  LLVMTypeRef t = params[(p - sig->params) + 1];
  free(params);
  return t;
}

static const char *overload_name(LLVMTypeRef t, unsigned *bit) {
  static const struct {
    const char *name;
    unsigned bit;
  } ints[] = {{"i1", RLV_OL_I1}, {"i8", RLV_OL_I8}, {"i16", RLV_OL_I16}, {"i32", RLV_OL_I32},
              {"i64", RLV_OL_I64}};
  *bit = 0;
  if (!t)
    return NULL;
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: *bit = RLV_OL_F16; return "f16";
  case LLVMFloatTypeKind: *bit = RLV_OL_F32; return "f32";
  case LLVMDoubleTypeKind: *bit = RLV_OL_F64; return "f64";
  case LLVMIntegerTypeKind:
    for (size_t i = 0; i < sizeof ints / sizeof ints[0]; i++)
      if (ints[i].name[1] && LLVMGetIntTypeWidth(t) == (unsigned)atoi(ints[i].name + 1)) {
        *bit = ints[i].bit;
        return ints[i].name;
      }
    return NULL;
  default: return NULL;
  }
}

/* ---- per-call checks ---- */

static bool check_signature(rlv_dxctx *d, LLVMValueRef call, const rlv_dxil_op *op,
                            const class_sig *sig, LLVMTypeRef fnty, LLVMTypeRef ovl) {
  unsigned n = LLVMCountParamTypes(fnty), want = (unsigned)strlen(sig->params) + 1;
  if (LLVMIsFunctionVarArg(fnty) || n != want) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_SIGNATURE, call,
               "dx.op %s (opcode %u) takes %u operands including the opcode, this declaration has %u%s",
               op->name, op->opcode, want, n, LLVMIsFunctionVarArg(fnty) ? " and is variadic" : "");
    return false;
  }
  bool ovl_ok = !strchr(sig->params, 'V') && sig->result != 'V' && sig->result != 'R' &&
                        sig->result != 'C'
                    ? true
                    : ovl && is_scalar_type(ovl);
  LLVMTypeRef *params = rlv_xmalloc(n * sizeof *params);
  LLVMGetParamTypes(fnty, params);
  bool ok = ovl_ok && is_int(params[0], 32);
  unsigned bad = 0;
  for (unsigned i = 1; ok && i < n; i++)
    if (!matches(sig->params[i - 1], params[i], ovl, d->v)) {
      ok = false;
      bad = i;
    }
  bool ret_ok = ok && matches(sig->result, LLVMGetReturnType(fnty), ovl, d->v);
  if (!ret_ok) {
    char *fs = rlv_type_string(fnty);
    if (bad)
      rlv_report(d->v->diags, RLV_RULE_DXIL_SIGNATURE, call,
                 "dx.op %s (opcode %u) has the wrong type for operand %u in %s; the op is (%s) -> %s",
                 op->name, op->opcode, bad, fs, op->signature, op->signature);
    else
      rlv_report(d->v->diags, RLV_RULE_DXIL_SIGNATURE, call,
                 "dx.op %s (opcode %u) is declared as %s, which does not fit its signature (%s)",
                 op->name, op->opcode, fs, op->signature);
    free(fs);
  }
  free(params);
  return ret_ok;
}

static bool check_version(rlv_dxctx *d, LLVMValueRef call, const rlv_dxil_op *op) {
  if (!d->has_version)
    return true;
  unsigned ver = d->dxil_minor;
  if (ver >= op->min_dxil && !(op->removed_dxil && ver >= op->removed_dxil))
    return true;
  if (ver < op->min_dxil)
    rlv_report(d->v->diags, RLV_RULE_DXIL_VERSION, call,
               "dx.op %s (opcode %u) exists from DXIL 1.%u (SM 6.%u); the module targets DXIL 1.%u",
               op->name, op->opcode, op->min_dxil, op->min_dxil, ver);
  else
    rlv_report(d->v->diags, RLV_RULE_DXIL_VERSION, call,
               "dx.op %s (opcode %u) is removed from DXIL 1.%u (SM 6.%u); the module targets DXIL 1.%u",
               op->name, op->opcode, op->removed_dxil, op->removed_dxil, ver);
  return false;
}

static bool is_64bit_restricted(unsigned opcode) {
  return opcode == DXOP_BUFFER_LOAD || opcode == DXOP_BUFFER_STORE ||
         opcode == DXOP_RAW_BUFFER_LOAD || opcode == DXOP_RAW_BUFFER_STORE;
}

/* The name's suffix must spell the overload type, and the type must be an overload the op
 * has at this DXIL version. */
static void check_overload(rlv_dxctx *d, LLVMValueRef call, const rlv_dxil_op *op,
                           const char *suffix, LLVMTypeRef ovl) {
  bool overloaded = op->overloads || op->overloads_13;
  unsigned bit;
  const char *want = overload_name(ovl, &bit);
  if (!overloaded) {
    if (*suffix)
      rlv_report(d->v->diags, RLV_RULE_DXIL_OVERLOAD, call,
                 "dx.op %s has no overloads but the function name has the suffix '.%s'", op->name,
                 suffix);
    return;
  }
  if (!want || strcmp(suffix, want) != 0) {
    char *ts = ovl ? rlv_type_string(ovl) : rlv_xstrdup("(none)");
    rlv_report(d->v->diags, RLV_RULE_DXIL_OVERLOAD, call,
               "the function name's overload suffix '%s%s' does not name the overload type %s of dx.op %s",
               *suffix ? "." : "", suffix, ts, op->name);
    free(ts);
  }
  unsigned ver = d->has_version ? d->dxil_minor : 9;
  unsigned valid = op->overloads | (ver >= 3 ? op->overloads_13 : 0);
  if (!bit || (valid & bit))
    return;
  char *ts = rlv_type_string(ovl);
  bool wide = bit == RLV_OL_F64 || bit == RLV_OL_I64;
  if (wide && is_64bit_restricted(op->opcode)) {
    if (op->overloads_13 & bit)
      rlv_report(d->v->diags, RLV_RULE_DXIL_64BIT_OVERLOAD, call,
                 "dx.op %s with the 64-bit overload %s needs SM 6.3 (DXIL 1.3); the module targets "
                 "DXIL 1.%u, where 64-bit raw accesses are split into i32 pairs",
                 op->name, ts, ver);
    else
      rlv_report(d->v->diags, RLV_RULE_DXIL_64BIT_OVERLOAD, call,
                 "dx.op %s has no 64-bit overload (%s); typed 64-bit accesses are split into i32 pairs",
                 op->name, ts);
  } else {
    rlv_report(d->v->diags, RLV_RULE_DXIL_OVERLOAD, call,
               "%s is not an overload of dx.op %s (opcode %u)", ts, op->name, op->opcode);
  }
  free(ts);
}

/* True when no other catalogued op shares the op's class name. */
static bool class_is_unique(const rlv_dxil_op *op) {
  size_t n;
  const rlv_dxil_op *all = rlv_dxil_ops(&n);
  for (size_t i = 0; i < n; i++)
    if (&all[i] != op && strcmp(all[i].name, op->name) == 0)
      return false;
  return true;
}

/* Splits "dx.op.<class>[.<suffix>]"; false when the name is not under dx.op. */
static bool split_name(const char *name, size_t len, char *cls, size_t cls_cap, const char **suffix) {
  size_t plen = strlen(DXOP_PREFIX);
  if (len <= plen || strncmp(name, DXOP_PREFIX, plen) != 0)
    return false;
  const char *rest = name + plen, *dot = memchr(rest, '.', len - plen);
  size_t clen = dot ? (size_t)(dot - rest) : len - plen;
  if (clen == 0 || clen >= cls_cap)
    return false;
  memcpy(cls, rest, clen);
  cls[clen] = '\0';
  *suffix = dot ? dot + 1 : name + len;
  return true;
}

static void push_call(rlv_dxctx *d, size_t *cap, rlv_dxcall c) {
  if (d->ncalls == *cap) {
    *cap = *cap ? *cap * 2 : 32;
    d->calls = rlv_xrealloc(d->calls, *cap * sizeof *d->calls);
  }
  d->calls[d->ncalls++] = c;
  rlv_ptrmap_put(&d->by_call, c.call, d->ncalls);
}

/* Identifies one call to a dx.op.* function and checks its opcode, version, signature and
 * overload. Calls of unknown op classes with unknown opcodes are left alone. */
static void classify_call(rlv_dxctx *d, size_t *cap, LLVMValueRef call, LLVMValueRef fn) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(fn, &len);
  char cls[64];
  const char *suffix;
  if (!split_name(name, len, cls, sizeof cls, &suffix))
    return;
  const rlv_dxil_op *by_name = rlv_dxil_op_by_name(cls, strlen(cls));
  LLVMValueRef opnd = rlv_call_arg(call, 0);
  uint64_t opcode;
  if (!opnd || !is_int(LLVMTypeOf(opnd), 32) || !rlv_const_u64(opnd, &opcode)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_OPCODE, call,
               "operand 0 of a call to @%s must be a constant i32 opcode", name);
    return;
  }
  const rlv_dxil_op *op = opcode <= 0xFFFF ? rlv_dxil_op_by_opcode((unsigned)opcode) : NULL;
  if (!op) {
    if (by_name) {
      char expect[48] = "";
      if (class_is_unique(by_name))
        snprintf(expect, sizeof expect, " (its opcode is %u)", by_name->opcode);
      rlv_report(d->v->diags, RLV_RULE_DXIL_OPCODE, call, "opcode %llu is not an opcode of dx.op %s%s",
                 (unsigned long long)opcode, cls, expect);
    }
    return;
  }
  if (strcmp(op->name, cls) != 0) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_OPCODE, call,
               "opcode %u is dx.op %s, but the call is to @%s", op->opcode, op->name, name);
    return;
  }
  const class_sig *sig = sig_of(op->name);
  LLVMTypeRef fnty = LLVMGetCalledFunctionType(call);
  rlv_dxcall c = {.call = call, .op = op};
  check_version(d, call, op);
  if (sig && fnty) {
    LLVMTypeRef ovl = overload_type(sig, fnty);
    c.well_formed = check_signature(d, call, op, sig, fnty, ovl);
    if (c.well_formed)
      check_overload(d, call, op, suffix, ovl);
  }
  push_call(d, cap, c);
}

void rlv_dx_collect_calls(rlv_dxctx *d) {
  size_t cap = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(d->v->module); fn; fn = LLVMGetNextFunction(fn)) {
    if (!rlv_liveset_has(&d->v->live, fn))
      continue;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        if (LLVMGetInstructionOpcode(i) != LLVMCall)
          continue;
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (callee && LLVMIsAFunction(callee))
          classify_call(d, &cap, i, callee);
      }
  }
}

const rlv_dxcall *rlv_dx_call_of(const rlv_dxctx *d, LLVMValueRef value) {
  uintptr_t idx;
  if (!value || !rlv_ptrmap_get(&d->by_call, value, &idx))
    return NULL;
  return &d->calls[idx - 1];
}

unsigned rlv_dx_opcode_of(const rlv_dxctx *d, LLVMValueRef value) {
  const rlv_dxcall *c = rlv_dx_call_of(d, value);
  return c ? c->op->opcode : 0;
}

bool rlv_dx_const_field(LLVMValueRef agg, unsigned i, uint64_t *out) {
  if (!agg)
    return false;
  if (LLVMIsAConstantAggregateZero(agg)) {
    *out = 0;
    return true;
  }
  if (!LLVMIsAConstantStruct(agg) || i >= (unsigned)LLVMGetNumOperands(agg))
    return false;
  return rlv_const_u64(LLVMGetOperand(agg, i), out);
}

/* ---- dx struct results, status and checkAccessFullyMapped ---- */

static bool single_index(LLVMValueRef ev, unsigned *idx) {
  if (LLVMGetNumIndices(ev) != 1)
    return false;
  *idx = LLVMGetIndices(ev)[0];
  return true;
}

/* A ResRet status field: extractvalue of the last field of a ResRet-returning dx.op. */
static bool is_status_extract(const rlv_dxctx *d, LLVMValueRef v) {
  unsigned idx;
  if (!v || !LLVMIsAExtractValueInst(v) || !single_index(v, &idx))
    return false;
  LLVMValueRef agg = LLVMGetOperand(v, 0);
  const rlv_dxcall *c = rlv_dx_call_of(d, agg);
  LLVMTypeRef t = LLVMTypeOf(agg);
  return c && c->well_formed && rlv_dx_struct_named(t, "ResRet") &&
         idx + 1 == LLVMCountStructElementTypes(t);
}

static void check_status_uses(rlv_dxctx *d, LLVMValueRef status) {
  for (LLVMUseRef u = LLVMGetFirstUse(status); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (rlv_dx_opcode_of(d, user) == DXOP_CHECK_ACCESS_FULLY_MAPPED && rlv_call_arg(user, 1) == status)
      continue;
    rlv_report(d->v->diags, RLV_RULE_DXIL_STATUS_USE, user,
               "the status field of a ResRet is used other than by checkAccessFullyMapped");
  }
}

/* Every user of a dx struct result must be an extractvalue of an existing field. */
static void check_struct_uses(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMTypeRef t = LLVMTypeOf(c->call);
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || rlv_dx_struct_named(t, "Handle"))
    return;
  unsigned nfields = LLVMCountStructElementTypes(t);
  const char *tname = LLVMIsLiteralStruct(t) ? "struct" : LLVMGetStructName(t);
  for (LLVMUseRef u = LLVMGetFirstUse(c->call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    unsigned idx;
    if (!LLVMIsAExtractValueInst(user)) {
      rlv_report(d->v->diags, RLV_RULE_DXIL_STRUCT_USE, user,
                 "the %%%s result of dx.op %s is used other than by extractvalue", tname, c->op->name);
    } else if (!single_index(user, &idx) || idx >= nfields) {
      rlv_report(d->v->diags, RLV_RULE_DXIL_STRUCT_USE, user,
                 "extractvalue from the %%%s result of dx.op %s must take one index below %u",
                 tname, c->op->name, nfields);
    } else if (rlv_dx_struct_named(t, "ResRet") && idx + 1 == nfields) {
      check_status_uses(d, user);
    }
  }
}

static void check_access_fully_mapped(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMValueRef status = rlv_call_arg(c->call, 1);
  if (is_status_extract(d, status))
    return;
  rlv_report(d->v->diags, RLV_RULE_DXIL_CHECK_ACCESS, c->call,
             "checkAccessFullyMapped's operand must be the status field (extractvalue index 4) of a "
             "ResRet-returning op");
}

/* ---- makeDouble / splitDouble ---- */

/* (call, field) when `v` is extractvalue <field> of a dx.op call's struct result. */
static bool field_of(const rlv_dxctx *d, LLVMValueRef v, const rlv_dxcall **c, unsigned *field) {
  if (!v || !LLVMIsAExtractValueInst(v) || !single_index(v, field))
    return false;
  *c = rlv_dx_call_of(d, LLVMGetOperand(v, 0));
  return *c != NULL;
}

static void check_make_double(rlv_dxctx *d, const rlv_dxcall *c) {
  LLVMValueRef lo = rlv_call_arg(c->call, 1), hi = rlv_call_arg(c->call, 2);
  if (rlv_is_undef_or_poison(lo) || rlv_is_undef_or_poison(hi)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_DOUBLE_OPS, c->call,
               "makeDouble's %s half is undef; both 32-bit halves of a double must be defined",
               rlv_is_undef_or_poison(lo) ? "low" : "high");
    return;
  }
  const rlv_dxcall *cl, *ch;
  unsigned fl, fh;
  if (!field_of(d, lo, &cl, &fl) || !field_of(d, hi, &ch, &fh) || cl != ch)
    return;
  if (cl->op->opcode == DXOP_SPLIT_DOUBLE && (fl != 0 || fh != 1)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_DOUBLE_OPS, c->call,
               "makeDouble takes fields %u (low) and %u (high) of one splitDouble; they must be 0 and 1",
               fl, fh);
  } else if (rlv_dx_struct_named(LLVMTypeOf(cl->call), "ResRet") && (fl % 2 != 0 || fh != fl + 1)) {
    rlv_report(d->v->diags, RLV_RULE_DXIL_DOUBLE_OPS, c->call,
               "makeDouble takes lanes %u (low) and %u (high) of one %s; a double's halves are lanes "
               "2k and 2k+1", fl, fh, cl->op->name);
  }
}

static void check_split_double(rlv_dxctx *d, const rlv_dxcall *c) {
  if (rlv_is_undef_or_poison(rlv_call_arg(c->call, 1)))
    rlv_report(d->v->diags, RLV_RULE_DXIL_DOUBLE_OPS, c->call, "splitDouble of an undef double");
}

/* ---- the calls' own rules ---- */

void rlv_dx_check_calls(rlv_dxctx *d) {
  for (size_t i = 0; i < d->ncalls; i++) {
    const rlv_dxcall *c = &d->calls[i];
    if (!c->well_formed)
      continue;
    check_struct_uses(d, c);
    switch (c->op->opcode) {
    case DXOP_CHECK_ACCESS_FULLY_MAPPED: check_access_fully_mapped(d, c); break;
    case DXOP_MAKE_DOUBLE: check_make_double(d, c); break;
    case DXOP_SPLIT_DOUBLE: check_split_double(d, c); break;
    default: break;
    }
  }
}

bool rlv_module_calls_dxil_ops(LLVMModuleRef module) {
  size_t plen = strlen(DXOP_PREFIX);
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    if (len > plen && strncmp(name, DXOP_PREFIX, plen) == 0 && LLVMGetFirstUse(fn))
      return true;
  }
  return false;
}
