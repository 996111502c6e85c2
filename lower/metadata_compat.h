/* The part of LLVM 22's DXILTranslateMetadata that drops what DXIL does not know: module flag
 * behaviours, named metadata and instruction metadata outside DXIL's allow-lists. */
#ifndef RLV_LOWER_METADATA_COMPAT_H
#define RLV_LOWER_METADATA_COMPAT_H

#include "lower/lctx.h"

/* Runs after !dx.entryPoints is emitted, as LLVM's translateGlobalMetadata and
 * translateInstructionMetadata do. */
void rlv_translate_compat_metadata(rlv_lctx *l);

#endif
