/* Unit tests for rlv_fuzz_lower's parts: the interpreter (interp/) on hand-written
 * BEFORE/AFTER pairs that must agree and on wrong AFTERs (the bugs a lowering can have) that
 * it must tell apart; the generator (fuzz/gen.c): deterministic, and every module valid. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>

#include "fuzz/gen.h"
#include "rlv/interp.h"
#include "rlv/rlv.h"

#include "check.h"

#define DL                                                                                          \
  "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:" \
  "32:64-v48:16:16-v96:32:32-v192:64:64\"\n"
#define SM66 DL "target triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n"
#define SM60 DL "target triple = \"dxilv1.0-unknown-shadermodel6.0-compute\"\n"
#define SM62 DL "target triple = \"dxilv1.2-unknown-shadermodel6.2-compute\"\n"

static LLVMModuleRef parse(LLVMContextRef ctx, const char *text) {
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(text, strlen(text), "test");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    fprintf(stderr, "parse error: %s\n", msg);
    LLVMDisposeMessage(msg);
    return NULL;
  }
  return m;
}

/* ---- states */

static rlv_ires *add(rlv_istate *st, unsigned cls, unsigned space, unsigned reg, rlv_ires_kind kind, unsigned count) {
  st->res = realloc(st->res, (st->nres + 1) * sizeof *st->res);
  rlv_ires *r = &st->res[st->nres++];
  memset(r, 0, sizeof *r);
  r->res_class = cls;
  r->space = space;
  r->reg = reg;
  r->kind = kind;
  r->count = count;
  r->lanes = 4;
  r->lane_bits = 32;
  return r;
}

static void fill_pattern(rlv_ires *r) {
  for (uint32_t i = 0; i < r->nbytes; i++)
    r->data[i] = (uint8_t)(i * 7 + 1);
}

typedef enum outcome { SAME, DIFFERENT, AFTER_UB, BEFORE_NOT_OK, AFTER_UNSUPPORTED } outcome;

/* Runs @main of both modules on copies of `init`; `where` (optional) gets the difference. */
static outcome compare(const char *before_ir, const char *after_ir, const rlv_istate *init, char **where) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef b = parse(ctx, before_ir), a = parse(ctx, after_ir);
  outcome out = BEFORE_NOT_OK;
  if (b && a) {
    rlv_interp *ib = rlv_interp_create(b), *ia = rlv_interp_create(a);
    rlv_istate sb, sa;
    rlv_istate_copy(&sb, init);
    rlv_istate_copy(&sa, init);
    char *why = NULL, *d = NULL;
    if (rlv_interp_run(ib, LLVMGetNamedFunction(b, "main"), &sb, &why) != RLV_IRUN_OK) {
      fprintf(stderr, "BEFORE: %s\n", why);
    } else {
      free(why);
      why = NULL;
      rlv_irun_status s = rlv_interp_run(ia, LLVMGetNamedFunction(a, "main"), &sa, &why);
      if (s == RLV_IRUN_UB)
        out = AFTER_UB;
      else if (s == RLV_IRUN_UNSUPPORTED)
        out = AFTER_UNSUPPORTED;
      else
        out = rlv_istate_equal(&sb, &sa, &d) ? SAME : DIFFERENT;
      if (why && getenv("TEST_INTERP_VERBOSE"))
        fprintf(stderr, "AFTER: %s\n", why);
    }
    if (where)
      *where = d;
    else
      free(d);
    free(why);
    rlv_istate_free(&sb);
    rlv_istate_free(&sa);
    rlv_interp_free(ib);
    rlv_interp_free(ia);
  }
  if (b)
    LLVMDisposeModule(b);
  if (a)
    LLVMDisposeModule(a);
  LLVMContextDispose(ctx);
  return out;
}

/* Runs @main of one module on `st` in place. */
static rlv_irun_status run_one(const char *ir, rlv_istate *st) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, ir);
  rlv_irun_status s = RLV_IRUN_UNSUPPORTED;
  if (m) {
    rlv_interp *in = rlv_interp_create(m);
    s = rlv_interp_run(in, LLVMGetNamedFunction(m, "main"), st, NULL);
    rlv_interp_free(in);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
  return s;
}

/* ---- typed buffers: RWBuffer<float4> In (u0) copied to Out (u1), element tid -> tid+1 */

static const char *typed_before =
    SM66 "define void @main() {\n"
         "  %in = call target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
         "  %out = call target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)\n"
         "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) %in, i32 %t)\n"
         "  %v = load <4 x float>, ptr %p\n"
         "  %t1 = add i32 %t, 1\n"
         "  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) %out, i32 %t1)\n"
         "  store <4 x float> %v, ptr %q\n"
         "  %l = getelementptr inbounds nuw i8, ptr %q, i32 8\n"
         "  store float 2.0, ptr %l\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.dx.thread.id(i32)\n"
         "declare target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)\n"
         "declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target(\"dx.TypedBuffer\", <4 x float>, 1, 0, 0), i32)\n";

/* The AFTER template: %LANE2% is the third lane stored by the second store, %IDX% the index
 * of the first store, %REG% Out's register. */
static char *typed_after(const char *idx, const char *reg, const char *lane2, const char *props) {
  const char *tmpl =
      SM66 "%dx.types.Handle = type { ptr }\n"
           "%dx.types.ResBind = type { i32, i32, i32, i8 }\n"
           "%dx.types.ResourceProperties = type { i32, i32 }\n"
           "%dx.types.ResRet.f32 = type { float, float, float, float, i32 }\n"
           "define void @main() {\n"
           "  %in0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)\n"
           "  %in = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %in0, %dx.types.ResourceProperties { i32 4106, i32 1033 })\n"
           "  %out0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 %REG%, i32 %REG%, i32 0, i8 1 }, i32 %REG%, i1 false)\n"
           "  %out = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %out0, %dx.types.ResourceProperties %PROPS%)\n"
           "  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
           "  %r = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %in, i32 %t, i32 undef)\n"
           "  %e0 = extractvalue %dx.types.ResRet.f32 %r, 0\n"
           "  %e1 = extractvalue %dx.types.ResRet.f32 %r, 1\n"
           "  %e2 = extractvalue %dx.types.ResRet.f32 %r, 2\n"
           "  %e3 = extractvalue %dx.types.ResRet.f32 %r, 3\n"
           "  %t1 = add i32 %t, 1\n"
           "  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %IDX%, i32 undef, float %e0, float %e1, float %e2, float %e3, i8 15)\n"
           "  %o = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %out, i32 %t1, i32 undef)\n"
           "  %o0 = extractvalue %dx.types.ResRet.f32 %o, 0\n"
           "  %o1 = extractvalue %dx.types.ResRet.f32 %o, 1\n"
           "  %o3 = extractvalue %dx.types.ResRet.f32 %o, 3\n"
           "  call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %out, i32 %t1, i32 undef, float %o0, float %o1, float %LANE2%, float %o3, i8 15)\n"
           "  ret void\n"
           "}\n"
           "declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)\n"
           "declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties)\n"
           "declare i32 @dx.op.threadId.i32(i32, i32)\n"
           "declare %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32, %dx.types.Handle, i32, i32)\n"
           "declare void @dx.op.bufferStore.f32(i32, %dx.types.Handle, i32, i32, float, float, float, float, i8)\n";
  const char *keys[] = {"%IDX%", "%REG%", "%LANE2%", "%PROPS%"};
  const char *vals[] = {idx, reg, lane2, props};
  size_t cap = strlen(tmpl) + 512, len = 0;
  char *out = malloc(cap);
  for (const char *p = tmpl; *p;) {
    bool replaced = false;
    for (unsigned k = 0; k < 4 && !replaced; k++)
      if (strncmp(p, keys[k], strlen(keys[k])) == 0) {
        len += (size_t)sprintf(out + len, "%s", vals[k]);
        p += strlen(keys[k]);
        replaced = true;
      }
    if (!replaced)
      out[len++] = *p++;
  }
  out[len] = 0;
  return out;
}

static void typed_state(rlv_istate *st) {
  memset(st, 0, sizeof *st);
  fill_pattern((rlv_ires_alloc(add(st, 1, 0, 0, RLV_IRES_TYPED, 4)), &st->res[0]));
  rlv_ires *out = add(st, 1, 0, 1, RLV_IRES_TYPED, 4);
  rlv_ires_alloc(out);
  fill_pattern(out);
  st->res[0].lane_float = st->res[1].lane_float = true;
  st->thread_id[0] = 1;
}

static void test_typed(void) {
  rlv_istate st;
  typed_state(&st);
  const char *props = "{ i32 4106, i32 1033 }";
  char *good = typed_after("%t1", "1", "2.0", props);
  CHECK(compare(typed_before, good, &st, NULL) == SAME);
  char *wrong_index = typed_after("%t", "1", "2.0", props);
  char *where = NULL;
  CHECK(compare(typed_before, wrong_index, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "element 1 is not written by BEFORE but written by AFTER"));
  free(where);
  char *wrong_lane = typed_after("%t1", "1", "3.0", props);
  CHECK(compare(typed_before, wrong_lane, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "element 2 lane 2: BEFORE 0x40000000, AFTER 0x40400000"));
  free(where);
  char *wrong_reg = typed_after("%t1", "2", "2.0", props);
  CHECK(compare(typed_before, wrong_reg, &st, NULL) == AFTER_UB); /* u2 does not exist */
  char *srv_props = typed_after("%t1", "1", "2.0", "{ i32 10, i32 1033 }");
  CHECK(compare(typed_before, srv_props, &st, NULL) == AFTER_UB); /* UAV annotated as SRV */
  /* what annotateHandle declares beyond kind and class: ROV bit, component type x count */
  st.res[1].comp_type = 9; /* F32 */
  st.res[1].comp_count = 4;
  char *rov = typed_after("%t1", "1", "2.0", "{ i32 12298, i32 1033 }");
  CHECK(compare(typed_before, rov, &st, NULL) == AFTER_UB);
  char *comp_i32 = typed_after("%t1", "1", "2.0", "{ i32 4106, i32 1028 }");
  CHECK(compare(typed_before, comp_i32, &st, NULL) == AFTER_UB);
  char *count3 = typed_after("%t1", "1", "2.0", "{ i32 4106, i32 777 }");
  CHECK(compare(typed_before, count3, &st, NULL) == AFTER_UB);
  CHECK(compare(typed_before, good, &st, NULL) == SAME);
  /* out of bounds: element 4 of 4 -> BEFORE's store does nothing; so does AFTER's */
  st.thread_id[0] = 3;
  CHECK(compare(typed_before, good, &st, NULL) == SAME);
  rlv_istate_free(&st);
  free(good);
  free(wrong_index);
  free(wrong_lane);
  free(rov);
  free(comp_i32);
  free(count3);
  free(wrong_reg);
  free(srv_props);
}

