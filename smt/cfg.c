/* Control flow: the CFG in reverse post-order with its natural loops, run as the unrolled
 * graph (each loop at most `unroll` back edges per entry) in a topological order, the
 * states reaching a node merged before it runs; phis on edges, terminators as branches. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "smt/query.h"
#include "smt/smt.h"

typedef struct cfg {
  LLVMBasicBlockRef *rpo; /* blocks in reverse post-order */
  size_t nb;
  rlv_ptrmap pos;     /* block -> position in rpo */
  rlv_ptrmap back;    /* (edge key) -> 1 for back edges */
  bool has_loops;
  /* loops, one per back-edge target (header), each with its natural body */
  size_t nloops;
  size_t words;       /* 64-bit words of one body bitset */
  uint64_t *body;     /* nloops * words: rpo positions inside each loop */
  size_t *loop_of;    /* per rpo position: 1 + the loop it heads, 0 if no header */
  size_t *header;     /* per loop: rpo position of its header */
} cfg;

static const void *edge_key(LLVMBasicBlockRef from, unsigned succ_index) {
  return (const char *)from + succ_index + 1;
}

static bool body_has(const cfg *g, size_t loop, size_t pos) {
  return g->body[loop * g->words + pos / 64] >> (pos % 64) & 1;
}

static void body_add(cfg *g, size_t loop, size_t pos) {
  g->body[loop * g->words + pos / 64] |= (uint64_t)1 << (pos % 64);
}

/* Predecessor lists over rpo positions (reachable blocks only): preds[off[i]..off[i+1]). */
static void cfg_preds(const cfg *g, size_t **off_out, size_t **preds_out) {
  size_t *off = rlv_xcalloc(g->nb + 1, sizeof *off);
  for (int pass = 0; pass < 2; pass++) {
    size_t *fill = pass ? rlv_xcalloc(g->nb + 1, sizeof *fill) : NULL;
    for (size_t i = 0; i < g->nb; i++) {
      LLVMValueRef term = LLVMGetBasicBlockTerminator(g->rpo[i]);
      unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
      for (unsigned k = 0; k < ns; k++) {
        uintptr_t to;
        if (!rlv_ptrmap_get(&g->pos, LLVMGetSuccessor(term, k), &to))
          continue;
        if (!pass)
          off[to + 1]++;
        else
          (*preds_out)[off[to] + fill[to]++] = i;
      }
    }
    if (!pass) {
      for (size_t i = 0; i < g->nb; i++)
        off[i + 1] += off[i];
      *preds_out = rlv_xcalloc(off[g->nb] ? off[g->nb] : 1, sizeof **preds_out);
    }
    free(fill);
  }
  *off_out = off;
}

/* One loop per back-edge target; its body is the natural loop: the header and every block
 * that reaches one of its back-edge sources without passing through the header. */
static bool cfg_loops(sx_exec *ex, cfg *g, LLVMBasicBlockRef *from, LLVMBasicBlockRef *to,
                      size_t nback) {
  g->loop_of = rlv_xcalloc(g->nb ? g->nb : 1, sizeof *g->loop_of);
  g->header = rlv_xcalloc(nback ? nback : 1, sizeof *g->header);
  g->words = (g->nb + 63) / 64;
  g->nloops = 0;
  for (size_t e = 0; e < nback; e++) {
    uintptr_t h;
    if (rlv_ptrmap_get(&g->pos, to[e], &h) && !g->loop_of[h]) {
      g->header[g->nloops] = h;
      g->loop_of[h] = ++g->nloops;
    }
  }
  size_t nbits = g->nloops * g->words;
  /* a bitset per loop: many loops in a large function cost memory before anything runs */
  if (!sx_spend(ex, nbits, NULL))
    return false;
  g->body = rlv_xcalloc(nbits ? nbits : 1, sizeof *g->body);
  if (!g->nloops)
    return true;
  size_t *off, *preds;
  cfg_preds(g, &off, &preds);
  size_t *work = rlv_xcalloc(g->nb + 1, sizeof *work);
  for (size_t e = 0; e < nback; e++) {
    uintptr_t h, b;
    if (!rlv_ptrmap_get(&g->pos, to[e], &h) || !rlv_ptrmap_get(&g->pos, from[e], &b))
      continue;
    size_t loop = g->loop_of[h] - 1, n = 0;
    body_add(g, loop, h);
    if (!body_has(g, loop, b)) {
      body_add(g, loop, b);
      work[n++] = b;
    }
    while (n) {
      size_t x = work[--n];
      for (size_t k = off[x]; k < off[x + 1]; k++)
        if (!body_has(g, loop, preds[k])) {
          body_add(g, loop, preds[k]);
          work[n++] = preds[k];
        }
    }
  }
  free(work);
  free(off);
  free(preds);
  return true;
}

