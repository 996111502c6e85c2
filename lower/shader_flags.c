/* LLVM 22's ModuleShaderFlags::initialize: module-wide flags first, then every defined
 * function the call graph reaches, callees before callers (Tarjan's SCCs, which come out in
 * that order), each starting from the module-wide flags and merging a callee's flags at the
 * call. The functions of one SCC (recursion) all get their union. Quirks kept on purpose:
 * Doubles is sticky, so any fdiv or int/fp conversion after a double sets the double
 * extensions; wave_get_lane_count sets no WaveOps. Where LLVM main fixed LLVM 22 after the
 * branch, rlv takes main's behaviour, which clang 22's output needs or does not notice:
 * DisableOptimizations also from the dx.disable_optimizations module flag (llvm#180069), a
 * UAV slot count that saturates and counts a size-0 range as unbounded (llvm#186022,
 * llvm#187174), and TypedUAVLoadAdditionalFormats for UAV loads only (llvm#187393). */
#include <stdlib.h>
#include <string.h>

#include "lower/shader_flags.h"
#include "model/ir.h"
#include "model/util.h"

typedef struct module_facts {
  uint64_t global;        /* gatherGlobalModuleFlags */
  bool can_set_may_alias; /* CanSetResMayNotAlias */
  bool valver_1_8;        /* validator version >= 1.8 */
} module_facts;

/* ---- module-wide flags ---- */

/* The integer value of the module flag `key` (the first with that name); false when absent
 * or not an integer. */
static bool module_flag(LLVMModuleRef m, const char *key, uint64_t *out) {
  const char *name = "llvm.module.flags";
  unsigned n = LLVMGetNamedMetadataNumOperands(m, name);
  if (n == 0)
    return false;
  LLVMValueRef *flags = rlv_xmalloc(n * sizeof *flags);
  LLVMGetNamedMetadataOperands(m, name, flags);
  bool found = false;
  for (unsigned i = 0; i < n && !found; i++) {
    if (!LLVMIsAMDNode(flags[i]) || LLVMGetMDNodeNumOperands(flags[i]) != 3)
      continue;
    LLVMValueRef ops[3];
    LLVMGetMDNodeOperands(flags[i], ops);
    unsigned len = 0;
    const char *k = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (!k || len != strlen(key) || memcmp(k, key, len) != 0)
      continue;
    found = true; /* getModuleFlag returns the first entry of that name */
    if (!ops[2] || !LLVMIsAConstantInt(ops[2]))
      return free(flags), false;
    *out = LLVMConstIntGetZExtValue(ops[2]);
  }
  free(flags);
  return found;
}

static bool flag_set(LLVMModuleRef m, const char *key) {
  uint64_t v = 0;
  return module_flag(m, key, &v) && v != 0;
}

static bool has_optnone(LLVMValueRef fn) {
  unsigned kind = LLVMGetEnumAttributeKindForName("optnone", 7);
  return LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind) != NULL;
}

/* LLVM 22 takes DisableOptimizations from the first entry function's optnone, which clang 22
 * puts on every entry at -O0, and refuses each later entry that disagrees with the first.
 * LLVM main (llvm#180069) takes it from the dx.disable_optimizations module flag instead,
 * which clang main sets at -O0 in place of optnone: gather_module_facts takes either. */
static bool optimizations_disabled(rlv_lctx *l, const rlv_module_info *info, bool *consistent) {
  *consistent = true;
  if (info->nentries == 0)
    return false;
  bool first = has_optnone(info->entries[0].fn);
  for (size_t i = 1; i < info->nentries; i++)
    if (has_optnone(info->entries[i].fn) != first) {
      *consistent = false;
      size_t name_len = 0;
      const char *name = LLVMGetValueName2(info->entries[i].fn, &name_len);
      rlv_report(l->diags, RLV_RULE_LOWER_INCONSISTENT_OPTNONE, info->entries[i].fn,
                 "the entry function %s, so the module's DisableOptimizations flag is "
                 "undecided (LLVM: in function %.*s: Inconsistent optnone attribute)",
                 first ? "lacks the first entry's optnone"
                       : "is optnone and the first entry is not",
                 (int)name_len, name);
    }
  return first;
}

