/* The bindings family: the operands of handle creation (constant, in range), overlapping
 * explicit bindings, disagreeing implicit bindings, and nonuniformindex results that do not
 * end up as handle indices. */
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "verifier/index_range.h"
#include "verifier/span_sweep.h"
#include "verifier/vctx.h"

enum {
  NAME_MAX_CHARS = 96,          /* longer resource names are cut in messages */
  GROUP_MEMBERS_LISTED = 8,     /* members of an overlapping group named beyond its first pair */
  NONUNIFORM_WALK_LIMIT = 256,  /* values followed from one nonuniformindex result */
};

#define UNBOUNDED UINT32_MAX
#define INDEX_OPERAND 3u
#define NAME_OPERAND 4u

/* One handle creation call with its operands decoded. */
typedef struct binding {
  LLVMValueRef call;
  size_t order;       /* position in program order: ties are broken by it */
  bool spirv, implicit;
  bool constant;      /* every binding operand (all but the index) is a ConstantInt */
  uint32_t order_id;  /* implicit bindings only */
  uint32_t space;     /* SPIR-V: descriptor set */
  uint32_t lower;     /* explicit bindings only; SPIR-V: the binding number */
  uint32_t size;      /* UNBOUNDED (0xFFFFFFFF) for an unbounded array */
  LLVMValueRef index;
  LLVMTypeRef type;
  rlv_res_class cls;  /* RLV_CLASS_NONE when the result is not a resource type */
  const char *name;   /* the name string, escaped for printing; NULL when absent */
  const char *label;  /* "\"name\"" or "<unnamed>", for messages */
} binding;

/* The decoded name and label of each distinct name operand: thousands of calls share a few
 * name strings, so each is decoded once. Owns the strings the bindings point to. */
typedef struct name_cache {
  rlv_ptrmap index; /* name operand -> entry + 1 */
  struct name_entry {
    char *name, *label;
  } *entries;
  size_t count, cap;
} name_cache;

/* ---- small text helpers ---- */

/* The C string a `ptr name` operand points to (a global with a constant i8 array
 * initializer), escaped like LLVM does (\22 for a quote); NULL for null or anything else. */
static char *resource_name(LLVMValueRef ptr) {
  char *raw = rlv_name_operand(ptr);
  if (!raw)
    return NULL;
  const char *s = raw;
  size_t len = strlen(raw);
  rlv_buf buf = {0};
  rlv_buf_puts(&buf, "");
  for (size_t i = 0; i < len && i < NAME_MAX_CHARS; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
      rlv_buf_append(&buf, (const char *)&c, 1);
    else
      rlv_buf_printf(&buf, "\\%02X", c);
  }
  if (len > NAME_MAX_CHARS)
    rlv_buf_puts(&buf, "...");
  free(raw);
  return buf.data;
}

static char register_letter(rlv_res_class cls) {
  switch (cls) {
  case RLV_CLASS_SRV: return 't';
  case RLV_CLASS_UAV: return 'u';
  case RLV_CLASS_CBUFFER: return 'b';
  case RLV_CLASS_SAMPLER: return 's';
  case RLV_CLASS_NONE: break;
  }
  return '?';
}

/* The registers of a bounded, non-overflowing explicit DXIL binding: "u2", "u0..u3" or
 * "u5 and up (unbounded)". */
static char *registers_text(const binding *b) {
  char r = register_letter(b->cls);
  if (b->size == UNBOUNDED)
    return rlv_strf("%c%u and up (unbounded)", r, (unsigned)b->lower);
  if (b->size == 1)
    return rlv_strf("%c%u", r, (unsigned)b->lower);
  return rlv_strf("%c%u..%c%u", r, (unsigned)b->lower, r, (unsigned)(b->lower + b->size - 1));
}

/* Where a binding is, in its own terms: "space 1, lower bound 3", "order id 2". */
static char *where_text(const binding *b) {
  if (b->implicit)
    return rlv_strf("order id %u", (unsigned)b->order_id);
  if (b->spirv)
    return rlv_strf("descriptor set %u, binding %u", (unsigned)b->space, (unsigned)b->lower);
  return rlv_strf("space %u, lower bound %u", (unsigned)b->space, (unsigned)b->lower);
}

static char *size_text(uint32_t size) {
  return size == UNBOUNDED ? rlv_xstrdup("unbounded") : rlv_strf("%u", (unsigned)size);
}

/* ---- decoding the calls ---- */