/* False when the function is past the budget (ex->unknown says so). */
static bool cfg_build(sx_exec *ex, cfg *g, LLVMValueRef fn) {
  size_t nb = LLVMCountBasicBlocks(fn);
  g->nb = 0;
  g->rpo = rlv_xcalloc(nb ? nb : 1, sizeof *g->rpo);
  g->pos = (rlv_ptrmap){0};
  g->back = (rlv_ptrmap){0};
  g->has_loops = false;
  /* iterative DFS; state: 1 on stack, 2 done */
  rlv_ptrmap state = {0};
  LLVMBasicBlockRef *stack = rlv_xcalloc(nb + 1, sizeof *stack);
  unsigned *next = rlv_xcalloc(nb + 1, sizeof *next);
  LLVMBasicBlockRef *post = rlv_xcalloc(nb + 1, sizeof *post);
  size_t sp = 0, npost = 0, nback = 0, capback = 0;
  LLVMBasicBlockRef *back_from = NULL, *back_to = NULL;
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  stack[sp] = entry;
  next[sp++] = 0;
  rlv_ptrmap_put(&state, entry, 1);
  while (sp) {
    LLVMBasicBlockRef b = stack[sp - 1];
    LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
    unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
    if (next[sp - 1] < ns) {
      unsigned i = next[sp - 1]++;
      LLVMBasicBlockRef s = LLVMGetSuccessor(term, i);
      uintptr_t st = 0;
      rlv_ptrmap_get(&state, s, &st);
      if (st == 1) {
        rlv_ptrmap_put(&g->back, edge_key(b, i), 1);
        g->has_loops = true;
        if (nback == capback) {
          capback = capback ? 2 * capback : 16;
          back_from = rlv_xrealloc(back_from, capback * sizeof *back_from);
          back_to = rlv_xrealloc(back_to, capback * sizeof *back_to);
        }
        back_from[nback] = b;
        back_to[nback++] = s;
      } else if (st == 0 && sp <= nb) {
        rlv_ptrmap_put(&state, s, 1);
        stack[sp] = s;
        next[sp++] = 0;
      }
    } else {
      rlv_ptrmap_put(&state, b, 2);
      post[npost++] = b;
      sp--;
    }
  }
  for (size_t i = 0; i < npost; i++) {
    g->rpo[i] = post[npost - 1 - i];
    rlv_ptrmap_put(&g->pos, g->rpo[i], i);
  }
  g->nb = npost;
  free(stack);
  free(next);
  free(post);
  rlv_ptrmap_free(&state);
  bool ok = cfg_loops(ex, g, back_from, back_to, nback);
  free(back_from);
  free(back_to);
  return ok;
}

static void cfg_free(cfg *g) {
  free(g->rpo);
  free(g->body);
  free(g->loop_of);
  free(g->header);
  rlv_ptrmap_free(&g->pos);
  rlv_ptrmap_free(&g->back);
}

/* Assigns the phis of `to` for the edge from `from`, reading operands in `s`. */
static void assign_phis(sx_exec *ex, sx_state *s, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
  sx_state *saved = ex->cur;
  ex->cur = s;
  sval *vals[256];
  LLVMValueRef phis[256];
  unsigned n = 0;
  for (LLVMValueRef i = LLVMGetFirstInstruction(to); i && LLVMIsAPHINode(i);
       i = LLVMGetNextInstruction(i)) {
    if (n == 256) {
      sx_unknown(ex, i, "more than 256 phis in a block");
      break;
    }
    sval *v = NULL;
    for (unsigned k = 0; k < LLVMCountIncoming(i); k++)
      if (LLVMGetIncomingBlock(i, k) == from) {
        v = sx_operand(ex, LLVMGetIncomingValue(i, k));
        break;
      }
    if (!v) {
      sx_unknown(ex, i, "phi without a value for an incoming edge");
      v = sv_poison(ex, LLVMTypeOf(i));
    }
    phis[n] = i;
    vals[n++] = v;
  }
  for (unsigned k = 0; k < n; k++)
    sx_set(ex, phis[k], vals[k]);
  ex->cur = saved;
}

