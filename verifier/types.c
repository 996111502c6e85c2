/* Type rules (reference §1): the parameters of every target("dx.*") / target("spirv.*")
 * type that live code, live signatures or globals use. LLVM's IR verifier checks none of
 * them. Types are uniqued per context, so each distinct type is checked once (a memo keyed
 * by LLVMTypeRef) and each finding is reported once, at the first use that reaches it. */
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "verifier/layout.h"
#include "verifier/types.h"

/* Bits stored per type in s->seen. */
enum {
  SEEN_CHECKED = 1,       /* the type and everything inside it was checked */
  SEEN_VALUE_CHECKED = 2, /* its use as a value on its own was checked */
};

/* ---- helpers ---- */

/* Reports "TYPE: message" at the use being noted. */
static void report(rlv_types_state *s, rlv_rule_id rule, LLVMTypeRef type, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void report(rlv_types_state *s, rlv_rule_id rule, LLVMTypeRef type, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *body = rlv_vstrf(fmt, ap);
  va_end(ap);
  char *text = rlv_type_string(type);
  rlv_report(s->v->diags, rule, s->where, "%s: %s", text, body);
  free(text);
  free(body);
}

/* Only these kinds can hold a target type; everything else is skipped at once. */
static bool may_hold_target(LLVMTypeRef type) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMStructTypeKind:
  case LLVMArrayTypeKind:
  case LLVMTargetExtTypeKind:
    return true;
  default:
    return false;
  }
}

static void push_work(rlv_types_state *s, LLVMTypeRef type) {
  if (s->nwork == s->capwork) {
    s->capwork = s->capwork ? s->capwork * 2 : 32;
    s->work = rlv_xrealloc(s->work, s->capwork * sizeof *s->work);
  }
  s->work[s->nwork++] = type;
}

/* Scalable vectors are pushed too, for the structured-element rule (they have no stride). */
static bool worth_visiting(LLVMTypeRef type) {
  return may_hold_target(type) || LLVMGetTypeKind(type) == LLVMScalableVectorTypeKind;
}

/* Pushes the types directly inside `type` that may hold a target type. */
static void push_children(rlv_types_state *s, LLVMTypeRef type, bool into_target_params) {
  switch (LLVMGetTypeKind(type)) {
  case LLVMStructTypeKind: {
    unsigned n = LLVMCountStructElementTypes(type);
    for (unsigned i = 0; i < n; i++) {
      LLVMTypeRef el = LLVMStructGetTypeAtIndex(type, i);
      if (el && worth_visiting(el))
        push_work(s, el);
    }
    break;
  }
  case LLVMArrayTypeKind: {
    LLVMTypeRef el = LLVMGetElementType(type);
    if (el && worth_visiting(el))
      push_work(s, el);
    break;
  }
  case LLVMTargetExtTypeKind:
    if (into_target_params) {
      unsigned n = LLVMGetTargetExtTypeNumTypeParams(type);
      for (unsigned i = 0; i < n; i++) {
        LLVMTypeRef el = LLVMGetTargetExtTypeTypeParam(type, i);
        if (el && worth_visiting(el))
          push_work(s, el);
      }
    }
    break;
  default:
    break;
  }
}

static bool is_padding(rlv_tt tt) { return tt == RLV_TT_DX_PADDING || tt == RLV_TT_SPIRV_PADDING; }

static bool is_fp_kind(LLVMTypeKind k) {
  return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind || k == LLVMFloatTypeKind ||
         k == LLVMDoubleTypeKind;
}

/* The component type of a scalar or vector element (NULL for none). */
static LLVMTypeRef scalar_of(LLVMTypeRef element) {
  if (!element)
    return NULL;
  LLVMTypeKind k = LLVMGetTypeKind(element);
  if (k == LLVMVectorTypeKind || k == LLVMScalableVectorTypeKind)
    return LLVMGetElementType(element);
  return element;
}

static bool is_int_width(LLVMTypeRef type, unsigned width) {
  return type && LLVMGetTypeKind(type) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(type) == width;
}

/* ---- typed elements ---- */