/* hasUAVsAtEveryStage. */
static bool uavs_at_every_stage(const rlv_module_info *info, size_t nuavs) {
  if (nuavs == 0)
    return false;
  switch (info->profile) {
  case RLV_STAGE_VERTEX:
  case RLV_STAGE_GEOMETRY:
  case RLV_STAGE_HULL:
  case RLV_STAGE_DOMAIN:
    return true;
  case RLV_STAGE_LIBRARY:
  case RLV_STAGE_RAYGENERATION:
  case RLV_STAGE_INTERSECTION:
  case RLV_STAGE_ANYHIT:
  case RLV_STAGE_CLOSESTHIT:
  case RLV_STAGE_MISS:
  case RLV_STAGE_CALLABLE:
  case RLV_STAGE_MESH:
  case RLV_STAGE_AMPLIFICATION:
    return rlv_version_less(info->validator, 1, 8);
  default:
    return false;
  }
}

static module_facts gather_module_facts(rlv_lctx *l, const rlv_module_info *info,
                                        bool *consistent) {
  module_facts f = {0};
  f.can_set_may_alias =
      !rlv_version_less(info->dxil, 1, 7) && !flag_set(l->module, "dx.resmayalias");
  f.valver_1_8 = !rlv_version_less(info->validator, 1, 8);
  if (optimizations_disabled(l, info, consistent) ||
      flag_set(l->module, "dx.disable_optimizations"))
    f.global |= RLV_SF_DISABLE_OPTIMIZATIONS;
  size_t nuavs = 0;
  /* Counted in 32 bits as LLVM does, but saturating as LLVM main does (llvm#187174): in
   * LLVM 22 an unbounded range (0xFFFFFFFF) and one more UAV wrap around to a count of 0
   * and lose Max64UAVs, which the validator then refuses. A size of 0 is main's spelling of
   * an unbounded range (llvm#186022); clang 22 writes -1 and never 0. */
  uint32_t slots = 0;
  for (size_t i = 0; i < l->resources.count; i++)
    if (l->resources.items[i].type.res_class == RLV_CLASS_UAV) {
      nuavs++;
      uint32_t size = l->resources.items[i].size;
      uint32_t add = rlv_version_less(info->validator, 1, 6) ? 1 : size == 0 ? UINT32_MAX : size;
      slots = add > UINT32_MAX - slots ? UINT32_MAX : slots + add;
    }
  if (uavs_at_every_stage(info, nuavs))
    f.global |= RLV_SF_UAVS_AT_EVERY_STAGE;
  if (slots > 8)
    f.global |= RLV_SF_MAX_64_UAVS;
  uint64_t native = 0;
  if (module_flag(l->module, "dx.nativelowprec", &native) && native != 0 &&
      !rlv_version_less(info->shader_model, 6, 2))
    f.global |= RLV_SF_NATIVE_LOW_PRECISION_MODE;
  if (f.can_set_may_alias && !f.valver_1_8 && nuavs > 0)
    f.global |= RLV_SF_RES_MAY_NOT_ALIAS;
  if (flag_set(l->module, "dx.allresourcesbound"))
    f.global |= RLV_SF_ALL_RESOURCES_BOUND;
  return f;
}

/* ---- per instruction ---- */

static LLVMTypeRef scalar_of(LLVMTypeRef t) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  return k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind ? LLVMGetElementType(t) : t;
}

static bool is_double(LLVMTypeRef t) { return LLVMGetTypeKind(scalar_of(t)) == LLVMDoubleTypeKind; }

static bool is_int(LLVMTypeRef t, unsigned bits) {
  LLVMTypeRef s = scalar_of(t);
  return LLVMGetTypeKind(s) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(s) == bits;
}

static bool is_low_precision(LLVMTypeRef t) {
  return is_int(t, 16) || LLVMGetTypeKind(scalar_of(t)) == LLVMHalfTypeKind;
}

typedef bool (*type_test)(LLVMTypeRef t);

static bool any_operand(LLVMValueRef inst, type_test test) {
  int n = LLVMGetNumOperands(inst);
  for (int i = 0; i < n; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, (unsigned)i);
    if (op && test(LLVMTypeOf(op)))
      return true;
  }
  return false;
}

static bool is_int64(LLVMTypeRef t) { return is_int(t, 64); }

