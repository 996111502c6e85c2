/* What LLVM 22's DXILMetadataAnalysis reads of a module: shader model, DXIL version and
 * profile from the triple, the validator version from !dx.valver, and per function marked
 * "hlsl.shader" its stage, numthreads and wave size. translate-metadata builds the entry
 * points and the shader flags from it. */
#ifndef RLV_LOWER_MODULE_INFO_H
#define RLV_LOWER_MODULE_INFO_H

#include <stdbool.h>
#include <stddef.h>

#include <llvm-c/Core.h>

/* Triple::EnvironmentType from Pixel on, in LLVM's order: the value is the DXIL shader kind
 * (getShaderStage = Env - Pixel). */
typedef enum rlv_shader_stage {
  RLV_STAGE_PIXEL,
  RLV_STAGE_VERTEX,
  RLV_STAGE_GEOMETRY,
  RLV_STAGE_HULL,
  RLV_STAGE_DOMAIN,
  RLV_STAGE_COMPUTE,
  RLV_STAGE_LIBRARY,
  RLV_STAGE_RAYGENERATION,
  RLV_STAGE_INTERSECTION,
  RLV_STAGE_ANYHIT,
  RLV_STAGE_CLOSESTHIT,
  RLV_STAGE_MISS,
  RLV_STAGE_CALLABLE,
  RLV_STAGE_MESH,
  RLV_STAGE_AMPLIFICATION,
  RLV_STAGE_ROOTSIGNATURE,
  RLV_STAGE_UNKNOWN
} rlv_shader_stage;

/* A version as VersionTuple compares it: absent (0.0) sorts below every real one. */
typedef struct rlv_version {
  unsigned major, minor;
} rlv_version;

static inline bool rlv_version_less(rlv_version a, unsigned major, unsigned minor) {
  return a.major != major ? a.major < major : a.minor < minor;
}

typedef struct rlv_entry_props {
  LLVMValueRef fn;
  rlv_shader_stage stage;
  unsigned numthreads[3];                 /* 0,0,0 without "hlsl.numthreads" */
  unsigned wave_min, wave_max, wave_pref; /* "hlsl.wavesize": 0 when absent */
} rlv_entry_props;

typedef struct rlv_module_info {
  rlv_version shader_model, dxil, validator;
  bool has_validator;       /* !dx.valver present */
  rlv_shader_stage profile; /* the triple's environment */
  rlv_entry_props *entries; /* functions with "hlsl.shader", in module order */
  size_t nentries;
} rlv_module_info;

void rlv_module_info_read(LLVMModuleRef module, rlv_module_info *out);
void rlv_module_info_free(rlv_module_info *info);
/* Triple::getEnvironmentTypeName ("compute", ...) and getShortShaderStage ("cs", ...);
 * NULL for RLV_STAGE_UNKNOWN (and a short name only for the stages DXIL profiles name). */
const char *rlv_stage_name(rlv_shader_stage s);
const char *rlv_stage_short_name(rlv_shader_stage s);

#endif
