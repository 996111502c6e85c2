/* Where a handle comes from. */
#include "verifier/handle_origin.h"

#include <stdlib.h>
#include <string.h>

#include "model/ptrmap.h"
#include "model/util.h"
#include "rlv/catalog.h"

/* Tracing gives up after this many values: an answer for real code, bounded on fuzz input. */
#define MAX_TRACE 1024

static bool is_creating_call(LLVMValueRef v) {
  switch (rlv_intrinsic_of_call(v)) {
  case RLV_DX_HANDLEFROMBINDING:
  case RLV_DX_HANDLEFROMIMPLICITBINDING:
  case RLV_SPV_HANDLEFROMBINDING:
  case RLV_SPV_HANDLEFROMIMPLICITBINDING:
  case RLV_SPV_COUNTERHANDLEFROMBINDING:
  case RLV_SPV_COUNTERHANDLEFROMIMPLICITBINDING:
    return true;
  default:
    return false;
  }
}

typedef struct trace {
  LLVMValueRef *stack;
  size_t depth, cap, steps;
  rlv_ptrmap seen;
  LLVMValueRef found;
  bool failed;
} trace;

static void push(trace *t, LLVMValueRef v) {
  if (rlv_ptrmap_has(&t->seen, v))
    return;
  if (++t->steps > MAX_TRACE) {
    t->failed = true;
    return;
  }
  rlv_ptrmap_put(&t->seen, v, 1);
  if (t->depth == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 16;
    t->stack = rlv_xrealloc(t->stack, t->cap * sizeof *t->stack);
  }
  t->stack[t->depth++] = v;
}

/* A global whose initializer no load can observe as a real handle. */
static bool initializer_is_empty(LLVMValueRef global) {
  LLVMValueRef init = LLVMGetInitializer(global);
  return init && (LLVMIsUndef(init) || LLVMIsPoison(init) || LLVMIsNull(init));
}

/* Every handle stored into `slot` (a global or an alloca) is a candidate for a load from it;
 * any use other than a load or a store to it could write it some other way. */
static void push_stored_values(trace *t, LLVMValueRef slot) {
  if (LLVMIsAGlobalVariable(slot) && !initializer_is_empty(slot)) {
    t->failed = true;
    return;
  }
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use && !t->failed; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == slot && LLVMGetOperand(user, 0) != slot) {
      push(t, LLVMGetOperand(user, 0));
      continue;
    }
    t->failed = true;
  }
}

static void step(trace *t, LLVMValueRef v) {
  if (is_creating_call(v)) {
    if (t->found && t->found != v)
      t->failed = true;
    t->found = v;
    return;
  }
  if (LLVMIsASelectInst(v)) {
    push(t, LLVMGetOperand(v, 1));
    push(t, LLVMGetOperand(v, 2));
  } else if (LLVMIsAPHINode(v)) {
    unsigned n = LLVMCountIncoming(v);
    for (unsigned i = 0; i < n; i++)
      push(t, LLVMGetIncomingValue(v, i));
  } else if (LLVMIsALoadInst(v)) {
    LLVMValueRef slot = LLVMGetOperand(v, 0);
    if (LLVMIsAGlobalVariable(slot) || LLVMIsAAllocaInst(slot))
      push_stored_values(t, slot);
    else
      t->failed = true;
  } else if (!LLVMIsUndef(v) && !LLVMIsPoison(v)) {
    t->failed = true; /* an argument, a call, an extractvalue...: unknown */
  }
}

LLVMValueRef rlv_handle_origin(LLVMValueRef handle) {
  trace t = {0};
  push(&t, handle);
  while (t.depth > 0 && !t.failed)
    step(&t, t.stack[--t.depth]);
  free(t.stack);
  rlv_ptrmap_free(&t.seen);
  return t.failed ? NULL : t.found;
}

static bool const_arg(LLVMValueRef call, unsigned i, uint64_t *out) {
  if (i >= LLVMGetNumArgOperands(call))
    return false;
  LLVMValueRef v = LLVMGetOperand(call, i);
  if (!LLVMIsAConstantInt(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) > 64)
    return false;
  *out = LLVMConstIntGetZExtValue(v);
  return true;
}

bool rlv_binding_key_of(LLVMValueRef create, rlv_binding_key *out) {
  memset(out, 0, sizeof *out);
  rlv_intrinsic id = rlv_intrinsic_of_call(create);
  rlv_restype rt;
  out->res_class = rlv_restype_parse(LLVMTypeOf(create), &rt) ? rt.res_class : RLV_CLASS_NONE;
  switch (id) {
  case RLV_DX_HANDLEFROMBINDING:
  case RLV_SPV_HANDLEFROMBINDING:
    return const_arg(create, 0, &out->space) && const_arg(create, 1, &out->lower_bound);
  case RLV_DX_HANDLEFROMIMPLICITBINDING:
  case RLV_SPV_HANDLEFROMIMPLICITBINDING:
    out->implicit = true;
    return const_arg(create, 0, &out->order_id);
  default:
    return false;
  }
}

bool rlv_binding_key_equal(const rlv_binding_key *a, const rlv_binding_key *b) {
  if (a->implicit != b->implicit)
    return false;
  if (a->implicit)
    return a->order_id == b->order_id;
  return a->res_class == b->res_class && a->space == b->space && a->lower_bound == b->lower_bound;
}

char *rlv_binding_name(LLVMValueRef create) {
  if (!LLVMIsACallInst(create) || LLVMGetNumArgOperands(create) < 5)
    return NULL;
  char *name = rlv_name_operand(LLVMGetOperand(create, 4));
  if (name && !*name) {
    free(name);
    name = NULL;
  }
  return name;
}

char *rlv_binding_describe(LLVMValueRef create) {
  char *name = rlv_binding_name(create);
  rlv_binding_key key;
  char *where;
  if (!rlv_binding_key_of(create, &key))
    where = rlv_xstrdup("");
  else if (key.implicit)
    where = rlv_strf(" (implicit binding order %llu)", (unsigned long long)key.order_id);
  else
    where = rlv_strf(" (%s, space %llu, register %llu)", rlv_res_class_name(key.res_class),
                     (unsigned long long)key.space, (unsigned long long)key.lower_bound);
  char *text = name ? rlv_strf("'%s'%s", name, where) : rlv_strf("resource%s", where);
  free(name);
  free(where);
  return text;
}
