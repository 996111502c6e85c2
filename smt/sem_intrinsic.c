/* The intrinsic level: llvm.dx.resource.* (handles, typed/raw/cbuffer access, counters,
 * dimensions), llvm.dx.* helpers paired with their DXIL ops, and generic llvm.* calls. */
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "rlv/model.h"
#include "smt/smt.h"

/* The C string a handle's name operand points to, or "". */
static char *name_of(LLVMValueRef v) {
  char *name = rlv_name_operand(v);
  return name ? name : rlv_xstrdup("");
}

/* A binding operand's value: an LLVM constant, or one the path computed to a single
 * defined value (clang -O0 passes them through local variables). */
static bool binding_u32(sx_exec *ex, LLVMValueRef v, uint32_t *out) {
  if (rlv_const_u32(v, out))
    return true;
  sval *s = sx_operand(ex, v);
  uint64_t k;
  if (s->kind != SV_INT || s->width != 32 || (s->p && !sx_is_false(ex->z, Z3_simplify(ex->z, s->p))) ||
      !sx_const_u64(ex->z, Z3_simplify(ex->z, s->v), &k))
    return false;
  *out = (uint32_t)k;
  return true;
}

/* The global a name operand points to, also through -O0's local variables. */
static LLVMValueRef name_global(sx_exec *ex, LLVMValueRef v) {
  if (!v || LLVMIsAGlobalVariable(v) || LLVMIsAConstant(v))
    return v;
  sval *s = sx_operand(ex, v);
  uint64_t off;
  return s->kind == SV_PTR && s->region == PR_GLOBAL && sx_const_u64(ex->z, Z3_simplify(ex->z, s->off), &off) &&
                 off == 0
             ? s->global
             : NULL;
}

static char *type_string(LLVMTypeRef t) {
  char *s = LLVMPrintTypeToString(t);
  char *r = rlv_xstrdup(s);
  LLVMDisposeMessage(s);
  return r;
}


/* handlefrombinding(space, LB, size, index, name) / handlefromimplicitbinding(orderId, ...). */
static void handle_from_binding(sx_exec *ex, LLVMValueRef call, bool implicit) {
  Z3_context z = ex->z;
  if (rlv_call_nargs(call) != 5) {
    sx_unknown(ex, call, "handle creation with %u operands", rlv_call_nargs(call));
    return;
  }
  uint32_t a0, space, size, lb = 0;
  if (!binding_u32(ex, rlv_call_arg(call, 0), &a0) ||
      !binding_u32(ex, rlv_call_arg(call, 1), &space) ||
      !binding_u32(ex, rlv_call_arg(call, 2), &size)) {
    sx_unknown(ex, call, "handle creation with non-constant binding operands");
    return;
  }
  if (!implicit) {
    lb = space;
    space = a0;
  }
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  if (!sx_handle_shape(ex, LLVMTypeOf(call), h, call))
    return;
  sval *idx = sx_operand(ex, rlv_call_arg(call, 3));
  if (idx->kind != SV_INT || idx->width != 32) {
    sx_unknown(ex, call, "handle index is not an i32");
    return;
  }
  sx_add_ub(ex, idx->p);
  Z3_ast lbt;
  if (implicit) {
    char *nm = rlv_strf("implicit.lb.%u", a0);
    lbt = sx_const(z, nm, sx_bv_sort(z, 32));
    free(nm);
  } else {
    lbt = sx_bv(z, lb, 32);
  }
  h->space = sx_bv(z, space, 32);
  h->reg = Z3_mk_bvadd(z, lbt, idx->v);
  /* An index past the range, or one whose register wraps past 0xFFFFFFFF on an unbounded
   * range, names no resource of this binding: HLSL leaves the access undefined. */
  h->oob = size == UINT32_MAX ? Z3_mk_bvugt(z, idx->v, Z3_mk_bvnot(z, lbt))
                              : Z3_mk_bvuge(z, idx->v, sx_bv(z, size, 32));
  h->nu_required = idx->nu && size != 1;
  h->create_index = (int)ex->ncreations;
  char *name = name_of(name_global(ex, rlv_call_arg(call, 4)));
  sx_creation *c = sx_add_creation(ex);
  c->cls = h->cls;
  c->implicit = implicit;
  c->order_id = a0;
  c->space = space;
  c->lb = lb;
  c->lb_known = !implicit;
  c->size = size;
  c->family = h->family;
  c->lanes = h->lanes;
  c->lane_bits = h->lane_bits;
  c->nu_required = h->nu_required;
  /* At this level the flag is the index reaching nonuniformindex: what a BEFORE that needs
   * it is paired with when AFTER is intrinsic-level too (rlv tv, LLVM's middle end). */
  c->nu = idx->nu ? sx_true(z) : sx_false(z);
  c->name = rlv_xstrdup(name);
  sx_expected_props(ex, LLVMTypeOf(call), h, c);
  if (!implicit) {
    char *tn = type_string(LLVMTypeOf(call));
    sx_register_binding(ex, h->cls, space, lb, size, h->family, h->lanes, h->lane_bits, name,
                        tn);
    free(tn);
  }
  free(name);
  sx_set(ex, call, sx_handle_value(ex, h));
}

