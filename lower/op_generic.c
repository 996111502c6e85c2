/* Lowers one call of an op_table intrinsic to DXIL op calls. A vector call of a
 * per-element row becomes one op call per element, as LLVM's Scalarizer splits it before
 * DXILOpLowering: operands are split into their lanes (a lane known from an insertelement
 * chain or a constant is used directly), constant-index extractelements of the result take
 * the lane results, and any other use gets the vector rebuilt. */
#include <stdlib.h>
#include <string.h>

#include "lower/dxil_builder.h"
#include "lower/op_generic.h"
#include "model/ir.h"
#include "model/util.h"

#define MAX_LANES 16
#define MAX_LOOKTHROUGH 16

/* llvm.is.fpclass tests with a DXIL op (FPClassTest bits). */
enum { FC_NAN = 0x3, FC_NORMAL = 0x108, FC_FINITE = 0x1f8, FC_INF = 0x204 };

/* What one call lowers to, worked out before anything changes. */
typedef struct call_plan {
  LLVMValueRef call;
  const rlv_op_map *map;
  unsigned opcode;
  unsigned lanes;       /* 0: one scalar op call */
  LLVMTypeRef overload; /* element type naming the overload, or NULL */
  LLVMTypeRef op_ret;   /* what the op returns */
  LLVMTypeRef elem_ret; /* the intrinsic's (element) result type */
  unsigned nops;        /* op operands after the opcode */
} call_plan;

static bool is_vector(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMVectorTypeKind; }
static LLVMTypeRef elem(LLVMTypeRef t) { return is_vector(t) ? LLVMGetElementType(t) : t; }

const rlv_op_map *rlv_op_generic_map(LLVMValueRef fn) {
  return rlv_op_map_for(LLVMGetIntrinsicID(fn));
}

static bool unsupported(rlv_lctx *l, LLVMValueRef call, const char *why) {
  rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_OP, call,
             "unsupported intrinsic %s for DXIL lowering: %s", rlv_callee_name(call, NULL), why);
  return false;
}

static unsigned fpclass_opcode(LLVMValueRef test) {
  if (!LLVMIsAConstantInt(test))
    return 0;
  switch (LLVMConstIntGetZExtValue(test)) {
  case FC_NAN:
    return 8;
  case FC_INF:
    return 9;
  case FC_FINITE:
    return 10;
  case FC_NORMAL:
    return 11;
  default:
    return 0;
  }
}

/* Fills `p` for `call`; false after reporting why the call has no lowering. */
static bool plan_call(rlv_lctx *l, LLVMValueRef call, const rlv_op_map *m, call_plan *p) {
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(call);
  LLVMTypeRef rt = LLVMTypeOf(call);
  *p = (call_plan){.call = call, .map = m, .opcode = m->opcode, .elem_ret = elem(rt)};
  if (m->result == RLV_RES_FPCLASS) {
    p->opcode = nargs == 2 ? fpclass_opcode(LLVMGetOperand(call, 1)) : 0;
    if (!p->opcode)
      return unsupported(l, call,
                         "the class test has no DXIL operation (only NaN, infinity, "
                         "finite and normal do)");
  }
  /* The shape: how many lanes a per-element row splits into. */
  unsigned width = is_vector(rt) ? LLVMGetVectorSize(rt) : 0;
  for (unsigned i = 0; i < nargs; i++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, i));
    if (!is_vector(t))
      continue;
    if (width && LLVMGetVectorSize(t) != width)
      return unsupported(l, call, "its vector operands and result differ in length");
    width = LLVMGetVectorSize(t);
  }
  if (m->result == RLV_RES_FOURI32) {
    if (!is_vector(rt) || LLVMGetVectorSize(rt) != 4 ||
        elem(rt) != LLVMInt32TypeInContext(l->llctx))
      return unsupported(l, call, "its result is not <4 x i32>");
  } else if (width && !m->per_element) {
    return unsupported(l, call, "the DXIL operation takes scalars only");
  } else if (width > MAX_LANES) {
    return unsupported(l, call, "the vector has more than 16 elements");
  }
  p->lanes = m->result == RLV_RES_FOURI32 ? 0 : width;
  p->nops = m->nargs < 0 ? nargs : (unsigned)m->nargs;
  for (int k = 0; k < m->nargs; k++)
    if (m->args[k].kind == RLV_ARG_INDEX && (unsigned)m->args[k].value >= nargs)
      return unsupported(l, call, "it has fewer operands than the DXIL operation needs");
  switch (m->overload) {
  case RLV_OVL_NONE:
    p->overload = NULL;
    break;
  case RLV_OVL_RET:
    p->overload = p->elem_ret;
    break;
  case RLV_OVL_ARG0:
  case RLV_OVL_ARG5: {
    unsigned k = m->overload == RLV_OVL_ARG0 ? 0 : 5;
    if (k >= nargs)
      return unsupported(l, call, "it has fewer operands than the DXIL operation needs");
    p->overload = elem(LLVMTypeOf(LLVMGetOperand(call, k)));
    break;
  }
  }
  switch (m->result) {
  case RLV_RES_I32_CAST:
    p->op_ret = LLVMInt32TypeInContext(l->llctx);
    break;
  case RLV_RES_FOURI32:
    p->op_ret = rlv_dxb_fouri32_type(l);
    break;
  default:
    p->op_ret = p->elem_ret;
    break;
  }
  const rlv_dxil_op *op = rlv_dxil_op_by_opcode(p->opcode);
  if (op && op->num_args != p->nops + 1)
    return unsupported(l, call, "its operands do not match the DXIL operation's");
  if (m->result == RLV_RES_I32_CAST && LLVMGetTypeKind(p->elem_ret) != LLVMIntegerTypeKind)
    return unsupported(l, call, "its result is not an integer");
  return true;
}

