/* The symbolic executor's driver: a function's entry (allocas numbered, arguments bound,
 * the body run and its exits merged), calls (to the semantics of each level, external
 * calls as events, defined functions inline), and the diagnostics, budget and records
 * that both sides hand to the query. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/dxil_ops.h"
#include "smt/smt.h"

/* ---- diagnostics, the budget, and what both sides record for the query ---- */

static char *print_inst(LLVMValueRef v) {
  char *s = LLVMPrintValueToString(v);
  const char *t = s;
  while (*t == ' ')
    t++;
  char *r = rlv_xstrdup(t);
  LLVMDisposeMessage(s);
  char *nl = strchr(r, '\n');
  if (nl)
    *nl = 0;
  return r;
}

char *sx_block_label(LLVMBasicBlockRef b) {
  if (!b)
    return rlv_xstrdup("a loop");
  /* an unnamed block's number comes from LLVM's slot tracker: print the block and keep
   * its label line */
  char *text = LLVMPrintValueToString(LLVMBasicBlockAsValue(b));
  const char *t = text;
  while (*t == '\n' || *t == ' ')
    t++;
  size_t n = strcspn(t, ":\n");
  char *r = rlv_strf("%%%.*s", (int)n, t);
  LLVMDisposeMessage(text);
  return r;
}

void sx_unknown(sx_exec *ex, LLVMValueRef at, const char *fmt, ...) {
  if (ex->unknown)
    return;
  va_list ap;
  va_start(ap, fmt);
  char *msg = rlv_vstrf(fmt, ap);
  va_end(ap);
  if (at && (LLVMIsAInstruction(at) || LLVMIsAConstantExpr(at))) {
    char *text = print_inst(at);
    ex->unknown = rlv_strf("%s: %s", msg, text);
    free(text);
    free(msg);
  } else {
    ex->unknown = msg;
  }
}

bool sx_spend(sx_exec *ex, uint64_t units, LLVMValueRef at) {
  if (ex->unknown)
    return false;
  if (sx_prover_spend(ex->p, units))
    return true;
  sx_unknown(ex, at, "%s", sx_budget_failure(ex->p));
  return false;
}

void sx_add_ub(sx_exec *ex, Z3_ast cond) {
  Z3_context z = ex->z;
  if (sx_is_false(z, cond))
    return;
  ex->ub = sx_or2(z, ex->ub, sx_and2(z, ex->cur->pc, cond));
}

void sx_use_handle(sx_exec *ex, const sval *v) {
  if (v->p)
    sx_add_ub(ex, v->p); /* an operation on a poison handle */
  if (v->kind == SV_HANDLE && v->h->oob)
    sx_add_ub(ex, v->h->oob);
}

void sx_add_input(sx_exec *ex, const char *label, Z3_ast term) {
  for (size_t i = 0; i < ex->ninputs; i++)
    if (ex->inputs[i].term == term)
      return;
  if (ex->ninputs == ex->cap_inputs) {
    ex->cap_inputs = ex->cap_inputs ? ex->cap_inputs * 2 : 8;
    ex->inputs = rlv_xrealloc(ex->inputs, ex->cap_inputs * sizeof *ex->inputs);
  }
  ex->inputs[ex->ninputs++] = (sx_input){rlv_xstrdup(label), term};
}

void sx_register_binding(sx_exec *ex, unsigned cls, uint32_t space, uint32_t lb, uint32_t size,
                         int family, unsigned lanes, unsigned lane_bits, const char *name,
                         const char *type_name) {
  for (size_t i = 0; i < ex->nbindings; i++) {
    sx_binding *b = &ex->bindings[i];
    if (b->cls == cls && b->space == space && b->lb == lb && b->size == size)
      return;
  }
  if (ex->nbindings == ex->cap_bindings) {
    ex->cap_bindings = ex->cap_bindings ? ex->cap_bindings * 2 : 8;
    ex->bindings = rlv_xrealloc(ex->bindings, ex->cap_bindings * sizeof *ex->bindings);
  }
  ex->bindings[ex->nbindings++] =
      (sx_binding){cls, space, lb, size, family, lanes, lane_bits, rlv_xstrdup(name ? name : ""),
                   rlv_xstrdup(type_name ? type_name : "")};
}