static sx_handle *handle_operand(sx_exec *ex, LLVMValueRef call, unsigned i) {
  sval *v = sx_operand(ex, rlv_call_arg(call, i));
  if (v->kind != SV_HANDLE) {
    sx_unknown(ex, call, "a resource operation whose handle is not a modelled handle");
    return NULL;
  }
  sx_use_handle(ex, v);
  if (v->h->undef) {
    sx_unknown(ex, call, "a resource operation on a handle that holds no resource");
    return NULL;
  }
  return v->h;
}

static bool check_i32(sx_exec *ex, LLVMValueRef call, sval *v) {
  if (v->kind != SV_INT || v->width != 32) {
    sx_unknown(ex, call, "a resource index that is not an i32");
    return false;
  }
  return true;
}

static LLVMTypeRef struct_field(LLVMTypeRef t, unsigned i) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) <= i)
    return NULL;
  return LLVMStructGetTypeAtIndex(t, i);
}

static void load_typedbuffer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  LLVMTypeRef vt = struct_field(LLVMTypeOf(call), 0);
  sval *idx = sx_operand(ex, rlv_call_arg(call, 1));
  if (h->family != FAM_TYPED || !vt || !check_i32(ex, call, idx)) {
    sx_unknown(ex, call, "typed load on an unexpected handle or type");
    return;
  }
  sval *v = sx_poison_all(ex, sx_typed_read_value(ex, h, idx->v, vt, 0, call), idx->p);
  sval *r = sv_agg(ex, 2);
  r->el[0] = v;
  r->el[1] = sv_int(ex, sx_bool_bv(z, sx_typed_mapped(ex, h, idx->v)), idx->p, 1);
  sx_set(ex, call, r);
}

static void store_typedbuffer(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, rlv_call_arg(call, 1));
  if (h->family != FAM_TYPED || !check_i32(ex, call, idx)) {
    sx_unknown(ex, call, "typed store on an unexpected handle");
    return;
  }
  sx_add_ub(ex, idx->p);
  sx_typed_write_value(ex, h, idx->v, sx_operand(ex, rlv_call_arg(call, 2)),
                       LLVMTypeOf(rlv_call_arg(call, 2)), 0, call);
}