/* Lane `i` of `v` when `v` was built by constant-index insertelements or is a constant;
 * NULL when unknown. */
static LLVMValueRef known_lane(LLVMValueRef v, unsigned i) {
  for (unsigned depth = 0; v && depth < MAX_LOOKTHROUGH; depth++) {
    if (LLVMIsAConstant(v) && !LLVMIsAConstantExpr(v))
      return LLVMGetAggregateElement(v, i);
    if (!LLVMIsAInsertElementInst(v))
      return NULL;
    LLVMValueRef idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx))
      return NULL;
    if (LLVMConstIntGetZExtValue(idx) == i)
      return LLVMGetOperand(v, 1);
    v = LLVMGetOperand(v, 0);
  }
  return NULL;
}

static LLVMValueRef i64c(rlv_lctx *l, unsigned v) {
  return LLVMConstInt(LLVMInt64TypeInContext(l->llctx), v, 0);
}

/* "<name>.i<lane>", the Scalarizer's name for a lane of a value; "" for an unnamed one. */
static char *lane_name(const char *name, size_t len, unsigned lane) {
  return len ? rlv_strf("%.*s.i%u", (int)len, name, lane) : rlv_xstrdup("");
}

static LLVMValueRef lane_of(rlv_lctx *l, LLVMValueRef v, unsigned lane) {
  if (!is_vector(LLVMTypeOf(v)))
    return v;
  LLVMValueRef known = known_lane(v, lane);
  if (known)
    return known;
  size_t len = 0;
  const char *vname = LLVMGetValueName2(v, &len);
  char *name = lane_name(vname, len, lane);
  LLVMValueRef x = LLVMBuildExtractElement(l->builder, v, i64c(l, lane), name);
  free(name);
  return x;
}

/* The op operands for lane `lane` (0 for a scalar call), at the builder's position. */
static void op_operands(rlv_lctx *l, const call_plan *p, unsigned lane, LLVMValueRef *out) {
  const rlv_op_map *m = p->map;
  for (unsigned k = 0; k < p->nops; k++) {
    if (m->nargs >= 0 && m->args[k].kind == RLV_ARG_I8) {
      out[k] = LLVMConstInt(LLVMInt8TypeInContext(l->llctx), (unsigned)m->args[k].value, 0);
      continue;
    }
    if (m->nargs >= 0 && m->args[k].kind == RLV_ARG_I32) {
      out[k] = LLVMConstInt(LLVMInt32TypeInContext(l->llctx), (unsigned)m->args[k].value, 0);
      continue;
    }
    unsigned idx = m->nargs < 0 ? k : (unsigned)m->args[k].value;
    LLVMValueRef v = LLVMGetOperand(p->call, idx);
    out[k] = p->lanes ? lane_of(l, v, lane) : v;
    /* per-element stage I/O: element `lane` sits `lane` columns further */
    if ((int)idx == m->column_arg && lane)
      out[k] = LLVMBuildAdd(l->builder, out[k], LLVMConstInt(LLVMTypeOf(out[k]), lane, 0), "");
  }
}

