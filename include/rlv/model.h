/* The shared vocabulary: resource types, the intrinsic and DXIL op catalogs, targets. */
#ifndef RLV_MODEL_H
#define RLV_MODEL_H

#include "rlv/api.h"

#include <stdbool.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- resource types (reference §1) ---- */

/* dxil::ResourceClass */
typedef enum rlv_res_class {
  RLV_CLASS_SRV = 0,
  RLV_CLASS_UAV = 1,
  RLV_CLASS_CBUFFER = 2,
  RLV_CLASS_SAMPLER = 3,
  RLV_CLASS_NONE = 4, /* layout helpers, padding, SPIR-V counters */
} rlv_res_class;

/* dxil::ResourceKind */
typedef enum rlv_res_kind {
  RLV_KIND_INVALID = 0,
  RLV_KIND_TEXTURE1D = 1,
  RLV_KIND_TEXTURE2D = 2,
  RLV_KIND_TEXTURE2DMS = 3,
  RLV_KIND_TEXTURE3D = 4,
  RLV_KIND_TEXTURECUBE = 5,
  RLV_KIND_TEXTURE1DARRAY = 6,
  RLV_KIND_TEXTURE2DARRAY = 7,
  RLV_KIND_TEXTURE2DMSARRAY = 8,
  RLV_KIND_TEXTURECUBEARRAY = 9,
  RLV_KIND_TYPEDBUFFER = 10,
  RLV_KIND_RAWBUFFER = 11,
  RLV_KIND_STRUCTUREDBUFFER = 12,
  RLV_KIND_CBUFFER = 13,
  RLV_KIND_SAMPLER = 14,
  RLV_KIND_TBUFFER = 15,
  RLV_KIND_RTACCELERATIONSTRUCTURE = 16,
  RLV_KIND_FEEDBACKTEXTURE2D = 17,
  RLV_KIND_FEEDBACKTEXTURE2DARRAY = 18,
} rlv_res_kind;

/* Which target type family a type belongs to (its name). */
typedef enum rlv_tt {
  RLV_TT_NOT_TARGET,    /* not a target extension type */
  RLV_TT_OTHER,         /* a target type of another family (e.g. "aarch64.svcount") */
  RLV_TT_UNKNOWN_DX,    /* "dx.<unknown>" */
  RLV_TT_UNKNOWN_SPIRV, /* "spirv.<unknown>" */
  RLV_TT_DX_TYPEDBUFFER,
  RLV_TT_DX_RAWBUFFER,
  RLV_TT_DX_TEXTURE,
  RLV_TT_DX_MSTEXTURE,
  RLV_TT_DX_FEEDBACKTEXTURE,
  RLV_TT_DX_CBUFFER,
  RLV_TT_DX_SAMPLER,
  RLV_TT_DX_LAYOUT,
  RLV_TT_DX_PADDING,
  RLV_TT_SPIRV_VULKANBUFFER,
  RLV_TT_SPIRV_IMAGE,
  RLV_TT_SPIRV_SIGNEDIMAGE,
  RLV_TT_SPIRV_SAMPLER,
  RLV_TT_SPIRV_PADDING,
} rlv_tt;

/* The expected parameter shape of a known target type family. */
typedef struct rlv_tt_shape {
  rlv_tt tt;
  const char *name;       /* "dx.TypedBuffer" */
  unsigned type_params;   /* exact count */
  unsigned int_params;    /* exact count; dx.Layout: minimum */
  bool int_params_open;   /* dx.Layout takes a variable number */
} rlv_tt_shape;

RLV_API const rlv_tt_shape *rlv_tt_shapes(unsigned *count);
/* Classifies a type by its target extension name. */
RLV_API rlv_tt rlv_tt_of(LLVMTypeRef type);
RLV_API bool rlv_tt_is_dx(rlv_tt tt);
RLV_API bool rlv_tt_is_spirv(rlv_tt tt);
/* A type that denotes a resource handle (not Layout/Padding). */
RLV_API bool rlv_tt_is_resource(rlv_tt tt);

/* A resource description parsed from a target type. Parameters the type lacks are 0;
 * `well_formed` is false when the parameter counts do not match the shape (the
 * fields are then best-effort and the verifier reports type-param-count). */
typedef struct rlv_restype {
  LLVMTypeRef type;
  rlv_tt tt;
  bool well_formed;
  rlv_res_class res_class;
  rlv_res_kind kind;
  LLVMTypeRef element;  /* element/layout type, NULL when the type has none */
  unsigned writeable, rov, is_signed; /* raw parameter values, may be > 1 if malformed */
  unsigned dimension;   /* textures: ResourceKind value; spirv.Image: Dim */
  unsigned sample_count;
  unsigned feedback_kind;
  unsigned sampler_kind;
  unsigned padding_bytes;
  /* spirv.VulkanBuffer */
  unsigned storage_class;
  /* spirv.Image: Depth, Arrayed, MS, Sampled, Format */
  unsigned image_depth, image_arrayed, image_ms, image_sampled, image_format;
} rlv_restype;

/* Parses any type. Returns false when the type is not a dx.* or spirv.* target type. */
RLV_API bool rlv_restype_parse(LLVMTypeRef type, rlv_restype *out);
RLV_API const char *rlv_res_class_name(rlv_res_class c);
RLV_API const char *rlv_res_kind_name(rlv_res_kind k);

/* The C string a handle creation's `ptr name` operand points to (a global with a constant
 * i8 string initializer), up to its NUL; NULL for null or anything else. Free with free(). */
RLV_API char *rlv_name_operand(LLVMValueRef ptr);
/* A type as IR writes it, for messages; a named struct by its name, not its body. */
RLV_API char *rlv_type_string(LLVMTypeRef type);

/* ---- targets ---- */

typedef enum rlv_target_arch { RLV_ARCH_UNKNOWN, RLV_ARCH_DXIL, RLV_ARCH_SPIRV } rlv_target_arch;

typedef struct rlv_target {
  rlv_target_arch arch;
  unsigned sm_major, sm_minor; /* 0.0 when the triple names none */
  char stage[32];              /* "compute", "library", ... or "" */
} rlv_target;

/* Parses "dxil-pc-shadermodel6.6-compute", "dxilv1.6-unknown-shadermodel6.6-compute",
 * "spirv-unknown-vulkan1.3-compute", ... */
RLV_API void rlv_target_parse(const char *triple, rlv_target *out);
/* DXIL minor version for the shader model (DXIL 1.x <-> SM 6.x). */
static inline unsigned rlv_sm_value(const rlv_target *t) { return t->sm_major * 10 + t->sm_minor; }

#define RLV_DXIL_DATALAYOUT                                                                    \
  "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-"   \
  "v96:32:32-v192:64:64"

/* The module's DataLayout, or the DXIL one when the module has none. Dispose with
 * LLVMDisposeTargetData. */
RLV_API LLVMTargetDataRef rlv_module_datalayout(LLVMModuleRef module);

#ifdef __cplusplus
}
#endif
#endif
