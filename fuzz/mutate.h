/* rlv_fuzz_prove's mutations of a lowered function: one operand of a DXIL op (index, offset,
 * two value lanes swapped, store or load mask, alignment, createHandle's class, range id or
 * register, a ResBind field, an annotateHandle property word, the cbuffer row, the counter
 * step, the non-uniform flag, a thread id component, makeDouble's operand order, a math op's
 * opcode (a sibling: IMax/IMin/UMax/UMin, IMad/UMad, IsNaN/IsInf, the two Dot4Add), the
 * first and third operands of IMad, UMad and Dot4Add, Bfrev's and Countbits' operand) or the field
 * an extractvalue takes from a DXIL op's result. Creations of handles nothing accesses are
 * left alone: in the prover's model creating a handle has no effect. */
#ifndef RLV_FUZZ_MUTATE_H
#define RLV_FUZZ_MUTATE_H

#include <stdint.h>

#include <llvm-c/Core.h>

/* Trailing bytes of an input that pick the mutation: mode, site (2 bytes), parameters. */
#define RLV_FUZZ_MUT_BYTES 8

/* Applies the mutation the RLV_FUZZ_MUT_BYTES bytes at `mb` choose to `fn` (none for one
 * mode in eight, or when fn has no mutable operand); returns its description ("before ==>
 * after", malloc'ed) or NULL for none. */
char *rlv_fuzz_mutate(LLVMContextRef ctx, LLVMValueRef fn, const uint8_t *mb);

#endif
