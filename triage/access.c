/* What an instruction does to a resource, read from the IR at any of the three levels
 * (pointer, llvm.dx.resource.* intrinsics, dx.op calls): the handle and index it uses and the
 * binding the handle comes from, when that binding is a constant. */
#include <string.h>

#include "rlv/model.h"
#include "triage/access.h"

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef f = LLVMGetCalledValue(call);
  if (!f || !LLVMIsAFunction(f))
    return "";
  size_t n;
  return LLVMGetValueName2(f, &n);
}

static bool prefix(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

static bool const_u32(LLVMValueRef v, uint32_t *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = (uint32_t)LLVMConstIntGetZExtValue(v);
  return true;
}

/* Through GEPs, casts and getpointer to the handle a pointer is derived from. */
static LLVMValueRef pointer_handle(LLVMValueRef p, LLVMValueRef *index) {
  for (int depth = 0; p && depth < 32; depth++) {
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p)) {
      p = LLVMGetOperand(p, 0);
    } else if (LLVMIsAConstantExpr(p)) {
      LLVMOpcode op = LLVMGetConstOpcode(p);
      if (op != LLVMGetElementPtr && op != LLVMBitCast && op != LLVMAddrSpaceCast)
        return NULL;
      p = LLVMGetOperand(p, 0);
    } else if (LLVMIsACallInst(p) && prefix(callee_name(p), "llvm.dx.resource.getpointer")) {
      *index = LLVMGetOperand(p, 1);
      return LLVMGetOperand(p, 0);
    } else {
      return NULL;
    }
  }
  return NULL;
}

void tr_access_of(LLVMValueRef inst, tr_access *a) {
  memset(a, 0, sizeof *a);
  if (LLVMIsAReturnInst(inst)) {
    a->kind = TR_RETURN;
    return;
  }
  if (LLVMIsAStoreInst(inst) || LLVMIsALoadInst(inst)) {
    LLVMValueRef p = LLVMGetOperand(inst, LLVMIsAStoreInst(inst) ? 1 : 0);
    a->handle = pointer_handle(p, &a->index);
    if (a->handle)
      a->kind = LLVMIsAStoreInst(inst) ? TR_WRITE : TR_READ;
    return;
  }
  if (!LLVMIsACallInst(inst))
    return;
  const char *n = callee_name(inst);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
  if (prefix(n, "llvm.memcpy") || prefix(n, "llvm.memset") || prefix(n, "llvm.memmove")) {
    a->handle = pointer_handle(LLVMGetOperand(inst, 0), &a->index);
    a->kind = a->handle ? TR_WRITE : TR_NONE;
  } else if (prefix(n, "llvm.dx.resource.handlefrom") || prefix(n, "dx.op.createHandle")) {
    a->kind = TR_CREATION;
    a->handle = inst;
  } else if (prefix(n, "dx.op.annotateHandle")) {
    a->kind = TR_ANNOTATION;
    a->handle = inst;
  } else if (prefix(n, "llvm.dx.resource.updatecounter") ||
             prefix(n, "dx.op.bufferUpdateCounter")) {
    a->kind = TR_COUNTER;
    a->handle = LLVMGetOperand(inst, prefix(n, "dx.op.") ? 1 : 0);
  } else if (prefix(n, "llvm.dx.resource.store") || prefix(n, "llvm.dx.resource.atomic")) {
    a->kind = TR_WRITE;
    a->handle = LLVMGetOperand(inst, 0);
    a->index = nargs > 1 ? LLVMGetOperand(inst, 1) : NULL;
  } else if (prefix(n, "llvm.dx.resource.load") || prefix(n, "llvm.dx.resource.sample") ||
             prefix(n, "llvm.dx.resource.gather") || prefix(n, "llvm.dx.resource.getdimensions")) {
    a->kind = TR_READ;
    a->handle = LLVMGetOperand(inst, 0);
    a->index = nargs > 1 ? LLVMGetOperand(inst, 1) : NULL;
  } else if (prefix(n, "dx.op.bufferStore") || prefix(n, "dx.op.rawBufferStore") ||
             prefix(n, "dx.op.textureStore") || prefix(n, "dx.op.atomic")) {
    a->kind = TR_WRITE;
    a->handle = LLVMGetOperand(inst, 1);
    a->index = nargs > 2 ? LLVMGetOperand(inst, 2) : NULL;
  } else if (prefix(n, "dx.op.bufferLoad") || prefix(n, "dx.op.rawBufferLoad") ||
             prefix(n, "dx.op.textureLoad") || prefix(n, "dx.op.cbufferLoad") ||
             prefix(n, "dx.op.sample") || prefix(n, "dx.op.getDimensions")) {
    a->kind = TR_READ;
    a->handle = LLVMGetOperand(inst, 1);
    a->index = nargs > 2 ? LLVMGetOperand(inst, 2) : NULL;
  } else if (strstr(n, "barrier") || strstr(n, "Barrier") || strstr(n, "discard") ||
             strstr(n, "wave") || strstr(n, "Wave") || strstr(n, "quad") || strstr(n, "Quad")) {
    a->kind = TR_EVENT;
  }
}

