/* Splits what `opt -print-changed -print-module-scope` writes into modules. Its headers:
 *   *** IR Dump At Start ***                                  (a module follows)
 *   *** IR Dump After PASS on UNIT ***                        (changed: a module follows)
 *   *** IR Dump After PASS on UNIT omitted because no change ***
 *   *** IR Dump After PASS on UNIT filtered out ***
 *   *** IR Deleted After PASS on UNIT ***                     (the unit is gone)
 *   *** IR Pass PASS on UNIT ignored ***                      (pass managers, adaptors)
 * Lines before the first header (opt's warnings) are not part of any module. */
#include <stdlib.h>
#include <string.h>

#include "model/util.h"
#include "triage/triage_private.h"

static bool has_suffix(const char *s, size_t n, const char *suffix) {
  size_t k = strlen(suffix);
  return n >= k && memcmp(s + n - k, suffix, k) == 0;
}

static bool starts(const char *s, size_t n, const char *prefix) {
  size_t k = strlen(prefix);
  return n >= k && memcmp(s, prefix, k) == 0;
}

/* The header's pass text: between `prefix` and the first of the known endings. */
static char *pass_of(const char *line, size_t n, const char *prefix) {
  const char *endings[] = {" omitted because no change ***", " filtered out ***", " ignored ***",
                           " ***"};
  size_t k = strlen(prefix);
  for (size_t e = 0; e < sizeof endings / sizeof endings[0]; e++)
    if (has_suffix(line, n, endings[e]))
      return rlv_xstrndup(line + k, n - k - strlen(endings[e]));
  return rlv_xstrndup(line + k, n - k);
}

bool tr_split_dumps(const char *data, size_t len, tr_dump **out, size_t *count, char **why) {
  tr_dump *d = NULL;
  size_t n = 0, cap = 0;
  bool open = false; /* the last entry's module is still being read */
  const char *p = data, *end = data + len;
  while (p < end) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t ln = nl ? (size_t)(nl - p) : (size_t)(end - p);
    const char *next = nl ? nl + 1 : end;
    bool header = starts(p, ln, "*** IR ") && has_suffix(p, ln, " ***");
    if (!header) {
      if (open)
        d[n - 1].len = (size_t)(next - d[n - 1].text);
      p = next;
      continue;
    }
    open = false;
    if (starts(p, ln, "*** IR Pass ")) { /* pass managers: not passes of their own */
      p = next;
      continue;
    }
    if (n == cap) {
      cap = cap ? cap * 2 : 64;
      d = rlv_xrealloc(d, cap * sizeof *d);
    }
    tr_dump *e = &d[n++];
    memset(e, 0, sizeof *e);
    if (starts(p, ln, "*** IR Dump At Start")) {
      e->pass = rlv_xstrdup("");
      e->changed = open = true;
    } else if (starts(p, ln, "*** IR Dump After ")) {
      e->pass = pass_of(p, ln, "*** IR Dump After ");
      e->changed = open = !has_suffix(p, ln, "omitted because no change ***") &&
                          !has_suffix(p, ln, "filtered out ***");
    } else if (starts(p, ln, "*** IR Deleted After ")) {
      /* A unit deleted: no module is printed; the next dump holds the change. */
      e->pass = pass_of(p, ln, "*** IR Deleted After ");
      e->deleted = true;
    } else {
      e->pass = rlv_xstrndup(p + 7, ln - 11);
    }
    if (open)
      e->text = next;
    p = next;
  }
  if (n == 0 || strcmp(d[0].pass, "") != 0 || !d[0].text) {
    *why = rlv_xstrdup("opt printed no start module (\"*** IR Dump At Start ***\"): does it "
                       "support -print-changed and -print-module-scope?");
    tr_dumps_free(d, n);
    return false;
  }
  *out = d;
  *count = n;
  return true;
}

void tr_dumps_free(tr_dump *d, size_t count) {
  for (size_t i = 0; i < count; i++)
    free(d[i].pass);
  free(d);
}