sx_creation *sx_add_creation(sx_exec *ex) {
  if (ex->ncreations == ex->cap_creations) {
    ex->cap_creations = ex->cap_creations ? ex->cap_creations * 2 : 8;
    ex->creations = rlv_xrealloc(ex->creations, ex->cap_creations * sizeof *ex->creations);
  }
  sx_creation *c = &ex->creations[ex->ncreations++];
  *c = (sx_creation){0};
  c->pc = ex->cur->pc;
  return c;
}

/* ---- a function's entry: its private memory and arguments ---- */

/* The function a call runs when it is defined here (a body to execute inline), or NULL. */
static LLVMValueRef defined_callee(LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  return callee && LLVMIsAFunction(callee) && LLVMCountBasicBlocks(callee) ? callee : NULL;
}

/* Numbers the allocas of `fn` and of the defined functions it calls, down to the inline
 * depth bound: an inlined call's allocas live in the caller's state. */
static void number_fn_allocas(sx_exec *ex, LLVMValueRef fn, rlv_ptrmap *seen, unsigned depth) {
  uintptr_t at;
  /* a function seen deeper before is walked again: its callees may be in reach now */
  if (depth > SX_MAX_CALL_DEPTH || (rlv_ptrmap_get(seen, fn, &at) && at <= depth))
    return;
  rlv_ptrmap_put(seen, fn, depth);
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsAAllocaInst(i) && !rlv_ptrmap_has(&ex->alloca_ids, i))
        rlv_ptrmap_put(&ex->alloca_ids, i, ex->nallocas++);
      else if (LLVMIsACallInst(i) && defined_callee(i))
        number_fn_allocas(ex, defined_callee(i), seen, depth + 1);
    }
}

static void number_allocas(sx_exec *ex, LLVMValueRef fn) {
  ex->nallocas = 0;
  rlv_ptrmap seen = {0};
  number_fn_allocas(ex, fn, &seen, 0);
  rlv_ptrmap_free(&seen);
  ex->alloca_size = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *ex->alloca_size);
  ex->alloca_inst = rlv_xcalloc(ex->nallocas ? ex->nallocas : 1, sizeof *ex->alloca_inst);
  for (size_t k = 0; k < ex->alloca_ids.capacity; k++) {
    LLVMValueRef i = (LLVMValueRef)ex->alloca_ids.keys[k];
    if (!i)
      continue;
    uintptr_t id = ex->alloca_ids.values[k];
    ex->alloca_inst[id] = i;
    if (LLVMTypeIsSized(LLVMGetAllocatedType(i)))
      ex->alloca_size[id] = LLVMABISizeOfType(ex->dl, LLVMGetAllocatedType(i));
  }
}

/* %dx.types.Handle, or the copy a second module in the same context gets (".0", ...). */
bool sx_is_dxil_handle_type(LLVMTypeRef t) {
  if (LLVMGetTypeKind(t) != LLVMStructTypeKind || !LLVMGetStructName(t))
    return false;
  const char *n = LLVMGetStructName(t), *base = "dx.types.Handle";
  size_t len = strlen(base);
  if (strncmp(n, base, len) != 0)
    return false;
  if (!n[len])
    return true;
  if (n[len] != '.' || !n[len + 1])
    return false;
  for (const char *c = n + len + 1; *c; c++)
    if (*c < '0' || *c > '9')
      return false;
  return true;
}

/* A handle passed in as argument i: a symbolic resource, (class, space, register) with the
 * space and register free inputs shared by both sides. Its shape comes from the resource
 * type: the argument's own, or for a DXIL handle the type of the peer's argument. */