static bool is_handle_creation(rlv_intrinsic id) {
  return id == RLV_DX_HANDLEFROMBINDING || id == RLV_DX_HANDLEFROMIMPLICITBINDING ||
         id == RLV_SPV_HANDLEFROMBINDING || id == RLV_SPV_HANDLEFROMIMPLICITBINDING;
}

static bool is_nonuniformindex(rlv_intrinsic id) {
  return id == RLV_DX_NONUNIFORMINDEX || id == RLV_SPV_NONUNIFORMINDEX;
}

static bool is_i32(LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32;
}

/* The five operands are (i32, i32, i32, i32 index, ptr name); a declaration with another
 * shape is left to the other families. */
static bool has_binding_signature(LLVMValueRef call) {
  if (LLVMGetNumArgOperands(call) != 5)
    return false;
  for (unsigned i = 0; i <= INDEX_OPERAND; i++)
    if (!is_i32(LLVMGetOperand(call, i)))
      return false;
  return true;
}

/* What operand i (0..2) means for this form of binding, for messages. */
static const char *operand_role(const binding *b, unsigned i) {
  static const char *const dx_explicit[] = {"space", "lower bound", "range size"};
  static const char *const spv_explicit[] = {"descriptor set", "binding", "range size"};
  static const char *const dx_implicit[] = {"order id", "space", "range size"};
  static const char *const spv_implicit[] = {"order id", "descriptor set", "range size"};
  const char *const *roles = b->implicit ? (b->spirv ? spv_implicit : dx_implicit)
                                         : (b->spirv ? spv_explicit : dx_explicit);
  return roles[i];
}

static const struct name_entry *name_of_operand(name_cache *names, LLVMValueRef ptr) {
  uintptr_t at = 0;
  if (rlv_ptrmap_get(&names->index, ptr, &at))
    return &names->entries[at - 1];
  if (names->count == names->cap)
    names->entries = rlv_xrealloc(names->entries, (names->cap = names->cap ? names->cap * 2 : 16) *
                                                      sizeof *names->entries);
  struct name_entry *e = &names->entries[names->count++];
  e->name = resource_name(ptr);
  e->label = e->name ? rlv_strf("\"%s\"", e->name) : rlv_xstrdup("<unnamed>");
  rlv_ptrmap_put(&names->index, ptr, names->count);
  return e;
}

static void name_cache_free(name_cache *names) {
  for (size_t i = 0; i < names->count; i++) {
    free(names->entries[i].name);
    free(names->entries[i].label);
  }
  free(names->entries);
  rlv_ptrmap_free(&names->index);
}

static void decode_binding(LLVMValueRef call, rlv_intrinsic id, size_t order, name_cache *names,
                           binding *b) {
  memset(b, 0, sizeof *b);
  b->call = call;
  b->order = order;
  b->spirv = id == RLV_SPV_HANDLEFROMBINDING || id == RLV_SPV_HANDLEFROMIMPLICITBINDING;
  b->implicit = id == RLV_DX_HANDLEFROMIMPLICITBINDING || id == RLV_SPV_HANDLEFROMIMPLICITBINDING;
  uint64_t ops[3] = {0, 0, 0};
  b->constant = true;
  for (unsigned i = 0; i < 3; i++)
    b->constant &= rlv_const_u64(rlv_stored_value(LLVMGetOperand(call, i)), &ops[i]);
  if (b->implicit) {
    b->order_id = (uint32_t)ops[0];
    b->space = (uint32_t)ops[1];
  } else {
    b->space = (uint32_t)ops[0];
    b->lower = (uint32_t)ops[1];
  }
  b->size = (uint32_t)ops[2];
  b->index = rlv_stored_value(LLVMGetOperand(call, INDEX_OPERAND));
  b->type = LLVMTypeOf(call);
  rlv_restype r;
  b->cls = rlv_restype_parse(b->type, &r) ? r.res_class : RLV_CLASS_NONE;
  const struct name_entry *e =
      name_of_operand(names, rlv_stored_value(LLVMGetOperand(call, NAME_OPERAND)));
  b->name = e->name;
  b->label = e->label;
}

static binding *collect_bindings(const rlv_vctx *v, name_cache *names, size_t *count) {
  binding *list = rlv_xmalloc((v->ncalls ? v->ncalls : 1) * sizeof *list);
  size_t n = 0;
  for (size_t i = 0; i < v->ncalls; i++) {
    if (!is_handle_creation(v->calls[i].id) || !has_binding_signature(v->calls[i].call))
      continue;
    decode_binding(v->calls[i].call, v->calls[i].id, i, names, &list[n]);
    n++;
  }
  *count = n;
  return list;
}