/* Name is `base` or `base.<overload>`. */
static bool names(const char *name, size_t len, const char *base) {
  size_t n = strlen(base);
  return len >= n && memcmp(name, base, n) == 0 && (len == n || name[n] == '.');
}

/* checkWaveOps: the wave intrinsics LLVM 22 declares, less get_lane_count. */
static bool is_wave_op(const char *name, size_t len) {
  static const char *const ops[] = {
      "llvm.dx.wave.is.first.lane", "llvm.dx.wave.getlaneindex", "llvm.dx.wave.any",
      "llvm.dx.wave.all",           "llvm.dx.wave.readlane",     "llvm.dx.wave.active.countbits",
      "llvm.dx.wave.ballot",        "llvm.dx.wave.reduce.sum",   "llvm.dx.wave.reduce.usum",
      "llvm.dx.wave.reduce.max",    "llvm.dx.wave.reduce.umax",  "llvm.dx.wave.reduce.min",
      "llvm.dx.wave.reduce.umin"};
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (names(name, len, ops[i]))
      return true;
  return false;
}

/* What the flags read of a handle type, parsed once per type: bit 0 parsed, bit 1 UAV,
 * bit 2 raw or structured, bit 3 typed with more than one element. */
enum { HT_PARSED = 1, HT_UAV = 2, HT_RAW_OR_STRUCTURED = 4, HT_MULTI_ELEMENT_TYPED = 8 };

static unsigned handle_traits(rlv_ptrmap *cache, LLVMTypeRef type) {
  uintptr_t v = 0;
  if (rlv_ptrmap_get(cache, type, &v))
    return (unsigned)v;
  rlv_restype t;
  unsigned traits = 0;
  if (rlv_restype_parse(type, &t) && rlv_tt_is_dx(t.tt) && rlv_tt_is_resource(t.tt)) {
    traits = HT_PARSED;
    if (t.res_class == RLV_CLASS_UAV)
      traits |= HT_UAV;
    if (t.kind == RLV_KIND_RAWBUFFER || t.kind == RLV_KIND_STRUCTUREDBUFFER)
      traits |= HT_RAW_OR_STRUCTURED;
    bool typed = t.kind >= RLV_KIND_TEXTURE1D && t.kind <= RLV_KIND_TYPEDBUFFER;
    if (typed && t.element && LLVMGetTypeKind(t.element) == LLVMVectorTypeKind &&
        LLVMGetVectorSize(t.element) > 1)
      traits |= HT_MULTI_ELEMENT_TYPED;
  }
  rlv_ptrmap_put(cache, type, traits);
  return traits;
}

typedef struct flags_ctx {
  rlv_lctx *l;
  const module_facts *facts;
  rlv_shader_flags *out;
  bool *done; /* per function index: its SCC is finished (FunctionFlags has it) */
  rlv_ptrmap handle_types;
} flags_ctx;

