/* The first wrong access of a refuted function: the AFTER instruction at which the
 * counterexample's observable difference arises, and the BEFORE instruction it should match.
 * Read from the counterexample's observation and location (resource, element, lane) and the
 * IR: for a location with wrong bits, the last write on each side that can reach it (a
 * constant index must name the element); for a write BEFORE never makes, AFTER's write;
 * for a missing one, BEFORE's write and no AFTER instruction; for a counter, the counter
 * operations; for the non-uniform flag and resource properties, the handle creation and
 * annotation; for the event sequence, the first event where the two sides part; for a
 * return value, the return. Calls to functions defined in the module are followed in
 * program order, as the prover inlines them. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "triage/access.h"
#include "triage/triage_private.h"

typedef struct site_list {
  LLVMValueRef *v;
  size_t n, cap;
} site_list;

static void push(site_list *l, LLVMValueRef v) {
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 64;
    l->v = rlv_xrealloc(l->v, l->cap * sizeof *l->v);
  }
  l->v[l->n++] = v;
}

/* Every instruction of `fn`, with the bodies of the defined functions it calls in place
 * (depth-limited: recursion is not followed). */
static void collect(LLVMValueRef fn, int depth, site_list *out) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
      if (LLVMIsACallInst(i) && depth < 8) {
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (callee && LLVMIsAFunction(callee) && LLVMCountBasicBlocks(callee) > 0 && callee != fn) {
          collect(callee, depth + 1, out);
          continue;
        }
      }
      if (LLVMIsAReturnInst(i) && depth > 0)
        continue; /* a callee's return is not the function's */
      push(out, i);
    }
}

/* How well an access's index fits the counterexample's unit: 0 contradicts it, 1 may, 2
 * names it (a constant equal to the typed element or the raw byte). */
static int index_fit(const tr_access *a, const rlv_cex *c) {
  if (!a->index || !LLVMIsAConstantInt(a->index))
    return 1;
  uint64_t k = LLVMConstIntGetZExtValue(a->index);
  if (c->family && strcmp(c->family, "typed") == 0 && c->has_element)
    return k == c->element ? 2 : 0;
  if (c->family && strcmp(c->family, "raw") == 0 && c->has_byte)
    return k == c->byte ? 2 : 1; /* structured: element*stride + offset, not checked */
  return 1;
}

static bool wants(tr_access_kind k, tr_access_kind a) {
  return k == a || (k == TR_CREATION && a == TR_ANNOTATION);
}

/* The best site of `kind` for the counterexample's resource and unit: the highest fit,
 * the last in program order among equals (the write whose bits stay), or the first when
 * `first` (the undefined behaviour: the first access that can trip it). */
static LLVMValueRef pick(const site_list *l, tr_access_kind kind, const rlv_cex *c, bool first) {
  LLVMValueRef best = NULL;
  int best_fit = 0;
  for (size_t i = 0; i < l->n; i++) {
    tr_access a;
    tr_access_of(l->v[i], &a);
    if (!wants(kind, a.kind) && !(kind == TR_READ && (a.kind == TR_WRITE || a.kind == TR_COUNTER)))
      continue;
    int fit = 1;
    if (c->has_resource && a.handle) {
      tr_binding b;
      tr_binding_of(a.handle, &b);
      fit = tr_binding_match(&b, c->res_class, c->space, c->reg);
      if (fit && (kind == TR_WRITE || kind == TR_READ)) {
        int f = index_fit(&a, c);
        fit = f == 0 ? 0 : fit + f;
      }
    }
    if (fit > best_fit || (fit && fit == best_fit && !first)) {
      best = l->v[i];
      best_fit = fit;
    }
  }
  return best;
}

/* The k-th event (0-based) of a list, or NULL. */
static LLVMValueRef nth_event(const site_list *l, size_t k, size_t *count) {
  LLVMValueRef found = NULL;
  size_t n = 0;
  for (size_t i = 0; i < l->n; i++) {
    tr_access a;
    tr_access_of(l->v[i], &a);
    if (a.kind != TR_EVENT)
      continue;
    if (n == k)
      found = l->v[i];
    n++;
  }
  *count = n;
  return found;
}

