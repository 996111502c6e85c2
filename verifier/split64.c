#include "verifier/vctx.h"

void rlv_check_split64(rlv_vctx *v) { (void)v; }
