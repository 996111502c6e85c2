/* rlv: the resource lowering verifier. The public API, one header per stage. */
#ifndef RLV_RLV_H
#define RLV_RLV_H

#include <llvm/Config/llvm-config.h>

#include "rlv/catalog.h"
#include "rlv/check.h"
#include "rlv/diag.h"
#include "rlv/input.h"
#include "rlv/lower.h"
#include "rlv/model.h"
#include "rlv/prove.h"
#include "rlv/verify.h"
#include "rlv/version.h"

#endif