/* Bits of a valid typed component (i16/i32/i64/half/float/double), else 0 with `why`. */
static unsigned typed_component_bits(LLVMTypeRef comp, const char **why) {
  switch (LLVMGetTypeKind(comp)) {
  case LLVMIntegerTypeKind: {
    unsigned w = LLVMGetIntTypeWidth(comp);
    if (w == 16 || w == 32 || w == 64)
      return w;
    *why = w == 1 ? "has i1 (bool) components; a typed resource stores booleans as i32"
                  : "has integer components that are not 16, 32 or 64 bits wide";
    return 0;
  }
  case LLVMHalfTypeKind:
    return 16;
  case LLVMFloatTypeKind:
    return 32;
  case LLVMDoubleTypeKind:
    return 64;
  default:
    *why = "has components that are not i16, i32, i64, half, float or double";
    return 0;
  }
}

/* The typed-element rule; `bytes` is the element size when its components are valid. */
static bool typed_element_check(LLVMTypeRef element, const char **why, unsigned *bytes) {
  *bytes = 0;
  if (!element) {
    *why = "is missing";
    return false;
  }
  LLVMTypeRef comp = element;
  unsigned count = 1;
  switch (LLVMGetTypeKind(element)) {
  case LLVMVectorTypeKind:
    count = LLVMGetVectorSize(element);
    comp = LLVMGetElementType(element);
    if (count < 1 || count > 4) {
      *why = "has more than 4 components; a typed element has at most four";
      return false;
    }
    break;
  case LLVMScalableVectorTypeKind:
    *why = "is a scalable vector; a typed element is a scalar or a vector of 1 to 4 components";
    return false;
  case LLVMStructTypeKind:
    *why = "is a struct; a typed element is a scalar or a vector of 1 to 4 components (use a structured buffer)";
    return false;
  case LLVMArrayTypeKind:
    *why = "is an array; a typed element is a scalar or a vector of 1 to 4 components";
    return false;
  case LLVMPointerTypeKind:
    *why = "is a pointer; a typed element is a scalar or a vector of 1 to 4 components";
    return false;
  case LLVMTargetExtTypeKind:
    *why = "is a target type; a typed element is a scalar or a vector of 1 to 4 components";
    return false;
  default:
    break;
  }
  unsigned bits = typed_component_bits(comp, why);
  if (bits == 0)
    return false;
  *bytes = bits / 8 * count;
  if (*bytes > 16) {
    *why = "is larger than 16 bytes; at most 16 bytes fit in four 32-bit components";
    return false;
  }
  return true;
}

bool rlv_typed_element_ok(LLVMTypeRef element, const char **why) {
  const char *reason = NULL;
  unsigned bytes;
  bool ok = typed_element_check(element, &reason, &bytes);
  if (why)
    *why = ok ? NULL : reason;
  return ok;
}

static void check_typed_element(rlv_types_state *s, const rlv_restype *r) {
  const char *why = NULL;
  unsigned bytes;
  if (typed_element_check(r->element, &why, &bytes))
    return;
  char *el = r->element ? rlv_type_string(r->element) : rlv_xstrdup("(none)");
  if (bytes > 16)
    report(s, RLV_RULE_TYPE_TYPED_ELEMENT, r->type,
           "typed element %s is %u bytes; at most 16 bytes fit in four 32-bit components", el, bytes);
  else
    report(s, RLV_RULE_TYPE_TYPED_ELEMENT, r->type, "typed element %s %s", el, why);
  free(el);
}

/* ---- flags shared by buffers and textures ---- */

static void check_flag(rlv_types_state *s, LLVMTypeRef type, const char *name, unsigned value) {
  if (value > 1)
    report(s, RLV_RULE_TYPE_FLAG_NOT_BOOL, type, "%s is %u; it must be 0 or 1", name, value);
}

static void check_rov(rlv_types_state *s, const rlv_restype *r) {
  if (r->rov != 0 && r->writeable == 0)
    report(s, RLV_RULE_TYPE_ROV_NOT_WRITEABLE, r->type,
           "IsROV is %u but IsWriteable is 0; a rasterizer-ordered resource must be writeable (a UAV)",
           r->rov);
}

static void check_signed(rlv_types_state *s, const rlv_restype *r) {
  LLVMTypeRef comp = scalar_of(r->element);
  if (r->is_signed == 0 || !comp || !is_fp_kind(LLVMGetTypeKind(comp)))
    return;
  char *el = rlv_type_string(r->element);
  report(s, RLV_RULE_TYPE_SIGNED_NON_INT, r->type,
         "IsSigned is %u but the element %s is floating-point; only integer elements can be signed",
         r->is_signed, el);
  free(el);
}