/* ---- structured buffers, SM 6.0: createHandle through !dx.resources, stride from its tags */

static const char *struct_before =
    SM62 "%S = type <{ float, <3 x i32> }>\n"
         "define void @main() {\n"
         "  %h = call target(\"dx.RawBuffer\", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Ss_1_0t(i32 0, i32 3, i32 1, i32 0, ptr null)\n"
         "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %r = call { <3 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v3i32.tdx.RawBuffer_s_Ss_1_0t(target(\"dx.RawBuffer\", %S, 1, 0) %h, i32 %t, i32 4)\n"
         "  %v = extractvalue { <3 x i32>, i1 } %r, 0\n"
         "  %c = extractvalue { <3 x i32>, i1 } %r, 1\n"
         "  %cz = zext i1 %c to i32\n"
         "  %v2 = insertelement <3 x i32> %v, i32 %cz, i32 2\n"
         "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Ss_1_0t.v3i32(target(\"dx.RawBuffer\", %S, 1, 0) %h, i32 0, i32 4, <3 x i32> %v2)\n"
         "  %n = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_s_Ss_1_0t(target(\"dx.RawBuffer\", %S, 1, 0) %h, i8 1)\n"
         "  %nf = uitofp i32 %n to float\n"
         "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Ss_1_0t.f32(target(\"dx.RawBuffer\", %S, 1, 0) %h, i32 2, i32 0, float %nf)\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.dx.thread.id(i32)\n"
         "declare target(\"dx.RawBuffer\", %S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_Ss_1_0t(i32, i32, i32, i32, ptr)\n"
         "declare { <3 x i32>, i1 } @llvm.dx.resource.load.rawbuffer.v3i32.tdx.RawBuffer_s_Ss_1_0t(target(\"dx.RawBuffer\", %S, 1, 0), i32, i32)\n"
         "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Ss_1_0t.v3i32(target(\"dx.RawBuffer\", %S, 1, 0), i32, i32, <3 x i32>)\n"
         "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_s_Ss_1_0t.f32(target(\"dx.RawBuffer\", %S, 1, 0), i32, i32, float)\n"
         "declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_s_Ss_1_0t(target(\"dx.RawBuffer\", %S, 1, 0), i8)\n";

/* SM 6.2: createHandle through !dx.resources and rawBufferLoad/Store; `maskless_load` uses
 * SM 6.0's bufferLoad instead, whose status has no defined meaning on a raw buffer. */
static char *struct_after(unsigned stride, unsigned store_mask, unsigned step, bool maskless_load) {
  char *buf = malloc(4096);
  const char *load = maskless_load ? "@dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %h, i32 %t, i32 4)"
                                   : "@dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %h, i32 %t, i32 4, i8 7, i32 4)";
  snprintf(buf, 4096,
           SM62 "%%dx.types.Handle = type { ptr }\n"
                "%%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }\n"
                "%%S = type <{ float, <3 x i32> }>\n"
                "@S = external constant %%S\n"
                "define void @main() {\n"
                "  %%h = call %%dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 3, i1 false)\n"
                "  %%t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
                "  %%r = call %%dx.types.ResRet.i32 %s\n"
                "  %%e0 = extractvalue %%dx.types.ResRet.i32 %%r, 0\n"
                "  %%e1 = extractvalue %%dx.types.ResRet.i32 %%r, 1\n"
                "  %%e2 = extractvalue %%dx.types.ResRet.i32 %%r, 2\n"
                "  %%st = extractvalue %%dx.types.ResRet.i32 %%r, 4\n"
                "  %%c = call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %%st)\n"
                "  %%cz = zext i1 %%c to i32\n"
                "  call void @dx.op.rawBufferStore.i32(i32 140, %%dx.types.Handle %%h, i32 0, i32 4, i32 %%e0, i32 %%e1, i32 %%cz, i32 undef, i8 %u, i32 4)\n"
                "  %%n = call i32 @dx.op.bufferUpdateCounter(i32 70, %%dx.types.Handle %%h, i8 %u)\n"
                "  %%nf = uitofp i32 %%n to float\n"
                "  call void @dx.op.rawBufferStore.f32(i32 140, %%dx.types.Handle %%h, i32 2, i32 0, float %%nf, float undef, float undef, float undef, i8 1, i32 4)\n"
                "  ret void\n"
                "}\n"
                "declare %%dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1)\n"
                "declare i32 @dx.op.threadId.i32(i32, i32)\n"
                "declare %%dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %%dx.types.Handle, i32, i32)\n"
                "declare %%dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32, %%dx.types.Handle, i32, i32, i8, i32)\n"
                "declare i1 @dx.op.checkAccessFullyMapped.i32(i32, i32)\n"
                "declare void @dx.op.rawBufferStore.i32(i32, %%dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)\n"
                "declare void @dx.op.rawBufferStore.f32(i32, %%dx.types.Handle, i32, i32, float, float, float, float, i8, i32)\n"
                "declare i32 @dx.op.bufferUpdateCounter(i32, %%dx.types.Handle, i8)\n"
                "!dx.resources = !{!0}\n"
                "!0 = !{null, !1, null, null}\n"
                "!1 = !{!2}\n"
                "!2 = !{i32 0, ptr @S, !\"S\", i32 0, i32 3, i32 1, i32 12, i1 false, i1 true, i1 false, !3}\n"
                "!3 = !{i32 1, i32 %u}\n",
           load, store_mask, step, stride);
  return buf;
}

static void struct_state(rlv_istate *st, unsigned count, uint32_t tid) {
  memset(st, 0, sizeof *st);
  rlv_ires *r = add(st, 1, 0, 3, RLV_IRES_STRUCTURED, count);
  r->stride = 16;
  rlv_ires_alloc(r);
  fill_pattern(r);
  r->counter = 5;
  st->thread_id[0] = tid;
}

static void test_structured(void) {
  rlv_istate st;
  struct_state(&st, 3, 1);
  char *good = struct_after(16, 7, 1, false), *where = NULL;
  CHECK(compare(struct_before, good, &st, &where) == SAME);
  free(where);
  char *stride = struct_after(12, 7, 1, false);
  CHECK(compare(struct_before, stride, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "byte 4: BEFORE"));
  free(where);
  char *mask = struct_after(16, 15, 1, false); /* writes one lane too many: a widened write */
  CHECK(compare(struct_before, mask, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "byte 16 is not written by BEFORE but written by AFTER"));
  free(where);
  char *step = struct_after(16, 7, 255, false); /* decrement instead of increment */
  CHECK(compare(struct_before, step, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "counter: BEFORE 6, AFTER 4"));
  free(where);
  rlv_istate_free(&st);
  /* out of bounds (element 2 of a 2-element buffer): loads give zero and the check bit is
   * false on both sides; the status of SM 6.0's maskless raw load has no defined meaning */
  struct_state(&st, 2, 2);
  CHECK(compare(struct_before, good, &st, NULL) == SAME);
  char *maskless = struct_after(16, 7, 1, true);
  CHECK(compare(struct_before, maskless, &st, NULL) == AFTER_UNSUPPORTED);
  free(maskless);
  rlv_istate_free(&st);
  /* a structured buffer is bounded by its element count (the model's `index < length`): an
   * offset past the stride stays in bounds, and where it reaches bytes past the buffer's
   * own the interpreter has nothing to read, so the run stops as unsupported */
  struct_state(&st, 2, 1);
  char *far = struct_after(8, 7, 1, false); /* AFTER's stride 8: element 1 at offset 4 is bytes 12..23 */
  CHECK(compare(struct_before, far, &st, NULL) == DIFFERENT);
  free(far);
  char *past = struct_after(32, 7, 1, false); /* stride 32: element 1 is bytes 36..47 of a 32-byte buffer */
  CHECK(compare(struct_before, past, &st, NULL) == AFTER_UNSUPPORTED);
  free(past);
  rlv_istate_free(&st);
  free(good);
  free(stride);
  free(mask);
  free(step);
}

/* A replayed counterexample's check bits: a unit it calls unmapped gives a false check bit
 * inside the buffer, on both sides alike. BEFORE loads element 1 at offset 4 (words 5-7)
 * and stores the check bit at byte 12. */
static void test_check_bit_override(void) {
  rlv_istate st, run;
  struct_state(&st, 3, 1);
  rlv_istate_copy(&run, &st);
  CHECK(run_one(struct_before, &run) == RLV_IRUN_OK && run.res[0].data[12] == 1);
  rlv_istate_free(&run);
  st.res[0].mapped = malloc(sizeof *st.res[0].mapped);
  st.res[0].mapped[0] = (rlv_imapped){.unit = 6, .mapped = false};
  st.res[0].nmapped = 1;
  rlv_istate_copy(&run, &st);
  CHECK(run_one(struct_before, &run) == RLV_IRUN_OK && run.res[0].data[12] == 0);
  rlv_istate_free(&run);
  char *good = struct_after(16, 7, 1, false);
  CHECK(compare(struct_before, good, &st, NULL) == SAME);
  st.res[0].mapped[0].unit = 8; /* a word the load does not touch */
  rlv_istate_copy(&run, &st);
  CHECK(run_one(struct_before, &run) == RLV_IRUN_OK && run.res[0].data[12] == 1);
  rlv_istate_free(&run);
  free(good);
  rlv_istate_free(&st);
}

/* ---- a whole struct loaded and stored at once (clang 22's StructuredBuffer<S>::Load(i, st)):
 * members at their DataLayout offsets, the [4 x i8] padding neither read nor written */

#define FLAGGED "%F = type { i32, <3 x float>, [4 x i8], i32 }\n"
#define FLAGGED_H "target(\"dx.RawBuffer\", %F, 1, 0) %h"
#define FLAGGED_FMT "%%F = type { i32, <3 x float>, [4 x i8], i32 }\n"

