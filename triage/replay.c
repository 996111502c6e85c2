/* The concrete replay of a counterexample: both sides run by interp/ (rlv/interp.h) on the
 * counterexample's inputs, with the interpreter's trace hook recording the value of every
 * instruction on the path; then the final states are compared and the difference at the
 * counterexample's location is checked against what the prover said.
 *
 * The state comes from the counterexample alone: one resource per register BEFORE's handle
 * creations can name (kind, stride and lanes from the handle's target type, the binding of
 * an implicit one from AFTER's !dx.resources), with the counterexample's lengths, check bits,
 * initial contents and counters; thread ids from its inputs. The interpreter runs only
 * functions without parameters, so each side runs a wrapper, @rlv.replay, that calls the
 * function with the counterexample's arguments as constants. Arguments it does not name (a
 * float or vector the model leaves free) are chosen, first as distinct small bit patterns
 * (lane k of argument i: i*16 + k + 1), then as zeros; the replay says so. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "rlv/interp.h"
#include "rlv/model.h"
#include "triage/triage_private.h"

#define REPLAY_NAME "rlv.replay"
#define MAX_ELEMENTS (1u << 16) /* typed and structured lengths provisioned at most */
#define MAX_BYTES (1u << 20)    /* raw and cbuffer bytes provisioned at most */
#define DEFAULT_ELEMENTS 16u    /* a length the counterexample does not give */
#define ARRAY_REGISTERS 8u      /* registers provisioned of a range indexed dynamically */
#define TRACE_LINES 400u        /* trace lines shown per side (the last ones) */
#define TRACE_KEPT 20000u       /* trace lines held while a side runs (the oldest half goes) */

static char reg_letter(unsigned cls) { return "tusb"[cls < 4 ? cls : 3]; }

/* ---- the counterexample's inputs ---- */

typedef struct inputs {
  bool has_tid[3], has_gid[3], has_tig[3], has_flat;
  uint32_t tid[3], gid[3], tig[3], flat;
  uint64_t *arg; /* by parameter index */
  bool *has_arg;
  unsigned nargs;
} inputs;

static void set_component(const char *label, const char *name, uint64_t v, bool *has,
                          uint32_t *dst) {
  size_t n = strlen(name);
  unsigned c;
  char close;
  if (strncmp(label, name, n) == 0 && sscanf(label + n, "(%u%c", &c, &close) == 2 && close == ')' &&
      c < 3) {
    has[c] = true;
    dst[c] = (uint32_t)v;
  }
}

/* "thread.id(0) = 5, arg0 = 7, ..." as smt/ labels them. */
static void parse_inputs(const char *text, unsigned nargs, inputs *in) {
  memset(in, 0, sizeof *in);
  in->nargs = nargs;
  in->arg = rlv_xcalloc(nargs + 1, sizeof *in->arg);
  in->has_arg = rlv_xcalloc(nargs + 1, sizeof *in->has_arg);
  for (const char *p = text; p && *p;) {
    char label[64];
    unsigned long long v;
    int used = 0;
    if (sscanf(p, " %63[^ =] = %llu%n", label, &v, &used) != 2 || used <= 0)
      break;
    set_component(label, "thread.id.in.group", v, in->has_tig, in->tig);
    if (strncmp(label, "thread.id.in.group", 18) != 0)
      set_component(label, "thread.id", v, in->has_tid, in->tid);
    set_component(label, "group.id", v, in->has_gid, in->gid);
    if (strcmp(label, "flattened.thread.id.in.group()") == 0)
      in->has_flat = true, in->flat = (uint32_t)v;
    unsigned k;
    char extra;
    if (sscanf(label, "arg%u%c", &k, &extra) == 1 && k < nargs)
      in->has_arg[k] = true, in->arg[k] = v;
    p += used;
    p += strspn(p, ", ");
  }
}

static void inputs_free(inputs *in) {
  free(in->arg);
  free(in->has_arg);
}

/* ---- the wrapper that calls the function with constant arguments ---- */

/* A constant of scalar type `t` with the given bits (floats by their bit pattern). */
static LLVMValueRef scalar_const(LLVMTypeRef t, uint64_t bits) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  LLVMContextRef ctx = LLVMGetTypeContext(t);
  if (k == LLVMIntegerTypeKind)
    return LLVMConstInt(t, bits, false);
  unsigned width = k == LLVMHalfTypeKind ? 16 : k == LLVMFloatTypeKind ? 32 : 64;
  if (k != LLVMHalfTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
    return NULL;
  return LLVMConstBitCast(LLVMConstInt(LLVMIntTypeInContext(ctx, width), bits, false), t);
}

