/* Symbolic values: a scalar is a bit-vector with a poison flag; vectors, structs and arrays
 * are arrays of values; pointers are (region, offset); handles name a resource. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/smt.h"

/* ---- arena: every value of one function run lives until the run ends ---- */

struct sx_arena {
  struct chunk {
    struct chunk *next;
    size_t used, cap;
    _Alignas(16) unsigned char data[];
  } *head;
  uint64_t *live; /* the owner's count of bytes held by arenas, or NULL */
  uint64_t bytes;
};

sx_arena *sx_arena_create(uint64_t *live) {
  sx_arena *a = rlv_xcalloc(1, sizeof(sx_arena));
  a->live = live;
  return a;
}

void *sx_alloc(sx_arena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (!a->head || a->head->used + size > a->head->cap) {
    size_t cap = size > 65536 ? size : 65536;
    struct chunk *c = rlv_xmalloc(sizeof *c + cap);
    c->next = a->head;
    c->used = 0;
    c->cap = cap;
    a->head = c;
    a->bytes += sizeof *c + cap;
    if (a->live)
      *a->live += sizeof *c + cap;
  }
  void *ptr = a->head->data + a->head->used;
  a->head->used += size;
  memset(ptr, 0, size);
  return ptr;
}

char *sx_strdup(sx_arena *a, const char *s) {
  size_t n = strlen(s) + 1;
  char *d = sx_alloc(a, n);
  memcpy(d, s, n);
  return d;
}

void sx_arena_free(sx_arena *a) {
  if (!a)
    return;
  if (a->live)
    *a->live -= a->bytes;
  for (struct chunk *c = a->head, *next; c; c = next) {
    next = c->next;
    free(c);
  }
  free(a);
}

/* ---- constructors ---- */

sval *sv_int(sx_exec *ex, Z3_ast v, Z3_ast poison, unsigned width) {
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_INT;
  s->width = width;
  s->v = v;
  s->p = poison;
  return s;
}

sval *sv_agg(sx_exec *ex, unsigned n) {
  sval *s = sx_alloc(ex->arena, sizeof *s);
  s->kind = SV_AGG;
  s->n = n;
  s->el = sx_alloc(ex->arena, (n ? n : 1) * sizeof *s->el);
  return s;
}

unsigned sx_type_bits(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind:
    return LLVMGetIntTypeWidth(t);
  case LLVMHalfTypeKind:
  case LLVMBFloatTypeKind:
    return 16;
  case LLVMFloatTypeKind:
    return 32;
  case LLVMDoubleTypeKind:
    return 64;
  default:
    return 0;
  }
}

static unsigned agg_count(LLVMTypeRef t) {
  switch (LLVMGetTypeKind(t)) {
  case LLVMVectorTypeKind:
    return LLVMGetVectorSize(t);
  case LLVMArrayTypeKind:
    return (unsigned)LLVMGetArrayLength2(t);
  case LLVMStructTypeKind:
    return LLVMCountStructElementTypes(t);
  default:
    return 0;
  }
}

static LLVMTypeRef agg_elem(LLVMTypeRef t, unsigned i) {
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind)
    return LLVMStructGetTypeAtIndex(t, i);
  return LLVMGetElementType(t);
}

static bool is_agg_type(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMArrayTypeKind || k == LLVMStructTypeKind;
}

/* Aggregates larger than this are not modelled (they would explode the terms). */
#define SX_MAX_AGG 4096

/* An aggregate value of `type` with its elements still to fill; one too large to model is
 * empty, and the function's verdict becomes unknown (`what` names it, `at` is its place). */
static sval *agg_shell(sx_exec *ex, LLVMTypeRef type, LLVMValueRef at, const char *what) {
  unsigned n = agg_count(type);
  if (n > SX_MAX_AGG) {
    sx_unknown(ex, at, "%s of %u elements", what, n);
    n = 0;
  }
  return sv_agg(ex, n);
}

sval *sv_poison(sx_exec *ex, LLVMTypeRef type) {
  Z3_context z = ex->z;
  if (is_agg_type(type)) {
    sval *s = agg_shell(ex, type, NULL, "aggregate");
    unsigned n = s->n;
    for (unsigned i = 0; i < n; i++)
      s->el[i] = sv_poison(ex, agg_elem(type, i));
    return s;
  }
  unsigned w = sx_type_bits(type);
  if (!w) {
    sval *s = sx_alloc(ex->arena, sizeof *s);
    s->kind = SV_PTR;
    s->region = PR_NULL;
    s->off = sx_bv(z, 0, 32);
    s->p = sx_true(z);
    return s;
  }
  return sv_int(ex, sx_bv(z, 0, w), sx_true(z), w);
}