/* ---- structured / raw elements ---- */

/* The first type inside `element` that a buffer element may not hold: a target type other
 * than padding (a handle or a layout wrapper) or a scalable vector. NULL when there is
 * none. Walks iteratively on top of s->work, visiting each distinct type once. */
static LLVMTypeRef forbidden_inside(rlv_types_state *s, LLVMTypeRef element) {
  size_t base = s->nwork;
  rlv_ptrmap visited = {0};
  LLVMTypeRef found = NULL;
  push_work(s, element);
  while (s->nwork > base && !found) {
    LLVMTypeRef t = s->work[--s->nwork];
    if (rlv_ptrmap_has(&visited, t))
      continue;
    rlv_ptrmap_put(&visited, t, 1);
    LLVMTypeKind k = LLVMGetTypeKind(t);
    if (k == LLVMScalableVectorTypeKind || (k == LLVMTargetExtTypeKind && !is_padding(rlv_tt_of(t))))
      found = t;
    else if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind)
      push_children(s, t, false);
  }
  s->nwork = base;
  rlv_ptrmap_free(&visited);
  return found;
}

/* A structured element (dx.RawBuffer T or spirv.VulkanBuffer's T): sized, no handles. */
static void check_buffer_element(rlv_types_state *s, LLVMTypeRef type, LLVMTypeRef element) {
  LLVMTypeKind k = LLVMGetTypeKind(element);
  if (k == LLVMVoidTypeKind || is_int_width(element, 8))
    return; /* byte-address buffer */
  char *el = rlv_type_string(element);
  if (!LLVMTypeIsSized(element)) {
    report(s, RLV_RULE_TYPE_RAW_ELEMENT, type,
           "buffer element %s has no size (an opaque struct or a type without a layout); a structured buffer needs a fixed stride",
           el);
  } else {
    LLVMTypeRef bad = forbidden_inside(s, element);
    if (bad) {
      char *inner = rlv_type_string(bad);
      if (LLVMGetTypeKind(bad) == LLVMScalableVectorTypeKind)
        report(s, RLV_RULE_TYPE_RAW_ELEMENT, type,
               "buffer element %s %s the scalable vector %s; a structured buffer needs a fixed stride",
               el, bad == element ? "is" : "contains", inner);
      else
        report(s, RLV_RULE_TYPE_RAW_ELEMENT, type,
               "buffer element %s %s the target type %s; a resource handle or layout type cannot be stored in a buffer element",
               el, bad == element ? "is" : "contains", inner);
      free(inner);
    }
  }
  free(el);
}

/* ---- cbuffer layouts ---- */

static void check_cbuffer_element(rlv_types_state *s, const rlv_restype *r) {
  LLVMTypeRef el = r->element;
  if (!el)
    return;
  if (LLVMGetTypeKind(el) == LLVMStructTypeKind) {
    if (LLVMIsOpaqueStruct(el)) {
      char *text = rlv_type_string(el);
      report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, r->type, "layout struct %s is opaque (it has no body)", text);
      free(text);
    }
    return;
  }
  if (rlv_tt_of(el) == RLV_TT_DX_LAYOUT)
    return; /* checked as a type of its own */
  char *text = rlv_type_string(el);
  report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, r->type,
         "layout type %s is not a struct or a target(\"dx.Layout\", ...)", text);
  free(text);
}