static sval *argument_handle(sx_exec *ex, LLVMValueRef arg, unsigned i) {
  Z3_context z = ex->z;
  LLVMTypeRef t = LLVMTypeOf(arg);
  sx_handle *h = sx_alloc(ex->arena, sizeof *h);
  if (sx_is_dxil_handle_type(t)) {
    LLVMValueRef pa = ex->peer && i < LLVMCountParams(ex->peer) ? LLVMGetParam(ex->peer, i) : NULL;
    t = pa ? LLVMTypeOf(pa) : NULL;
    if (!t || LLVMGetTypeKind(t) != LLVMTargetExtTypeKind) {
      /* a DXIL handle of no known type: annotateHandle gives its class and kind */
      h->family = FAM_NONE;
      h->cls_from_props = true;
      t = NULL;
    }
  }
  if (t && !sx_handle_shape(ex, t, h, arg))
    return NULL;
  char *sn = rlv_strf("arg%u.space", i), *rn = rlv_strf("arg%u.register", i);
  h->space = sx_const(z, sn, sx_bv_sort(z, 32));
  h->reg = sx_const(z, rn, sx_bv_sort(z, 32));
  sx_add_input(ex, sn, h->space);
  sx_add_input(ex, rn, h->reg);
  free(sn);
  free(rn);
  h->create_index = -1;
  sval *v = sx_alloc(ex->arena, sizeof *v);
  v->kind = SV_HANDLE;
  v->h = h;
  return v;
}

static void bind_arguments(sx_exec *ex, sx_state *s, LLVMValueRef fn) {
  unsigned n = LLVMCountParams(fn);
  ex->cur = s;
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef arg = LLVMGetParam(fn, i);
    LLVMTypeRef t = LLVMTypeOf(arg);
    char *name = rlv_strf("arg%u", i);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMTargetExtTypeKind || sx_is_dxil_handle_type(t)) {
      sval *v = argument_handle(ex, arg, i);
      if (v)
        sx_set(ex, arg, v);
      free(name);
      if (!v)
        return;
      continue;
    }
    if (k == LLVMPointerTypeKind) {
      sx_unknown(ex, arg, "a pointer passed as argument %u", i);
      free(name);
      continue;
    }
    sval *v = sv_from_type_fresh(ex, t, name, true);
    if (v->kind == SV_INT)
      sx_add_input(ex, name, v->v);
    sx_set(ex, arg, v);
    free(name);
  }
}

/* ---- calls of defined functions, run inline ---- */

/* A call to a function defined in the module: its body runs inline, from the caller's
 * memory, events and private memory, with the arguments bound to its parameters; what it
 * leaves (merged over its returns) continues the caller, and its return value is the
 * call's. Memory and events are shared, so the callee's effects are observed as the
 * caller's. Recursion and calls deeper than SX_MAX_CALL_DEPTH are unknown. */
