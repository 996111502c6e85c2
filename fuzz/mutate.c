/* The mutations of rlv_fuzz_prove (see mutate.h): the mutable operands of a lowered function
 * (sites, in program order), and what each kind of site becomes. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/mutate.h"
#include "model/ir.h"
#include "model/util.h"

/* The most sites collected in one function (the rest are never mutated). */
#define MAX_SITES 1024

typedef enum mut_kind {
  MK_INT,       /* an i32 index, offset or row: another constant, or the value plus a constant */
  MK_LANES,     /* two of a store's four value operands swapped */
  MK_MASK,      /* an i8 lane mask */
  MK_ALIGN,     /* an i32 alignment */
  MK_CLASS,     /* createHandle's i8 resource class */
  MK_RANGE_ID,  /* createHandle's i32 range id */
  MK_FLAG,      /* an i1 (the non-uniform flag) */
  MK_STEP,      /* bufferUpdateCounter's i8 step */
  MK_COMPONENT, /* a thread id component */
  MK_RESBIND,   /* one field of createHandleFromBinding's ResBind */
  MK_PROPS,     /* annotateHandle's property words */
  MK_SWAP12,    /* makeDouble's lo and hi */
  MK_EXTRACT,   /* the field an extractvalue takes from a DXIL op's result */
  MK_OPCODE,    /* a math op's opcode: a sibling of the same signature (IMax..UMin, ...) */
  MK_SWAP13,    /* a tertiary math op's first and third operands (a*b+c -> c*b+a) */
} mut_kind;

typedef struct site {
  LLVMValueRef inst;
  unsigned op;
  mut_kind kind;
} site;

typedef struct sites {
  site s[MAX_SITES];
  unsigned n;
} sites;

static void add_site(sites *ss, LLVMValueRef inst, unsigned op, mut_kind kind) {
  if (ss->n < MAX_SITES && op < (unsigned)LLVMGetNumOperands(inst))
    ss->s[ss->n++] = (site){inst, op, kind};
}

/* The opcode of a call to a dx.op.* function, or -1. */
static int dxop_of(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst))
    return -1;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  size_t len;
  const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : NULL;
  if (!name || len < 6 || strncmp(name, "dx.op.", 6) != 0 || LLVMGetNumArgOperands(inst) < 1)
    return -1;
  LLVMValueRef op = LLVMGetOperand(inst, 0);
  if (!LLVMIsAConstantInt(op))
    return -1;
  return (int)LLVMConstIntGetZExtValue(op);
}

/* Whether a handle is used by anything but annotateHandle calls whose results are unused. */
static bool handle_used(LLVMValueRef h, unsigned depth) {
  for (LLVMUseRef u = LLVMGetFirstUse(h); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (dxop_of(user) != 216 || depth > 2 || handle_used(user, depth + 1))
      return true;
  }
  return false;
}

