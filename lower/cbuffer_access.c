/* Stage cbuffer-access (LLVM 22's DXILCBufferAccess): every use of a cbuffer member global
 * (an addrspace(2) global listed in !hlsl.cbs after its @X.cb handle global) becomes
 *   %X.cb = load target("dx.CBuffer", ...), ptr @X.cb
 *   %p = call ptr addrspace(2) @llvm.dx.resource.getpointer...(%X.cb, i32 <member offset>)
 * inserted before the using instruction, one pair per use. Member offsets come from the
 * padded layout struct, skipping target("dx.Padding") elements (reference §1.5), or from
 * the int parameters of an older target("dx.Layout"). GEP constant expressions over the
 * members become instructions first. The member globals are then deleted, and !hlsl.cbs
 * with them, as LLVM's CBufferMetadata::eraseFromModule does. An entry whose members are
 * all gone already (a module lowered before) has nothing left to rewrite. */
#include <stdlib.h>
#include <string.h>

#include "lower/ptr_offset.h"
#include "model/util.h"

/* The byte offsets of the members of a cbuffer layout (an array the caller frees); NULL when
 * it is not a layout. */
static uint64_t *member_offsets(rlv_lctx *l, LLVMTypeRef layout, unsigned *count) {
  *count = 0;
  if (rlv_tt_of(layout) == RLV_TT_DX_LAYOUT) {
    unsigned n = LLVMGetTargetExtTypeNumIntParams(layout);
    uint64_t *offs = rlv_xcalloc(n ? n : 1, sizeof *offs);
    for (unsigned i = 1; i < n; i++)
      offs[(*count)++] = LLVMGetTargetExtTypeIntParam(layout, i);
    return offs;
  }
  if (LLVMGetTypeKind(layout) != LLVMStructTypeKind || !LLVMTypeIsSized(layout))
    return NULL;
  unsigned n = LLVMCountStructElementTypes(layout);
  uint64_t *offs = rlv_xcalloc(n ? n : 1, sizeof *offs);
  for (unsigned i = 0; i < n; i++) {
    LLVMTypeRef e = LLVMStructGetTypeAtIndex(layout, i);
    if (rlv_tt_of(e) == RLV_TT_DX_PADDING)
      continue;
    offs[(*count)++] = LLVMOffsetOfElement(l->dl, layout, i);
  }
  return offs;
}

static bool is_const_gep(LLVMValueRef v) {
  return v && LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr;
}

/* Builds instructions for a GEP constant expression over member `m` (possibly through other
 * GEP constants) at the builder's position, with `repl` in place of `m`. The base is an
 * instruction, so the builder cannot fold the GEP back into a constant. NULL when the
 * constant is not such a chain. */
static LLVMValueRef materialize_gep(rlv_lctx *l, LLVMValueRef ce, LLVMValueRef m, LLVMValueRef repl,
                                    unsigned depth) {
  LLVMValueRef base = LLVMGetOperand(ce, 0);
  if (base == m)
    base = repl;
  else if (is_const_gep(base) && depth < RLV_PTR_CHAIN_MAX)
    base = materialize_gep(l, base, m, repl, depth + 1);
  else
    return NULL;
  unsigned n = (unsigned)LLVMGetNumOperands(ce);
  LLVMValueRef idx[16];
  if (!base || n - 1 > 16)
    return NULL;
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

enum { USERS_SCANNED = 8 }; /* users compared one by one before a set takes over */

/* Users of `v`, each once, in use-list order. Free with free(). Most members have a few
 * users; past the first few a set keeps the walk linear in the uses. */
static LLVMValueRef *users_of(LLVMValueRef v, size_t *count) {
  size_t n = 0, cap = 0;
  LLVMValueRef *out = NULL;
  rlv_ptrmap later = {0}; /* the users past the first USERS_SCANNED */
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    bool seen = false;
    for (size_t i = 0; i < n && i < USERS_SCANNED && !seen; i++)
      seen = out[i] == user;
    if (seen || (n > USERS_SCANNED && rlv_ptrmap_has(&later, user)))
      continue;
    if (n >= USERS_SCANNED)
      rlv_ptrmap_put(&later, user, 1);
    if (n == cap)
      out = rlv_xrealloc(out, (cap = cap ? cap * 2 : 8) * sizeof *out);
    out[n++] = user;
  }
  rlv_ptrmap_free(&later);
  *count = n;
  return out;
}

/* The declaration of getpointer returning `ptr_type` for the handle type. */
static LLVMValueRef getpointer_decl(rlv_lctx *l, LLVMTypeRef ptr_type, LLVMTypeRef handle_type,
                                    LLVMTypeRef *fnty) {
  LLVMTypeRef ovl[2] = {ptr_type, handle_type};
  return rlv_intrinsic_decl(l, "llvm.dx.resource.getpointer", ovl, 2, fnty);
}

/* How to make a pointer to one member: the handle global and the getpointer declaration. */
typedef struct member_ctx {
  rlv_lctx *l;
  LLVMValueRef cb, m;
  LLVMTypeRef handle_type, fnty;
  LLVMValueRef getpointer, offset;
  char *name; /* the handle loads are named after the handle global */
  bool ok;
} member_ctx;

/* %X.cb = load ...; getpointer(%X.cb, offset), at the builder's position. */
static LLVMValueRef member_pointer(member_ctx *c) {
  rlv_lctx *l = c->l;
  LLVMValueRef h = LLVMBuildLoad2(l->builder, c->handle_type, c->cb, c->name);
  LLVMSetAlignment(h, LLVMABIAlignmentOfType(l->dl, c->handle_type));
  LLVMValueRef args[2] = {h, c->offset};
  return LLVMBuildCall2(l->builder, c->fnty, c->getpointer, args, 2, "");
}

