/* Stage implicit-binding (LLVM's DXILResourceImplicitBinding): every
 * handlefromimplicitbinding(orderId, space, size, index, name) becomes
 * handlefrombinding(space, LB, size, index, name), where LB is the lowest free register
 * range of the resource's class and space. Explicit bindings are occupied first; implicit
 * ones are assigned in orderId order, calls sharing an orderId share the range. */
#include <stdlib.h>
#include <string.h>

#include "lower/lctx.h"
#include "model/ir.h"
#include "model/util.h"

#define UNBOUNDED 0xFFFFFFFFu

/* ---- free register ranges (llvm::hlsl::BindingInfo) ---- */

typedef struct range {
  uint32_t lb, ub;
} range;

typedef struct reg_space {
  uint32_t space;
  range *free; /* sorted, disjoint */
  size_t nfree, cap;
  /* For the first-fit search: a max-tree over the sizes of free[0..leaves) (leaf i at
   * tree[leaves + i]; a leaf past nfree holds 0), made at the first search. Only
   * occupation (before any search) adds ranges; searches shrink them or pop the last. */
  uint64_t *tree;
  size_t leaves;
} reg_space;

typedef struct class_spaces {
  reg_space *spaces; /* in the order they were met */
  size_t count, cap;
  rlv_ptrmap index;  /* space + 1 (as a key) -> index + 1 into spaces */
} class_spaces;

typedef struct binding {
  rlv_res_class cls;
  uint32_t space, lb, ub;
  LLVMValueRef cookie; /* the name operand, as LLVM's Cookie */
} binding;

static void push_range(reg_space *s, uint32_t lb, uint32_t ub) {
  free(s->tree); /* remade at the next search */
  s->tree = NULL;
  if (s->nfree == s->cap)
    s->free = rlv_xrealloc(s->free, (s->cap = s->cap ? s->cap * 2 : 4) * sizeof *s->free);
  s->free[s->nfree++] = (range){lb, ub};
}

static uint64_t range_size(const range *r) { return (uint64_t)r->ub - r->lb + 1; }

/* Sets leaf i of the max-tree and its ancestors. */
static void tree_set(reg_space *s, size_t i, uint64_t size) {
  if (!s->tree || i >= s->leaves)
    return;
  size_t node = s->leaves + i;
  s->tree[node] = size;
  for (node /= 2; node >= 1; node /= 2) {
    uint64_t a = s->tree[2 * node], b = s->tree[2 * node + 1];
    s->tree[node] = a > b ? a : b;
  }
}

static void tree_build(reg_space *s) {
  free(s->tree);
  s->leaves = 1;
  while (s->leaves < s->nfree)
    s->leaves *= 2;
  s->tree = rlv_xcalloc(2 * s->leaves, sizeof *s->tree);
  for (size_t i = 0; i < s->nfree; i++)
    s->tree[s->leaves + i] = range_size(&s->free[i]);
  for (size_t node = s->leaves - 1; node >= 1; node--) {
    uint64_t a = s->tree[2 * node], b = s->tree[2 * node + 1];
    s->tree[node] = a > b ? a : b;
  }
}

/* The first free range of at least `size` registers (size >= 1), or -1: LLVM's first-fit
 * walk over the ranges, by descending the max-tree, so that thousands of small gaps left by
 * explicit bindings do not make every implicit binding pass all of them. */
static ptrdiff_t first_fit(reg_space *s, uint64_t size) {
  if (!s->tree)
    tree_build(s);
  if (s->tree[1] < size)
    return -1;
  size_t node = 1;
  while (node < s->leaves)
    node = s->tree[2 * node] >= size ? 2 * node : 2 * node + 1;
  return (ptrdiff_t)(node - s->leaves);
}

static void pop_range(reg_space *s) {
  s->nfree--;
  tree_set(s, s->nfree, 0);
}

/* The space, with the whole register file free when new; found through a map, since a
 * module may bind in thousands of spaces. */
static reg_space *get_space(class_spaces *cs, uint32_t space) {
  const void *key = (const void *)(uintptr_t)((uint64_t)space + 1);
  uintptr_t at = 0;
  if (rlv_ptrmap_get(&cs->index, key, &at))
    return &cs->spaces[at - 1];
  if (cs->count == cs->cap)
    cs->spaces = rlv_xrealloc(cs->spaces, (cs->cap = cs->cap ? cs->cap * 2 : 4) * sizeof *cs->spaces);
  reg_space *s = &cs->spaces[cs->count++];
  *s = (reg_space){.space = space};
  rlv_ptrmap_put(&cs->index, key, cs->count);
  push_range(s, 0, UNBOUNDED);
  return s;
}

static int binding_order(const binding *a, const binding *b) {
  if (a->cls != b->cls)
    return a->cls < b->cls ? -1 : 1;
  if (a->space != b->space)
    return a->space < b->space ? -1 : 1;
  if (a->lb != b->lb)
    return a->lb < b->lb ? -1 : 1;
  return 0;
}

static int binding_cmp(const void *a, const void *b, void *ctx) {
  (void)ctx;
  return binding_order(a, b);
}