static const char *called_name(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  size_t n;
  return f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
}

static void fill_site(LLVMValueRef inst, rlv_triage_site *s) {
  memset(s, 0, sizeof *s);
  if (!inst)
    return;
  s->found = true;
  char *text = LLVMPrintValueToString(inst);
  const char *t = text;
  while (*t == ' ')
    t++;
  s->text = rlv_xstrdup(t);
  LLVMDisposeMessage(text);
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  const char *bn = LLVMGetBasicBlockName(bb);
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  if (bn && *bn) {
    s->block = rlv_strf("%%%s", bn);
  } else {
    unsigned k = 0;
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(fn); b && b != bb;
         b = LLVMGetNextBasicBlock(b))
      k++;
    s->block = k ? rlv_strf("unnamed block #%u", k) : rlv_xstrdup("the entry block");
  }
  size_t n;
  s->function = rlv_xstrdup(LLVMGetValueName2(fn, &n));
  /* a reduction that turns the values an instruction writes into constants (zeros for
   * swapped lanes) keeps the signature but erases the bug: the shape keeps the handle, the
   * address and at least one written value variable ("3+"), when they were. A dx.op write
   * says which: its operands other than the four values exactly (a wrong element index made
   * 0 is another bug), and whether one value is ("1+ variable values"; the one with the
   * wrong bits keeps its origin, lane.c) */
  unsigned variable = 0, values = 0, ops = (unsigned)LLVMGetNumOperands(inst);
  int first = tr_write_first_value(inst);
  for (unsigned i = 0; i < ops; i++) {
    bool var = tr_is_variable(LLVMGetOperand(inst, i));
    if (first >= 0 && i >= (unsigned)first && i < (unsigned)first + 4)
      values += var;
    else
      variable += var;
  }
  if (first >= 0) {
    s->shape = rlv_strf("call @%s, %u variable operands, %s variable values", called_name(inst),
                        variable, values ? "1+" : "no");
  } else if (LLVMIsACallInst(inst)) {
    const char *plus = variable >= 3 ? "+" : "";
    variable = variable >= 3 ? 3 : variable;
    s->shape = rlv_strf("call @%s, %u%s variable operands", called_name(inst), variable, plus);
  } else { /* the opcode: the first word after "%x = " */
    const char *plus = variable >= 3 ? "+" : "";
    variable = variable >= 3 ? 3 : variable;
    const char *w = strstr(s->text, " = ");
    w = w && s->text[0] == '%' ? w + 3 : s->text;
    s->shape = rlv_strf("%.*s, %u%s variable operands", (int)strcspn(w, " "), w, variable, plus);
  }
  unsigned line = LLVMGetDebugLocLine(inst);
  if (line) {
    unsigned len = 0;
    const char *file = LLVMGetDebugLocFilename(inst, &len);
    s->dbg = rlv_strf("%.*s:%u:%u", (int)len, file ? file : "", line, LLVMGetDebugLocColumn(inst));
  }
}

/* The nearest resource read or counter operation among the operands' definitions of `inst`
 * (breadth-first, through instructions of the same function). */
static LLVMValueRef value_origin(LLVMValueRef inst) {
  LLVMValueRef queue[64];
  size_t head = 0, tail = 0;
  unsigned n = (unsigned)LLVMGetNumOperands(inst);
  for (unsigned i = 0; i < n && tail < 64; i++)
    queue[tail++] = LLVMGetOperand(inst, i);
  while (head < tail) {
    LLVMValueRef v = queue[head++];
    if (!v || !LLVMIsAInstruction(v))
      continue;
    tr_access a;
    tr_access_of(v, &a);
    if (a.kind == TR_READ || a.kind == TR_COUNTER)
      return v;
    if (a.kind == TR_CREATION || a.kind == TR_ANNOTATION)
      continue; /* the handle, not the value */
    unsigned k = (unsigned)LLVMGetNumOperands(v);
    for (unsigned i = 0; i < k && tail < 64; i++)
      queue[tail++] = LLVMGetOperand(v, i);
  }
  return NULL;
}