/* Rewrites the instruction uses of `v` (the member, or a GEP constant over it). */
static void rewrite_uses(member_ctx *c, LLVMValueRef v, unsigned depth) {
  size_t n = 0;
  LLVMValueRef *users = users_of(v, &n);
  for (size_t i = 0; i < n; i++) {
    LLVMValueRef user = users[i];
    if (is_const_gep(user)) {
      if (depth < RLV_PTR_CHAIN_MAX)
        rewrite_uses(c, user, depth + 1);
      continue;
    }
    if (!LLVMIsAInstruction(user)) {
      rlv_report(c->l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS, c->m,
                 "cbuffer member is used by a constant other than a GEP");
      c->ok = false;
      continue;
    }
    int nops = LLVMGetNumOperands(user);
    for (int k = 0; k < nops; k++) {
      if (LLVMGetOperand(user, (unsigned)k) != v)
        continue;
      position_for_use(c->l, user, (unsigned)k);
      LLVMValueRef p = member_pointer(c);
      if (v != c->m)
        p = materialize_gep(c->l, v, c->m, p, 0);
      if (p)
        LLVMSetOperand(user, (unsigned)k, p);
    }
  }
  free(users);
}

/* llvm::Constant::removeDeadConstantUsers() const, which the C API does not offer (a
 * non-virtual member function takes `this` first; an LLVMValueRef is the Value itself). */
extern void _ZNK4llvm8Constant23removeDeadConstantUsersEv(LLVMValueRef constant);

/* Rewrites every instruction use of member `m` at byte `offset` of the cbuffer `cb`. */
static bool rewrite_member(rlv_lctx *l, LLVMValueRef cb, LLVMValueRef m, uint64_t offset) {
  member_ctx c = {l, cb, m, LLVMGlobalGetValueType(cb), NULL, NULL, NULL, NULL, true};
  c.getpointer = getpointer_decl(l, LLVMTypeOf(m), c.handle_type, &c.fnty);
  if (!c.getpointer) {
    rlv_report(l->diags, RLV_RULE_LOWER_INTERNAL, m, "llvm.dx.resource.getpointer is unknown");
    return false;
  }
  size_t len = 0;
  const char *cbname = LLVMGetValueName2(cb, &len);
  c.name = rlv_xstrndup(cbname, len);
  c.offset = LLVMConstInt(LLVMInt32TypeInContext(l->llctx), offset, false);
  rewrite_uses(&c, m, 0);
  free(c.name);
  if (c.ok) {
    /* Deleted, not replaced: !hlsl.cbs names every member in one uniqued node, which LLVM
     * re-hashes whole on every operand change (quadratic over 10,000 members), except that
     * the first deleted constant makes it distinct, and later changes are then cheap. So the
     * dead constant expressions go first (as LLVM's pass does), and RAUW only if some use
     * is left. */
    _ZNK4llvm8Constant23removeDeadConstantUsersEv(m);
    if (LLVMGetFirstUse(m))
      LLVMReplaceAllUsesWith(m, LLVMGetPoison(LLVMTypeOf(m)));
    LLVMDeleteGlobal(m);
  }
  return c.ok;
}

static bool has_member_global(LLVMValueRef *ops, unsigned nops) {
  for (unsigned i = 1; i < nops; i++)
    if (ops[i] && LLVMIsAGlobalVariable(ops[i]))
      return true;
  return false;
}

static bool rewrite_cbuffer(rlv_lctx *l, LLVMValueRef node) {
  unsigned nops = LLVMGetMDNodeNumOperands(node);
  if (nops == 0)
    return true;
  LLVMValueRef *ops = rlv_xcalloc(nops, sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  if (!has_member_global(ops, nops)) {
    free(ops);
    return true;
  }
  LLVMValueRef cb = ops[0];
  rlv_restype rt;
  if (!cb || !LLVMIsAGlobalVariable(cb) ||
      !rlv_restype_parse(LLVMGlobalGetValueType(cb), &rt) || rt.tt != RLV_TT_DX_CBUFFER ||
      !rt.element) {
    rlv_report(l->diags, RLV_RULE_LOWER_UNSUPPORTED_ACCESS,
               cb && LLVMIsAGlobalVariable(cb) ? cb : NULL,
               "an !hlsl.cbs entry does not start with a global holding a dx.CBuffer handle");
    free(ops);
    return false;
  }
  unsigned noffs = 0;
  uint64_t *offs = member_offsets(l, rt.element, &noffs);
  bool ok = offs != NULL;
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

/* llvm::NamedMDNode::eraseFromParent(), which the C API does not offer: a non-virtual
 * member function takes `this` as its first argument (Itanium C++ ABI), and an
 * LLVMNamedMDNodeRef is the NamedMDNode itself. */
extern void _ZN4llvm11NamedMDNode15eraseFromParentEv(LLVMNamedMDNodeRef node);

bool rlv_stage_cbuffer_access(rlv_lctx *l) {
  LLVMNamedMDNodeRef cbs = LLVMGetNamedMetadata(l->module, "hlsl.cbs", strlen("hlsl.cbs"));
  if (!cbs)
    return true;
  unsigned n = LLVMGetNamedMetadataNumOperands(l->module, "hlsl.cbs");
  LLVMValueRef *nodes = rlv_xcalloc(n ? n : 1, sizeof *nodes);
  LLVMGetNamedMetadataOperands(l->module, "hlsl.cbs", nodes);
  bool ok = true;
  for (unsigned i = 0; i < n; i++)
    ok &= rewrite_cbuffer(l, nodes[i]);
  free(nodes);
  if (ok)
    _ZN4llvm11NamedMDNode15eraseFromParentEv(cbs);
  return ok;
}
