/* Unit tests of the interpreter's integer math and float class tests (interp/math.c) and its
 * unary float math (interp/fmath.c), at both levels: each @main computes on constants, and the
 * trace hook gives every result's exact value. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/IRReader.h>

#include "rlv/interp.h"
#include "rlv/rlv.h"

#include "check.h"

#define DL                                                                                         \
  "target datalayout = \"e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:"   \
  "16:32:64-v48:16:16-v96:32:32-v192:64:64\"\n"                                                    \
  "target triple = \"dxilv1.6-unknown-shadermodel6.6-compute\"\n"

typedef struct trace_log {
  char text[8192];
  size_t len;
} trace_log;

static void log_step(void *ctx, LLVMValueRef inst, const char *value) {
  trace_log *log = ctx;
  size_t len;
  const char *name = LLVMGetValueName2(inst, &len);
  if (!len || !value)
    return;
  int n = snprintf(log->text + log->len, sizeof log->text - log->len, "%.*s = %s\n", (int)len, name,
                   value);
  if (n > 0 && (size_t)n < sizeof log->text - log->len)
    log->len += (size_t)n;
}

/* Runs @main of `ir`; returns its status, the trace of named values in *log and the reason
 * of a stop in *why (malloc'ed or NULL). */
static rlv_irun_status run_traced(const char *ir, trace_log *log, char **why) {
  log->len = 0;
  log->text[0] = '\0';
  *why = NULL;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "test");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  rlv_irun_status s = RLV_IRUN_UNSUPPORTED;
  if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
    fprintf(stderr, "parse error: %s\n", msg);
    LLVMDisposeMessage(msg);
  } else {
    rlv_istate st;
    memset(&st, 0, sizeof st);
    st.trace = log_step;
    st.trace_ctx = log;
    rlv_interp *in = rlv_interp_create(m);
    s = rlv_interp_run(in, LLVMGetNamedFunction(m, "main"), &st, why);
    rlv_interp_free(in);
    rlv_istate_free(&st);
    LLVMDisposeModule(m);
  }
  LLVMContextDispose(ctx);
  return s;
}

/* Runs `ir` and checks that it ends OK with exactly the trace `want`. */
static void expect_trace(const char *what, const char *ir, const char *want) {
  trace_log log;
  char *why;
  rlv_irun_status s = run_traced(ir, &log, &why);
  CHECK(s == RLV_IRUN_OK);
  CHECK(strcmp(log.text, want) == 0);
  if (s != RLV_IRUN_OK || strcmp(log.text, want) != 0)
    fprintf(stderr, "%s: status %d (%s), trace:\n%s", what, (int)s, why ? why : "", log.text);
  free(why);
}

/* ---- the intrinsic level */

static const char *abs_ir =
    DL "define void @main() {\n"
       "  %a = call i32 @llvm.abs.i32(i32 -5, i1 false)\n"
       "  %b = call i32 @llvm.abs.i32(i32 7, i1 true)\n"
       "  %c = call i32 @llvm.abs.i32(i32 -2147483648, i1 false)\n"
       "  %d = call i32 @llvm.abs.i32(i32 -2147483648, i1 true)\n"
       "  %e = call i16 @llvm.abs.i16(i16 -32768, i1 false)\n"
       "  %f = call i64 @llvm.abs.i64(i64 -9223372036854775807, i1 true)\n"
       "  %g = call <3 x i32> @llvm.abs.v3i32(<3 x i32> <i32 -1, i32 -2147483648, i32 3>, i1 "
       "true)\n"
       "  %h = call i32 @llvm.abs.i32(i32 poison, i1 false)\n"
       "  ret void\n}\n"
       "declare i32 @llvm.abs.i32(i32, i1)\n"
       "declare i16 @llvm.abs.i16(i16, i1)\n"
       "declare i64 @llvm.abs.i64(i64, i1)\n"
       "declare <3 x i32> @llvm.abs.v3i32(<3 x i32>, i1)\n";

