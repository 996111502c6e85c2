/* Memory accesses through a resource pointer. */
#include "verifier/ptrwalk.h"

#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/ptrmap.h"
#include "model/util.h"
#include "verifier/layout.h"

typedef struct walk_item {
  LLVMValueRef value;
  bool known;
  int64_t offset;
} walk_item;

/* A map that holds its first entries inline: most walks see a handful of values, and
 * the walk runs once per getpointer call, so a hash map each time would cost more than the
 * walk itself. */
#define INLINE_ENTRIES 8

typedef struct small_map {
  const void *keys[INLINE_ENTRIES];
  uintptr_t values[INLINE_ENTRIES];
  size_t count;
  rlv_ptrmap more; /* the entries past the inline ones */
} small_map;

static bool small_get(const small_map *m, const void *key, uintptr_t *value) {
  for (size_t i = 0; i < m->count; i++)
    if (m->keys[i] == key) {
      if (value)
        *value = m->values[i];
      return true;
    }
  return rlv_ptrmap_get(&m->more, key, value);
}

static void small_put(small_map *m, const void *key, uintptr_t value) {
  for (size_t i = 0; i < m->count; i++)
    if (m->keys[i] == key) {
      m->values[i] = value;
      return;
    }
  if (m->count < INLINE_ENTRIES) {
    m->keys[m->count] = key;
    m->values[m->count++] = value;
  } else {
    rlv_ptrmap_put(&m->more, key, value);
  }
}

typedef struct walk {
  LLVMTargetDataRef dl;
  rlv_ptr_visit visit;
  void *ctx;
  walk_item *stack;
  size_t depth, cap;
  small_map seen;     /* derived pointers already queued */
  small_map handled;  /* accessing user -> the pointer it was last handled for */
  walk_item inline_stack[INLINE_ENTRIES];
} walk;

static bool add_scaled(int64_t *acc, int64_t index, uint64_t size) {
  int64_t scaled;
  if (size > INT64_MAX || __builtin_mul_overflow(index, (int64_t)size, &scaled))
    return false;
  return !__builtin_add_overflow(*acc, scaled, acc);
}

bool rlv_gep_const_offset(LLVMTargetDataRef dl, LLVMValueRef gep, int64_t *out) {
  LLVMTypeRef type = LLVMGetGEPSourceElementType(gep);
  int n = LLVMGetNumOperands(gep);
  int64_t offset = 0;
  for (int i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, (unsigned)i);
    if (!LLVMIsAConstantInt(idx) || LLVMGetIntTypeWidth(LLVMTypeOf(idx)) > 64)
      return false;
    int64_t k = LLVMConstIntGetSExtValue(idx);
    uint64_t size;
    if (i == 1) {
      if (!rlv_alloc_size(dl, type, &size) || !add_scaled(&offset, k, size))
        return false;
      continue;
    }
    switch (LLVMGetTypeKind(type)) {
    case LLVMStructTypeKind: {
      if (k < 0 || (uint64_t)k >= LLVMCountStructElementTypes(type) || !rlv_alloc_size(dl, type, &size))
        return false;
      uint64_t member = LLVMOffsetOfElement(dl, type, (unsigned)k);
      if (!add_scaled(&offset, 1, member))
        return false;
      type = LLVMStructGetTypeAtIndex(type, (unsigned)k);
      break;
    }
    case LLVMArrayTypeKind:
    case LLVMVectorTypeKind:
      type = LLVMGetElementType(type);
      if (!rlv_alloc_size(dl, type, &size) || !add_scaled(&offset, k, size))
        return false;
      break;
    default:
      return false;
    }
  }
  *out = offset;
  return true;
}

static void push(walk *w, LLVMValueRef value, bool known, int64_t offset) {
  if (small_get(&w->seen, value, NULL))
    return;
  small_put(&w->seen, value, 1);
  if (w->depth == w->cap) {
    size_t cap = w->cap * 2;
    walk_item *bigger = rlv_xmalloc(cap * sizeof *bigger);
    memcpy(bigger, w->stack, w->depth * sizeof *bigger);
    if (w->stack != w->inline_stack)
      free(w->stack);
    w->stack = bigger;
    w->cap = cap;
  }
  w->stack[w->depth++] = (walk_item){value, known, offset};
}

static void emit(walk *w, const walk_item *at, LLVMValueRef inst, rlv_ptr_op op, LLVMTypeRef type,
                 bool writes) {
  rlv_ptr_access a = {.inst = inst, .op = op, .writes = writes, .offset_known = at->known,
                      .offset = at->offset, .type = type};
  a.size_known = type && rlv_store_size(w->dl, type, &a.size);
  w->visit(w->ctx, &a);
}

static bool callee_named(LLVMValueRef call, const char *prefix) {
  size_t len = 0;
  const char *name = rlv_callee_name(call, &len);
  return rlv_starts_with_n(name, len, prefix);
}

/* A user that holds the pointer in two operands (memmove(p, p, n), store p, p) appears twice
 * in its use list; it is handled the first time only. */
