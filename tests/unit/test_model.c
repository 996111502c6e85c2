/* Unit tests for the model: type parsing, the catalogs, target triples, nesting scan. */
#include <stdio.h>
#include <string.h>

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

int main(void) {
  LLVMContextRef ctx = LLVMContextCreate();
  test_restype(ctx);
  test_catalog();
  test_target();
  test_rules();
  test_nesting();
  LLVMContextDispose(ctx);
  printf("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