static void operand_types(const call_plan *p, LLVMTypeRef *out) {
  const rlv_op_map *m = p->map;
  for (unsigned k = 0; k < p->nops; k++) {
    if (m->nargs >= 0 && m->args[k].kind != RLV_ARG_INDEX) {
      LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(p->call));
      out[k] = m->args[k].kind == RLV_ARG_I8 ? LLVMInt8TypeInContext(c) : LLVMInt32TypeInContext(c);
      continue;
    }
    unsigned idx = m->nargs < 0 ? k : (unsigned)m->args[k].value;
    out[k] = elem(LLVMTypeOf(LLVMGetOperand(p->call, idx)));
  }
}

bool rlv_op_generic_check(rlv_lctx *l, LLVMValueRef call, const rlv_op_map *map, bool *declare) {
  call_plan p;
  if (!plan_call(l, call, map, &p) || !rlv_dxb_check(l, p.opcode, p.overload, call))
    return false;
  if (*declare) {
    LLVMTypeRef types[RLV_OP_MAX_ARGS];
    operand_types(&p, types);
    if (!rlv_dxb_declare_op(l, p.opcode, p.overload, p.op_ret, types, p.nops))
      *declare = false;
  }
  return true;
}

/* ctpop: the op's i32 count as the intrinsic's width. Casts of a scalar result back to i32
 * take the count itself (LLVM's lowerCtpopToCountBits). */
static LLVMValueRef count_as(rlv_lctx *l, LLVMValueRef count, LLVMTypeRef to, LLVMValueRef call) {
  unsigned w = LLVMGetIntTypeWidth(to);
  if (w == 32)
    return count;
  if (call) {
    LLVMOpcode fold1 = w < 32 ? LLVMZExt : LLVMTrunc, fold2 = w < 32 ? LLVMSExt : LLVMTrunc;
    LLVMUseRef u = LLVMGetFirstUse(call);
    while (u) {
      LLVMValueRef user = LLVMGetUser(u);
      u = LLVMGetNextUse(u);
      if (LLVMIsAInstruction(user) && LLVMTypeOf(user) == LLVMTypeOf(count) &&
          (LLVMGetInstructionOpcode(user) == fold1 || LLVMGetInstructionOpcode(user) == fold2)) {
        LLVMReplaceAllUsesWith(user, count);
        LLVMInstructionEraseFromParent(user);
      }
    }
    if (!LLVMGetFirstUse(call))
      return NULL;
  }
  return w < 32 ? LLVMBuildTrunc(l->builder, count, to, "ctpop.cast")
                : LLVMBuildZExt(l->builder, count, to, "ctpop.cast");
}

/* Lane `lane` of an integer vector zero-extended to `to`. The truncated count of a ctpop lane
 * (`counts`) is the op's i32 count itself when `to` is i32: a count fits in its lane. */
static LLVMValueRef lane_wide(rlv_lctx *l, LLVMValueRef lane, LLVMTypeRef to, bool counts) {
  if (counts && LLVMIsATruncInst(lane) && LLVMTypeOf(LLVMGetOperand(lane, 0)) == to)
    return LLVMGetOperand(lane, 0);
  return LLVMBuildZExt(l->builder, lane, to, "");
}

/* A bitcast of the integer vector to one integer as wide, built from the lanes as LLVM main's
 * Scalarizer does since llvm#221033 (after the 22 branch; LLVM 22 rebuilds the vector, which
 * DXIL before SM 6.9 does not allow): each lane zero-extended, shifted to its place (DXIL is
 * little-endian) and or'ed in. NULL when `user` is no such bitcast. */