/* Argument `i`'s constant: the counterexample's value, or the chosen one (`distinct`: lane k
 * of argument i has the bits i*16 + k + 1; else 0). NULL when the type has no such constant
 * (a pointer, a handle). *chosen tells whether it was chosen. */
static LLVMValueRef arg_const(LLVMTypeRef t, unsigned i, const inputs *in, bool distinct,
                              bool *chosen) {
  *chosen = !in->has_arg[i];
  if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
    unsigned n = LLVMGetVectorSize(t);
    if (n == 0 || n > 64)
      return NULL;
    LLVMValueRef elems[64];
    for (unsigned k = 0; k < n; k++) {
      elems[k] = scalar_const(LLVMGetElementType(t), distinct ? i * 16u + k + 1 : 0);
      if (!elems[k])
        return NULL;
    }
    *chosen = true;
    return LLVMConstVector(elems, n);
  }
  uint64_t bits = in->has_arg[i] ? in->arg[i] : distinct ? i * 16u + 1 : 0;
  return scalar_const(t, bits);
}

/* Adds `define RET @rlv.replay() { call @fn(args); ret }` to m; NULL (with *why) when an
 * argument has no constant. *chosen lists the parameters whose values were chosen. */
static LLVMValueRef make_wrapper(LLVMModuleRef m, LLVMValueRef fn, const inputs *in, bool distinct,
                                 rlv_buf *chosen, char **why) {
  LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
  unsigned n = LLVMCountParams(fn);
  LLVMValueRef *args = rlv_xcalloc(n + 1, sizeof *args);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    bool was_chosen;
    args[i] = arg_const(LLVMTypeOf(p), i, in, distinct, &was_chosen);
    if (!args[i]) {
      size_t len;
      *why = rlv_strf("argument %u (%%%s) is of a type the replay cannot give a value", i,
                      LLVMGetValueName2(p, &len));
      free(args);
      return NULL;
    }
    if (was_chosen) {
      char *v = LLVMPrintValueToString(args[i]);
      size_t len;
      rlv_buf_printf(chosen, "%s%%%s = %s", chosen->len ? ", " : "", LLVMGetValueName2(p, &len), v);
      LLVMDisposeMessage(v);
    }
  }
  LLVMTypeRef ret = LLVMGetReturnType(fty);
  LLVMValueRef w = LLVMAddFunction(m, REPLAY_NAME, LLVMFunctionType(ret, NULL, 0, false));
  LLVMContextRef ctx = LLVMGetModuleContext(m);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, w, "entry"));
  LLVMValueRef call = LLVMBuildCall2(b, fty, fn, args, n, "");
  if (LLVMGetTypeKind(ret) == LLVMVoidTypeKind)
    LLVMBuildRetVoid(b);
  else
    LLVMBuildRet(b, call);
  LLVMDisposeBuilder(b);
  free(args);
  return w;
}

/* ---- the resources ---- */

typedef struct res_list {
  rlv_ires *v;
  size_t n, cap;
} res_list;

static bool same_register(const rlv_ires *r, unsigned cls, uint32_t space, uint32_t reg) {
  return r->res_class == cls && r->space == space && r->reg == reg && reg != RLV_IREG_NONE;
}

static const rlv_cex_length *length_of(const rlv_cex *c, const rlv_ires *r) {
  bool bytes = r->kind == RLV_IRES_RAW;
  for (size_t i = 0; i < c->nlengths; i++)
    if (same_register(r, c->lengths[i].res_class, c->lengths[i].space, c->lengths[i].reg) &&
        c->lengths[i].bytes == bytes)
      return &c->lengths[i];
  return NULL;
}