static const char *bits_ir =
    DL "define void @main() {\n"
       "  %a = call i32 @llvm.ctpop.i32(i32 -1)\n"
       "  %b = call i64 @llvm.ctpop.i64(i64 -1)\n"
       "  %c = call i16 @llvm.ctpop.i16(i16 -32767)\n"
       "  %d = call <2 x i32> @llvm.ctpop.v2i32(<2 x i32> <i32 0, i32 255>)\n"
       "  %e = call i32 @llvm.bitreverse.i32(i32 1)\n"
       "  %f = call i16 @llvm.bitreverse.i16(i16 3)\n"
       "  %g = call i64 @llvm.bitreverse.i64(i64 1)\n"
       "  %h = call <2 x i32> @llvm.bitreverse.v2i32(<2 x i32> <i32 -2147483648, i32 poison>)\n"
       "  ret void\n}\n"
       "declare i32 @llvm.ctpop.i32(i32)\n"
       "declare i64 @llvm.ctpop.i64(i64)\n"
       "declare i16 @llvm.ctpop.i16(i16)\n"
       "declare <2 x i32> @llvm.ctpop.v2i32(<2 x i32>)\n"
       "declare i32 @llvm.bitreverse.i32(i32)\n"
       "declare i16 @llvm.bitreverse.i16(i16)\n"
       "declare i64 @llvm.bitreverse.i64(i64)\n"
       "declare <2 x i32> @llvm.bitreverse.v2i32(<2 x i32>)\n";

static const char *mad_clamp_ir =
    DL "define void @main() {\n"
       "  %a = call i32 @llvm.dx.imad.i32(i32 65536, i32 65536, i32 7)\n"
       "  %b = call i32 @llvm.dx.umad.i32(i32 -1, i32 3, i32 1)\n"
       "  %c = call i16 @llvm.dx.imad.i16(i16 -3, i16 4, i16 2)\n"
       "  %d = call i32 @llvm.dx.sclamp.i32(i32 -9, i32 -1, i32 9)\n"
       "  %e = call i32 @llvm.dx.uclamp.i32(i32 -9, i32 1, i32 9)\n"
       "  %f = call <2 x i32> @llvm.dx.sclamp.v2i32(<2 x i32> <i32 20, i32 poison>, <2 x i32> <i32 "
       "-1, i32 -1>, <2 x i32> <i32 9, i32 9>)\n"
       "  %g = call i32 @llvm.dx.sign.i32(i32 -7)\n"
       "  %h = call i32 @llvm.dx.sign.i64(i64 4294967296)\n"
       "  %i = call <3 x i32> @llvm.dx.sign.v3i16(<3 x i16> <i16 0, i16 -32768, i16 1>)\n"
       "  %j = call i32 @llvm.smax.i32(i32 -1, i32 1)\n"
       "  %k = call i32 @llvm.umax.i32(i32 -1, i32 1)\n"
       "  ret void\n}\n"
       "declare i32 @llvm.dx.imad.i32(i32, i32, i32)\n"
       "declare i32 @llvm.dx.umad.i32(i32, i32, i32)\n"
       "declare i16 @llvm.dx.imad.i16(i16, i16, i16)\n"
       "declare i32 @llvm.dx.sclamp.i32(i32, i32, i32)\n"
       "declare i32 @llvm.dx.uclamp.i32(i32, i32, i32)\n"
       "declare <2 x i32> @llvm.dx.sclamp.v2i32(<2 x i32>, <2 x i32>, <2 x i32>)\n"
       "declare i32 @llvm.dx.sign.i32(i32)\n"
       "declare i32 @llvm.dx.sign.i64(i64)\n"
       "declare <3 x i32> @llvm.dx.sign.v3i16(<3 x i16>)\n"
       "declare i32 @llvm.smax.i32(i32, i32)\n"
       "declare i32 @llvm.umax.i32(i32, i32)\n";

/* 0x80FF02FE: bytes -2, 2, -1, -128; 0x03FF0102: 2, 1, -1, 3. Signed: 100 + (-4 + 2 + 1 -
 * 384) = -285; unsigned: 100 + 254*2 + 2*1 + 255*255 + 128*3 = 66019. */