/* The states waiting at one node of the unrolled graph: a block and the iteration counts
 * of the loops around it (merged into one state when the node runs). */
typedef struct group {
  size_t pos;
  unsigned *iters; /* per loop: back edges taken since the loop was entered */
  sx_states states;
} group;

/* Each loop may take `unroll` back edges per entry, so an inner loop gets its own bound in
 * every iteration of the outer one. Nodes run in a topological order of the unrolled
 * graph (node_before); the function's work budget (sx_spend) ends every run, even on an
 * irreducible CFG, and running out makes the function unknown, never a cut path. */

typedef struct run {
  cfg g;
  group *live;
  size_t nlive, caplive;
  size_t *order;         /* loops by rpo position of their header (outer loops first) */
  unsigned unroll;
  Z3_ast *header_pc;     /* per loop: the path condition its header last ran under */
  bool *innermost;       /* per loop: no loop inside it */
  const unsigned *iters; /* the counts of the node being run */
  sx_states exits;
} run;

/* A node's place in the topological order: for each loop around the block, outer first,
 * (header position, iteration count), then the block's position. Edges of a reducible
 * CFG go to later keys: forward edges to later positions (a loop's exits come after its
 * header), back edges to a higher count, entries to a header after the entering block. */
static size_t node_key(const run *r, size_t pos, const unsigned *iters, size_t *key) {
  size_t n = 0;
  for (size_t k = 0; k < r->g.nloops; k++) {
    size_t l = r->order[k];
    if (!body_has(&r->g, l, pos))
      continue;
    key[n++] = r->g.header[l];
    key[n++] = iters[l];
  }
  key[n++] = pos;
  return n;
}

static bool node_before(const run *r, const group *a, const group *b, size_t *ka, size_t *kb) {
  size_t na = node_key(r, a->pos, a->iters, ka), nb = node_key(r, b->pos, b->iters, kb);
  for (size_t i = 0; i < na && i < nb; i++)
    if (ka[i] != kb[i])
      return ka[i] < kb[i];
  return na < nb;
}

static void node_push(run *r, size_t pos, const unsigned *iters, sx_state *s) {
  size_t sz = r->g.nloops * sizeof *iters;
  for (size_t i = 0; i < r->nlive; i++)
    if (r->live[i].pos == pos && (!sz || memcmp(r->live[i].iters, iters, sz) == 0)) {
      sx_states_push(&r->live[i].states, s);
      return;
    }
  if (r->nlive == r->caplive) {
    r->caplive = r->caplive ? r->caplive * 2 : 8;
    r->live = rlv_xrealloc(r->live, r->caplive * sizeof *r->live);
  }
  group *gr = &r->live[r->nlive++];
  *gr = (group){0};
  gr->pos = pos;
  gr->iters = rlv_xcalloc(r->g.nloops ? r->g.nloops : 1, sizeof *gr->iters);
  if (sz)
    memcpy(gr->iters, iters, sz);
  sx_states_push(&gr->states, s);
}

/* Removes and returns (in *out) the first live node in the topological order. */
static bool node_pop(run *r, group *out) {
  if (!r->nlive)
    return false;
  size_t *ka = rlv_xcalloc(2 * r->g.nloops + 1, sizeof *ka);
  size_t *kb = rlv_xcalloc(2 * r->g.nloops + 1, sizeof *kb);
  size_t best = 0;
  for (size_t i = 1; i < r->nlive; i++)
    if (node_before(r, &r->live[i], &r->live[best], ka, kb))
      best = i;
  free(ka);
  free(kb);
  *out = r->live[best];
  r->live[best] = r->live[--r->nlive];
  return true;
}