static void collect_call_sites(sites *ss, LLVMValueRef call, int opcode) {
  unsigned nargs = LLVMGetNumArgOperands(call);
  /* Creating a handle nobody uses has no effect in the prover's model (the interpreter calls
   * a bad one undefined at once): mutate only handles that reach an access. */
  if ((opcode == 57 || opcode == 216 || opcode == 217) && !handle_used(call, 0))
    return;
  switch (opcode) {
  case 57: /* createHandle(class, range id, register, non-uniform) */
    if (nargs == 5) {
      add_site(ss, call, 1, MK_CLASS);
      add_site(ss, call, 2, MK_RANGE_ID);
      add_site(ss, call, 3, MK_INT);
      add_site(ss, call, 4, MK_FLAG);
    }
    break;
  case 217: /* createHandleFromBinding(ResBind, register, non-uniform) */
    if (nargs == 4) {
      add_site(ss, call, 1, MK_RESBIND);
      add_site(ss, call, 2, MK_INT);
      add_site(ss, call, 3, MK_FLAG);
    }
    break;
  case 216: /* annotateHandle(h, props) */
    if (nargs == 3)
      add_site(ss, call, 2, MK_PROPS);
    break;
  case 68: /* bufferLoad(h, index, offset) */
    if (nargs == 4) {
      add_site(ss, call, 2, MK_INT);
      add_site(ss, call, 3, MK_INT);
    }
    break;
  case 139: /* rawBufferLoad(h, index, offset, mask, align) */
    if (nargs == 6) {
      add_site(ss, call, 2, MK_INT);
      add_site(ss, call, 3, MK_INT);
      add_site(ss, call, 4, MK_MASK);
      add_site(ss, call, 5, MK_ALIGN);
    }
    break;
  case 69:  /* bufferStore(h, index, offset, v0..v3, mask) */
  case 140: /* rawBufferStore(h, index, offset, v0..v3, mask, align) */
    if (nargs == (opcode == 69 ? 9u : 10u)) {
      add_site(ss, call, 2, MK_INT);
      add_site(ss, call, 3, MK_INT);
      add_site(ss, call, 4, MK_LANES);
      add_site(ss, call, 8, MK_MASK);
      if (opcode == 140)
        add_site(ss, call, 9, MK_ALIGN);
    }
    break;
  case 59: /* cbufferLoadLegacy(h, row) */
    if (nargs == 3)
      add_site(ss, call, 2, MK_INT);
    break;
  case 70: /* bufferUpdateCounter(h, step) */
    if (nargs == 3)
      add_site(ss, call, 2, MK_STEP);
    break;
  case 93:
  case 94:
  case 95: /* threadId, groupId, threadIdInGroup (component) */
    if (nargs == 2)
      add_site(ss, call, 1, MK_COMPONENT);
    break;
  case 101: /* makeDouble(lo, hi) */
    if (nargs == 3)
      add_site(ss, call, 1, MK_SWAP12);
    break;
  case 30:
  case 31: /* Bfrev, Countbits (x) */
    if (nargs == 2)
      add_site(ss, call, 1, MK_INT);
    break;
  case 8:
  case 9: /* IsNaN, IsInf (x) */
  case 37:
  case 38:
  case 39:
  case 40: /* IMax, IMin, UMax, UMin (a, b) */
    add_site(ss, call, 0, MK_OPCODE);
    break;
  case 48:
  case 49: /* IMad, UMad (a, b, c) */
  case 163:
  case 164: /* Dot4AddI8Packed, Dot4AddU8Packed (acc, a, b) */
    if (nargs == 4) {
      add_site(ss, call, 0, MK_OPCODE);
      add_site(ss, call, 1, MK_SWAP13);
    }
    break;
  default:
    break;
  }
}

/* Every mutable operand of `fn`, in program order (so the choice is deterministic). */
static void collect_sites(LLVMValueRef fn, sites *ss) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      int opcode = dxop_of(i);
      if (opcode >= 0)
        collect_call_sites(ss, i, opcode);
      else if (LLVMIsAExtractValueInst(i) && LLVMGetNumIndices(i) == 1 &&
               dxop_of(LLVMGetOperand(i, 0)) >= 0)
        add_site(ss, i, 0, MK_EXTRACT);
    }
}

typedef struct mutator {
  LLVMContextRef ctx;
  LLVMBuilderRef b;
  const uint8_t *p; /* parameter bytes */
} mutator;

static uint64_t const_of(LLVMValueRef v) { return LLVMConstIntGetZExtValue(v); }

/* Another constant of v's integer type, never v's own value. */
static LLVMValueRef other_int(LLVMTypeRef t, uint64_t old, uint8_t how, uint8_t x) {
  unsigned bits = LLVMGetIntTypeWidth(t);
  uint64_t mask = rlv_width_max(bits);
  static const uint64_t deltas[] = {1, (uint64_t)-1, 2, 4, 16, 0x100};
  uint64_t v;
  switch (how % 5) {
  case 0:
  case 1:
    v = old + deltas[x % 6];
    break;
  case 2:
    v = old ^ (1ull << (x % 5));
    break;
  case 3:
    v = x % 16;
    break;
  default:
    v = x % 8 == 0 ? mask : old * 2;
    break;
  }
  v &= mask;
  if (v == (old & mask))
    v = (old + 1) & mask;
  return LLVMConstInt(t, v, 0);
}

/* An i32 operand that is not a constant integer becomes a constant or that value plus (xor) a
 * constant, computed right before the call. */
static LLVMValueRef mutate_int(mutator *m, LLVMValueRef inst, LLVMValueRef v) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (LLVMIsAConstantInt(v))
    return other_int(t, const_of(v), m->p[0], m->p[1]);
  if (LLVMIsAUndefValue(v) || LLVMIsAPoisonValue(v) || m->p[0] % 4 == 0)
    return LLVMConstInt(t, m->p[1] % 16, 0);
  static const uint64_t deltas[] = {1, 2, 4, 16, 0xffffffffu, 3};
  LLVMPositionBuilderBefore(m->b, inst);
  if (m->p[0] % 4 == 1)
    return LLVMBuildXor(m->b, v, LLVMConstInt(t, 1u << (m->p[1] % 3), 0), "mut");
  return LLVMBuildAdd(m->b, v, LLVMConstInt(t, deltas[m->p[1] % 6], 0), "mut");
}

