/* The rlv command line: shared argument helpers and the subcommands. */
#ifndef RLV_TOOLS_CLI_H
#define RLV_TOOLS_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "rlv/diag.h"

/* Exit codes (DESIGN.md). */
enum {
  RLV_EXIT_OK = 0,
  RLV_EXIT_FINDINGS = 1,
  RLV_EXIT_UNUSABLE = 2,
  RLV_EXIT_UNKNOWN = 3,
};

/* If arg is "--name=value" (or "-name=value"), returns value; else NULL. */
const char *cli_option_value(const char *arg, const char *name);
/* Prints "rlv <cmd>: <message>" and the usage line; returns RLV_EXIT_UNUSABLE. */
int cli_usage_error(const char *cmd, const char *usage, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Parses a positive decimal count (at most 100000000). */
bool cli_parse_count(const char *s, unsigned *out);
/* A malloc'ed copy of s (for report fields the report frees). */
char *cli_strdup(const char *s);
/* Flushes standard output: `code` when everything written there arrived, else a message and
 * RLV_EXIT_UNUSABLE (a full disk or a closed pipe must not pass for a clean run). */
int cli_finish_stdout(int code);
/* The exit code for a set of diagnostics: 2 if any input was unusable, 1 on errors. */
int cli_exit_code(const rlv_diags *diags);

int cmd_verify(int argc, char **argv);
int cmd_lower(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_prove(int argc, char **argv);

#endif
