/* The pointer level: allocas, loads and stores (pointers and handles through the memory that
 * holds them),
 * getelementptr, and the memory intrinsics (memcpy, memmove, memset, lifetime). */
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"

static bool exec_alloca(run *r, LLVMValueRef inst) {
  LLVMTypeRef t = LLVMGetAllocatedType(inst);
  uint64_t count = 1;
  if (LLVMGetNumOperands(inst) > 0 && !rlv_const_u64(LLVMGetOperand(inst, 0), &count))
    return UNSUPPORTED(r, "dynamic alloca");
  uint64_t size = LLVMABISizeOfType(r->dl, t) * count;
  if (size > MAX_BYTES || r->nalloca >= MAX_REGIONS)
    return UNSUPPORTED(r, "alloca too large");
  region *g = cx_new_region(r);
  *g = (region){.size = size};
  g->bytes = rlv_xcalloc(size + 1, 1);
  g->poison = rlv_xmalloc(size + 1);
  memset(g->poison, 1, size + 1);
  size_t o = cx_alloc_leaves(r, 1);
  r->arena[o].tag = L_PTR;
  r->arena[o].region = R_ALLOCA;
  r->arena[o].obj = (int32_t)r->nalloca++;
  cx_set_value(r, inst, o);
  return true;
}

/* Loads and stores of any value, pointers and handles included (clang -O0 keeps them in
 * allocas and globals: run.stored holds them). */
static bool exec_load(run *r, LLVMValueRef inst) {
  size_t p;
  if (!cx_eval(r, LLVMGetOperand(inst, 0), &p))
    return false;
  leaf pl = r->arena[p];
  size_t o;
  if (!cx_load_bytes(r, LLVMTypeOf(inst), &pl, &o))
    return false;
  cx_set_value(r, inst, o);
  return true;
}

static bool exec_store(run *r, LLVMValueRef inst) {
  LLVMValueRef val = LLVMGetOperand(inst, 0);
  size_t v, p;
  if (!cx_eval(r, val, &v) || !cx_eval(r, LLVMGetOperand(inst, 1), &p))
    return false;
  leaf pl = r->arena[p];
  return cx_store_bytes(r, LLVMTypeOf(val), &pl, v);
}

static bool exec_mem(run *r, LLVMValueRef call, bool is_set) {
  size_t d, s, len;
  if (!cx_eval(r, LLVMGetOperand(call, 0), &d) || !cx_eval(r, LLVMGetOperand(call, 1), &s) ||
      !cx_eval(r, LLVMGetOperand(call, 2), &len))
    return false;
  if (r->arena[len].poison)
    return UB(r, "memory intrinsic of poison length");
  uint64_t n = r->arena[len].bits;
  if (n > MAX_BYTES)
    return UNSUPPORTED(r, "memory intrinsic too long");
  if (n == 0)
    return true;
  uint8_t b[MAX_BYTES], p[MAX_BYTES];
  if (is_set) {
    memset(b, (int)(r->arena[s].bits & 0xff), n);
    memset(p, r->arena[s].poison, n);
  } else {
    leaf src = r->arena[s];
    if (!cx_mem_read(r, &src, n, b, p, NULL))
      return false;
  }
  leaf dst = r->arena[d];
  return cx_mem_write(r, &dst, n, b, p);
}

static bool exec_gep(run *r, LLVMValueRef inst) {
  size_t o;
  if (!cx_eval_gep(r, inst, &o))
    return false;
  cx_set_value(r, inst, o);
  return true;
}

bool cx_sem_pointer(run *r, LLVMValueRef inst, LLVMOpcode op) {
  switch (op) {
  case LLVMAlloca:
    return exec_alloca(r, inst);
  case LLVMLoad:
    return exec_load(r, inst);
  case LLVMStore:
    return exec_store(r, inst);
  case LLVMGetElementPtr:
    return exec_gep(r, inst);
  default:
    return UNSUPPORTED(r, "instruction opcode %d", (int)op);
  }
}

bool cx_sem_pointer_call(run *r, LLVMValueRef call, callee_id id) {
  switch (id) {
  case C_MEMCPY:
  case C_MEMMOVE:
    return exec_mem(r, call, false);
  case C_MEMSET:
    return exec_mem(r, call, true);
  case C_LIFETIME:
    return true;
  default:
    return UNSUPPORTED(r, "call kind %d at the pointer level", (int)id);
  }
}