static void group_free(group *gr) {
  for (size_t k = 0; k < gr->states.count; k++)
    sx_state_free(gr->states.items[k]);
  free(gr->states.items);
  free(gr->iters);
  *gr = (group){0};
}

/* Loops sorted by their header's rpo position: an enclosing loop's header comes first. */
static size_t *loops_by_header(const cfg *g) {
  size_t *order = rlv_xcalloc(g->nloops ? g->nloops : 1, sizeof *order);
  for (size_t l = 0; l < g->nloops; l++) {
    size_t k = l;
    while (k && g->header[order[k - 1]] > g->header[l]) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = l;
  }
  return order;
}

/* How many back edges per entry a loop may take past `unroll` when every execution that
 * ran its header continues (a constant trip count: such a loop is run to its end, and the
 * function is proved, not bounded); past this many it is cut as any other. */
#define FORCED_UNROLL_MAX 64
/* Only an innermost loop is run on (nested ones multiply), and only while the conditions
 * compared stay this small (simplifying them is work the budget does not count). */
#define FORCED_TERMS_MAX 512

/* Whether every execution that ran loop l's header in this iteration takes the back edge
 * under `pc` (it is no weaker than the header's condition): the loop cannot leave here,
 * whatever the inputs, so running one more iteration costs no path and cuts none. Decided
 * by simplification alone, without the solver: an undecided case is cut, as before. */
static bool iteration_forced(sx_exec *ex, const run *r, size_t l, Z3_ast pc) {
  Z3_context z = ex->z;
  if (!ex->constant_loops || !r->header_pc[l] || !r->innermost[l])
    return false;
  if (r->header_pc[l] == pc)
    return true;
  Z3_ast both[2] = {r->header_pc[l], pc};
  if (sx_dag_size(ex->p, both, 2, FORCED_TERMS_MAX) > FORCED_TERMS_MAX)
    return false;
  return sx_is_true(z, Z3_simplify(z, Z3_mk_implies(z, r->header_pc[l], pc)));
}

/* Whether the back edge to the header of loop l_1 - 1 (l_1 = 0: not a header) cannot be
 * taken under `pc`: decided by simplification, for an innermost loop's small conditions
 * only, as iteration_forced. */
static bool never_taken(sx_exec *ex, const run *r, size_t l_1, Z3_ast pc) {
  if (!ex->constant_loops || !l_1 || !r->innermost[l_1 - 1])
    return false;
  if (sx_dag_size(ex->p, &pc, 1, FORCED_TERMS_MAX) > FORCED_TERMS_MAX)
    return false;
  return sx_is_false(ex->z, Z3_simplify(ex->z, pc));
}

/* Whether no other loop's header lies in loop l's body. */
static bool innermost(const cfg *g, size_t l) {
  for (size_t k = 0; k < g->nloops; k++)
    if (k != l && body_has(g, l, g->header[k]))
      return false;
  return true;
}

/* The iteration counts after the edge from -> to: a loop left or entered starts over, a
 * back edge counts one for the loop it closes. False if that loop is past its bound:
 * `unroll`, or FORCED_UNROLL_MAX when `forced`. */
static bool next_iters(const run *r, size_t from, size_t to, bool back, bool forced, unsigned *it) {
  const cfg *g = &r->g;
  for (size_t l = 0; l < g->nloops; l++) {
    it[l] = r->iters ? r->iters[l] : 0;
    if (body_has(g, l, from) != body_has(g, l, to))
      it[l] = 0;
  }
  if (back && g->loop_of[to]) {
    unsigned *c = &it[g->loop_of[to] - 1];
    unsigned bound = forced && r->unroll < FORCED_UNROLL_MAX ? FORCED_UNROLL_MAX : r->unroll;
    if (*c >= bound)
      return false;
    (*c)++;
  }
  return true;
}