static void load_rawbuffer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  LLVMTypeRef vt = struct_field(LLVMTypeOf(call), 0);
  sval *idx = sx_operand(ex, rlv_call_arg(call, 1)), *off = sx_operand(ex, rlv_call_arg(call, 2));
  if ((h->family != FAM_STRUCT && h->family != FAM_BAB) || !vt || !check_i32(ex, call, idx) ||
      !check_i32(ex, call, off)) {
    sx_unknown(ex, call, "raw load on an unexpected handle or type");
    return;
  }
  Z3_ast p;
  Z3_ast addr = sx_raw_address(ex, h, idx, off, &p);
  ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
  Z3_ast past = sx_past_stride(ex, h, idx->v, off->v, LLVMStoreSizeOfType(ex->dl, vt));
  sval *v = sx_poison_all(ex, sx_raw_read_value(ex, h, addr, vt, call), sx_or2(ex->z, p, past));
  ex->struct_elem = NULL;
  sval *r = sv_agg(ex, 2);
  r->el[0] = v;
  r->el[1] = sv_int(ex, sx_bool_bv(z, sx_raw_mapped_value(ex, h, addr, vt)), p, 1);
  sx_set(ex, call, r);
}

static void store_rawbuffer(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, rlv_call_arg(call, 1)), *off = sx_operand(ex, rlv_call_arg(call, 2));
  if ((h->family != FAM_STRUCT && h->family != FAM_BAB) || !check_i32(ex, call, idx) ||
      !check_i32(ex, call, off)) {
    sx_unknown(ex, call, "raw store on an unexpected handle");
    return;
  }
  Z3_ast p;
  Z3_ast addr = sx_raw_address(ex, h, idx, off, &p);
  sx_add_ub(ex, p);
  ex->struct_elem = h->family == FAM_STRUCT ? idx->v : NULL;
  sx_raw_write_value(ex, h, addr, sx_operand(ex, rlv_call_arg(call, 3)),
                     LLVMTypeOf(rlv_call_arg(call, 3)), call);
  ex->struct_elem = NULL;
}

/* load.cbufferrow.N: field k of row r = bytes [16r + k*16/N, ...). */
static void load_cbufferrow(sx_exec *ex, LLVMValueRef call, unsigned n) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *row = sx_operand(ex, rlv_call_arg(call, 1));
  LLVMTypeRef t = LLVMTypeOf(call);
  if (h->family != FAM_CBUF || !check_i32(ex, call, row) ||
      LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != n) {
    sx_unknown(ex, call, "cbuffer row load on an unexpected handle or type");
    return;
  }
  sval *r = sv_agg(ex, n);
  Z3_ast base = Z3_mk_bvmul(z, row->v, sx_bv(z, 16, 32));
  for (unsigned k = 0; k < n; k++) {
    unsigned w = sx_type_bits(LLVMStructGetTypeAtIndex(t, k));
    if (w != 128 / n) {
      sx_unknown(ex, call, "cbuffer row field of the wrong width");
      return;
    }
    sval *f = sx_cbuf_read(ex, h, Z3_mk_bvadd(z, base, sx_bv(z, k * (16 / n), 32)), w);
    r->el[k] = sx_poison_all(ex, f, row->p);
  }
  sx_set(ex, call, r);
}

static void update_counter(sx_exec *ex, LLVMValueRef call) {
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  if (h->family == FAM_OPAQUE) {
    sx_unknown(ex, call, "a counter update on a resource that is not a buffer");
    return;
  }
  LLVMValueRef s = rlv_call_arg(call, 1);
  if (!LLVMIsAConstantInt(s)) {
    sx_unknown(ex, call, "counter update by a non-constant step");
    return;
  }
  int step = (int)(int8_t)LLVMConstIntGetZExtValue(s);
  if (step != 1 && step != -1) {
    sx_unknown(ex, call, "counter update by %d", step);
    return;
  }
  sx_set(ex, call, sv_int(ex, sx_counter_update(ex, h, step), sx_false(ex->z), 32));
}