/* dx.Layout(T; Size, Offset0, ...): one byte offset per element of struct T. */
static void check_layout(rlv_types_state *s, LLVMTypeRef type) {
  LLVMTypeRef st = LLVMGetTargetExtTypeTypeParam(type, 0);
  unsigned nints = LLVMGetTargetExtTypeNumIntParams(type);
  unsigned size = LLVMGetTargetExtTypeIntParam(type, 0);
  if (size == 0)
    report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type, "dx.Layout size is 0; it must be the byte size of the cbuffer layout");
  char *text = rlv_type_string(st);
  if (LLVMGetTypeKind(st) != LLVMStructTypeKind) {
    report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type, "dx.Layout type parameter %s is not a struct", text);
  } else if (LLVMIsOpaqueStruct(st)) {
    report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type, "dx.Layout struct %s is opaque (it has no body)", text);
  } else {
    unsigned nelems = LLVMCountStructElementTypes(st);
    if (nints - 1 != nelems)
      report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type,
             "dx.Layout lists %u offsets for the %u elements of %s; it needs one offset per element",
             nints - 1, nelems, text);
    unsigned prev = 0;
    for (unsigned i = 1; i < nints; i++) {
      unsigned off = LLVMGetTargetExtTypeIntParam(type, i);
      if (off >= size && size != 0)
        report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type,
               "offset %u of element %u is not below the layout size %u", off, i - 1, size);
      if (i > 1 && off < prev)
        report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type,
               "offset %u of element %u is below offset %u of element %u; offsets must not decrease", off,
               i - 1, prev, i - 2);
      prev = off;
    }
  }
  free(text);
}

/* ---- textures, samplers ---- */

static void check_texture_dimension(rlv_types_state *s, const rlv_restype *r) {
  unsigned d = r->dimension;
  const char *allowed = NULL;
  switch (r->tt) {
  case RLV_TT_DX_TEXTURE:
    if (d == 1 || d == 2 || d == 4 || d == 5 || d == 6 || d == 7 || d == 9)
      return;
    allowed = "a non-multisampled texture kind: 1, 2, 4, 5, 6, 7 or 9";
    break;
  case RLV_TT_DX_MSTEXTURE:
    if (d == 3 || d == 8)
      return;
    allowed = "a multisampled texture kind: 3 (Texture2DMS) or 8 (Texture2DMSArray)";
    break;
  case RLV_TT_DX_FEEDBACKTEXTURE:
    if (d == 17 || d == 18)
      return;
    allowed = "a feedback texture kind: 17 (FeedbackTexture2D) or 18 (FeedbackTexture2DArray)";
    break;
  default:
    return;
  }
  report(s, RLV_RULE_TYPE_DIMENSION, r->type, "Dimension %u (%s) is not %s", d,
         rlv_res_kind_name((rlv_res_kind)(d <= 18 ? d : 0)), allowed);
}

static void check_sample_count(rlv_types_state *s, const rlv_restype *r) {
  unsigned n = r->sample_count;
  if (n == 0 || (n <= 128 && (n & (n - 1)) == 0))
    return;
  report(s, RLV_RULE_TYPE_SAMPLE_COUNT, r->type,
         "sample count %u is not 0 or a power of two up to 128", n);
}

/* ---- limits DXC's validator puts on resources ---- */

enum {
  MAX_CBUFFER_BYTES = 65536, /* DXIL::kMaxCBufferSize rows of 16 bytes */
  MAX_STRUCT_STRIDE = 2048,  /* DXIL::kMaxStructBufferStride */
};

static void check_cbuffer_size(rlv_types_state *s, const rlv_restype *r) {
  uint64_t size;
  if (rlv_cbuffer_layout_size(s->v->dl, r->element, &size) && size > MAX_CBUFFER_BYTES)
    report(s, RLV_RULE_TYPE_CBUFFER_SIZE, r->type,
           "the cbuffer is %llu bytes; a cbuffer holds at most 65536 bytes (4096 rows of 16)",
           (unsigned long long)size);
}

static void check_struct_stride(rlv_types_state *s, const rlv_restype *r) {
  uint64_t stride;
  if (r->kind != RLV_KIND_STRUCTUREDBUFFER || !rlv_alloc_size(s->v->dl, r->element, &stride) ||
      stride <= MAX_STRUCT_STRIDE)
    return;
  char *el = rlv_type_string(r->element);
  report(s, RLV_RULE_TYPE_STRUCT_STRIDE, r->type,
         "the structured element %s is %llu bytes; an element holds at most 2048 bytes", el,
         (unsigned long long)stride);
  free(el);
}

static void check_cube_uav(rlv_types_state *s, const rlv_restype *r) {
  if (r->writeable == 1 &&
      (r->dimension == RLV_KIND_TEXTURECUBE || r->dimension == RLV_KIND_TEXTURECUBEARRAY))
    report(s, RLV_RULE_TYPE_CUBE_UAV, r->type,
           "a writeable %s; TextureCube and TextureCubeArray cannot be UAVs",
           rlv_res_kind_name((rlv_res_kind)r->dimension));
}