/* A fresh, defined value of `type` (undef in BEFORE, inputs). */
sval *sv_from_type_fresh(sx_exec *ex, LLVMTypeRef type, const char *prefix, bool poison) {
  Z3_context z = ex->z;
  if (is_agg_type(type)) {
    sval *s = agg_shell(ex, type, NULL, "aggregate");
    unsigned n = s->n;
    for (unsigned i = 0; i < n; i++) {
      char *name = rlv_strf("%s.%u", prefix, i);
      s->el[i] = sv_from_type_fresh(ex, agg_elem(type, i), name, poison);
      free(name);
    }
    return s;
  }
  unsigned w = sx_type_bits(type);
  if (!w) {
    sx_unknown(ex, NULL, "a value of a type the prover does not model");
    return sv_poison(ex, LLVMInt32TypeInContext(LLVMGetTypeContext(type)));
  }
  Z3_ast v = sx_const(z, prefix, sx_bv_sort(z, w));
  Z3_ast p = sx_false(z);
  if (poison) {
    char *pn = rlv_strf("%s.poison", prefix);
    p = sx_const(z, pn, Z3_mk_bool_sort(z));
    free(pn);
  }
  return sv_int(ex, v, p, w);
}

/* ---- constants ---- */

static sval *const_int_bits(sx_exec *ex, LLVMValueRef c, unsigned w) {
  Z3_context z = ex->z;
  if (w <= 64)
    return sv_int(ex, sx_bv(z, LLVMConstIntGetZExtValue(c), w), sx_false(z), w);
  sx_unknown(ex, NULL, "integer constant wider than 64 bits");
  return sv_int(ex, sx_bv(z, 0, w), sx_true(z), w);
}

sval *sv_constant(sx_exec *ex, LLVMValueRef c) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(c);
  if (LLVMIsPoison(c))
    return sv_poison(ex, t);
  if (LLVMIsUndef(c)) {
    /* BEFORE: undef may be any value (a fresh defined value demands AFTER match every
     * choice: sound). AFTER: undef is treated as undefined (sound, maybe pessimistic). */
    if (ex->side == SIDE_AFTER || !(sx_type_bits(t) || is_agg_type(t)))
      return sv_poison(ex, t);
    char *name = rlv_strf("undef.%u", ex->fresh++);
    sval *s = sv_from_type_fresh(ex, t, name, false);
    free(name);
    return s;
  }
  if (is_agg_type(t)) {
    sval *s = agg_shell(ex, t, c, "constant aggregate");
    unsigned n = s->n;
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef e = LLVMGetAggregateElement(c, i);
      if (!e) {
        sx_unknown(ex, c, "constant aggregate element %u", i);
        s->el[i] = sv_poison(ex, agg_elem(t, i));
      } else {
        s->el[i] = sx_operand(ex, e);
      }
    }
    return s;
  }
  unsigned w = sx_type_bits(t);
  if (LLVMIsAConstantInt(c))
    return const_int_bits(ex, c, w);
  if (LLVMIsAConstantFP(c) && w) {
    LLVMValueRef bits = LLVMConstBitCast(c, LLVMIntTypeInContext(LLVMGetTypeContext(t), w));
    if (bits && LLVMIsAConstantInt(bits))
      return const_int_bits(ex, bits, w);
    sx_unknown(ex, c, "floating-point constant");
    return sv_poison(ex, t);
  }
  if (LLVMIsAConstantPointerNull(c)) {
    sval *s = sv_poison(ex, t);
    s->p = sx_false(z);
    return s;
  }
  sx_unknown(ex, c, "constant");
  return sv_poison(ex, t);
}

/* ---- merging values of two paths ---- */

sx_handle *sx_handle_ite(sx_exec *ex, Z3_ast c, sx_handle *a, sx_handle *b) {
  if (a == b)
    return a;
  if (a->cls != b->cls || a->family != b->family || a->stride != b->stride ||
      a->lanes != b->lanes || a->undef != b->undef || !a->shared_size != !b->shared_size) {
    sx_unknown(ex, NULL, "a value that is one of two resources of different kinds");
    return a;
  }
  Z3_context z = ex->z;
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  *h = *a;
  h->space = sx_ite(z, c, a->space, b->space);
  h->reg = sx_ite(z, c, a->reg, b->reg);
  if (a->nu || b->nu)
    h->nu = sx_ite(z, c, a->nu ? a->nu : sx_false(z), b->nu ? b->nu : sx_false(z));
  if (a->oob || b->oob)
    h->oob = sx_ite(z, c, a->oob ? a->oob : sx_false(z), b->oob ? b->oob : sx_false(z));
  if (a->shared_size)
    h->shared_size = sx_ite(z, c, a->shared_size, b->shared_size);
  h->nu_required = a->nu_required || b->nu_required;
  h->create_index = a->create_index == b->create_index ? a->create_index : -1;
  h->choice = c;
  h->if_true = a;
  h->if_false = b;
  return h;
}