static void take_edge(sx_exec *ex, run *r, sx_state *s, LLVMBasicBlockRef from, unsigned si,
                      LLVMBasicBlockRef to, Z3_ast cond, bool copy) {
  Z3_context z = ex->z;
  Z3_ast pc = sx_and2(z, s->pc, cond);
  if (sx_is_false(z, pc)) {
    if (!copy)
      sx_state_free(s);
    return;
  }
  sx_state *t = copy ? sx_state_copy(ex, s) : s;
  t->pc = pc;
  bool back = rlv_ptrmap_has(&r->g.back, edge_key(from, si));
  uintptr_t pos, fpos;
  if (!rlv_ptrmap_get(&r->g.pos, to, &pos) || !rlv_ptrmap_get(&r->g.pos, from, &fpos)) {
    /* cannot happen for a reachable block; if it does, the path is not silently lost */
    sx_unknown(ex, LLVMGetBasicBlockTerminator(from), "an edge to a block outside the CFG walk");
    sx_state_free(t);
    return;
  }
  unsigned small[16];
  unsigned *it = r->g.nloops <= 16 ? small : rlv_xcalloc(r->g.nloops, sizeof *it);
  bool within = next_iters(r, fpos, pos, back, false, it);
  /* past the bound (only then: the test costs a simplification) */
  if (!within && r->g.loop_of[pos] && iteration_forced(ex, r, r->g.loop_of[pos] - 1, pc))
    within = next_iters(r, fpos, pos, back, true, it);
  if (!within && never_taken(ex, r, r->g.loop_of[pos], pc)) {
    sx_state_free(t); /* a back edge no execution takes (a constant trip count's last) */
  } else if (!within) {
    /* only the loop bound cuts a path (it is what `bounded` states); the header is
     * reported so that the user knows which loop to give more iterations */
    if (!ex->cut) {
      ex->cut_loop = to;
      ex->cut_fn = LLVMGetBasicBlockParent(to);
    }
    ex->cut = true;
    ex->cut_pc = sx_or2(z, ex->cut_pc, pc);
    sx_state_free(t);
  } else {
    assign_phis(ex, t, from, to);
    node_push(r, pos, it, t);
  }
  if (it != small)
    free(it);
}

static void exec_terminator(sx_exec *ex, run *r, LLVMBasicBlockRef b) {
  Z3_context z = ex->z;
  sx_state *s = ex->cur;
  LLVMValueRef term = LLVMGetBasicBlockTerminator(b);
  LLVMOpcode op = term ? LLVMGetInstructionOpcode(term) : LLVMUnreachable;
  switch (op) {
  case LLVMRet: {
    if (LLVMGetNumOperands(term) > 0)
      s->ret = sx_operand(ex, LLVMGetOperand(term, 0));
    sx_states_push(&r->exits, s);
    return;
  }
  case LLVMBr: {
    if (!LLVMIsConditional(term)) {
      take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), sx_true(z), false);
      return;
    }
    sval *c = sx_operand(ex, LLVMGetCondition(term));
    if (c->kind != SV_INT || c->width != 1) {
      sx_unknown(ex, term, "branch on a non-i1 value");
      sx_state_free(s);
      return;
    }
    sx_add_ub(ex, c->p); /* branching on poison is undefined behaviour */
    Z3_ast cond = sx_bv_bool(z, c->v);
    take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), cond, true);
    take_edge(ex, r, s, b, 1, LLVMGetSuccessor(term, 1), sx_not(z, cond), false);
    return;
  }
  case LLVMSwitch: {
    sval *c = sx_operand(ex, LLVMGetOperand(term, 0));
    if (c->kind != SV_INT) {
      sx_unknown(ex, term, "switch on a non-integer");
      sx_state_free(s);
      return;
    }
    sx_add_ub(ex, c->p);
    unsigned ns = LLVMGetNumSuccessors(term);
    Z3_ast none = sx_true(z);
    for (unsigned i = 1; i < ns; i++) {
      /* LLVM 22 keeps case values out of the operand list */
      sval *cv = sx_operand(ex, LLVMGetSwitchCaseValue(term, i));
      if (cv->kind != SV_INT || cv->width != c->width) {
        sx_unknown(ex, term, "a switch case of another type");
        sx_state_free(s);
        return;
      }
      Z3_ast hit = sx_eq(z, c->v, cv->v);
      take_edge(ex, r, s, b, i, LLVMGetSuccessor(term, i), sx_and2(z, none, hit), true);
      none = sx_and2(z, none, sx_not(z, hit));
    }
    take_edge(ex, r, s, b, 0, LLVMGetSuccessor(term, 0), none, false);
    return;
  }
  case LLVMUnreachable:
    sx_add_ub(ex, sx_true(z));
    sx_state_free(s);
    return;
  default:
    sx_unknown(ex, term, "a terminator the prover does not model");
    sx_state_free(s);
    return;
  }
}