static const char *dot_ir =
    DL "define void @main() {\n"
       "  %a = call i32 @llvm.dx.dot4add.i8packed(i32 100, i32 -2130771202, i32 67043586)\n"
       "  %b = call i32 @llvm.dx.dot4add.u8packed(i32 100, i32 -2130771202, i32 67043586)\n"
       "  %c = call i32 @llvm.dx.dot4add.i8packed(i32 poison, i32 1, i32 1)\n"
       "  %d = call i32 @llvm.dx.sdot.v3i32(<3 x i32> <i32 -1, i32 2, i32 65536>, <3 x i32> <i32 "
       "5, i32 -3, i32 65536>)\n"
       "  %e = call i32 @llvm.dx.udot.v2i32(<2 x i32> <i32 -1, i32 2>, <2 x i32> <i32 5, i32 3>)\n"
       "  %f = call i64 @llvm.dx.sdot.v2i64(<2 x i64> <i64 4294967296, i64 -1>, <2 x i64> <i64 "
       "4294967296, i64 3>)\n"
       "  %g = call i32 @llvm.dx.udot.v2i32(<2 x i32> <i32 1, i32 poison>, <2 x i32> <i32 1, i32 "
       "1>)\n"
       "  ret void\n}\n"
       "declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)\n"
       "declare i32 @llvm.dx.dot4add.u8packed(i32, i32, i32)\n"
       "declare i32 @llvm.dx.sdot.v3i32(<3 x i32>, <3 x i32>)\n"
       "declare i32 @llvm.dx.udot.v2i32(<2 x i32>, <2 x i32>)\n"
       "declare i64 @llvm.dx.sdot.v2i64(<2 x i64>, <2 x i64>)\n";

/* NaN and infinity by their bits: exponent all ones, mantissa nonzero or zero. */
static const char *class_ir =
    DL "define void @main() {\n"
       "  %a = call i1 @llvm.dx.isnan.f32(float 0x7FF8000000000000)\n"
       "  %b = call i1 @llvm.dx.isinf.f32(float 0x7FF8000000000000)\n"
       "  %c = call i1 @llvm.dx.isinf.f32(float 0xFFF0000000000000)\n"
       "  %d = call i1 @llvm.dx.isnan.f32(float 0x47EFFFFFE0000000)\n"
       "  %e = call i1 @llvm.dx.isnan.f16(half 0xH7C01)\n"
       "  %f = call i1 @llvm.dx.isinf.f16(half 0xH7C00)\n"
       "  %g = call i1 @llvm.dx.isinf.f16(half 0xH7BFF)\n"
       "  %h = call i1 @llvm.dx.isnan.f64(double 0x7FF0000000000001)\n"
       "  %i = call i1 @llvm.dx.isinf.f64(double 0x7FF0000000000000)\n"
       "  %v = bitcast <2 x i32> <i32 2139095041, i32 2139095040> to <2 x float>\n"
       "  %j = call <2 x i1> @llvm.dx.isnan.v2f32(<2 x float> %v)\n"
       "  %k = call <2 x i1> @llvm.dx.isinf.v2f32(<2 x float> %v)\n"
       "  %l = call i1 @llvm.dx.isnan.f32(float poison)\n"
       "  ret void\n}\n"
       "declare i1 @llvm.dx.isnan.f32(float)\n"
       "declare i1 @llvm.dx.isinf.f32(float)\n"
       "declare i1 @llvm.dx.isnan.f16(half)\n"
       "declare i1 @llvm.dx.isinf.f16(half)\n"
       "declare i1 @llvm.dx.isnan.f64(double)\n"
       "declare i1 @llvm.dx.isinf.f64(double)\n"
       "declare <2 x i1> @llvm.dx.isnan.v2f32(<2 x float>)\n"
       "declare <2 x i1> @llvm.dx.isinf.v2f32(<2 x float>)\n";

