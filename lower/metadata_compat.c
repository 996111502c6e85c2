/* The rest of LLVM 22's DXILTranslateMetadata: metadata that DXIL (LLVM 3.7) does not know is
 * dropped. Module flags with a behaviour newer than AppendUnique become Warning (the flags are
 * rebuilt, as cleanModuleFlags does); named metadata outside DXIL's allow-list goes (llvm.dbg.*
 * stays); on instructions, `hlsl.controlflow.hint` becomes `dx.controlflow.hints`, `llvm.loop`
 * keeps only the unroll hints (a chain of loop nodes collapsed into one), and every kind but
 * the allowed ones and the debug location is dropped. Where LLVM also reports an ill-formed
 * unroll hint or conflicting hints as an error, rlv drops the hint without a diagnostic. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "lower/metadata_compat.h"
#include "model/util.h"

/* llvm::NamedMDNode::eraseFromParent(), which the C API does not offer (as in
 * lower/cbuffer_access.c). */
extern void _ZN4llvm11NamedMDNode15eraseFromParentEv(LLVMNamedMDNodeRef node);

#define APPEND_UNIQUE 6 /* Module::AppendUnique: the newest behaviour LLVM 3.7 knows */
#define WARNING 2

static unsigned kind_id(rlv_lctx *l, const char *name) {
  return LLVMGetMDKindIDInContext(l->llctx, name, (unsigned)strlen(name));
}

static LLVMValueRef *md_operands(LLVMValueRef node, unsigned *n) {
  *n = LLVMGetMDNodeNumOperands(node);
  LLVMValueRef *ops = rlv_xmalloc((*n ? *n : 1) * sizeof *ops);
  LLVMGetMDNodeOperands(node, ops);
  return ops;
}

static bool is_string(LLVMValueRef v, const char *s) {
  unsigned len = 0;
  const char *str = v && LLVMIsAMDString(v) ? LLVMGetMDString(v, &len) : NULL;
  return str && len == strlen(s) && memcmp(str, s, len) == 0;
}

/* ---- module flags ---- */

/* cleanModuleFlags: read the (behaviour, key, value) triples from the named node itself (the
 * C API's flag accessors do not handle Max and Min). */
static void clean_module_flags(rlv_lctx *l) {
  const char *name = "llvm.module.flags";
  unsigned n = LLVMGetNamedMetadataNumOperands(l->module, name);
  if (n == 0)
    return;
  LLVMValueRef *flags = rlv_xmalloc(n * sizeof *flags);
  LLVMGetNamedMetadataOperands(l->module, name, flags);
  bool updated = false, well_formed = true;
  for (unsigned i = 0; i < n; i++) {
    unsigned k = 0;
    LLVMValueRef *ops = md_operands(flags[i], &k);
    /* the input guard refuses flags that are not such triples; never rebuild one anyway */
    if (k != 3 || !ops[0] || !LLVMIsAConstantInt(ops[0]) || !ops[1] || !LLVMIsAMDString(ops[1]) ||
        !ops[2] || LLVMConstIntGetZExtValue(ops[0]) == 0)
      well_formed = false;
    else if (LLVMConstIntGetZExtValue(ops[0]) > APPEND_UNIQUE)
      updated = true;
    free(ops);
  }
  if (updated && well_formed) {
    /* read everything before the node goes: the values live on in their own nodes */
    LLVMValueRef(*triples)[3] = rlv_xmalloc(n * sizeof *triples);
    for (unsigned i = 0; i < n; i++)
      LLVMGetMDNodeOperands(flags[i], triples[i]);
    _ZN4llvm11NamedMDNode15eraseFromParentEv(LLVMGetNamedMetadata(l->module, name, strlen(name)));
    for (unsigned i = 0; i < n; i++) {
      uint64_t behaviour = LLVMConstIntGetZExtValue(triples[i][0]);
      if (behaviour > APPEND_UNIQUE)
        behaviour = WARNING;
      unsigned len = 0;
      const char *key = LLVMGetMDString(triples[i][1], &len);
      /* LLVMModuleFlagBehavior counts from Error = 0, Module::ModFlagBehavior from 1 */
      LLVMAddModuleFlag(l->module, (LLVMModuleFlagBehavior)(behaviour - 1), key, len,
                        LLVMValueAsMetadata(triples[i][2]));
    }
    free(triples);
  }
  free(flags);
}

/* The named metadata DXIL keeps (CompatibleNamedModuleMDs). */
static bool named_kept(const char *name, size_t len) {
  static const char *const kept[] = {"llvm.ident",    "llvm.module.flags", "dx.resources",
                                     "dx.valver",     "dx.shaderModel",    "dx.version",
                                     "dx.entryPoints"};
  if (len >= 9 && memcmp(name, "llvm.dbg.", 9) == 0)
    return true;
  for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++)
    if (len == strlen(kept[i]) && memcmp(name, kept[i], len) == 0)
      return true;
  return false;
}

static void strip_named_metadata(rlv_lctx *l) {
  size_t n = 0, cap = 0;
  LLVMNamedMDNodeRef *gone = NULL;
  for (LLVMNamedMDNodeRef md = LLVMGetFirstNamedMetadata(l->module); md;
       md = LLVMGetNextNamedMetadata(md)) {
    size_t len = 0;
    const char *name = LLVMGetNamedMetadataName(md, &len);
    if (named_kept(name, len))
      continue;
    if (n == cap)
      gone = rlv_xrealloc(gone, (cap = cap ? cap * 2 : 8) * sizeof *gone);
    gone[n++] = md;
  }
  for (size_t i = 0; i < n; i++)
    _ZN4llvm11NamedMDNode15eraseFromParentEv(gone[i]);
  free(gone);
}

