#include "fuzz/fuzz_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rlv_fuzz_require(bool ok, const char *what) {
  if (ok)
    return;
  fprintf(stderr, "rlv fuzz oracle failed: %s\n", what);
  abort();
}

static bool same_text(const char *x, const char *y) {
  return (!x && !y) || (x && y && strcmp(x, y) == 0);
}

void rlv_fuzz_require_same_diags(const rlv_diags *a, const rlv_diags *b, const char *what) {
  bool same = rlv_diags_count(a) == rlv_diags_count(b);
  for (size_t i = 0; same && i < rlv_diags_count(a); i++) {
    const rlv_diag *x = rlv_diags_at(a, i), *y = rlv_diags_at(b, i);
    same = x->rule == y->rule && x->severity == y->severity && same_text(x->message, y->message) &&
           same_text(x->function, y->function) && same_text(x->instruction, y->instruction);
  }
  if (!same) {
    fprintf(stderr, "first run:\n");
    rlv_diags_write(a, RLV_FORMAT_TEXT, stderr);
    fprintf(stderr, "second run:\n");
    rlv_diags_write(b, RLV_FORMAT_TEXT, stderr);
  }
  rlv_fuzz_require(same, what);
}
