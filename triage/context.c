/* What a reduction must keep around the named AFTER instruction, besides its own shape: where
 * its variable operands come from, and under what control it runs. Without them llvm-reduce
 * kept "the same signature" and lost the bug in 4 of corpus/miscompile's 32 pairs: a
 * makeDouble's high word became 0, a splitDouble became a constant, the wrong branch
 * boundary became an unconditional branch and the loop's wrong step a loop that never runs.
 *
 * The operands' origins are a set (each definition's operation and count of variable
 * operands, sorted, without repeats), so that lanes may still become constants (a swapped
 * lane keeps an extractelement of one variable operand), but an operand's own computation
 * may not be cut from its inputs. The control is one of "unconditional" (every path from the
 * entry to a return goes through the block), "conditional", "in a loop" (the block reaches
 * itself), "conditional, in a loop", or "unreachable"; a branch on a constant follows its
 * taken edge only (on undef or poison, its first). A reduced pair keeps the signature when
 * its origins are a subset of the original's (rlv_triage_signature_keeps): a lane made
 * constant drops its computation. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "triage/triage_private.h"

#define MAX_ORIGINS 16

/* A value that may differ between runs. An instruction whose operands are all constants is
 * not (llvm-reduce leaves `extractvalue { i64, i1 } zeroinitializer, 0` where it deleted a
 * load: a constant in all but name); arguments, calls, loads and phis are. */
static bool variable_at(LLVMValueRef v, int depth) {
  if (!v || LLVMIsConstant(v) || LLVMValueIsBasicBlock(v) || LLVMIsAMDNode(v) || LLVMIsAMDString(v))
    return false;
  if (!LLVMIsAInstruction(v) || depth > 16 || LLVMIsACallInst(v) || LLVMIsALoadInst(v) ||
      LLVMIsAPHINode(v) || LLVMIsAAllocaInst(v))
    return true;
  unsigned ops = (unsigned)LLVMGetNumOperands(v);
  for (unsigned i = 0; i < ops; i++)
    if (variable_at(LLVMGetOperand(v, i), depth + 1))
      return true;
  return false;
}

bool tr_is_variable(LLVMValueRef v) { return variable_at(v, 0); }

char *tr_origin_of(LLVMValueRef v) {
  unsigned variable = 0, ops = (unsigned)LLVMGetNumOperands(v);
  bool call = LLVMIsACallInst(v) != NULL;
  for (unsigned i = 0; i < ops; i++) {
    LLVMValueRef op = LLVMGetOperand(v, i);
    if (call && i + 1 == ops)
      break; /* the callee */
    variable += tr_is_variable(op);
  }
  if (call) {
    LLVMValueRef f = LLVMGetCalledValue(v);
    size_t n;
    const char *name = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &n) : "";
    return rlv_strf("call @%s %u", name, variable);
  }
  char *text = LLVMPrintValueToString(v); /* the opcode: the first word after "%x = " */
  const char *w = strstr(text, " = ");
  w = w ? w + 3 : text;
  while (*w == ' ')
    w++;
  char *s = rlv_strf("%.*s %u", (int)strcspn(w, " "), w, variable);
  LLVMDisposeMessage(text);
  return s;
}