/* The alternatives of a pointer into global objects (1 for PR_GLOBAL); 0 for any other. */
static unsigned global_choices(const sval *p) {
  if (p->region == PR_GLOBAL)
    return 1;
  if (p->region != PR_CHOICE)
    return 0;
  unsigned a = global_choices(p->then), b = global_choices(p->other);
  return a && b ? a + b : 0;
}

/* The most global objects one pointer may choose between. */
#define MAX_GLOBAL_CHOICES 8u

static sval *pointer_choice(sx_exec *ex, Z3_ast c, sval *a, sval *b) {
  Z3_context z = ex->z;
  unsigned na = global_choices(a), nb = global_choices(b);
  if (!na || !nb || na + nb > MAX_GLOBAL_CHOICES) {
    sx_unknown(ex, NULL, "a pointer into one of two different memory regions");
    return a;
  }
  sval *s = sx_alloc(ex->arena, sizeof *s);
  *s = (sval){0};
  s->kind = SV_PTR;
  s->region = PR_CHOICE;
  s->when = c;
  s->then = a;
  s->other = b;
  s->p = sx_ite(z, c, a->p ? a->p : sx_false(z), b->p ? b->p : sx_false(z));
  return s;
}

sval *sv_ite(sx_exec *ex, Z3_ast c, sval *a, sval *b) {
  Z3_context z = ex->z;
  if (a == b || sx_is_true(z, c))
    return a;
  if (sx_is_false(z, c))
    return b;
  if (a->kind != b->kind) {
    sx_unknown(ex, NULL, "merging values of different kinds");
    return a;
  }
  switch (a->kind) {
  case SV_INT: {
    if (a->width != b->width) {
      sx_unknown(ex, NULL, "merging values of different widths");
      return a;
    }
    sval *s = sv_int(ex, sx_ite(z, c, a->v, b->v), sx_ite(z, c, a->p, b->p), a->width);
    s->nu = a->nu || b->nu;
    if (a->status && b->status)
      s->status = sx_ite(z, c, a->status, b->status);
    return s;
  }
  case SV_AGG: {
    if (a->n != b->n) {
      sx_unknown(ex, NULL, "merging aggregates of different sizes");
      return a;
    }
    sval *s = sv_agg(ex, a->n);
    for (unsigned i = 0; i < a->n; i++)
      s->el[i] = sv_ite(ex, c, a->el[i], b->el[i]);
    return s;
  }
  case SV_HANDLE: {
    sval *s = sx_alloc(ex->arena, sizeof *s);
    *s = *a;
    s->h = sx_handle_ite(ex, c, a->h, b->h);
    if (a->p || b->p)
      s->p = sx_ite(z, c, a->p ? a->p : sx_false(z), b->p ? b->p : sx_false(z));
    return s;
  }
  case SV_PTR: {
    bool same = a->region == b->region && a->alloca_id == b->alloca_id && a->global == b->global &&
                a->region != PR_CHOICE;
    if (!same)
      return pointer_choice(ex, c, a, b);
    sval *s = sx_alloc(ex->arena, sizeof *s);
    *s = *a;
    if (a->h && b->h)
      s->h = sx_handle_ite(ex, c, a->h, b->h);
    if (a->idx && b->idx)
      s->idx = sx_ite(z, c, a->idx, b->idx);
    s->off = sx_ite(z, c, a->off, b->off);
    s->p = sx_ite(z, c, a->p ? a->p : sx_false(z), b->p ? b->p : sx_false(z));
    return s;
  }
  }
  return a;
}

bool sx_nu_any(sval *v) {
  if (v->kind == SV_INT)
    return v->nu;
  if (v->kind == SV_AGG)
    for (unsigned i = 0; i < v->n; i++)
      if (sx_nu_any(v->el[i]))
        return true;
  return false;
}

/* Bits of a value, element 0 in the low bits; poison if any part is poison. */
bool sv_to_bits(sx_exec *ex, sval *v, LLVMTypeRef type, Z3_ast *bits, Z3_ast *poison) {
  Z3_context z = ex->z;
  if (v->kind == SV_INT) {
    *bits = v->v;
    *poison = v->p;
    return true;
  }
  if (v->kind != SV_AGG || !is_agg_type(type) ||
      LLVMGetTypeKind(type) != LLVMVectorTypeKind) {
    sx_unknown(ex, NULL, "reinterpreting a non-vector aggregate as bits");
    return false;
  }
  Z3_ast acc = NULL, p = sx_false(z);
  for (unsigned i = 0; i < v->n; i++) {
    if (v->el[i]->kind != SV_INT) {
      sx_unknown(ex, NULL, "reinterpreting a vector of pointers as bits");
      return false;
    }
    acc = acc ? Z3_mk_concat(z, v->el[i]->v, acc) : v->el[i]->v;
    p = sx_or2(z, p, v->el[i]->p);
  }
  if (!acc) {
    sx_unknown(ex, NULL, "empty vector");
    return false;
  }
  *bits = acc;
  *poison = p;
  return true;
}
