/* !dx.valver, !dx.shaderModel, !dx.version and !dx.entryPoints as LLVM 22's
 * DXILTranslateMetadata writes them. An entry is (function, name, signatures, resources,
 * properties): signatures are always null (LLVM 22 builds none), resources are
 * !dx.resources' node, properties are tag/value pairs: 0 the shader flags (i64, only when
 * nonzero; a library's entries get none, its empty first entry gets the module's combined
 * flags), 8 the shader kind (library entries), 4 numthreads and 11 or 23 the wave size
 * (compute entries). */
#include <stdlib.h>
#include <string.h>

#include "lower/entry_points.h"
#include "model/util.h"

enum {
  TAG_SHADER_FLAGS = 0,
  TAG_NUM_THREADS = 4,
  TAG_SHADER_KIND = 8,
  TAG_WAVE_SIZE = 11,
  TAG_WAVE_RANGE = 23
};

/* llvm::NamedMDNode::eraseFromParent(), which the C API does not offer (as in
 * lower/cbuffer_access.c): LLVMNamedMDNodeRef is the NamedMDNode itself. */
extern void _ZN4llvm11NamedMDNode15eraseFromParentEv(LLVMNamedMDNodeRef node);

static LLVMMetadataRef md_i32(rlv_lctx *l, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(l->llctx), v, false));
}

static LLVMMetadataRef md_i64(rlv_lctx *l, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(l->llctx), v, false));
}

static void add_named(rlv_lctx *l, const char *name, LLVMMetadataRef node) {
  LLVMAddNamedMetadataOperand(l->module, name, LLVMMetadataAsValue(l->llctx, node));
}

/* emitValidatorVersionMD: the node is cleared and given {i32 major, i32 minor}. Left alone
 * when it already holds just that node (clang's output), else rebuilt. */
static void emit_validator(rlv_lctx *l, const rlv_module_info *info) {
  if (!info->has_validator)
    return;
  LLVMMetadataRef ops[2] = {md_i32(l, info->validator.major), md_i32(l, info->validator.minor)};
  LLVMMetadataRef node = LLVMMDNodeInContext2(l->llctx, ops, 2);
  const char *name = "dx.valver";
  unsigned n = LLVMGetNamedMetadataNumOperands(l->module, name);
  if (n == 1) {
    LLVMValueRef have;
    LLVMGetNamedMetadataOperands(l->module, name, &have);
    if (have == LLVMMetadataAsValue(l->llctx, node))
      return;
  }
  LLVMNamedMDNodeRef old = LLVMGetNamedMetadata(l->module, name, strlen(name));
  if (old)
    _ZN4llvm11NamedMDNode15eraseFromParentEv(old);
  add_named(l, name, node);
}

bool rlv_emit_version_metadata(rlv_lctx *l, const rlv_module_info *info) {
  const char *stage = rlv_stage_short_name(info->profile);
  if (!stage)
    return false;
  emit_validator(l, info);
  LLVMMetadataRef sm[3] = {LLVMMDStringInContext2(l->llctx, stage, strlen(stage)),
                           md_i32(l, info->shader_model.major),
                           md_i32(l, info->shader_model.minor)};
  add_named(l, "dx.shaderModel", LLVMMDNodeInContext2(l->llctx, sm, 3));
  LLVMMetadataRef ver[2] = {md_i32(l, info->dxil.major), md_i32(l, info->dxil.minor)};
  add_named(l, "dx.version", LLVMMDNodeInContext2(l->llctx, ver, 2));
  return true;
}

typedef struct props {
  LLVMMetadataRef items[10];
  unsigned n;
} props;

static void push(props *p, LLVMMetadataRef m) { p->items[p->n++] = m; }

static bool wave_size(rlv_lctx *l, const rlv_module_info *info, const rlv_entry_props *e,
                      props *p) {
  if (e->wave_min == 0)
    return true;
  bool range = !rlv_version_less(info->shader_model, 6, 8);
  bool single = !range && !rlv_version_less(info->shader_model, 6, 6);
  if (!range && !single) {
    rlv_report(l->diags, RLV_RULE_LOWER_TARGET, e->fn,
               "Shader model 6.6 or greater is required to specify the \"hlsl.wavesize\" "
               "function attribute");
    return false;
  }
  if (e->wave_max && !range) {
    rlv_report(l->diags, RLV_RULE_LOWER_TARGET, e->fn,
               "Shader model 6.8 or greater is required to specify wave size range values of "
               "the \"hlsl.wavesize\" function attribute");
    return false;
  }
  push(p, md_i32(l, range ? TAG_WAVE_RANGE : TAG_WAVE_SIZE));
  LLVMMetadataRef vals[3] = {md_i32(l, e->wave_min), md_i32(l, e->wave_max),
                             md_i32(l, e->wave_pref)};
  push(p, LLVMMDNodeInContext2(l->llctx, vals, range ? 3 : 1));
  return true;
}