/* ---- rules on one call ---- */

static bool check_constant_operands(rlv_vctx *v, const binding *b) {
  if (b->constant)
    return true;
  rlv_buf list = {0};
  unsigned bad = 0, total = 0;
  for (unsigned i = 0; i < 3; i++)
    total += !LLVMIsAConstantInt(rlv_stored_value(LLVMGetOperand(b->call, i)));
  for (unsigned i = 0; i < 3; i++) {
    LLVMValueRef op = rlv_stored_value(LLVMGetOperand(b->call, i));
    if (LLVMIsAConstantInt(op))
      continue;
    char *ref = rlv_value_ref(v->printer, op);
    bad++;
    rlv_buf_printf(&list, "%s%s %s", bad == 1 ? "" : (bad == total ? " and " : ", "),
                   operand_role(b, i), ref);
    free(ref);
  }
  char *of = b->name ? rlv_strf("the binding of %s", b->label) : rlv_xstrdup("this binding");
  rlv_report(v->diags, RLV_RULE_BINDING_NOT_CONSTANT, b->call,
             "the %s of %s %s; a binding must be known at compile time", list.data, of,
             total == 1 ? "is not a constant" : "are not constants");
  free(of);
  rlv_buf_free(&list);
  return false;
}

static void check_range_size(rlv_vctx *v, const binding *b) {
  if (b->size == 0) {
    char *where = where_text(b);
    rlv_report(v->diags, RLV_RULE_BINDING_RANGE_ZERO, b->call,
               "the range size of %s (%s) is 0; a binding must hold at least one resource (-1 "
               "means an unbounded array)",
               b->label, where);
    free(where);
    return;
  }
  /* A SPIR-V array takes one binding number whatever its size, so only DXIL ranges end. */
  if (b->spirv || b->implicit || b->size == UNBOUNDED)
    return;
  uint64_t last = (uint64_t)b->lower + b->size - 1;
  if (last > UINT32_MAX)
    rlv_report(v->diags, RLV_RULE_BINDING_RANGE_OVERFLOW, b->call,
               "the range of %s from lower bound %u with size %u would end at register %llu, "
               "past the last register 4294967295",
               b->label, (unsigned)b->lower, (unsigned)b->size, (unsigned long long)last);
}

static void check_constant_index(rlv_vctx *v, const binding *b, uint64_t index) {
  if (index < b->size)
    return;
  rlv_report(v->diags, RLV_RULE_BINDING_INDEX_OUT_OF_RANGE, b->call,
             "index %llu is not below the range size %u of %s (valid indices are 0..%u; the "
             "index is relative to the start of the binding)",
             (unsigned long long)index, (unsigned)b->size, b->label, (unsigned)(b->size - 1));
}

static void check_dynamic_index(rlv_vctx *v, const binding *b) {
  rlv_urange r = rlv_index_range(b->index);
  /* Unbounded above means the analysis knows nothing useful: no warning. */
  if (r.hi >= rlv_width_max(32) || r.hi < b->size)
    return;
  uint64_t bad_lo = r.lo > b->size ? r.lo : b->size;
  char *what = rlv_value_text(v->printer, b->index);
  char *bad = bad_lo == r.hi ? rlv_strf("%llu", (unsigned long long)r.hi)
                             : rlv_strf("%llu..%llu", (unsigned long long)bad_lo,
                                        (unsigned long long)r.hi);
  if (r.lo >= b->size)
    rlv_report(v->diags, RLV_RULE_BINDING_INDEX_MAY_EXCEED, b->call,
               "index %s is always %s, never below the range size of %s, which is %u", what, bad,
               b->label, (unsigned)b->size);
  else
    rlv_report(v->diags, RLV_RULE_BINDING_INDEX_MAY_EXCEED, b->call,
               "index %s can be %s but the range size of %s is %u", what, bad, b->label,
               (unsigned)b->size);
  free(bad);
  free(what);
}

/* An unbounded DXIL range ends at the last register: the handle's register is lower bound +
 * index in 32 bits, so an index past 0xFFFFFFFF - lower bound wraps around to register 0 and
 * up (LLVM builds the add and lets it wrap). */