static void get_pointer(sx_exec *ex, LLVMValueRef call) {
  Z3_context z = ex->z;
  sx_handle *h = handle_operand(ex, call, 0);
  if (!h)
    return;
  sval *idx = sx_operand(ex, rlv_call_arg(call, 1));
  if (!check_i32(ex, call, idx))
    return;
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_PTR;
  s->h = h;
  s->p = idx->p;
  switch (h->family) {
  case FAM_TYPED:
  case FAM_STRUCT:
    s->region = PR_RES;
    s->idx = idx->v;
    s->off = sx_bv(z, 0, 32);
    break;
  case FAM_BAB:
    s->region = PR_RES;
    s->idx = sx_bv(z, 0, 32);
    s->off = idx->v;
    break;
  case FAM_CBUF:
    s->region = PR_CBUF;
    s->off = idx->v;
    break;
  default:
    sx_unknown(ex, call, "getpointer on an unexpected handle");
    return;
  }
  sx_set(ex, call, s);
}

/* Integer intrinsics with exact semantics. */
static bool int_intrinsic(sx_exec *ex, LLVMValueRef call, const char *base) {
  Z3_context z = ex->z;
  int kind = strcmp(base, "llvm.umin") == 0 ? 0 : strcmp(base, "llvm.umax") == 0 ? 1
           : strcmp(base, "llvm.smin") == 0 ? 2 : strcmp(base, "llvm.smax") == 0 ? 3 : -1;
  if (kind < 0)
    return false;
  sval *a = sx_operand(ex, rlv_call_arg(call, 0)), *b = sx_operand(ex, rlv_call_arg(call, 1));
  sval *pairs_a[16], *pairs_b[16];
  unsigned n = 1;
  if (a->kind == SV_AGG && b->kind == SV_AGG && a->n == b->n && a->n <= 16) {
    n = a->n;
    for (unsigned i = 0; i < n; i++) {
      pairs_a[i] = a->el[i];
      pairs_b[i] = b->el[i];
    }
  } else if (a->kind == SV_INT && b->kind == SV_INT) {
    pairs_a[0] = a;
    pairs_b[0] = b;
  } else {
    sx_unknown(ex, call, "min/max of unexpected operands");
    return true;
  }
  sval *agg = a->kind == SV_AGG ? sv_agg(ex, n) : NULL, *last = NULL;
  for (unsigned i = 0; i < n; i++) {
    Z3_ast x = pairs_a[i]->v, y = pairs_b[i]->v;
    Z3_ast lt = kind < 2 ? Z3_mk_bvult(z, x, y) : Z3_mk_bvslt(z, x, y);
    Z3_ast r = (kind % 2 == 0) ? sx_ite(z, lt, x, y) : sx_ite(z, lt, y, x);
    last = sv_int(ex, r, sx_or2(z, pairs_a[i]->p, pairs_b[i]->p), pairs_a[i]->width);
    last->nu = pairs_a[i]->nu || pairs_b[i]->nu;
    if (agg)
      agg->el[i] = last;
  }
  sx_set(ex, call, agg ? agg : last);
  return true;
}

