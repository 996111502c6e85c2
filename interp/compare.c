/* The comparison of two runs' final states: refinement of every UAV, counters, and the
 * non-uniform flag of every handle creation BEFORE marks. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "interp/interp_internal.h"
#include "model/util.h"

static char *describe(const rlv_ires *res) {
  static const char cls[] = {'t', 'u', 'b', 's'};
  if (res->implicit && res->reg == RLV_IREG_NONE)
    return rlv_strf("%s resource (implicit order %u, index %u)", cx_kind_name(res->kind),
                    res->order_id, res->index);
  return rlv_strf("%s resource %c%u space %u%s", cx_kind_name(res->kind), cls[res->res_class & 3],
                  res->reg, res->space, res->implicit ? " (implicit)" : "");
}

static bool differ(char **where, const rlv_ires *res, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool differ(char **where, const rlv_ires *res, const char *fmt, ...) {
  if (where) {
    va_list ap;
    va_start(ap, fmt);
    char *what = rlv_vstrf(fmt, ap);
    va_end(ap);
    char *name = describe(res);
    *where = rlv_strf("%s: %s", name, what);
    free(name);
    free(what);
  }
  return false;
}

static bool nan_bits(uint32_t v, unsigned bits) {
  return bits == 16 ? (v & 0x7c00) == 0x7c00 && (v & 0x3ff)
                    : (v & 0x7f800000u) == 0x7f800000u && (v & 0x7fffff);
}

/* Refinement of a UAV's final state, as DESIGN.md's model has it: AFTER writes nothing BEFORE
 * does not (a widened write races with other threads), and wherever BEFORE's final contents
 * are defined AFTER's are equal. A write BEFORE makes and AFTER leaves out is a difference only
 * through the contents it leaves (storing back the value already there is no write to miss). */
static bool typed_equal(const rlv_ires *b, const rlv_ires *a, char **where) {
  for (uint32_t e = 0; e < b->count; e++) {
    if (a->written[e] && !b->written[e])
      return differ(where, b, "element %u is not written by BEFORE but written by AFTER", e);
    for (unsigned l = 0; l < b->lanes && l < 4; l++) {
      uint32_t bv = 0, av = 0;
      uint8_t bp = 0, ap = 0;
      for (unsigned k = 0; k < 4; k++) {
        bv |= (uint32_t)b->data[e * 16 + l * 4 + k] << (8 * k);
        av |= (uint32_t)a->data[e * 16 + l * 4 + k] << (8 * k);
        bp |= b->poison[e * 16 + l * 4 + k];
        ap |= a->poison[e * 16 + l * 4 + k];
      }
      uint32_t m = (uint32_t)mask_of(b->lane_bits);
      bv &= m;
      av &= m;
      if (bp)
        continue;
      if (ap)
        return differ(where, b, "element %u lane %u: BEFORE 0x%x, AFTER poison", e, l, bv);
      if (bv != av && !(b->lane_float && b->lane_bits <= 32 && nan_bits(bv, b->lane_bits) &&
                        nan_bits(av, b->lane_bits)))
        return differ(where, b, "element %u lane %u: BEFORE 0x%x, AFTER 0x%x", e, l, bv, av);
    }
  }
  return true;
}

static bool bytes_equal(const rlv_ires *b, const rlv_ires *a, char **where) {
  for (uint32_t i = 0; i < b->nbytes; i++) {
    if (a->written[i] && !b->written[i])
      return differ(where, b, "byte %u is not written by BEFORE but written by AFTER", i);
    if (b->poison[i])
      continue;
    if (a->poison[i])
      return differ(where, b, "byte %u: BEFORE 0x%02x, AFTER poison", i, b->data[i]);
    if (b->data[i] != a->data[i])
      return differ(where, b, "byte %u: BEFORE 0x%02x, AFTER 0x%02x", i, b->data[i], a->data[i]);
  }
  return true;
}

bool rlv_istate_equal(const rlv_istate *before, const rlv_istate *after, char **where) {
  if (where)
    *where = NULL;
  /* DESIGN.md: a creation whose index BEFORE marks non-uniform (in a range of more than one)
   * needs AFTER's flag, used or not. Creations pair in execution order; when the two sides
   * create different numbers of handles there is no pairing to judge. */
  for (size_t i = 0; before->ncreations == after->ncreations && i < before->ncreations; i++)
    if (before->creations[i] && !after->creations[i]) {
      if (where)
        *where = rlv_strf(
            "handle creation %zu: BEFORE's index is non-uniform, AFTER creates the handle without "
            "the non-uniform flag",
            i);
      return false;
    }
  for (size_t i = 0; i < before->nres && i < after->nres; i++) {
    const rlv_ires *b = &before->res[i], *a = &after->res[i];
    if (b->res_class != 1)
      continue;
    if (b->counter != a->counter)
      return differ(where, b, "counter: BEFORE %u, AFTER %u", b->counter, a->counter);
    if (!(b->kind == RLV_IRES_TYPED ? typed_equal(b, a, where) : bytes_equal(b, a, where)))
      return false;
  }
  return true;
}