static void check_unbounded_index(rlv_vctx *v, const binding *b) {
  if (b->spirv || b->implicit)
    return; /* a SPIR-V array has no registers; an implicit one has no lower bound yet */
  uint64_t last = UINT32_MAX - (uint64_t)b->lower; /* the last index that stays in range */
  uint64_t index;
  if (rlv_const_u64(b->index, &index)) {
    if (index > last)
      rlv_report(v->diags, RLV_RULE_BINDING_INDEX_OUT_OF_RANGE, b->call,
                 "index %llu of the unbounded range of %s from lower bound %u reaches register "
                 "%llu, past the last register 4294967295 (valid indices are 0..%llu; the "
                 "register would wrap around)",
                 (unsigned long long)index, b->label, (unsigned)b->lower,
                 (unsigned long long)(b->lower + index), (unsigned long long)last);
    return;
  }
  rlv_urange r = rlv_index_range(b->index);
  if (r.hi >= rlv_width_max(32) || r.hi <= last)
    return; /* nothing known, or always in range */
  char *what = rlv_value_text(v->printer, b->index);
  rlv_report(v->diags, RLV_RULE_BINDING_INDEX_MAY_EXCEED, b->call,
             "index %s can be up to %llu, but the unbounded range of %s from lower bound %u "
             "ends at register 4294967295 (index %llu); a larger index wraps around",
             what, (unsigned long long)r.hi, b->label, (unsigned)b->lower,
             (unsigned long long)last);
  free(what);
}

static void check_binding_operands(rlv_vctx *v, const binding *b) {
  if (!check_constant_operands(v, b))
    return;
  check_range_size(v, b);
  if (b->size == UNBOUNDED)
    check_unbounded_index(v, b);
  if (b->size == 0 || b->size == UNBOUNDED)
    return;
  uint64_t index;
  if (rlv_const_u64(b->index, &index))
    check_constant_index(v, b, index);
  else
    check_dynamic_index(v, b);
}

/* ---- overlapping explicit bindings ---- */

/* The last slot a binding takes: the last register of a DXIL range (bounded, not
 * overflowing), or the binding number itself for SPIR-V. */
static uint32_t last_slot(const binding *b) {
  if (b->spirv)
    return b->lower;
  return b->size == UNBOUNDED ? UINT32_MAX : b->lower + b->size - 1;
}

static bool takes_part_in_overlap(const binding *b) {
  if (b->implicit || !b->constant || b->size == 0 || b->cls == RLV_CLASS_NONE)
    return false;
  return b->spirv || b->size == UNBOUNDED || (uint64_t)b->lower + b->size - 1 <= UINT32_MAX;
}

static int cmp_u64(uint64_t a, uint64_t b) { return (a > b) - (a < b); }

static int cmp_names(const char *a, const char *b) {
  if (!a || !b)
    return (a != NULL) - (b != NULL);
  return strcmp(a, b);
}

/* Everything that makes two bindings the same resource, in the order the sweep needs:
 * family, class, space, first slot, then the rest. */
static int cmp_resource(const binding *a, const binding *b) {
  int c;
  if ((c = cmp_u64(a->spirv, b->spirv)) || (c = cmp_u64(a->cls, b->cls)) ||
      (c = cmp_u64(a->space, b->space)) || (c = cmp_u64(a->lower, b->lower)) ||
      (c = cmp_u64(last_slot(a), last_slot(b))) || (c = cmp_u64(a->size, b->size)) ||
      (c = cmp_u64((uintptr_t)a->type, (uintptr_t)b->type)) || (c = cmp_names(a->name, b->name)))
    return c;
  return 0;
}

static int cmp_resource_then_order(const void *pa, const void *pb) {
  const binding *a = *(const binding *const *)pa, *b = *(const binding *const *)pb;
  int c = cmp_resource(a, b);
  return c ? c : cmp_u64(a->order, b->order);
}

/* When two overlapping resources carry the same name, what tells them apart (the registers
 * are in the message already). */
static char *distinction(const binding *a, const binding *b) {
  rlv_buf buf = {0};
  rlv_buf_puts(&buf, "");
  if (cmp_names(a->name, b->name) != 0)
    return buf.data;
  if (a->size != b->size) {
    char *sa = size_text(a->size), *sb = size_text(b->size);
    rlv_buf_printf(&buf, "range sizes %s and %s", sa, sb);
    free(sa), free(sb);
  }
  if (a->type != b->type) {
    char *ta = rlv_type_string(a->type), *tb = rlv_type_string(b->type);
    rlv_buf_printf(&buf, "%stypes %s and %s", buf.len ? ", " : "", ta, tb);
    free(ta), free(tb);
  }
  char *out = buf.len ? rlv_strf(" (two different resources with one name: %s)", buf.data)
                      : rlv_xstrdup(" (two different resources with one name)");
  rlv_buf_free(&buf);
  return out;
}