/* The resource's shape from BEFORE's handle type; false when the type is not a buffer. */
static bool shape_from_type(LLVMTargetDataRef dl, LLVMTypeRef t, rlv_ires *r) {
  rlv_restype rt;
  if (!rlv_restype_parse(t, &rt) || !rt.well_formed)
    return false;
  r->res_class = (unsigned)rt.res_class;
  r->rov = rt.rov == 1;
  switch (rt.tt) {
  case RLV_TT_DX_TYPEDBUFFER: {
    LLVMTypeRef e = rt.element;
    unsigned n = 1;
    if (LLVMGetTypeKind(e) == LLVMVectorTypeKind)
      n = LLVMGetVectorSize(e), e = LLVMGetElementType(e);
    LLVMTypeKind k = LLVMGetTypeKind(e);
    bool fp = k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
    unsigned bits = fp ? (k == LLVMHalfTypeKind    ? 16
                          : k == LLVMFloatTypeKind ? 32
                                                   : 64)
                       : (k == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(e) : 0);
    if (bits != 16 && bits != 32 && bits != 64)
      return false;
    r->kind = RLV_IRES_TYPED;
    r->lanes = bits == 64 ? 2 * n : n;
    r->lane_bits = bits == 16 ? 16 : 32;
    r->lane_float = fp && bits != 64;
    /* DXIL's component type, which annotateHandle must declare: I16 2, U16 3, I32 4,
     * U32 5, I64 6, U64 7, F16 8, F32 9, F64 10 */
    unsigned base = fp ? 8 : bits == 16 ? 2 : bits == 32 ? 4 : 6;
    r->comp_type = fp ? base + (bits == 32) + 2 * (bits == 64) : base + (rt.is_signed != 1);
    r->comp_count = n;
    return true;
  }
  case RLV_TT_DX_RAWBUFFER:
    if (rt.kind == RLV_KIND_RAWBUFFER) {
      r->kind = RLV_IRES_RAW;
    } else {
      r->kind = RLV_IRES_STRUCTURED;
      r->stride = (uint32_t)LLVMABISizeOfType(dl, rt.element);
    }
    return true;
  case RLV_TT_DX_CBUFFER:
    r->kind = RLV_IRES_CBUFFER;
    r->count = 16;
    if (rt.element && LLVMTypeIsSized(rt.element))
      r->count = (uint32_t)((LLVMABISizeOfType(dl, rt.element) + 15) / 16 * 16);
    return true;
  default:
    return false;
  }
}

/* The length of `r` and its check bits from the counterexample; *capped when the given
 * length was too large to provision. */
static void apply_length(const rlv_cex *c, rlv_ires *r, bool *capped) {
  const rlv_cex_length *l = length_of(c, r);
  bool bytes = r->kind == RLV_IRES_RAW;
  uint64_t cap = bytes ? MAX_BYTES : MAX_ELEMENTS;
  if (r->kind == RLV_IRES_CBUFFER) {
    for (size_t i = 0; i < c->ncells; i++)
      if (c->cells[i].kind == RLV_CELL_CBUFFER_BYTE &&
          same_register(r, c->cells[i].res_class, c->cells[i].space, c->cells[i].reg) &&
          c->cells[i].index < MAX_BYTES && c->cells[i].index >= r->count)
        r->count = (uint32_t)((c->cells[i].index + 16) / 16 * 16);
    return;
  }
  uint64_t want = l ? l->value : DEFAULT_ELEMENTS * (bytes ? 4u : 1u);
  if (want > cap)
    *capped = true, want = cap;
  r->count = (uint32_t)want;
  bool typed = r->kind == RLV_IRES_TYPED;
  for (size_t i = 0; i < c->nmapped; i++) {
    const rlv_cex_mapped *m = &c->mapped[i];
    if (!same_register(r, m->res_class, m->space, m->reg) || m->word == typed)
      continue;
    r->mapped = rlv_xrealloc(r->mapped, (r->nmapped + 1) * sizeof *r->mapped);
    r->mapped[r->nmapped++] = (rlv_imapped){m->unit, m->mapped};
  }
}

static void put_lane(rlv_ires *r, uint64_t lane_index, uint64_t value) {
  uint64_t elem = lane_index / 4;
  if (elem >= r->count)
    return;
  for (unsigned b = 0; b < 4; b++)
    r->data[elem * 16 + lane_index % 4 * 4 + b] = (uint8_t)(value >> (8 * b));
}

