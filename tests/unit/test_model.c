/* Unit tests for the model: type parsing, the catalogs, target triples, nesting scan. */
#include <stdio.h>
#include <string.h>

#include <stdlib.h>

#include <llvm-c/IRReader.h>

#include "model/util.h"
#include "model/value_text.h"
#include "rlv/rlv.h"

#include "check.h"

static LLVMTypeRef target_type(LLVMContextRef ctx, const char *name, LLVMTypeRef *types,
                               unsigned ntypes, unsigned *ints, unsigned nints) {
  return LLVMTargetExtTypeInContext(ctx, name, types, ntypes, ints, nints);
}

static void test_restype(LLVMContextRef ctx) {
  rlv_restype r;
  LLVMTypeRef v4f = LLVMVectorType(LLVMFloatTypeInContext(ctx), 4);
  unsigned tb[] = {1, 0, 0};
  CHECK(rlv_restype_parse(target_type(ctx, "dx.TypedBuffer", &v4f, 1, tb, 3), &r));
  CHECK(r.well_formed && r.kind == RLV_KIND_TYPEDBUFFER && r.res_class == RLV_CLASS_UAV);
  CHECK(r.element == v4f);

  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  unsigned raw[] = {0, 0};
  CHECK(rlv_restype_parse(target_type(ctx, "dx.RawBuffer", &i8, 1, raw, 2), &r));
  CHECK(r.kind == RLV_KIND_RAWBUFFER && r.res_class == RLV_CLASS_SRV);

  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  unsigned rawuav[] = {1, 0};
  CHECK(rlv_restype_parse(target_type(ctx, "dx.RawBuffer", &i32, 1, rawuav, 2), &r));
  CHECK(r.kind == RLV_KIND_STRUCTUREDBUFFER && r.res_class == RLV_CLASS_UAV);

  CHECK(rlv_restype_parse(target_type(ctx, "dx.TypedBuffer", &v4f, 1, NULL, 0), &r));
  CHECK(!r.well_formed);

  unsigned ms[] = {0, 8, 0, 3};
  CHECK(rlv_restype_parse(target_type(ctx, "dx.MSTexture", &v4f, 1, ms, 4), &r));
  CHECK(r.sample_count == 8 && r.kind == RLV_KIND_TEXTURE2DMS);

  unsigned fb[] = {1, 17};
  CHECK(rlv_restype_parse(target_type(ctx, "dx.FeedbackTexture", NULL, 0, fb, 2), &r));
  CHECK(r.res_class == RLV_CLASS_UAV && r.kind == RLV_KIND_FEEDBACKTEXTURE2D && r.feedback_kind == 1);

  CHECK(rlv_restype_parse(target_type(ctx, "dx.Bogus", NULL, 0, NULL, 0), &r));
  CHECK(r.tt == RLV_TT_UNKNOWN_DX && !r.well_formed);

  CHECK(!rlv_restype_parse(i32, &r));
  CHECK(!rlv_restype_parse(target_type(ctx, "aarch64.svcount", NULL, 0, NULL, 0), &r));

  LLVMTypeRef arr = LLVMArrayType2(i32, 0);
  unsigned vb[] = {12, 1};
  CHECK(rlv_restype_parse(target_type(ctx, "spirv.VulkanBuffer", &arr, 1, vb, 2), &r));
  CHECK(r.well_formed && r.res_class == RLV_CLASS_UAV && r.kind == RLV_KIND_STRUCTUREDBUFFER);

  LLVMTypeRef f = LLVMFloatTypeInContext(ctx);
  unsigned img[] = {5, 2, 0, 0, 2, 3};
  CHECK(rlv_restype_parse(target_type(ctx, "spirv.Image", &f, 1, img, 6), &r));
  CHECK(r.well_formed && r.res_class == RLV_CLASS_UAV && r.kind == RLV_KIND_TYPEDBUFFER);
}

static void test_catalog(void) {
  const char *n1 = "llvm.dx.resource.load.cbufferrow.4.f32.f32.f32.f32.tdx.CBuffer_x";
  CHECK(rlv_intrinsic_of_name(n1, strlen(n1)) == RLV_DX_LOAD_CBUFFERROW_4);
  const char *n2 = "llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i8_0_0t";
  CHECK(rlv_intrinsic_of_name(n2, strlen(n2)) == RLV_DX_HANDLEFROMIMPLICITBINDING);
  const char *n3 = "llvm.dx.resource.getpointer";
  CHECK(rlv_intrinsic_of_name(n3, strlen(n3)) == RLV_DX_GETPOINTER);
  const char *n4 = "llvm.dx.resource.getpointerx";
  CHECK(rlv_intrinsic_of_name(n4, strlen(n4)) == RLV_INTR_NONE);
  const char *n5 = "llvm.spv.resource.counterhandlefromimplicitbinding.tspirv.x";
  CHECK(rlv_intrinsic_of_name(n5, strlen(n5)) == RLV_SPV_COUNTERHANDLEFROMIMPLICITBINDING);
  const char *n6 = "llvm.dx.thread.id";
  CHECK(rlv_intrinsic_of_name(n6, strlen(n6)) == RLV_INTR_NONE);
  CHECK(rlv_dxil_op_by_opcode(139) && strcmp(rlv_dxil_op_by_opcode(139)->name, "rawBufferLoad") == 0);
  CHECK(rlv_dxil_op_by_name("createHandleFromBinding", 23)->opcode == 217);
  CHECK(rlv_dxil_op_by_opcode(1000) == NULL);
}

