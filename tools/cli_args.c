#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

const char *cli_option_value(const char *arg, const char *name) {
  const char *p = arg;
  if (p[0] != '-')
    return NULL;
  p += (p[1] == '-') ? 2 : 1;
  size_t n = strlen(name);
  if (strncmp(p, name, n) != 0 || p[n] != '=')
    return NULL;
  return p + n + 1;
}

int cli_usage_error(const char *cmd, const char *usage, const char *fmt, ...) {
  va_list ap;
  fprintf(stderr, "rlv %s: ", cmd);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\nusage: %s\n", usage);
  return RLV_EXIT_UNUSABLE;
}

int cli_exit_code(const rlv_diags *diags) {
  if (rlv_diags_count_at_least(diags, RLV_SEV_FATAL))
    return RLV_EXIT_UNUSABLE;
  if (rlv_diags_count_at_least(diags, RLV_SEV_ERROR))
    return RLV_EXIT_FINDINGS;
  return RLV_EXIT_OK;
}

bool cli_parse_count(const char *s, unsigned *out) {
  char *end;
  unsigned long v = strtoul(s, &end, 10);
  if (!*s || *end || v == 0 || v > 100000000ul)
    return false;
  *out = (unsigned)v;
  return true;
}

char *cli_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d)
    memcpy(d, s, n);
  return d;
}

int cli_finish_stdout(int code) {
  errno = 0;
  bool flushed = fflush(stdout) == 0;
  if (flushed && !ferror(stdout))
    return code;
  fprintf(stderr, "rlv: cannot write standard output: %s\n",
          !flushed && errno ? strerror(errno) : "a write failed");
  return RLV_EXIT_UNUSABLE;
}