/* getEntryPropAsMetadata; *out is NULL when there is no property. */
static bool entry_props(rlv_lctx *l, const rlv_module_info *info, const rlv_entry_props *e,
                        uint64_t flags, LLVMMetadataRef *out) {
  props p = {.n = 0};
  if (flags != 0) {
    push(&p, md_i32(l, TAG_SHADER_FLAGS));
    push(&p, md_i64(l, flags));
  }
  if (info->profile == RLV_STAGE_LIBRARY && e->stage != RLV_STAGE_LIBRARY &&
      e->stage != RLV_STAGE_UNKNOWN) {
    push(&p, md_i32(l, TAG_SHADER_KIND));
    push(&p, md_i32(l, (uint64_t)e->stage));
  }
  if (e->stage == RLV_STAGE_COMPUTE) {
    push(&p, md_i32(l, TAG_NUM_THREADS));
    LLVMMetadataRef nt[3] = {md_i32(l, e->numthreads[0]), md_i32(l, e->numthreads[1]),
                             md_i32(l, e->numthreads[2])};
    push(&p, LLVMMDNodeInContext2(l->llctx, nt, 3));
    if (!wave_size(l, info, e, &p))
      return false;
  }
  *out = p.n ? LLVMMDNodeInContext2(l->llctx, p.items, p.n) : NULL;
  return true;
}

/* constructEntryMetadata: signatures are always null. */
static LLVMMetadataRef entry_node(rlv_lctx *l, LLVMValueRef fn, LLVMMetadataRef resources,
                                  LLVMMetadataRef properties) {
  size_t len = 0;
  const char *name = fn ? LLVMGetValueName2(fn, &len) : "";
  LLVMMetadataRef ops[5] = {fn ? LLVMValueAsMetadata(fn) : NULL,
                            LLVMMDStringInContext2(l->llctx, name, len), NULL, resources,
                            properties};
  return LLVMMDNodeInContext2(l->llctx, ops, 5);
}

static const char *stage_label(rlv_shader_stage s) {
  const char *n = rlv_stage_short_name(s);
  return n ? n : "?";
}

bool rlv_emit_entry_points(rlv_lctx *l, const rlv_module_info *info, const rlv_shader_flags *flags,
                           LLVMMetadataRef resources) {
  if (!rlv_stage_short_name(info->profile))
    return true;
  bool library = info->profile == RLV_STAGE_LIBRARY;
  size_t n = info->nentries + (library ? 1 : 0), k = 0;
  LLVMMetadataRef *entries = rlv_xmalloc((n ? n : 1) * sizeof *entries);
  if (library) {
    /* emitTopLevelLibraryNode: the module's combined flags on an entry without a function */
    LLVMMetadataRef top = NULL;
    if (flags->combined != 0) {
      LLVMMetadataRef sf[2] = {md_i32(l, TAG_SHADER_FLAGS), md_i64(l, flags->combined)};
      top = LLVMMDNodeInContext2(l->llctx, sf, 2);
    }
    entries[k++] = entry_node(l, NULL, resources, top);
  } else if (info->nentries > 1) {
    rlv_report(l->diags, RLV_RULE_LOWER_TARGET, NULL,
               "Non-library shader: One and only one entry expected");
    free(entries);
    return false;
  }
  for (size_t i = 0; i < info->nentries; i++) {
    const rlv_entry_props *e = &info->entries[i];
    uint64_t entry_flags = 0;
    if (!library) {
      entry_flags = rlv_shader_flags_of(flags, e->fn);
      if (e->stage != info->profile) {
        size_t len = 0;
        const char *fname = LLVMGetValueName2(e->fn, &len);
        rlv_report(l->diags, RLV_RULE_LOWER_TARGET, e->fn,
                   "Shader stage '%s' for entry '%.*s' different from specified target "
                   "profile '%s'",
                   stage_label(e->stage), (int)len, fname, rlv_stage_name(info->profile));
        free(entries);
        return false;
      }
    }
    LLVMMetadataRef p = NULL;
    if (!entry_props(l, info, e, entry_flags, &p)) {
      free(entries);
      return false;
    }
    entries[k++] = entry_node(l, e->fn, resources, p);
  }
  LLVMGetOrInsertNamedMetadata(l->module, "dx.entryPoints", strlen("dx.entryPoints"));
  for (size_t i = 0; i < k; i++)
    add_named(l, "dx.entryPoints", entries[i]);
  free(entries);
  return true;
}
