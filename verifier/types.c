#include "verifier/types.h"

void rlv_types_init(rlv_types_state *s, rlv_vctx *v) { s->v = v; s->seen = (rlv_ptrmap){0}; }
void rlv_types_free(rlv_types_state *s) { rlv_ptrmap_free(&s->seen); }
void rlv_types_note(rlv_types_state *s, LLVMTypeRef type, LLVMValueRef where) { (void)s; (void)type; (void)where; }
void rlv_types_note_function(rlv_types_state *s, LLVMValueRef fn) { (void)s; (void)fn; }
void rlv_types_note_globals(rlv_types_state *s) { (void)s; }
bool rlv_typed_element_ok(LLVMTypeRef element, const char **why) { (void)element; (void)why; return true; }