char *tr_signature(const rlv_cex *c) {
  size_t n = strcspn(c->observation ? c->observation : "", "(");
  while (n && c->observation[n - 1] == ' ')
    n--;
  if (c->has_resource && c->resource)
    return rlv_strf("%.*s of %s", (int)n, c->observation, c->resource);
  return rlv_strf("%.*s", (int)n, c->observation ? c->observation : "");
}

void tr_locate(LLVMModuleRef before, LLVMModuleRef after, const rlv_function_proof *f,
               rlv_triage_finding *out) {
  memset(out, 0, sizeof *out);
  out->function = rlv_xstrdup(f->name);
  if (!f->has_cex || !f->cex.observation || strcmp(f->cex.observation, "implicit binding") == 0) {
    out->signature = rlv_strf("%s", f->reason ? f->reason : "refuted");
    out->how = rlv_xstrdup("the refutation names no location (an assignment of registers to "
                           "implicit bindings): no instruction is singled out");
    out->kind = rlv_xstrdup("wrong binding");
    return;
  }
  const rlv_cex *c = &f->cex;
  out->signature = tr_signature(c);
  site_list sb = {0}, sa = {0};
  LLVMValueRef fb = LLVMGetNamedFunction(before, f->name);
  LLVMValueRef fa = LLVMGetNamedFunction(after, f->name);
  if (fb)
    collect(fb, 0, &sb);
  if (fa)
    collect(fa, 0, &sa);
  LLVMValueRef ib = NULL, ia = NULL;
  const char *obs = c->observation;
  if (rlv_starts_with(obs, "memory")) {
    ib = pick(&sb, TR_WRITE, c, false);
    ia = pick(&sa, TR_WRITE, c, false);
    out->how = rlv_strf("the last write on each side that can reach %s%s",
                        c->resource ? c->resource : "the location",
                        ia ? "" : " (AFTER makes none: the write is missing)");
    if (!ia && ib && c->has_resource) {
      /* AFTER writes no location of the resource: name the write that went elsewhere */
      rlv_cex anywhere = *c;
      anywhere.has_resource = false;
      ia = pick(&sa, TR_WRITE, &anywhere, false);
      if (ia) {
        free(out->how);
        out->how = rlv_strf("BEFORE's last write to %s; AFTER makes none to it, and its last "
                            "write goes to another resource",
                            c->resource);
      }
      out->kind = rlv_xstrdup(ia ? "write to another resource" : "missing write");
    } else {
      /* both sides write it: wrong bits; only one does: a missing or an extra write */
      out->kind = rlv_xstrdup(ia && ib ? "wrong bits"
                              : ia     ? "extra write"
                              : ib     ? "missing write"
                                       : "no write found");
    }
  } else if (rlv_starts_with(obs, "write footprint")) {
    ia = pick(&sa, TR_WRITE, c, false);
    ib = pick(&sb, TR_WRITE, c, false);
    out->how = rlv_xstrdup("AFTER's write to a location BEFORE leaves unwritten, and BEFORE's "
                           "write to the same resource");
    out->kind = rlv_xstrdup("extra write");
  } else if (rlv_starts_with(obs, "counter")) {
    ia = pick(&sa, TR_COUNTER, c, false);
    ib = pick(&sb, TR_COUNTER, c, false);
    out->how = rlv_xstrdup("the counter operations on the resource");
    out->kind = rlv_xstrdup("wrong counter step");
  } else if (rlv_starts_with(obs, "non-uniform flag")) {
    ia = pick(&sa, TR_CREATION, c, true);
    ib = pick(&sb, TR_CREATION, c, true);
    out->how = rlv_xstrdup("the handle creation whose non-uniform flag differs");
    out->kind = rlv_xstrdup("wrong non-uniform flag");
  } else if (rlv_starts_with(obs, "resource properties")) {
    ia = pick(&sa, TR_CREATION, c, false);
    ib = pick(&sb, TR_CREATION, c, true);
    out->how =
        rlv_xstrdup("AFTER's handle annotation (its properties) and BEFORE's handle creation");
    out->kind = rlv_xstrdup("wrong resource properties");
  } else if (rlv_starts_with(obs, "return value")) {
    ia = pick(&sa, TR_RETURN, c, false);
    ib = pick(&sb, TR_RETURN, c, false);
    out->how = rlv_xstrdup("the returns");
    out->kind = rlv_xstrdup("wrong return value");
  } else if (rlv_starts_with(obs, "event sequence")) {
    /* the first event where the sides part: the k-th named, else the first past the shorter */
    size_t nb = 0, na = 0, k = 0;
    const char *hash = strchr(obs, '#');
    if (hash)
      k = strtoull(hash + 1, NULL, 10), k = k ? k - 1 : 0;
    nth_event(&sb, 0, &nb);
    nth_event(&sa, 0, &na);
    if (!hash)
      for (k = 0; k < nb && k < na; k++) {
        size_t x;
        LLVMValueRef eb = nth_event(&sb, k, &x), ea = nth_event(&sa, k, &x);
        if (strcmp(called_name(eb), called_name(ea)) != 0)
          break;
      }
    ib = nth_event(&sb, k, &nb);
    ia = nth_event(&sa, k, &na);
    out->how = rlv_strf("side-effecting call #%zu: BEFORE makes %zu, AFTER %zu", k + 1, nb, na);
    out->kind = rlv_xstrdup(na < nb   ? "missing event"
                            : na > nb ? "extra event"
                                      : "different event");
  } else {
    ia = pick(&sa, TR_READ, c, true);
    ib = pick(&sb, TR_READ, c, true);
    out->how =
        rlv_strf("the first access on each side to %s", c->resource ? c->resource : "the resource");
    out->kind = rlv_xstrdup("undefined behaviour");
  }
  fill_site(ib, &out->before);
  fill_site(ia, &out->after);
  if (ia) {
    out->after.context = tr_site_context(ia);
    /* wrong bits only: a write that goes elsewhere or should not be is the bug whatever it
     * writes */
    bool bits = rlv_starts_with(obs, "memory") && strcmp(out->kind, "wrong bits") == 0;
    char *lane = bits ? tr_wrong_lane(ia, c) : NULL;
    if (lane) {
      char *with = rlv_strf("%s; %s", out->after.context, lane);
      free(out->after.context);
      out->after.context = with;
      free(lane);
    }
  }
  tr_access acc;
  if (ia && (tr_access_of(ia, &acc), acc.kind == TR_WRITE))
    fill_site(value_origin(ia), &out->after_origin);
  if (ib && (tr_access_of(ib, &acc), acc.kind == TR_WRITE))
    fill_site(value_origin(ib), &out->before_origin);
  if (ia && (tr_access_of(ia, &acc),
             acc.kind == TR_WRITE || acc.kind == TR_READ || acc.kind == TR_COUNTER))
    fill_site(tr_handle_creation(acc.handle), &out->after_handle);
  if (ib && (tr_access_of(ib, &acc),
             acc.kind == TR_WRITE || acc.kind == TR_READ || acc.kind == TR_COUNTER))
    fill_site(tr_handle_creation(acc.handle), &out->before_handle);
  free(sb.v);
  free(sa.v);
}

void tr_site_free(rlv_triage_site *s) {
  free(s->text);
  free(s->block);
  free(s->function);
  free(s->dbg);
  free(s->shape);
  free(s->context);
  memset(s, 0, sizeof *s);
}