static void test_intrinsics(void) {
  expect_trace("abs", abs_ir,
               "a = i32 5\nb = i32 7\nc = i32 -2147483648\nd = poison\ne = i16 -32768\n"
               "f = i64 9223372036854775807\ng = <3 x i32> <i32 1, i32 poison, i32 3>\n"
               "h = poison\n");
  expect_trace("bits", bits_ir,
               "a = i32 32\nb = i64 64\nc = i16 2\nd = <2 x i32> <i32 0, i32 8>\n"
               "e = i32 -2147483648\nf = i16 -16384\ng = i64 -9223372036854775808\n"
               "h = <2 x i32> <i32 1, i32 poison>\n");
  expect_trace("mad and clamp", mad_clamp_ir,
               "a = i32 7\nb = i32 -2\nc = i16 -10\nd = i32 -1\ne = i32 9\n"
               "f = <2 x i32> <i32 9, i32 poison>\ng = i32 -1\nh = i32 1\n"
               "i = <3 x i32> <i32 0, i32 -1, i32 1>\nj = i32 1\nk = i32 -1\n");
  expect_trace("dot", dot_ir,
               "a = i32 -285\nb = i32 66019\nc = poison\nd = i32 -11\ne = i32 1\n"
               "f = i64 -3\ng = poison\n");
  expect_trace("class", class_ir,
               "a = i1 true\nb = i1 false\nc = i1 true\nd = i1 false\ne = i1 true\n"
               "f = i1 true\ng = i1 false\nh = i1 true\ni = i1 true\n"
               "v = <2 x float> <float nan, float inf>\n"
               "j = <2 x i1> <i1 true, i1 false>\nk = <2 x i1> <i1 false, i1 true>\nl = poison\n");
}

/* ---- the DXIL level */

static const char *dxil_ir =
    DL "define void @main() {\n"
       "  %a = call i32 @dx.op.unaryBits.i64(i32 31, i64 -1)\n"
       "  %b = call i32 @dx.op.unaryBits.i16(i32 31, i16 -1)\n"
       "  %c = call i32 @dx.op.unary.i32(i32 30, i32 6)\n"
       "  %d = call i32 @dx.op.binary.i32(i32 37, i32 -1, i32 1)\n"
       "  %e = call i32 @dx.op.binary.i32(i32 38, i32 -1, i32 1)\n"
       "  %f = call i32 @dx.op.binary.i32(i32 39, i32 -1, i32 1)\n"
       "  %g = call i32 @dx.op.binary.i32(i32 40, i32 -1, i32 1)\n"
       "  %h = call i32 @dx.op.tertiary.i32(i32 48, i32 -3, i32 5, i32 1)\n"
       "  %i = call i64 @dx.op.tertiary.i64(i32 49, i64 4294967296, i64 4294967296, i64 9)\n"
       "  %j = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 100, i32 -2130771202, i32 "
       "67043586)\n"
       "  %k = call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 100, i32 -2130771202, i32 "
       "67043586)\n"
       "  %l = call i1 @dx.op.isSpecialFloat.f32(i32 8, float 0x7FF0000020000000)\n"
       "  %m = call i1 @dx.op.isSpecialFloat.f32(i32 9, float 0x7FF0000020000000)\n"
       "  %n = call i1 @dx.op.isSpecialFloat.f16(i32 9, half 0xHFC00)\n"
       "  %o = call i32 @dx.op.binary.i32(i32 39, i32 poison, i32 1)\n"
       "  ret void\n}\n"
       "declare i32 @dx.op.unaryBits.i64(i32, i64)\n"
       "declare i32 @dx.op.unaryBits.i16(i32, i16)\n"
       "declare i32 @dx.op.unary.i32(i32, i32)\n"
       "declare i32 @dx.op.binary.i32(i32, i32, i32)\n"
       "declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32)\n"
       "declare i64 @dx.op.tertiary.i64(i32, i64, i64, i64)\n"
       "declare i32 @dx.op.dot4AddPacked.i32(i32, i32, i32, i32)\n"
       "declare i1 @dx.op.isSpecialFloat.f32(i32, float)\n"
       "declare i1 @dx.op.isSpecialFloat.f16(i32, half)\n";

