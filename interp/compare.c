/* The comparison of two runs' final states: the events in order (operations, arguments, the
 * memory a barrier observes), refinement of every UAV (as at a discard) and groupshared
 * global, counters, and the non-uniform flag of every handle creation BEFORE marks. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
      uint32_t m = (uint32_t)rlv_width_max(b->lane_bits);
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

/* The writable resources of two lists in order (the state's UAVs, or an observed copy). */
static bool resources_equal(const rlv_ires *b, size_t nb, const rlv_ires *a, size_t na,
                            char **where) {
  for (size_t i = 0; i < nb && i < na; i++) {
    if (b[i].res_class != 1)
      continue;
    if (b[i].counter != a[i].counter)
      return differ(where, &b[i], "counter: BEFORE %u, AFTER %u", b[i].counter, a[i].counter);
    if (!(b[i].kind == RLV_IRES_TYPED ? typed_equal(&b[i], &a[i], where)
                                      : bytes_equal(&b[i], &a[i], where)))
      return false;
  }
  return true;
}

static bool shared_differ(char **where, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static bool shared_differ(char **where, const char *name, const char *fmt, ...) {
  if (where) {
    va_list ap;
    va_start(ap, fmt);
    char *what = rlv_vstrf(fmt, ap);
    va_end(ap);
    *where = rlv_strf("groupshared @%s: %s", name, what);
    free(what);
  }
  return false;
}

static const rlv_ishared *find_shared(const rlv_ishared *list, size_t n, const char *name) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(list[i].name, name) == 0)
      return &list[i];
  return NULL;
}

static bool any_written(const rlv_ishared *s) {
  for (uint32_t i = 0; i < s->size; i++)
    if (s->written[i])
      return true;
  return false;
}

/* Groupshared globals, paired by name, as for a raw UAV: AFTER writes no byte BEFORE does
 * not (since the last barrier), and wherever BEFORE's bytes are defined AFTER's are equal. */
static bool shared_equal(const rlv_ishared *b, size_t nb, const rlv_ishared *a, size_t na,
                         char **where) {
  for (size_t i = 0; i < na; i++)
    if (!find_shared(b, nb, a[i].name) && any_written(&a[i]))
      return shared_differ(where, a[i].name, "written by AFTER, which BEFORE does not have");
  for (size_t i = 0; i < nb; i++) {
    const rlv_ishared *x = &b[i], *y = find_shared(a, na, x->name);
    if (!y) {
      if (any_written(x))
        return shared_differ(where, x->name, "written by BEFORE, which AFTER does not have");
      continue;
    }
    for (uint32_t k = 0; k < x->size || k < y->size; k++) {
      bool bw = k < x->size && x->written[k], aw = k < y->size && y->written[k];
      if (aw && !bw)
        return shared_differ(where, x->name, "byte %u is not written by BEFORE but by AFTER", k);
      if (k >= x->size || x->poison[k])
        continue;
      if (k >= y->size || y->poison[k])
        return shared_differ(where, x->name, "byte %u: BEFORE 0x%02x, AFTER poison", k, x->data[k]);
      if (x->data[k] != y->data[k])
        return shared_differ(where, x->name, "byte %u: BEFORE 0x%02x, AFTER 0x%02x", k, x->data[k],
                             y->data[k]);
    }
  }
  return true;
}

static bool is_nan_arg(const rlv_iarg *x) {
  if (x->bits == 64)
    return (x->value >> 52 & 0x7ff) == 0x7ff && (x->value & 0xfffffffffffffull);
  return nan_bits((uint32_t)x->value, x->bits);
}

/* Equal bits; NaNs of a float argument are one value (LLVM may change a NaN's payload). */
static bool same_bits(const rlv_iarg *b, const rlv_iarg *a) {
  return b->value == a->value || (b->is_float && is_nan_arg(b) && is_nan_arg(a));
}

/* Prefixes *where with the event it arose at. */
static bool at_event(char **where, size_t k, const rlv_ievent *e) {
  if (where && *where) {
    char *text = rlv_ievent_text(e);
    char *full = rlv_strf("event %zu, %s: %s", k, text, *where);
    free(text);
    free(*where);
    *where = full;
  }
  return false;
}

static bool event_differ(char **where, size_t k, const rlv_ievent *b, const rlv_ievent *a,
                         const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static bool event_differ(char **where, size_t k, const rlv_ievent *b, const rlv_ievent *a,
                         const char *fmt, ...) {
  if (where) {
    va_list ap;
    va_start(ap, fmt);
    char *what = rlv_vstrf(fmt, ap);
    va_end(ap);
    char *tb = b ? rlv_ievent_text(b) : rlv_strf("none"),
         *ta = a ? rlv_ievent_text(a) : rlv_strf("none");
    *where = rlv_strf("event %zu: BEFORE %s, AFTER %s: %s", k, tb, ta, what);
    free(tb);
    free(ta);
    free(what);
  }
  return false;
}

/* The events in order: the same operation with equal arguments where BEFORE's are defined,
 * and at a barrier the memory it observed. */
static bool events_equal(const rlv_istate *before, const rlv_istate *after, char **where) {
  size_t n = before->nevents < after->nevents ? before->nevents : after->nevents;
  for (size_t k = 0; k < n; k++) {
    const rlv_ievent *b = &before->events[k], *a = &after->events[k];
    if (b->kind != a->kind || b->op != a->op || b->sub[0] != a->sub[0] || b->sub[1] != a->sub[1] ||
        b->nargs != a->nargs)
      return event_differ(where, k, b, a, "a different operation");
    for (unsigned i = 0; i < b->nargs; i++) {
      if (b->args[i].poison)
        continue;
      if (a->args[i].poison || !same_bits(&b->args[i], &a->args[i]))
        return event_differ(where, k, b, a, "argument %u differs", i);
    }
    if (b->memory && a->memory &&
        !(resources_equal(b->memory->res, b->memory->nres, a->memory->res, a->memory->nres,
                          where) &&
          shared_equal(b->memory->shared, b->memory->nshared, a->memory->shared, a->memory->nshared,
                       where)))
      return at_event(where, k, b);
  }
  if (before->nevents != after->nevents)
    return event_differ(where, n, n < before->nevents ? &before->events[n] : NULL,
                        n < after->nevents ? &after->events[n] : NULL,
                        "BEFORE makes %zu events, AFTER %zu", before->nevents, after->nevents);
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
  if (!events_equal(before, after, where))
    return false;
  if (!shared_equal(before->shared, before->nshared, after->shared, after->nshared, where))
    return false;
  /* once discarded, the resources as they were then are what is observed */
  if (before->at_discard && after->at_discard)
    return resources_equal(before->at_discard->res, before->at_discard->nres,
                           after->at_discard->res, after->at_discard->nres, where);
  return resources_equal(before->res, before->nres, after->res, after->nres, where);
}
