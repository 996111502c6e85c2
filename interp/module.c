/* The module's facts, read once per module: cbuffer members and their offsets (!hlsl.cbs,
 * the padded layout), and the records of !dx.resources. */
#include <stdlib.h>
#include <string.h>

#include "interp/interp_internal.h"
#include "model/util.h"
#include "rlv/model.h"

/* The byte offset of the k-th non-padding element of a cbuffer layout struct. */
static bool layout_member_offset(LLVMTargetDataRef dl, LLVMTypeRef layout, unsigned k,
                                 uint64_t *off) {
  if (LLVMGetTypeKind(layout) != LLVMStructTypeKind)
    return false;
  unsigned n = LLVMCountStructElementTypes(layout), seen = 0;
  for (unsigned i = 0; i < n; i++) {
    if (rlv_tt_of(LLVMStructGetTypeAtIndex(layout, i)) == RLV_TT_DX_PADDING)
      continue;
    if (seen++ == k) {
      *off = LLVMOffsetOfElement(dl, layout, i);
      return true;
    }
  }
  return false;
}

static void collect_cbuffer_members(rlv_interp *in) {
  unsigned n = LLVMGetNamedMetadataNumOperands(in->module, "hlsl.cbs");
  if (n == 0)
    return;
  LLVMValueRef *nodes = rlv_xcalloc(n, sizeof *nodes);
  LLVMGetNamedMetadataOperands(in->module, "hlsl.cbs", nodes);
  for (unsigned i = 0; i < n; i++) {
    unsigned m = LLVMGetMDNodeNumOperands(nodes[i]);
    if (m == 0)
      continue;
    LLVMValueRef *ops = rlv_xcalloc(m, sizeof *ops);
    LLVMGetMDNodeOperands(nodes[i], ops);
    LLVMValueRef cb = ops[0];
    LLVMTypeRef cbt = cb && LLVMIsAGlobalVariable(cb) ? LLVMGlobalGetValueType(cb) : NULL;
    LLVMTypeRef layout = cbt && LLVMGetTypeKind(cbt) == LLVMTargetExtTypeKind &&
                                 LLVMGetTargetExtTypeNumTypeParams(cbt) == 1
                             ? LLVMGetTargetExtTypeTypeParam(cbt, 0)
                             : NULL;
    for (unsigned j = 1; layout && j < m; j++) {
      uint64_t off;
      if (!ops[j] || !LLVMIsAGlobalVariable(ops[j]) ||
          !layout_member_offset(in->dl, layout, j - 1, &off))
        continue;
      if (in->nmembers == in->cap_members) {
        in->cap_members = in->cap_members ? 2 * in->cap_members : 16;
        in->members = rlv_xrealloc(in->members, in->cap_members * sizeof *in->members);
      }
      in->members[in->nmembers] = (cb_member){ops[j], cb, off};
      rlv_ptrmap_put(&in->member_index, ops[j], ++in->nmembers);
    }
    free(ops);
  }
  free(nodes);
}

/* The structured stride from a tag list {tag, value, tag, value...}; 0 when absent. */
static unsigned record_stride(LLVMValueRef tags) {
  if (!tags || !LLVMIsAMDNode(tags))
    return 0;
  unsigned n = LLVMGetMDNodeNumOperands(tags);
  LLVMValueRef *ops = rlv_xcalloc(n ? n : 1, sizeof *ops);
  LLVMGetMDNodeOperands(tags, ops);
  unsigned stride = 0;
  for (unsigned i = 0; i + 1 < n; i += 2) {
    uint32_t tag, value;
    if (rlv_const_u32(ops[i], &tag) && rlv_const_u32(ops[i + 1], &value) && tag == 1)
      stride = value;
  }
  free(ops);
  return stride;
}