/* The initial contents: every cell of a kind the model fixes by default, then its cells. */
static void apply_contents(const rlv_cex *c, rlv_ires *r) {
  rlv_cex_cell_kind kind = r->kind == RLV_IRES_TYPED     ? RLV_CELL_TYPED_LANE
                           : r->kind == RLV_IRES_CBUFFER ? RLV_CELL_CBUFFER_BYTE
                                                         : RLV_CELL_RAW_BYTE;
  if (c->has_default[kind] && kind == RLV_CELL_TYPED_LANE)
    for (uint64_t l = 0; l < (uint64_t)r->count * 4; l++)
      put_lane(r, l, c->cell_default[kind]);
  else if (c->has_default[kind])
    memset(r->data, (int)(c->cell_default[kind] & 0xff), r->nbytes);
  if (r->res_class == 1 && c->has_default[RLV_CELL_COUNTER])
    r->counter = (uint32_t)c->cell_default[RLV_CELL_COUNTER];
  for (size_t j = 0; j < c->ncells; j++) {
    const rlv_cex_cell *cell = &c->cells[j];
    if (!same_register(r, cell->res_class, cell->space, cell->reg))
      continue;
    if (cell->kind == RLV_CELL_COUNTER)
      r->counter = (uint32_t)cell->value;
    else if (cell->kind == kind && kind == RLV_CELL_TYPED_LANE)
      put_lane(r, cell->index, cell->value);
    else if (cell->kind == kind && cell->index < r->nbytes)
      r->data[cell->index] = (uint8_t)cell->value;
  }
}

static void add_resource(res_list *l, const rlv_ires *proto, uint32_t reg, unsigned index) {
  for (size_t i = 0; i < l->n; i++) {
    const rlv_ires *r = &l->v[i];
    if (proto->implicit ? r->implicit && r->res_class == proto->res_class &&
                              r->order_id == proto->order_id && r->index == index
                        : same_register(r, proto->res_class, proto->space, reg))
      return;
  }
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 8;
    l->v = rlv_xrealloc(l->v, l->cap * sizeof *l->v);
  }
  rlv_ires *r = &l->v[l->n++];
  *r = *proto;
  r->reg = reg;
  r->index = index;
}

/* Whether the counterexample names register `reg` of this class and space. */
static bool cex_names(const rlv_cex *c, unsigned cls, uint32_t space, uint32_t reg) {
  if (c->has_resource && c->res_class == cls && c->space == space && c->reg == reg)
    return true;
  for (size_t i = 0; i < c->nlengths; i++)
    if (c->lengths[i].res_class == cls && c->lengths[i].space == space && c->lengths[i].reg == reg)
      return true;
  for (size_t i = 0; i < c->ncells; i++)
    if (c->cells[i].res_class == cls && c->cells[i].space == space && c->cells[i].reg == reg)
      return true;
  return false;
}

/* The registers of one handle creation of BEFORE: its own with a constant index, else the
 * first registers of its range and those the counterexample names. */
static void add_creation(LLVMTargetDataRef dl, const rlv_interp *after, const rlv_cex *c,
                         LLVMValueRef call, bool implicit, res_list *l) {
  uint64_t a0, a1, size, idx;
  rlv_ires proto = {0};
  if (!rlv_const_u64(LLVMGetOperand(call, 0), &a0) ||
      !rlv_const_u64(LLVMGetOperand(call, 1), &a1) ||
      !rlv_const_u64(LLVMGetOperand(call, 2), &size) ||
      !shape_from_type(dl, LLVMTypeOf(call), &proto))
    return;
  bool constant = rlv_const_u64(LLVMGetOperand(call, 3), &idx);
  uint32_t lb = (uint32_t)a1;
  proto.space = (unsigned)a1;
  if (implicit) {
    proto.implicit = true;
    proto.order_id = (unsigned)a0;
    proto.space = (unsigned)a1;
    char *name = rlv_name_operand(LLVMGetOperand(call, 4));
    if (!name || !rlv_interp_find_record(after, proto.res_class, name, &proto.space, &lb))
      lb = RLV_IREG_NONE;
    free(name);
  } else {
    proto.space = (unsigned)a0;
  }
  uint64_t n = size == 0xffffffffu ? ARRAY_REGISTERS : size;
  for (uint64_t k = 0; k < n; k++) {
    if (constant ? k != idx
                 : k >= ARRAY_REGISTERS &&
                       (lb == RLV_IREG_NONE ||
                        !cex_names(c, proto.res_class, proto.space, lb + (uint32_t)k)))
      continue;
    add_resource(l, &proto, lb == RLV_IREG_NONE ? RLV_IREG_NONE : lb + (uint32_t)k, (unsigned)k);
    if (constant)
      break;
    if (k >= ARRAY_REGISTERS && n > 4096)
      break; /* a huge range: the counterexample names only a few of its registers */
  }
}

