/* The rlv command line: shared argument helpers and the subcommands. */
#ifndef RLV_TOOLS_CLI_H
#define RLV_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rlv/check.h" /* the exit codes */
#include "rlv/diag.h"
#include "rlv/prove.h"

/* If arg is "--name=value" (or "-name=value"), returns value; else NULL. */
const char *cli_option_value(const char *arg, const char *name);
/* Whether arg is short_name or long_name ("-q", "--quiet"). */
bool cli_is(const char *arg, const char *short_name, const char *long_name);
/* Prints "rlv <cmd>: <message>" and the usage line; returns RLV_EXIT_UNUSABLE. */
int cli_usage_error(const char *cmd, const char *usage, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Parses a positive decimal count (at most 100000000). */
bool cli_parse_count(const char *s, unsigned *out);
/* A count up to 10^15 (a file's budget: a whole 100,000-function module needs past 10^8). */
bool cli_parse_big_count(const char *s, uint64_t *out);
/* Flushes standard output: `code` when everything written there arrived, else a message and
 * RLV_EXIT_UNUSABLE (a full disk or a closed pipe must not pass for a clean run). */
int cli_finish_stdout(int code);

/* One line of a command's --help: the option as typed, and what it does. */
typedef struct cli_option {
  const char *flag, *what;
} cli_option;
#define CLI_HELP_OPTION {"-h, --help", "print this help and exit"}
/* Whether arg asks for the command's help (-h, --help). */
bool cli_wants_help(const char *arg);
/* Prints the usage line, what the command does and one line per option to standard output;
 * returns RLV_EXIT_OK. */
int cli_print_help(const char *usage, const char *summary, const cli_option *options, size_t count);

/* The proof bounds `prove` and `check` share, as --help lines. */
#define CLI_PROVE_BOUND_OPTIONS                                                                    \
  {"--timeout-ms=N", "Z3's search per query, in resource units (about N ms of solving)"},          \
      {"--unroll=N", "back edges kept per loop entry; a proof within that bound is `bounded`"},    \
      {"--budget=N", "work units of symbolic execution per function"},                             \
      {"--file-budget=N", "work units of all the functions of one file together"},                 \
      {"--max-memory=MB", "the memory Z3 and the executors may hold, in MiB"}
/* Parses one of those bounds into `o`. Returns 1 when `arg` is one, 0 when it is not, and
 * -1 after reporting a bad value (then the command exits with RLV_EXIT_UNUSABLE). */
int cli_parse_prove_bound(const char *cmd, const char *usage, const char *arg,
                          rlv_prove_options *o);

int cmd_verify(int argc, char **argv);
int cmd_lower(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_prove(int argc, char **argv);
int cmd_tv(int argc, char **argv);
int cmd_triage(int argc, char **argv);

#endif
