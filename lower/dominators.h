/* Dominators of one function's CFG (the LLVM C API has no dominator tree). Iterative
 * algorithm of Cooper, Harvey and Kennedy over a reverse post-order numbering. */
#ifndef RLV_LOWER_DOMINATORS_H
#define RLV_LOWER_DOMINATORS_H

#include <stdbool.h>

#include <llvm-c/Core.h>

typedef struct rlv_domtree rlv_domtree;

/* Builds the tree for a function with a body; NULL for a declaration. */
rlv_domtree *rlv_domtree_build(LLVMValueRef fn);
void rlv_domtree_free(rlv_domtree *dt);

bool rlv_domtree_reachable(const rlv_domtree *dt, LLVMBasicBlockRef bb);
/* Block a dominates block b (reflexive). As in LLVM, every block dominates an unreachable
 * block, and an unreachable block dominates no reachable one. */
bool rlv_domtree_block_dominates(const rlv_domtree *dt, LLVMBasicBlockRef a, LLVMBasicBlockRef b);
/* Instruction `def` dominates instruction `user` (a non-PHI use): in the same block it must
 * come first. Block positions are numbered on first use and cached: do not insert into a
 * queried block while the tree is in use. */
bool rlv_domtree_dominates(rlv_domtree *dt, LLVMValueRef def, LLVMValueRef user);

#endif
