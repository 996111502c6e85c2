/* Level-neutral encodings shared by the semantics of every level: typed elements to
 * lanes, raw values to bytes (little-endian), the byte address of a raw access, i1 and
 * Bool, poison spread over a value, thread ids as inputs, 64-bit halves, and pure calls as
 * one uninterpreted function per scalar lane. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

Z3_ast sx_bool_bv(Z3_context z, Z3_ast b) { return sx_ite(z, b, sx_bv(z, 1, 1), sx_bv(z, 0, 1)); }

Z3_ast sx_bv_bool(Z3_context z, Z3_ast v) { return sx_eq(z, v, sx_bv(z, 1, 1)); }

sval *sx_handle_value(sx_exec *ex, sx_handle *h) {
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_HANDLE;
  s->h = h;
  return s;
}

/* ---- typed buffers: components to lanes ---- */

static unsigned comp_count(LLVMTypeRef t, LLVMTypeRef *scalar) {
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    *scalar = LLVMGetElementType(t);
    return LLVMGetVectorSize(t);
  }
  *scalar = t;
  return 1;
}

/* A value of type t read from element `elem`, component c at lanes c (<= 32 bits) or
 * 2c, 2c+1 (64 bits, low word first). */
sval *sx_typed_read_value(sx_exec *ex, sx_handle *h, Z3_ast elem, LLVMTypeRef t, unsigned first,
                          LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || (w > 32 && w != 64) || n > 4) {
    sx_unknown(ex, at, "typed access of a type the prover does not model");
    return sv_poison(ex, t);
  }
  sval *agg = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? sv_agg(ex, n) : NULL;
  sval *last = NULL;
  for (unsigned c = 0; c < n; c++) {
    unsigned k = first + c;
    if (w == 64) {
      sval *lo = sx_typed_read_lane(ex, h, elem, 2 * k), *hi = sx_typed_read_lane(ex, h, elem, 2 * k + 1);
      last = sv_int(ex, Z3_mk_concat(z, hi->v, lo->v), sx_or2(z, lo->p, hi->p), 64);
    } else {
      sval *l = sx_typed_read_lane(ex, h, elem, k);
      last = sv_int(ex, w == 32 ? l->v : Z3_mk_extract(z, w - 1, 0, l->v), l->p, w);
    }
    if (agg)
      agg->el[c] = last;
  }
  return agg ? agg : last;
}

void sx_typed_write_value(sx_exec *ex, sx_handle *h, Z3_ast elem, sval *v, LLVMTypeRef t,
                          unsigned first, LLVMValueRef at) {
  Z3_context z = ex->z;
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || (w > 32 && w != 64) || n > 4 || (n > 1 && (v->kind != SV_AGG || v->n != n)) ||
      (LLVMGetTypeKind(t) != LLVMVectorTypeKind && v->kind != SV_INT)) {
    sx_unknown(ex, at, "typed store of a value the prover does not model");
    return;
  }
  for (unsigned c = 0; c < n; c++) {
    sval *e = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? v->el[c] : v;
    if (e->kind != SV_INT) {
      sx_unknown(ex, at, "typed store of a non-scalar lane");
      return;
    }
    unsigned k = first + c;
    if (w == 64) {
      sx_typed_write_lane(ex, h, elem, 2 * k, sv_int(ex, Z3_mk_extract(z, 31, 0, e->v), e->p, 32));
      sx_typed_write_lane(ex, h, elem, 2 * k + 1, sv_int(ex, Z3_mk_extract(z, 63, 32, e->v), e->p, 32));
    } else {
      Z3_ast bits = w == 32 ? e->v : Z3_mk_zero_ext(z, 32 - w, e->v);
      sx_typed_write_lane(ex, h, elem, k, sv_int(ex, bits, e->p, 32));
    }
  }
  sx_typed_mark(ex, h, elem);
}

/* ---- raw buffers: components to bytes, little-endian ---- */

sval *sx_raw_read_value(sx_exec *ex, sx_handle *h, Z3_ast addr, LLVMTypeRef t, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (sx_is_raw_aggregate(t))
    return sx_raw_read_aggregate(ex, h, addr, t, at);
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || w % 8) {
    sx_unknown(ex, at, "raw access of a type the prover does not model");
    return sv_poison(ex, t);
  }
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
    return sx_raw_read(ex, h, addr, w);
  sval *agg = sv_agg(ex, n);
  for (unsigned c = 0; c < n; c++)
    agg->el[c] = sx_raw_read(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, c * (w / 8), 32)), w);
  return agg;
}

