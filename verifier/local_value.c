/* Seeing through clang -O0's local variables: it passes binding constants, indices and
 * handles through allocas (one store, then loads), where -O1 and above pass them directly. */
#include "verifier/vctx.h"

/* How many loads of loads are followed, and how far a store is looked for before its load. */
enum { MAX_HOPS = 16, MAX_DISTANCE = 4096 };

/* The one store to `slot`, when every other use of it is a load of the stored type: the
 * alloca never escapes and nothing else writes it. */
static LLVMValueRef only_store(LLVMValueRef slot, LLVMTypeRef type) {
  LLVMValueRef store = NULL;
  for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsALoadInst(user) && !LLVMGetVolatile(user) && LLVMTypeOf(user) == type)
      continue;
    if (!LLVMIsAStoreInst(user) || store || LLVMGetVolatile(user) ||
        LLVMGetOperand(user, 1) != slot || LLVMTypeOf(LLVMGetOperand(user, 0)) != type)
      return NULL;
    store = user;
  }
  return store;
}

/* Whether `store` comes before `load` in the same block (within MAX_DISTANCE). */
static bool precedes(LLVMValueRef store, LLVMValueRef load) {
  if (LLVMGetInstructionParent(store) != LLVMGetInstructionParent(load))
    return false;
  LLVMValueRef i = LLVMGetNextInstruction(store);
  for (unsigned n = 0; i && n < MAX_DISTANCE; i = LLVMGetNextInstruction(i), n++)
    if (i == load)
      return true;
  return false;
}

LLVMValueRef rlv_stored_value(LLVMValueRef v) {
  for (unsigned hop = 0; hop < MAX_HOPS && v && LLVMIsALoadInst(v); hop++) {
    LLVMValueRef slot = LLVMGetOperand(v, 0);
    if (LLVMGetVolatile(v) || !LLVMIsAAllocaInst(slot))
      break;
    LLVMValueRef store = only_store(slot, LLVMTypeOf(v));
    if (!store || !precedes(store, v))
      break;
    v = LLVMGetOperand(store, 0);
  }
  return v;
}