static void inline_call(sx_exec *ex, LLVMValueRef call, LLVMValueRef callee) {
  Z3_context z = ex->z;
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  for (unsigned k = 0; k < ex->ncalls; k++)
    if (ex->calls[k] == callee) {
      sx_unknown(ex, call, "a recursive call of @%s", name);
      return;
    }
  if (ex->ncalls == SX_MAX_CALL_DEPTH || callee == ex->fn) {
    sx_unknown(ex, call, callee == ex->fn ? "a recursive call of @%s"
                                          : "a call of @%s nested deeper than the inline bound",
               name);
    return;
  }
  /* a call fan-out is bounded by the total size inlined, not only by the depth */
  if (!sx_spend(ex, LLVMCountBasicBlocks(callee), call))
    return;
  unsigned n = LLVMCountParams(callee);
  if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)) ||
      (unsigned)LLVMGetNumArgOperands(call) != n) {
    sx_unknown(ex, call, "a call of @%s with variable or mismatched arguments", name);
    return;
  }
  sx_state *caller = ex->cur;
  sx_state *init = sx_state_new(ex);
  init->pc = caller->pc;
  init->m = caller->m;
  init->events = caller->events;
  init->helper = caller->helper;
  init->at_discard = caller->at_discard;
  memcpy(init->av, caller->av, ex->nallocas * sizeof *init->av);
  memcpy(init->ap, caller->ap, ex->nallocas * sizeof *init->ap);
  sx_hslots_copy(&init->hs, &caller->hs);
  sx_hslots_copy(&init->vals, &caller->vals);
  sx_map_copy(&init->slots, &caller->slots);
  for (unsigned i = 0; i < n; i++)
    sx_bind(ex, &init->env, LLVMGetParam(callee, i), sx_operand(ex, LLVMGetOperand(call, i)));
  ex->calls[ex->ncalls++] = callee;
  sx_states exits = {0};
  sx_run_body(ex, callee, init, &exits);
  ex->ncalls--;
  ex->cur = caller;
  for (size_t k = 1; k < exits.count && !ex->unknown; k++)
    if (exits.items[0]->ret && exits.items[k]->ret &&
        !sx_mergeable(exits.items[0]->ret, exits.items[k]->ret))
      sx_unknown(ex, call, "@%s returns values of different kinds on different paths", name);
  sx_state *fin = NULL;
  if (!ex->unknown && exits.count)
    fin = sx_merge_states(ex, exits.items, exits.count);
  else
    for (size_t k = 0; k < exits.count; k++)
      sx_state_free(exits.items[k]);
  free(exits.items);
  if (ex->unknown) {
    sx_state_free(fin);
    return;
  }
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (!fin) { /* it never returns: the caller's path ends here */
    caller->pc = sx_false(z);
    if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind)
      sx_set(ex, call, sv_poison(ex, rt));
    return;
  }
  caller->pc = fin->pc;
  caller->m = fin->m;
  caller->events = fin->events;
  caller->helper = fin->helper;
  caller->at_discard = fin->at_discard;
  memcpy(caller->av, fin->av, ex->nallocas * sizeof *caller->av);
  memcpy(caller->ap, fin->ap, ex->nallocas * sizeof *caller->ap);
  sx_hslots hs = caller->hs;
  caller->hs = fin->hs;
  fin->hs = hs;
  sx_hslots vals = caller->vals;
  caller->vals = fin->vals;
  fin->vals = vals;
  rlv_ptrmap slots = caller->slots;
  caller->slots = fin->slots;
  fin->slots = slots;
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
    sval *r = fin->ret;
    if (!r)
      r = sv_poison(ex, rt);
    else if (r->kind == SV_PTR && r->region == PR_ALLOCA &&
             LLVMGetBasicBlockParent(LLVMGetInstructionParent(ex->alloca_inst[r->alloca_id])) ==
                 callee)
      sx_unknown(ex, call, "@%s returns a pointer to its own private memory", name);
    sx_set(ex, call, r);
  }
  sx_state_free(fin);
}

/* ---- calls: to the semantics of each level, to external functions (events) ---- */

bool sx_is_memory_none(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
  return a && LLVMGetEnumAttributeValue(a) == 0;
}