void sx_raw_write_value(sx_exec *ex, sx_handle *h, Z3_ast addr, sval *v, LLVMTypeRef t,
                        LLVMValueRef at) {
  Z3_context z = ex->z;
  if (sx_is_raw_aggregate(t)) {
    sx_raw_write_aggregate(ex, h, addr, v, t, at);
    return;
  }
  LLVMTypeRef sc;
  unsigned n = comp_count(t, &sc), w = sx_type_bits(sc);
  if (!w || w % 8) {
    sx_unknown(ex, at, "raw store of a type the prover does not model");
    return;
  }
  if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) {
    if (v->kind != SV_INT) {
      sx_unknown(ex, at, "raw store of a non-scalar");
      return;
    }
    sx_raw_write(ex, h, addr, v);
    return;
  }
  if (v->kind != SV_AGG || v->n != n) {
    sx_unknown(ex, at, "raw store of a mismatched vector");
    return;
  }
  for (unsigned c = 0; c < n; c++) {
    if (v->el[c]->kind != SV_INT) {
      sx_unknown(ex, at, "raw store of a non-scalar lane");
      return;
    }
    sx_raw_write(ex, h, Z3_mk_bvadd(z, addr, sx_bv(z, c * (w / 8), 32)), v->el[c]);
  }
}

/* The byte address of (index, offset) on a raw handle: a byte-address buffer uses the
 * index and ignores the (poison) offset; *poison says if the address is undefined. */
Z3_ast sx_raw_address(sx_exec *ex, sx_handle *h, sval *idx, sval *off, Z3_ast *poison) {
  Z3_context z = ex->z;
  if (h->family == FAM_BAB) {
    *poison = idx->p;
    return idx->v;
  }
  *poison = sx_or2(z, idx->p, off->p);
  return Z3_mk_bvadd(z, Z3_mk_bvmul(z, idx->v, sx_bv(z, h->stride, 32)), off->v);
}

sval *sx_poison_all(sx_exec *ex, sval *v, Z3_ast p) {
  Z3_context z = ex->z;
  if (sx_is_false(z, p))
    return v;
  if (v->kind == SV_INT)
    return sv_int(ex, v->v, sx_or2(z, v->p, p), v->width);
  if (v->kind == SV_AGG) {
    sval *s = sv_agg(ex, v->n);
    for (unsigned i = 0; i < v->n; i++)
      s->el[i] = sx_poison_all(ex, v->el[i], p);
    return s;
  }
  return v;
}

/* ---- thread ids and other pure inputs, identified with their DXIL ops ---- */

sval *sx_thread_input(sx_exec *ex, const char *uf, const char *label, sval *component) {
  Z3_context z = ex->z;
  Z3_ast v;
  char *lab;
  if (component) {
    v = sx_input_ufn(ex, uf, 1, &component->v, 32);
    uint64_t k;
    lab = sx_const_u64(z, component->v, &k) ? rlv_strf("%s(%llu)", label, (unsigned long long)k)
                                            : rlv_strf("%s(?)", label);
  } else {
    v = sx_const(z, uf, sx_bv_sort(z, 32));
    lab = rlv_strf("%s()", label);
  }
  sx_add_input(ex, lab, v);
  free(lab);
  return sv_int(ex, v, component ? component->p : sx_false(z), 32);
}

/* ---- 64-bit helpers: asdouble (lo, hi) -> double; splitdouble -> {lo, hi} ---- */

sval *sx_make_double(sx_exec *ex, sval *lo, sval *hi, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (lo->kind == SV_AGG && hi->kind == SV_AGG && lo->n == hi->n) {
    sval *s = sv_agg(ex, lo->n);
    for (unsigned i = 0; i < lo->n; i++)
      s->el[i] = sx_make_double(ex, lo->el[i], hi->el[i], at);
    return s;
  }
  if (lo->kind != SV_INT || hi->kind != SV_INT || lo->width != 32 || hi->width != 32) {
    sx_unknown(ex, at, "asdouble of unexpected operands");
    return lo;
  }
  return sv_int(ex, Z3_mk_concat(z, hi->v, lo->v), sx_or2(z, lo->p, hi->p), 64);
}

static sval *split_half(sx_exec *ex, sval *d, bool high, LLVMValueRef at) {
  Z3_context z = ex->z;
  if (d->kind == SV_AGG) {
    sval *s = sv_agg(ex, d->n);
    for (unsigned i = 0; i < d->n; i++)
      s->el[i] = split_half(ex, d->el[i], high, at);
    return s;
  }
  if (d->kind != SV_INT || d->width != 64) {
    sx_unknown(ex, at, "splitdouble of an unexpected operand");
    return d;
  }
  return sv_int(ex, high ? Z3_mk_extract(z, 63, 32, d->v) : Z3_mk_extract(z, 31, 0, d->v), d->p, 32);
}

sval *sx_split_double(sx_exec *ex, sval *d, LLVMValueRef at) {
  sval *r = sv_agg(ex, 2);
  r->el[0] = split_half(ex, d, false, at);
  r->el[1] = split_half(ex, d, true, at);
  return r;
}

/* ---- pure calls: one UF per scalar lane, so vector and scalarized forms agree ---- */