/* Runs the block of node `gr` from the state `s` (consumed); `whole` when s is the merge
 * of every state that reached the node. */
static void run_node(sx_exec *ex, run *r, const group *gr, sx_state *s, bool whole) {
  Z3_context z = ex->z;
  if (whole && r->g.loop_of[gr->pos])
    r->header_pc[r->g.loop_of[gr->pos] - 1] = s->pc;
  ex->cur = s;
  r->iters = gr->iters;
  LLVMBasicBlockRef b = r->g.rpo[gr->pos];
  bool ended = false; /* a call that never returns ended this path */
  for (LLVMValueRef i = LLVMGetFirstInstruction(b); i && !LLVMIsATerminatorInst(i);
       i = LLVMGetNextInstruction(i)) {
    if (!sx_spend(ex, 1, i))
      break;
    sx_exec_inst(ex, i);
    if (ex->unknown)
      break;
    if (sx_is_false(z, s->pc)) {
      ended = true;
      break;
    }
  }
  if (ex->unknown || ended)
    sx_state_free(s);
  else
    exec_terminator(ex, r, b);
  ex->cur = NULL;
  r->iters = NULL;
}

/* Runs the body of `fn` from the state `init` (consumed); the states that return are left
 * in *exits. */
void sx_run_body(sx_exec *ex, LLVMValueRef fn, sx_state *init, sx_states *exits) {
  Z3_context z = ex->z;
  run r = {0};
  if (!sx_spend(ex, LLVMCountBasicBlocks(fn), NULL) || !cfg_build(ex, &r.g, fn)) {
    cfg_free(&r.g);
    sx_state_free(init);
    *exits = (sx_states){0};
    return;
  }
  r.unroll = ex->unroll;
  r.header_pc = rlv_xcalloc(r.g.nloops ? r.g.nloops : 1, sizeof *r.header_pc);
  r.innermost = rlv_xcalloc(r.g.nloops ? r.g.nloops : 1, sizeof *r.innermost);
  for (size_t l = 0; l < r.g.nloops; l++)
    r.innermost[l] = innermost(&r.g, l);
  r.order = loops_by_header(&r.g);
  unsigned *zero = rlv_xcalloc(r.g.nloops ? r.g.nloops : 1, sizeof *zero);
  node_push(&r, 0, zero, init);
  free(zero);
  group gr;
  while (node_pop(&r, &gr)) {
    /* the scan that picked the node is work too */
    if (!sx_spend(ex, 1 + r.nlive, NULL)) {
      group_free(&gr);
      continue;
    }
    size_t n = gr.states.count;
    size_t *class_of = rlv_xcalloc(n ? n : 1, sizeof *class_of);
    size_t nclasses = sx_merge_classes(r.g.rpo[gr.pos], gr.states.items, n, class_of);
    if (r.g.loop_of[gr.pos]) {
      Z3_ast pc = sx_false(z);
      for (size_t i = 0; i < n; i++)
        pc = sx_or2(z, pc, gr.states.items[i]->pc);
      r.header_pc[r.g.loop_of[gr.pos] - 1] = pc; /* the merged state's, if one */
    }
    sx_state **members = rlv_xcalloc(n ? n : 1, sizeof *members);
    for (size_t c = 0; c < nclasses; c++) {
      size_t k = 0;
      for (size_t i = 0; i < n; i++)
        if (class_of[i] == c)
          members[k++] = gr.states.items[i];
      run_node(ex, &r, &gr, sx_merge_states(ex, members, k), nclasses == 1);
    }
    free(members);
    free(class_of);
    gr.states.count = 0;
    group_free(&gr);
  }
  free(r.live);
  free(r.header_pc);
  free(r.innermost);
  free(r.order);
  cfg_free(&r.g);
  *exits = r.exits;
}