static void add_record(rlv_interp *in, unsigned res_class, LLVMValueRef rec) {
  unsigned n = LLVMGetMDNodeNumOperands(rec);
  if (n < 7)
    return;
  LLVMValueRef *ops = rlv_xcalloc(n, sizeof *ops);
  LLVMGetMDNodeOperands(rec, ops);
  dx_record r = {.res_class = res_class};
  uint32_t id, kind = 0;
  bool ok = rlv_const_u32(ops[0], &id) && rlv_const_u32(ops[3], &r.space) &&
            rlv_const_u32(ops[4], &r.lower_bound) && rlv_const_u32(ops[5], &r.size);
  if (res_class <= 1)
    ok = ok && rlv_const_u32(ops[6], &kind);
  else if (res_class == 2)
    kind = RLV_KIND_CBUFFER;
  if (ok) {
    r.id = id;
    r.kind = kind;
    unsigned tags_at = res_class == 0 ? 8 : 10;
    r.stride = res_class <= 1 && n > tags_at ? record_stride(ops[tags_at]) : 0;
    unsigned len = 0;
    const char *name = ops[2] ? LLVMGetMDString(ops[2], &len) : NULL;
    r.name = name ? rlv_xstrndup(name, len) : rlv_xstrdup("");
    if (in->nrecords == in->caprecords) { /* doubling: a flood of records stays linear */
      in->caprecords = in->caprecords ? 2 * in->caprecords : 8;
      in->records = rlv_xrealloc(in->records, in->caprecords * sizeof *in->records);
    }
    in->records[in->nrecords++] = r;
  }
  free(ops);
}

static void collect_dx_resources(rlv_interp *in) {
  if (LLVMGetNamedMetadataNumOperands(in->module, "dx.resources") != 1)
    return;
  LLVMValueRef root;
  LLVMGetNamedMetadataOperands(in->module, "dx.resources", &root);
  if (!root || LLVMGetMDNodeNumOperands(root) != 4)
    return;
  LLVMValueRef lists[4];
  LLVMGetMDNodeOperands(root, lists);
  for (unsigned c = 0; c < 3; c++) {
    if (!lists[c] || !LLVMIsAMDNode(lists[c]))
      continue;
    unsigned n = LLVMGetMDNodeNumOperands(lists[c]);
    LLVMValueRef *recs = rlv_xcalloc(n ? n : 1, sizeof *recs);
    LLVMGetMDNodeOperands(lists[c], recs);
    for (unsigned i = 0; i < n; i++)
      if (recs[i] && LLVMIsAMDNode(recs[i]))
        add_record(in, c, recs[i]);
    free(recs);
  }
}

/* Whether the module's stage reads inputs per vertex (the triple's environment names the
 * stage: geometry, hull and domain shaders do; elsewhere loadInput's vertex is ignored). */
static bool stage_reads_vertices(LLVMModuleRef module) {
  const char *triple = LLVMGetTarget(module);
  const char *env = triple ? strrchr(triple, '-') : NULL;
  if (!env)
    return false;
  env++;
  return strcmp(env, "geometry") == 0 || strcmp(env, "hull") == 0 || strcmp(env, "domain") == 0;
}

rlv_interp *rlv_interp_create(LLVMModuleRef module) {
  rlv_interp *in = rlv_xcalloc(1, sizeof *in);
  in->module = module;
  in->dl = LLVMGetModuleDataLayout(module);
  in->vertex_inputs = stage_reads_vertices(module);
  collect_cbuffer_members(in);
  collect_dx_resources(in);
  return in;
}

void rlv_interp_free(rlv_interp *in) {
  if (!in)
    return;
  for (size_t i = 0; i < in->nrecords; i++)
    free(in->records[i].name);
  free(in->records);
  free(in->members);
  rlv_ptrmap_free(&in->member_index);
  rlv_ptrmap_free(&in->callee_ids);
  rlv_ptrmap_free(&in->block_index);
  free(in->dfs);
  free(in);
}

bool rlv_interp_find_record(const rlv_interp *in, unsigned res_class, const char *name,
                            unsigned *space, uint32_t *lower_bound) {
  for (size_t i = 0; i < in->nrecords; i++) {
    const dx_record *r = &in->records[i];
    if (r->res_class == res_class && strcmp(r->name, name) == 0) {
      *space = r->space;
      *lower_bound = r->lower_bound;
      return true;
    }
  }
  return false;
}

const dx_record *cx_find_record_by_id(const rlv_interp *in, unsigned res_class, unsigned id) {
  for (size_t i = 0; i < in->nrecords; i++)
    if (in->records[i].res_class == res_class && in->records[i].id == id)
      return &in->records[i];
  return NULL;
}
