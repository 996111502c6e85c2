/* Files of a triage: whole reads, atomic writes, a scratch folder, instruction counts. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* mkdtemp */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "model/util.h"
#include "rlv/outfile.h"
#include "triage/triage_private.h"

char *tr_read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  rlv_buf b = {0};
  char chunk[65536];
  size_t n;
  rlv_buf_puts(&b, "");
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    rlv_buf_append(&b, chunk, n);
  bool bad = ferror(f);
  fclose(f);
  if (bad) {
    rlv_buf_free(&b);
    return NULL;
  }
  if (len)
    *len = b.len;
  return b.data;
}

bool tr_write_file(const char *path, const char *text, size_t len, char **error) {
  rlv_outfile *f = rlv_outfile_open(path, error);
  if (!f)
    return false;
  rlv_outfile_write(f, text, len);
  return rlv_outfile_commit(f, error);
}

char *tr_make_temp_dir(void) {
  const char *tmp = getenv("TMPDIR");
  char *templ = rlv_strf("%s/rlv-tv-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(templ)) {
    free(templ);
    return NULL;
  }
  return templ;
}

void tr_remove_temp_dir(char *dir) {
  if (!dir)
    return;
  DIR *d = opendir(dir);
  if (d) {
    struct dirent *e;
    while ((e = readdir(d))) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
        continue;
      char *p = rlv_strf("%s/%s", dir, e->d_name);
      unlink(p);
      free(p);
    }
    closedir(d);
  }
  rmdir(dir);
  free(dir);
}

size_t tr_count_instructions(LLVMModuleRef m) {
  size_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        n++;
  return n;
}

rlv_verdict tr_report_verdict(const rlv_proof_report *r) {
  bool unknown = false, bounded = false;
  for (size_t i = 0; i < r->count; i++) {
    rlv_verdict v = r->fns[i].verdict;
    if (v == RLV_VERDICT_REFUTED)
      return v;
    unknown |= v == RLV_VERDICT_UNKNOWN;
    bounded |= v == RLV_VERDICT_BOUNDED;
  }
  return unknown ? RLV_VERDICT_UNKNOWN : bounded ? RLV_VERDICT_BOUNDED : RLV_VERDICT_PROVED;
}