static void test_target(void) {
  rlv_target t;
  rlv_target_parse("dxilv1.6-unknown-shadermodel6.6-compute", &t);
  CHECK(t.arch == RLV_ARCH_DXIL && t.sm_major == 6 && t.sm_minor == 6 && strcmp(t.stage, "compute") == 0);
  rlv_target_parse("dxil-pc-shadermodel6.2-library", &t);
  CHECK(rlv_sm_value(&t) == 62 && strcmp(t.stage, "library") == 0);
  rlv_target_parse("spirv-unknown-vulkan1.3-compute", &t);
  CHECK(t.arch == RLV_ARCH_SPIRV && t.sm_major == 0);
  rlv_target_parse("", &t);
  CHECK(t.arch == RLV_ARCH_UNKNOWN);
}

static void test_rules(void) {
  for (unsigned r = 0; r < RLV_RULE_COUNT; r++) {
    const rlv_rule *rule = rlv_rule_get((rlv_rule_id)r);
    CHECK(rule && rule->id && rule->summary);
    CHECK(rlv_rule_find(rule->id) == rule); /* ids are unique */
  }
  CHECK(rlv_rule_find("no-such-rule") == NULL);
}

static void test_nesting(void) {
  const char *s = "; ((((\n%x = type { [2 x <4 x i32>] } \"((((\"";
  CHECK(rlv_scan_nesting(s, strlen(s), 100) == 3);
  CHECK(rlv_scan_nesting("((((((", 6, 3) == 4);
}


/* rlv_value_text prints an instruction of a large function (from a clone, with its own
 * numbering) exactly as LLVM prints it attached, and rlv_value_ref names it as LLVM does. */
static void test_value_text(LLVMContextRef ctx) {
  rlv_buf ir = {0};
  rlv_buf_puts(&ir, "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-n8:16:32:64\"\n"
                    "declare i32 @g(i32, ptr)\ndeclare void @h(float)\n@G = global [4 x i32] zeroinitializer\n"
                    "define i32 @big(i32 %0, ptr %p, <4 x float> %1, { i32, float } %2) {\n"
                    "  %\"a b\" = add i32 %0, 1\n  %\"1x\" = add i32 %\"a b\", 2\n  br label %4\n4:\n");
  /* Unnamed: the arguments %0-%2, the entry block %3, the loop body's block %4, then eight
   * per round from %5. */
  for (int i = 0; i < 400; i++) {
    int b = 5 + 8 * i;
    rlv_buf_printf(&ir, "  %%x%d = mul nsw i32 %%0, %d\n  %%%d = add i32 %%x%d, %%\"1x\"\n", i, i, b, i);
    rlv_buf_printf(&ir, "  %%%d = getelementptr inbounds [4 x i32], ptr @G, i32 0, i32 %%%d\n", b + 1, b);
    rlv_buf_printf(&ir, "  %%%d = load i32, ptr %%%d, align 4\n", b + 2, b + 1);
    rlv_buf_printf(&ir, "  store i32 %%%d, ptr %%p, align 4\n", b + 2);
    rlv_buf_printf(&ir, "  %%%d = call i32 @g(i32 %%%d, ptr %%%d)\n", b + 3, b + 2, b + 1);
    rlv_buf_printf(&ir, "  %%%d = icmp ult i32 %%%d, 7\n", b + 4, b + 3);
    rlv_buf_printf(&ir, "  %%%d = select i1 %%%d, i32 %%%d, i32 0\n", b + 5, b + 4, b + 3);
    rlv_buf_printf(&ir, "  %%%d = extractelement <4 x float> %%1, i32 %%%d\n", b + 6, b + 5);
    rlv_buf_printf(&ir, "  call void @h(float %%%d)\n", b + 6);
    rlv_buf_printf(&ir, "  %%%d = extractvalue { i32, float } %%2, 0\n", b + 7);
  }
  rlv_buf_puts(&ir, "  ret i32 %\"1x\"\n}\n");
  LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir.data, ir.len, "vt");
  LLVMModuleRef m = NULL;
  char *err = NULL;
  CHECK(LLVMParseIRInContext(ctx, mb, &m, &err) == 0);
  if (err)
    fprintf(stderr, "%s\n", err);
  LLVMDisposeMessage(err);
  rlv_buf_free(&ir);
  if (!m)
    return;
  rlv_value_printer *pr = rlv_value_printer_create();
  LLVMValueRef fn = LLVMGetNamedFunction(m, "big");
  size_t compared = 0, mismatched = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      char *want = LLVMPrintValueToString(i);
      const char *w = want + strspn(want, " ");
      char *got = rlv_value_text(pr, i);
      compared++;
      if (strcmp(got, w) != 0 && mismatched++ < 3)
        fprintf(stderr, "value_text: got '%s'\n            want '%s'\n", got, w);
      const char *eq = strstr(w, " = ");
      if (eq && w[0] == '%') {
        char *ref = rlv_value_ref(pr, i);
        CHECK(strlen(ref) == (size_t)(eq - w) && strncmp(ref, w, (size_t)(eq - w)) == 0);
        free(ref);
      }
      free(got);
      LLVMDisposeMessage(want);
    }
  CHECK(compared > RLV_VALUE_TEXT_FULL_PRINT);
  CHECK(mismatched == 0);
  char *arg_ref = rlv_value_ref(pr, LLVMGetParam(fn, 2));
  CHECK(strcmp(arg_ref, "%1") == 0);
  free(arg_ref);
  rlv_value_printer_free(pr);
  LLVMDisposeModule(m);
}

int main(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  test_restype(ctx);
  test_catalog();
  test_target();
  test_rules();
  test_nesting();
  test_value_text(ctx);
  LLVMContextDispose(ctx);
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
