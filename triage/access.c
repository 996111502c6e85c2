/* What an instruction does to a resource, read from the IR at any of the three levels
 * (pointer, llvm.dx.resource.* intrinsics, dx.op calls): the handle and index it uses and the
 * binding the handle comes from, when that binding is a constant. */
#include <string.h>

#include "model/ir.h"
#include "model/util.h"
#include "rlv/model.h"
#include "triage/access.h"

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
    } else if (LLVMIsACallInst(p) &&
               rlv_starts_with(rlv_callee_name(p, NULL), "llvm.dx.resource.getpointer")) {
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
  const char *n = rlv_callee_name(inst, NULL);
  unsigned nargs = (unsigned)LLVMGetNumArgOperands(inst);
  if (rlv_starts_with(n, "llvm.memcpy") || rlv_starts_with(n, "llvm.memset") ||
      rlv_starts_with(n, "llvm.memmove")) {
    a->handle = pointer_handle(LLVMGetOperand(inst, 0), &a->index);
    a->kind = a->handle ? TR_WRITE : TR_NONE;
  } else if (rlv_starts_with(n, "llvm.dx.resource.handlefrom") ||
             rlv_starts_with(n, "dx.op.createHandle")) {
    a->kind = TR_CREATION;
    a->handle = inst;
  } else if (rlv_starts_with(n, "dx.op.annotateHandle")) {
    a->kind = TR_ANNOTATION;
    a->handle = inst;
  } else if (rlv_starts_with(n, "llvm.dx.resource.updatecounter") ||
             rlv_starts_with(n, "dx.op.bufferUpdateCounter")) {
    a->kind = TR_COUNTER;
    a->handle = LLVMGetOperand(inst, rlv_starts_with(n, "dx.op.") ? 1 : 0);
  } else if (rlv_starts_with(n, "llvm.dx.resource.store") ||
             rlv_starts_with(n, "llvm.dx.resource.atomic")) {
    a->kind = TR_WRITE;
    a->handle = LLVMGetOperand(inst, 0);
    a->index = nargs > 1 ? LLVMGetOperand(inst, 1) : NULL;
  } else if (rlv_starts_with(n, "llvm.dx.resource.load") ||
             rlv_starts_with(n, "llvm.dx.resource.sample") ||
             rlv_starts_with(n, "llvm.dx.resource.gather") ||
             rlv_starts_with(n, "llvm.dx.resource.getdimensions")) {
    a->kind = TR_READ;
    a->handle = LLVMGetOperand(inst, 0);
    a->index = nargs > 1 ? LLVMGetOperand(inst, 1) : NULL;
  } else if (rlv_starts_with(n, "dx.op.bufferStore") ||
             rlv_starts_with(n, "dx.op.rawBufferStore") ||
             rlv_starts_with(n, "dx.op.textureStore") || rlv_starts_with(n, "dx.op.atomic")) {
    a->kind = TR_WRITE;
    a->handle = LLVMGetOperand(inst, 1);
    a->index = nargs > 2 ? LLVMGetOperand(inst, 2) : NULL;
  } else if (rlv_starts_with(n, "dx.op.bufferLoad") || rlv_starts_with(n, "dx.op.rawBufferLoad") ||
             rlv_starts_with(n, "dx.op.textureLoad") || rlv_starts_with(n, "dx.op.cbufferLoad") ||
             rlv_starts_with(n, "dx.op.sample") || rlv_starts_with(n, "dx.op.getDimensions")) {
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
    if (!rlv_const_u32(e, &f[i]))
      return false;
  }
  return true;
}

void tr_binding_of(LLVMValueRef handle, tr_binding *b) {
  memset(b, 0, sizeof *b);
  for (int depth = 0; handle && depth < 32; depth++) {
    if (!LLVMIsACallInst(handle))
      return;
    const char *n = rlv_callee_name(handle, NULL);
    if (rlv_starts_with(n, "dx.op.annotateHandle")) {
      handle = LLVMGetOperand(handle, 1);
      continue;
    }
    if (rlv_starts_with(n, "llvm.dx.resource.handlefrom")) {
      rlv_restype rt;
      if (rlv_restype_parse(LLVMTypeOf(handle), &rt) && rt.res_class != RLV_CLASS_NONE) {
        b->has_class = true;
        b->res_class = (unsigned)rt.res_class;
      }
      uint32_t space, lb, index;
      if (rlv_starts_with(n, "llvm.dx.resource.handlefrombinding") &&
          rlv_const_u32(LLVMGetOperand(handle, 0), &space)) {
        b->has_space = true;
        b->space = space;
        if (rlv_const_u32(LLVMGetOperand(handle, 1), &lb) &&
            rlv_const_u32(LLVMGetOperand(handle, 3), &index)) {
          b->has_reg = true;
          b->reg = lb + index;
        }
      }
      return;
    }
    if (rlv_starts_with(n, "dx.op.createHandleFromBinding")) {
      uint32_t f[4], index;
      if (resbind(LLVMGetOperand(handle, 1), f)) {
        b->has_class = b->has_space = true;
        b->res_class = f[3];
        b->space = f[2];
        if (rlv_const_u32(LLVMGetOperand(handle, 2), &index)) {
          b->has_reg = true;
          b->reg = index;
        }
      }
      return;
    }
    if (rlv_starts_with(n, "dx.op.createHandle")) {
      uint32_t cls;
      if (rlv_const_u32(LLVMGetOperand(handle, 1), &cls)) {
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
    const char *n = rlv_callee_name(handle, NULL);
    if (rlv_starts_with(n, "dx.op.annotateHandle"))
      handle = LLVMGetOperand(handle, 1);
    else if (rlv_starts_with(n, "llvm.dx.resource.handlefrom") ||
             rlv_starts_with(n, "dx.op.createHandle"))
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
