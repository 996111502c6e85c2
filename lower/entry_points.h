/* The module part of LLVM 22's DXILTranslateMetadata besides the resource records:
 * !dx.valver, !dx.shaderModel and !dx.version (emitted before !dx.resources) and
 * !dx.entryPoints with each entry's properties and shader flags (after it). */
#ifndef RLV_LOWER_ENTRY_POINTS_H
#define RLV_LOWER_ENTRY_POINTS_H

#include <stdbool.h>

#include "lower/lctx.h"
#include "lower/module_info.h"
#include "lower/shader_flags.h"

/* False when the module's profile names no DXIL shader stage (LLVM 22 reaches
 * llvm_unreachable there): then nothing is emitted, here or by rlv_emit_entry_points. */
bool rlv_emit_version_metadata(rlv_lctx *l, const rlv_module_info *info);
/* `resources` is !dx.resources' first operand, or NULL when the module has no resource.
 * False after reporting what LLVM reports as an error (lower-target). */
bool rlv_emit_entry_points(rlv_lctx *l, const rlv_module_info *info, const rlv_shader_flags *flags,
                           LLVMMetadataRef resources);

#endif
