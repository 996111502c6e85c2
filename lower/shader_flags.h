/* Shader flags as LLVM 22's DXILShaderFlags analysis computes them: per defined function
 * (its own instructions, what its callees need, and the module-wide flags), and combined for
 * the module. Computed on the llvm.dx.* form, before op-lower, as LLVM does (its analysis
 * refuses to run on dx.op calls). The bits are the DXIL module flag positions that
 * !dx.entryPoints carries under tag 0 (llvm/BinaryFormat/DXContainerConstants.def). */
#ifndef RLV_LOWER_SHADER_FLAGS_H
#define RLV_LOWER_SHADER_FLAGS_H

#include <stdint.h>
#include <stdio.h>

#include "lower/lctx.h"
#include "lower/module_info.h"
#include "model/ptrmap.h"

#define RLV_SF_DISABLE_OPTIMIZATIONS (1ull << 0)
#define RLV_SF_DOUBLES (1ull << 2)
#define RLV_SF_RAW_AND_STRUCTURED_BUFFERS (1ull << 4)
#define RLV_SF_LOW_PRECISION_PRESENT (1ull << 5)
#define RLV_SF_DOUBLE_EXTENSIONS (1ull << 6)
#define RLV_SF_ALL_RESOURCES_BOUND (1ull << 8)
#define RLV_SF_TYPED_UAV_LOAD_ADDITIONAL_FORMATS (1ull << 13)
#define RLV_SF_MAX_64_UAVS (1ull << 15)
#define RLV_SF_UAVS_AT_EVERY_STAGE (1ull << 16)
#define RLV_SF_WAVE_OPS (1ull << 19)
#define RLV_SF_INT64_OPS (1ull << 20)
#define RLV_SF_NATIVE_LOW_PRECISION_MODE (1ull << 23)
#define RLV_SF_RES_MAY_NOT_ALIAS (1ull << 33)

typedef struct rlv_shader_flags {
  rlv_ptrmap index; /* defined function -> its index in masks + 1 */
  uint64_t *masks;
  size_t count;
  uint64_t combined; /* every function's flags together (a library's top-level entry) */
} rlv_shader_flags;

/* Needs l->resources built (the module's UAVs decide module-wide flags). False after
 * reporting lower-inconsistent-optnone (the flags are still computed, as LLVM does). */
bool rlv_shader_flags_compute(rlv_lctx *l, const rlv_module_info *info, rlv_shader_flags *out);
/* A function's flags; 0 for a declaration or a function LLVM's call graph does not reach. */
uint64_t rlv_shader_flags_of(const rlv_shader_flags *f, LLVMValueRef fn);
void rlv_shader_flags_free(rlv_shader_flags *f);
/* The report of LLVM's print-dx-shader-flags pass for `module`'s flags (shader_flags_print.c). */
void rlv_shader_flags_print(const rlv_shader_flags *f, LLVMModuleRef module, FILE *out);

#endif