/* Events: side-effecting calls, matched in order. */
Z3_ast sx_event_record(sx_exec *ex, const char *what, unsigned nargs, sval **args,
                       LLVMValueRef at) {
  Z3_context z = ex->z;
  sx_state *s = ex->cur;
  if (ex->nevents == ex->cap_events) {
    ex->cap_events = ex->cap_events ? ex->cap_events * 2 : 4;
    ex->events = rlv_xrealloc(ex->events, ex->cap_events * sizeof *ex->events);
  }
  sx_event *e = &ex->events[ex->nevents++];
  *e = (sx_event){0};
  e->what = sx_strdup(ex->arena, what);
  e->pc = s->pc;
  e->rank = s->events;
  e->m = s->m;
  e->sees_memory = true;
  e->argv = sx_alloc(ex->arena, (nargs ? nargs : 1) * sizeof *e->argv);
  e->argp = sx_alloc(ex->arena, (nargs ? nargs : 1) * sizeof *e->argp);
  for (unsigned i = 0; i < nargs; i++) {
    if (args[i]->kind != SV_INT) {
      sx_unknown(ex, at, "a side-effecting call with an argument the prover does not model");
      break;
    }
    e->argv[e->nargs] = args[i]->v;
    e->argp[e->nargs++] = args[i]->p;
  }
  s->events = Z3_simplify(z, Z3_mk_bvadd(z, s->events, sx_bv(z, 1, 32)));
  return e->rank;
}

void sx_event_ignores_memory(sx_exec *ex) {
  if (ex->nevents)
    ex->events[ex->nevents - 1].sees_memory = false;
}

/* Whether a call may write memory the prover models: any location but inaccessible memory
 * (the memory attribute packs two bits per location, ref = 1 and mod = 2; location 1 is
 * inaccessible memory). No attribute: anything. */
static bool may_write_modelled_memory(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind);
  if (!a)
    return true;
  uint64_t v = LLVMGetEnumAttributeValue(a);
  for (unsigned loc = 0; loc < 32; loc++)
    if (loc != 1 && (v >> (2 * loc + 1) & 1))
      return true;
  return false;
}

/* After a call that may write resources: memory is what the call left, the same on both
 * sides for the k-th event (its inputs, memory included, must match: observed). */
/* What a call or barrier may have changed: everything, or only the byte memory where
 * groupshared lives (a barrier; typed buffers and counters are this thread's model). */
typedef enum { HAVOC_ALL, HAVOC_BYTES } havoc_scope;

/* The byte memory that is `fresh` in groupshared regions (sem_pointer.c: class CBV, space
 * 0xFFFFFFFF, which no binding has) and `old` elsewhere: raw buffers stay this thread's. */
static Z3_ast groupshared_part(sx_exec *ex, Z3_ast fresh, Z3_ast old) {
  Z3_context z = ex->z;
  Z3_ast i = sx_const(z, "groupshared.byte", sx_bv_sort(z, RID_BITS + 32));
  Z3_ast region = Z3_mk_extract(z, RID_BITS + 31, 64, i);
  Z3_ast shared = sx_eq(
      z, region, Z3_mk_concat(z, sx_bv(z, SX_CLASS_CBUFFER & 3, 2), sx_bv(z, 0xFFFFFFFFu, 32)));
  Z3_ast body = sx_ite(z, shared, Z3_mk_select(z, fresh, i), Z3_mk_select(z, old, i));
  Z3_app bound = Z3_to_app(z, i);
  return Z3_mk_lambda_const(z, 1, &bound, body);
}

static void havoc_memory(sx_exec *ex, Z3_ast rank, LLVMValueRef call, havoc_scope scope) {
  Z3_context z = ex->z;
  uint64_t k;
  if (!sx_const_u64(z, rank, &k)) {
    sx_unknown(ex, call, "a call that may write memory, made on some paths only");
    return;
  }
  sx_mem fresh;
  sx_mem_init(ex, &fresh);
  sx_mem *m = &ex->cur->m;
  char name[64];
  snprintf(name, sizeof name, "after.event.%llu.raw", (unsigned long long)k);
  Z3_ast rv = sx_const(z, name, Z3_get_sort(z, fresh.rv));
  snprintf(name, sizeof name, "after.event.%llu.raw.poison", (unsigned long long)k);
  Z3_ast rp = sx_const(z, name, Z3_get_sort(z, fresh.rp));
  bool part = scope == HAVOC_BYTES && !ex->p->opt.may_alias; /* aliasing: one region */
  m->rv = part ? groupshared_part(ex, rv, m->rv) : rv;
  m->rp = part ? groupshared_part(ex, rp, m->rp) : rp;
  if (scope == HAVOC_BYTES)
    return; /* no thread changes a resource binding: handles in globals stay */
  snprintf(name, sizeof name, "after.event.%llu.typed", (unsigned long long)k);
  m->tv = sx_const(z, name, Z3_get_sort(z, fresh.tv));
  snprintf(name, sizeof name, "after.event.%llu.typed.poison", (unsigned long long)k);
  m->tp = sx_const(z, name, Z3_get_sort(z, fresh.tp));
  snprintf(name, sizeof name, "after.event.%llu.counter", (unsigned long long)k);
  m->cnt = sx_const(z, name, Z3_get_sort(z, fresh.cnt));
  rlv_ptrmap_clear(&ex->cur->slots); /* it may have replaced handles stored in globals */
}

