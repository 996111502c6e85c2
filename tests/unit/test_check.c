/* check/: each path through the pipeline, how far it gets, the lowered module it can hand
 * back, and the proof step alone. */
#include <string.h>

#include "check.h"
#include "rlv/rlv.h"

#define DXIL_HEADER "target triple = \"dxil-pc-shadermodel6.6-compute\"\n"
/* A typed store of `value` through a binding of u0 with `range` registers. */
#define STORE_IN(range, value)                                                                     \
  "define void @main(i32 %i) {\n"                                                                  \
  "  %h = call target(\"dx.TypedBuffer\", float, 1, 0, 0) "                                        \
  "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 " range        \
  ", i32 0, "                                                                                      \
  "ptr null)\n"                                                                                    \
  "  call void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32("                \
  "target(\"dx.TypedBuffer\", float, 1, 0, 0) %h, i32 %i, float " value ")\n"                      \
  "  ret void\n}\n"                                                                                \
  "declare target(\"dx.TypedBuffer\", float, 1, 0, 0) "                                            \
  "@llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)\n"      \
  "declare void @llvm.dx.resource.store.typedbuffer.tdx.TypedBuffer_f32_1_0_0t.f32("               \
  "target(\"dx.TypedBuffer\", float, 1, 0, 0), i32, float)\n"

#define STORE(value) STORE_IN("1", value)

static LLVMModuleRef parse(LLVMContextRef ctx, const char *text) {
  rlv_diags *d = rlv_diags_create();
  LLVMModuleRef m = rlv_parse_module(ctx, "test.ll", text, strlen(text), d);
  CHECK(m != NULL);
  rlv_diags_free(d);
  return m;
}

static void test_lowered_and_proved(rlv_prover *p) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, DXIL_HEADER STORE("1.0"));
  rlv_check_result r;
  rlv_check_module(p, m, "a.ll", &(rlv_check_options){0}, &r);
  CHECK(r.path == RLV_CHECK_PATH_LOWER && r.reached == RLV_CHECK_STEP_PROVE);
  CHECK(r.has_proof && r.proof.count == 1 && r.proof.fns[0].verdict == RLV_VERDICT_PROVED);
  CHECK(strcmp(r.proof.before_file, "a.ll") == 0 && strcmp(r.proof.after_file, "rlv lower") == 0);
  CHECK(r.exit_code == RLV_EXIT_OK && r.lowered == NULL && strcmp(r.file, "a.ll") == 0);
  rlv_check_result_free(&r);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

/* skip_proof + keep_lowered (the fuzz harnesses): the lowered clone comes back, no proof;
 * the proof step alone then refutes a wrong AFTER. */
static void test_kept_then_proved_alone(rlv_prover *p) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, DXIL_HEADER STORE("1.0"));
  LLVMModuleRef wrong = parse(ctx, DXIL_HEADER STORE("2.0"));
  rlv_check_result r;
  rlv_check_module(NULL, m, "a.ll", &(rlv_check_options){.skip_proof = true, .keep_lowered = true},
                   &r);
  CHECK(r.reached == RLV_CHECK_STEP_VERIFY_DXIL && !r.has_proof && r.lowered != NULL);
  CHECK(r.lowered && LLVMGetNamedFunction(r.lowered, "dx.op.bufferStore.f32") != NULL);
  rlv_check_prove(p, m, wrong, "wrong.ll", &r);
  CHECK(r.has_proof && r.proof.count == 1 && r.proof.fns[0].verdict == RLV_VERDICT_REFUTED);
  CHECK(r.exit_code == RLV_EXIT_FINDINGS);
  rlv_check_result_free(&r);
  LLVMDisposeModule(wrong);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

/* The gate: input with verifier errors is never lowered (lower/ assumes valid input). */
static void test_gate(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, DXIL_HEADER STORE_IN("0", "1.0"));
  rlv_check_result r;
  rlv_check_module(NULL, m, "a.ll", &(rlv_check_options){.keep_lowered = true}, &r);
  CHECK(r.path == RLV_CHECK_PATH_LOWER && r.reached == RLV_CHECK_STEP_VERIFY);
  CHECK(!r.has_proof && r.lowered == NULL && r.exit_code == RLV_EXIT_FINDINGS);
  CHECK(rlv_diags_has_rule(r.diags, RLV_RULE_BINDING_RANGE_ZERO));
  rlv_diags *d = rlv_diags_create();
  CHECK(!rlv_check_gate(m, d) && rlv_diags_has_rule(d, RLV_RULE_BINDING_RANGE_ZERO));
  rlv_diags_free(d);
  rlv_check_result_free(&r);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

static void test_not_dxil(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, "target triple = \"spirv1.6-unknown-vulkan1.3-compute\"\n"
                               "define void @main() {\n  ret void\n}\n");
  rlv_check_result r;
  rlv_check_module(NULL, m, "s.ll", &(rlv_check_options){0}, &r);
  CHECK(r.path == RLV_CHECK_PATH_NOT_DXIL && r.reached == RLV_CHECK_STEP_VERIFY && !r.has_proof);
  CHECK(rlv_diags_has_rule(r.diags, RLV_RULE_CHECK_NOT_DXIL) && r.exit_code == RLV_EXIT_OK);
  rlv_check_result_free(&r);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
}

static void test_unusable_file(rlv_prover *p) {
  rlv_check_result r;
  rlv_check_file(p, "/nonexistent/rlv-test-check.ll", &(rlv_check_options){0}, &r);
  CHECK(r.path == RLV_CHECK_PATH_NONE && r.reached == RLV_CHECK_STEP_INPUT && !r.has_proof);
  CHECK(r.exit_code == RLV_EXIT_UNUSABLE && rlv_diags_count(r.diags) == 1);
  rlv_check_result_free(&r);
}

static void test_exit_codes(void) {
  CHECK(rlv_exit_code_combine(RLV_EXIT_OK, RLV_EXIT_UNKNOWN) == RLV_EXIT_UNKNOWN);
  CHECK(rlv_exit_code_combine(RLV_EXIT_UNKNOWN, RLV_EXIT_FINDINGS) == RLV_EXIT_FINDINGS);
  CHECK(rlv_exit_code_combine(RLV_EXIT_FINDINGS, RLV_EXIT_UNUSABLE) == RLV_EXIT_UNUSABLE);
  CHECK(rlv_exit_code_combine(RLV_EXIT_UNUSABLE, RLV_EXIT_OK) == RLV_EXIT_UNUSABLE);
}

int main(void) {
  rlv_process_init();
  rlv_prover *p = rlv_prover_create(NULL);
  test_lowered_and_proved(p);
  test_kept_then_proved_alone(p);
  test_gate();
  test_not_dxil();
  test_unusable_file(p);
  rlv_prover_free(p);
  test_exit_codes();
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
