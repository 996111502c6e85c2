/* Printing IR values for diagnostics in time linear in the module.
 *
 * LLVMPrintValueToString numbers every value of the enclosing function on each call, so a
 * diagnostic per instruction in one large function costs time quadratic in its size (20,000
 * findings in a function of 60,000 unnamed instructions: 70 s). The printer numbers each
 * function once, as LLVM's SlotTracker does (unnamed arguments, then per block the unnamed
 * block and its unnamed non-void instructions), and prints an instruction of a large function
 * from an unattached clone whose unnamed local operands it fills in from that numbering. */
#ifndef RLV_MODEL_VALUE_TEXT_H
#define RLV_MODEL_VALUE_TEXT_H

#include <llvm-c/Core.h>

typedef struct rlv_value_printer rlv_value_printer;

rlv_value_printer *rlv_value_printer_create(void);
void rlv_value_printer_free(rlv_value_printer *printer);

/* The value as LLVM prints it, on one line, without the leading indentation (malloc'ed).
 * In a function of more than RLV_VALUE_TEXT_FULL_PRINT instructions, an instruction's
 * metadata attachments (", !dbg !12") are left out: their numbers are module-wide. */
char *rlv_value_text(rlv_value_printer *printer, LLVMValueRef v);

/* The name v is referred to by in IR: "%7" or "%x" for an instruction, argument or block,
 * "@g" for a global, the printed constant otherwise (malloc'ed). */
char *rlv_value_ref(rlv_value_printer *printer, LLVMValueRef v);

/* While a printer is set (the verifier sets one for its run, when the module does not
 * change), diagnostics print their instructions through it; NULL goes back to LLVM's. The
 * diagnostics list borrows it. */
struct rlv_diags;
void rlv_diags_set_value_printer(struct rlv_diags *diags, rlv_value_printer *printer);

/* Functions up to this many instructions are printed by LLVM itself, exactly. */
#define RLV_VALUE_TEXT_FULL_PRINT 2048

#endif