static int compare_strings(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The successors of `b` that it may branch to. A constant condition takes one edge: the
 * taken one, or for undef or poison the first, so that a condition made undefined is no
 * longer a condition. */
static unsigned successors(LLVMBasicBlockRef b, LLVMBasicBlockRef out[], unsigned cap) {
  LLVMValueRef t = LLVMGetBasicBlockTerminator(b);
  if (!t)
    return 0;
  if (LLVMIsABranchInst(t) && LLVMIsConditional(t) && LLVMIsConstant(LLVMGetCondition(t))) {
    LLVMValueRef c = LLVMGetCondition(t);
    out[0] = LLVMGetSuccessor(t, LLVMIsAConstantInt(c) && !LLVMConstIntGetZExtValue(c) ? 1 : 0);
    return 1;
  }
  unsigned n = LLVMGetNumSuccessors(t);
  n = n < cap ? n : cap;
  for (unsigned i = 0; i < n; i++)
    out[i] = LLVMGetSuccessor(t, i);
  return n;
}

static size_t index_of(LLVMBasicBlockRef *blocks, size_t n, LLVMBasicBlockRef b) {
  for (size_t i = 0; i < n; i++)
    if (blocks[i] == b)
      return i;
  return n;
}

/* Whether `to` (or, with to == NULL, a block without successors: a return) is reachable from
 * the successors of `from` (with `through`, from itself), never entering `avoid`. */
static bool reaches(LLVMBasicBlockRef *blocks, size_t n, LLVMBasicBlockRef from, bool through,
                    LLVMBasicBlockRef to, LLVMBasicBlockRef avoid) {
  bool *seen = rlv_xcalloc(n ? n : 1, sizeof *seen);
  LLVMBasicBlockRef *stack = rlv_xcalloc(n + 1, sizeof *stack);
  size_t top = 0;
  bool found = false;
  LLVMBasicBlockRef succ[64];
  if (through) {
    stack[top++] = from;
    seen[index_of(blocks, n, from)] = true;
  } else {
    unsigned k = successors(from, succ, 64);
    for (unsigned i = 0; i < k; i++) {
      size_t j = index_of(blocks, n, succ[i]);
      if (j < n && !seen[j] && succ[i] != avoid)
        seen[j] = true, stack[top++] = succ[i];
    }
  }
  while (top && !found) {
    LLVMBasicBlockRef b = stack[--top];
    unsigned k = successors(b, succ, 64);
    if (to ? b == to : k == 0) {
      found = true;
      break;
    }
    for (unsigned i = 0; i < k; i++) {
      size_t j = index_of(blocks, n, succ[i]);
      if (j < n && !seen[j] && succ[i] != avoid)
        seen[j] = true, stack[top++] = succ[i];
    }
  }
  free(seen);
  free(stack);
  return found;
}

static const char *control_of(LLVMValueRef inst) {
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
  LLVMValueRef fn = LLVMGetBasicBlockParent(bb);
  size_t n = LLVMCountBasicBlocks(fn);
  LLVMBasicBlockRef *blocks = rlv_xcalloc(n ? n : 1, sizeof *blocks);
  LLVMGetBasicBlocks(fn, blocks);
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  const char *how;
  if (bb != entry && !reaches(blocks, n, entry, true, bb, NULL)) {
    how = "unreachable";
  } else {
    bool conditional = bb != entry && reaches(blocks, n, entry, true, NULL, bb);
    bool loop = reaches(blocks, n, bb, false, bb, NULL);
    how = conditional && loop ? "conditional, in a loop"
          : conditional       ? "conditional"
          : loop              ? "in a loop"
                              : "unconditional";
  }
  free(blocks);
  return how;
}

char *tr_site_context(LLVMValueRef inst) {
  char *origins[MAX_ORIGINS];
  size_t count = 0;
  unsigned ops = (unsigned)LLVMGetNumOperands(inst);
  for (unsigned i = 0; i < ops && count < MAX_ORIGINS; i++) {
    LLVMValueRef op = LLVMGetOperand(inst, i);
    if (op && LLVMIsAInstruction(op))
      origins[count++] = tr_origin_of(op);
  }
  qsort(origins, count, sizeof *origins, compare_strings);
  rlv_buf b = {0};
  rlv_buf_puts(&b, "operands from: ");
  size_t shown = 0;
  for (size_t i = 0; i < count; i++) {
    if (i == 0 || strcmp(origins[i], origins[i - 1]) != 0)
      rlv_buf_printf(&b, "%s%s", shown++ ? ", " : "", origins[i]);
  }
  if (!shown)
    rlv_buf_puts(&b, "(none)");
  rlv_buf_printf(&b, "; %s", control_of(inst));
  for (size_t i = 0; i < count; i++)
    free(origins[i]);
  return b.data;
}

/* The item `s` (n bytes) is one of the ", "-separated items of `list` (m bytes). */
static bool listed(const char *s, size_t n, const char *list, size_t m) {
  for (const char *p = list, *end = list + m; p < end;) {
    const char *q = strstr(p, ", ");
    size_t k = q && q < end ? (size_t)(q - p) : (size_t)(end - p);
    if (k == n && strncmp(p, s, n) == 0)
      return true;
    p += k + 2;
  }
  return false;
}

/* The operands' origins of a signature line: where they start and how long they are. */
static bool origins(const char *line, const char **start, size_t *len) {
  const char *tag = "; operands from: ";
  const char *p = strstr(line, tag);
  if (!p)
    return false;
  *start = p + strlen(tag);
  const char *end = strstr(*start, "; ");
  *len = end ? (size_t)(end - *start) : strlen(*start);
  return true;
}

bool rlv_triage_signature_keeps(const char *want, const char *got) {
  const char *w, *g;
  size_t wn, gn;
  if (!origins(want, &w, &wn) || !origins(got, &g, &gn))
    return strcmp(want, got) == 0;
  if (w - want != g - got || strncmp(want, got, (size_t)(w - want)) != 0 ||
      strcmp(w + wn, g + gn) != 0)
    return false;
  if (gn == strlen("(none)") && strncmp(g, "(none)", gn) == 0)
    return true;
  for (const char *p = g, *end = g + gn; p < end;) {
    const char *q = strstr(p, ", ");
    size_t k = q && q < end ? (size_t)(q - p) : (size_t)(end - p);
    if (!listed(p, k, w, wn))
      return false;
    p += k + 2;
  }
  return true;
}