/* Stable: modules can hold thousands of bindings. */
static void sort_bindings(binding *b, size_t n) { rlv_stable_sort(b, n, sizeof *b, binding_cmp, NULL); }

static bool same_binding(const binding *a, const binding *b) {
  return binding_order(a, b) == 0 && a->ub == b->ub && a->cookie == b->cookie;
}

/* Carves the explicit bindings (sorted) out of the free ranges, as
 * BindingInfoBuilder::calculateBindingInfo does; overlaps only mark registers used. */
static void occupy(class_spaces *classes, const binding *b) {
  reg_space *s = get_space(&classes[b->cls], b->space);
  if (s->nfree == 0 || s->free[s->nfree - 1].ub < UNBOUNDED)
    return; /* full, or the rest is taken by an unbounded range: an overlap */
  range *last = &s->free[s->nfree - 1];
  if (last->lb == b->lb) {
    if (b->ub < UNBOUNDED)
      last->lb = b->ub + 1;
    else
      pop_range(s);
  } else if (last->lb < b->lb) {
    last->ub = b->lb - 1;
    if (b->ub < UNBOUNDED)
      push_range(s, b->ub + 1, UNBOUNDED);
  } else if (b->ub < UNBOUNDED) {
    last->lb = last->lb > b->ub + 1 ? last->lb : b->ub + 1;
  } else {
    pop_range(s);
  }
}

/* RegisterSpace::findAvailableBinding; size -1 is unbounded. */
static bool find_available(class_spaces *cs, uint32_t space, int32_t size, uint32_t *out) {
  reg_space *s = get_space(cs, space);
  if (s->nfree == 0)
    return false;
  if (size == -1) {
    range *last = &s->free[s->nfree - 1];
    if (last->ub != UNBOUNDED)
      return false; /* already taken by an unbounded range */
    *out = last->lb;
    pop_range(s);
    return true;
  }
  if (size == 0) {
    *out = s->free[0].lb; /* the first range fits an empty request, as in LLVM */
    return true;
  }
  ptrdiff_t i = first_fit(s, (uint64_t)(uint32_t)size);
  if (i < 0)
    return false;
  range *r = &s->free[i];
  uint64_t left = range_size(r) - (uint32_t)size;
  *out = r->lb;
  if (left == 0)
    *r = (range){1, 0}; /* exhausted; lb + size could wrap to 0 when ub is the last register */
  else
    r->lb += (uint32_t)size;
  tree_set(s, (size_t)i, left);
  return true;
}

static void free_classes(class_spaces *classes) {
  for (int c = 0; c <= RLV_CLASS_NONE; c++) {
    for (size_t i = 0; i < classes[c].count; i++) {
      free(classes[c].spaces[i].free);
      free(classes[c].spaces[i].tree);
    }
    free(classes[c].spaces);
    rlv_ptrmap_free(&classes[c].index);
  }
}

/* ---- reading calls ---- */

static bool class_of_call(LLVMValueRef call, rlv_res_class *out) {
  rlv_restype rt;
  if (!rlv_restype_parse(LLVMTypeOf(call), &rt) || !rlv_tt_is_resource(rt.tt) ||
      rt.res_class >= RLV_CLASS_NONE)
    return false;
  *out = rt.res_class;
  return true;
}

static void collect_explicit(rlv_lctx *l, class_spaces *classes) {
  size_t n = 0, nb = 0;
  LLVMValueRef *calls = rlv_collect_calls(l->module, RLV_DX_HANDLEFROMBINDING, &n);
  binding *b = rlv_xmalloc((n ? n : 1) * sizeof *b);
  for (size_t i = 0; i < n; i++) {
    binding x;
    uint32_t size;
    if (LLVMGetNumArgOperands(calls[i]) != 5 || !class_of_call(calls[i], &x.cls) ||
        !rlv_const_u32(LLVMGetOperand(calls[i], 0), &x.space) ||
        !rlv_const_u32(LLVMGetOperand(calls[i], 1), &x.lb) ||
        !rlv_const_u32(LLVMGetOperand(calls[i], 2), &size))
      continue; /* the verifier reports non-constant bindings */
    x.ub = size == UNBOUNDED || (uint64_t)x.lb + size - 1 > UNBOUNDED ? UNBOUNDED
           : size == 0                                                  ? x.lb
                                                                        : x.lb + size - 1;
    x.cookie = LLVMGetOperand(calls[i], 4);
    b[nb++] = x;
  }
  sort_bindings(b, nb);
  for (size_t i = 0; i < nb; i++)
    if (i == 0 || !same_binding(&b[i - 1], &b[i]))
      occupy(classes, &b[i]);
  free(b);
  free(calls);
}

/* The resource's name for messages: the string the name operand points to. */

typedef struct implicit_call {
  uint32_t order_id;
  LLVMValueRef call;
} implicit_call;

static int order_id_cmp(const void *a, const void *b, void *ctx) {
  (void)ctx;
  const implicit_call *x = a, *y = b;
  return x->order_id < y->order_id ? -1 : x->order_id > y->order_id;
}

