/* The trace hook (rlv_istate.trace): after each instruction a run executes, its result as
 * short text in LLVM's own notation where there is one ("i32 5", "<2 x float> <float 1,
 * float poison>", "poison" for a value wholly poison), and the interpreter's own words for
 * what LLVM has no constant for (a pointer into an alloca or a resource, a handle). */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "interp/interp_internal.h"

/* A bounded text buffer: what does not fit is cut and marked "...". */
typedef struct text {
  char buf[TRACE_TEXT_MAX];
  size_t len;
  bool cut;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...) {
  if (t->cut)
    return;
  size_t room = sizeof t->buf - 4 - t->len; /* room kept for "..." and the NUL */
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(t->buf + t->len, room, fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t)n >= room) {
    t->len = strlen(t->buf);
    memcpy(t->buf + t->len, "...", 4);
    t->len += 3;
    t->cut = true;
    return;
  }
  t->len += (size_t)n;
}

static void put_type(text *t, LLVMTypeRef ty) {
  char *s = LLVMPrintTypeToString(ty);
  put(t, "%s", s);
  LLVMDisposeMessage(s);
}

/* The shortest of %.Ng that reads back as the same value. */
static void put_fp(text *t, double v, int max_digits) {
  if (isnan(v)) {
    put(t, "nan");
    return;
  }
  if (isinf(v)) {
    put(t, v < 0 ? "-inf" : "inf");
    return;
  }
  char s[40];
  for (int digits = 1; digits <= max_digits; digits++) {
    snprintf(s, sizeof s, "%.*g", digits, v);
    double back;
    if (sscanf(s, "%lf", &back) == 1 && back == v)
      break;
  }
  put(t, "%s", s);
}

/* One leaf of scalar type `ty`, without its type. */
static void put_leaf(const run *r, text *t, LLVMTypeRef ty, const leaf *l) {
  if (l->poison) {
    put(t, "poison");
    return;
  }
  unsigned bits;
  int sc = cx_scalar_class(ty, &bits);
  switch (sc) {
  case S_INT:
    if (bits == 1)
      put(t, l->bits & 1 ? "true" : "false");
    else
      put(t, "%lld", (long long)sext_of(l->bits & rlv_width_max(bits), bits));
    return;
  case S_HALF:
  case S_FLOAT:
  case S_DOUBLE:
    put_fp(t, cx_fp_value(sc, l->bits), sc == S_DOUBLE ? 17 : sc == S_FLOAT ? 9 : 5);
    return;
  case S_PTR:
    if (l->tag != L_PTR || (l->region == R_NULL && l->off == 0)) {
      put(t, "null");
    } else if (l->region == R_ALLOCA) {
      put(t, "alloca %d", l->obj);
    } else if (l->region == R_RES) {
      put(t, "res %d", l->obj);
      const rlv_ires *res =
          l->obj >= 0 && (size_t)l->obj < r->st->nres ? &r->st->res[l->obj] : NULL;
      if (res && (res->kind == RLV_IRES_TYPED || res->kind == RLV_IRES_STRUCTURED))
        put(t, " element %u", l->elem);
    } else if (l->region == R_GLOBAL && l->global) {
      size_t len;
      const char *name = LLVMGetValueName2(l->global, &len);
      put(t, "@%.*s", (int)len, name);
    } else {
      put(t, "null");
    }
    if (l->off != 0)
      put(t, " + %lld", (long long)l->off);
    return;
  case S_HANDLE:
    if (l->obj < 0)
      put(t, "handle none");
    else
      put(t, "handle res %d%s", l->obj, l->oob ? " out of range" : "");
    return;
  default:
    put(t, "?");
  }
}

/* The value of type `ty` whose leaves start at *k, with its type. */
static void put_value(const run *r, text *t, LLVMTypeRef ty, const leaf *leaves, unsigned *k) {
  LLVMTypeKind kind = LLVMGetTypeKind(ty);
  bool agg = kind == LLVMVectorTypeKind || kind == LLVMArrayTypeKind || kind == LLVMStructTypeKind;
  if (LLVMGetTypeKind(ty) != LLVMTargetExtTypeKind) { /* a handle names itself */
    put_type(t, ty);
    put(t, " ");
  }
  if (!agg) {
    put_leaf(r, t, ty, &leaves[(*k)++]);
    return;
  }
  unsigned n = kind == LLVMStructTypeKind   ? LLVMCountStructElementTypes(ty)
               : kind == LLVMVectorTypeKind ? LLVMGetVectorSize(ty)
                                            : (unsigned)LLVMGetArrayLength2(ty);
  put(t, kind == LLVMVectorTypeKind ? "<" : kind == LLVMArrayTypeKind ? "[" : "{ ");
  for (unsigned i = 0; i < n && !t->cut; i++) {
    LLVMTypeRef et =
        kind == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(ty, i) : LLVMGetElementType(ty);
    if (i)
      put(t, ", ");
    if (rlv_tt_of(et) == RLV_TT_DX_PADDING)
      put_type(t, et);
    else
      put_value(r, t, et, leaves, k);
  }
  put(t, kind == LLVMVectorTypeKind ? ">" : kind == LLVMArrayTypeKind ? "]" : " }");
}

void cx_trace(run *r, LLVMValueRef inst, LLVMTypeRef ty, size_t at) {
  rlv_itrace_fn fn = r->st->trace;
  if (!fn)
    return;
  if (at == SIZE_MAX) {
    fn(r->st->trace_ctx, inst, NULL);
    return;
  }
  unsigned n = cx_leaf_count(ty, 0);
  const leaf *leaves = &r->arena[at];
  bool all_poison = n > 0;
  for (unsigned i = 0; i < n && all_poison; i++)
    all_poison = leaves[i].poison;
  text t = {.len = 0};
  t.buf[0] = '\0';
  if (all_poison) {
    put(&t, "poison");
  } else {
    unsigned k = 0;
    put_value(r, &t, ty, leaves, &k);
  }
  fn(r->st->trace_ctx, inst, t.buf);
}

void cx_trace_inst(run *r, LLVMValueRef inst) {
  uintptr_t at;
  if (!r->st->trace)
    return;
  if (!rlv_ptrmap_get(&r->vals, inst, &at))
    cx_trace(r, inst, NULL, SIZE_MAX);
  else
    cx_trace(r, inst, LLVMTypeOf(inst), at - 1);
}
