/* DXILMetadataAnalysis's collectMetadataInfo, read through the C API. */
#include <stdlib.h>
#include <string.h>

#include "lower/module_info.h"
#include "model/util.h"
#include "rlv/model.h"

static const char *const stage_names[] = {
    "pixel",    "vertex",        "geometry",      "hull",         "domain",     "compute",
    "library",  "raygeneration", "intersection",  "anyhit",       "closesthit", "miss",
    "callable", "mesh",          "amplification", "rootsignature"};
static const char *const short_names[] = {"ps", "vs", "gs", "hs", "ds", "cs", "lib", NULL,
                                          NULL, NULL, NULL, NULL, NULL, "ms", "as",  "rootsig"};

const char *rlv_stage_name(rlv_shader_stage s) {
  return s < RLV_STAGE_UNKNOWN ? stage_names[s] : NULL;
}

const char *rlv_stage_short_name(rlv_shader_stage s) {
  return s < RLV_STAGE_UNKNOWN ? short_names[s] : NULL;
}

/* Triple::parseEnvironment matches by prefix; no stage name is a prefix of another. */
static rlv_shader_stage stage_of(const char *env, size_t len) {
  for (unsigned s = 0; s < RLV_STAGE_UNKNOWN; s++)
    if (len >= strlen(stage_names[s]) && strncmp(env, stage_names[s], strlen(stage_names[s])) == 0)
      return (rlv_shader_stage)s;
  return RLV_STAGE_UNKNOWN;
}

/* The environment is the triple's fourth component. */
static rlv_shader_stage profile_of(const char *triple) {
  const char *p = triple;
  for (int dashes = 0; dashes < 3; dashes++) {
    p = strchr(p, '-');
    if (!p)
      return RLV_STAGE_UNKNOWN;
    p++;
  }
  return stage_of(p, strcspn(p, "-"));
}

/* Triple::getDXILVersion: the "dxilv1.X" sub-architecture, else 1.X for shader model 6.X,
 * else 1.0 (what opt-22's print<dxil-metadata> shows). */
static rlv_version dxil_version_of(const char *triple, const rlv_target *t) {
  if (strncmp(triple, "dxilv1.", 7) == 0 && triple[7] >= '0' && triple[7] <= '9')
    return (rlv_version){1, (unsigned)strtoul(triple + 7, NULL, 10)};
  return (rlv_version){1, t->sm_major == 6 ? t->sm_minor : 0};
}

/* "a,b,c" into three unsigned values; a component that is not a number reads as 0. */
static void read_triplet(LLVMValueRef fn, const char *attr, unsigned out[3]) {
  out[0] = out[1] = out[2] = 0;
  LLVMAttributeRef a =
      LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, attr, (unsigned)strlen(attr));
  if (!a)
    return;
  unsigned len = 0;
  const char *v = LLVMGetStringAttributeValue(a, &len);
  char *s = rlv_xstrndup(v, len), *p = s;
  for (int i = 0; i < 3 && p; i++) {
    char *end = NULL;
    unsigned long n = strtoul(p, &end, 10);
    out[i] = end != p && (*end == ',' || *end == '\0') ? (unsigned)n : 0;
    p = strchr(p, ',');
    p = p ? p + 1 : NULL;
  }
  free(s);
}

static bool const_uint(LLVMValueRef v, unsigned *out) {
  if (!v || !LLVMIsAConstantInt(v))
    return false;
  *out = (unsigned)LLVMConstIntGetZExtValue(v);
  return true;
}

/* !dx.valver = !{!{i32 major, i32 minor}}: the first operand. */
static bool read_validator(LLVMModuleRef m, rlv_version *out) {
  LLVMNamedMDNodeRef node = LLVMGetNamedMetadata(m, "dx.valver", strlen("dx.valver"));
  if (!node || LLVMGetNamedMetadataNumOperands(m, "dx.valver") == 0)
    return false;
  unsigned n = LLVMGetNamedMetadataNumOperands(m, "dx.valver");
  LLVMValueRef *ops = rlv_xmalloc(n * sizeof *ops);
  LLVMGetNamedMetadataOperands(m, "dx.valver", ops);
  LLVMValueRef first = ops[0];
  free(ops);
  if (!LLVMIsAMDNode(first) || LLVMGetMDNodeNumOperands(first) < 2)
    return false;
  LLVMValueRef vals[2];
  LLVMValueRef *all = rlv_xmalloc(LLVMGetMDNodeNumOperands(first) * sizeof *all);
  LLVMGetMDNodeOperands(first, all);
  vals[0] = all[0];
  vals[1] = all[1];
  free(all);
  return const_uint(vals[0], &out->major) && const_uint(vals[1], &out->minor);
}

void rlv_module_info_read(LLVMModuleRef module, rlv_module_info *out) {
  memset(out, 0, sizeof *out);
  const char *triple = LLVMGetTarget(module);
  rlv_target t;
  rlv_target_parse(triple, &t);
  out->shader_model = (rlv_version){t.sm_major, t.sm_minor};
  out->dxil = dxil_version_of(triple, &t);
  out->profile = profile_of(triple);
  out->has_validator = read_validator(module, &out->validator);
  if (!out->has_validator)
    out->validator = (rlv_version){0, 0};
  size_t cap = 0;
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn)) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                                       "hlsl.shader", strlen("hlsl.shader"));
    if (!a)
      continue;
    if (out->nentries == cap)
      out->entries = rlv_xrealloc(out->entries, (cap = cap ? cap * 2 : 4) * sizeof *out->entries);
    rlv_entry_props *e = &out->entries[out->nentries++];
    memset(e, 0, sizeof *e);
    e->fn = fn;
    unsigned len = 0;
    const char *v = LLVMGetStringAttributeValue(a, &len);
    e->stage = stage_of(v, len);
    read_triplet(fn, "hlsl.numthreads", e->numthreads);
    unsigned wave[3];
    read_triplet(fn, "hlsl.wavesize", wave);
    e->wave_min = wave[0];
    e->wave_max = wave[1];
    e->wave_pref = wave[2];
  }
}

void rlv_module_info_free(rlv_module_info *info) {
  free(info->entries);
  memset(info, 0, sizeof *info);
}