static void test_dxil(void) {
  expect_trace("dxil", dxil_ir,
               "a = i32 64\nb = i32 16\nc = i32 1610612736\nd = i32 1\ne = i32 -1\n"
               "f = i32 -1\ng = i32 1\nh = i32 -14\ni = i64 9\nj = i32 -285\nk = i32 66019\n"
               "l = i1 true\nm = i1 false\nn = i1 true\no = poison\n");
  /* a dx.op with the wrong number of operands is undefined, not a value */
  trace_log log;
  char *why;
  CHECK(run_traced(DL "define void @main() {\n"
                      "  %a = call i32 @dx.op.tertiary.i32(i32 48, i32 1, i32 2)\n"
                      "  ret void\n}\n"
                      "declare i32 @dx.op.tertiary.i32(i32, i32, i32)\n",
                   &log, &why) == RLV_IRUN_UB &&
        why && strstr(why, "dx.op 48 takes 4 operands, not 3"));
  free(why);
  /* sign of a float is not integer math: no verdict */
  CHECK(run_traced(DL "define void @main() {\n"
                      "  %a = call i32 @llvm.dx.sign.f32(float 1.0)\n"
                      "  ret void\n}\n"
                      "declare i32 @llvm.dx.sign.f32(float)\n",
                   &log, &why) == RLV_IRUN_UNSUPPORTED);
  free(why);
}

/* ---- unary float math: the intrinsic and its DXIL op give the same bits */

static const char *fmath_ir =
    DL "define void @main() {\n"
       "  %a = call float @llvm.floor.f32(float -1.5)\n"
       "  %b = call float @dx.op.unary.f32(i32 27, float -1.5)\n"
       "  %c = call float @llvm.trunc.f32(float -1.5)\n"
       "  %d = call float @dx.op.unary.f32(i32 29, float -1.5)\n"
       "  %e = call float @llvm.roundeven.f32(float 2.5)\n"
       "  %f = call float @dx.op.unary.f32(i32 28, float 2.25)\n"
       "  %g = call float @llvm.dx.saturate.f32(float 0x7FF8000000000000)\n"
       "  %h = call float @dx.op.unary.f32(i32 7, float 3.0)\n"
       "  %i = call float @llvm.fabs.f32(float -0.0)\n"
       "  %j = call float @llvm.dx.frac.f32(float -1.25)\n"
       "  %k = call <2 x float> @llvm.sqrt.v2f32(<2 x float> <float 4.0, float poison>)\n"
       "  %l = call float @dx.op.unary.f32(i32 24, float 4.0)\n"
       "  %m = call half @llvm.exp2.f16(half 0xH4000)\n"
       "  %n = call half @dx.op.unary.f16(i32 21, half 0xH4000)\n"
       "  %o = call float @dx.op.unary.f32(i32 25, float 0.25)\n"
       "  ret void\n}\n"
       "declare float @llvm.floor.f32(float)\n"
       "declare float @llvm.trunc.f32(float)\n"
       "declare float @llvm.roundeven.f32(float)\n"
       "declare float @llvm.dx.saturate.f32(float)\n"
       "declare float @llvm.fabs.f32(float)\n"
       "declare float @llvm.dx.frac.f32(float)\n"
       "declare <2 x float> @llvm.sqrt.v2f32(<2 x float>)\n"
       "declare half @llvm.exp2.f16(half)\n"
       "declare float @dx.op.unary.f32(i32, float)\n"
       "declare half @dx.op.unary.f16(i32, half)\n";

static void test_fmath(void) {
  expect_trace("fmath", fmath_ir,
               "a = float -2\nb = float -2\nc = float -1\nd = float -1\ne = float 2\n"
               "f = float 3\ng = float 0\nh = float 1\ni = float 0\nj = float 0.75\n"
               "k = <2 x float> <float 2, float poison>\nl = float 2\nm = half 4\nn = half 4\n"
               "o = float 2\n");
}

int main(void) {
  rlv_process_init();
  test_intrinsics();
  test_dxil();
  test_fmath();
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