static void sort_by_order_id(implicit_call *c, size_t n) {
  rlv_stable_sort(c, n, sizeof *c, order_id_cmp, NULL);
}

/* The replacement handlefrombinding call, unnamed as LLVM's, before `old`. */
static LLVMValueRef build_explicit(rlv_lctx *l, LLVMValueRef old, uint32_t lb) {
  static const char name[] = "llvm.dx.resource.handlefrombinding";
  unsigned id = LLVMLookupIntrinsicID(name, sizeof name - 1);
  LLVMTypeRef ty = LLVMTypeOf(old);
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(l->module, id, &ty, 1);
  LLVMTypeRef fnty = LLVMIntrinsicGetType(l->llctx, id, &ty, 1);
  LLVMValueRef args[5] = {LLVMGetOperand(old, 1),
                          LLVMConstInt(LLVMInt32TypeInContext(l->llctx), lb, false),
                          LLVMGetOperand(old, 2), LLVMGetOperand(old, 3), LLVMGetOperand(old, 4)};
  LLVMPositionBuilderBefore(l->builder, old);
  return LLVMBuildCall2(l->builder, fnty, fn, args, 5, "");
}

static bool read_implicit(rlv_lctx *l, LLVMValueRef call, implicit_call *out) {
  uint32_t dummy;
  rlv_res_class cls;
  if (LLVMGetNumArgOperands(call) == 5 && rlv_const_u32(LLVMGetOperand(call, 0), &out->order_id) &&
      rlv_const_u32(LLVMGetOperand(call, 1), &dummy) &&
      rlv_const_u32(LLVMGetOperand(call, 2), &dummy) && class_of_call(call, &cls) &&
      LLVMTypeOf(LLVMGetOperand(call, 3)) == LLVMInt32TypeInContext(l->llctx)) {
    out->call = call;
    return true;
  }
  rlv_report(l->diags, RLV_RULE_LOWER_CANNOT_ALLOCATE, call,
             "implicit binding needs a constant i32 order id, space and range size and a "
             "resource handle type");
  return false;
}

static void report_no_room(rlv_lctx *l, LLVMValueRef call, rlv_res_class cls, uint32_t space,
                           uint32_t size) {
  /* LLVM's words: "resource NAME cannot be allocated", or without a name (a null name
   * operand) "resource cannot be allocated" */
  char *name = rlv_name_operand(LLVMGetOperand(call, 4));
  char *named = name ? rlv_strf("resource %s", name) : rlv_xstrdup("resource");
  char *what = size == UNBOUNDED ? rlv_xstrdup("unbounded range of") : rlv_strf("range of %u", size);
  rlv_report(l->diags, RLV_RULE_LOWER_CANNOT_ALLOCATE, call,
             "%s cannot be allocated: no free %s %s registers in space %u", named, what,
             rlv_res_class_name(cls), space);
  free(what);
  free(named);
  free(name);
}

bool rlv_stage_implicit_binding(rlv_lctx *l) {
  size_t n = 0;
  LLVMValueRef *calls = rlv_collect_calls(l->module, RLV_DX_HANDLEFROMIMPLICITBINDING, &n);
  if (n == 0) {
    free(calls);
    return true;
  }
  bool ok = true;
  implicit_call *ic = rlv_xmalloc(n * sizeof *ic);
  size_t nic = 0;
  for (size_t i = 0; i < n; i++)
    if (read_implicit(l, calls[i], &ic[nic]))
      nic++;
    else
      ok = false;
  free(calls);
  if (ok) {
    class_spaces classes[RLV_CLASS_NONE + 1] = {0};
    collect_explicit(l, classes);
    sort_by_order_id(ic, nic);
    bool have_slot = false, first = true;
    uint32_t last_order = 0, slot = 0;
    for (size_t i = 0; i < nic; i++) {
      LLVMValueRef call = ic[i].call;
      if (first || ic[i].order_id != last_order) {
        first = false;
        last_order = ic[i].order_id;
        rlv_res_class cls = RLV_CLASS_NONE;
        uint32_t space = 0, size = 0;
        class_of_call(call, &cls);
        rlv_const_u32(LLVMGetOperand(call, 1), &space);
        rlv_const_u32(LLVMGetOperand(call, 2), &size);
        have_slot = find_available(&classes[cls], space, (int32_t)size, &slot);
        if (!have_slot) {
          report_no_room(l, call, cls, space, size);
          ok = false;
        }
      }
      if (!have_slot || !ok)
        continue;
      LLVMValueRef repl = build_explicit(l, call, slot);
      LLVMReplaceAllUsesWith(call, repl);
      LLVMInstructionEraseFromParent(call);
    }
    free_classes(classes);
  }
  free(ic);
  if (ok)
    for (LLVMValueRef fn = LLVMGetFirstFunction(l->module), next; fn; fn = next) {
      next = LLVMGetNextFunction(fn);
      size_t len = 0;
      const char *name = LLVMGetValueName2(fn, &len);
      if (rlv_intrinsic_of_name(name, len) == RLV_DX_HANDLEFROMIMPLICITBINDING)
        rlv_erase_if_unused(l, fn);
    }
  return ok;
}