/* Whether the module declares groupshared memory (addrspace(3) globals): without it a
 * barrier orders this thread's events but no byte changes under it. (A module that drops
 * every groupshared global while the other side keeps one is compared as if its byte
 * memory were not shared: stricter, never a false proof.) */
bool sx_module_has_groupshared(LLVMModuleRef m) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(g)) == 3)
      return true;
  return false;
}

void sx_barrier(sx_exec *ex, const char *what, LLVMValueRef call) {
  /* Other threads of the group write groupshared memory until the barrier: afterwards
   * every groupshared byte is what they left, the same fresh contents on both sides for the
   * k-th barrier (raw buffers stay this thread's model, as typed ones). Memory at the barrier
   * itself is observed (the event), so this thread's writes before it must agree. */
  Z3_ast rank = sx_event_record(ex, what, 0, NULL, call);
  if (!ex->groupshared) /* asked once per side, not at every barrier */
    ex->groupshared =
        sx_module_has_groupshared(ex->module) ? SX_GROUPSHARED_YES : SX_GROUPSHARED_NO;
  if (ex->groupshared == SX_GROUPSHARED_YES)
    havoc_memory(ex, rank, call, HAVOC_BYTES);
}

/* A call to a declared function outside the model: an event. Its result is an input that
 * depends on its rank and arguments (the k-th call with the same arguments gives the same
 * value on both sides). */
static void external_call(sx_exec *ex, LLVMValueRef call, LLVMValueRef callee, const char *name) {
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (n > 7) {
    sx_unknown(ex, call, "a side-effecting call with more than 7 arguments");
    return;
  }
  sval *args[8];
  for (unsigned i = 0; i < n; i++) {
    args[i] = sx_operand(ex, LLVMGetOperand(call, i));
    if (args[i]->kind != SV_INT) {
      sx_unknown(ex, call, "a side-effecting call with a pointer, handle or aggregate argument");
      return;
    }
  }
  char *what = rlv_strf("call @%s", name);
  Z3_ast rank = sx_event_record(ex, what, n, args, call);
  free(what);
  LLVMTypeRef rt = LLVMTypeOf(call);
  if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
    unsigned w = sx_type_bits(rt);
    if (!w) {
      sx_unknown(ex, call, "a side-effecting call with a result the prover does not model");
      return;
    }
    Z3_ast ua[8];
    ua[0] = rank;
    Z3_ast p = sx_false(ex->z);
    for (unsigned i = 0; i < n; i++) {
      ua[i + 1] = args[i]->v;
      p = sx_or2(ex->z, p, args[i]->p);
    }
    char *fname = rlv_strf("result.%s", name);
    Z3_ast r = sx_input_ufn(ex, fname, n + 1, ua, w);
    free(fname);
    /* a poison argument makes the call's behaviour unknown: its result is poison */
    sx_set(ex, call, sv_int(ex, r, p, w));
  }
  if (may_write_modelled_memory(callee))
    havoc_memory(ex, rank, call, HAVOC_ALL);
}