static void collect_resources(LLVMModuleRef before, const rlv_interp *after, const rlv_cex *c,
                              res_list *l) {
  LLVMTargetDataRef dl = rlv_module_datalayout(before);
  for (LLVMValueRef f = LLVMGetFirstFunction(before); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i)) {
        LLVMValueRef callee = LLVMIsACallInst(i) ? LLVMGetCalledValue(i) : NULL;
        if (!callee || !LLVMIsAFunction(callee))
          continue;
        size_t len;
        const char *name = LLVMGetValueName2(callee, &len);
        if (rlv_starts_with(name, "llvm.dx.resource.handlefrombinding"))
          add_creation(dl, after, c, i, false, l);
        else if (rlv_starts_with(name, "llvm.dx.resource.handlefromimplicitbinding"))
          add_creation(dl, after, c, i, true, l);
      }
  LLVMDisposeTargetData(dl);
}

/* The initial state: the resources and the thread ids. *capped when a length was cut. */
static void make_state(const res_list *l, const rlv_cex *c, const inputs *in, rlv_istate *st,
                       bool *capped) {
  memset(st, 0, sizeof *st);
  st->res = rlv_xcalloc(l->n + 1, sizeof *st->res);
  for (size_t i = 0; i < l->n; i++) {
    rlv_ires *r = &st->res[st->nres++];
    *r = l->v[i];
    apply_length(c, r, capped);
    rlv_ires_alloc(r);
    apply_contents(c, r);
  }
  for (unsigned k = 0; k < 3; k++) {
    st->thread_id[k] = in->has_tid[k] ? in->tid[k] : 0;
    st->group_id[k] = in->has_gid[k] ? in->gid[k] : 0;
    st->thread_id_in_group[k] = in->has_tig[k] ? in->tig[k] : 0;
  }
  st->flat_thread_id_in_group = in->has_flat ? in->flat : 0;
}

/* ---- the trace ---- */

typedef struct trace_line {
  LLVMValueRef inst;
  char *text;
} trace_line;

typedef struct trace {
  LLVMValueRef wrapper;
  trace_line *lines;
  size_t n, cap;
  size_t steps;   /* every step, also those not kept */
  size_t dropped; /* the oldest steps no longer held */
} trace;

static void trace_hook(void *ctx, LLVMValueRef inst, const char *value) {
  trace *t = ctx;
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  if (!bb || LLVMGetBasicBlockParent(bb) == t->wrapper)
    return;
  t->steps++;
  if (t->n == TRACE_KEPT) { /* a long loop: keep the recent half */
    size_t half = TRACE_KEPT / 2;
    for (size_t i = 0; i < half; i++)
      free(t->lines[i].text);
    memmove(t->lines, t->lines + half, (t->n - half) * sizeof *t->lines);
    t->n -= half;
    t->dropped += half;
  }
  if (t->n == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 64;
    t->lines = rlv_xrealloc(t->lines, t->cap * sizeof *t->lines);
  }
  t->lines[t->n++] = (trace_line){inst, value ? rlv_xstrdup(value) : NULL};
}

static void trace_free(trace *t) {
  for (size_t i = 0; i < t->n; i++)
    free(t->lines[i].text);
  free(t->lines);
  memset(t, 0, sizeof *t);
}

/* An instruction's text without leading blanks (as the sites hold it). */
static char *inst_text(LLVMValueRef inst) {
  char *s = LLVMPrintValueToString(inst);
  const char *p = s + strspn(s, " ");
  char *t = rlv_xstrdup(p);
  LLVMDisposeMessage(s);
  return t;
}

/* "@main, %body" or "@main, the entry block" (as the sites name blocks). */
static char *place_of(LLVMValueRef inst) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  const char *name = LLVMGetBasicBlockName(bb);
  size_t len;
  const char *fname = LLVMGetValueName2(fn, &len);
  if (name && *name)
    return rlv_strf("@%s, %%%s", fname, name);
  return rlv_strf("@%s, %s", fname,
                  LLVMGetFirstBasicBlock(fn) == bb ? "the entry block" : "a block");
}

/* One side's trace up to and with the last execution of the site (all of it when the site
 * is not on the path), the last TRACE_LINES of it: a line per block entered, then one per
 * instruction with its value; "=>" marks the first wrong access. */