/* DXC exempts libraries: their entry points' stages are only known when they are linked. */
static void check_rov_stage(rlv_types_state *s, const rlv_restype *r) {
  const rlv_target *t = &s->v->target;
  if (r->rov != 1 || r->writeable != 1 || t->arch != RLV_ARCH_DXIL || !t->stage[0] ||
      strcmp(t->stage, "pixel") == 0 || strcmp(t->stage, "library") == 0)
    return;
  report(s, RLV_RULE_TYPE_ROV_STAGE, r->type,
         "a rasterizer-ordered resource in a %s shader; rasterizer-ordered resources are only "
         "allowed in pixel shaders (and libraries)",
         t->stage);
}

/* ---- SPIR-V ---- */

static void check_vulkan_buffer(rlv_types_state *s, const rlv_restype *r) {
  unsigned sc = r->storage_class;
  LLVMTypeRef el = r->element;
  check_flag(s, r->type, "IsWriteable", r->writeable);
  if (sc != 12 && sc != 2 && sc != 9) {
    report(s, RLV_RULE_TYPE_SPIRV_BUFFER, r->type,
           "storage class %u is not StorageBuffer (12), Uniform (2) or PushConstant (9)", sc);
    return;
  }
  if (sc != 12 && r->writeable != 0)
    report(s, RLV_RULE_TYPE_SPIRV_BUFFER, r->type,
           "a %s buffer (storage class %u) is read-only but IsWriteable is %u",
           sc == 2 ? "Uniform" : "PushConstant", sc, r->writeable);
  char *text = rlv_type_string(el);
  if (sc == 12) {
    if (is_int_width(el, 32) && r->writeable == 1) {
      /* the counter form: spirv.VulkanBuffer(i32, 12, 1) */
    } else if (LLVMGetTypeKind(el) == LLVMArrayTypeKind && LLVMGetArrayLength2(el) == 0) {
      check_buffer_element(s, r->type, LLVMGetElementType(el));
    } else {
      report(s, RLV_RULE_TYPE_SPIRV_BUFFER, r->type,
             "StorageBuffer element %s is not a runtime array [0 x T]; only the counter form spirv.VulkanBuffer(i32, 12, 1) has a non-array element",
             text);
    }
  } else if (sc == 2 && LLVMGetTypeKind(el) != LLVMStructTypeKind) {
    report(s, RLV_RULE_TYPE_SPIRV_BUFFER, r->type, "Uniform buffer element %s is not a struct", text);
  } else {
    check_buffer_element(s, r->type, el);
  }
  free(text);
}

static void check_spirv_image(rlv_types_state *s, const rlv_restype *r) {
  check_flag(s, r->type, "Arrayed", r->image_arrayed);
  check_flag(s, r->type, "MS", r->image_ms);
  if (r->dimension > 6)
    report(s, RLV_RULE_TYPE_DIMENSION, r->type,
           "Dim %u is not a SPIR-V image dimension: 0 (1D), 1 (2D), 2 (3D), 3 (Cube), 4 (Rect), 5 (Buffer) or 6 (SubpassData)",
           r->dimension);
  if (r->image_depth > 2)
    report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
           "Depth %u is not 0 (not depth), 1 (depth) or 2 (unknown)", r->image_depth);
  if (r->image_sampled > 2)
    report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
           "Sampled %u is not 0 (unknown), 1 (sampled) or 2 (storage)", r->image_sampled);
  if (r->image_format > 41)
    report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
           "Format %u is not a SPIR-V image format (0 to 41)", r->image_format);
  if (LLVMGetTargetExtTypeNumIntParams(r->type) == 7) {
    unsigned aq = LLVMGetTargetExtTypeIntParam(r->type, 6);
    if (aq > 2)
      report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
             "AccessQualifier %u is not 0 (ReadOnly), 1 (WriteOnly) or 2 (ReadWrite)", aq);
  }
  LLVMTypeKind k = LLVMGetTypeKind(r->element);
  bool is_int = k == LLVMIntegerTypeKind;
  char *text = rlv_type_string(r->element);
  if (!is_int && !is_fp_kind(k) && k != LLVMVoidTypeKind)
    report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
           "sampled type %s is not a scalar integer, a scalar floating-point type or void", text);
  else if (r->tt == RLV_TT_SPIRV_SIGNEDIMAGE && !is_int)
    report(s, RLV_RULE_TYPE_SPIRV_IMAGE, r->type,
           "spirv.SignedImage sampled type %s is not an integer; only integer images are signed", text);
  free(text);
}