static LLVMValueRef small_const(LLVMValueRef v, mut_kind kind, const uint8_t *p) {
  LLVMTypeRef t = LLVMTypeOf(v);
  if (!LLVMIsAConstantInt(v))
    return NULL;
  uint64_t old = const_of(v), nv;
  switch (kind) {
  case MK_MASK:
    nv = (old & 15) ^ (1u + p[0] % 15u);
    if (!nv)
      nv = old == 1 ? 3 : 1;
    break;
  case MK_ALIGN: {
    static const uint64_t aligns[] = {1, 2, 4, 8, 16};
    nv = aligns[p[0] % 5];
    if (nv == old)
      nv = aligns[(p[0] + 1) % 5];
    break;
  }
  case MK_CLASS:
    nv = (old + 1 + p[0] % 3u) % 4;
    break;
  case MK_RANGE_ID:
    nv = p[0] % 2 ? old + 1 : old ? old - 1 : 2;
    break;
  case MK_FLAG:
    nv = !(old & 1);
    break;
  case MK_STEP: /* 1 <-> -1, as i8 */
    nv = (uint64_t)(-(int64_t)(int8_t)old) & 0xff;
    if (nv == old)
      nv = 1;
    break;
  case MK_COMPONENT:
    nv = (old + 1 + p[0] % 2u) % 3;
    break;
  case MK_OPCODE: /* 37..40 among themselves; 8 and 9, 48 and 49, 163 and 164 in pairs */
    if (old >= 37 && old <= 40)
      nv = 37 + (old - 37 + 1 + p[0] % 3u) % 4;
    else
      nv = old == 8 ? 9 : old == 9 ? 8 : old == 48 ? 49 : old == 49 ? 48 : old == 163 ? 164 : 163;
    break;
  default:
    return NULL;
  }
  return LLVMConstInt(t, nv, 0);
}

/* A constant struct with field `k` replaced (the struct may be zeroinitializer). */
static LLVMValueRef with_field(LLVMValueRef agg, unsigned k, LLVMValueRef field) {
  LLVMTypeRef t = LLVMTypeOf(agg);
  unsigned n = LLVMCountStructElementTypes(t);
  if (n == 0 || n > 8 || k >= n)
    return NULL;
  LLVMValueRef f[8];
  for (unsigned i = 0; i < n; i++) {
    f[i] = i == k ? field : LLVMGetAggregateElement(agg, i);
    if (!f[i])
      return NULL;
  }
  return LLVMConstNamedStruct(t, f, n);
}

static LLVMValueRef int_field(LLVMValueRef agg, unsigned k, uint64_t *out) {
  LLVMValueRef f = LLVMGetAggregateElement(agg, k);
  if (!f || !LLVMIsAConstantInt(f))
    return NULL;
  *out = const_of(f);
  return f;
}

static LLVMValueRef mutate_resbind(LLVMValueRef bind, const uint8_t *p) {
  if (!LLVMIsAConstant(bind) || LLVMGetTypeKind(LLVMTypeOf(bind)) != LLVMStructTypeKind)
    return NULL;
  unsigned k = p[0] % 4;
  uint64_t old;
  LLVMValueRef f = int_field(bind, k, &old);
  if (!f)
    return NULL;
  LLVMTypeRef t = LLVMTypeOf(f);
  LLVMValueRef nv =
      k == 3 ? LLVMConstInt(t, (old + 1 + p[1] % 3u) % 4, 0) : other_int(t, old, p[1], p[2]);
  return with_field(bind, k, nv);
}

static LLVMValueRef mutate_props(LLVMValueRef props, const uint8_t *p) {
  if (!LLVMIsAConstant(props) || LLVMGetTypeKind(LLVMTypeOf(props)) != LLVMStructTypeKind)
    return NULL;
  uint64_t w0, w1;
  LLVMValueRef f0 = int_field(props, 0, &w0), f1 = int_field(props, 1, &w1);
  if (!f0 || !f1)
    return NULL;
  LLVMTypeRef t = LLVMTypeOf(f0);
  switch (p[0] % 5) {
  case 0: { /* another buffer kind: typed, raw, structured, cbuffer */
    uint64_t kind = 10 + ((w0 & 0xff) - 10 + 1 + p[1] % 3u) % 4;
    return with_field(props, 0, LLVMConstInt(t, (w0 & ~0xffull) | kind, 0));
  }
  case 1: /* the UAV bit */
    return with_field(props, 0, LLVMConstInt(t, w0 ^ (1u << 12), 0));
  case 2: /* align log2, ROV, globally coherent, counter bits */
    return with_field(props, 0, LLVMConstInt(t, w0 ^ (1u << (8 + p[1] % 8)), 0));
  case 3: /* the stride (structured), size (cbuffer) */
    return with_field(props, 1, other_int(LLVMTypeOf(f1), w1, 0, p[1] % 2 ? 3 : 1));
  default: /* component type and count (typed) */
    return with_field(props, 1, LLVMConstInt(LLVMTypeOf(f1), w1 ^ (1u << (p[1] % 16)), 0));
  }
}

