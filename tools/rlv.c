/* rlv: the command-line program. Argument parsing and output only. */
#define _POSIX_C_SOURCE 200809L /* SIGXFSZ */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "rlv/rlv.h"
#include "tools/cli.h"

static void print_help(FILE *out) {
  fputs("usage: rlv <command> [options] FILE...\n"
        "\n"
        "commands:\n"
        "  verify   check resource types, bindings, accesses, counters and 64-bit shapes\n"
        "  lower    rewrite resource intrinsics into DXIL operations, as LLVM 22 does\n"
        "  prove    prove per function that AFTER refines BEFORE (Z3 translation validation)\n"
        "  check    verify, lower, verify the DXIL and prove it, per file\n"
        "  tv       prove every pass of an opt pipeline (or of rlv lower's stages)\n"
        "  triage   name a refutation's first wrong access, tell its story, reduce it\n"
        "  rules    list every rule id with its severity and summary\n"
        "  version  print the version\n"
        "\n"
        "exit codes: 0 clean, 1 findings, 2 unusable input or usage, 3 unknown\n",
        out);
}

static int cmd_rules(void) {
  for (unsigned r = 0; r < RLV_RULE_COUNT; r++) {
    const rlv_rule *rule = rlv_rule_get((rlv_rule_id)r);
    printf("%-28s %-8s %s\n", rule->id, rlv_severity_name(rule->severity), rule->summary);
  }
  return RLV_EXIT_OK;
}

static int run(int argc, char **argv) {
  if (argc < 2) {
    print_help(stderr);
    return RLV_EXIT_UNUSABLE;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
    print_help(stdout);
    return RLV_EXIT_OK;
  }
  if (strcmp(cmd, "version") == 0 || strcmp(cmd, "--version") == 0) {
    printf("rlv %s (LLVM C API %d)\n", RLV_VERSION_STRING, LLVM_VERSION_MAJOR);
    return RLV_EXIT_OK;
  }
  if (strcmp(cmd, "rules") == 0)
    return cmd_rules();
  rlv_process_init();
  if (strcmp(cmd, "verify") == 0)
    return cmd_verify(argc - 2, argv + 2);
  if (strcmp(cmd, "lower") == 0)
    return cmd_lower(argc - 2, argv + 2);
  if (strcmp(cmd, "check") == 0)
    return cmd_check(argc - 2, argv + 2);
  if (strcmp(cmd, "prove") == 0)
    return cmd_prove(argc - 2, argv + 2);
  if (strcmp(cmd, "tv") == 0)
    return cmd_tv(argc - 2, argv + 2);
  if (strcmp(cmd, "triage") == 0)
    return cmd_triage(argc - 2, argv + 2);
  fprintf(stderr, "rlv: unknown command '%s'\n", cmd);
  print_help(stderr);
  return RLV_EXIT_UNUSABLE;
}

int main(int argc, char **argv) {
  /* Past a file-size limit a write fails with EFBIG and rlv removes its temporary file and
   * reports it; the default action of SIGXFSZ would kill rlv and leave the temporary behind. */
  signal(SIGXFSZ, SIG_IGN);
  return cli_finish_stdout(run(argc, argv));
}