static LLVMValueRef lanes_as_int(rlv_lctx *l, LLVMValueRef user, LLVMValueRef *lanes, unsigned n,
                                 bool counts) {
  if (!LLVMIsABitCastInst(user))
    return NULL;
  LLVMTypeRef from = LLVMTypeOf(LLVMGetOperand(user, 0)), to = LLVMTypeOf(user);
  if (LLVMGetTypeKind(to) != LLVMIntegerTypeKind ||
      LLVMGetTypeKind(elem(from)) != LLVMIntegerTypeKind)
    return NULL;
  unsigned bits = LLVMGetIntTypeWidth(elem(from));
  if (LLVMGetIntTypeWidth(to) != bits * n)
    return NULL;
  LLVMValueRef acc = lane_wide(l, lanes[0], to, counts);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef shifted = LLVMBuildShl(l->builder, lane_wide(l, lanes[i], to, counts),
                                        LLVMConstInt(to, (unsigned long long)bits * i, false), "");
    acc = LLVMBuildOr(l->builder, acc, shifted, "");
  }
  return acc;
}

/* The remaining uses of vector `call` take it rebuilt from `lanes` by insertelements. */
static void rebuild_vector(rlv_lctx *l, LLVMValueRef call, LLVMValueRef *lanes, unsigned n,
                           const char *name) {
  LLVMValueRef v = LLVMGetPoison(LLVMTypeOf(call));
  for (unsigned i = 0; i < n; i++) {
    char *nm =
        i + 1 < n && *name ? rlv_strf("%s.upto%u", name, i) : rlv_xstrdup(i + 1 < n ? "" : name);
    v = LLVMBuildInsertElement(l->builder, v, lanes[i], i64c(l, i), nm);
    free(nm);
  }
  LLVMReplaceAllUsesWith(call, v);
}

/* Replaces the uses of vector `call` by `lanes`: constant-index extractelements take a lane,
 * a bitcast to one integer the lanes put together (lanes_as_int), anything else the vector
 * rebuilt by insertelements (named as the call was). */
static void replace_vector_uses(rlv_lctx *l, LLVMValueRef call, LLVMValueRef *lanes, unsigned n,
                                const char *name, bool counts) {
  LLVMUseRef u = LLVMGetFirstUse(call);
  while (u) {
    LLVMValueRef user = LLVMGetUser(u);
    u = LLVMGetNextUse(u);
    LLVMValueRef whole = lanes_as_int(l, user, lanes, n, counts);
    if (whole) {
      size_t len = 0;
      const char *user_name = LLVMGetValueName2(user, &len);
      char *nm = rlv_xstrndup(user_name, len);
      LLVMSetValueName2(user, "", 0);
      LLVMSetValueName2(whole, nm, strlen(nm));
      free(nm);
      LLVMReplaceAllUsesWith(user, whole);
      LLVMInstructionEraseFromParent(user);
      continue;
    }
    if (!LLVMIsAExtractElementInst(user) || LLVMGetOperand(user, 0) != call)
      continue;
    LLVMValueRef idx = LLVMGetOperand(user, 1);
    if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx) >= n)
      continue;
    LLVMReplaceAllUsesWith(user, lanes[LLVMConstIntGetZExtValue(idx)]);
    LLVMInstructionEraseFromParent(user);
  }
  if (LLVMGetFirstUse(call))
    rebuild_vector(l, call, lanes, n, name);
  /* the truncated counts that a bitcast took whole are left unused */
  for (unsigned i = 0; counts && i < n; i++)
    if (LLVMIsATruncInst(lanes[i]) && !LLVMGetFirstUse(lanes[i]))
      LLVMInstructionEraseFromParent(lanes[i]);
}

/* One op call for lane `lane`, its result as the intrinsic's element (NULL for void). */
static bool lane_call(rlv_lctx *l, const call_plan *p, unsigned lane, const char *name,
                      LLVMValueRef *out) {
  LLVMValueRef ops[RLV_OP_MAX_ARGS];
  op_operands(l, p, lane, ops);
  char *nm = p->lanes ? lane_name(name, strlen(name), lane) : rlv_xstrdup(name);
  LLVMValueRef r = rlv_dxb_op(l, p->opcode, p->overload, p->op_ret, ops, p->nops, nm, p->call);
  free(nm);
  if (!r)
    return false;
  if (p->map->result == RLV_RES_I32_CAST && p->lanes)
    r = count_as(l, r, p->elem_ret, NULL);
  *out = r;
  return true;
}

