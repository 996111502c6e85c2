/* Each command's --help: its usage line, what it does, one line per option. */
#include <string.h>

#include "tools/cli.h"

bool cli_wants_help(const char *arg) { return cli_is(arg, "-h", "--help"); }

int cli_print_help(const char *usage, const char *summary, const cli_option *options,
                   size_t count) {
  int width = 0;
  for (size_t i = 0; i < count; i++) {
    int n = (int)strlen(options[i].flag);
    width = n > width ? n : width;
  }
  printf("usage: %s\n\n%s\n\noptions:\n", usage, summary);
  for (size_t i = 0; i < count; i++)
    printf("  %-*s  %s\n", width, options[i].flag, options[i].what);
  return RLV_EXIT_OK;
}