/* ModuleShaderFlags::updateFunctionFlags for one instruction, in LLVM's order. */
static void update(flags_ctx *c, uint64_t *csf, LLVMValueRef inst) {
  LLVMTypeRef ty = LLVMTypeOf(inst);
  if (!(*csf & RLV_SF_DOUBLES) && (is_double(ty) || any_operand(inst, is_double)))
    *csf |= RLV_SF_DOUBLES;
  if (*csf & RLV_SF_DOUBLES) {
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMFDiv:
    case LLVMUIToFP:
    case LLVMSIToFP:
    case LLVMFPToUI:
    case LLVMFPToSI:
      *csf |= RLV_SF_DOUBLE_EXTENSIONS;
      break;
    default:
      break;
    }
  }
  if (!(*csf & RLV_SF_LOW_PRECISION_PRESENT) &&
      (is_low_precision(ty) || any_operand(inst, is_low_precision)))
    *csf |= RLV_SF_LOW_PRECISION_PRESENT;
  bool is_call = LLVMIsACallInst(inst) != NULL;
  size_t len = 0;
  const char *name = is_call ? rlv_callee_name(inst, &len) : NULL;
  bool lifetime =
      name && (names(name, len, "llvm.lifetime.start") || names(name, len, "llvm.lifetime.end"));
  if (!(*csf & RLV_SF_INT64_OPS) && (is_int64(ty) || (!lifetime && any_operand(inst, is_int64))))
    *csf |= RLV_SF_INT64_OPS;
  if (!is_call)
    return;
  switch (rlv_lower_call_id(c->l, inst)) {
  case RLV_DX_HANDLEFROMBINDING: {
    unsigned t = handle_traits(&c->handle_types, ty);
    if (c->facts->can_set_may_alias && c->facts->valver_1_8 && (t & HT_UAV))
      *csf |= RLV_SF_RES_MAY_NOT_ALIAS;
    if (t & HT_RAW_OR_STRUCTURED)
      *csf |= RLV_SF_RAW_AND_STRUCTURED_BUFFERS;
    break;
  }
  case RLV_DX_LOAD_TYPEDBUFFER: {
    /* LLVM 22 sets it for an SRV too; main only for a UAV (llvm#187393), as the flag says */
    unsigned t = LLVMGetNumArgOperands(inst) > 0
                     ? handle_traits(&c->handle_types, LLVMTypeOf(LLVMGetOperand(inst, 0)))
                     : 0;
    if ((t & HT_MULTI_ELEMENT_TYPED) && (t & HT_UAV))
      *csf |= RLV_SF_TYPED_UAV_LOAD_ADDITIONAL_FORMATS;
    break;
  }
  default:
    break;
  }
  uintptr_t at = 0;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  if (callee && rlv_ptrmap_get(&c->out->index, callee, &at) && c->done[at - 1])
    *csf |= c->out->masks[at - 1];
  if (name && is_wave_op(name, len))
    *csf |= RLV_SF_WAVE_OPS;
}

static uint64_t function_flags(flags_ctx *c, LLVMValueRef fn) {
  uint64_t csf = c->facts->global;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      update(c, &csf, i);
  return csf;
}

/* ---- the call graph ---- */

typedef struct graph {
  LLVMValueRef *fns; /* defined functions, module order */
  size_t n;
  size_t *first; /* per node: index + 1 of its first edge in `edges`, 0 for none */
  struct edge {
    size_t to, next; /* next: index + 1, 0 ends the list */
  } *edges;
  size_t nedges, cap;
  bool *root; /* called from outside: not local, or its address is taken */
} graph;

static bool is_local(LLVMValueRef fn) {
  LLVMLinkage k = LLVMGetLinkage(fn);
  return k == LLVMInternalLinkage || k == LLVMPrivateLinkage;
}

/* Function::hasAddressTaken: a use other than as the callee (the last operand) of a call. */
static bool address_taken(LLVMValueRef fn) {
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (!(LLVMIsACallInst(user) || LLVMIsAInvokeInst(user)) ||
        u != LLVMGetOperandUse(user, (unsigned)LLVMGetNumOperands(user) - 1))
      return true;
  }
  return false;
}

static void add_edge(graph *g, size_t from, size_t to) {
  if (g->nedges == g->cap)
    g->edges = rlv_xrealloc(g->edges, (g->cap = g->cap ? g->cap * 2 : 64) * sizeof *g->edges);
  g->edges[g->nedges] = (struct edge){to, g->first[from]};
  g->first[from] = ++g->nedges;
}

static void build_graph(graph *g, const rlv_ptrmap *index) {
  g->first = rlv_xcalloc(g->n ? g->n : 1, sizeof *g->first);
  g->root = rlv_xcalloc(g->n ? g->n : 1, sizeof *g->root);
  for (size_t f = 0; f < g->n; f++) {
    g->root[f] = !is_local(g->fns[f]) || address_taken(g->fns[f]);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(g->fns[f]); bb;
         bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        uintptr_t to = 0;
        if ((LLVMIsACallInst(i) || LLVMIsAInvokeInst(i)) &&
            rlv_ptrmap_get(index, LLVMGetCalledValue(i), &to))
          add_edge(g, f, to - 1);
      }
  }
}

static void graph_free(graph *g) {
  free(g->first);
  free(g->edges);
  free(g->root);
}

/* Tarjan's algorithm without recursion (call chains may be deep). Each finished SCC is
 * handed to `done_scc` with its members; callees' SCCs finish first. */
typedef struct tarjan {
  size_t *num, *low; /* 0: not visited */
  bool *on_stack;
  size_t *stack, sp, counter;
  struct frame {
    size_t node, edge; /* edge: index + 1 of the next edge to look at */
  } *calls;
  size_t csp;
} tarjan;