static const char *agg_before = SM66 FLAGGED
    "define void @main() {\n"
    "  %h = call target(\"dx.RawBuffer\", %F, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, i32 "
    "0, i32 1, i32 0, ptr null)\n"
    "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
    "  %r = call {%F, i1} @llvm.dx.resource.load.rawbuffer(" FLAGGED_H ", i32 %t, i32 0)\n"
    "  %v = extractvalue {%F, i1} %r, 0\n"
    "  %c = extractvalue {%F, i1} %r, 1\n"
    "  %a = extractvalue %F %v, 3\n"
    "  %cz = zext i1 %c to i32\n"
    "  %s = add i32 %a, %cz\n"
    "  %w = insertvalue %F %v, i32 %s, 0\n"
    "  call void @llvm.dx.resource.store.rawbuffer(" FLAGGED_H ", i32 0, i32 0, %F %w)\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.dx.thread.id(i32)\n";

/* The member-wise form, the last member read at byte `last`. */
static char *agg_after(unsigned last) {
  char *buf = malloc(4096);
  snprintf(
      buf, 4096,
      SM66 FLAGGED_FMT
      "define void @main() {\n"
      "  %%h = call target(\"dx.RawBuffer\", %%F, 1, 0) @llvm.dx.resource.handlefrombinding(i32 0, "
      "i32 0, i32 1, i32 0, ptr null)\n"
      "  %%t = call i32 @llvm.dx.thread.id(i32 0)\n"
      "  %%l0 = call {i32, i1} @llvm.dx.resource.load.rawbuffer(target(\"dx.RawBuffer\", %%F, 1, "
      "0) %%h, i32 %%t, i32 0)\n"
      "  %%l1 = call {<3 x float>, i1} @llvm.dx.resource.load.rawbuffer(target(\"dx.RawBuffer\", "
      "%%F, 1, 0) %%h, i32 %%t, i32 4)\n"
      "  %%l3 = call {i32, i1} @llvm.dx.resource.load.rawbuffer(target(\"dx.RawBuffer\", %%F, 1, "
      "0) %%h, i32 %%t, i32 %u)\n"
      "  %%b = extractvalue {<3 x float>, i1} %%l1, 0\n"
      "  %%a = extractvalue {i32, i1} %%l3, 0\n"
      "  %%c0 = extractvalue {i32, i1} %%l0, 1\n"
      "  %%c1 = extractvalue {<3 x float>, i1} %%l1, 1\n"
      "  %%c3 = extractvalue {i32, i1} %%l3, 1\n"
      "  %%c01 = and i1 %%c0, %%c1\n"
      "  %%c = and i1 %%c01, %%c3\n"
      "  %%cz = zext i1 %%c to i32\n"
      "  %%s = add i32 %%a, %%cz\n"
      "  call void @llvm.dx.resource.store.rawbuffer(target(\"dx.RawBuffer\", %%F, 1, 0) %%h, i32 "
      "0, i32 0, i32 %%s)\n"
      "  call void @llvm.dx.resource.store.rawbuffer(target(\"dx.RawBuffer\", %%F, 1, 0) %%h, i32 "
      "0, i32 4, <3 x float> %%b)\n"
      "  call void @llvm.dx.resource.store.rawbuffer(target(\"dx.RawBuffer\", %%F, 1, 0) %%h, i32 "
      "0, i32 20, i32 %%a)\n"
      "  ret void\n"
      "}\n"
      "declare i32 @llvm.dx.thread.id(i32)\n",
      last);
  return buf;
}

static void test_struct_access(void) {
  rlv_istate st, run;
  memset(&st, 0, sizeof st);
  rlv_ires *r = add(&st, 1, 0, 0, RLV_IRES_STRUCTURED, 2);
  r->stride = 24;
  rlv_ires_alloc(r);
  fill_pattern(r);
  st.thread_id[0] = 1;
  char *good = agg_after(20), *moved = agg_after(16), *where = NULL;
  CHECK(compare(agg_before, good, &st, &where) == SAME);
  free(where);
  CHECK(compare(agg_before, moved, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "byte 0: BEFORE"));
  free(where);
  /* the padding (element 1's word 10) takes no part in the check bit; byte 16 of element 0
   * is never written */
  st.res[0].mapped = malloc(sizeof *st.res[0].mapped);
  st.res[0].mapped[0] = (rlv_imapped){.unit = 10, .mapped = false};
  st.res[0].nmapped = 1;
  rlv_istate_copy(&run, &st);
  CHECK(run_one(agg_before, &run) == RLV_IRUN_OK && run.res[0].data[0] == (uint8_t)(44 * 7 + 2) &&
        run.res[0].data[16] == 16 * 7 + 1 && run.res[0].written && !run.res[0].written[16]);
  rlv_istate_free(&run);
  st.res[0].mapped[0].unit = 11; /* the last member's word: the status is false */
  rlv_istate_copy(&run, &st);
  CHECK(run_one(agg_before, &run) == RLV_IRUN_OK && run.res[0].data[0] == (uint8_t)(44 * 7 + 1));
  rlv_istate_free(&run);
  CHECK(compare(agg_before, good, &st, NULL) == SAME);
  free(good);
  free(moved);
  rlv_istate_free(&st);
}

/* ---- non-uniform indices and poison */

static const char *nu_before =
    SM66 "define void @main() {\n"
         "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %n = call i32 @llvm.dx.resource.nonuniformindex(i32 %t)\n"
         "  %i = and i32 %n, 1\n"
         "  %h = call target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 2, i32 %i, ptr null)\n"
         "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, 1, 0) %h, i32 4, i32 poison, i32 %t)\n"
         "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, 1, 0) %h, i32 8, i32 poison, i32 poison)\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.dx.thread.id(i32)\n"
         "declare i32 @llvm.dx.resource.nonuniformindex(i32)\n"
         "declare target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)\n"
         "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, 1, 0), i32, i32, i32)\n";

static char *nu_after(const char *nu_flag, const char *second_value) {
  char *buf = malloc(4096);
  snprintf(buf, 4096,
           SM66 "%%dx.types.Handle = type { ptr }\n"
                "%%dx.types.ResBind = type { i32, i32, i32, i8 }\n"
                "%%dx.types.ResourceProperties = type { i32, i32 }\n"
                "define void @main() {\n"
                "  %%t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
                "  %%i = and i32 %%t, 1\n"
                "  %%h0 = call %%dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %%dx.types.ResBind { i32 0, i32 1, i32 0, i8 1 }, i32 %%i, i1 %s)\n"
                "  %%h = call %%dx.types.Handle @dx.op.annotateHandle(i32 216, %%dx.types.Handle %%h0, %%dx.types.ResourceProperties { i32 4107, i32 0 })\n"
                "  call void @dx.op.rawBufferStore.i32(i32 140, %%dx.types.Handle %%h, i32 4, i32 undef, i32 %%t, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n"
                "  call void @dx.op.rawBufferStore.i32(i32 140, %%dx.types.Handle %%h, i32 8, i32 undef, i32 %s, i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n"
                "  ret void\n"
                "}\n"
                "declare i32 @dx.op.threadId.i32(i32, i32)\n"
                "declare %%dx.types.Handle @dx.op.createHandleFromBinding(i32, %%dx.types.ResBind, i32, i1)\n"
                "declare %%dx.types.Handle @dx.op.annotateHandle(i32, %%dx.types.Handle, %%dx.types.ResourceProperties)\n"
                "declare void @dx.op.rawBufferStore.i32(i32, %%dx.types.Handle, i32, i32, i32, i32, i32, i32, i8, i32)\n",
           nu_flag, second_value);
  return buf;
}

static void test_nonuniform_and_poison(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  for (unsigned k = 0; k < 2; k++) {
    rlv_ires *r = add(&st, 1, 0, k, RLV_IRES_RAW, 16);
    rlv_ires_alloc(r);
    fill_pattern(r);
  }
  st.thread_id[0] = 5;
  char *good = nu_after("true", "42"), *dropped = nu_after("false", "42"), *where = NULL;
  CHECK(compare(nu_before, good, &st, NULL) == SAME); /* poison stored by BEFORE: anything goes */
  CHECK(compare(nu_before, dropped, &st, &where) == DIFFERENT);
  CHECK(where && strstr(where, "without the non-uniform flag"));
  free(where);
  /* the creation log pairs BEFORE's need for the flag with AFTER's flag, creation by creation */
  rlv_istate run;
  rlv_istate_copy(&run, &st);
  CHECK(run_one(nu_before, &run) == RLV_IRUN_OK && run.ncreations == 1 && run.creations[0]);
  rlv_istate_free(&run);
  rlv_istate_copy(&run, &st);
  CHECK(run_one(dropped, &run) == RLV_IRUN_OK && run.ncreations == 1 && !run.creations[0]);
  rlv_istate_free(&run);
  rlv_istate_copy(&run, &st);
  CHECK(run_one(good, &run) == RLV_IRUN_OK && run.ncreations == 1 && run.creations[0]);
  rlv_istate_free(&run);
  rlv_istate_free(&st);
  free(good);
  free(dropped);
}

/* ---- cbuffers: a member global of a padded layout vs cbufferLoadLegacy */

static const char *cb_before =
    SM66 "%L = type <{ float, target(\"dx.Padding\", 12), <{ [1 x <{ float, target(\"dx.Padding\", 12) }>], float }> }>\n"
         "@CB.cb = global target(\"dx.CBuffer\", %L) poison\n"
         "@x = external hidden addrspace(2) global float, align 4\n"
         "@w = external hidden addrspace(2) global <{ [1 x <{ float, target(\"dx.Padding\", 12) }>], float }>, align 4\n"
         "define void @main() {\n"
         "  %cb = call target(\"dx.CBuffer\", %L) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_Lst(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
         "  store target(\"dx.CBuffer\", %L) %cb, ptr @CB.cb\n"
         "  %o = call target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)\n"
         "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %i = and i32 %t, 1\n"
         "  %p = getelementptr <{ float, target(\"dx.Padding\", 12) }>, ptr addrspace(2) @w, i32 %i\n"
         "  %a = load float, ptr addrspace(2) %p\n"
         "  %b = load float, ptr addrspace(2) @x\n"
         "  %s = fadd float %a, %b\n"
         "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f32(target(\"dx.RawBuffer\", i8, 1, 0) %o, i32 0, i32 poison, float %s)\n"
         "  ret void\n"
         "}\n"
         "declare i32 @llvm.dx.thread.id(i32)\n"
         "declare target(\"dx.CBuffer\", %L) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_Lst(i32, i32, i32, i32, ptr)\n"
         "declare target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)\n"
         "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.f32(target(\"dx.RawBuffer\", i8, 1, 0), i32, i32, float)\n"
         "!hlsl.cbs = !{!0}\n"
         "!0 = !{ptr @CB.cb, ptr addrspace(2) @x, ptr addrspace(2) @w}\n";