/* The other members of an overlapping group (beyond its first pair), for the message:
 * "; 5 resources overlap in u0..u9: also "C" at u4..u6, ... and 2 more". */
static void describe_rest_of_group(rlv_buf *buf, const binding *const *g, size_t n, uint32_t hi) {
  if (n <= 2)
    return;
  if (g[0]->spirv) {
    rlv_buf_printf(buf, "; %zu resources in all are bound there: also ", n);
  } else {
    bool unbounded = false;
    for (size_t i = 0; i < n && !unbounded; i++)
      unbounded = g[i]->size == UNBOUNDED;
    char r = register_letter(g[0]->cls);
    if (unbounded && hi == UINT32_MAX)
      rlv_buf_printf(buf, "; %zu resources overlap in %c%u and up: also ", n, r,
                     (unsigned)g[0]->lower);
    else
      rlv_buf_printf(buf, "; %zu resources overlap in %c%u..%c%u: also ", n, r,
                     (unsigned)g[0]->lower, r, (unsigned)hi);
  }
  size_t listed = n - 2 < GROUP_MEMBERS_LISTED ? n - 2 : GROUP_MEMBERS_LISTED;
  for (size_t i = 2; i < 2 + listed; i++) {
    rlv_buf_printf(buf, "%s%s", i > 2 ? ", " : "", g[i]->label);
    if (!g[i]->spirv) {
      char *regs = registers_text(g[i]);
      rlv_buf_printf(buf, " at %s", regs);
      free(regs);
    }
  }
  if (n - 2 > listed)
    rlv_buf_printf(buf, " and %zu more", n - 2 - listed);
}

/* One diagnostic per overlapping group, at the second resource: the first pair (which
 * always overlaps: the second starts before the first ends), then the rest of the group. */
static void report_group(rlv_vctx *v, const binding *const *g, size_t n, uint32_t hi) {
  const binding *earlier = g[0], *later = g[1];
  char *why = distinction(earlier, later);
  rlv_buf rest = {0};
  rlv_buf_puts(&rest, "");
  describe_rest_of_group(&rest, g, n, hi);
  if (later->spirv) {
    rlv_report(v->diags, RLV_RULE_BINDING_OVERLAP, later->call,
               "%s resources %s and %s are both bound to binding %u of descriptor set %u%s%s",
               rlv_res_class_name(later->cls), earlier->label, later->label,
               (unsigned)later->lower, (unsigned)later->space, why, rest.data);
  } else {
    char *ra = registers_text(earlier), *rb = registers_text(later);
    rlv_report(v->diags, RLV_RULE_BINDING_OVERLAP, later->call,
               "resource %s at %s overlaps with resource %s at %s in space %u%s%s",
               earlier->label, ra, later->label, rb, (unsigned)later->space, why, rest.data);
    free(ra), free(rb);
  }
  rlv_buf_free(&rest);
  free(why);
}

typedef struct overlap_ctx {
  rlv_vctx *v;
  const binding *const *res;
} overlap_ctx;

static void report_span_group(void *ctx, size_t start, size_t count, uint32_t hi) {
  overlap_ctx *o = ctx;
  report_group(o->v, o->res + start, count, hi);
}

/* Distinct resources sorted by (family, class, space, first slot) swept for overlapping
 * groups (verifier/span_sweep.h); the group key keeps families, classes and spaces apart. */
static void sweep_overlaps(rlv_vctx *v, const binding *const *res, size_t n) {
  rlv_span *spans = rlv_xmalloc((n ? n : 1) * sizeof *spans);
  for (size_t i = 0; i < n; i++)
    spans[i] = (rlv_span){.group = (uint64_t)res[i]->spirv << 40 | (uint64_t)res[i]->cls << 32 |
                                   res[i]->space,
                          .first = res[i]->lower,
                          .last = last_slot(res[i])};
  overlap_ctx ctx = {v, res};
  rlv_span_sweep(spans, n, report_span_group, &ctx);
  free(spans);
}

static uint64_t mix(uint64_t h, uint64_t x) { return (h ^ x) * 0x9E3779B97F4A7C15ull; }

