/* The unit tests' one assertion: counts checks and failures, reports each failure with its
 * place and goes on (a test binary prints "N checks, M failed" and exits 1 on any). Each
 * test file includes this once. */
#ifndef RLV_TEST_CHECK_H
#define RLV_TEST_CHECK_H

#include <stdio.h>

static int failures, checks;

#define CHECK(cond)                                                                    \
  do {                                                                                 \
    checks++;                                                                          \
    if (!(cond)) {                                                                     \
      failures++;                                                                      \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);         \
    }                                                                                  \
  } while (0)

#endif