static char *cb_after(const char *row_base) {
  char *buf = malloc(4096);
  snprintf(buf, 4096,
           SM66 "%%dx.types.Handle = type { ptr }\n"
                "%%dx.types.ResBind = type { i32, i32, i32, i8 }\n"
                "%%dx.types.ResourceProperties = type { i32, i32 }\n"
                "%%dx.types.CBufRet.f32 = type { float, float, float, float }\n"
                "define void @main() {\n"
                "  %%cb0 = call %%dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %%dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)\n"
                "  %%cb = call %%dx.types.Handle @dx.op.annotateHandle(i32 216, %%dx.types.Handle %%cb0, %%dx.types.ResourceProperties { i32 13, i32 36 })\n"
                "  %%o0 = call %%dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %%dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)\n"
                "  %%o = call %%dx.types.Handle @dx.op.annotateHandle(i32 216, %%dx.types.Handle %%o0, %%dx.types.ResourceProperties { i32 4107, i32 0 })\n"
                "  %%t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
                "  %%i = and i32 %%t, 1\n"
                "  %%row = add i32 %s, %%i\n"
                "  %%r1 = call %%dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %%dx.types.Handle %%cb, i32 %%row)\n"
                "  %%a = extractvalue %%dx.types.CBufRet.f32 %%r1, 0\n"
                "  %%r0 = call %%dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %%dx.types.Handle %%cb, i32 0)\n"
                "  %%b = extractvalue %%dx.types.CBufRet.f32 %%r0, 0\n"
                "  %%s = fadd float %%a, %%b\n"
                "  call void @dx.op.rawBufferStore.f32(i32 140, %%dx.types.Handle %%o, i32 0, i32 undef, float %%s, float undef, float undef, float undef, i8 1, i32 4)\n"
                "  ret void\n"
                "}\n"
                "declare i32 @dx.op.threadId.i32(i32, i32)\n"
                "declare %%dx.types.Handle @dx.op.createHandleFromBinding(i32, %%dx.types.ResBind, i32, i1)\n"
                "declare %%dx.types.Handle @dx.op.annotateHandle(i32, %%dx.types.Handle, %%dx.types.ResourceProperties)\n"
                "declare %%dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %%dx.types.Handle, i32)\n"
                "declare void @dx.op.rawBufferStore.f32(i32, %%dx.types.Handle, i32, i32, float, float, float, float, i8, i32)\n",
           row_base);
  return buf;
}

static void test_cbuffer(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  rlv_ires *cb = add(&st, 2, 0, 0, RLV_IRES_CBUFFER, 48);
  rlv_ires_alloc(cb);
  fill_pattern(cb);
  rlv_ires *o = add(&st, 1, 0, 0, RLV_IRES_RAW, 8);
  rlv_ires_alloc(o);
  for (uint32_t tid = 0; tid < 2; tid++) {
    st.thread_id[0] = tid;
    char *good = cb_after("1"), *bad = cb_after("2");
    CHECK(compare(cb_before, good, &st, NULL) == SAME);
    CHECK(compare(cb_before, bad, &st, NULL) == DIFFERENT);
    free(good);
    free(bad);
  }
  rlv_istate_free(&st);
}

static void test_unsupported(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  const char *before = SM66 "define void @main() {\n  %a = alloca i32, i32 ptrtoint (ptr @main to i32)\n  ret void\n}\n";
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = parse(ctx, before);
  rlv_interp *in = rlv_interp_create(m);
  char *why = NULL;
  CHECK(rlv_interp_run(in, LLVMGetNamedFunction(m, "main"), &st, &why) == RLV_IRUN_UNSUPPORTED);
  CHECK(why && strstr(why, "alloca"));
  free(why);
  rlv_interp_free(in);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  free(st.res);
}

/* ---- control flow: a wide switch, calls to defined functions, loop back edges */

#define RAW_DECLS                                                                                                      \
  "declare i32 @llvm.dx.thread.id(i32)\n"                                                                              \
  "declare target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, "    \
  "i32, i32, ptr)\n"                                                                                                   \
  "declare void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, 1, 0), i32, " \
  "i32, i32)\n"
#define RAW_OUT                                                                                                        \
  "  %o = call target(\"dx.RawBuffer\", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, "   \
  "i32 0, i32 1, i32 0, ptr null)\n"
#define RAW_STORE(addr, v)                                                                                             \
  "  call void @llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, 1, 0) %o, "    \
  "i32 " addr ", i32 poison, i32 " v ")\n"

/* A switch of four cases and a default on the thread id: case k stores 10+k (the case values
 * are 1, 2, 7 and -1, so that reading them as operands would find blocks, not values). */
static const char *switch_ir = SM66 "define void @main() {\n" RAW_OUT
                                    "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
                                    "  switch i32 %t, label %d [ i32 1, label %a\n i32 2, label %b\n i32 7, label %c\n"
                                    "                          i32 -1, label %e ]\n"
                                    "a:\n" RAW_STORE("0", "11") "  br label %x\n"
                                    "b:\n" RAW_STORE("0", "12") "  br label %x\n"
                                    "c:\n" RAW_STORE("0", "13") "  br label %x\n"
                                    "e:\n" RAW_STORE("0", "14") "  br label %x\n"
                                    "d:\n" RAW_STORE("0", "10") "  br label %x\n"
                                    "x:\n  ret void\n}\n" RAW_DECLS;

static uint8_t switch_result(uint32_t tid) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  rlv_ires_alloc(add(&st, 1, 0, 0, RLV_IRES_RAW, 8));
  st.thread_id[0] = tid;
  uint8_t out = run_one(switch_ir, &st) == RLV_IRUN_OK ? st.res[0].data[0] : 0;
  rlv_istate_free(&st);
  return out;
}

static void test_switch(void) {
  CHECK(switch_result(1) == 11);
  CHECK(switch_result(2) == 12);
  CHECK(switch_result(7) == 13);
  CHECK(switch_result(0xffffffffu) == 14);
  CHECK(switch_result(0) == 10);
  CHECK(switch_result(3) == 10);
}

/* @main calls @twice(tid), which calls @put twice: a chain with a fan-out of two. */
static const char *calls_ir =
    SM66 "define void @put(i32 %a, i32 %v) {\n" RAW_OUT RAW_STORE("%a", "%v") "  ret void\n}\n"
         "define i32 @twice(i32 %t) {\n"
         "  %t4 = shl i32 %t, 2\n"
         "  call void @put(i32 %t4, i32 %t)\n"
         "  %n = add i32 %t4, 4\n"
         "  %w = add i32 %t, 100\n"
         "  call void @put(i32 %n, i32 %w)\n"
         "  ret i32 %w\n}\n"
         "define void @main() {\n" RAW_OUT
         "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %r = call i32 @twice(i32 %t)\n" RAW_STORE("16", "%r") "  ret void\n}\n" RAW_DECLS;

static const char *recursive_ir = SM66 "define void @f() {\n  call void @f()\n  ret void\n}\n"
                                       "define void @main() {\n  call void @f()\n  ret void\n}\n";

static void test_calls(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  rlv_ires_alloc(add(&st, 1, 0, 0, RLV_IRES_RAW, 20));
  st.thread_id[0] = 1;
  CHECK(run_one(calls_ir, &st) == RLV_IRUN_OK);
  CHECK(st.res[0].data[4] == 1 && st.res[0].data[8] == 101 && st.res[0].data[16] == 101);
  CHECK(st.res[0].written[4] && !st.res[0].written[0]);
  rlv_istate_free(&st);
  memset(&st, 0, sizeof st);
  CHECK(run_one(recursive_ir, &st) == RLV_IRUN_UNSUPPORTED);
  rlv_istate_free(&st);
}

/* An outer loop of 2 iterations around an inner one of `tid` iterations (at least one): the
 * inner loop takes tid-1 back edges per entry, the outer one 1. */
static const char *loops_ir = SM66 "define void @main() {\n" RAW_OUT
                                   "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
                                   "  br label %outer\n"
                                   "outer:\n"
                                   "  %j = phi i32 [ 0, %0 ], [ %j1, %latch ]\n"
                                   "  br label %inner\n"
                                   "inner:\n"
                                   "  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]\n"
                                   "  %i1 = add i32 %i, 1\n"
                                   "  %more = icmp ult i32 %i1, %t\n"
                                   "  br i1 %more, label %inner, label %latch\n"
                                   "latch:\n"
                                   "  %j1 = add i32 %j, 1\n"
                                   "  %again = icmp ult i32 %j1, 2\n"
                                   "  br i1 %again, label %outer, label %done\n"
                                   "done:\n" RAW_STORE("0", "%i1") "  ret void\n}\n" RAW_DECLS;

static unsigned back_edges(const char *ir, uint32_t tid, rlv_irun_status *status) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  rlv_ires_alloc(add(&st, 1, 0, 0, RLV_IRES_RAW, 8));
  st.thread_id[0] = tid;
  *status = run_one(ir, &st);
  unsigned n = st.max_back_edges;
  rlv_istate_free(&st);
  return n;
}

static void test_loops(void) {
  rlv_irun_status s;
  CHECK(back_edges(loops_ir, 0, &s) == 1 && s == RLV_IRUN_OK); /* the outer loop's one back edge */
  CHECK(back_edges(loops_ir, 3, &s) == 2 && s == RLV_IRUN_OK);
  CHECK(back_edges(loops_ir, 6, &s) == 5 && s == RLV_IRUN_OK);
  /* a run past the step budget stops as unsupported, never as OK */
  CHECK(back_edges(loops_ir, 1u << 30, &s) > 5 && s == RLV_IRUN_UNSUPPORTED);
}

/* ---- the trace hook: every instruction run, in order, with its value as text */

typedef struct trace_log {
  char text[4096];
  size_t len;
} trace_log;