/* ---- instructions ---- */

typedef struct kinds {
  unsigned hint, hints, loop;
  unsigned allowed[7];
} kinds;

/* translateBranchMetadata: !{!"hlsl.controlflow.hint", i32 v} -> !{!"dx.controlflow.hints",
 * i32 v}. */
static void translate_branch_hint(rlv_lctx *l, const kinds *k, LLVMValueRef term) {
  LLVMValueRef hint = LLVMGetMetadata(term, k->hint);
  if (!hint)
    return;
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(hint, &n);
  if (n == 2 && ops[1] && LLVMIsAConstantInt(ops[1])) {
    const char *s = "dx.controlflow.hints";
    LLVMMetadataRef vals[2] = {LLVMMDStringInContext2(l->llctx, s, strlen(s)),
                               LLVMValueAsMetadata(ops[1])};
    LLVMSetMetadata(term, k->hints,
                    LLVMMetadataAsValue(l->llctx, LLVMMDNodeInContext2(l->llctx, vals, 2)));
  }
  free(ops);
  LLVMSetMetadata(term, k->hint, NULL);
}

/* A loop node in the self-referential form !0 = !{!0, ...}. */
static bool is_distinct_loop(LLVMValueRef node) {
  if (!node || !LLVMIsAMDNode(node) || LLVMGetMDNodeNumOperands(node) == 0)
    return false;
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(node, &n);
  bool self = ops[0] == node;
  free(ops);
  return self;
}

/* isLoopMDCompatible, less its error reports. */
static bool unroll_hint(LLVMValueRef op) {
  if (!op || !LLVMIsAMDNode(op) || LLVMGetMDNodeNumOperands(op) == 0)
    return false;
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(op, &n);
  bool ok = false;
  if (is_string(ops[0], "llvm.loop.unroll.count"))
    ok = n == 2 && ops[1] && LLVMIsAConstantInt(ops[1]);
  else if (is_string(ops[0], "llvm.loop.unroll.disable") ||
           is_string(ops[0], "llvm.loop.unroll.full"))
    ok = n == 1;
  free(ops);
  return ok;
}

/* translateLoopMetadata. */
static void translate_loop(rlv_lctx *l, const kinds *k, LLVMValueRef br, LLVMValueRef base) {
  if (!is_distinct_loop(base)) {
    LLVMSetMetadata(br, k->loop, NULL);
    return;
  }
  for (;;) {
    unsigned n = 0;
    LLVMValueRef *ops = md_operands(base, &n);
    LLVMValueRef next = n > 1 && is_distinct_loop(ops[1]) ? ops[1] : NULL;
    free(ops);
    if (!next)
      break;
    base = next;
  }
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(base, &n);
  LLVMMetadataRef *kept = rlv_xmalloc((n ? n : 1) * sizeof *kept);
  LLVMMetadataRef temp = LLVMTemporaryMDNode(l->llctx, NULL, 0);
  unsigned m = 0;
  kept[m++] = temp;
  for (unsigned i = 1; i < n; i++)
    if (unroll_hint(ops[i]))
      kept[m++] = LLVMValueAsMetadata(ops[i]);
  LLVMMetadataRef loop = LLVMMDNodeInContext2(l->llctx, kept, m);
  LLVMMetadataReplaceAllUsesWith(temp, loop);
  LLVMSetMetadata(br, k->loop, LLVMMetadataAsValue(l->llctx, loop));
  free(kept);
  free(ops);
}

static bool allowed(const kinds *k, unsigned kind) {
  for (size_t i = 0; i < sizeof k->allowed / sizeof k->allowed[0]; i++)
    if (k->allowed[i] == kind)
      return true;
  return false;
}

/* dropUnknownNonDebugMetadata with DXIL's allow-list. */
static void drop_unknown(const kinds *k, LLVMValueRef inst) {
  size_t n = 0;
  LLVMValueMetadataEntry *md = LLVMInstructionGetAllMetadataOtherThanDebugLoc(inst, &n);
  for (size_t i = 0; i < n; i++) {
    unsigned kind = LLVMValueMetadataEntriesGetKind(md, (unsigned)i);
    if (kind != 0 && !allowed(k, kind)) /* 0 is MD_dbg, the debug location */
      LLVMSetMetadata(inst, kind, NULL);
  }
  if (md)
    LLVMDisposeValueMetadataEntries(md);
}

static void translate_instruction_metadata(rlv_lctx *l) {
  kinds k = {.hint = kind_id(l, "hlsl.controlflow.hint"),
             .hints = kind_id(l, "dx.controlflow.hints"),
             .loop = kind_id(l, "llvm.loop")};
  const char *names[7] = {"dx.nonuniform", "dx.controlflow.hints", "dx.precise",
                          "range",         "alias.scope",          "noalias",
                          "llvm.loop"};
  for (size_t i = 0; i < 7; i++)
    k.allowed[i] = kind_id(l, names[i]);
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
      if (term)
        translate_branch_hint(l, &k, term);
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMHasMetadata(i))
          continue;
        LLVMValueRef loop = LLVMIsABranchInst(i) ? LLVMGetMetadata(i, k.loop) : NULL;
        if (loop)
          translate_loop(l, &k, i, loop);
        drop_unknown(&k, i);
      }
    }
}

void rlv_translate_compat_metadata(rlv_lctx *l) {
  clean_module_flags(l);
  strip_named_metadata(l);
  translate_instruction_metadata(l);
}