/* ---- kinds and parameter counts ---- */

/* SPIR-V target types LLVM 22's SPIR-V backend knows that are not HLSL resources (their
 * names are in libLLVM-22); they are accepted and not checked further. */
static bool is_other_known_spirv(const char *name) {
  static const char *const names[] = {
      "spirv.SampledImage", "spirv.Event",       "spirv.DeviceEvent",      "spirv.ReserveId",
      "spirv.Queue",        "spirv.Pipe",        "spirv.PipeStorage",      "spirv.Type",
      "spirv.IntegralConstant", "spirv.Literal", "spirv.Layout", "spirv.CooperativeMatrixKHR",
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(name, names[i]) == 0)
      return true;
  return false;
}

static void check_unknown_kind(rlv_types_state *s, LLVMTypeRef type, rlv_tt tt) {
  const char *name = LLVMGetTargetExtTypeName(type);
  if (tt == RLV_TT_UNKNOWN_SPIRV && is_other_known_spirv(name))
    return;
  const char *prefix = tt == RLV_TT_UNKNOWN_DX ? "dx." : "spirv.";
  rlv_buf known = {0};
  unsigned n = 0;
  const rlv_tt_shape *shapes = rlv_tt_shapes(&n);
  for (unsigned i = 0; i < n; i++)
    if (strncmp(shapes[i].name, prefix, strlen(prefix)) == 0)
      rlv_buf_printf(&known, "%s%s", known.len ? ", " : "", shapes[i].name);
  report(s, RLV_RULE_TYPE_UNKNOWN_KIND, type, "%s is not a target type LLVM 22 knows; the known %s types are %s",
         name, prefix, known.data ? known.data : "none");
  rlv_buf_free(&known);
}

/* The parameter list of a known target type, for messages. */
static const char *params_text(rlv_tt tt) {
  switch (tt) {
  case RLV_TT_DX_TYPEDBUFFER: return "element type; IsWriteable, IsROV, IsSigned";
  case RLV_TT_DX_RAWBUFFER: return "element type; IsWriteable, IsROV";
  case RLV_TT_DX_TEXTURE: return "element type; IsWriteable, IsROV, IsSigned, Dimension";
  case RLV_TT_DX_MSTEXTURE: return "element type; IsWriteable, SampleCount, IsSigned, Dimension";
  case RLV_TT_DX_FEEDBACKTEXTURE: return "FeedbackType, Dimension";
  case RLV_TT_DX_CBUFFER: return "layout type";
  case RLV_TT_DX_SAMPLER: return "SamplerType";
  case RLV_TT_DX_LAYOUT: return "struct type; Size, Offset0, Offset1, ...";
  case RLV_TT_DX_PADDING: return "NumBytes";
  case RLV_TT_SPIRV_VULKANBUFFER: return "element type; StorageClass, IsWriteable";
  case RLV_TT_SPIRV_IMAGE:
  case RLV_TT_SPIRV_SIGNEDIMAGE: return "sampled type; Dim, Depth, Arrayed, MS, Sampled, Format[, AccessQualifier]";
  case RLV_TT_SPIRV_SAMPLER: return "no parameters";
  case RLV_TT_SPIRV_PADDING: return "NumBytes";
  default: return "?";
  }
}