static void log_step(void *ctx, LLVMValueRef inst, const char *value) {
  trace_log *log = ctx;
  size_t len;
  const char *name = LLVMGetValueName2(inst, &len);
  if (!len) {
    name = LLVMIsATerminatorInst(inst) ? "<term>" : "<void>";
    len = strlen(name);
  }
  int n = snprintf(log->text + log->len, sizeof log->text - log->len, "%.*s = %s\n", (int)len, name,
                   value ? value : "(none)");
  if (n > 0 && (size_t)n < sizeof log->text - log->len)
    log->len += (size_t)n;
}

static const char *trace_ir =
    SM66 "define i32 @sq(i32 %x) {\n"
         "  %y = mul i32 %x, %x\n"
         "  ret i32 %y\n}\n"
         "define void @main() {\n" RAW_OUT "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
         "  %a = alloca [2 x i32]\n"
         "  %e = getelementptr [2 x i32], ptr %a, i32 0, i32 1\n"
         "  %n = sub i32 %t, 5\n"
         "  %v = insertelement <2 x float> poison, float 1.5, i32 0\n"
         "  %p = insertelement <2 x i32> poison, i32 %n, i32 1\n"
         "  %q = shufflevector <2 x i32> %p, <2 x i32> poison, <2 x i32> <i32 0, i32 0>\n"
         "  %c = icmp ult i32 %t, 2\n"
         "  %s = call i32 @sq(i32 %n)\n"
         "  br i1 %c, label %lo, label %hi\n"
         "lo:\n  br label %hi\n"
         "hi:\n"
         "  %m = phi double [ 0.1, %0 ], [ 2.0, %lo ]\n"
         "  %g = insertvalue { i32, ptr } poison, ptr %e, 1\n" RAW_STORE(
             "0", "%s") "  ret void\n}\n" RAW_DECLS;

static void test_trace(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  rlv_ires_alloc(add(&st, 1, 0, 0, RLV_IRES_RAW, 8));
  st.thread_id[0] = 1;
  trace_log log = {.len = 0};
  st.trace = log_step;
  st.trace_ctx = &log;
  rlv_istate copy;
  rlv_istate_copy(&copy, &st);
  CHECK(copy.trace == log_step && copy.trace_ctx == &log);
  CHECK(run_one(trace_ir, &copy) == RLV_IRUN_OK);
  const char *want = "o = handle res 0\n"
                     "t = i32 1\n"
                     "a = ptr alloca 0\n"
                     "e = ptr alloca 0 + 4\n"
                     "n = i32 -4\n"
                     "v = <2 x float> <float 1.5, float poison>\n"
                     "p = <2 x i32> <i32 poison, i32 -4>\n"
                     "q = poison\n"
                     "c = i1 true\n"
                     "y = i32 16\n"
                     "<term> = i32 16\n"
                     "s = i32 16\n"
                     "<term> = (none)\n"
                     "<term> = (none)\n"
                     "m = double 2\n"
                     "g = { i32, ptr } { i32 poison, ptr alloca 0 + 4 }\n"
                     "<void> = (none)\n"
                     "<term> = (none)\n";
  CHECK(strcmp(log.text, want) == 0);
  if (strcmp(log.text, want) != 0)
    fprintf(stderr, "trace:\n%s", log.text);
  /* the other path: the phi's value from the entry block */
  rlv_istate_free(&copy);
  log.len = 0;
  log.text[0] = '\0';
  st.thread_id[0] = 7;
  rlv_istate_copy(&copy, &st);
  CHECK(run_one(trace_ir, &copy) == RLV_IRUN_OK);
  CHECK(strstr(log.text, "m = double 0.1\n") != NULL && strstr(log.text, "c = i1 false\n") != NULL);
  rlv_istate_free(&copy);
  rlv_istate_free(&st);
}

/* ---- stages and lanes: groupshared memory and barriers, wave ops, stage I/O, discard */

#define SM66PS DL "target triple = \"dxilv1.6-unknown-shadermodel6.6-pixel\"\n"
/* AFTER's sink: raw UAV u0 (annotateHandle: RawBuffer 11 | UAV 1 << 12) */
#define DX_TYPES                                                                                   \
  "%dx.types.Handle = type { ptr }\n"                                                              \
  "%dx.types.ResBind = type { i32, i32, i32, i8 }\n"                                               \
  "%dx.types.ResourceProperties = type { i32, i32 }\n"
#define DX_OUT                                                                                     \
  "  %o0 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 " \
  "0, i32 0, i32 0, i8 "                                                                           \
  "1 }, i32 0, i1 false)\n"                                                                        \
  "  %o = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %o0, "             \
  "%dx.types.ResourceProperties { "                                                                \
  "i32 4107, i32 0 })\n"
#define DX_STORE(addr, v)                                                                          \
  "  call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %o, i32 " addr                  \
  ", i32 undef, i32 " v ", i32 undef, i32 undef, i32 undef, i8 1, i32 4)\n"
#define DX_DECLS                                                                                   \
  "declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1)\n"     \
  "declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, "                         \
  "%dx.types.ResourceProperties)\n"                                                                \
  "declare void @dx.op.rawBufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, "   \
  "i8, i32)\n"                                                                                     \
  "declare i32 @dx.op.threadId.i32(i32, i32)\n"

/* tmpl with each keys[k] replaced by vals[k] (malloc'ed). */
static char *fill_in(const char *tmpl, unsigned n, const char *const keys[],
                     const char *const vals[]) {
  size_t cap = strlen(tmpl) + 1;
  for (unsigned k = 0; k < n; k++)
    cap += 8 * strlen(vals[k]);
  size_t len = 0;
  char *out = malloc(cap);
  for (const char *p = tmpl; *p;) {
    bool replaced = false;
    for (unsigned k = 0; k < n && !replaced; k++)
      if (strncmp(p, keys[k], strlen(keys[k])) == 0) {
        len += (size_t)sprintf(out + len, "%s", vals[k]);
        p += strlen(keys[k]);
        replaced = true;
      }
    if (!replaced)
      out[len++] = *p++;
  }
  out[len] = 0;
  return out;
}

static void raw_sink_state(rlv_istate *st, uint32_t tid, uint64_t seed) {
  memset(st, 0, sizeof *st);
  rlv_ires_alloc(add(st, 1, 0, 0, RLV_IRES_RAW, 16));
  st->thread_id[0] = tid;
  st->seed = seed;
}

/* Runs both and returns the outcome; *where (if not NULL) the difference. */
static outcome compare_at(const char *before, const char *after, uint32_t tid, char **where) {
  rlv_istate st;
  raw_sink_state(&st, tid, 42);
  outcome o = compare(before, after, &st, where);
  rlv_istate_free(&st);
  return o;
}

static bool says(const char *where, const char *what) {
  return where && strstr(where, what) != NULL;
}

/* BEFORE stores tid+100 to its slot of @gs, meets the barrier, reads the neighbour's slot and
 * its own (both what other threads left: fresh) and stores them to the sink. */
static const char *gs_before = SM66
    "@gs = internal addrspace(3) global [4 x i32] zeroinitializer, align 4\n"
    "define void @main() {\n" RAW_OUT "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
    "  %i = and i32 %t, 3\n"
    "  %p = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %i\n"
    "  %v = add i32 %t, 100\n"
    "  store i32 %v, ptr addrspace(3) %p, align 4\n"
    "  call void @llvm.dx.group.memory.barrier.with.group.sync()\n"
    "  %j = xor i32 %i, 1\n"
    "  %q = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %j\n"
    "  %w = load i32, ptr addrspace(3) %q, align 4\n" RAW_STORE(
        "0",
        "%w") "  %x = load i32, ptr addrspace(3) %p, align 4\n" RAW_STORE("4",
                                                                          "%x") "  ret void\n}\n"
                                                                                "declare void "
                                                                                "@llvm.dx.group."
                                                                                "memory.barrier."
                                                                                "with.group.sync()"
                                                                                "\n" RAW_DECLS;

/* AFTER at the DXIL level: %MODE% the barrier's mode (%BAR% ";" comments it out), %SLOT% the
 * slot stored to, %X% the second value stored (%x is right, %v forwards the store across the
 * barrier). */
static const char *gs_after_tmpl =
    SM66 "@gs = internal addrspace(3) global [4 x i32] zeroinitializer, align 4\n" DX_TYPES
         "define void @main() {\n" DX_OUT "  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
         "  %i = and i32 %t, 3\n"
         "  %j = xor i32 %i, 1\n"
         "  %p = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %SLOT%\n"
         "  %v = add i32 %t, 100\n"
         "  store i32 %v, ptr addrspace(3) %p, align 4\n"
         "%BAR% call void @dx.op.barrier(i32 80, i32 %MODE%)\n"
         "  %q = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %j\n"
         "  %w = load i32, ptr addrspace(3) %q, align 4\n" DX_STORE(
             "0", "%w") "  %r = getelementptr [4 x i32], ptr addrspace(3) @gs, i32 0, i32 %i\n"
                        "  %x = load i32, ptr addrspace(3) %r, align 4\n" DX_STORE(
                            "4", "%X%") "  ret void\n}\n"
                                        "declare void @dx.op.barrier(i32, i32)\n" DX_DECLS;

static char *gs_after(const char *mode, const char *slot, const char *x, bool barrier) {
  const char *const keys[] = {"%MODE%", "%SLOT%", "%X%", "%BAR%"};
  const char *const vals[] = {mode, slot, x, barrier ? "" : ";"};
  return fill_in(gs_after_tmpl, 4, keys, vals);
}