/* The ballot's four words as the intrinsic's <4 x i32> (the op call has the name). */
static void replace_ballot(rlv_lctx *l, LLVMValueRef call, LLVMValueRef op) {
  LLVMValueRef words[4];
  for (unsigned i = 0; i < 4; i++)
    words[i] = LLVMBuildExtractValue(l->builder, op, i, "");
  replace_vector_uses(l, call, words, 4, "", false);
  for (unsigned i = 0; i < 4; i++)
    if (!LLVMGetFirstUse(words[i]))
      LLVMInstructionEraseFromParent(words[i]);
}

/* Erases the insertelement chains that built the split operands once nothing uses them (the
 * Scalarizer leaves none). One vector may be several operands (dot(v, v)) or lie inside
 * another's chain, so what is erased is remembered and never touched again. */
static void erase_dead_inserts(LLVMValueRef *split, unsigned nsplit) {
  LLVMValueRef erased[RLV_OP_MAX_ARGS * MAX_LOOKTHROUGH];
  unsigned nerased = 0;
  for (unsigned i = 0; i < nsplit; i++) {
    LLVMValueRef v = split[i];
    for (unsigned depth = 0; depth < MAX_LOOKTHROUGH && v; depth++) {
      bool gone = false;
      for (unsigned k = 0; k < nerased && !gone; k++)
        gone = erased[k] == v;
      if (gone || !LLVMIsAInsertElementInst(v) || LLVMGetFirstUse(v) ||
          nerased == sizeof erased / sizeof erased[0])
        break;
      LLVMValueRef below = LLVMGetOperand(v, 0);
      LLVMInstructionEraseFromParent(v);
      erased[nerased++] = v;
      v = below;
    }
  }
}

bool rlv_op_generic_lower(rlv_lctx *l, LLVMValueRef call, const rlv_op_map *map) {
  call_plan p;
  if (!plan_call(l, call, map, &p))
    return false;
  size_t len = 0;
  const char *cname = LLVMGetValueName2(call, &len);
  char *name = rlv_xstrndup(cname, len);
  /* A rebuilt vector takes the name (the Scalarizer's takeName); a single op call is named
   * while the call still holds the name, and so gets a numbered one, as in LLVM. */
  if (p.lanes || map->result == RLV_RES_FOURI32)
    LLVMSetValueName2(call, "", 0);
  LLVMPositionBuilderBefore(l->builder, call);
  bool ok = true;
  if (p.lanes) {
    /* the extracts that will take the lanes give up their names to them */
    for (LLVMUseRef u = LLVMGetFirstUse(call); u; u = LLVMGetNextUse(u))
      if (LLVMIsAExtractElementInst(LLVMGetUser(u)))
        LLVMSetValueName2(LLVMGetUser(u), "", 0);
    LLVMValueRef lanes[MAX_LANES];
    for (unsigned i = 0; i < p.lanes && ok; i++)
      ok = lane_call(l, &p, i, name, &lanes[i]);
    if (ok && LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind)
      replace_vector_uses(l, call, lanes, p.lanes, name, map->result == RLV_RES_I32_CAST);
  } else {
    LLVMValueRef r = NULL;
    ok = lane_call(l, &p, 0, name, &r);
    if (ok && map->result == RLV_RES_FOURI32)
      replace_ballot(l, call, r);
    else if (ok && map->result == RLV_RES_I32_CAST)
      r = count_as(l, r, p.elem_ret, call);
    if (ok && r && LLVMGetFirstUse(call) && map->result != RLV_RES_FOURI32)
      LLVMReplaceAllUsesWith(call, r);
  }
  free(name);
  if (!ok)
    return false;
  LLVMValueRef split[RLV_OP_MAX_ARGS];
  unsigned nsplit = 0, nargs = (unsigned)LLVMGetNumArgOperands(call);
  for (unsigned i = 0; i < nargs && p.lanes && nsplit < RLV_OP_MAX_ARGS; i++)
    if (is_vector(LLVMTypeOf(LLVMGetOperand(call, i))))
      split[nsplit++] = LLVMGetOperand(call, i);
  LLVMInstructionEraseFromParent(call);
  erase_dead_inserts(split, nsplit);
  return true;
}