/* A hash of everything cmp_resource compares (the name by its text). */
static size_t resource_hash(const binding *b) {
  uint64_t h = mix(mix(mix(mix(0, b->spirv), b->cls), b->space), b->lower);
  h = mix(mix(h, b->size), (uintptr_t)b->type);
  for (const char *c = b->name; c && *c; c++)
    h = mix(h, (unsigned char)*c);
  return (size_t)(h ^ (h >> 29));
}

/* The first binding (in program order) of each distinct resource, in program order.
 * Identical calls create one resource (an array indexed twice, a buffer made in two
 * functions), and big modules make the same few resources thousands of times: removing the
 * copies first leaves the sort only the distinct ones. */
static size_t distinct_resources(binding *list, size_t count, const binding **out) {
  size_t cap = 16;
  while (cap < 2 * count)
    cap *= 2;
  size_t *slots = rlv_xcalloc(cap, sizeof *slots); /* index into out + 1; 0 = empty */
  size_t n = 0;
  for (size_t i = 0; i < count; i++) {
    const binding *b = &list[i];
    if (!takes_part_in_overlap(b))
      continue;
    size_t at = resource_hash(b) & (cap - 1);
    while (slots[at] && cmp_resource(out[slots[at] - 1], b) != 0)
      at = (at + 1) & (cap - 1);
    if (!slots[at]) {
      out[n++] = b;
      slots[at] = n;
    }
  }
  free(slots);
  return n;
}

static void check_overlaps(rlv_vctx *v, binding *list, size_t count) {
  const binding **res = rlv_xmalloc((count ? count : 1) * sizeof *res);
  size_t distinct = distinct_resources(list, count, res);
  qsort(res, distinct, sizeof *res, cmp_resource_then_order);
  sweep_overlaps(v, res, distinct);
  free(res);
}

/* ---- implicit bindings ---- */

static int cmp_implicit(const void *pa, const void *pb) {
  const binding *a = *(const binding *const *)pa, *b = *(const binding *const *)pb;
  int c;
  if ((c = cmp_u64(a->spirv, b->spirv)) || (c = cmp_u64(a->order_id, b->order_id)))
    return c;
  return cmp_u64(a->order, b->order);
}

static bool same_implicit_resource(const binding *a, const binding *b) {
  return a->space == b->space && a->size == b->size && a->type == b->type;
}

static void report_implicit_conflict(rlv_vctx *v, const binding *first, const binding *b) {
  rlv_buf diff = {0};
  rlv_buf_puts(&diff, "");
  const char *space = b->spirv ? "descriptor set" : "space";
  if (b->space != first->space)
    rlv_buf_printf(&diff, "%s %u here vs %u there", space, (unsigned)b->space, (unsigned)first->space);
  if (b->size != first->size) {
    char *sb = size_text(b->size), *sf = size_text(first->size);
    rlv_buf_printf(&diff, "%srange size %s here vs %s there", diff.len ? ", " : "", sb, sf);
    free(sb), free(sf);
  }
  if (b->type != first->type) {
    char *tb = rlv_type_string(b->type), *tf = rlv_type_string(first->type);
    rlv_buf_printf(&diff, "%stype %s here vs %s there", diff.len ? ", " : "", tb, tf);
    free(tb), free(tf);
  }
  char *ref = rlv_value_ref(v->printer, first->call);
  size_t fn_len = 0;
  const char *fn = LLVMGetValueName2(LLVMGetBasicBlockParent(LLVMGetInstructionParent(first->call)), &fn_len);
  rlv_report(v->diags, RLV_RULE_BINDING_IMPLICIT_CONFLICT, b->call,
             "implicit binding order id %u (%s) disagrees with its first creation %s (%s) in @%.*s: "
             "%s; calls with one order id must create the same resource",
             (unsigned)b->order_id, b->label, ref, first->label, (int)fn_len, fn, diff.data);
  free(ref);
  rlv_buf_free(&diff);
}

/* Within one order id, the first call (in program order) defines the resource; every other
 * variant of (space, range size, type) is reported once. */
static void check_implicit_group(rlv_vctx *v, const binding *const *group, size_t n) {
  const binding **variants = rlv_xmalloc((n ? n : 1) * sizeof *variants);
  size_t nvariants = 0;
  for (size_t i = 1; i < n; i++) {
    if (same_implicit_resource(group[0], group[i]))
      continue;
    bool seen = false;
    for (size_t j = 0; j < nvariants && !seen; j++)
      seen = same_implicit_resource(variants[j], group[i]);
    if (seen)
      continue;
    variants[nvariants++] = group[i];
    report_implicit_conflict(v, group[0], group[i]);
  }
  free(variants);
}