static const char *scalar_suffix(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMHalfTypeKind: return "f16";
  case LLVMFloatTypeKind: return "f32";
  case LLVMDoubleTypeKind: return "f64";
  case LLVMIntegerTypeKind:
    switch (LLVMGetIntTypeWidth(t)) {
    case 1: return "i1";
    case 8: return "i8";
    case 16: return "i16";
    case 32: return "i32";
    case 64: return "i64";
    default: return "iN";
    }
  default: return "x";
  }
}

void sx_uses_opaque_uf(sx_exec *ex) {
  ex->used_uf = true;
  if (ex->replay)
    ex->used_opaque_uf = true;
}

sval *sx_pure_call(sx_exec *ex, const char *ufname, LLVMValueRef call, unsigned first_arg,
                   bool float_op) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(call);
  unsigned na = (unsigned)LLVMGetNumArgOperands(call);
  if (na - first_arg > 7 || na < first_arg) {
    sx_unknown(ex, call, "a pure call with too many operands");
    return sv_poison(ex, t);
  }
  bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
  unsigned lanes = vec ? LLVMGetVectorSize(t) : 1;
  LLVMTypeRef st = vec ? LLVMGetElementType(t) : t;
  unsigned w = sx_type_bits(st);
  if (!w) {
    sx_unknown(ex, call, "a pure call with a result the prover does not model");
    return sv_poison(ex, t);
  }
  if (float_op)
    sx_uses_opaque_uf(ex);
  char *name = rlv_strf("%s.%s", ufname, scalar_suffix(st));
  sval *ops[8];
  bool nu = false;
  for (unsigned j = first_arg; j < na; j++) {
    ops[j - first_arg] = sx_operand(ex, LLVMGetOperand(call, j));
    nu = nu || sx_nu_any(ops[j - first_arg]);
  }
  sval *agg = vec ? sv_agg(ex, lanes) : NULL, *last = NULL;
  for (unsigned i = 0; i < lanes; i++) {
    Z3_ast args[8];
    Z3_ast p = sx_false(z);
    unsigned n = 0;
    for (unsigned j = 0; j < na - first_arg; j++) {
      sval *o = ops[j];
      if (o->kind == SV_AGG && vec && o->n == lanes)
        o = o->el[i];
      if (o->kind != SV_INT) {
        sx_unknown(ex, call, "a pure call with an operand the prover does not model");
        free(name);
        return sv_poison(ex, t);
      }
      args[n++] = o->v;
      p = sx_or2(z, p, o->p);
    }
    Z3_ast r = sx_ufn(ex, name, n, args, w); /* nullary: a fixed but unknown value */
    last = sv_int(ex, r, p, w);
    last->nu = nu;
    if (agg)
      agg->el[i] = last;
  }
  free(name);
  return agg ? agg : last;
}

/* Collects the parts of a (nested) concatenation, most significant first; false past max. */
bool sx_concat_parts(Z3_context z, Z3_ast t, Z3_ast *out, unsigned *n, unsigned max) {
  if (Z3_get_ast_kind(z, t) == Z3_APP_AST) {
    Z3_app app = Z3_to_app(z, t);
    if (Z3_get_decl_kind(z, Z3_get_app_decl(z, app)) == Z3_OP_CONCAT) {
      for (unsigned i = 0; i < Z3_get_app_num_args(z, app); i++)
        if (!sx_concat_parts(z, Z3_get_app_arg(z, app, i), out, n, max))
          return false;
      return true;
    }
  }
  if (*n == max)
    return false;
  out[(*n)++] = t;
  return true;
}

/* t itself when v is t's bytes put back together (a value stored to memory and loaded
 * again: concat(extract(31,24,t), ..., extract(7,0,t))); v otherwise. */
Z3_ast sx_whole_of_bytes(Z3_context z, Z3_ast v) {
  Z3_ast parts[8];
  unsigned n = 0;
  if (!sx_concat_parts(z, v, parts, &n, 8) || n < 2)
    return v;
  Z3_ast whole = NULL;
  unsigned next = Z3_get_bv_sort_size(z, Z3_get_sort(z, v));
  for (unsigned i = 0; i < n; i++) {
    if (Z3_get_ast_kind(z, parts[i]) != Z3_APP_AST)
      return v;
    Z3_app app = Z3_to_app(z, parts[i]);
    Z3_func_decl d = Z3_get_app_decl(z, app);
    if (Z3_get_decl_kind(z, d) != Z3_OP_EXTRACT)
      return v;
    Z3_ast of = Z3_get_app_arg(z, app, 0);
    unsigned hi = (unsigned)Z3_get_decl_int_parameter(z, d, 0);
    unsigned lo = (unsigned)Z3_get_decl_int_parameter(z, d, 1);
    if ((whole && of != whole) || hi + 1 != next)
      return v;
    whole = of;
    next = lo;
  }
  return next == 0 && Z3_get_bv_sort_size(z, Z3_get_sort(z, whole)) ==
                          Z3_get_bv_sort_size(z, Z3_get_sort(z, v))
             ? whole
             : v;
}