static void finish_scc(flags_ctx *c, const graph *g, tarjan *t, size_t root) {
  size_t start = t->sp;
  do
    start--;
  while (t->stack[start] != root);
  uint64_t scc = 0;
  for (size_t k = start; k < t->sp; k++)
    scc |= function_flags(c, g->fns[t->stack[k]]);
  for (size_t k = start; k < t->sp; k++) {
    size_t f = t->stack[k];
    t->on_stack[f] = false;
    c->out->masks[f] = scc;
    c->done[f] = true;
  }
  c->out->combined |= scc;
  t->sp = start;
}

static void visit(flags_ctx *c, const graph *g, tarjan *t, size_t start) {
  t->calls[t->csp++] = (struct frame){start, g->first[start]};
  t->num[start] = t->low[start] = ++t->counter;
  t->stack[t->sp++] = start;
  t->on_stack[start] = true;
  while (t->csp) {
    struct frame *fr = &t->calls[t->csp - 1];
    size_t v = fr->node;
    if (fr->edge) {
      const struct edge *e = &g->edges[fr->edge - 1];
      fr->edge = e->next;
      size_t w = e->to;
      if (!t->num[w]) {
        t->num[w] = t->low[w] = ++t->counter;
        t->stack[t->sp++] = w;
        t->on_stack[w] = true;
        t->calls[t->csp++] = (struct frame){w, g->first[w]};
      } else if (t->on_stack[w] && t->num[w] < t->low[v]) {
        t->low[v] = t->num[w];
      }
      continue;
    }
    if (t->low[v] == t->num[v])
      finish_scc(c, g, t, v);
    t->csp--;
    if (t->csp) {
      size_t parent = t->calls[t->csp - 1].node;
      if (t->low[v] < t->low[parent])
        t->low[parent] = t->low[v];
    }
  }
}

bool rlv_shader_flags_compute(rlv_lctx *l, const rlv_module_info *info, rlv_shader_flags *out) {
  memset(out, 0, sizeof *out);
  bool consistent = true;
  module_facts facts = gather_module_facts(l, info, &consistent);
  graph g = {0};
  size_t cap = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(l->module); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMCountBasicBlocks(fn) == 0)
      continue;
    if (g.n == cap)
      g.fns = rlv_xrealloc(g.fns, (cap = cap ? cap * 2 : 16) * sizeof *g.fns);
    g.fns[g.n++] = fn;
    rlv_ptrmap_put(&out->index, fn, g.n);
  }
  out->count = g.n;
  out->masks = rlv_xcalloc(g.n ? g.n : 1, sizeof *out->masks);
  build_graph(&g, &out->index);
  flags_ctx c = {.l = l, .facts = &facts, .out = out};
  c.done = rlv_xcalloc(g.n ? g.n : 1, sizeof *c.done);
  size_t n = g.n ? g.n : 1;
  tarjan t = {.num = rlv_xcalloc(n, sizeof *t.num),
              .low = rlv_xcalloc(n, sizeof *t.low),
              .on_stack = rlv_xcalloc(n, sizeof *t.on_stack),
              .stack = rlv_xcalloc(n, sizeof *t.stack),
              .calls = rlv_xcalloc(n, sizeof *t.calls)};
  /* LLVM's SCC walk starts at the external calling node: only what it reaches gets flags */
  for (size_t f = 0; f < g.n; f++)
    if (g.root[f] && !t.num[f])
      visit(&c, &g, &t, f);
  free(t.num);
  free(t.low);
  free(t.on_stack);
  free(t.stack);
  free(t.calls);
  free(c.done);
  rlv_ptrmap_free(&c.handle_types);
  graph_free(&g);
  free(g.fns);
  return consistent;
}

uint64_t rlv_shader_flags_of(const rlv_shader_flags *f, LLVMValueRef fn) {
  uintptr_t at = 0;
  return rlv_ptrmap_get(&f->index, fn, &at) ? f->masks[at - 1] : 0;
}

void rlv_shader_flags_free(rlv_shader_flags *f) {
  rlv_ptrmap_free(&f->index);
  free(f->masks);
  memset(f, 0, sizeof *f);
}