static void check_implicit_bindings(rlv_vctx *v, binding *list, size_t count) {
  const binding **imp = rlv_xmalloc((count ? count : 1) * sizeof *imp);
  size_t n = 0;
  for (size_t i = 0; i < count; i++)
    if (list[i].implicit && list[i].constant)
      imp[n++] = &list[i];
  qsort(imp, n, sizeof *imp, cmp_implicit);
  for (size_t start = 0; start < n;) {
    size_t end = start + 1;
    while (end < n && imp[end]->spirv == imp[start]->spirv && imp[end]->order_id == imp[start]->order_id)
      end++;
    check_implicit_group(v, imp + start, end - start);
    start = end;
  }
  free(imp);
}

/* ---- nonuniformindex results ---- */

static bool is_min_max_call(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee))
    return false;
  unsigned id = LLVMGetIntrinsicID(callee);
  static const char *const names[] = {"llvm.umin", "llvm.umax", "llvm.smin", "llvm.smax"};
  for (size_t i = 0; id && i < sizeof names / sizeof names[0]; i++)
    if (id == LLVMLookupIntrinsicID(names[i], strlen(names[i])))
      return true;
  return false;
}

/* A user that computes another integer index from the value (arithmetic, casts, select
 * and phi merges): its own uses decide. */
static bool passes_index_through(LLVMValueRef user, LLVMValueRef value) {
  LLVMTypeRef t = LLVMTypeOf(user);
  if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
    return false;
  switch (LLVMGetInstructionOpcode(user)) {
  case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
  case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
  case LLVMSRem: case LLVMZExt: case LLVMSExt: case LLVMTrunc: case LLVMFreeze: case LLVMPHI:
    return true;
  case LLVMSelect:
    return LLVMGetOperand(user, 0) != value; /* as the condition it picks, not indexes */
  case LLVMCall:
    return is_nonuniformindex(rlv_intrinsic_of_call(user)) || is_min_max_call(user);
  default:
    return false;
  }
}

static const char *opcode_name(LLVMOpcode op) {
  switch (op) {
  case LLVMStore: return "store";
  case LLVMLoad: return "load";
  case LLVMGetElementPtr: return "getelementptr";
  case LLVMICmp: return "icmp";
  case LLVMRet: return "ret";
  case LLVMBr: return "br";
  case LLVMSwitch: return "switch";
  case LLVMSelect: return "select (as its condition)";
  case LLVMInsertElement: return "insertelement";
  case LLVMInsertValue: return "insertvalue";
  case LLVMIntToPtr: return "inttoptr";
  case LLVMBitCast: return "bitcast";
  case LLVMUIToFP: return "uitofp";
  case LLVMSIToFP: return "sitofp";
  case LLVMAtomicRMW: return "atomicrmw";
  case LLVMAtomicCmpXchg: return "cmpxchg";
  default: return "instruction";
  }
}

/* Where `value` sits in `user`, in words: "stored by a store", "operand 1 of a call to @f". */
static char *use_site(LLVMValueRef user, LLVMValueRef value) {
  unsigned n = (unsigned)LLVMGetNumOperands(user), pos = 0;
  while (pos < n && LLVMGetOperand(user, pos) != value)
    pos++;
  LLVMOpcode op = LLVMGetInstructionOpcode(user);
  if (op == LLVMStore)
    return rlv_xstrdup(pos == 0 ? "stored to memory by a store" : "used as the address of a store");
  if (op == LLVMRet)
    return rlv_xstrdup("returned from the function");
  if (op == LLVMCall) {
    LLVMValueRef callee = LLVMGetCalledValue(user);
    size_t len = 0;
    const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : NULL;
    if (!name)
      return rlv_strf("passed as argument %u of an indirect call", pos);
    return rlv_strf("passed as argument %u of a call to @%.*s", pos, (int)len, name);
  }
  const char *name = opcode_name(op);
  return rlv_strf("used as operand %u of %s %s", pos, strchr("aeiou", name[0]) ? "an" : "a", name);
}