static void write_trace(rlv_buf *b, const char *side, const trace *t, const rlv_triage_site *site) {
  char **texts = rlv_xcalloc(t->n + 1, sizeof *texts);
  size_t end = t->n, marked = SIZE_MAX;
  for (size_t i = 0; i < t->n; i++) {
    texts[i] = inst_text(t->lines[i].inst);
    if (site->found && strcmp(texts[i], site->text) == 0)
      marked = i;
  }
  if (marked != SIZE_MAX)
    end = marked + 1;
  size_t start = end > TRACE_LINES ? end - TRACE_LINES : 0;
  rlv_buf_printf(b, "%s: %zu step%s%s\n", side, t->steps, t->steps == 1 ? "" : "s",
                 marked != SIZE_MAX ? ", up to the first wrong access (=>)" : "");
  if (start + t->dropped)
    rlv_buf_printf(b, "  ... %zu earlier steps\n", start + t->dropped);
  LLVMBasicBlockRef prev = NULL;
  for (size_t i = start; i < end; i++) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(t->lines[i].inst);
    if (bb != prev) {
      char *place = place_of(t->lines[i].inst);
      rlv_buf_printf(b, "  %s:\n", place);
      free(place);
      prev = bb;
    }
    rlv_buf_printf(b, "  %s %s", i == marked ? "=>" : "  ", texts[i]);
    if (t->lines[i].text)
      rlv_buf_printf(b, "   ; = %s", t->lines[i].text);
    rlv_buf_puts(b, "\n");
  }
  for (size_t i = 0; i < t->n; i++)
    free(texts[i]);
  free(texts);
}

/* ---- the run ---- */

typedef struct side_run {
  LLVMModuleRef m;
  rlv_interp *in;
  LLVMValueRef wrapper;
  rlv_istate st;
  rlv_irun_status status;
  char *why;
  trace t;
} side_run;

static void side_free(side_run *s) {
  if (s->in)
    rlv_interp_free(s->in);
  if (s->m)
    LLVMDisposeModule(s->m);
  rlv_istate_free(&s->st);
  free(s->why);
  trace_free(&s->t);
}

/* Runs one side's wrapper from a copy of `init`. */
static bool run_side(LLVMModuleRef orig, const char *fname, const inputs *in, bool distinct,
                     const rlv_istate *init, side_run *s, rlv_buf *chosen, char **why) {
  memset(s, 0, sizeof *s);
  s->m = LLVMCloneModule(orig);
  LLVMValueRef fn = LLVMGetNamedFunction(s->m, fname);
  if (!fn || LLVMCountBasicBlocks(fn) == 0) {
    *why = rlv_strf("@%s has no body on this side", fname);
    return false;
  }
  s->wrapper = make_wrapper(s->m, fn, in, distinct, chosen, why);
  if (!s->wrapper)
    return false;
  s->in = rlv_interp_create(s->m);
  rlv_istate_copy(&s->st, init);
  s->t.wrapper = s->wrapper;
  s->st.trace = trace_hook;
  s->st.trace_ctx = &s->t;
  s->status = rlv_interp_run(s->in, s->wrapper, &s->st, &s->why);
  return true;
}

static const char *status_words(rlv_irun_status s) {
  return s == RLV_IRUN_OK   ? "runs to the end"
         : s == RLV_IRUN_UB ? "has undefined behaviour"
                            : "stops (outside the interpreter's subset)";
}

/* The final value at the counterexample's location on one side, as smt/ writes it. */
static char *value_at(const rlv_istate *st, const rlv_cex *c) {
  if (!c->has_resource || !c->family)
    return NULL;
  for (size_t i = 0; i < st->nres; i++) {
    const rlv_ires *r = &st->res[i];
    if (!same_register(r, c->res_class, c->space, c->reg))
      continue;
    bool footprint =
        c->before && (strcmp(c->before, "written") == 0 || strcmp(c->before, "unwritten") == 0);
    if (footprint && c->has_element && r->kind == RLV_IRES_TYPED)
      return c->element < r->count ? rlv_xstrdup(r->written[c->element] ? "written" : "unwritten")
                                   : NULL;
    if (footprint && c->has_byte && r->kind != RLV_IRES_TYPED)
      return c->byte < r->nbytes ? rlv_xstrdup(r->written[c->byte] ? "written" : "unwritten")
                                 : NULL;
    if (strcmp(c->family, "typed") == 0 && c->has_element && c->has_lane &&
        r->kind == RLV_IRES_TYPED) {
      if (c->element >= r->count || c->lane >= 4)
        return NULL;
      size_t at = c->element * 16 + c->lane * 4;
      uint32_t v = 0;
      bool poison = false;
      for (unsigned k = 0; k < 4; k++)
        v |= (uint32_t)r->data[at + k] << (8 * k), poison = poison || r->poison[at + k];
      return poison ? rlv_xstrdup("poison") : rlv_strf("0x%08x", v);
    }
    if (strcmp(c->family, "raw") == 0 && c->has_byte && r->kind != RLV_IRES_TYPED) {
      if (c->byte >= r->nbytes)
        return NULL;
      return r->poison[c->byte] ? rlv_xstrdup("poison") : rlv_strf("0x%02x", r->data[c->byte]);
    }
  }
  return NULL;
}

