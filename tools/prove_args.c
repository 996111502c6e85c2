/* The proof bounds `rlv prove` and `rlv check` share. */
#include "tools/cli.h"

static int bad(const char *cmd, const char *usage, const char *what, const char *value,
               const char *unit) {
  cli_usage_error(cmd, usage, "bad %s '%s'%s", what, value, unit);
  return -1;
}

int cli_parse_prove_bound(const char *cmd, const char *usage, const char *arg,
                          rlv_prove_options *o) {
  const char *value;
  unsigned n;
  if ((value = cli_option_value(arg, "timeout-ms"))) {
    if (!cli_parse_count(value, &o->timeout_ms))
      return bad(cmd, usage, "timeout", value, "");
  } else if ((value = cli_option_value(arg, "unroll"))) {
    if (!cli_parse_count(value, &o->unroll))
      return bad(cmd, usage, "unroll count", value, "");
  } else if ((value = cli_option_value(arg, "budget"))) {
    if (!cli_parse_count(value, &n))
      return bad(cmd, usage, "budget", value, "");
    o->budget = n;
  } else if ((value = cli_option_value(arg, "file-budget"))) {
    if (!cli_parse_big_count(value, &o->file_budget))
      return bad(cmd, usage, "file budget", value, "");
  } else if ((value = cli_option_value(arg, "max-memory"))) {
    if (!cli_parse_count(value, &o->max_memory_mb))
      return bad(cmd, usage, "memory bound", value, " (MiB)");
  } else {
    return 0;
  }
  return 1;
}