void sx_exec_call(sx_exec *ex, LLVMValueRef call) {
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee)) {
    sx_unknown(ex, call, "an indirect call");
    return;
  }
  size_t len;
  const char *name = LLVMGetValueName2(callee, &len);
  if (strncmp(name, "dx.op.", 6) == 0) {
    if (!sx_sem_dxil(ex, call, name))
      sx_unknown(ex, call, "a DXIL operation the prover does not model");
    return;
  }
  if (sx_sem_pointer_call(ex, call, name) || sx_sem_intrinsic(ex, call, name))
    return;
  if (sx_is_memory_none(callee) && LLVMCountBasicBlocks(callee) == 0) {
    ex->used_opaque_uf = true;
    sx_set(ex, call, sx_pure_call(ex, name, call, 0, false));
    return;
  }
  if (LLVMCountBasicBlocks(callee) == 0 && strncmp(name, "llvm.", 5) != 0) {
    external_call(ex, call, callee, name);
    return;
  }
  if (LLVMCountBasicBlocks(callee) > 0) {
    inline_call(ex, call, callee);
    return;
  }
  sx_unknown(ex, call, "a call with side effects the prover does not model");
}

/* ---- the function ---- */

void sx_exec_function(sx_exec *ex, LLVMValueRef fn) {
  Z3_context z = ex->z;
  ex->fn = fn;
  ex->ub = sx_false(z);
  ex->axioms = sx_true(z);
  ex->cut_pc = sx_false(z);
  ex->exit_pc = sx_false(z);
  number_allocas(ex, fn);
  sx_state *init = sx_state_new(ex);
  init->pc = sx_true(z);
  init->events = sx_bv(z, 0, 32);
  sx_mem_init(ex, &init->m);
  bind_arguments(ex, init, fn);
  sx_states exits = {0};
  sx_run_body(ex, fn, init, &exits);
  if (exits.count && !ex->unknown) {
    sx_state *fin = sx_merge_states(ex, exits.items, exits.count);
    sx_helper_observe(ex, fin);
    ex->final = *fin;
    free(fin);
    ex->exit_pc = ex->final.pc;
  } else {
    for (size_t k = 0; k < exits.count; k++)
      sx_state_free(exits.items[k]);
    if (!ex->unknown && !exits.count) {
      sx_state *fin = sx_state_new(ex);
      fin->pc = sx_false(z);
      fin->events = sx_bv(z, 0, 32);
      sx_mem_init(ex, &fin->m);
      ex->final = *fin;
      free(fin);
    }
  }
  free(exits.items);
}

void sx_exec_dispose(sx_exec *ex) {
  free(ex->final.av);
  free(ex->final.ap);
  sx_hslots_free(&ex->final.hs);
  sx_hslots_free(&ex->final.vals);
  rlv_ptrmap_free(&ex->final.env);
  rlv_ptrmap_free(&ex->final.slots);
  ex->final = (sx_state){0};
  rlv_ptrmap_free(&ex->alloca_ids);
  free(ex->alloca_size);
  free(ex->alloca_inst);
  rlv_ptrmap_free(&ex->implicit_lb);
  rlv_ptrmap_free(&ex->key_order);
  rlv_ptrmap_free(&ex->groupshared_ids);
  for (size_t i = 0; i < ex->nbindings; i++) {
    free(ex->bindings[i].name);
    free(ex->bindings[i].type_name);
  }
  free(ex->bindings);
  for (size_t i = 0; i < ex->ninputs; i++)
    free(ex->inputs[i].label);
  free(ex->inputs);
  free(ex->bufinputs);
  rlv_ptrmap_free(&ex->bufinput_seen);
  for (size_t i = 0; i < ex->ncreations; i++)
    free(ex->creations[i].name);
  free(ex->creations);
  free(ex->annots);
  free(ex->events);
  free(ex->unknown);
  sx_arena_free(ex->arena);
  ex->arena = NULL;
}