static bool first_time(walk *w, const walk_item *at, LLVMValueRef user) {
  uintptr_t last;
  if (small_get(&w->handled, user, &last) && (LLVMValueRef)last == at->value)
    return false;
  small_put(&w->handled, user, (uintptr_t)at->value);
  return true;
}

static void visit_mem_intrinsic(walk *w, const walk_item *at, LLVMValueRef call) {
  bool is_set = callee_named(call, "llvm.memset.");
  if (!is_set && !callee_named(call, "llvm.memcpy.") && !callee_named(call, "llvm.memmove."))
    return; /* any other call: the pointer escapes, nothing to check */
  if (LLVMGetNumArgOperands(call) < 3)
    return;
  LLVMValueRef len = LLVMGetOperand(call, 2);
  bool len_known = LLVMIsAConstantInt(len) && LLVMGetIntTypeWidth(LLVMTypeOf(len)) <= 64;
  for (unsigned arg = 0; arg < (is_set ? 1u : 2u); arg++) {
    if (LLVMGetOperand(call, arg) != at->value)
      continue;
    rlv_ptr_access a = {.inst = call, .op = arg == 0 ? RLV_PTR_MEM_DEST : RLV_PTR_MEM_SOURCE,
                        .writes = arg == 0, .offset_known = at->known, .offset = at->offset,
                        .size_known = len_known, .size = len_known ? LLVMConstIntGetZExtValue(len) : 0};
    w->visit(w->ctx, &a);
  }
}

/* A constant expression over a global (a cbuffer member's GEP folded into its load). */
static void visit_constant_user(walk *w, const walk_item *at, LLVMValueRef user) {
  switch (LLVMGetConstOpcode(user)) {
  case LLVMGetElementPtr: {
    if (LLVMGetOperand(user, 0) != at->value)
      return;
    int64_t add = 0, sum = 0;
    bool known = at->known && rlv_gep_const_offset(w->dl, user, &add) &&
                 !__builtin_add_overflow(at->offset, add, &sum);
    push(w, user, known, sum);
    return;
  }
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
    push(w, user, at->known, at->offset);
    return;
  default:
    return;
  }
}

static void visit_user(walk *w, const walk_item *at, LLVMValueRef user) {
  if (LLVMIsAConstantExpr(user)) {
    visit_constant_user(w, at, user);
    return;
  }
  if (!LLVMIsAInstruction(user))
    return;
  switch (LLVMGetInstructionOpcode(user)) {
  case LLVMGetElementPtr: {
    if (LLVMGetOperand(user, 0) != at->value)
      return;
    int64_t add = 0;
    bool known = at->known && rlv_gep_const_offset(w->dl, user, &add);
    int64_t sum = 0;
    known = known && !__builtin_add_overflow(at->offset, add, &sum);
    push(w, user, known, sum);
    return;
  }
  case LLVMBitCast:
  case LLVMAddrSpaceCast:
    push(w, user, at->known, at->offset);
    return;
  case LLVMSelect:
  case LLVMPHI:
    /* Other incoming pointers may have other offsets (or resources). */
    push(w, user, false, 0);
    return;
  case LLVMLoad:
    emit(w, at, user, RLV_PTR_LOAD, LLVMTypeOf(user), false);
    return;
  case LLVMStore:
    if (LLVMGetOperand(user, 1) == at->value && first_time(w, at, user))
      emit(w, at, user, RLV_PTR_STORE, LLVMTypeOf(LLVMGetOperand(user, 0)), true);
    return;
  case LLVMAtomicRMW:
    if (LLVMGetOperand(user, 0) == at->value && first_time(w, at, user))
      emit(w, at, user, RLV_PTR_ATOMIC, LLVMTypeOf(LLVMGetOperand(user, 1)), true);
    return;
  case LLVMAtomicCmpXchg:
    if (LLVMGetOperand(user, 0) == at->value && first_time(w, at, user))
      emit(w, at, user, RLV_PTR_ATOMIC, LLVMTypeOf(LLVMGetOperand(user, 1)), true);
    return;
  case LLVMCall:
    if (first_time(w, at, user))
      visit_mem_intrinsic(w, at, user);
    return;
  default:
    return;
  }
}

void rlv_ptr_walk(LLVMTargetDataRef dl, LLVMValueRef root, rlv_ptr_visit visit, void *ctx) {
  walk w = {.dl = dl, .visit = visit, .ctx = ctx, .cap = INLINE_ENTRIES};
  w.stack = w.inline_stack;
  push(&w, root, true, 0);
  while (w.depth > 0) {
    walk_item at = w.stack[--w.depth];
    for (LLVMUseRef use = LLVMGetFirstUse(at.value); use; use = LLVMGetNextUse(use))
      visit_user(&w, &at, LLVMGetUser(use));
  }
  if (w.stack != w.inline_stack)
    free(w.stack);
  rlv_ptrmap_free(&w.seen.more);
  rlv_ptrmap_free(&w.handled.more);
}