static void test_groupshared(void) {
  rlv_istate st;
  raw_sink_state(&st, 6, 1);
  CHECK(run_one(gs_before, &st) == RLV_IRUN_OK);
  CHECK(st.nevents == 1 && st.events[0].kind == RLV_IEV_BARRIER && st.events[0].op == 80 &&
        st.events[0].nargs == 1 && st.events[0].args[0].value == 9);
  const rlv_imemory *m = st.events[0].memory;
  CHECK(m && m->nres == 1 && m->nshared == 1 && strcmp(m->shared[0].name, "gs") == 0 &&
        m->shared[0].size == 16);
  if (m && m->nshared == 1) { /* slot 2 written with 106 before the barrier, nothing else; */
    const rlv_ishared *g = &m->shared[0]; /* the rest holds entry's fresh, defined bytes */
    CHECK(g->data[8] == 106 && g->data[9] == 0 && g->written[8] && g->written[11] &&
          !g->written[7] && !g->written[12] && !g->poison[0] && !g->poison[12] &&
          memcmp(g->data, "\0\0\0\0\0\0\0\0", 8) != 0);
  }
  char *text = rlv_ievent_text(&st.events[0]);
  CHECK(strcmp(text, "barrier(i32 0x9)") == 0);
  free(text);
  /* after the barrier: fresh values, nothing written by this thread since */
  CHECK(st.nshared == 1 && st.shared[0].written[8] == 0 && st.shared[0].data[8] != 106);
  uint8_t first[8];
  memcpy(first, st.res[0].data, 8);
  rlv_istate_free(&st);
  raw_sink_state(&st, 6, 1); /* the same seed chooses the same values */
  CHECK(run_one(gs_before, &st) == RLV_IRUN_OK && memcmp(first, st.res[0].data, 8) == 0);
  rlv_istate_free(&st);
  raw_sink_state(&st, 6, 2); /* another seed, other values */
  CHECK(run_one(gs_before, &st) == RLV_IRUN_OK && memcmp(first, st.res[0].data, 8) != 0);
  rlv_istate_free(&st);

  struct {
    const char *mode, *slot, *x;
    bool barrier;
    outcome want;
    const char *where;
  } cases[] = {
      {"9", "%i", "%x", true, SAME, NULL},
      {"8", "%i", "%x", true, DIFFERENT,
       "event 0: BEFORE barrier(i32 0x9), AFTER barrier(i32 0x8): argument 0 differs"},
      {"9", "%j", "%x", true, DIFFERENT,
       "event 0, barrier(i32 0x9): groupshared @gs: byte 8: BEFORE 0x6a, AFTER 0x06"},
      {"9", "%i", "%v", true, DIFFERENT, "raw resource u0 space 0: byte 4: BEFORE"},
      {"9", "%i", "%x", false, DIFFERENT,
       "event 0: BEFORE barrier(i32 0x9), AFTER none: BEFORE makes 1 events, AFTER 0"},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    char *after = gs_after(cases[c].mode, cases[c].slot, cases[c].x, cases[c].barrier),
         *where = NULL;
    outcome o = compare_at(gs_before, after, 6, &where);
    CHECK(o == cases[c].want);
    if (cases[c].where)
      CHECK(says(where, cases[c].where));
    if (o != cases[c].want || (cases[c].where && !says(where, cases[c].where)))
      fprintf(stderr, "groupshared case %zu: %s\n", c, where ? where : "(same)");
    free(where);
    free(after);
  }
}

/* Wave ops: an unsigned sum, a float sum of a vector (one event per element), a read of
 * lane 3, and a second sum of the same value (another rank: another result). */
static const char *wave_before = SM66
    "define void @main() {\n" RAW_OUT "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
    "  %s = call i32 @llvm.dx.wave.reduce.usum.i32(i32 %t)\n" RAW_STORE(
        "0", "%s") "  %f = uitofp i32 %t to float\n"
                   "  %vv = insertelement <2 x float> <float 1.0, float 2.0>, float %f, i32 1\n"
                   "  %r = call <2 x float> @llvm.dx.wave.reduce.sum.v2f32(<2 x float> %vv)\n"
                   "  %r1 = extractelement <2 x float> %r, i32 1\n"
                   "  %rb = bitcast float %r1 to i32\n" RAW_STORE(
                       "4",
                       "%rb") "  %l = call i32 @llvm.dx.wave.readlane.i32(i32 %t, i32 "
                              "3)\n" RAW_STORE("8",
                                               "%l") "  %s2 = call i32 "
                                                     "@llvm.dx.wave.reduce.usum.i32(i32 "
                                                     "%t)\n" RAW_STORE("12",
                                                                       "%s2") "  ret void\n}\n"
                                                                              "declare i32 "
                                                                              "@llvm.dx.wave."
                                                                              "reduce.usum.i32(i32)"
                                                                              "\n"
                                                                              "declare <2 x float> "
                                                                              "@llvm.dx.wave."
                                                                              "reduce.sum.v2f32(<2 "
                                                                              "x float>)\n"
                                                                              "declare i32 "
                                                                              "@llvm.dx.wave."
                                                                              "readlane.i32(i32, "
                                                                              "i32)\n" RAW_DECLS;

/* AFTER: %SIGN% the first sum's signedness kind (1 is right), %LANE% the lane read (3),
 * %FIRST% and %SECOND% the sum and the read in their order. */
static const char *wave_after_tmpl = SM66 DX_TYPES
    "define void @main() {\n" DX_OUT "  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
    "%FIRST%"
    "  %f = uitofp i32 %t to float\n"
    "  %r0 = call float @dx.op.waveActiveOp.f32(i32 119, float 1.0, i8 0, i8 0)\n"
    "  %r1 = call float @dx.op.waveActiveOp.f32(i32 119, float %f, i8 0, i8 0)\n"
    "  %rb = bitcast float %r1 to i32\n"
    "%SECOND%"
    "  %s2 = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %t, i8 0, i8 1)\n" DX_STORE("0", "%s")
        DX_STORE("4", "%rb") DX_STORE("8", "%l")
            DX_STORE("12", "%s2") "  ret void\n}\n"
                                  "declare i32 @dx.op.waveActiveOp.i32(i32, i32, i8, i8)\n"
                                  "declare float @dx.op.waveActiveOp.f32(i32, float, i8, i8)\n"
                                  "declare i32 @dx.op.waveReadLaneAt.i32(i32, i32, i32)\n" DX_DECLS;

static char *wave_after(const char *sign, const char *lane, bool swap) {
  const char *const keys1[] = {"%SIGN%", "%LANE%"};
  const char *const vals1[] = {sign, lane};
  char *sum = fill_in("  %s = call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %t, i8 0, i8 %SIGN%)\n",
                      2, keys1, vals1);
  char *read = fill_in("  %l = call i32 @dx.op.waveReadLaneAt.i32(i32 117, i32 %t, i32 %LANE%)\n",
                       2, keys1, vals1);
  const char *const keys2[] = {"%FIRST%", "%SECOND%"};
  const char *const vals2[] = {swap ? read : sum, swap ? sum : read};
  char *out = fill_in(wave_after_tmpl, 2, keys2, vals2);
  free(sum);
  free(read);
  return out;
}

static void test_wave(void) {
  rlv_istate st;
  raw_sink_state(&st, 5, 7);
  CHECK(run_one(wave_before, &st) == RLV_IRUN_OK);
  CHECK(st.nevents == 5); /* usum, two elements of the vector sum, readlane, usum */
  if (st.nevents == 5) {
    char *t0 = rlv_ievent_text(&st.events[0]), *t2 = rlv_ievent_text(&st.events[2]),
         *t3 = rlv_ievent_text(&st.events[3]);
    CHECK(strcmp(t0, "waveActiveOp(sum, unsigned)(i32 0x5)") == 0);
    CHECK(strcmp(t2, "waveActiveOp(sum, signed)(f32 0x40a00000)") == 0);
    CHECK(strcmp(t3, "waveReadLaneAt(i32 0x5, i32 0x3)") == 0);
    free(t0);
    free(t2);
    free(t3);
  }
  /* never a function of the arguments alone: the same sum twice gives two values */
  CHECK(memcmp(st.res[0].data, st.res[0].data + 12, 4) != 0);
  rlv_istate_free(&st);

  char *where = NULL, *after = wave_after("1", "3", false);
  CHECK(compare_at(wave_before, after, 5, &where) == SAME);
  free(after);
  free(where);
  after = wave_after("0", "3", false);
  CHECK(compare_at(wave_before, after, 5, &where) == DIFFERENT &&
        says(where, "event 0: BEFORE waveActiveOp(sum, unsigned)(i32 0x5), AFTER waveActiveOp(sum, "
                    "signed)(i32 "
                    "0x5): a different operation"));
  free(after);
  free(where);
  after = wave_after("1", "2", false);
  CHECK(compare_at(wave_before, after, 5, &where) == DIFFERENT && says(where, "event 3: ") &&
        says(where, "argument 1 differs"));
  free(after);
  free(where);
  after = wave_after("1", "3", true); /* the read moved before the sum */
  CHECK(compare_at(wave_before, after, 5, &where) == DIFFERENT && says(where, "event 0: ") &&
        says(where, "a different operation"));
  free(after);
  free(where);
}

/* A pixel shader: a float2 input (element 1, row 0, column 1) plus one, to output 0 at
 * column 0; AFTER reads columns 1 and %COLB%, writes columns 0 and %OCOL%, passes %VTX% as
 * the vertex (ignored outside geometry, hull and domain stages). */
static const char *io_before = SM66PS
    "define void @main() {\n"
    "  %in = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 1, i32 0, i8 1, i32 poison)\n"
    "  %s = fadd <2 x float> %in, <float 1.0, float 1.0>\n"
    "  call void @llvm.dx.store.output.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <2 x float> "
    "%s)\n"
    "  ret void\n}\n"
    "declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32)\n"
    "declare void @llvm.dx.store.output.v2f32(i32, i32, i32, i8, i32, <2 x float>)\n";

static const char *io_after_tmpl =
    SM66PS "define void @main() {\n"
           "  %a = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 %VTX%)\n"
           "  %b = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 %COLB%, i32 undef)\n"
           "  %a1 = fadd float %a, 1.0\n"
           "  %b1 = fadd float %b, 1.0\n"
           "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %a1)\n"
           "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 %OCOL%, float %b1)\n"
           "  ret void\n}\n"
           "declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)\n"
           "declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)\n";

static outcome io_case(const char *colb, const char *ocol, const char *vtx, char **where) {
  const char *const keys[] = {"%COLB%", "%OCOL%", "%VTX%"};
  const char *const vals[] = {colb, ocol, vtx};
  char *after = fill_in(io_after_tmpl, 3, keys, vals);
  rlv_istate st;
  memset(&st, 0, sizeof st);
  st.seed = 3;
  outcome o = compare(io_before, after, &st, where);
  rlv_istate_free(&st);
  free(after);
  return o;
}

