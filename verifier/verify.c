/* The verifier's driver: finds the live code and the resource calls, runs each family. */
#include <stdlib.h>

#include "model/util.h"
#include "verifier/types.h"
#include "model/value_text.h"
#include "verifier/vctx.h"

static void push_call(rlv_vctx *v, size_t *cap, LLVMValueRef call, rlv_intrinsic id) {
  if (v->ncalls == *cap) {
    *cap = *cap ? *cap * 2 : 64;
    v->calls = rlv_xrealloc(v->calls, *cap * sizeof *v->calls);
  }
  v->calls[v->ncalls++] = (rlv_icall){call, id};
}

/* One walk over the live code: notes every type for the type rules and collects the
 * catalogued intrinsic calls. Callees are classified once each through a map. */
static void scan_live_code(rlv_vctx *v, rlv_types_state *types) {
  rlv_ptrmap callee_ids = {0};
  for (LLVMValueRef fn = LLVMGetFirstFunction(v->module); fn; fn = LLVMGetNextFunction(fn)) {
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    rlv_intrinsic id = rlv_intrinsic_of_name(name, len);
    if (id != RLV_INTR_NONE)
      rlv_ptrmap_put(&callee_ids, fn, (uintptr_t)id);
  }
  size_t cap = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(v->module); fn; fn = LLVMGetNextFunction(fn)) {
    if (!rlv_liveset_has(&v->live, fn))
      continue;
    rlv_types_note_function(types, fn);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      for (LLVMValueRef inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst)) {
        rlv_prefetch_ahead(inst);
        rlv_types_note(types, LLVMTypeOf(inst), inst);
        LLVMOpcode op = LLVMGetInstructionOpcode(inst);
        if (op == LLVMAlloca) {
          rlv_types_note(types, LLVMGetAllocatedType(inst), inst);
        } else if (op == LLVMCall) {
          uintptr_t id;
          LLVMValueRef callee = LLVMGetCalledValue(inst);
          if (callee && rlv_ptrmap_get(&callee_ids, callee, &id)) {
            push_call(v, &cap, inst, (rlv_intrinsic)id);
            /* A handle operand may be a constant (poison) that no instruction produced. */
            for (unsigned a = 0, n = LLVMGetNumArgOperands(inst); a < n; a++)
              rlv_types_note(types, LLVMTypeOf(LLVMGetOperand(inst, a)), inst);
          }
        }
      }
    }
  }
  rlv_ptrmap_free(&callee_ids);
}

void rlv_verify_module(LLVMModuleRef module, const rlv_verify_options *options, rlv_diags *diags) {
  rlv_vctx v = {0};
  v.module = module;
  v.llctx = LLVMGetModuleContext(module);
  v.dl = rlv_module_datalayout(module);
  v.diags = diags;
  v.options = options;
  /* The module does not change while it is verified: one numbering per function serves
   * every diagnostic (model/value_text.h). */
  v.printer = rlv_value_printer_create();
  rlv_diags_set_value_printer(diags, v.printer);
  rlv_target_parse(LLVMGetTarget(module), &v.target);
  rlv_liveset_compute(&v.live, module, options->all_functions);

  rlv_types_state types;
  rlv_types_init(&types, &v);
  rlv_types_note_globals(&types);
  scan_live_code(&v, &types);
  rlv_types_free(&types);

  bool intrinsic = options->level != RLV_LEVEL_DXIL;
  bool dxil = options->level == RLV_LEVEL_DXIL ||
              (options->level == RLV_LEVEL_AUTO && rlv_module_calls_dxil_ops(module));
  if (intrinsic) {
    rlv_check_bindings(&v);
    rlv_check_accesses(&v);
    rlv_check_counters(&v);
    rlv_check_spirv(&v);
    rlv_check_split64(&v);
    rlv_check_cbuffer_members(&v);
  }
  if (dxil)
    rlv_check_dxil(&v);

  free(v.calls);
  rlv_liveset_free(&v.live);
  LLVMDisposeTargetData(v.dl);
  rlv_diags_set_value_printer(diags, NULL);
  rlv_value_printer_free(v.printer);
}