static void check_param_count(rlv_types_state *s, LLVMTypeRef type, rlv_tt tt) {
  unsigned n = 0;
  const rlv_tt_shape *shapes = rlv_tt_shapes(&n);
  const rlv_tt_shape *shape = NULL;
  for (unsigned i = 0; i < n; i++)
    if (shapes[i].tt == tt)
      shape = &shapes[i];
  if (!shape)
    return;
  const char *ints = tt == RLV_TT_DX_LAYOUT ? "at least 1 integer parameter"
                     : (tt == RLV_TT_SPIRV_IMAGE || tt == RLV_TT_SPIRV_SIGNEDIMAGE)
                         ? "6 or 7 integer parameters"
                         : NULL;
  char *ints_buf = ints ? NULL
                        : rlv_strf("%u integer parameter%s", shape->int_params,
                                   shape->int_params == 1 ? "" : "s");
  report(s, RLV_RULE_TYPE_PARAM_COUNT, type,
         "%s takes %u type parameter%s and %s (%s), not %u and %u", shape->name, shape->type_params,
         shape->type_params == 1 ? "" : "s", ints ? ints : ints_buf, params_text(tt),
         LLVMGetTargetExtTypeNumTypeParams(type), LLVMGetTargetExtTypeNumIntParams(type));
  free(ints_buf);
}

/* ---- one target type ---- */

static void check_target(rlv_types_state *s, LLVMTypeRef type) {
  rlv_restype r;
  if (!rlv_restype_parse(type, &r))
    return; /* not dx.* / spirv.* */
  if (r.tt == RLV_TT_UNKNOWN_DX || r.tt == RLV_TT_UNKNOWN_SPIRV) {
    check_unknown_kind(s, type, r.tt);
    return;
  }
  if (!r.well_formed) {
    check_param_count(s, type, r.tt);
    return; /* the parameters are not where the other rules would look */
  }
  switch (r.tt) {
  case RLV_TT_DX_TYPEDBUFFER:
    check_flag(s, type, "IsWriteable", r.writeable);
    check_flag(s, type, "IsROV", r.rov);
    check_flag(s, type, "IsSigned", r.is_signed);
    check_rov(s, &r);
    check_rov_stage(s, &r);
    check_signed(s, &r);
    check_typed_element(s, &r);
    break;
  case RLV_TT_DX_RAWBUFFER:
    check_flag(s, type, "IsWriteable", r.writeable);
    check_flag(s, type, "IsROV", r.rov);
    check_rov(s, &r);
    check_rov_stage(s, &r);
    check_buffer_element(s, type, r.element);
    check_struct_stride(s, &r);
    break;
  case RLV_TT_DX_TEXTURE:
    check_flag(s, type, "IsWriteable", r.writeable);
    check_flag(s, type, "IsROV", r.rov);
    check_flag(s, type, "IsSigned", r.is_signed);
    check_rov(s, &r);
    check_rov_stage(s, &r);
    check_signed(s, &r);
    check_typed_element(s, &r);
    check_texture_dimension(s, &r);
    check_cube_uav(s, &r);
    break;
  case RLV_TT_DX_MSTEXTURE:
    check_flag(s, type, "IsWriteable", r.writeable);
    check_flag(s, type, "IsSigned", r.is_signed);
    check_signed(s, &r);
    check_typed_element(s, &r);
    check_texture_dimension(s, &r);
    check_sample_count(s, &r);
    break;
  case RLV_TT_DX_FEEDBACKTEXTURE:
    if (r.feedback_kind > 1)
      report(s, RLV_RULE_TYPE_FEEDBACK_KIND, type,
             "FeedbackType %u is not MinMip (0) or MipRegionUsed (1)", r.feedback_kind);
    check_texture_dimension(s, &r);
    break;
  case RLV_TT_DX_CBUFFER:
    check_cbuffer_element(s, &r);
    check_cbuffer_size(s, &r);
    break;
  case RLV_TT_DX_SAMPLER:
    if (r.sampler_kind > 1)
      report(s, RLV_RULE_TYPE_SAMPLER_KIND, type,
             "SamplerType %u is not Default (0) or Comparison (1)%s", r.sampler_kind,
             r.sampler_kind == 2 ? "; Mono (2) is unused" : "");
    break;
  case RLV_TT_DX_LAYOUT:
    check_layout(s, type);
    break;
  case RLV_TT_DX_PADDING:
  case RLV_TT_SPIRV_PADDING:
    if (r.padding_bytes == 0)
      report(s, RLV_RULE_TYPE_PADDING, type, "padding of 0 bytes; a padding element covers at least one byte");
    break;
  case RLV_TT_SPIRV_VULKANBUFFER:
    check_vulkan_buffer(s, &r);
    break;
  case RLV_TT_SPIRV_IMAGE:
  case RLV_TT_SPIRV_SIGNEDIMAGE:
    check_spirv_image(s, &r);
    break;
  default:
    break;
  }
}