/* smt/ writes hex of the location's width; the interpreter's lane is 32 bits. */
static bool same_bits(const char *cex, const char *replay) {
  if (!cex || !replay)
    return false;
  if (strncmp(cex, "0x", 2) != 0 || strncmp(replay, "0x", 2) != 0)
    return strcmp(cex, replay) == 0;
  return strtoull(cex, NULL, 16) == strtoull(replay, NULL, 16);
}

typedef enum replay_outcome {
  RP_CANNOT,    /* no run: *why */
  RP_UNDECIDED, /* a side stopped outside the subset */
  RP_CUT,       /* both ran, no difference, but a length had to be cut */
  RP_SAME,      /* both ran; no difference */
  RP_DIFFERENT, /* a difference (or AFTER's undefined behaviour alone) */
  RP_CONFIRMED, /* a difference with the counterexample's values at its location */
} replay_outcome;

typedef struct attempt {
  side_run b, a;
  replay_outcome outcome;
  char *where; /* the difference, or why there was no run */
  char *at_b, *at_a;
  rlv_buf chosen;
} attempt;

static void attempt_free(attempt *x) {
  side_free(&x->b);
  side_free(&x->a);
  free(x->where), free(x->at_b), free(x->at_a);
  rlv_buf_free(&x->chosen);
}

static void attempt_run(LLVMModuleRef before, LLVMModuleRef after, const rlv_function_proof *f,
                        const rlv_istate *init, bool capped, const inputs *in, bool distinct,
                        attempt *x) {
  memset(x, 0, sizeof *x);
  rlv_buf_puts(&x->chosen, "");
  char *why = NULL;
  rlv_buf scratch = {0};
  if (!run_side(before, f->name, in, distinct, init, &x->b, &x->chosen, &why) ||
      !run_side(after, f->name, in, distinct, init, &x->a, &scratch, &why)) {
    x->outcome = RP_CANNOT;
    x->where = why;
    rlv_buf_free(&scratch);
    return;
  }
  rlv_buf_free(&scratch);
  const rlv_cex *c = &f->cex;
  if (x->b.status == RLV_IRUN_OK && x->a.status == RLV_IRUN_UB) {
    x->outcome = RP_DIFFERENT;
    x->where = rlv_strf("AFTER has undefined behaviour where BEFORE has none: %s", x->a.why);
    if (c->observation && strcmp(c->observation, "undefined behaviour") == 0)
      x->outcome = RP_CONFIRMED;
    return;
  }
  if (x->b.status != RLV_IRUN_OK || x->a.status != RLV_IRUN_OK) {
    x->outcome = RP_UNDECIDED;
    return;
  }
  if (rlv_istate_equal(&x->b.st, &x->a.st, &x->where)) {
    x->outcome = capped ? RP_CUT : RP_SAME;
    return;
  }
  x->outcome = RP_DIFFERENT;
  x->at_b = value_at(&x->b.st, c);
  x->at_a = value_at(&x->a.st, c);
  if (x->at_b && x->at_a && same_bits(c->before, x->at_b) && same_bits(c->after, x->at_a))
    x->outcome = RP_CONFIRMED;
  else if (!x->at_b && !x->at_a && !c->has_element && !c->has_byte)
    x->outcome = RP_CONFIRMED; /* no location to read back: the difference itself */
}

