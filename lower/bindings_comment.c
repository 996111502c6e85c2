/* The resource table that LLVM's DXILPrettyPrinter writes as comments before the module in
 * llc's textual DXIL: one row per binding in the order of DXILResourceMap (the order of the
 * resource table), with DXC's column widths. The columns: name, class ("texture" for an SRV),
 * format (the stored element type of a typed resource, "struct", "byte" for a raw buffer,
 * "NA" for a cbuffer or sampler), dimension, record id, register (and space when not 0) and
 * range size ("unbounded" for -1, and for 0, LLVM main's spelling of it). A sampler's
 * dimension is "NA", as DXC writes it (LLVM 22's printer has none for it). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "lower/restable.h"
#include "model/util.h"

#define ROW "; %-30s %10s %7s %11s %7s %14s %9s\n"

/* Per class: the type column, the record id's prefix and the register's prefix. */
typedef struct class_names {
  const char *type, *id, *reg;
} class_names;

static class_names names_of(rlv_res_class c) {
  static const class_names by_class[] = {[RLV_CLASS_SRV] = {"texture", "T", "t"},
                                         [RLV_CLASS_UAV] = {"UAV", "U", "u"},
                                         [RLV_CLASS_CBUFFER] = {"cbuffer", "CB", "cb"},
                                         [RLV_CLASS_SAMPLER] = {"sampler", "S", "s"}};
  return by_class[c <= RLV_CLASS_CBUFFER ? c : RLV_CLASS_SAMPLER];
}

/* dxil::ElementType names, by value. */
static const char *element_name(unsigned et) {
  static const char *const names[] = {
      "invalid",   "i1",        "i16",       "u16",   "i32",       "u32",       "i64",
      "u64",       "f16",       "f32",       "f64",   "snorm_f16", "unorm_f16", "snorm_f32",
      "unorm_f32", "snorm_f64", "unorm_f64", "p32i8", "p32u8"};
  return et < sizeof names / sizeof names[0] ? names[et] : "invalid";
}

static bool is_typed(rlv_res_kind k) {
  return k >= RLV_KIND_TEXTURE1D && k <= RLV_KIND_TYPEDBUFFER;
}

static const char *format_name(const rlv_restype *t) {
  if (is_typed(t->kind))
    return element_name(rlv_dxil_storage_type(rlv_dxil_element_type(t->element, t->is_signed)));
  if (t->kind == RLV_KIND_STRUCTUREDBUFFER)
    return "struct";
  if (t->res_class == RLV_CLASS_CBUFFER || t->res_class == RLV_CLASS_SAMPLER)
    return "NA";
  return "byte";
}

static char *dimension(const rlv_resource *r) {
  const rlv_restype *t = &r->type;
  switch (t->kind) {
  case RLV_KIND_RAWBUFFER:
  case RLV_KIND_STRUCTUREDBUFFER:
    return rlv_xstrdup(t->res_class != RLV_CLASS_UAV ? "r/o" : r->has_counter ? "r/w+cnt" : "r/w");
  case RLV_KIND_TYPEDBUFFER:
    return rlv_xstrdup("buf");
  case RLV_KIND_CBUFFER:
  case RLV_KIND_SAMPLER:
    return rlv_xstrdup("NA");
  case RLV_KIND_TEXTURE1D:
    return rlv_xstrdup("1d");
  case RLV_KIND_TEXTURE2D:
    return rlv_xstrdup("2d");
  case RLV_KIND_TEXTURE3D:
    return rlv_xstrdup("3d");
  case RLV_KIND_TEXTURECUBE:
    return rlv_xstrdup("cube");
  case RLV_KIND_TEXTURE1DARRAY:
    return rlv_xstrdup("1darray");
  case RLV_KIND_TEXTURE2DARRAY:
    return rlv_xstrdup("2darray");
  case RLV_KIND_TEXTURECUBEARRAY:
    return rlv_xstrdup("cubearray");
  case RLV_KIND_TBUFFER:
    return rlv_xstrdup("tbuffer");
  case RLV_KIND_FEEDBACKTEXTURE2D:
    return rlv_xstrdup("fbtex2d");
  case RLV_KIND_FEEDBACKTEXTURE2DARRAY:
    return rlv_xstrdup("fbtex2darray");
  case RLV_KIND_TEXTURE2DMS:
    return rlv_strf("2dMS%u", t->sample_count);
  case RLV_KIND_TEXTURE2DMSARRAY:
    return rlv_strf("2darrayMS%u", t->sample_count);
  default:
    return rlv_xstrdup("");
  }
}

static void dashes(rlv_buf *b, unsigned n) {
  rlv_buf_puts(b, " ");
  for (unsigned i = 0; i < n; i++)
    rlv_buf_puts(b, "-");
}

char *rlv_resource_bindings_comment(const rlv_restable *t) {
  rlv_buf b = {0};
  rlv_buf_puts(&b, ";\n; Resource Bindings:\n;\n");
  rlv_buf_printf(&b, ROW, "Name", "Type", "Format", "Dim", "ID", "HLSL Bind", "Count");
  rlv_buf_puts(&b, ";");
  static const unsigned widths[] = {30, 10, 7, 11, 7, 14, 9};
  for (size_t i = 0; i < sizeof widths / sizeof widths[0]; i++)
    dashes(&b, widths[i]);
  rlv_buf_puts(&b, "\n");
  for (size_t i = 0; i < t->count; i++) {
    const rlv_resource *r = &t->items[i];
    class_names n = names_of(r->type.res_class);
    char *dim = dimension(r);
    char *id = rlv_strf("%s%u", n.id, r->record_id);
    char *bind = r->space ? rlv_strf("%s%u,space%u", n.reg, r->lower_bound, r->space)
                          : rlv_strf("%s%u", n.reg, r->lower_bound);
    char *count =
        r->size == UINT32_MAX || r->size == 0 ? rlv_xstrdup("unbounded") : rlv_strf("%u", r->size);
    rlv_buf_printf(&b, ROW, r->name ? r->name : "", n.type, format_name(&r->type), dim, id, bind,
                   count);
    free(count);
    free(bind);
    free(id);
    free(dim);
  }
  rlv_buf_puts(&b, ";\n");
  return b.data; /* the caller frees it */
}