/* Checks `root` and every type inside it that was not checked before. */
static void visit(rlv_types_state *s, LLVMTypeRef root) {
  size_t base = s->nwork;
  push_work(s, root);
  while (s->nwork > base) {
    LLVMTypeRef t = s->work[--s->nwork];
    uintptr_t bits = 0;
    rlv_ptrmap_get(&s->seen, t, &bits);
    if (bits & SEEN_CHECKED)
      continue;
    rlv_ptrmap_put(&s->seen, t, bits | SEEN_CHECKED);
    if (LLVMGetTypeKind(t) == LLVMTargetExtTypeKind)
      check_target(s, t);
    push_children(s, t, true);
  }
}

/* Padding and dx.Layout describe layouts; they are not values. `use` says how the type is
 * used; `cbuffer_member` is true for a global in the cbuffer address space, whose type
 * may be a (legacy) dx.Layout. */
static void check_as_value(rlv_types_state *s, LLVMTypeRef type, const char *use, bool cbuffer_member) {
  uintptr_t bits = 0;
  rlv_ptrmap_get(&s->seen, type, &bits);
  if (bits & SEEN_VALUE_CHECKED)
    return;
  rlv_tt tt = rlv_tt_of(type);
  if (is_padding(tt)) {
    report(s, RLV_RULE_TYPE_PADDING, type,
           "padding used as a value on its own (%s); padding is only valid as an element of a layout struct or array",
           use);
  } else if (tt == RLV_TT_DX_LAYOUT && !cbuffer_member) {
    report(s, RLV_RULE_TYPE_CBUFFER_LAYOUT, type,
           "dx.Layout used as a value on its own (%s); it is only valid as the type parameter of dx.CBuffer, inside a cbuffer layout, or as an addrspace(2) cbuffer member",
           use);
  }
  rlv_ptrmap_put(&s->seen, type, bits | SEEN_VALUE_CHECKED);
}

static void note_use(rlv_types_state *s, LLVMTypeRef type, LLVMValueRef where, const char *use,
                     bool cbuffer_member) {
  if (!type || !may_hold_target(type))
    return;
  s->where = where;
  if (LLVMGetTypeKind(type) == LLVMTargetExtTypeKind)
    check_as_value(s, type, use, cbuffer_member);
  visit(s, type);
  s->where = NULL;
}

/* ---- entry points ---- */

void rlv_types_init(rlv_types_state *s, rlv_vctx *v) {
  memset(s, 0, sizeof *s);
  s->v = v;
}

void rlv_types_free(rlv_types_state *s) {
  rlv_ptrmap_free(&s->seen);
  free(s->work);
  s->work = NULL;
  s->nwork = s->capwork = 0;
}

void rlv_types_note(rlv_types_state *s, LLVMTypeRef type, LLVMValueRef where) {
  if (!type || !may_hold_target(type))
    return; /* the common case: scalars, vectors, pointers, void */
  bool allocated = where && LLVMIsAAllocaInst(where) && LLVMGetAllocatedType(where) == type;
  note_use(s, type, where, allocated ? "the allocated type of an alloca" : "an instruction result",
           false);
}

void rlv_types_note_function(rlv_types_state *s, LLVMValueRef fn) {
  if (!fn)
    return;
  LLVMTypeRef fty = LLVMGlobalGetValueType(fn);
  if (!fty || LLVMGetTypeKind(fty) != LLVMFunctionTypeKind)
    return;
  note_use(s, LLVMGetReturnType(fty), fn, "a function return type", false);
  unsigned n = LLVMCountParams(fn);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef arg = LLVMGetParam(fn, i);
    note_use(s, LLVMTypeOf(arg), arg, "a function argument", false);
  }
}

void rlv_types_note_globals(rlv_types_state *s) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(s->v->module); g; g = LLVMGetNextGlobal(g)) {
    LLVMTypeRef ptr = LLVMTypeOf(g);
    bool cbuffer_member = ptr && LLVMGetTypeKind(ptr) == LLVMPointerTypeKind &&
                          LLVMGetPointerAddressSpace(ptr) == 2;
    note_use(s, LLVMGlobalGetValueType(g), g, "the type of a global", cbuffer_member);
  }
}