static void describe(rlv_buf *s, const attempt *x, const rlv_cex *c) {
  rlv_buf_printf(s, "replay (interp/): BEFORE %s, AFTER %s\n", status_words(x->b.status),
                 status_words(x->a.status));
  if (x->chosen.len)
    rlv_buf_printf(s, "  the counterexample leaves arguments open; the replay chose %s\n",
                   x->chosen.data);
  if (x->b.why && x->b.status != RLV_IRUN_OK)
    rlv_buf_printf(s, "  BEFORE: %s\n", x->b.why);
  if (x->a.why && x->a.status != RLV_IRUN_OK)
    rlv_buf_printf(s, "  AFTER: %s\n", x->a.why);
  switch (x->outcome) {
  case RP_CANNOT:
    rlv_buf_printf(s, "  no replay: %s\n", x->where);
    break;
  case RP_UNDECIDED:
    rlv_buf_puts(s, "  the replay decides nothing: the counterexample is not checked\n");
    break;
  case RP_CUT:
    rlv_buf_puts(s, "  the replay shows no difference, but it cut a buffer length the "
                    "counterexample gives (the location may lie beyond): not decided\n");
    break;
  case RP_SAME:
    rlv_buf_printf(s,
                   "  the replay shows no difference: the refutation rests on an "
                   "uninterpreted function's freedom%s\n",
                   x->chosen.len ? " (or on the arguments the replay had to choose)" : "");
    break;
  case RP_DIFFERENT:
  case RP_CONFIRMED:
    rlv_buf_printf(s, "  the replay differs: %s\n", x->where);
    if (x->at_b || x->at_a) {
      const char *got[2] = {x->at_b, x->at_a}, *said[2] = {c->before, c->after};
      rlv_buf_puts(s, "  at the counterexample's location");
      for (int k = 0; k < 2; k++) {
        rlv_buf_printf(s, "%s %s gives %s", k ? "," : "", k ? "AFTER" : "BEFORE",
                       got[k] ? got[k] : "?");
        if (same_bits(said[k], got[k]))
          rlv_buf_puts(s, " as the counterexample says");
        else
          rlv_buf_printf(s, " where the counterexample says %s", said[k] ? said[k] : "?");
      }
      rlv_buf_puts(s, "\n");
    } else if (x->outcome == RP_CONFIRMED) {
      rlv_buf_puts(s, "  which is the counterexample's observation\n");
    } else {
      rlv_buf_printf(s, "  (the counterexample observes the %s)\n",
                     c->observation ? c->observation : "?");
    }
    break;
  }
}

void tr_replay(LLVMModuleRef before, LLVMModuleRef after, const rlv_function_proof *f,
               const rlv_triage_finding *fd, char **summary, char **trace_text) {
  rlv_buf s = {0}, t = {0};
  rlv_buf_puts(&s, "");
  rlv_buf_puts(&t, "");
  LLVMValueRef fb = LLVMGetNamedFunction(before, f->name);
  if (!f->has_cex || !fb) {
    rlv_buf_puts(&s, "replay (interp/): no counterexample to replay\n");
    *summary = s.data;
    *trace_text = t.data;
    return;
  }
  const rlv_cex *c = &f->cex;
  inputs in;
  parse_inputs(c->inputs, LLVMCountParams(fb), &in);
  rlv_interp *ia = rlv_interp_create(after);
  res_list l = {0};
  collect_resources(before, ia, c, &l);
  rlv_interp_free(ia);
  bool capped = false;
  rlv_istate init;
  make_state(&l, c, &in, &init, &capped);
  /* distinct lanes for arguments the model leaves open, then zeros; the first attempt that
   * confirms the counterexample wins, else the first that shows a difference */
  bool free_args = false;
  for (unsigned i = 0; i < in.nargs; i++)
    free_args = free_args || !in.has_arg[i] ||
                LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fb, i))) == LLVMVectorTypeKind;
  attempt x[2];
  int tries = 0, best = 0;
  for (int k = 0; k < (free_args ? 2 : 1); k++) {
    attempt_run(before, after, f, &init, capped, &in, k == 0 && free_args, &x[k]);
    tries++;
    if (x[k].outcome > x[best].outcome)
      best = k;
    if (x[k].outcome == RP_CONFIRMED)
      break;
  }
  const attempt *w = &x[best];
  describe(&s, w, c);
  rlv_buf_printf(&t, "@%s: %s", f->name, s.data);
  if (w->outcome != RP_CANNOT) {
    rlv_buf_printf(&t, "inputs: %s; resources:", c->inputs && *c->inputs ? c->inputs : "(none)");
    for (size_t i = 0; i < init.nres; i++)
      rlv_buf_printf(&t, " %c%u space %u (%u %s)", reg_letter(init.res[i].res_class),
                     init.res[i].reg, init.res[i].space, init.res[i].count,
                     init.res[i].kind == RLV_IRES_RAW || init.res[i].kind == RLV_IRES_CBUFFER
                         ? "bytes"
                         : "elements");
    rlv_buf_puts(&t, "\n");
    write_trace(&t, "BEFORE", &w->b.t, &fd->before);
    write_trace(&t, "AFTER", &w->a.t, &fd->after);
  }
  for (int k = 0; k < tries; k++)
    attempt_free(&x[k]);
  rlv_istate_free(&init);
  free(l.v);
  inputs_free(&in);
  *summary = s.data;
  *trace_text = t.data;
}