/* dx.types.ResBind {lower bound, upper bound, space, class} as a constant. */
static bool resbind(LLVMValueRef v, uint32_t f[4]) {
  if (!v || !(LLVMIsAConstantStruct(v) || LLVMIsAConstantAggregateZero(v)))
    return false;
  for (unsigned i = 0; i < 4; i++) {
    LLVMValueRef e = LLVMGetAggregateElement(v, i);
    if (!const_u32(e, &f[i]))
      return false;
  }
  return true;
}

void tr_binding_of(LLVMValueRef handle, tr_binding *b) {
  memset(b, 0, sizeof *b);
  for (int depth = 0; handle && depth < 32; depth++) {
    if (!LLVMIsACallInst(handle))
      return;
    const char *n = callee_name(handle);
    if (prefix(n, "dx.op.annotateHandle")) {
      handle = LLVMGetOperand(handle, 1);
      continue;
    }
    if (prefix(n, "llvm.dx.resource.handlefrom")) {
      rlv_restype rt;
      if (rlv_restype_parse(LLVMTypeOf(handle), &rt) && rt.res_class != RLV_CLASS_NONE) {
        b->has_class = true;
        b->res_class = (unsigned)rt.res_class;
      }
      uint32_t space, lb, index;
      if (prefix(n, "llvm.dx.resource.handlefrombinding") &&
          const_u32(LLVMGetOperand(handle, 0), &space)) {
        b->has_space = true;
        b->space = space;
        if (const_u32(LLVMGetOperand(handle, 1), &lb) &&
            const_u32(LLVMGetOperand(handle, 3), &index)) {
          b->has_reg = true;
          b->reg = lb + index;
        }
      }
      return;
    }
    if (prefix(n, "dx.op.createHandleFromBinding")) {
      uint32_t f[4], index;
      if (resbind(LLVMGetOperand(handle, 1), f)) {
        b->has_class = b->has_space = true;
        b->res_class = f[3];
        b->space = f[2];
        if (const_u32(LLVMGetOperand(handle, 2), &index)) {
          b->has_reg = true;
          b->reg = index;
        }
      }
      return;
    }
    if (prefix(n, "dx.op.createHandle")) {
      uint32_t cls;
      if (const_u32(LLVMGetOperand(handle, 1), &cls)) {
        b->has_class = true;
        b->res_class = cls;
      }
      return;
    }
    return;
  }
}

LLVMValueRef tr_handle_creation(LLVMValueRef handle) {
  for (int depth = 0; handle && depth < 32 && LLVMIsACallInst(handle); depth++) {
    const char *n = callee_name(handle);
    if (prefix(n, "dx.op.annotateHandle"))
      handle = LLVMGetOperand(handle, 1);
    else if (prefix(n, "llvm.dx.resource.handlefrom") || prefix(n, "dx.op.createHandle"))
      return handle;
    else
      return NULL;
  }
  return NULL;
}

int tr_binding_match(const tr_binding *b, unsigned res_class, uint32_t space, uint32_t reg) {
  if ((b->has_class && b->res_class != res_class) || (b->has_space && b->space != space) ||
      (b->has_reg && b->reg != reg))
    return 0;
  return b->has_class && b->has_space && b->has_reg ? 2 : 1;
}