static bool swap_operands(LLVMValueRef inst, unsigned i, unsigned j) {
  LLVMValueRef a = LLVMGetOperand(inst, i), b = LLVMGetOperand(inst, j);
  if (LLVMTypeOf(a) != LLVMTypeOf(b))
    return false;
  LLVMSetOperand(inst, i, b);
  LLVMSetOperand(inst, j, a);
  return true;
}

/* extractvalue %r, k -> extractvalue %r, k' for another field of the same type; returns the
 * new instruction (NULL: no other field has the type). */
static LLVMValueRef mutate_extract(mutator *m, LLVMValueRef inst) {
  LLVMValueRef agg = LLVMGetOperand(inst, 0);
  LLVMTypeRef st = LLVMTypeOf(agg);
  if (LLVMGetTypeKind(st) != LLVMStructTypeKind)
    return NULL;
  unsigned n = LLVMCountStructElementTypes(st), k = LLVMGetIndices(inst)[0];
  LLVMTypeRef ft = LLVMTypeOf(inst);
  unsigned start = m->p[0] % n;
  for (unsigned d = 0; d < n; d++) {
    unsigned k2 = (start + d) % n;
    if (k2 == k || LLVMStructGetTypeAtIndex(st, k2) != ft)
      continue;
    LLVMPositionBuilderBefore(m->b, inst);
    LLVMValueRef repl = LLVMBuildExtractValue(m->b, agg, k2, "mut");
    LLVMReplaceAllUsesWith(inst, repl);
    LLVMInstructionEraseFromParent(inst);
    return repl;
  }
  return NULL;
}

static char *value_text(LLVMValueRef v) {
  char *s = LLVMPrintValueToString(v);
  char *copy = rlv_xstrdup(s + strspn(s, " "));
  LLVMDisposeMessage(s);
  return copy;
}

char *rlv_fuzz_mutate(LLVMContextRef ctx, LLVMValueRef fn, const uint8_t *mb) {
  sites *ss = rlv_xcalloc(1, sizeof *ss);
  collect_sites(fn, ss);
  if (mb[0] % 8 == 0 || ss->n == 0) {
    free(ss);
    return NULL;
  }
  site s = ss->s[((unsigned)mb[1] | (unsigned)mb[2] << 8) % ss->n];
  free(ss);
  mutator m = {ctx, LLVMCreateBuilderInContext(ctx), mb + 3};
  char *was = value_text(s.inst);
  LLVMValueRef old = LLVMGetOperand(s.inst, s.op), nv = NULL;
  bool done = false;
  switch (s.kind) {
  case MK_INT:
    nv = LLVMGetTypeKind(LLVMTypeOf(old)) == LLVMIntegerTypeKind ? mutate_int(&m, s.inst, old)
                                                                 : NULL;
    break;
  case MK_LANES: {
    unsigned i = m.p[0] % 4, j = (i + 1 + m.p[1] % 3u) % 4;
    done = swap_operands(s.inst, 4 + i, 4 + j);
    break;
  }
  case MK_RESBIND:
    nv = mutate_resbind(old, m.p);
    break;
  case MK_PROPS:
    nv = mutate_props(old, m.p);
    break;
  case MK_SWAP12:
    done = swap_operands(s.inst, 1, 2);
    break;
  case MK_SWAP13:
    done = swap_operands(s.inst, 1, 3);
    break;
  case MK_EXTRACT: /* the instruction is replaced: describe the new one */
    s.inst = mutate_extract(&m, s.inst);
    done = s.inst != NULL;
    break;
  default:
    nv = small_const(old, s.kind, m.p);
    break;
  }
  if (nv) {
    LLVMSetOperand(s.inst, s.op, nv);
    done = true;
  }
  char *desc = NULL;
  if (done) {
    char *now = value_text(s.inst);
    desc = rlv_strf("%s  ==>  %s", was, now);
    free(now);
  }
  free(was);
  LLVMDisposeBuilder(m.b);
  return desc;
}
