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

bool cli_is(const char *arg, const char *short_name, const char *long_name) {
  return strcmp(arg, short_name) == 0 || strcmp(arg, long_name) == 0;
}

bool cli_parse_count(const char *s, unsigned *out) {
  char *end;
  unsigned long v = strtoul(s, &end, 10);
  if (!*s || *end || v == 0 || v > 100000000ul)
    return false;
  *out = (unsigned)v;
  return true;
}

bool cli_parse_big_count(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (!*s || *s == '-' || *end || v == 0 || errno == ERANGE || v > 1000000000000000ull)
    return false;
  *out = (uint64_t)v;
  return true;
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
