/* Vectors left in DXIL before SM 6.9 (DXC Instr.Allowed, Types.NoVector): DXIL has no vector
 * instructions and no vector types in memory until SM 6.9's long vectors; LLVM's DirectX
 * backend scalarizes everything before op lowering. `rlv lower`'s scalarize stage (LLVM's
 * Scalarizer) splits vector instructions and vector loads and stores, but a vector alloca or
 * global keeps its type (LLVM's DXILDataScalarization is not done), so these rules run only
 * on request (--scalarized), on DXIL that claims to be complete. Libraries are exempt, as in DXC
 * (they are scalarized when linked); mesh and amplification shaders may keep vector instructions.
 * One report per function and rule, at the first offender, with the count. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/dxil.h"

enum { MAX_TYPE_DEPTH = 32 };

/* A vector DXC's validator rejects at this shader model: any vector before 6.9, a
 * one-element vector from 6.9. Looks inside arrays and structs. */
static bool has_bad_vector(LLVMTypeRef t, bool sm69, unsigned depth) {
  if (depth > MAX_TYPE_DEPTH)
    return false;
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind:
    return !sm69 || LLVMGetVectorSize(t) <= 1;
  case LLVMArrayTypeKind:
    return has_bad_vector(LLVMGetElementType(t), sm69, depth + 1);
  case LLVMStructTypeKind: {
    unsigned n = LLVMIsOpaqueStruct(t) ? 0 : LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (has_bad_vector(LLVMStructGetTypeAtIndex(t, i), sm69, depth + 1))
        return true;
    return false;
  }
  default:
    return false;
  }
}

/* The memory type an instruction handles (alloca, load, store, getelementptr), else NULL. */
static LLVMTypeRef memory_type(LLVMValueRef inst, const char **what) {
  switch (LLVMGetInstructionOpcode(inst)) {
  case LLVMAlloca:
    *what = "an alloca of";
    return LLVMGetAllocatedType(inst);
  case LLVMLoad:
    *what = "a load of";
    return LLVMTypeOf(inst);
  case LLVMStore:
    *what = "a store of";
    return LLVMTypeOf(LLVMGetOperand(inst, 0));
  case LLVMGetElementPtr:
    *what = "a getelementptr into";
    return LLVMGetGEPSourceElementType(inst);
  default:
    return NULL;
  }
}

static bool is_vector_instruction(LLVMOpcode op) {
  return op == LLVMExtractElement || op == LLVMInsertElement || op == LLVMShuffleVector;
}

static const char *opcode_name(LLVMOpcode op) {
  return op == LLVMExtractElement  ? "extractelement"
         : op == LLVMInsertElement ? "insertelement"
                                   : "shufflevector";
}

typedef struct first_seen {
  LLVMValueRef inst;
  const char *what;
  LLVMTypeRef type;
  size_t count;
} first_seen;

static void note(first_seen *f, LLVMValueRef inst, const char *what, LLVMTypeRef type) {
  if (!f->count++) {
    f->inst = inst;
    f->what = what;
    f->type = type;
  }
}

static char *others(size_t count, const char *noun) {
  return count > 1 ? rlv_strf(" (the first of %zu %s in this function)", count, noun)
                   : rlv_xstrdup("");
}

static void check_function(rlv_dxctx *d, LLVMValueRef fn, bool sm69, bool instructions_ok) {
  first_seen vec_inst = {0}, vec_type = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      LLVMOpcode op = LLVMGetInstructionOpcode(i);
      const char *what = NULL;
      LLVMTypeRef t;
      if (!sm69 && !instructions_ok && is_vector_instruction(op))
        note(&vec_inst, i, opcode_name(op), NULL);
      else if ((t = memory_type(i, &what)) && has_bad_vector(t, sm69, 0))
        note(&vec_type, i, what, t);
    }
  unsigned minor = d->dxil_minor;
  if (vec_inst.count) {
    char *more = others(vec_inst.count, "vector instructions");
    rlv_report(d->v->diags, RLV_RULE_DXIL_VECTOR_INSTRUCTION, vec_inst.inst,
               "%s at SM 6.%u%s; DXIL has no vector instructions before SM 6.9 (scalarize them)",
               vec_inst.what, minor, more);
    free(more);
  }
  if (vec_type.count) {
    char *ts = rlv_type_string(vec_type.type),
         *more = others(vec_type.count, "accesses of vector memory");
    rlv_report(d->v->diags, RLV_RULE_DXIL_VECTOR_TYPE, vec_type.inst, "%s %s at SM 6.%u%s; %s",
               vec_type.what, ts, minor, more,
               sm69 ? "one-element vectors are not DXIL types"
                    : "DXIL has no vector types before SM 6.9 (scalarize them)");
    free(more);
    free(ts);
  }
}

/* Internal (static) and groupshared globals are DXIL memory whose type DXC checks. */
static void check_globals(rlv_dxctx *d, bool sm69) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(d->v->module); g; g = LLVMGetNextGlobal(g)) {
    LLVMLinkage l = LLVMGetLinkage(g);
    bool internal = l == LLVMInternalLinkage || l == LLVMPrivateLinkage ||
                    LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 3;
    LLVMTypeRef t = LLVMGlobalGetValueType(g);
    if (!internal || !has_bad_vector(t, sm69, 0))
      continue;
    char *ts = rlv_type_string(t);
    size_t len = 0;
    const char *name = LLVMGetValueName2(g, &len);
    rlv_report(d->v->diags, RLV_RULE_DXIL_VECTOR_TYPE, NULL, "global @%.*s holds %s at SM 6.%u; %s",
               (int)len, name, ts, d->dxil_minor,
               sm69 ? "one-element vectors are not DXIL types"
                    : "DXIL has no vector types before SM 6.9 (scalarize them)");
    free(ts);
  }
}

void rlv_dx_check_vectors(rlv_dxctx *d) {
  const rlv_target *t = &d->v->target;
  if (!d->v->options->scalarized || !d->has_version || strcmp(t->stage, "library") == 0)
    return;
  bool sm69 = d->dxil_minor >= 9;
  bool instructions_ok = strcmp(t->stage, "mesh") == 0 || strcmp(t->stage, "amplification") == 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(d->v->module); fn; fn = LLVMGetNextFunction(fn))
    if (rlv_liveset_has(&d->v->live, fn))
      check_function(d, fn, sm69, instructions_ok);
  check_globals(d, sm69);
}
