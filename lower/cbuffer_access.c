/* Stage cbuffer-access (LLVM 22's DXILCBufferAccess): every use of a cbuffer member global
 * (an addrspace(2) global listed in !hlsl.cbs after its @X.cb handle global) becomes
 *   %X.cb = load target("dx.CBuffer", ...), ptr @X.cb
 *   %p = call ptr addrspace(2) @llvm.dx.resource.getpointer...(%X.cb, i32 <member offset>)
 * inserted before the using instruction, one pair per use. Member offsets come from the
 * padded layout struct, skipping target("dx.Padding") elements (reference §1.5), or from
 * the int parameters of an older target("dx.Layout"). GEP constant expressions over the
 * members become instructions first. The member globals are then deleted.
 *
 * The LLVM C API cannot erase named metadata, so !hlsl.cbs itself stays; its member
 * entries no longer name globals once those are deleted. */
#include <stdlib.h>
#include <string.h>

#include "lower/ptr_offset.h"
#include "model/util.h"

#define MAX_MEMBERS 4096

/* The byte offsets of the members of a cbuffer layout; false when it is not a layout. */
static bool member_offsets(rlv_lctx *l, LLVMTypeRef layout, uint64_t *offs, unsigned max,
                           unsigned *count) {
  *count = 0;
  if (rlv_tt_of(layout) == RLV_TT_DX_LAYOUT) {
    unsigned n = LLVMGetTargetExtTypeNumIntParams(layout);
    for (unsigned i = 1; i < n && *count < max; i++)
      offs[(*count)++] = LLVMGetTargetExtTypeIntParam(layout, i);
    return true;
  }
  if (LLVMGetTypeKind(layout) != LLVMStructTypeKind || !LLVMTypeIsSized(layout))
    return false;
  unsigned n = LLVMCountStructElementTypes(layout);
  for (unsigned i = 0; i < n && *count < max; i++) {
    LLVMTypeRef e = LLVMStructGetTypeAtIndex(layout, i);
    if (rlv_tt_of(e) == RLV_TT_DX_PADDING)
      continue;
    offs[(*count)++] = LLVMOffsetOfElement(l->dl, layout, i);
  }
  return true;
}

static bool is_const_gep(LLVMValueRef v) {
  return v && LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr;
}

/* Builds an instruction for a GEP constant expression (and the GEP constant expressions it
 * is based on) at the builder's position. */
static LLVMValueRef materialize_gep(rlv_lctx *l, LLVMValueRef ce, unsigned depth) {
  LLVMValueRef base = LLVMGetOperand(ce, 0);
  if (is_const_gep(base) && depth < RLV_PTR_CHAIN_MAX)
    base = materialize_gep(l, base, depth + 1);
  unsigned n = (unsigned)LLVMGetNumOperands(ce);
  LLVMValueRef idx[16];
  if (n - 1 > 16)
    return ce;
  for (unsigned i = 1; i < n; i++)
    idx[i - 1] = LLVMGetOperand(ce, i);
  return LLVMBuildGEPWithNoWrapFlags(l->builder, LLVMGetGEPSourceElementType(ce), base, idx,
                                     n - 1, "", LLVMGEPGetNoWrapFlags(ce));
}

/* Positions the builder where a use of operand `op` of instruction `user` may be computed. */
static void position_for_use(rlv_lctx *l, LLVMValueRef user, unsigned op) {
  if (LLVMIsAPHINode(user)) {
    LLVMBasicBlockRef pred = LLVMGetIncomingBlock(user, op);
    LLVMPositionBuilderBefore(l->builder, LLVMGetBasicBlockTerminator(pred));
  } else {
    LLVMPositionBuilderBefore(l->builder, user);
  }
}

/* Users of `v`, each once, in use-list order. Free with free(). */
static LLVMValueRef *users_of(LLVMValueRef v, size_t *count) {
  size_t n = 0, cap = 0;
  LLVMValueRef *out = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    bool seen = false;
    for (size_t i = 0; i < n && !seen; i++)
      seen = out[i] == user;
    if (seen)
      continue;
    if (n == cap)
      out = rlv_xrealloc(out, (cap = cap ? cap * 2 : 8) * sizeof *out);
    out[n++] = user;
  }
  *count = n;
  return out;
}

/* Turns instruction uses of GEP constant expressions over `g` into GEP instructions. */
static bool expand_constant_users(rlv_lctx *l, LLVMValueRef g, unsigned depth) {
  size_t n = 0;
  LLVMValueRef *users = users_of(g, &n);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef ce = users[i];
    if (!is_const_gep(ce))
      continue;
    if (depth < RLV_PTR_CHAIN_MAX)
      ok &= expand_constant_users(l, ce, depth + 1); /* nested GEP constants first */
    size_t m = 0;
    LLVMValueRef *cusers = users_of(ce, &m);
    for (size_t j = 0; j < m; j++) {
      LLVMValueRef inst = cusers[j];
      if (!LLVMIsAInstruction(inst))
        continue;
      int nops = LLVMGetNumOperands(inst);
      for (int k = 0; k < nops; k++)
        if (LLVMGetOperand(inst, (unsigned)k) == ce) {
          position_for_use(l, inst, (unsigned)k);
          LLVMSetOperand(inst, (unsigned)k, materialize_gep(l, ce, 0));
        }
    }
    free(cusers);
  }
  free(users);
  return ok;
}