static void report_nonuniform_use(rlv_vctx *v, LLVMValueRef nu, LLVMValueRef value, LLVMValueRef user) {
  char *site = use_site(user, value);
  char *nu_ref = rlv_value_ref(v->printer, nu);
  if (value == nu) {
    rlv_report(v->diags, RLV_RULE_NONUNIFORM_NOT_INDEX, user,
               "the nonuniformindex result %s is %s instead of being used only as the index of a "
               "handle creation; the non-uniform mark only takes effect on handle indices",
               nu_ref, site);
  } else {
    char *ref = rlv_value_ref(v->printer, value);
    rlv_report(v->diags, RLV_RULE_NONUNIFORM_NOT_INDEX, user,
               "%s, computed from the nonuniformindex result %s, is %s instead of being used only as "
               "the index of a handle creation; the non-uniform mark only takes effect on handle "
               "indices",
               ref, nu_ref, site);
    free(ref);
  }
  free(nu_ref);
  free(site);
}

/* True when `user` takes `value` only as the index operand of a handle creation. */
static bool is_handle_index_use(LLVMValueRef user, LLVMValueRef value) {
  if (!LLVMIsACallInst(user) || !is_handle_creation(rlv_intrinsic_of_call(user)) ||
      LLVMGetNumArgOperands(user) != 5)
    return false;
  unsigned n = (unsigned)LLVMGetNumOperands(user);
  for (unsigned i = 0; i < n; i++)
    if (LLVMGetOperand(user, i) == value && i != INDEX_OPERAND)
      return false;
  return true;
}

/* A store of `value` into an -O0 local variable whose every load reads it back
 * (rlv_stored_value): the loads carry the value on. */
static bool stores_to_local(LLVMValueRef user, LLVMValueRef value) {
  if (!LLVMIsAStoreInst(user) || LLVMGetOperand(user, 0) != value)
    return false;
  LLVMValueRef slot = LLVMGetOperand(user, 1);
  if (!LLVMIsAAllocaInst(slot))
    return false;
  for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef other = LLVMGetUser(u);
    if (other != user && (!LLVMIsALoadInst(other) || rlv_stored_value(other) != value))
      return false;
  }
  return true;
}

/* Follows the value's uses through index arithmetic (bounded) and reports each instruction
 * that takes it as something other than a handle index. `reported` keeps one report per
 * instruction across all nonuniformindex calls. */
static void check_nonuniform_uses(rlv_vctx *v, LLVMValueRef nu, rlv_ptrmap *reported) {
  LLVMValueRef work[NONUNIFORM_WALK_LIMIT];
  size_t nwork = 0, next = 0;
  rlv_ptrmap queued = {0};
  work[nwork++] = nu;
  rlv_ptrmap_put(&queued, nu, 1);
  while (next < nwork) {
    LLVMValueRef value = work[next++];
    for (LLVMUseRef use = LLVMGetFirstUse(value); use; use = LLVMGetNextUse(use)) {
      LLVMValueRef user = LLVMGetUser(use);
      if (!LLVMIsAInstruction(user) || is_handle_index_use(user, value))
        continue;
      if (passes_index_through(user, value)) {
        if (!rlv_ptrmap_has(&queued, user) && nwork < NONUNIFORM_WALK_LIMIT) {
          rlv_ptrmap_put(&queued, user, 1);
          work[nwork++] = user;
        }
        continue;
      }
      if (stores_to_local(user, value)) {
        LLVMValueRef slot = LLVMGetOperand(user, 1);
        for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
          LLVMValueRef load = LLVMGetUser(u);
          if (LLVMIsALoadInst(load) && !rlv_ptrmap_has(&queued, load) &&
              nwork < NONUNIFORM_WALK_LIMIT) {
            rlv_ptrmap_put(&queued, load, 1);
            work[nwork++] = load;
          }
        }
        continue;
      }
      if (!rlv_ptrmap_has(reported, user)) {
        rlv_ptrmap_put(reported, user, 1);
        report_nonuniform_use(v, nu, value, user);
      }
    }
  }
  rlv_ptrmap_free(&queued);
}

static void check_nonuniform_indices(rlv_vctx *v) {
  rlv_ptrmap reported = {0};
  for (size_t i = 0; i < v->ncalls; i++)
    if (is_nonuniformindex(v->calls[i].id))
      check_nonuniform_uses(v, v->calls[i].call, &reported);
  rlv_ptrmap_free(&reported);
}

void rlv_check_bindings(rlv_vctx *v) {
  size_t count = 0;
  name_cache names = {0};
  binding *list = collect_bindings(v, &names, &count);
  for (size_t i = 0; i < count; i++)
    check_binding_operands(v, &list[i]);
  check_overlaps(v, list, count);
  check_implicit_bindings(v, list, count);
  free(list);
  name_cache_free(&names);
  check_nonuniform_indices(v);
}
