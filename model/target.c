/* Target triples and data layouts. */
#include <stdlib.h>
#include <string.h>

#include "rlv/model.h"

/* Reads "M.N" at s; returns false if s does not start with a digit. */
static bool parse_version(const char *s, unsigned *major, unsigned *minor) {
  char *end;
  if (*s < '0' || *s > '9')
    return false;
  unsigned long ma = strtoul(s, &end, 10);
  unsigned long mi = 0;
  if (*end == '.')
    mi = strtoul(end + 1, &end, 10);
  *major = ma > 99 ? 99 : (unsigned)ma;
  *minor = mi > 99 ? 99 : (unsigned)mi;
  return true;
}

void rlv_target_parse(const char *triple, rlv_target *out) {
  memset(out, 0, sizeof *out);
  if (!triple)
    return;
  if (strncmp(triple, "dxil", 4) == 0)
    out->arch = RLV_ARCH_DXIL;
  else if (strncmp(triple, "spirv", 5) == 0)
    out->arch = RLV_ARCH_SPIRV;
  const char *sm = strstr(triple, "shadermodel");
  if (sm && parse_version(sm + strlen("shadermodel"), &out->sm_major, &out->sm_minor)) {
    /* The stage is the component after the OS: "...-shadermodel6.6-compute". */
    const char *dash = strchr(sm, '-');
    if (dash) {
      size_t n = strcspn(dash + 1, "-");
      if (n >= sizeof out->stage)
        n = sizeof out->stage - 1;
      memcpy(out->stage, dash + 1, n);
    }
  }
}

LLVMTargetDataRef rlv_module_datalayout(LLVMModuleRef module) {
  const char *dl = LLVMGetDataLayoutStr(module);
  return LLVMCreateTargetData(dl && *dl ? dl : RLV_DXIL_DATALAYOUT);
}