bool sx_sem_intrinsic(sx_exec *ex, LLVMValueRef call, const char *name) {
  Z3_context z = ex->z;
  if (rlv_starts_with(name, "llvm.dx.") && sx_sem_stage_intrinsic(ex, call, name))
    return true;
  if (rlv_starts_with(name, "llvm.dx.resource.")) {
    if (rlv_intrinsic_name_is(name, "llvm.dx.resource.handlefrombinding"))
      handle_from_binding(ex, call, false);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.handlefromimplicitbinding"))
      handle_from_binding(ex, call, true);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.load.typedbuffer"))
      load_typedbuffer(ex, call);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.store.typedbuffer"))
      store_typedbuffer(ex, call);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.load.rawbuffer"))
      load_rawbuffer(ex, call);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.store.rawbuffer"))
      store_rawbuffer(ex, call);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.load.cbufferrow.2"))
      load_cbufferrow(ex, call, 2);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.load.cbufferrow.4"))
      load_cbufferrow(ex, call, 4);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.load.cbufferrow.8"))
      load_cbufferrow(ex, call, 8);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.updatecounter"))
      update_counter(ex, call);
    else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.getdimensions.x")) {
      sx_handle *h = handle_operand(ex, call, 0);
      if (h && h->family == FAM_OPAQUE)
        sx_unknown(ex, call, "the dimensions of a resource that is not a buffer");
      else if (h)
        sx_set(ex, call, sv_int(ex, sx_dims(ex, h), sx_false(z), 32));
    } else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.nonuniformindex")) {
      sval *v = sx_operand(ex, rlv_call_arg(call, 0));
      if (v->kind != SV_INT) {
        sx_unknown(ex, call, "nonuniformindex of a non-integer");
        return true;
      }
      sval *s = sv_int(ex, v->v, v->p, v->width);
      s->nu = true;
      sx_set(ex, call, s);
    } else if (rlv_intrinsic_name_is(name, "llvm.dx.resource.getpointer"))
      get_pointer(ex, call);
    else
      sx_unknown(ex, call, "a resource intrinsic the prover does not model");
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.thread.id")) {
    sx_set(ex, call,
           sx_thread_input(ex, "dx.threadId", "thread.id", sx_operand(ex, rlv_call_arg(call, 0))));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.group.id")) {
    sx_set(ex, call,
           sx_thread_input(ex, "dx.groupId", "group.id", sx_operand(ex, rlv_call_arg(call, 0))));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.thread.id.in.group")) {
    sx_set(ex, call,
           sx_thread_input(ex, "dx.threadIdInGroup", "thread.id.in.group",
                           sx_operand(ex, rlv_call_arg(call, 0))));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.flattened.thread.id.in.group")) {
    sx_set(ex, call, sx_thread_input(ex, "dx.flattenedThreadIdInGroup",
                                     "flattened.thread.id.in.group", NULL));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.group.memory.barrier.with.group.sync")) {
    /* DXIL barrier mode 9: thread-group memory fence | sync the group */
    sx_barrier(ex, "barrier mode 9", call);
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.asdouble")) {
    sx_set(ex, call,
           sx_make_double(ex, sx_operand(ex, rlv_call_arg(call, 0)),
                          sx_operand(ex, rlv_call_arg(call, 1)), call));
    return true;
  }
  if (rlv_intrinsic_name_is(name, "llvm.dx.splitdouble")) {
    sx_set(ex, call, sx_split_double(ex, sx_operand(ex, rlv_call_arg(call, 0)), call));
    return true;
  }
  if (!rlv_starts_with(name, "llvm."))
    return false;
  LLVMValueRef callee = LLVMGetCalledValue(call);
  unsigned id = LLVMGetIntrinsicID(callee);
  if (!id)
    return false;
  size_t len;
  const char *base = LLVMIntrinsicGetName(id, &len);
  char *b = rlv_xstrndup(base, len);
  bool handled = true;
  if (strcmp(b, "llvm.assume") == 0) {
    sval *c = sx_operand(ex, rlv_call_arg(call, 0));
    if (c->kind == SV_INT)
      sx_add_ub(ex, sx_or2(z, c->p, sx_eq(z, c->v, sx_bv(z, 0, 1))));
  } else if (strcmp(b, "llvm.experimental.noalias.scope.decl") == 0 ||
             strcmp(b, "llvm.donothing") == 0 || strcmp(b, "llvm.sideeffect") == 0) {
    /* A scope declaration for alias analysis (clang -O0 inlining leaves them) and the
     * markers that only keep a loop or call alive: nothing observable happens. */
  } else if (strcmp(b, "llvm.expect") == 0) {
    sx_set(ex, call, sx_operand(ex, rlv_call_arg(call, 0)));
  } else if (int_intrinsic(ex, call, b) || sx_sem_math_intrinsic(ex, call, b)) {
    /* done */
  } else if (LLVMGetTypeKind(LLVMTypeOf(call)) != LLVMVoidTypeKind && sx_is_memory_none(callee)) {
    /* named by the intrinsic's base name, so vector and scalar overloads agree */
    sx_set(ex, call, sx_pure_call(ex, b, call, 0, true));
  } else {
    handled = false;
  }
  free(b);
  return handled;
}