static void test_stage_io(void) {
  rlv_istate st;
  memset(&st, 0, sizeof st);
  CHECK(run_one(io_before, &st) == RLV_IRUN_OK);
  CHECK(st.nevents == 2 && st.events[0].kind == RLV_IEV_OUTPUT && st.events[0].op == 5 &&
        st.events[0].args[2].value == 0 && st.events[1].args[2].value == 1 &&
        st.events[1].args[3].is_float && st.events[0].args[3].value != st.events[1].args[3].value);
  rlv_istate_free(&st);
  char *where = NULL;
  CHECK(io_case("2", "1", "undef", &where) == SAME);
  free(where);
  CHECK(io_case("2", "1", "7", &where) == SAME); /* a pixel shader's vertex index is ignored */
  free(where);
  CHECK(io_case("1", "1", "undef", &where) == DIFFERENT && says(where, "event 1: ") &&
        says(where, "argument 3 differs"));
  free(where);
  CHECK(io_case("2", "0", "undef", &where) == DIFFERENT && says(where, "event 1: ") &&
        says(where, "argument 2 differs"));
  free(where);
}

/* discard(tid == 0), then a UAV store of 7 and an output of 1.0: not observable once
 * discarded. AFTER stores %V% and outputs %OV%; %DISCARD% ";" leaves the discard out. */
static const char *discard_before = SM66PS
    "define void @main() {\n" RAW_OUT "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
    "  %c = icmp eq i32 %t, 0\n"
    "  call void @llvm.dx.discard(i1 %c)\n" RAW_STORE(
        "0",
        "7") "  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float "
             "1.0)\n"
             "  ret void\n}\n"
             "declare void @llvm.dx.discard(i1)\n"
             "declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)\n" RAW_DECLS;

static const char *discard_after_tmpl = SM66PS DX_TYPES
    "define void @main() {\n" DX_OUT "  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
    "  %c = icmp eq i32 %t, 0\n"
    "%DISCARD% call void @dx.op.discard(i32 82, i1 %c)\n" DX_STORE(
        "0", "%V%") "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %OV%)\n"
                    "  ret void\n}\n"
                    "declare void @dx.op.discard(i32, i1)\n"
                    "declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)\n" DX_DECLS;

static outcome discard_case(uint32_t tid, const char *v, const char *ov, bool with_discard,
                            char **where) {
  const char *const keys[] = {"%V%", "%OV%", "%DISCARD%"};
  const char *const vals[] = {v, ov, with_discard ? "" : ";"};
  char *after = fill_in(discard_after_tmpl, 3, keys, vals);
  outcome o = compare_at(discard_before, after, tid, where);
  free(after);
  return o;
}

static void test_discard(void) {
  rlv_istate st;
  raw_sink_state(&st, 0, 1);
  CHECK(run_one(discard_before, &st) == RLV_IRUN_OK);
  /* the discard is the only event (the output after it is not one); the UAV as it was then */
  CHECK(st.nevents == 1 && st.events[0].kind == RLV_IEV_DISCARD && st.events[0].args[0].value == 1);
  CHECK(st.at_discard && st.at_discard->nres == 1 && !st.at_discard->res[0].written[0] &&
        st.res[0].written[0]);
  rlv_istate_free(&st);
  char *where = NULL;
  CHECK(discard_case(0, "7", "1.0", true, &where) == SAME);
  free(where);
  CHECK(discard_case(0, "8", "2.0", true, &where) == SAME); /* discarded: not observable */
  free(where);
  CHECK(discard_case(1, "7", "1.0", true, &where) == SAME);
  free(where);
  CHECK(discard_case(1, "8", "1.0", true, &where) == DIFFERENT &&
        says(where, "byte 0: BEFORE 0x07, AFTER 0x08"));
  free(where);
  CHECK(discard_case(1, "7", "2.0", true, &where) == DIFFERENT && says(where, "event 1: ") &&
        says(where, "argument 3 differs"));
  free(where);
  CHECK(discard_case(1, "7", "1.0", false, &where) == DIFFERENT &&
        says(where, "event 0: BEFORE discard(i1 0x0), AFTER storeOutput("));
  free(where);
}

/* clang -O0's forms: the binding through an alloca, handles in an alloca'd resource object
 * copied to a global by memcpy, a pointer kept in an alloca, a scope declaration, an
 * assumption and uadd.with.overflow. */
#define O0_TYPES                                                                                   \
  "%RW = type { target(\"dx.RawBuffer\", i8, 1, 0), target(\"dx.RawBuffer\", i8, 1, 0) }\n"        \
  "@R = internal global %RW poison, align 4\n"
static const char *o0_tmpl = SM66 O0_TYPES
    "define void @main() {\n"
    "  %reg.addr = alloca i32, align 4\n"
    "  %this.addr = alloca ptr, align 4\n"
    "  %tmp = alloca %RW, align 4\n"
    "  store i32 0, ptr %reg.addr, align 4\n"
    "  %reg = load i32, ptr %reg.addr, align 4\n"
    "  %h = call target(\"dx.RawBuffer\", i8, 1, 0) "
    "@llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 %reg, i32 1, i32 0, ptr "
    "null)\n"
    "  store target(\"dx.RawBuffer\", i8, 1, 0) %h, ptr %tmp, align 4\n"
    "  %cnt = getelementptr inbounds %RW, ptr %tmp, i32 0, i32 1\n"
    "  store target(\"dx.RawBuffer\", i8, 1, 0) poison, ptr %cnt, align 4\n"
    "  store ptr @R, ptr %this.addr, align 4\n"
    "  %this = load ptr, ptr %this.addr, align 4\n"
    "  call void @llvm.memcpy.p0.p0.i32(ptr %this, ptr %tmp, i32 8, i1 false)\n"
    "  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n"
    "  %h2 = load target(\"dx.RawBuffer\", i8, 1, 0), ptr @R, align 4\n"
    "  %ov = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -1, i32 2)\n"
    "  %sum = extractvalue { i32, i1 } %ov, 0\n"
    "  %bit = extractvalue { i32, i1 } %ov, 1\n"
    "  %bz = zext i1 %bit to i32\n"
    "  call void @llvm.assume(i1 %ASSUME%)\n"
    "  %RAW%"
    "  call void "
    "@llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, "
    "1, 0) %h2, i32 0, i32 poison, i32 %sum)\n"
    "  call void "
    "@llvm.dx.resource.store.rawbuffer.tdx.RawBuffer_i8_1_0t.i32(target(\"dx.RawBuffer\", i8, "
    "1, 0) %h2, i32 4, i32 poison, i32 %bz)\n"
    "  ret void\n}\n"
    "declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)\n"
    "declare void @llvm.experimental.noalias.scope.decl(metadata)\n"
    "declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)\n"
    "declare void @llvm.assume(i1)\n" RAW_DECLS
    "!0 = !{!1}\n!1 = distinct !{!1, !2}\n!2 = distinct !{!2}\n";

static rlv_irun_status o0_run(const char *assume, const char *raw, rlv_istate *st) {
  const char *const keys[] = {"%ASSUME%", "%RAW%"};
  const char *const vals[] = {assume, raw};
  char *ir = fill_in(o0_tmpl, 2, keys, vals);
  raw_sink_state(st, 0, 0);
  rlv_irun_status s = run_one(ir, st);
  free(ir);
  return s;
}

static void test_o0_forms(void) {
  rlv_istate st;
  CHECK(o0_run("true", "", &st) == RLV_IRUN_OK);
  CHECK(st.res[0].data[0] == 1 && st.res[0].data[4] == 1 && st.res[0].written[0] &&
        st.res[0].written[4] && !st.res[0].written[8]);
  rlv_istate_free(&st);
  CHECK(o0_run("false", "", &st) == RLV_IRUN_UB);
  rlv_istate_free(&st);
  /* a stored pointer's bytes read as data: outside the subset */
  LLVMContextRef ctx = LLVMContextCreate();
  char *ir = NULL;
  {
    const char *const keys[] = {"%ASSUME%", "%RAW%"};
    const char *const vals[] = {"true", "%bad = load i32, ptr %this.addr, align 4\n"};
    ir = fill_in(o0_tmpl, 2, keys, vals);
  }
  LLVMModuleRef m = parse(ctx, ir);
  rlv_interp *in = rlv_interp_create(m);
  char *why = NULL;
  raw_sink_state(&st, 0, 0);
  CHECK(rlv_interp_run(in, LLVMGetNamedFunction(m, "main"), &st, &why) == RLV_IRUN_UNSUPPORTED &&
        why && strcmp(why, "the bytes of a stored pointer read as data") == 0);
  free(why);
  rlv_istate_free(&st);
  rlv_interp_free(in);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  free(ir);
}

/* Derivatives (one event per element), a ballot (one event, four words) and a geometry
 * shader's vertex index (counted there): each level-neutral, each told apart. */
static const char *deriv_before = SM66PS
    "define void @main() {\n" RAW_OUT "  %t = call i32 @llvm.dx.thread.id(i32 0)\n"
    "  %f = uitofp i32 %t to float\n"
    "  %v = insertelement <2 x float> <float 1.0, float 1.0>, float %f, i32 0\n"
    "  %d = call <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float> %v)\n"
    "  %d1 = extractelement <2 x float> %d, i32 1\n"
    "  %b = bitcast float %d1 to i32\n" RAW_STORE(
        "0", "%b") "  %c = icmp ult i32 %t, 4\n"
                   "  %w = call <4 x i32> @llvm.dx.wave.ballot(i1 %c)\n"
                   "  %w2 = extractelement <4 x i32> %w, i32 2\n" RAW_STORE(
                       "4", "%w2") "  ret void\n}\n"
                                   "declare <2 x float> @llvm.dx.ddx.coarse.v2f32(<2 x float>)\n"
                                   "declare <4 x i32> @llvm.dx.wave.ballot(i1)\n" RAW_DECLS;

static const char *deriv_after_tmpl = SM66PS DX_TYPES
    "%dx.types.fouri32 = type { i32, i32, i32, i32 }\n"
    "define void @main() {\n" DX_OUT "  %t = call i32 @dx.op.threadId.i32(i32 93, i32 0)\n"
    "  %f = uitofp i32 %t to float\n"
    "  %d0 = call float @dx.op.unary.f32(i32 %OP0%, float %f)\n"
    "  %d1 = call float @dx.op.unary.f32(i32 83, float 1.0)\n"
    "  %b = bitcast float %d1 to i32\n" DX_STORE(
        "0",
        "%b") "  %c = icmp ult i32 %t, 4\n"
              "  %w = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 116, i1 %c)\n"
              "  %w2 = extractvalue %dx.types.fouri32 %w, %LANE%\n" DX_STORE(
                  "4",
                  "%w2") "  ret void\n}\n"
                         "declare float @dx.op.unary.f32(i32, float)\n"
                         "declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1)\n" DX_DECLS;