/* The declaration of getpointer returning `ptr_type` for the handle type. */
static LLVMValueRef getpointer_decl(rlv_lctx *l, LLVMTypeRef ptr_type, LLVMTypeRef handle_type,
                                    LLVMTypeRef *fnty) {
  LLVMTypeRef ovl[2] = {ptr_type, handle_type};
  return rlv_intrinsic_decl(l, "llvm.dx.resource.getpointer", ovl, 2, fnty);
}

/* Rewrites every instruction use of member `m` at byte `offset` of the cbuffer `cb`. */
static bool rewrite_member(rlv_lctx *l, LLVMValueRef cb, LLVMValueRef m, uint64_t offset) {
  expand_constant_users(l, m, 0);
  LLVMTypeRef handle_type = LLVMGlobalGetValueType(cb);
  LLVMTypeRef fnty = NULL;
  LLVMValueRef gp = getpointer_decl(l, LLVMTypeOf(m), handle_type, &fnty);
  if (!gp) {
    rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, m, "llvm.dx.resource.getpointer is unknown");
    return false;
  }
  size_t cbname_len = 0;
  const char *cbname = LLVMGetValueName2(cb, &cbname_len);
  char *name = rlv_xstrndup(cbname, cbname_len);
  LLVMValueRef off = LLVMConstInt(LLVMInt32TypeInContext(l->llctx), offset, false);
  size_t n = 0;
  LLVMValueRef *users = users_of(m, &n);
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef user = users[i];
    if (!LLVMIsAInstruction(user)) {
      if (!is_const_gep(user) || LLVMGetFirstUse(user)) {
        rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, m,
                   "cbuffer member is used by a constant that is not an instruction operand");
        ok = false;
      }
      continue;
    }
    int nops = LLVMGetNumOperands(user);
    for (int k = 0; k < nops; k++) {
      if (LLVMGetOperand(user, (unsigned)k) != m)
        continue;
      position_for_use(l, user, (unsigned)k);
      LLVMValueRef h = LLVMBuildLoad2(l->builder, handle_type, cb, name);
      LLVMSetAlignment(h, LLVMABIAlignmentOfType(l->dl, handle_type));
      LLVMValueRef args[2] = {h, off};
      LLVMValueRef p = LLVMBuildCall2(l->builder, fnty, gp, args, 2, "");
      LLVMSetOperand(user, (unsigned)k, p);
    }
  }
  free(users);
  free(name);
  if (ok) {
    /* RAUW drops the dead constant expressions that still name the global */
    LLVMReplaceAllUsesWith(m, LLVMGetPoison(LLVMTypeOf(m)));
    LLVMDeleteGlobal(m);
  }
  return ok;
}

static bool rewrite_cbuffer(rlv_lctx *l, LLVMValueRef node) {
  unsigned nops = LLVMGetMDNodeNumOperands(node);
  if (nops == 0)
    return true;
  LLVMValueRef *ops = rlv_xcalloc(nops, sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  LLVMValueRef cb = ops[0];
  rlv_restype rt;
  if (!cb || !LLVMIsAGlobalVariable(cb) ||
      !rlv_restype_parse(LLVMGlobalGetValueType(cb), &rt) || rt.tt != RLV_TT_DX_CBUFFER ||
      !rt.element) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, cb && LLVMIsAGlobalVariable(cb) ? cb : NULL,
               "an !hlsl.cbs entry does not start with a global holding a dx.CBuffer handle");
    free(ops);
    return false;
  }
  uint64_t *offs = rlv_xcalloc(MAX_MEMBERS, sizeof *offs);
  unsigned noffs = 0;
  bool ok = member_offsets(l, rt.element, offs, MAX_MEMBERS, &noffs);
  if (!ok)
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, cb,
               "the cbuffer layout is not a struct or dx.Layout type");
  for (unsigned i = 1; i < nops && ok; i++) {
    LLVMValueRef m = ops[i];
    if (!m || !LLVMIsAGlobalVariable(m))
      continue;
    if (i - 1 >= noffs) {
      rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, m,
                 "cbuffer member %u has no element in the %u-member layout", i - 1, noffs);
      ok = false;
      break;
    }
    ok &= rewrite_member(l, cb, m, offs[i - 1]);
  }
  free(offs);
  free(ops);
  return ok;
}

bool rlv_stage_cbuffer_access(rlv_lctx *l) {
  unsigned n = LLVMGetNamedMetadataNumOperands(l->module, "hlsl.cbs");
  if (n == 0)
    return true;
  LLVMValueRef *nodes = rlv_xcalloc(n, sizeof *nodes);
  LLVMGetNamedMetadataOperands(l->module, "hlsl.cbs", nodes);
  bool ok = true;
  for (unsigned i = 0; i < n; i++)
    ok &= rewrite_cbuffer(l, nodes[i]);
  free(nodes);
  return ok;
}