static outcome deriv_case(const char *op0, const char *lane, char **where) {
  const char *const keys[] = {"%OP0%", "%LANE%"};
  const char *const vals[] = {op0, lane};
  char *after = fill_in(deriv_after_tmpl, 2, keys, vals);
  outcome o = compare_at(deriv_before, after, 3, where);
  free(after);
  return o;
}

#define SM66GS DL "target triple = \"dxilv1.6-unknown-shadermodel6.6-geometry\"\n"
static const char *gs_in_before = SM66GS
    "define void @main() {\n"
    "  %in = call float @llvm.dx.load.input.f32(i32 4, i32 0, i32 0, i8 0, i32 1)\n"
    "  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %in)\n"
    "  ret void\n}\n"
    "declare float @llvm.dx.load.input.f32(i32, i32, i32, i8, i32)\n"
    "declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)\n";
static const char *gs_in_after_tmpl =
    SM66GS "define void @main() {\n"
           "  %in = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 %VTX%)\n"
           "  call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %in)\n"
           "  ret void\n}\n"
           "declare float @dx.op.loadInput.f32(i32, i32, i32, i8, i32)\n"
           "declare void @dx.op.storeOutput.f32(i32, i32, i32, i8, float)\n";

static outcome gs_vertex_case(const char *vtx, char **where) {
  const char *const keys[] = {"%VTX%"};
  const char *const vals[] = {vtx};
  char *after = fill_in(gs_in_after_tmpl, 1, keys, vals);
  rlv_istate st;
  memset(&st, 0, sizeof st);
  st.seed = 5;
  outcome o = compare(gs_in_before, after, &st, where);
  rlv_istate_free(&st);
  free(after);
  return o;
}

static void test_lanes_more(void) {
  char *where = NULL;
  CHECK(deriv_case("83", "2", &where) == SAME);
  free(where);
  CHECK(deriv_case("84", "2", &where) == DIFFERENT &&
        says(where, "event 0: BEFORE ddx.coarse(f32 0x40400000), AFTER ddy.coarse(f32 0x40400000): "
                    "a different operation"));
  free(where);
  CHECK(deriv_case("83", "1", &where) == DIFFERENT && says(where, "byte 4: BEFORE"));
  free(where);
  CHECK(gs_vertex_case("1", &where) == SAME);
  free(where);
  /* a geometry shader reads inputs per vertex: another vertex, another value */
  CHECK(gs_vertex_case("2", &where) == DIFFERENT && says(where, "event 0: ") &&
        says(where, "argument 3 differs"));
  free(where);
}

/* ---- the generator */

/* The generated module's text; *valid: LLVM accepts it, and rlv verify does unless the
 * generator made it invalid on purpose (then rlv verify must report binding-overlap for an
 * overlap; a wrap is checked by rlv_fuzz_lower, once the verifier has a rule for it). */
static char *generate(const uint8_t *data, size_t size, rlv_gen_info *info, bool *valid) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef m = rlv_gen_module(ctx, data, size, NULL, info);
  char *msg = NULL;
  *valid = !LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
  if (!*valid)
    fprintf(stderr, "LLVM rejects a generated module: %s\n", msg);
  LLVMDisposeMessage(msg);
  rlv_diags *diags = rlv_diags_create();
  rlv_verify_options options = {.level = RLV_LEVEL_INTRINSIC};
  rlv_verify_module(m, &options, diags);
  bool overlap_found = false;
  for (size_t i = 0; i < rlv_diags_count(diags); i++)
    overlap_found |= strcmp(rlv_rule_get(rlv_diags_at(diags, i)->rule)->id, "binding-overlap") == 0;
  if (info->overlap && !overlap_found) {
    fprintf(stderr, "rlv verify misses the generator's overlapping bindings\n");
    *valid = false;
  } else if (!info->overlap && !info->wrap && rlv_diags_count_at_least(diags, RLV_SEV_ERROR)) {
    rlv_diags_write(diags, RLV_FORMAT_TEXT, stderr);
    *valid = false;
  }
  rlv_diags_free(diags);
  char *text = LLVMPrintModuleToString(m);
  char *copy = malloc(strlen(text) + 1);
  strcpy(copy, text);
  LLVMDisposeMessage(text);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return copy;
}

static void test_generator(void) {
  rlv_gen_info info;
  bool valid;
  char *empty = generate(NULL, 0, &info, &valid);
  CHECK(valid && strstr(empty, "shadermodel6.0-compute") && strstr(empty, "\"hlsl.shader\"=\"compute\""));
  CHECK(info.nres >= 1 && strcmp(info.res[0].name, "Sink") == 0 && info.res[0].used);
  free(empty);
  uint64_t x = 0x1234;
  unsigned invalid = 0, differ = 0, sm_seen = 0;
  for (unsigned n = 0; n < 300; n++) {
    uint8_t data[400];
    size_t size = 16 + n % 384;
    for (size_t i = 0; i < size; i++) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      data[i] = (uint8_t)(x >> 56);
    }
    rlv_gen_info a, b;
    bool va, vb;
    char *ma = generate(data, size, &a, &va), *mb = generate(data, size, &b, &vb);
    invalid += !va;
    differ += strcmp(ma, mb) != 0 || memcmp(&a, &b, sizeof a) != 0;
    sm_seen |= 1u << a.sm_minor;
    free(ma);
    free(mb);
  }
  CHECK(invalid == 0);
  CHECK(differ == 0);
  CHECK(sm_seen == 0x1ff); /* shader models 6.0 to 6.8 */
}

/* Large shapes (a first byte of 0xF0 or more): every shape and every size is valid IR, and
 * an input that is not a shape input builds what it built before. */
static void test_shapes(void) {
  uint64_t x = 0x5ba9e;
  unsigned invalid = 0, shapes_seen = 0, overlaps = 0, wraps = 0, unrolls = 0;
  for (unsigned n = 0; n < 120; n++) {
    uint8_t data[1200];
    size_t size = 2 + n * 10;
    for (size_t i = 0; i < size; i++) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      data[i] = (uint8_t)(x >> 56);
    }
    data[0] |= 0xF0;
    data[1] = (uint8_t)n;           /* every set of shapes in turn */
    rlv_gen_info info;
    bool valid;
    char *m = generate(data, size, &info, &valid);
    invalid += !valid;
    shapes_seen |= info.shape;
    overlaps += info.overlap;
    wraps += info.wrap;
    unrolls += info.unroll != 0;
    CHECK(info.shape == 1u + n % RLV_GEN_SHAPE_ALL);
    if (info.shape & RLV_GEN_SHAPE_SWITCH)
      CHECK(strstr(m, "switch i32") != NULL);
    if (info.shape & RLV_GEN_SHAPE_CALLS)
      CHECK(strstr(m, "define internal i32 @f0(i32") != NULL);
    free(m);
  }
  CHECK(invalid == 0);
  CHECK(shapes_seen == RLV_GEN_SHAPE_ALL);
  CHECK(overlaps > 0 && wraps > 0 && unrolls > 0);
  /* a first byte below 0xF0 asks for no shape */
  uint8_t plain[64] = {0xEF};
  rlv_gen_info info;
  bool valid;
  free(generate(plain, sizeof plain, &info, &valid));
  CHECK(valid && info.shape == 0 && !info.overlap && !info.wrap && info.unroll == 0);
}

/* Stage mode (a first byte from 0xD0 to 0xDF): every module valid, every stage built, and the
 * constructs of each stage present somewhere; a first byte outside it builds no stage. */
static void test_stage_generator(void) {
  uint64_t x = 0x57a9e;
  unsigned invalid = 0, stages = 0, seen = 0;
  static const char *const marks[] = {"addrspace(3) @gs",
                                      "@llvm.dx.group.memory.barrier.with.group.sync()",
                                      "@llvm.dx.wave.",
                                      "@llvm.dx.load.input.",
                                      "@llvm.dx.store.output.",
                                      "@llvm.dx.ddx.",
                                      "@llvm.dx.discard(",
                                      "\"hlsl.shader\"=\"vertex\"",
                                      "alloca ptr"};
  for (unsigned n = 0; n < 150; n++) {
    uint8_t data[400];
    size_t size = 40 + n * 2;
    for (size_t i = 0; i < size; i++) {
      x = x * 6364136223846793005ull + 1442695040888963407ull;
      data[i] = (uint8_t)(x >> 56);
    }
    data[0] = (uint8_t)(0xD0 | (n & 15));
    rlv_gen_info info;
    bool valid;
    char *m = generate(data, size, &info, &valid);
    invalid += !valid;
    stages |= 1u << info.stage;
    for (unsigned k = 0; k < sizeof marks / sizeof marks[0]; k++)
      if (strstr(m, marks[k]))
        seen |= 1u << k;
    if (info.stage == RLV_GEN_STAGE_PIXEL)
      CHECK(strstr(m, "shadermodel6.") && strstr(m, "-pixel\"") &&
            !strstr(m, "@llvm.dx.thread.id"));
    free(m);
  }
  CHECK(invalid == 0);
  CHECK(stages ==
        (1u << RLV_GEN_STAGE_COMPUTE | 1u << RLV_GEN_STAGE_PIXEL | 1u << RLV_GEN_STAGE_VERTEX));
  CHECK(seen == (1u << (sizeof marks / sizeof marks[0])) - 1);
  uint8_t plain[64] = {0xCF};
  rlv_gen_info info;
  bool valid;
  free(generate(plain, sizeof plain, &info, &valid));
  CHECK(valid && info.stage == RLV_GEN_STAGE_NONE);
}

int main(void) {
  rlv_process_init();
  test_generator();
  test_shapes();
  test_stage_generator();
  test_typed();
  test_structured();
  test_check_bit_override();
  test_struct_access();
  test_nonuniform_and_poison();
  test_cbuffer();
  test_unsupported();
  test_switch();
  test_calls();
  test_loops();
  test_trace();
  test_groupshared();
  test_wave();
  test_stage_io();
  test_discard();
  test_o0_forms();
  test_lanes_more();
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
